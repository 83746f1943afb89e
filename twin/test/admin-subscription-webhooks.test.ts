// The subscription webhooks of the twin's Admin API: subscription_contracts/create when checkout makes a
// contract, subscription_contracts/update when it changes, subscription_billing_attempts/success|failure
// when an attempt ends; in Shopify's payloads, signed with the store's webhook secret over the raw body
// (X-Shopify-Hmac-Sha256, base64) with Shopify's headers, and retried like every webhook of the twin.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { useTestTwin, type AtLeast } from './helpers.js';
import { useWebhookCatcher, type ReceivedWebhook } from './admin-fixture.js';
import { assertValidAdminDocument } from './admin-schema.js';
import { admin, decidedAttempt, BOWL, CONTRACT_PAUSE, contractsOf, MONTHLY, placeOrder, STORE } from './subscription-fixture.js';

const twin = useTestTwin();

const REGISTER = assertValidAdminDocument(`mutation Register($topic: WebhookSubscriptionTopic!, $url: URL!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: { callbackUrl: $url, format: JSON }) { webhookSubscription { topic } userErrors { field message } }
}`);

const hooks = useWebhookCatcher(async (url) => {
  for (const topic of ['SUBSCRIPTION_CONTRACTS_CREATE', 'SUBSCRIPTION_CONTRACTS_UPDATE', 'SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS', 'SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE']) {
    const data = await admin(twin, REGISTER, { topic, url });
    expect(data.webhookSubscriptionCreate).toEqual({ webhookSubscription: { topic }, userErrors: [] });
  }
});

/** The deliveries of `topic` once `n` of them arrived (up to 10 s). */
async function deliveries<N extends number>(topic: string, n: N): Promise<AtLeast<N, ReceivedWebhook>> {
  const deadline = Date.now() + 10_000;
  const of = () => hooks.received.filter((h) => h.headers['x-shopify-topic'] === topic);
  while (of().length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  const arrived = of();
  if (arrived.length < n) throw new Error(`only ${arrived.length} of ${n} ${topic} webhooks arrived`);
  return arrived as AtLeast<N, ReceivedWebhook>;
}

function expectSigned(hook: ReceivedWebhook, topic: string) {
  expect(hook.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', storeSecret(STORE, 'webhook')).update(hook.raw, 'utf8').digest('base64'));
  expect(hook.headers).toMatchObject({
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': `${STORE}.myshopify.com`,
    'x-shopify-api-version': '2025-04',
  });
  expect(hook.headers['x-shopify-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(hook.headers['x-shopify-event-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(hook.headers['x-shopify-triggered-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
}

const attempt = (contractId: string, key: string) =>
  decidedAttempt(twin, contractId, { idempotencyKey: key }).then((d) => d.subscriptionBillingAttempt);

describe('subscription webhooks', () => {
  it('subscription_contracts/create comes for each contract checkout makes, signed, in Shopify’s payload', async () => {
    const orderId = await placeOrder(twin, 'hooks@example.com', [{ merchandiseId: BOWL, quantity: 2, sellingPlanId: MONTHLY }]);
    const [contract] = await contractsOf(twin, orderId);
    const [hook] = await deliveries('subscription_contracts/create', 1);
    expectSigned(hook, 'subscription_contracts/create');
    const id = Number(contract.id.split('/').at(-1));
    const customer = twin.db.prepare('SELECT id FROM customers WHERE store = ? AND email = ?').get(STORE, 'hooks@example.com') as { id: number };
    expect(hook.body).toEqual({
      admin_graphql_api_id: contract.id,
      id,
      billing_policy: { interval: 'month', interval_count: 1, min_cycles: null, max_cycles: null },
      currency_code: 'USD',
      customer_id: customer.id,
      admin_graphql_api_customer_id: `gid://shopify/Customer/${customer.id}`,
      delivery_policy: { interval: 'month', interval_count: 1 },
      status: 'active',
      admin_graphql_api_origin_order_id: `gid://shopify/Order/${orderId}`,
      origin_order_id: orderId,
      revision_id: '1',
    });
  });

  it('subscription_contracts/update comes when the contract changes; a failed delivery is tried again with the same webhook id', async () => {
    const [contract] = await contractsOf(twin, await placeOrder(twin, 'hooks-update@example.com', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]));
    await deliveries('subscription_contracts/create', 1);
    hooks.failNext(2);
    await admin(twin, CONTRACT_PAUSE, { id: contract.id });
    const tries = await deliveries('subscription_contracts/update', 3);
    expect(new Set(tries.map((h) => h.headers['x-shopify-webhook-id'])).size).toBe(1);
    for (const t of tries) expectSigned(t, 'subscription_contracts/update');
    expect(tries[2].body).toMatchObject({ admin_graphql_api_id: contract.id, status: 'paused', revision_id: '2' });
  });

  it('subscription_billing_attempts/success carries the order; /failure the error code', async () => {
    const [paid] = await contractsOf(twin, await placeOrder(twin, 'hooks-paid@example.com', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]));
    const made = await attempt(paid.id, 'hooks-paid-1');
    const [success] = await deliveries('subscription_billing_attempts/success', 1);
    expectSigned(success, 'subscription_billing_attempts/success');
    const orderId = Number(made.order.id.split('/').at(-1));
    expect(success.body).toEqual({
      id: Number(made.id.split('/').at(-1)),
      admin_graphql_api_id: made.id,
      idempotency_key: 'hooks-paid-1',
      order_id: orderId,
      admin_graphql_api_order_id: made.order.id,
      subscription_contract_id: Number(paid.id.split('/').at(-1)),
      admin_graphql_api_subscription_contract_id: paid.id,
      ready: true,
      error_message: null,
      error_code: null,
    });
    // The same key again is the same attempt: no second webhook.
    await attempt(paid.id, 'hooks-paid-1');

    const [declined] = await contractsOf(twin, await placeOrder(twin, 'hooks-declined@example.com', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }], { cardNumber: '4000000000000341' }));
    const failed = await attempt(declined.id, 'hooks-declined-1');
    const [failure] = await deliveries('subscription_billing_attempts/failure', 1);
    expectSigned(failure, 'subscription_billing_attempts/failure');
    expect(failure.body).toMatchObject({
      admin_graphql_api_id: failed.id,
      idempotency_key: 'hooks-declined-1',
      order_id: null,
      admin_graphql_api_order_id: null,
      admin_graphql_api_subscription_contract_id: declined.id,
      ready: true,
      error_code: 'payment_method_declined',
      error_message: expect.any(String),
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(hooks.received.filter((h) => h.headers['x-shopify-topic'] === 'subscription_billing_attempts/success')).toHaveLength(1);
  });
});
