// A customer who changes their email keeps their subscriptions: each subscription keeps the Shopify
// customer of its order, the services register Shopify's customers/update webhook for every store, and a
// delivery (signed, handled once per webhook id, never older than the last one applied) moves the
// customer's subscriptions and cards to the new email, where the account, renewals and mails find them.
import { createHmac } from 'node:crypto';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient } from 'graphql-request';
import { storeSecret } from '../../twin/src/catalogue/store-secrets.js';
import { assertValidDocument } from '../../twin/test/helpers.js';
import { useStack } from './harness.js';
import { subscriptionsOf, until } from './subscriptions-fixture.js';

const stack = useStack();
let s: ReturnType<typeof subscriptionsOf>;
const STORE = 'trailmate-us';
const OLD = 'moving.customer@example.com';
const NEW = 'moved.customer@example.com';
const PASSWORD = 'store-password-1';
const BOWL_MONTHLY = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/9001' };

const CUSTOMER_CREATE = assertValidDocument(`mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code message } }
}`);
const TOKEN_CREATE = assertValidDocument(`mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code message } }
}`);
const CUSTOMER_UPDATE = assertValidDocument(`mutation customerUpdate($t: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $t, customer: $customer) { customer { email } customerUserErrors { code message } }
}`);
const storefront = () =>
  new GraphQLClient(`${stack.twin.url}/shops/${STORE}/api/2025-04/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': stack.twin.runtime.stores.get(STORE)!.storefrontAccessToken },
  });

const hookUrl = (store = STORE) => `${stack.url}/webhooks/shopify/${store}/customers-update`;
const sign = (body: string, store = STORE) => createHmac('sha256', storeSecret(store, 'webhook')).update(body).digest('base64');
const deliver = (body: string, headers: Record<string, string>) =>
  fetch(hookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-topic': 'customers/update', ...headers }, body });
const db = () => stack.services.services.db;
const subscriptionRows = () => db().selectFrom('subscriptions').selectAll().where('store', '=', STORE).orderBy('id').execute();

let customerId: number;
let oldToken: string;
let newToken: string;

beforeAll(async () => {
  s = subscriptionsOf(stack);
  const created = await storefront().request<any>(CUSTOMER_CREATE, { input: { email: OLD, password: PASSWORD, firstName: 'Kit', lastName: 'Fern' } });
  customerId = Number(created.customerCreate.customer.id.split('/').at(-1));
  await until(() => !!stack.twin.db.prepare("SELECT 1 FROM admin_webhook_subscriptions WHERE store = ? AND topic = 'CUSTOMERS_UPDATE'").get(STORE), 'the customers/update webhook');
  // The store's customer buys: checkout files the order under the customer with that email.
  await s.buy(STORE, OLD, [BOWL_MONTHLY]);
  oldToken = await stack.idToken(OLD);
  newToken = await stack.idToken(NEW);
}, 60_000);

describe('registration', () => {
  it('each store has the services’ customers/update webhook beside orders/create', async () => {
    const rows = stack.twin.db.prepare("SELECT store, callback_url, format FROM admin_webhook_subscriptions WHERE topic = 'CUSTOMERS_UPDATE' ORDER BY store").all();
    expect(rows).toEqual([
      { store: 'trailmate-ca', callback_url: hookUrl('trailmate-ca'), format: 'JSON' },
      { store: 'trailmate-us', callback_url: hookUrl('trailmate-us'), format: 'JSON' },
    ]);
  });
});

describe('an email change in the store', () => {
  it('each subscription keeps the Shopify customer of its order', async () => {
    expect(await subscriptionRows()).toMatchObject([{ customer_email: OLD, shopify_customer_id: String(customerId), kind: 'autoship' }]);
  });

  it('moves the customer’s subscriptions and card to the new email: the new address lists them, the old one none', async () => {
    const [before] = (await s.api('GET', '/subscriptions/', oldToken)).json.subscriptions;
    expect(before).toBeDefined();
    const login = await storefront().request<any>(TOKEN_CREATE, { input: { email: OLD, password: PASSWORD } });
    const changed = await storefront().request<any>(CUSTOMER_UPDATE, { t: login.customerAccessTokenCreate.customerAccessToken.accessToken, customer: { email: NEW } });
    expect(changed.customerUpdate).toEqual({ customer: { email: NEW }, customerUserErrors: [] });
    await s.delivered();

    const listed = await s.api('GET', '/subscriptions/', newToken);
    expect(listed.status).toBe(200);
    expect(listed.json.subscriptions).toEqual([before]);
    expect((await s.api('GET', '/subscriptions/', oldToken)).json.subscriptions).toEqual([]);
    const cards = (await s.api('GET', '/subscriptions/payment-methods', newToken)).json.paymentMethods;
    expect(cards).toMatchObject([{ subscriptionIds: [before.id] }]);
    expect((await s.api('GET', '/subscriptions/payment-methods', oldToken)).json.paymentMethods).toEqual([]);
  });

  it('renewals are ordered and mailed to the new address', async () => {
    const [sub] = (await s.api('GET', '/subscriptions/', newToken)).json.subscriptions;
    const res = await s.clock({ now: new Date(new Date(sub.nextBillingDate).getTime() + 3600_000).toISOString() });
    expect(res.json.renewedOrders).toHaveLength(1);
    const [renewal] = s.orders(NEW).filter((o) => o.id === res.json.renewedOrders[0]);
    assert.isDefined(renewal, 'renewal');
    expect(renewal.doc.email).toBe(NEW);
    expect(await s.mailsTitled(NEW, `Order ${renewal.doc.name} confirmed`)).toHaveLength(1);
    expect(s.orders(OLD).filter((o) => o.id === res.json.renewedOrders[0])).toEqual([]);
  });
});

describe('a customers/update delivery', () => {
  /** The twin's delivery of this customer's change: its webhook id and body. */
  const delivered = () =>
    stack.twin.db
      .prepare("SELECT webhook_id, body FROM admin_webhook_deliveries WHERE topic = 'CUSTOMERS_UPDATE' AND body LIKE ? ORDER BY id DESC")
      .get(`%"email":"${NEW}"%`) as { webhook_id: string; body: string };

  it('delivered again is answered as a duplicate and changes nothing twice', async () => {
    const before = await subscriptionRows();
    const { webhook_id, body } = delivered();
    const again = await deliver(body, { 'x-shopify-webhook-id': webhook_id, 'x-shopify-hmac-sha256': sign(body) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ outcome: 'duplicate' });
    // The same change under another id finds the subscriptions already moved.
    const other = await deliver(body, { 'x-shopify-webhook-id': `${webhook_id}-again`, 'x-shopify-hmac-sha256': sign(body) });
    expect(await other.json()).toEqual({ outcome: 'nothing' });
    expect(await subscriptionRows()).toEqual(before);
  });

  it('older than the last one applied (a retry arriving late) changes nothing', async () => {
    const current = JSON.parse(delivered().body);
    const stale = JSON.stringify({ ...current, email: OLD, updated_at: new Date(Date.parse(current.updated_at) - 60_000).toISOString() });
    const res = await deliver(stale, { 'x-shopify-webhook-id': 'w-stale', 'x-shopify-hmac-sha256': sign(stale) });
    expect(await res.json()).toEqual({ outcome: 'nothing' });
    expect((await subscriptionRows()).map((r) => r.customer_email)).toEqual([NEW]);
  });

  it('with a wrong or missing signature is 401 and moves nothing', async () => {
    const forged = JSON.stringify({ ...JSON.parse(delivered().body), email: 'thief@example.com', updated_at: new Date(Date.now() + 3600_000).toISOString() });
    expect((await deliver(forged, { 'x-shopify-webhook-id': 'w-forged', 'x-shopify-hmac-sha256': sign(forged, 'trailmate-ca') })).status).toBe(401);
    expect((await deliver(forged, { 'x-shopify-webhook-id': 'w-forged' })).status).toBe(401);
    expect((await subscriptionRows()).map((r) => r.customer_email)).toEqual([NEW]);
    expect((await s.api('GET', '/subscriptions/', await stack.idToken('thief@example.com'))).json.subscriptions).toEqual([]);
  });

  it('that cannot be read is 400; another topic on this path is ignored', async () => {
    const bad = JSON.stringify({ id: customerId, email: 'x@example.com' });
    const res = await deliver(bad, { 'x-shopify-webhook-id': 'w-bad', 'x-shopify-hmac-sha256': sign(bad) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'MALFORMED', message: 'The customer could not be read' } });
    const body = delivered().body;
    const other = await deliver(body, { 'x-shopify-webhook-id': 'w-topic', 'x-shopify-hmac-sha256': sign(body), 'x-shopify-topic': 'customers/create' });
    expect(await other.json()).toEqual({ ignored: true });
  });
});
