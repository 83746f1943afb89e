import { describe, expect, it } from 'vitest';
import { assertValidDocument, useTestTwin } from './helpers.js';
import * as D from './documents.js';

const twin = useTestTwin();

type Json = any;
const HAMMOCK_STD = 'gid://shopify/ProductVariant/2001';
const BOWL = 'gid://shopify/ProductVariant/2003';
const INT_MAX = 2147483647;

const CUSTOMER_CREATE = assertValidDocument(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { message } } }`);
const TOKEN_CREATE = assertValidDocument(`mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`);
const BUYER = assertValidDocument(`query ($cartId: ID!) { cart(id: $cartId) { id buyerIdentity { email countryCode customer { id email firstName } } } }`);
const BUYER_CREATE = assertValidDocument(`mutation ($input: CartInput!) {
  cartCreate(input: $input) { cart { id buyerIdentity { email customer { email } } } userErrors { code field message } }
}`);
const BUYER_UPDATE = assertValidDocument(`mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { id buyerIdentity { email customer { email } } } userErrors { code field message } }
}`);
const NOTE_UPDATE = assertValidDocument(`mutation ($cartId: ID!, $note: String!) {
  cartNoteUpdate(cartId: $cartId, note: $note) { cart { id note } userErrors { code field message } }
}`);

async function signIn(email: string): Promise<string> {
  const c = twin.client();
  await c.request(CUSTOMER_CREATE, { input: { email, password: 'long-enough-pw', firstName: 'Sky' } });
  const res = await c.request<Json>(TOKEN_CREATE, { input: { email, password: 'long-enough-pw' } });
  return res.customerAccessTokenCreate.customerAccessToken.accessToken;
}

async function newCart(input: Record<string, unknown> = {}) {
  const res = await twin.client().request<Json>(D.CART_CREATE, { input });
  expect(res.cartCreate.userErrors).toEqual([]);
  return res.cartCreate.cart;
}

describe('buyerIdentity.customerAccessToken links the cart to the customer', () => {
  it('cartCreate with a live token: Cart.buyerIdentity.customer is that customer and email is theirs', async () => {
    const token = await signIn('linked@example.com');
    const res = await twin.client().request<Json>(BUYER_CREATE, { input: { buyerIdentity: { customerAccessToken: token } } });
    expect(res.cartCreate.userErrors).toEqual([]);
    const { cart } = await twin.client().request<Json>(BUYER, { cartId: res.cartCreate.cart.id });
    expect(cart.buyerIdentity.customer).toMatchObject({ email: 'linked@example.com', firstName: 'Sky' });
    expect(cart.buyerIdentity.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    expect(cart.buyerIdentity.email).toBe('linked@example.com');
  });

  it('cartBuyerIdentityUpdate with a live token links an anonymous cart', async () => {
    const token = await signIn('later@example.com');
    const cart = await newCart({ buyerIdentity: { email: 'guest@example.com' } });
    expect((await twin.client().request<Json>(BUYER, { cartId: cart.id })).cart.buyerIdentity.customer).toBeNull();
    const res = await twin.client().request<Json>(BUYER_UPDATE, { cartId: cart.id, buyerIdentity: { customerAccessToken: token } });
    expect(res.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(res.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({ email: 'later@example.com', customer: { email: 'later@example.com' } });
  });

  it('an unknown token is a CartUserError on cartCreate and no cart is made', async () => {
    const res = await twin.client().request<Json>(BUYER_CREATE, { input: { buyerIdentity: { customerAccessToken: 'not-a-token' } } });
    expect(res.cartCreate.cart).toBeNull();
    expect(res.cartCreate.userErrors).toEqual([{ code: 'INVALID', field: ['input', 'buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid' }]);
  });

  it('an expired token is a CartUserError on cartBuyerIdentityUpdate and the cart is unchanged', async () => {
    const token = await signIn('expired@example.com');
    twin.db.prepare('UPDATE customer_access_tokens SET expires_at = 0').run();
    const cart = await newCart({ buyerIdentity: { email: 'keep@example.com', countryCode: 'US' } });
    const res = await twin.client().request<Json>(BUYER_UPDATE, { cartId: cart.id, buyerIdentity: { customerAccessToken: token, countryCode: 'GB' } });
    expect(res.cartBuyerIdentityUpdate.userErrors).toEqual([{ code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid' }]);
    const { cart: after } = await twin.client().request<Json>(BUYER, { cartId: cart.id });
    expect(after.buyerIdentity).toEqual({ email: 'keep@example.com', countryCode: 'US', customer: null });
  });
});

describe('cart line quantities stay within a GraphQL Int', () => {
  it('two adds of 2147483647 answer MAXIMUM_EXCEEDED and the cart stays readable', async () => {
    const cart = await newCart();
    const first = await twin.client().request<Json>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: BOWL, quantity: INT_MAX }] });
    expect(first.cartLinesAdd.userErrors).toEqual([
      { code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity'], message: 'The quantity of a cart line can be at most 1000000.' },
    ]);
    const second = await twin.client().request<Json>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: BOWL, quantity: INT_MAX }] });
    expect(second.cartLinesAdd.userErrors[0].code).toBe('MAXIMUM_EXCEEDED');
    const read = await twin.client().request<Json>(D.CART_QUERY, { cartId: cart.id });
    expect(read.cart.totalQuantity).toBe(0);
  });

  it('a merge that would pass the line maximum is refused and leaves the line as it was', async () => {
    twin.db.prepare("UPDATE variants SET inventory_quantity = 5000000 WHERE id = 2003").run();
    const cart = await newCart({ lines: [{ merchandiseId: BOWL, quantity: 999_999 }] });
    const again = await twin.client().request<Json>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: BOWL, quantity: 2 }] });
    expect(again.cartLinesAdd.userErrors[0]).toMatchObject({ code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity'] });
    expect(again.cartLinesAdd.cart.totalQuantity).toBe(999_999);
    const lineId = again.cartLinesAdd.cart.lines.edges[0].node.id;
    const upd = await twin.client().request<Json>(D.CART_LINES_UPDATE, { cartId: cart.id, lines: [{ id: lineId, quantity: INT_MAX }] });
    expect(upd.cartLinesUpdate.userErrors[0]).toMatchObject({ code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity'] });
    expect((await twin.client().request<Json>(D.CART_QUERY, { cartId: cart.id })).cart.totalQuantity).toBe(999_999);
  });

  it('a change that would take the cart\'s total quantity past a GraphQL Int is refused', async () => {
    const cart = await newCart({ lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1 }] });
    // A cart from before the line cap may already hold a huge line; the total must still fit an Int.
    twin.db.prepare('UPDATE cart_lines SET quantity = ? WHERE cart_token = ?').run(INT_MAX - 5, /Cart\/([^?]+)/.exec(cart.id)![1]);
    const res = await twin.client().request<Json>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: BOWL, quantity: 10 }] });
    expect(res.cartLinesAdd.userErrors).toEqual([{ code: 'MAXIMUM_EXCEEDED', field: ['lines'], message: `The cart can hold at most ${INT_MAX} items.` }]);
    const read = await twin.client().request<Json>(D.CART_QUERY, { cartId: cart.id });
    expect(read.cart.totalQuantity).toBe(INT_MAX - 5);
    expect(read.cart.lines.edges).toHaveLength(1);
  });
});

describe('cart note and attributes keep Shopify\'s limits', () => {
  it('a note over 5000 characters answers NOTE_TOO_LONG and the note is unchanged', async () => {
    const cart = await newCart({ note: 'Leave by the gate' });
    const long = await twin.client().request<Json>(NOTE_UPDATE, { cartId: cart.id, note: 'x'.repeat(5001) });
    expect(long.cartNoteUpdate.userErrors).toEqual([{ code: 'NOTE_TOO_LONG', field: ['note'], message: 'Note is too long (maximum is 5000 characters)' }]);
    expect(long.cartNoteUpdate.cart.note).toBe('Leave by the gate');
    const ok = await twin.client().request<Json>(NOTE_UPDATE, { cartId: cart.id, note: 'y'.repeat(5000) });
    expect(ok.cartNoteUpdate.userErrors).toEqual([]);
    const created = await twin.client().request<Json>(D.CART_CREATE, { input: { note: 'z'.repeat(5001) } });
    expect(created.cartCreate.cart).toBeNull();
    expect(created.cartCreate.userErrors[0]).toMatchObject({ code: 'NOTE_TOO_LONG', field: ['input', 'note'] });
  });

  it('more than 250 attributes, or an over-long key or value, are refused and the attributes are unchanged', async () => {
    const cart = await newCart({ attributes: [{ key: 'environment', value: 'twin' }] });
    const many = Array.from({ length: 251 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    const tooMany = await twin.client().request<Json>(D.CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes: many });
    expect(tooMany.cartAttributesUpdate.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['attributes'] });
    expect(tooMany.cartAttributesUpdate.cart.attributes).toEqual([{ key: 'environment', value: 'twin' }]);
    const longKey = await twin.client().request<Json>(D.CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes: [{ key: 'k'.repeat(256), value: 'v' }] });
    expect(longKey.cartAttributesUpdate.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['attributes', '0', 'key'] });
    const longValue = await twin.client().request<Json>(D.CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1, attributes: [{ key: 'gift', value: 'v'.repeat(5001) }] }],
    });
    expect(longValue.cartLinesAdd.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'attributes', '0', 'value'] });
    const read = await twin.client().request<Json>(D.CART_QUERY, { cartId: cart.id });
    expect(read.cart.attributes).toEqual([{ key: 'environment', value: 'twin' }]);
    expect(read.cart.totalQuantity).toBe(0);
    const fine = await twin.client().request<Json>(D.CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes: many.slice(0, 250) });
    expect(fine.cartAttributesUpdate.userErrors).toEqual([]);
  });
});
