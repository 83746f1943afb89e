// Renewals on the twin's test clock: moving it calls the services' hook, which charges each due period
// once with a billing attempt on the subscription's contract; Shopify's order shows in the customer's
// account and is mailed.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient } from 'graphql-request';
import { useStack } from './harness.js';
import { subscriptionsOf } from './subscriptions-fixture.js';
import { assertValidDocument } from '../../twin/test/helpers.js';

const stack = useStack();
const EMAIL = 'renews@example.com';
const BOWL = { merchandiseId: 'gid://shopify/ProductVariant/2003', sellingPlanId: 'gid://shopify/SellingPlan/9001' };
let token: string;
let s: ReturnType<typeof subscriptionsOf>;

beforeAll(async () => {
  s = subscriptionsOf(stack);
  token = await stack.idToken(EMAIL);
  await storefront().request(CUSTOMER_CREATE, { input: { email: EMAIL, password: 'store-password-1' } });
  await s.buy('trailmate-us', EMAIL, [{ ...BOWL, quantity: 3 }]);
}, 60_000);

const CUSTOMER_CREATE = assertValidDocument(`mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code message } }
}`);
const TOKEN_CREATE = assertValidDocument(`mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code message } }
}`);
const ORDERS = assertValidDocument(`query Orders($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 20, sortKey: ID) { edges { node { name totalPrice { amount } shippingAddress { city } lineItems(first: 5) { edges { node { title quantity variant { sku } } } } } } }
  }
}`);
const storefront = () =>
  new GraphQLClient(`${stack.twin.url}/shops/trailmate-us/api/2025-04/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': stack.twin.runtime.stores.get('trailmate-us')!.storefrontAccessToken },
  });

/** The customer's orders as the store's Storefront API shows them to the signed-in customer. */
async function storefrontOrders(): Promise<any[]> {
  const login = await storefront().request<any>(TOKEN_CREATE, { input: { email: EMAIL, password: 'store-password-1' } });
  const data = await storefront().request<any>(ORDERS, { customerAccessToken: login.customerAccessTokenCreate.customerAccessToken.accessToken });
  return data.customer.orders.edges.map((e: any) => e.node);
}

const subscriptions = async () => (await s.api('GET', '/subscriptions/', token)).json.subscriptions as any[];

describe('the test clock', () => {
  it('answers 404 unless the twin runs with the test clock', async () => {
    process.env.TWIN_TEST_CLOCK = '0';
    try {
      expect((await s.clock({ advanceDays: 1 })).status).toBe(404);
    } finally {
      process.env.TWIN_TEST_CLOCK = '1';
    }
  });

  it('refuses bad input with 400 and never goes back', async () => {
    expect((await s.clock({ advanceDays: -3 })).status).toBe(400);
    expect((await s.clock({ now: 'tomorrow' } as never)).status).toBe(400);
    const before = (await s.clock({ advanceDays: 0 })).json.now;
    const back = await s.clock({ now: '2020-01-01T00:00:00Z' });
    expect(back.json.now >= before).toBe(true);
  });

  it('the services’ hook answers the twin only, with the clock key', async () => {
    expect((await stack.call('POST', '/__clock/advanced', { now: new Date().toISOString() })).status).toBe(403);
    expect((await stack.call('POST', '/__clock/advanced', {}, { 'x-twin-admin-key': 'wrong-key-wrong-key' })).status).toBe(403);
  });

  it('a hook that fails makes the move answer 502 with why', async () => {
    const hooks = process.env.TWIN_CLOCK_HOOKS;
    process.env.TWIN_CLOCK_HOOKS = `${hooks},${stack.url}/no-such-hook`;
    try {
      const res = await s.clock({ advanceDays: 0 });
      expect(res.status).toBe(502);
      expect(res.json.error.code).toBe('CLOCK_HOOK_FAILED');
    } finally {
      process.env.TWIN_CLOCK_HOOKS = hooks;
    }
  });
});

describe('renewals', () => {
  it('nothing renews before the next billing date', async () => {
    const res = await s.clock({ advanceDays: 3 });
    expect(res.json.renewedOrders).toEqual([]);
    expect(await storefrontOrders()).toHaveLength(1);
  });

  it('a due autoship subscription becomes one order in customer.orders and its next shipment moves by the frequency', async () => {
    const [before] = await subscriptions();
    const res = await s.clock({ now: new Date(new Date(before.nextBillingDate).getTime() + 3600_000).toISOString() });
    expect(res.status).toBe(200);
    expect(res.json.renewedOrders).toHaveLength(1);
    const orders = await storefrontOrders();
    expect(orders).toHaveLength(2);
    const renewal = orders[1];
    expect(renewal.lineItems.edges[0].node).toMatchObject({ title: 'Trail Bowl', quantity: 3, variant: { sku: 'TM-BOWL' } });
    expect(renewal.shippingAddress.city).toBe('Boulder');
    // 3 × the autoship price plus 7 % US tax (the first order's rate), shipping free.
    expect(Number(renewal.totalPrice.amount)).toBeCloseTo(Math.round(3 * Number(before.pricePerItem.amount) * 1.07 * 100) / 100, 2);
    const [after] = await subscriptions();
    const expected = new Date(before.scheduledAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after.scheduledAt).toBe(expected.toISOString());
    expect(after.nextBillingDate).toBe(expected.toISOString());
    const mail = await s.mailsTitled(EMAIL, `Order ${renewal.name} confirmed`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('3 x Trail Bowl (Autoship: Monthly)');
    // The order is the one Shopify made for the contract's billing attempt of this subscription and period; the id the hook answered is its id.
    expect(s.paidAttempts()).toEqual([{ key: `renewal:${before.id}:${before.nextBillingDate}#1`, period: `renewal:${before.id}:${before.nextBillingDate}`, orderId: res.json.renewedOrders[0] }]);
    const [row] = s.orders(EMAIL).filter((o) => o.id === res.json.renewedOrders[0]);
    assert.isDefined(row, 'row');
    expect(row.doc).toMatchObject({ financialStatus: 'PAID' });
  });

  it('a clock moved several periods ahead places one order per period', async () => {
    const res = await s.clock({ advanceDays: 95 });
    expect(res.json.renewedOrders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(res.json.renewedOrders).size).toBe(res.json.renewedOrders.length);
    expect(await storefrontOrders()).toHaveLength(2 + res.json.renewedOrders.length);
    // Each period once: one paid billing attempt per period, its order among the hook's.
    const periods = s.paidAttempts().map((a) => a.period);
    expect(periods).toHaveLength(1 + res.json.renewedOrders.length);
    expect(new Set(periods).size).toBe(periods.length);
    expect(s.paidAttempts().slice(1).map((a) => a.orderId)).toEqual(res.json.renewedOrders);
  });

  it('a cancelled subscription no longer renews', async () => {
    const [sub] = await subscriptions();
    await s.api('POST', `/subscriptions/${sub.id}/cancel`, token, { reason: 'more-than-needed' });
    expect((await s.clock({ advanceDays: 90 })).json.renewedOrders).toEqual([]);
  });
});

describe('orders placed after the clock moved', () => {
  it('are stamped with the twin clock, so a new subscription is one interval after its now and not already due', async () => {
    const email = 'later@example.com';
    const moved = (await s.clock({ advanceDays: 370 })).json.now;
    await s.buy('trailmate-us', email, [{ ...BOWL, quantity: 1 }]);
    const later = await stack.idToken(email);
    const [sub] = (await s.api('GET', '/subscriptions/', later)).json.subscriptions;
    const expected = new Date(moved);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(sub.scheduledAt) - expected.getTime())).toBeLessThan(60_000);
    expect((await s.clock({ advanceDays: 0 })).json.renewedOrders).toEqual([]);
  });
});
