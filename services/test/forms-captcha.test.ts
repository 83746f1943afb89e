import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { useStack } from './harness.js';
import { solveCaptcha } from './forms-fixture.js';

const stack = useStack();
const admin = () => ({ 'x-services-admin-key': stack.config.adminKey });

const contact = (altcha: string) => ({
  brand: 'trailmate',
  name: 'Kit Fern',
  email: 'kit@example.com',
  phone: '303-555-0100',
  question: 'Does the hammock fit a compact car?',
  altcha,
});
const payloadOf = (ch: { algorithm: string; challenge: string; salt: string; signature: string }, number: number) =>
  Buffer.from(JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number, salt: ch.salt, signature: ch.signature })).toString('base64');

describe('captcha (ALTCHA, self-hosted)', () => {
  it('GET /captcha/challenge issues a signed challenge that expires within minutes', async () => {
    const res = await fetch(`${stack.url}/captcha/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ch = await res.json();
    expect(ch).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), signature: expect.any(String), maxnumber: 1000 });
    const expires = Number(new URLSearchParams(ch.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });

  it('a solved challenge is accepted once; its replay is refused with "Please complete the CAPTCHA"', async () => {
    const payload = await solveCaptcha(stack.url);
    const first = await stack.call('POST', '/forms/contact/general', contact(payload));
    expect(first.status).toBe(201);
    const replay = await stack.call('POST', '/forms/contact/general', contact(payload));
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({ code: 'CAPTCHA', message: 'Please complete the CAPTCHA' });
  });

  // Two instances share a database on a PostgreSQL server only (the embedded one is per process).
  it.skipIf(!process.env.SERVICES_TEST_DATABASE_URL)('the same solution sent to two instances is accepted by one only', async () => {
    const payload = await solveCaptcha(stack.url);
    const second = await stack.another();
    try {
      const post = (url: string) =>
        fetch(`${url}/forms/contact/general`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact(payload)) }).then((r) => r.status);
      const statuses = await Promise.all([post(stack.url), post(second.url)]);
      expect([...statuses].sort()).toEqual([201, 400]);
      // And once more to the one that accepted it.
      expect(await post(statuses[0] === 201 ? stack.url : second.url)).toBe(400);
    } finally {
      await second.stop();
    }
  });

  it('an expired solution is refused', async () => {
    const ch = await createChallenge({ hmacKey: stack.config.captcha.secret, maxNumber: 1000, expires: new Date(Date.now() - 1000) });
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    const res = await stack.call('POST', '/forms/contact/general', contact(payloadOf(ch, solution!.number)));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please complete the CAPTCHA');
  });

  it('a solution of a challenge without an expiry is refused, even signed with the right key', async () => {
    const ch = await createChallenge({ hmacKey: stack.config.captcha.secret, maxNumber: 1000 });
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    expect((await stack.call('POST', '/forms/contact/general', contact(payloadOf(ch, solution!.number)))).body.error.code).toBe('CAPTCHA');
  });

  it('a solution signed with another key, a wrong number or garbage is refused', async () => {
    const ch = await createChallenge({ hmacKey: 'not-the-services-key', maxNumber: 1000, expires: new Date(Date.now() + 60_000) });
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    const forged = payloadOf(ch, solution!.number);
    const good = JSON.parse(Buffer.from(await solveCaptcha(stack.url), 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    for (const payload of [forged, wrong, 'bm90IGpzb24=', '%%%']) {
      const res = await stack.call('POST', '/forms/contact/general', contact(payload));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('CAPTCHA');
    }
  });

  it('a missing payload is a field error with the spec message and nothing is stored', async () => {
    const stored = async () => (await stack.call('GET', '/forms/submissions?type=general-contact', undefined, admin())).body.submissions.length;
    const before = await stored();
    expect(before).toBeGreaterThan(0);
    const res = await stack.call('POST', '/forms/contact/general', contact(''));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } });
    expect(await stored()).toBe(before);
  });
});
