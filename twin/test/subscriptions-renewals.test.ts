import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscriptionsTwin, type SubscriptionsTwin } from './subscriptions-fixture.js';
import { assertValidDocument } from './helpers.js';

let twin: SubscriptionsTwin;
let token: string;
const EMAIL = 'renews@example.com';

beforeAll(async () => {
  twin = await startSubscriptionsTwin();
  token = await twin.idToken(EMAIL);
  await twin.buy('trailmate-us', EMAIL, [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 3, sellingPlanId: 'gid://shopify/SellingPlan/9001' }]);
});
afterAll(async () => {
  await twin?.stop();
});

const MULTIPASS_LOGIN = assertValidDocument(`mutation Login($multipassToken: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) { customerAccessToken { accessToken } customerUserErrors { code message } }
}`);
const ORDERS = assertValidDocument(`query Orders($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 20, sortKey: ID) { edges { node { name totalPrice { amount } shippingAddress { city } lineItems(first: 5) { edges { node { title quantity variant { sku } } } } } } }
  }
}`);

/** The customer's order names as the Storefront API shows them (signed in through multipass). */
async function storefrontOrders(): Promise<any[]> {
  const mp = (await (await fetch(`${twin.url}/multipass/trailmate-us`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as { token: string };
  const login = await twin.clientOf('trailmate-us').request<any>(MULTIPASS_LOGIN, { multipassToken: mp.token });
  const accessToken = login.customerAccessTokenCreateWithMultipass.customerAccessToken.accessToken;
  const data = await twin.clientOf('trailmate-us').request<any>(ORDERS, { customerAccessToken: accessToken });
  return data.customer.orders.edges.map((e: any) => e.node);
}

describe('twin clock', () => {
  it('answers 404 unless the twin runs with the test clock', async () => {
    process.env.TWIN_TEST_CLOCK = '0';
    try {
      expect((await twin.clock({ advanceDays: 1 })).status).toBe(404);
    } finally {
      process.env.TWIN_TEST_CLOCK = '1';
    }
  });

  it('refuses bad input with 400 and never goes back', async () => {
    expect((await twin.clock({ advanceDays: -3 })).status).toBe(400);
    expect((await twin.clock({ now: 'tomorrow' } as never)).status).toBe(400);
    const before = (await twin.clock({ advanceDays: 0 })).json.now;
    const back = await twin.clock({ now: '2020-01-01T00:00:00Z' });
    expect(back.json.now >= before).toBe(true);
  });
});

describe('renewals', () => {
  it('nothing renews before the next billing date', async () => {
    const res = await twin.clock({ advanceDays: 3 });
    expect(res.json.renewedOrders).toEqual([]);
    expect(await storefrontOrders()).toHaveLength(1);
  });

  it('a due autoship subscription becomes an order in customer.orders and its next shipment moves by the frequency', async () => {
    const [before] = (await twin.api('GET', '/subscriptions/', token)).json.subscriptions;
    const res = await twin.clock({ now: new Date(new Date(before.nextBillingDate).getTime() + 3600_000).toISOString() });
    expect(res.status).toBe(200);
    expect(res.json.renewedOrders).toHaveLength(1);
    const orders = await storefrontOrders();
    expect(orders).toHaveLength(2);
    const renewal = orders[1];
    expect(renewal.lineItems.edges[0].node).toMatchObject({ title: 'Trail Bowl', quantity: 3, variant: { sku: 'TM-BOWL' } });
    expect(renewal.shippingAddress.city).toBe('Boulder');
    // 3 × the autoship price plus 7 % US tax, shipping free.
    expect(Number(renewal.totalPrice.amount)).toBeCloseTo(Math.round(3 * Number(before.pricePerItem.amount) * 1.07 * 100) / 100, 2);
    const [after] = (await twin.api('GET', '/subscriptions/', token)).json.subscriptions;
    const expected = new Date(before.scheduledAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after.scheduledAt).toBe(expected.toISOString());
    expect(after.nextBillingDate).toBe(expected.toISOString());
    expect((await twin.mails(EMAIL)).at(-1)!.subject).toBe(`Order ${renewal.name} confirmed`);
  });

  it('a clock moved several periods ahead places one order per period', async () => {
    const res = await twin.clock({ advanceDays: 95 });
    expect(res.json.renewedOrders.length).toBeGreaterThanOrEqual(3);
    expect(await storefrontOrders()).toHaveLength(2 + res.json.renewedOrders.length);
  });

  it('a cancelled subscription no longer renews', async () => {
    const [sub] = (await twin.api('GET', '/subscriptions/', token)).json.subscriptions;
    await twin.api('POST', `/subscriptions/${sub.id}/cancel`, token, { reason: 'more-than-needed' });
    expect((await twin.clock({ advanceDays: 90 })).json.renewedOrders).toEqual([]);
  });
});

describe('orders placed after the clock moved', () => {
  it('are stamped with the twin clock, so a new subscription is one interval after its now and not already due', async () => {
    const email = 'later@example.com';
    const moved = (await twin.clock({ advanceDays: 370 })).json.now;
    await twin.buy('trailmate-us', email, [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' }]);
    const later = await twin.idToken(email);
    const [sub] = (await twin.api('GET', '/subscriptions/', later)).json.subscriptions;
    const expected = new Date(moved);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(sub.scheduledAt) - expected.getTime())).toBeLessThan(60_000);
    expect((await twin.clock({ advanceDays: 0 })).json.renewedOrders).toEqual([]);
  });
});
