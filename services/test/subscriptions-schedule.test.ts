// How far and how exactly the next delivery moves: month ends keep their day (a plan started January 31
// renews February 28 or 29, then March 31), skips from December 29 land on January 29, pauses and
// skips stop a year ahead, and a chosen date at most 365 days ahead.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SCHEDULE_LIMIT_MESSAGE } from '../../wire/subscriptions.js';
import { addInterval, latestNextDelivery, pausedSchedule, resumedSchedule, scheduleDate, stepSchedule, type Schedule } from '../src/subscriptions/schedule.js';
import { useStack } from './harness.js';
import { subscriptionsOf } from './subscriptions-fixture.js';

const iso = (s: string) => new Date(s);
const dates = (s: Schedule, unit: 'MONTH' | 'WEEK' | 'YEAR', count: number, n: number) => {
  const out: string[] = [];
  let at = s;
  for (let i = 0; i < n; i++) {
    at = stepSchedule(at, unit, count);
    out.push(scheduleDate(at).toISOString().slice(0, 10));
  }
  return out;
};

describe('calendar arithmetic', () => {
  it('a monthly plan started on January 31 renews on the last day of shorter months and the 31st again after', () => {
    const start: Schedule = { anchor: iso('2027-01-31T15:30:00.000Z'), months: 0, days: 0 };
    expect(dates(start, 'MONTH', 1, 4)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(scheduleDate(stepSchedule(start, 'MONTH', 1)).toISOString()).toBe('2027-02-28T15:30:00.000Z');
  });

  it('leap years: January 31 renews on February 29, and February 29 yearly on February 28 then 29 again', () => {
    expect(dates({ anchor: iso('2028-01-31T09:00:00Z'), months: 0, days: 0 }, 'MONTH', 1, 2)).toEqual(['2028-02-29', '2028-03-31']);
    expect(dates({ anchor: iso('2028-02-29T09:00:00Z'), months: 0, days: 0 }, 'YEAR', 1, 4)).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(addInterval(iso('2028-02-29T09:00:00Z'), 'MONTH', 12).toISOString()).toBe('2029-02-28T09:00:00.000Z');
  });

  it('skips from December 29 land on January 29, February 28 and March 29, never March 1', () => {
    const dec29: Schedule = { anchor: iso('2026-12-29T12:00:00Z'), months: 0, days: 0 };
    expect(dates(dec29, 'MONTH', 1, 3)).toEqual(['2027-01-29', '2027-02-28', '2027-03-29']);
    expect(dates({ anchor: iso('2027-12-29T12:00:00Z'), months: 0, days: 0 }, 'MONTH', 1, 3)).toEqual(['2028-01-29', '2028-02-29', '2028-03-29']);
    // Bi-monthly from December 31: February's last day, then April 30, then June 30 … and back on the 31st in August.
    expect(dates({ anchor: iso('2026-12-31T12:00:00Z'), months: 0, days: 0 }, 'MONTH', 2, 4)).toEqual(['2027-02-28', '2027-04-30', '2027-06-30', '2027-08-31']);
  });

  it('weeks are seven days, across month and year ends', () => {
    expect(dates({ anchor: iso('2026-12-29T12:00:00Z'), months: 0, days: 0 }, 'WEEK', 2, 2)).toEqual(['2027-01-12', '2027-01-26']);
  });

  it('days are calendar days at the same UTC time, across a leap February and a daylight-saving change', () => {
    expect(addInterval(iso('2028-02-27T23:30:00Z'), 'DAY', 3).toISOString()).toBe('2028-03-01T23:30:00.000Z');
    expect(addInterval(iso('2027-02-27T23:30:00Z'), 'DAY', 3).toISOString()).toBe('2027-03-02T23:30:00.000Z');
    // Daylight saving time starts on March 14, 2027 in the US and March 28 in Europe.
    expect(addInterval(iso('2027-03-13T02:30:00Z'), 'DAY', 1).toISOString()).toBe('2027-03-14T02:30:00.000Z');
    expect(addInterval(iso('2027-03-27T01:30:00Z'), 'DAY', 2).toISOString()).toBe('2027-03-29T01:30:00.000Z');
    // One month from January 31 is February's last day whatever the time of day.
    expect(addInterval(iso('2027-01-31T00:00:00Z'), 'MONTH', 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addInterval(iso('2027-01-31T23:59:59Z'), 'MONTH', 1).toISOString()).toBe('2027-02-28T23:59:59.000Z');
  });

  it('a monthly pause keeps the day of the month; a pause of a week moves the day and counts from it', () => {
    const jan31: Schedule = { anchor: iso('2027-01-31T12:00:00Z'), months: 1, days: 0 };
    expect(scheduleDate(jan31).toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(scheduleDate(pausedSchedule(jan31, 'MONTH', { months: 1, days: 0 })).toISOString().slice(0, 10)).toBe('2027-03-31');
    const week = pausedSchedule(jan31, 'MONTH', { months: 0, days: 7 });
    expect(scheduleDate(week).toISOString().slice(0, 10)).toBe('2027-03-07');
    expect(dates(week, 'MONTH', 1, 2)).toEqual(['2027-04-07', '2027-05-07']);
    // A week, then three months: the shipment moves from March 3 to June 3.
    const feb24: Schedule = { anchor: iso('2027-01-24T12:00:00Z'), months: 1, days: 0 };
    const then = pausedSchedule(pausedSchedule(feb24, 'MONTH', { months: 0, days: 7 }), 'MONTH', { months: 3, days: 0 });
    expect(scheduleDate(then).toISOString().slice(0, 10)).toBe('2027-06-03');
  });

  it('a resume goes back to the schedule before the pause, past deliveries left out, never later than the pause ends', () => {
    const day = (s: Schedule) => scheduleDate(s).toISOString().slice(0, 10);
    // Monthly on the 10th, paused three months on March 1: the March 10 delivery moved to June 10.
    const monthly: Schedule = { anchor: iso('2027-01-10T12:00:00Z'), months: 2, days: 0 };
    const paused = pausedSchedule(monthly, 'MONTH', { months: 3, days: 0 });
    expect(day(paused)).toBe('2027-06-10');
    // Resumed before March 10: March 10 again; on April 2: April 10, the next day of the old schedule.
    expect(day(resumedSchedule(monthly, paused, 'MONTH', 1, iso('2027-03-02T09:00:00Z')))).toBe('2027-03-10');
    expect(day(resumedSchedule(monthly, paused, 'MONTH', 1, iso('2027-04-02T09:00:00Z')))).toBe('2027-04-10');
    // Quarterly, paused a week: resumed after the old day, the next quarter is later than the pause's end, which stands.
    const quarterly: Schedule = { anchor: iso('2027-01-10T12:00:00Z'), months: 0, days: 0 };
    const week = pausedSchedule(quarterly, 'MONTH', { months: 0, days: 7 });
    expect(resumedSchedule(quarterly, week, 'MONTH', 3, iso('2027-01-12T09:00:00Z'))).toEqual(week);
  });

  it('plans that ship yearly or less often may still skip once: the bound is two of their periods', () => {
    const today = iso('2026-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'MONTH', interval_count: 1 }).toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'MONTH', interval_count: 12 }).toISOString()).toBe('2028-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'YEAR', interval_count: 1 }).toISOString()).toBe('2028-03-10T12:00:00.000Z');
    expect(latestNextDelivery(today, { interval_unit: 'WEEK', interval_count: 2 }).toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });
});

describe('how far ahead the next delivery may move', () => {
  const stack = useStack();
  const MONTHLY = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' };
  let token: string;
  let s: ReturnType<typeof subscriptionsOf>;

  beforeAll(async () => {
    s = subscriptionsOf(stack);
    token = await stack.idToken('planner@example.com');
    await s.buy('trailmate-us', 'planner@example.com', [MONTHLY]);
    await s.buy('trailmate-us', 'planner@example.com', [MONTHLY]);
  }, 60_000);

  const subscriptions = async () => (await s.api('GET', '/subscriptions/', token)).json.subscriptions as any[];
  const oneYearFrom = (d: Date) => new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));

  it('skipping stops a year ahead with a clear refusal, and the refused skip changes nothing', async () => {
    const [sub] = await subscriptions();
    const limit = oneYearFrom(await s.now());
    let last: any;
    let refused: any;
    for (let i = 0; i < 30 && !refused; i++) {
      const res = await s.api('POST', `/subscriptions/${sub.id}/skip`, token);
      if (res.status === 200) last = res.json;
      else refused = res;
    }
    expect(refused).toEqual({ status: 409, json: { error: { code: 'SCHEDULE_LIMIT', message: SCHEDULE_LIMIT_MESSAGE } } });
    expect(new Date(last.nextDate).getTime()).toBeLessThanOrEqual(limit.getTime());
    // One more month would have passed the limit.
    expect(new Date(last.nextDate).getTime()).toBeGreaterThan(limit.getTime() - 31 * 86_400_000);
    // Every skip kept the day of the month the subscription started on (or the month's last day).
    expect(new Date(last.nextDate).getUTCDate()).toBe(Math.min(new Date(sub.scheduledAt).getUTCDate(), new Date(last.nextDate).getUTCDate()));
    const after = (await subscriptions()).find((x) => x.id === sub.id);
    expect(after.scheduledAt).toBe(last.nextDate);
    expect(after.nextBillingDate).toBe(last.subscription.nextBillingDate);
  });

  it('pausing is bounded the same way, for the allowed durations only', async () => {
    const [, sub] = await subscriptions();
    const limit = oneYearFrom(await s.now());
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '3-months' })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(409);
    const paused = (await subscriptions()).find((x) => x.id === sub.id);
    expect(new Date(paused.scheduledAt).getTime()).toBeLessThanOrEqual(limit.getTime());
    const refused = await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-week' });
    if (refused.status !== 200) expect(refused.json.error).toEqual({ code: 'SCHEDULE_LIMIT', message: SCHEDULE_LIMIT_MESSAGE });
    for (const duration of ['6-months', '52-weeks', 1, null]) {
      expect((await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration })).json.error.code).toBe('BAD_REQUEST');
    }
  });

  it('a chosen next date is bounded too: 365 days ahead at most', async () => {
    const [sub] = await subscriptions();
    const today = await s.now();
    const day = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const far = await s.api('POST', `/subscriptions/${sub.id}/next-date`, token, { date: day(366) });
    expect(far.json.error).toMatchObject({ code: 'INVALID_DATE', message: MESSAGES.invalidNextDate });
    expect((await s.api('POST', `/subscriptions/${sub.id}/next-date`, token, { date: day(365) })).status).toBe(200);
  });
});
