// Exactly one charge per subscription and period, whoever charges it: two instances on one database
// answering the clock's hooks at once, both instances' renewal jobs, and a try that crashed after its
// billing attempt was made. On the embedded database (one process) the second instance is the first one
// answering twice at once.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { subscriptionsOf, until } from './subscriptions-fixture.js';
import { billContract } from '../src/subscriptions/admin.js';
import { attemptKey, renewalTag, runDueRenewals } from '../src/subscriptions/renewals.js';

const stack = useStack();
const BOWL = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' };
const BUYERS = ['one@example.com', 'two@example.com', 'three@example.com'] as const;
let s: ReturnType<typeof subscriptionsOf>;
let second: { url: string; services: typeof stack.services.services };

beforeAll(async () => {
  s = subscriptionsOf(stack);
  const other = process.env.SERVICES_TEST_DATABASE_URL ? await stack.another() : undefined;
  second = other ? { url: other.url, services: other.instance.services } : { url: stack.url, services: stack.services.services };
  for (const email of BUYERS) await s.buy('trailmate-us', email, [BOWL]);
}, 120_000);

const db = () => stack.services.services.db;
const renewalOrders = () => {
  const paid = new Set(s.paidAttempts().map((a) => a.orderId));
  return s.orders().filter((o) => paid.has(o.id));
};
/** Each period's paid attempts: exactly one each when nothing was charged twice. */
const perTag = () => {
  const counts = new Map<string, number>();
  for (const a of s.paidAttempts()) counts.set(a.period, (counts.get(a.period) ?? 0) + 1);
  return counts;
};

describe('two instances on one database', () => {
  it('both hooks answering one clock move charge each due subscription once', async () => {
    const hooks = process.env.TWIN_CLOCK_HOOKS;
    process.env.TWIN_CLOCK_HOOKS = `${stack.url}/__clock/advanced,${second.url}/__clock/advanced`;
    try {
      const res = await s.clock({ advanceDays: 32 });
      expect(res.status).toBe(200);
      expect(res.json.renewedOrders).toHaveLength(BUYERS.length);
      expect(renewalOrders()).toHaveLength(BUYERS.length);
      expect([...perTag().values()].every((n) => n === 1)).toBe(true);
      const rows = await db().selectFrom('subscription_renewals').selectAll().execute();
      expect(rows.map((r) => r.status)).toEqual(BUYERS.map(() => 'placed'));
    } finally {
      process.env.TWIN_CLOCK_HOOKS = hooks;
    }
  });

  it('both instances running due renewals and their jobs at once still charge each period once', async () => {
    const now = new Date((await s.now()).getTime() + 40 * 86_400_000);
    const before = renewalOrders().length;
    // The clock moves without the hook; then every path at once.
    const hooks = process.env.TWIN_CLOCK_HOOKS;
    process.env.TWIN_CLOCK_HOOKS = '';
    try {
      await s.clock({ now: now.toISOString() });
    } finally {
      process.env.TWIN_CLOCK_HOOKS = hooks;
    }
    const a = stack.services.services;
    const b = second.services;
    await Promise.all([a.jobs.send('renewals-due', {}), b.jobs.send('renewals-due', {}), runDueRenewals(a, now), runDueRenewals(b, now), runDueRenewals(a, now)]);
    await until(async () => (await a.jobs.list(['created', 'retry', 'active'])).every((j) => !['renewals-due', 'renewal'].includes(j.queue)), 'renewal jobs', 30_000);
    expect(renewalOrders().length - before).toBe(BUYERS.length);
    expect([...perTag().values()].every((n) => n === 1)).toBe(true);
    expect((await a.jobs.list(['failed'])).filter((j) => j.queue === 'renewal')).toEqual([]);
  });
});

describe('a try that crashed after its billing attempt', () => {
  it('asks again with the same idempotency key and completes, not charged again', async () => {
    const services = stack.services.services;
    const [sub] = await db().selectFrom('subscriptions').selectAll().where('customer_email', '=', BUYERS[0]).execute();
    assert.isDefined(sub, 'sub');
    const period = sub.next_billing_date;
    const tag = renewalTag(sub.id, period);
    // What the crashed try left: its row, claimed long ago, and the attempt it had made (Shopify charged it).
    await db()
      .insertInto('subscription_renewals')
      .values({ subscription_id: sub.id, period_start: period, renewal: sub.renewals + 1, tag, status: 'pending', claimed_until: new Date(Date.now() - 1000), created_at: new Date() })
      .execute();
    const now = new Date(period.getTime() + 60_000);
    const hooks = process.env.TWIN_CLOCK_HOOKS;
    process.env.TWIN_CLOCK_HOOKS = '';
    try {
      await s.clock({ now: now.toISOString() });
    } finally {
      process.env.TWIN_CLOCK_HOOKS = hooks;
    }
    const charged = await billContract(services, 'trailmate-us', sub.contract_gid!, attemptKey(tag, 1), period);
    if (typeof charged === 'string' || !('paid' in charged)) throw new Error('the first attempt did not pay');
    const placed = await runDueRenewals(services, now);
    expect(placed).toContain(Number(charged.paid.gid.split('/').at(-1)));
    expect(perTag().get(tag)).toBe(1);
    const row = await db().selectFrom('subscription_renewals').selectAll().where('tag', '=', tag).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'placed', order_gid: charged.paid.gid });
    const after = await db().selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(after.next_billing_date > period).toBe(true);
  });

  it('a renewal Shopify cannot be asked to bill stays due, its job failing visibly in /__jobs with why', async () => {
    const services = stack.services.services;
    const real = services.shopify.graphql;
    services.shopify.graphql = (async (...args: Parameters<typeof real>) => {
      if (/RenewalBillingAttempt/.test(args[1])) throw new Error('Shopify Admin API answered 503');
      return real(...args);
    }) as typeof real;
    const hooks = process.env.TWIN_CLOCK_HOOKS;
    process.env.TWIN_CLOCK_HOOKS = `${stack.url}/__clock/advanced`;
    try {
      const res = await s.clock({ advanceDays: 40 });
      expect(res.status).toBe(200);
      expect(res.json.renewedOrders).toEqual([]);
      await until(async () => {
        const jobs = (await stack.call('GET', '/__jobs', undefined, { 'x-services-admin-key': stack.config.adminKey })).body.jobs as any[];
        return jobs.some((j) => j.queue === 'renewal' && /503/.test(j.error ?? ''));
      }, 'a renewal job with its error');
    } finally {
      services.shopify.graphql = real;
      process.env.TWIN_CLOCK_HOOKS = hooks;
    }
    // Once Shopify answers again, the next move charges what stayed due, once.
    const res = await s.clock({ advanceDays: 0 });
    await until(async () => (await db().selectFrom('subscriptions').select('id').where('next_billing_date', '<=', await s.now()).where('status', '=', 'ACTIVE').execute()).length === 0, 'due renewals charged', 20_000);
    expect(res.status).toBe(200);
    expect([...perTag().values()].every((n) => n === 1)).toBe(true);
  });
});
