import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SCHEDULE_LIMIT_MESSAGE } from '../../wire/subscriptions.js';
import { latestNextDelivery } from '../src/subscriptions/schedule.js';
import { startSubscriptionsTwin, type SubscriptionsTwin } from './subscriptions-fixture.js';

// Pausing and skipping move the next delivery, but never further than a subscription service would allow.
let twin: SubscriptionsTwin;
let token: string;
const MONTHLY = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' };

beforeAll(async () => {
  twin = await startSubscriptionsTwin();
  token = await twin.idToken('planner@example.com');
  await twin.buy('trailmate-us', 'planner@example.com', [MONTHLY]);
  await twin.buy('trailmate-us', 'planner@example.com', [MONTHLY]);
});
afterAll(async () => {
  await twin?.stop();
});

const subscriptions = async () => (await twin.api('GET', '/subscriptions/', token)).json.subscriptions as any[];
const now = async () => new Date((await twin.api('GET', '/__clock', null, undefined, '')).json.now as string);
const oneYearFrom = (d: Date) => new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));

describe('how far ahead the next delivery may move', () => {
  it('skipping stops a year ahead with a clear refusal, and the refused skip changes nothing', async () => {
    const [sub] = await subscriptions();
    const limit = oneYearFrom(await now());
    let last: any;
    let refused: any;
    for (let i = 0; i < 30 && !refused; i++) {
      const res = await twin.api('POST', `/subscriptions/${sub.id}/skip`, token);
      if (res.status === 200) last = res.json;
      else refused = res;
    }
    expect(refused).toEqual({ status: 409, json: { error: { code: 'SCHEDULE_LIMIT', message: SCHEDULE_LIMIT_MESSAGE } } });
    expect(new Date(last.nextDate).getTime()).toBeLessThanOrEqual(limit.getTime());
    // One more month would have passed the limit.
    expect(new Date(last.nextDate).getTime()).toBeGreaterThan(limit.getTime() - 31 * 86_400_000);
    const after = (await subscriptions()).find((s) => s.id === sub.id);
    expect(after.scheduledAt).toBe(last.nextDate);
    expect(after.nextBillingDate).toBe(last.subscription.nextBillingDate);
  });

  it('pausing is bounded the same way, for the allowed durations only', async () => {
    const [, sub] = await subscriptions();
    const limit = oneYearFrom(await now());
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await twin.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '3-months' })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(409);
    const paused = (await subscriptions()).find((s) => s.id === sub.id);
    expect(new Date(paused.scheduledAt).getTime()).toBeLessThanOrEqual(limit.getTime());
    const refused = await twin.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-week' });
    if (refused.status !== 200) expect(refused.json.error).toEqual({ code: 'SCHEDULE_LIMIT', message: SCHEDULE_LIMIT_MESSAGE });
    for (const duration of ['6-months', '52-weeks', 1, null]) {
      expect((await twin.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration })).json.error.code).toBe('BAD_REQUEST');
    }
  });

  it('a chosen next date is bounded too: 365 days ahead at most', async () => {
    const [sub] = await subscriptions();
    const today = await now();
    const day = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const far = await twin.api('POST', `/subscriptions/${sub.id}/next-date`, token, { date: day(366) });
    expect(far.json.error).toMatchObject({ code: 'INVALID_DATE', message: MESSAGES.invalidNextDate });
    expect((await twin.api('POST', `/subscriptions/${sub.id}/next-date`, token, { date: day(365) })).status).toBe(200);
  });

  it('plans that ship yearly or less often may still skip once: the bound is two of their periods', () => {
    const today = new Date('2026-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'MONTH', interval_count: 1 })).toBe('2027-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'MONTH', interval_count: 12 })).toBe('2028-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'YEAR', interval_count: 1 })).toBe('2028-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'WEEK', interval_count: 2 })).toBe('2027-03-10T12:00:00.000Z');
  });
});
