// Shopify's multipass `identifier`: a token that names the person (the services put the Cognito subject
// there) signs in the customer holding it, whose email follows the token's; one email stays one
// customer of a store; orders belong to the customer, not to the address it had when it bought.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { encodeMultipass, type MultipassData } from '../src/multipass/token.js';
import * as D from './documents.js';
import { assertValidDocument, completeCheckout, startTestTwin, type TestTwin } from './helpers.js';

type Store = 'trailmate-us' | 'trailmate-ca';
type Json = any;

let twin: TestTwin;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

const MULTIPASS_LOGIN = assertValidDocument(`
  mutation customerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken { accessToken }
      customerUserErrors { code field message }
    }
  }
`);
const CUSTOMER = assertValidDocument(`
  query Customer($t: String!) { customer(customerAccessToken: $t) { id email firstName orders(first: 10) { nodes { name } } } }
`);
const CUSTOMER_UPDATE = assertValidDocument(`
  mutation customerUpdate($t: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $t, customer: $customer) { customerUserErrors { code } customerAccessToken { accessToken } }
  }
`);

/** Signs a multipass token of `fields` in to `store`: the access token, or the user errors. */
async function login(fields: Pick<MultipassData, 'email' | 'identifier' | 'first_name'>, store: Store = 'trailmate-us') {
  const token = encodeMultipass(storeSecret(store, 'multipass'), { ...fields, created_at: new Date().toISOString() });
  const res = await twin.client(store).request<Json>(MULTIPASS_LOGIN, { multipassToken: token });
  const answer = res.customerAccessTokenCreateWithMultipass;
  return { accessToken: answer.customerAccessToken?.accessToken as string | undefined, errors: answer.customerUserErrors as { code: string }[] };
}

async function customer(accessToken: string, store: Store = 'trailmate-us') {
  return (await twin.client(store).request<Json>(CUSTOMER, { t: accessToken })).customer as { id: string; email: string; firstName: string | null; orders: { nodes: { name: string }[] } };
}

/** Buys one hammock through the twin's checkout as the signed-in customer. */
async function placeOrder(accessToken: string): Promise<void> {
  const created = await twin.client().request<Json>(D.CART_CREATE, {
    input: { buyerIdentity: { countryCode: 'US', customerAccessToken: accessToken }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] },
  });
  expect(await completeCheckout(created.cartCreate.cart.checkoutUrl, { email: 'typed@example.com' })).toBe(303);
}

const INVALID = [{ code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: 'Invalid multipass request' }];

describe('customerAccessTokenCreateWithMultipass with an identifier', () => {
  it('the customer holding the identifier takes the token’s new email and keeps its id and orders', async () => {
    const first = await login({ email: 'old.address@example.com', identifier: 'sub-move', first_name: 'Wren' });
    expect(first.errors).toEqual([]);
    await placeOrder(first.accessToken!);
    const before = await customer(first.accessToken!);
    expect(before.orders.nodes).toHaveLength(1);

    const moved = await login({ email: 'new.address@example.com', identifier: 'sub-move' });
    expect(moved.errors).toEqual([]);
    const after = await customer(moved.accessToken!);
    expect(after).toMatchObject({ id: before.id, email: 'new.address@example.com', firstName: 'Wren' });
    expect(after.orders.nodes).toEqual(before.orders.nodes);
    // The old address names no one with that identifier any more: an email-only token makes a new, empty customer.
    const stranger = await customer((await login({ email: 'old.address@example.com' })).accessToken!);
    expect(stranger.id).not.toBe(before.id);
    expect(stranger.orders.nodes).toEqual([]);
  });

  it('a customer known by email alone (checkout, password sign-up, an older sign-in) takes the identifier on its next sign-in', async () => {
    const legacy = await login({ email: 'legacy@example.com' });
    const before = await customer(legacy.accessToken!);
    expect((await login({ email: 'legacy@example.com', identifier: 'sub-legacy' })).errors).toEqual([]);
    const moved = await login({ email: 'legacy.moved@example.com', identifier: 'sub-legacy' });
    expect(await customer(moved.accessToken!)).toMatchObject({ id: before.id, email: 'legacy.moved@example.com' });
  });

  it('refuses a new email another customer of the store already has; the customer keeps its own', async () => {
    const mine = await login({ email: 'mine@example.com', identifier: 'sub-mine' });
    const theirs = await login({ email: 'theirs@example.com' });
    expect(await login({ email: 'THEIRS@example.com', identifier: 'sub-mine' })).toEqual({ accessToken: undefined, errors: INVALID });
    expect((await customer(mine.accessToken!)).email).toBe('mine@example.com');
    expect((await customer(theirs.accessToken!)).email).toBe('theirs@example.com');
  });

  it('refuses an email whose customer holds another identifier (that address belonged to someone else)', async () => {
    const owner = await login({ email: 'taken.over@example.com', identifier: 'sub-owner' });
    expect(await login({ email: 'taken.over@example.com', identifier: 'sub-newcomer' })).toEqual({ accessToken: undefined, errors: INVALID });
    expect((await login({ email: 'taken.over@example.com', identifier: 'sub-owner' })).errors).toEqual([]);
    expect((await customer(owner.accessToken!)).email).toBe('taken.over@example.com');
  });

  it('identifiers are per store: each store has its own customer for the same person', async () => {
    const us = await customer((await login({ email: 'two.stores@example.com', identifier: 'sub-two' }, 'trailmate-us')).accessToken!);
    const ca = await customer((await login({ email: 'two.stores@example.com', identifier: 'sub-two' }, 'trailmate-ca')).accessToken!, 'trailmate-ca');
    expect(us.id).not.toBe(ca.id);
    const caMoved = await customer((await login({ email: 'two.stores.moved@example.com', identifier: 'sub-two' }, 'trailmate-ca')).accessToken!, 'trailmate-ca');
    expect(caMoved).toMatchObject({ id: ca.id, email: 'two.stores.moved@example.com' });
  });
});

describe('orders belong to the customer', () => {
  it('a customer whose email changes through customerUpdate keeps its orders; one stored before orders were linked is found by email', async () => {
    const { accessToken } = await login({ email: 'updates@example.com' });
    await placeOrder(accessToken!);
    const updated = await twin.client().request<Json>(CUSTOMER_UPDATE, { t: accessToken, customer: { email: 'updated@example.com' } });
    expect(updated.customerUpdate.customerUserErrors).toEqual([]);
    const renewed = updated.customerUpdate.customerAccessToken.accessToken as string;
    expect((await customer(renewed)).orders.nodes).toHaveLength(1);

    const other = await login({ email: 'unlinked@example.com' });
    await placeOrder(other.accessToken!);
    twin.db.prepare("UPDATE orders SET customer_id = NULL WHERE customer_email = 'unlinked@example.com'").run();
    expect((await customer(other.accessToken!)).orders.nodes).toHaveLength(1);
  });
});
