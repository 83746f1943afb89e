// Shopify's Admin GraphQL API of the twin: only the store's Admin token opens it (not the Storefront
// token, not the twin's admin key), webhook subscriptions, orderCreate into the customer's orders,
// orders found by tag, customers by email, selling plans by id, and orders/create deliveries signed,
// sent after the order is stored and retried with doubling waits.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { ADMIN_HEADERS, TOKENS, completeCheckout, useTestTwin } from './helpers.js';
import { adminCall, registerOrdersCreate, useWebhookCatcher } from './admin-fixture.js';
import * as D from './documents.js';

const twin = useTestTwin();
const hooks = useWebhookCatcher(undefined, { everyTest: false });

const ORDER_CREATE = `mutation ($order: OrderCreateOrderInput!) {
  orderCreate(order: $order, options: { sendReceipt: false }) {
    order { id name email tags sourceIdentifier displayFinancialStatus displayFulfillmentStatus totalPriceSet { shopMoney { amount currencyCode } } totalTaxSet { shopMoney { amount } }
      lineItems(first: 5) { nodes { title quantity sku variant { id } customAttributes { key value } } } }
    userErrors { field message code }
  }
}`;
const renewal = (tag: string, email = 'admin.buyer@example.com') => ({
  currency: 'USD',
  email,
  lineItems: [{ variantId: 'gid://shopify/ProductVariant/2003', quantity: 2, priceSet: { shopMoney: { amount: '22.05', currencyCode: 'USD' } }, properties: [{ name: 'Auto-renews', value: 'Monthly' }] }],
  shippingAddress: { firstName: 'Kit', lastName: 'Fern', address1: '2 Pine St', city: 'Boulder', provinceCode: 'CO', zip: '80301', countryCode: 'US' },
  shippingLines: [{ title: 'Free Shipping', priceSet: { shopMoney: { amount: '0.00', currencyCode: 'USD' } } }],
  taxLines: [{ title: 'Tax', rate: '0.07', priceSet: { shopMoney: { amount: '3.09', currencyCode: 'USD' } } }],
  financialStatus: 'PAID',
  transactions: [{ kind: 'SALE', status: 'SUCCESS', gateway: 'shopify_payments', amountSet: { shopMoney: { amount: '47.19', currencyCode: 'USD' } } }],
  customAttributes: [{ key: 'Subscription', value: '7' }],
  tags: [tag],
  sourceIdentifier: tag,
});

describe('who may call', () => {
  it('the store’s Admin token only: none, a wrong one, the Storefront token or another store’s is 401; the twin’s admin key is not needed', async () => {
    const query = '{ orders(first: 1) { nodes { id } } }';
    for (const token of ['', 'shpat_wrong', TOKENS['trailmate-us'], storeSecret('trailmate-ca', 'admin-token')]) {
      const res = await adminCall(twin.url, 'trailmate-us', query, {}, token);
      expect(res.status).toBe(401);
      expect(res.body.errors).toMatch(/Invalid API key or access token/);
    }
    const storefrontHeader = await fetch(`${twin.url}/shops/trailmate-us/admin/api/2025-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKENS['trailmate-us'], ...ADMIN_HEADERS },
      body: JSON.stringify({ query }),
    });
    expect(storefrontHeader.status).toBe(401);
    expect((await adminCall(twin.url, 'trailmate-us', query)).status).toBe(200);
    expect((await adminCall(twin.url, 'no-such-store', query, {}, 'shpat_x')).status).toBe(404);
  });

  it('answers GraphQL errors as Shopify does: 200 with errors', async () => {
    const res = await adminCall(twin.url, 'trailmate-us', '{ products(first: 1) { nodes { id } } }');
    expect(res.status).toBe(200);
    expect(res.body.errors[0].message).toMatch(/products/);
  });
});

describe('webhook subscriptions', () => {
  it('are created once per address and topic, listed by topic and deleted by id', async () => {
    const first = await registerOrdersCreate(twin.url, 'trailmate-us', hooks.url);
    expect(first.body.data.webhookSubscriptionCreate.userErrors).toEqual([]);
    const again = await registerOrdersCreate(twin.url, 'trailmate-us', hooks.url);
    expect(again.body.data.webhookSubscriptionCreate.userErrors).toEqual([{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' }]);
    expect((await registerOrdersCreate(twin.url, 'trailmate-us', 'not a url')).body.data.webhookSubscriptionCreate.userErrors[0].message).toBe('Address is invalid');
    const other = await registerOrdersCreate(twin.url, 'trailmate-us', 'http://127.0.0.1:9/nowhere');
    const list = await adminCall(twin.url, 'trailmate-us', '{ webhookSubscriptions(first: 10, topics: [ORDERS_CREATE]) { nodes { id topic format endpoint { ... on WebhookHttpEndpoint { callbackUrl } } } } }');
    expect(list.body.data.webhookSubscriptions.nodes.map((n: any) => n.endpoint.callbackUrl)).toEqual([hooks.url, 'http://127.0.0.1:9/nowhere']);
    expect((await adminCall(twin.url, 'trailmate-ca', '{ webhookSubscriptions(first: 10) { nodes { id } } }')).body.data.webhookSubscriptions.nodes).toEqual([]);
    const id = other.body.data.webhookSubscriptionCreate.webhookSubscription.id;
    const deleted = await adminCall(twin.url, 'trailmate-us', 'mutation ($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { message } } }', { id });
    expect(deleted.body.data.webhookSubscriptionDelete).toEqual({ deletedWebhookSubscriptionId: id, userErrors: [] });
  });
});

describe('orderCreate', () => {
  it('stores a paid order the customer’s account lists, tagged and found again by its tag', async () => {
    const res = await adminCall(twin.url, 'trailmate-us', ORDER_CREATE, { order: renewal('renewal:7:2027-01-31T12:00:00.000Z') });
    const { order, userErrors } = res.body.data.orderCreate;
    expect(userErrors).toEqual([]);
    expect(order).toMatchObject({
      email: 'admin.buyer@example.com',
      tags: ['renewal:7:2027-01-31T12:00:00.000Z'],
      displayFinancialStatus: 'PAID',
      displayFulfillmentStatus: 'UNFULFILLED',
      totalPriceSet: { shopMoney: { amount: '47.19', currencyCode: 'USD' } },
      totalTaxSet: { shopMoney: { amount: '3.09' } },
      lineItems: { nodes: [{ title: 'Trail Bowl', quantity: 2, sku: 'TM-BOWL', variant: { id: 'gid://shopify/ProductVariant/2003' }, customAttributes: [{ key: 'Auto-renews', value: 'Monthly' }] }] },
    });
    const row = twin.db.prepare('SELECT * FROM orders WHERE id = ?').get(Number(order.id.split('/').at(-1))) as any;
    expect(row).toMatchObject({ customer_email: 'admin.buyer@example.com', financial_status: 'PAID' });
    const found = await adminCall(twin.url, 'trailmate-us', 'query ($q: String!) { orders(first: 5, query: $q) { nodes { id name } } }', { q: 'tag:"renewal:7:2027-01-31T12:00:00.000Z"' });
    expect(found.body.data.orders.nodes).toEqual([{ id: order.id, name: order.name }]);
    const none = await adminCall(twin.url, 'trailmate-us', 'query ($q: String!) { orders(first: 5, query: $q) { nodes { id } } }', { q: "tag:'renewal:7:2027-02-28T12:00:00.000Z'" });
    expect(none.body.data.orders.nodes).toEqual([]);
  });

  it('refuses lines without items, unknown variants and bad quantities with userErrors', async () => {
    const bad = { ...renewal('bad'), lineItems: [{ variantId: 'gid://shopify/ProductVariant/999999', quantity: 0 }] };
    const res = await adminCall(twin.url, 'trailmate-us', ORDER_CREATE, { order: bad });
    expect(res.body.data.orderCreate.order).toBeNull();
    expect(res.body.data.orderCreate.userErrors.map((e: any) => e.code)).toEqual(expect.arrayContaining(['PRODUCT_NOT_FOUND', 'INVALID']));
    const empty = await adminCall(twin.url, 'trailmate-us', ORDER_CREATE, { order: { ...renewal('empty'), lineItems: [] } });
    expect(empty.body.data.orderCreate.userErrors).toEqual([{ field: ['order', 'lineItems'], message: 'Line items must have at least one item', code: 'REQUIRED' }]);
  });
});

describe('reading the store', () => {
  it('a selling plan by id: its period, whether it delivers, its renewal prices', async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on SellingPlan { id name billingPolicy { ... on SellingPlanRecurringBillingPolicy { interval intervalCount } } deliveryPolicy { __typename } } } }`;
    const plan = await adminCall(twin.url, 'trailmate-us', query, { id: 'gid://shopify/SellingPlan/9001' });
    expect(plan.body.data.node).toMatchObject({ name: 'Monthly', billingPolicy: { interval: 'MONTH', intervalCount: 1 }, deliveryPolicy: { __typename: 'SellingPlanRecurringDeliveryPolicy' } });
    expect((await adminCall(twin.url, 'trailmate-us', query, { id: 'gid://shopify/SellingPlan/1' })).body.data.node).toBeNull();
  });

  it('customers by email', async () => {
    await twin.client().request(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email: 'known@example.com', password: 'long-enough-pw' } });
    const find = (email: string) => adminCall(twin.url, 'trailmate-us', 'query ($q: String!) { customers(first: 1, query: $q) { nodes { id email } } }', { q: `email:"${email}"` });
    expect((await find('KNOWN@example.com')).body.data.customers.nodes).toMatchObject([{ email: 'known@example.com' }]);
    expect((await find('unknown@example.com')).body.data.customers.nodes).toEqual([]);
  });
});

describe('orders/create deliveries', () => {
  it('each order is delivered signed to every subscription of its store, retried with doubling waits while it is refused', async () => {
    hooks.received.length = 0;
    hooks.failNext(2);
    await registerOrdersCreate(twin.url, 'trailmate-us', 'http://127.0.0.1:9/dead');
    const created = await twin.client().request<any>(D.CART_CREATE, { input: { buyerIdentity: { countryCode: 'US', email: 'hooked@example.com' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1 }] } });
    expect(await completeCheckout(created.cartCreate.cart.checkoutUrl, { email: 'hooked@example.com' })).toBe(303);
    const tries = await hooks.atLeast(3);
    const [a, b, c] = tries;
    // The same delivery each time: one webhook id, one body; the wait doubles (50 ms, then 100 ms).
    expect(new Set(tries.map((t) => t.headers['x-shopify-webhook-id'])).size).toBe(1);
    expect(b.at - a.at).toBeGreaterThanOrEqual(45);
    expect(c.at - b.at).toBeGreaterThanOrEqual(95);
    expect(c.raw).toBe(a.raw);
    expect(c.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', storeSecret('trailmate-us', 'webhook')).update(c.raw).digest('base64'));
    expect(c.body).toMatchObject({ email: 'hooked@example.com', line_items: [{ sku: 'TM-BOWL', quantity: 1 }] });
    await new Promise((r) => setTimeout(r, 300));
    expect(hooks.received).toHaveLength(3);
    const row = () => twin.db.prepare("SELECT attempts, last_status, delivered_at FROM admin_webhook_deliveries WHERE body LIKE '%hooked@example.com%' AND callback_url = ?").get(hooks.url) as any;
    await expect.poll(row, { timeout: 2000 }).toMatchObject({ attempts: 3, last_status: 200 });
    // The address nobody answers is given up after 8 tries.
    await new Promise((r) => setTimeout(r, 50 * 127 + 500));
    const dead = twin.db.prepare("SELECT attempts, delivered_at, given_up_at FROM admin_webhook_deliveries WHERE body LIKE '%hooked@example.com%' AND callback_url LIKE '%/dead'").get() as any;
    expect(dead).toMatchObject({ attempts: 8, delivered_at: null, given_up_at: expect.any(String) });
  });

  it('an order made with orderCreate is delivered too', async () => {
    hooks.received.length = 0;
    await adminCall(twin.url, 'trailmate-us', ORDER_CREATE, { order: renewal('renewal:8:2027-03-01T00:00:00.000Z', 'api.order@example.com') });
    const [hook] = await hooks.atLeast(1);
    expect(hook.body).toMatchObject({ email: 'api.order@example.com', source_identifier: 'renewal:8:2027-03-01T00:00:00.000Z', tags: 'renewal:8:2027-03-01T00:00:00.000Z', line_items: [{ selling_plan_id: null }] });
  });
});
