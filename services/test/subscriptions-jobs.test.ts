// On the real clock (here pinned, no test clock) renewals are found by the `renewals-due` job, on
// pg-boss's schedule every five minutes, which queues one `renewal` job per due subscription.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { subscriptionsOf, until } from './subscriptions-fixture.js';
import { RENEWALS_CRON } from '../src/subscriptions/jobs.js';

const DAY = 86_400_000;
const stack = useStack({ now: new Date(Date.now() + 5 * DAY).toISOString() });
const EMAIL = 'scheduled@example.com';
let s: ReturnType<typeof subscriptionsOf>;

beforeAll(async () => {
  s = subscriptionsOf(stack);
  await s.buy('trailmate-us', EMAIL, [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' }]);
}, 60_000);

/** The renewals Shopify charged: the paid billing attempts. */
const renewals = () => s.paidAttempts();

describe('renewal jobs', () => {
  it('renewals-due is on pg-boss’s schedule every five minutes', async () => {
    const { rows } = await stack.services.services.database.executeSql("SELECT cron, timezone FROM pgboss.schedule WHERE name = 'renewals-due'");
    expect(rows).toEqual([{ cron: RENEWALS_CRON, timezone: 'UTC' }]);
    expect(RENEWALS_CRON).toBe('*/5 * * * *');
  });

  it('nothing is queued before a subscription is due; once due, its renewal job places one order', async () => {
    const jobs = stack.services.services.jobs;
    await jobs.send('renewals-due', {});
    await until(async () => (await jobs.list(['created', 'retry', 'active'])).every((j) => !['renewals-due', 'renewal'].includes(j.queue)), 'jobs');
    expect(renewals()).toEqual([]);
    stack.setNow(new Date(Date.now() + 40 * DAY));
    // Twice at once: the second run finds the period placed or held.
    await Promise.all([jobs.send('renewals-due', {}), jobs.send('renewals-due', {})]);
    await until(() => renewals().length === 1, 'the renewal order');
    await until(async () => (await jobs.list(['created', 'retry', 'active'])).every((j) => !['renewals-due', 'renewal'].includes(j.queue)), 'jobs');
    expect(renewals()).toHaveLength(1);
    expect((await jobs.list(['failed'])).filter((j) => j.queue.startsWith('renewal'))).toEqual([]);
    const [sub] = await stack.services.services.db.selectFrom('subscriptions').selectAll().where('customer_email', '=', EMAIL).execute();
    assert.isDefined(sub, 'sub');
    expect(sub.renewals).toBe(1);
  });
});
