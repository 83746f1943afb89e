import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { ADMIN_HEADERS, startTestTwin } from './helpers';
import { formsTestEnv, postJson, solveCaptcha } from './forms-fixture';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  // Rate limits are held by forms-guard.test.ts; here every request must reach the captcha check.
  formsTestEnv({ emailLimit: 0 });
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const contact = (altcha: string) => ({
  brand: 'trailmate',
  name: 'Kit Fern',
  email: 'kit@example.com',
  phone: '303-555-0100',
  question: 'Does the hammock fit a compact car?',
  altcha,
});

describe('captcha (ALTCHA, self-hosted)', () => {
  it('GET /captcha/challenge issues a signed challenge that expires within minutes', async () => {
    const res = await fetch(`${twin.url}/captcha/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ch = await res.json();
    expect(ch).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), signature: expect.any(String) });
    const expires = Number(new URLSearchParams(ch.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });

  it('a solved challenge is accepted once; its replay is refused with "Please complete the CAPTCHA"', async () => {
    const payload = await solveCaptcha(twin.url);
    const first = await postJson(`${twin.url}/forms/contact/general`, contact(payload));
    expect(first.status).toBe(201);
    const replay = await postJson(`${twin.url}/forms/contact/general`, contact(payload));
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({ code: 'CAPTCHA', message: 'Please complete the CAPTCHA' });
  });

  it('an expired solution is refused', async () => {
    const hmacKey = twin.db.prepare('SELECT hmac_key FROM captcha_keys').pluck().get() as string;
    const ch = await createChallenge({ hmacKey, maxNumber: 1000, expires: new Date(Date.now() - 1000) });
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    const payload = Buffer.from(JSON.stringify({ ...ch, number: solution!.number })).toString('base64');
    const res = await postJson(`${twin.url}/forms/contact/general`, contact(payload));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please complete the CAPTCHA');
  });

  it('a solution signed with another key, a wrong number or garbage is refused', async () => {
    const ch = await createChallenge({ hmacKey: 'not-the-twins-key', maxNumber: 1000, expires: new Date(Date.now() + 60_000) });
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    const forged = Buffer.from(JSON.stringify({ ...ch, number: solution!.number })).toString('base64');
    const good = JSON.parse(Buffer.from(await solveCaptcha(twin.url), 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    for (const payload of [forged, wrong, 'bm90IGpzb24=', '%%%']) {
      const res = await postJson(`${twin.url}/forms/contact/general`, contact(payload));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('CAPTCHA');
    }
  });

  it('a missing payload is a field error with the spec message and nothing is stored', async () => {
    const res = await postJson(`${twin.url}/forms/contact/general`, contact(''));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } });
    const list = await (await fetch(`${twin.url}/forms/submissions?type=general-contact`, { headers: ADMIN_HEADERS })).json();
    expect(list.submissions).toHaveLength(1);
  });
});
