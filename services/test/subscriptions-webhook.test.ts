// Orders reach the services as Shopify's orders/create webhook: registered once per store through the
// Admin API, signed with the store's webhook secret, handled once per delivery id, and sent again by
// the twin when the services fail to handle it.
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeSecret } from '../../twin/src/catalogue/store-secrets.js';
import { useStack } from './harness.js';
import { subscriptionsOf, until } from './subscriptions-fixture.js';

const stack = useStack();
let s: ReturnType<typeof subscriptionsOf>;
const BOWL_MONTHLY = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' };

beforeAll(async () => {
  s = subscriptionsOf(stack);
  await s.registered('trailmate-us');
}, 60_000);

const hookUrl = (store = 'trailmate-us') => `${stack.url}/webhooks/shopify/${store}/orders-create`;
const sign = (body: string, store = 'trailmate-us') => createHmac('sha256', storeSecret(store, 'webhook')).update(body).digest('base64');
const deliver = (body: string, headers: Record<string, string>, store = 'trailmate-us') =>
  fetch(hookUrl(store), { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create', ...headers }, body });
const db = () => stack.services.services.db;
const subsOf = (email: string) => db().selectFrom('subscriptions').selectAll().where('customer_email', '=', email).execute();

/** An orders/create payload of one autoship line, as the twin sends it. */
function payload(email: string, orderId: number) {
  return JSON.stringify({
    id: orderId,
    admin_graphql_api_id: `gid://shopify/Order/${orderId}`,
    name: `#${orderId}`,
    email,
    currency: 'USD',
    created_at: new Date().toISOString(),
    tax_lines: [{ title: 'Tax', rate: 0.07, price: '1.54' }],
    line_items: [{ id: orderId * 1000 + 1, variant_id: 2003, title: 'Trail Bowl', quantity: 1, price: '22.05', sku: 'TM-BOWL', selling_plan_id: 9001 }],
    shipping_address: { first_name: 'Kit', last_name: 'Fern', address1: '2 Pine St', city: 'Boulder', province_code: 'CO', zip: '80301', country: 'United States', country_code: 'US' },
    billing_address: null,
    payment_details: { credit_card_company: 'Visa', credit_card_number: '•••• •••• •••• 4242', credit_card_expiration_month: 11, credit_card_expiration_year: 2031 },
  });
}

describe('registration', () => {
  it('each store has the services’ orders/create webhook once, however many instances start', async () => {
    // A second instance needs a shared database server; on the embedded one the first instance starts its jobs again.
    const second = process.env.SERVICES_TEST_DATABASE_URL ? await stack.another() : undefined;
    const services = second?.instance.services ?? stack.services.services;
    if (!second) for (const store of services.stores.keys()) await services.jobs.send('shopify-webhook-register', { store });
    try {
      await until(async () => (await services.jobs.list(['created', 'retry', 'active'])).every((j) => j.queue !== 'shopify-webhook-register'), 'registration jobs');
      const rows = stack.twin.db.prepare("SELECT store, callback_url, format FROM admin_webhook_subscriptions WHERE topic = 'ORDERS_CREATE' ORDER BY store").all();
      expect(rows).toEqual([
        { store: 'trailmate-ca', callback_url: hookUrl('trailmate-ca'), format: 'JSON' },
        { store: 'trailmate-us', callback_url: hookUrl('trailmate-us'), format: 'JSON' },
      ]);
    } finally {
      await second?.stop();
    }
  });
});

describe('a delivery', () => {
  it('with a wrong or missing signature is 401, for an unknown store 404, and creates nothing', async () => {
    const body = payload('forged@example.com', 900001);
    expect((await deliver(body, { 'x-shopify-webhook-id': 'w-forged', 'x-shopify-hmac-sha256': sign(body, 'trailmate-ca') })).status).toBe(401);
    expect((await deliver(body, { 'x-shopify-webhook-id': 'w-forged' })).status).toBe(401);
    expect((await deliver(body, { 'x-shopify-webhook-id': 'w-forged', 'x-shopify-hmac-sha256': sign(body) }, 'no-such-store')).status).toBe(404);
    expect(await subsOf('forged@example.com')).toEqual([]);
  });

  it('is handled once per webhook id; the same order again under another id adds nothing', async () => {
    const body = payload('twice@example.com', 900002);
    const headers = { 'x-shopify-webhook-id': 'w-twice', 'x-shopify-hmac-sha256': sign(body) };
    const [a, b] = await Promise.all([deliver(body, headers), deliver(body, headers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(((await a.json()) as any).outcome === 'created' || ((await b.json()) as any).outcome === 'created').toBe(true);
    expect((await deliver(body, { ...headers, 'x-shopify-webhook-id': 'w-twice-again' })).status).toBe(200);
    const subs = await subsOf('twice@example.com');
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ price_per_item: '22.05', tax_rate: '0.07', selling_plan_name: 'Monthly', interval_unit: 'MONTH', kind: 'autoship' });
    const cards = await db().selectFrom('subscription_payment_methods').selectAll().where('customer_email', '=', 'twice@example.com').execute();
    expect(cards).toMatchObject([{ brand: 'Visa', last4: '4242', exp_month: 11, exp_year: 2031 }]);
  });

  it('of another topic, or of an order without selling plans, is answered 200 and creates nothing', async () => {
    const body = payload('other-topic@example.com', 900003);
    const other = await deliver(body, { 'x-shopify-webhook-id': 'w-topic', 'x-shopify-hmac-sha256': sign(body), 'x-shopify-topic': 'orders/updated' });
    expect(other.status).toBe(200);
    const plain = JSON.parse(payload('plain@example.com', 900004));
    plain.line_items[0].selling_plan_id = null;
    const text = JSON.stringify(plain);
    expect((await deliver(text, { 'x-shopify-webhook-id': 'w-plain', 'x-shopify-hmac-sha256': sign(text) })).status).toBe(200);
    expect([...(await subsOf('other-topic@example.com')), ...(await subsOf('plain@example.com'))]).toEqual([]);
  });

  it('that fails is answered 500 and not remembered; the twin sends it again and then it is handled', async () => {
    const services = stack.services.services;
    const real = services.shopify.graphql;
    let failures = 0;
    services.shopify.graphql = (async (...args: Parameters<typeof real>) => {
      if (failures < 2 && /SubscriptionPlan/.test(args[1])) {
        failures++;
        throw new Error('Shopify Admin API answered 503');
      }
      return real(...args);
    }) as typeof real;
    try {
      await s.buy('trailmate-us', 'retried@example.com', [BOWL_MONTHLY]);
    } finally {
      services.shopify.graphql = real;
    }
    expect(failures).toBe(2);
    const delivery = stack.twin.db.prepare("SELECT attempts, last_status, delivered_at FROM admin_webhook_deliveries WHERE body LIKE '%retried@example.com%'").get() as any;
    expect(delivery).toMatchObject({ attempts: 3, last_status: 200 });
    expect(await subsOf('retried@example.com')).toHaveLength(1);
  });
});
