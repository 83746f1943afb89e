import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { startServicesTwin } from './services-fixture.js';

let twin: Awaited<ReturnType<typeof startServicesTwin>>;

beforeAll(async () => {
  twin = await startServicesTwin({ now: '2026-11-23T15:00:00Z', formLimit: 3 });
});
afterAll(async () => {
  await twin?.stop();
});

describe('rate limits of the public POSTs', () => {
  it('a client over the limit of a form gets 429 with Retry-After; other forms keep their own allowance', async () => {
    const enrol = (i: number) => twin.call('POST', SERVICE_PATHS.enrolments, { company: 'Acme Kennels', email: `r${i}@example.com`, zip: '43017', mobilePhone: '6145550142' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await enrol(i));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[3].status).toBe(429);
    expect(answers[3].body.error).toEqual({ code: 'RATE_LIMITED', message: SERVICE_MESSAGES.tooManyRequests });
    expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await twin.call('POST', SERVICE_PATHS.conversations, {})).status).toBe(201);
  });
});
