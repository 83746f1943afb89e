// Shopify's customers/update webhook from the twin: a change of a customer's email or name (customerUpdate
// with the customer's access token, a multipass login that moves the email or brings new names) is
// delivered in Shopify's customer payload, signed with the store's webhook secret and retried like
// orders/create; other changes and new customers send none.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { encodeMultipass, type MultipassData } from '../src/multipass/token.js';
import { assertValidDocument, useTestTwin } from './helpers.js';
import { adminCall, useWebhookCatcher } from './admin-fixture.js';

type Json = any;

const twin = useTestTwin();
const hooks = useWebhookCatcher(async (url) => {
  const res = await adminCall(
    twin.url,
    'trailmate-us',
    `mutation ($url: URL!) { webhookSubscriptionCreate(topic: CUSTOMERS_UPDATE, webhookSubscription: { callbackUrl: $url, format: JSON }) { webhookSubscription { topic } userErrors { message } } }`,
    { url },
  );
  expect(res.body.data.webhookSubscriptionCreate).toEqual({ webhookSubscription: { topic: 'CUSTOMERS_UPDATE' }, userErrors: [] });
});

const CUSTOMER_CREATE = assertValidDocument(`mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code } }
}`);
const TOKEN_CREATE = assertValidDocument(`mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } }
}`);
const CUSTOMER_UPDATE = assertValidDocument(`mutation customerUpdate($t: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $t, customer: $customer) { customer { id email } customerAccessToken { accessToken } customerUserErrors { code } }
}`);
const MULTIPASS_LOGIN = assertValidDocument(`mutation customerAccessTokenCreateWithMultipass($multipassToken: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) { customerAccessToken { accessToken } customerUserErrors { code } }
}`);

/** A customer with a password, signed in: its numeric id and access token. */
async function signedUp(email: string): Promise<{ id: number; token: string }> {
  const created = await twin.client().request<Json>(CUSTOMER_CREATE, { input: { email, password: 'long-enough-pw', firstName: 'Kit', lastName: 'Fern' } });
  const login = await twin.client().request<Json>(TOKEN_CREATE, { input: { email, password: 'long-enough-pw' } });
  return { id: Number(created.customerCreate.customer.id.split('/').at(-1)), token: login.customerAccessTokenCreate.customerAccessToken.accessToken };
}

const update = (token: string, customer: Record<string, unknown>) => twin.client().request<Json>(CUSTOMER_UPDATE, { t: token, customer });

async function multipass(fields: Pick<MultipassData, 'email' | 'identifier' | 'first_name'>): Promise<string[]> {
  const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), { ...fields, created_at: new Date().toISOString() });
  const res = await twin.client().request<Json>(MULTIPASS_LOGIN, { multipassToken: token });
  return res.customerAccessTokenCreateWithMultipass.customerUserErrors.map((e: { code: string }) => e.code);
}

/** Waits for what is queued to be sent, then answers the deliveries received. */
async function settled() {
  await new Promise((r) => setTimeout(r, 150));
  return hooks.received;
}

describe('customers/update', () => {
  it('a new email through customerUpdate is delivered signed, in Shopify’s customer payload, to the store’s subscriptions', async () => {
    const { id, token } = await signedUp('before.change@example.com');
    expect(await settled()).toEqual([]);
    expect((await update(token, { email: 'after.change@example.com' })).customerUpdate.customerUserErrors).toEqual([]);
    const [hook] = await hooks.atLeast(1);
    expect(hook.headers).toMatchObject({
      'x-shopify-topic': 'customers/update',
      'x-shopify-shop-domain': 'trailmate-us.myshopify.com',
      'x-shopify-api-version': '2025-04',
      'x-shopify-hmac-sha256': createHmac('sha256', storeSecret('trailmate-us', 'webhook')).update(hook.raw).digest('base64'),
    });
    expect(hook.headers['x-shopify-webhook-id']).toEqual(expect.any(String));
    expect(hook.body).toMatchObject({
      id,
      admin_graphql_api_id: `gid://shopify/Customer/${id}`,
      email: 'after.change@example.com',
      first_name: 'Kit',
      last_name: 'Fern',
      state: 'enabled',
      currency: 'USD',
      addresses: [],
      default_address: null,
    });
    expect(Date.parse(hook.body.updated_at)).not.toBeNaN();
    // Fields Shopify moved to webhooks of their own in 2025-01 are not in it.
    expect(hook.body).not.toHaveProperty('tags');
    expect(hook.body).not.toHaveProperty('email_marketing_consent');
  });

  it('a new name is delivered; a phone, marketing or password change alone is not', async () => {
    const { token } = await signedUp('renamed@example.com');
    await update(token, { phone: '+16135550123', acceptsMarketing: true });
    // A new password ends the session: the answer carries the next token.
    const after = await update(token, { password: 'another-long-pw' });
    expect(await settled()).toEqual([]);
    await update(after.customerUpdate.customerAccessToken.accessToken, { lastName: 'Moss' });
    const [hook] = await hooks.atLeast(1);
    expect(hook.body).toMatchObject({ email: 'renamed@example.com', first_name: 'Kit', last_name: 'Moss' });
    expect(await settled()).toHaveLength(1);
  });

  it('a multipass login that moves the customer’s email to the token’s is delivered; first sight and a plain sign-in are not', async () => {
    expect(await multipass({ email: 'mp.old@example.com', identifier: 'sub-webhook' })).toEqual([]);
    expect(await multipass({ email: 'mp.old@example.com', identifier: 'sub-webhook' })).toEqual([]);
    expect(await settled()).toEqual([]);
    expect(await multipass({ email: 'mp.new@example.com', identifier: 'sub-webhook' })).toEqual([]);
    const [hook] = await hooks.atLeast(1);
    expect(hook.body).toMatchObject({ email: 'mp.new@example.com', multipass_identifier: 'sub-webhook', state: 'disabled' });
    // A refused login (the address belongs to another customer) changes nothing and sends nothing.
    await signedUp('taken@example.com');
    hooks.received.length = 0;
    expect(await multipass({ email: 'taken@example.com', identifier: 'sub-webhook' })).toEqual(['INVALID_MULTIPASS_REQUEST']);
    expect(await settled()).toEqual([]);
  });

  it('a refused delivery is sent again, the same webhook id and body each time', async () => {
    const { token } = await signedUp('retried.customer@example.com');
    hooks.failNext(2);
    await update(token, { firstName: 'Wren' });
    const tries = await hooks.atLeast(3);
    expect(new Set(tries.map((t) => t.headers['x-shopify-webhook-id'])).size).toBe(1);
    expect(new Set(tries.map((t) => t.raw)).size).toBe(1);
    // The twin records the answer after the catcher has sent it: the row is read until it has.
    const row = () => twin.db.prepare("SELECT attempts, last_status, delivered_at FROM admin_webhook_deliveries WHERE topic = 'CUSTOMERS_UPDATE' AND body LIKE '%retried.customer@example.com%'").get() as Json;
    await expect.poll(row, { timeout: 2000 }).toMatchObject({ attempts: 3, last_status: 200, delivered_at: expect.any(String) });
  });
});
