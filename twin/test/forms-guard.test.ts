import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, startTestTwin } from './helpers';
import { formsTestEnv, postJson, solveCaptcha } from './forms-fixture';
import { WindowCounter } from '../src/forms/guard';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  formsTestEnv({ emailLimit: 2, ipLimit: 4 });
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const feedback = (n: number) => ({ brand: 'trailmate', articleId: `a${n}`, helpful: true });
const contact = async (email: string) => ({
  brand: 'trailmate',
  name: 'Kit Fern',
  email,
  phone: '303-555-0100',
  question: 'Does it fit?',
  altcha: await solveCaptcha(twin.url),
});

describe('rate limits', () => {
  it('more submissions for one email than the limit are 429 with Retry-After, and are not stored', async () => {
    expect((await postJson(`${twin.url}/forms/contact/general`, await contact('Flood@example.com'))).status).toBe(201);
    expect((await postJson(`${twin.url}/forms/contact/general`, await contact('flood@example.com'))).status).toBe(201);
    const third = await postJson(`${twin.url}/forms/contact/general`, await contact('flood@example.com'));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body.error.code).toBe('RATE_LIMITED');
    const stored = (await (await fetch(`${twin.url}/forms/submissions?type=general-contact`, { headers: ADMIN_HEADERS })).json()).submissions;
    expect(stored).toHaveLength(2);
  });

  it('more submissions from one address than the limit are 429, whatever the email', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await postJson(`${twin.url}/forms/article-feedback`, feedback(n))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('a window lets a key in again once its oldest hit has aged out', () => {
    const counter = new WindowCounter({ max: 1, windowMs: 1000 });
    expect(counter.hit('k', 0)).toEqual({ ok: true });
    expect(counter.hit('k', 500)).toEqual({ ok: false, retryAfter: 1 });
    expect(counter.hit('k', 1001)).toEqual({ ok: true });
  });
});
