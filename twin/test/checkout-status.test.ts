import { describe, expect, it } from 'vitest';
import { GraphQLClient } from 'graphql-request';
import { assertValidDocument, checkoutForm, completeCheckout, continueLink, present, TOKENS, useTestTwin } from './helpers.js';
import * as D from './documents.js';
import { putDiscountCode } from '../src/cart/discounts.js';

const twin = useTestTwin();

type Json = any;
const BOWL = 'gid://shopify/ProductVariant/2003';
const SITE = 'http://localhost:9001';

const CUSTOMER_CREATE = assertValidDocument(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { message } } }`);
const TOKEN_CREATE = assertValidDocument(`mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`);
const ORDERS = assertValidDocument(`query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 5, reverse: true) { nodes { name statusUrl } } } }`);

async function signIn(email: string): Promise<string> {
  await twin.client().request(CUSTOMER_CREATE, { input: { email, password: 'long-enough-pw', firstName: 'Ash' } });
  const res = await twin.client().request<Json>(TOKEN_CREATE, { input: { email, password: 'long-enough-pw' } });
  return res.customerAccessTokenCreate.customerAccessToken.accessToken;
}

/** A cart made from a page of `origin` (the browser sends its Origin header). */
async function cartFrom(origin: string | null, input: Record<string, unknown>) {
  const headers: Record<string, string> = { 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] };
  if (origin) headers.Origin = origin;
  const client = new GraphQLClient(twin.endpoint(), { headers });
  const res = await client.request<Json>(D.CART_CREATE, { input: { lines: [{ merchandiseId: BOWL, quantity: 1 }], ...input } });
  expect(res.cartCreate.userErrors).toEqual([]);
  return res.cartCreate.cart;
}

const cell = (html: string, id: string) => new RegExp(`data-testid="${id}">([^<]*)<`).exec(html)?.[1];

async function updateCountry(checkoutUrl: string, country: string): Promise<string> {
  const url = new URL(checkoutUrl);
  const key = url.searchParams.get('key')!;
  const res = await fetch(url.origin + url.pathname, {
    method: 'POST',
    body: new URLSearchParams({ key, email: 'a@example.com', country, intent: 'update' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe('order status page', () => {
  it('Order.statusUrl as the API returns it opens the order page; without or with a wrong key it is not found', async () => {
    const token = await signIn('status@example.com');
    const cart = await cartFrom(SITE, { buyerIdentity: { customerAccessToken: token } });
    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    const { customer } = await twin.client().request<Json>(ORDERS, { token });
    const { name, statusUrl } = customer.orders.nodes[0];
    expect(statusUrl.startsWith(`${twin.url}/shops/trailmate-us/orders/`)).toBe(true);
    const ok = await fetch(statusUrl);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain(name);
    expect(html).toContain('Trail Bowl');
    const bare = new URL(statusUrl);
    bare.search = '';
    expect((await fetch(bare)).status).toBe(404);
    bare.searchParams.set('key', 'wrong');
    expect((await fetch(bare)).status).toBe(404);
  });

  it('"Continue shopping" links back to the site origin the cart was created from', async () => {
    const cart = await cartFrom(SITE, {});
    const res = await fetch(cart.checkoutUrl.split('?')[0], {
      method: 'POST',
      body: checkoutForm(new URL(cart.checkoutUrl).searchParams.get('key')!).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const html = await (await fetch(new URL(res.headers.get('location')!, twin.url))).text();
    expect(continueLink(html)?.to).toBe(`${SITE}/`);
  });

  it('an Origin that is not a site origin is not recorded: the link falls back to the brand\'s baseUrl', async () => {
    const cart = await cartFrom('https://elsewhere.example', {});
    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    const token = present(/Cart\/([^?]+)/.exec(cart.id)?.[1], 'the cart token');
    const order = twin.db.prepare('SELECT doc FROM orders WHERE cart_token = ?').get(token) as { doc: string };
    const html = await (await fetch(JSON.parse(order.doc).statusUrl)).text();
    expect(continueLink(html)?.to).toBe('https://www.trailmate.example/');
    expect(html).not.toContain('elsewhere.example');
  });

  it('after the order the cart is completed and reads as null', async () => {
    const cart = await cartFrom(null, {});
    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    expect((await twin.client().request<Json>(D.CART_QUERY, { cartId: cart.id })).cart).toBeNull();
  });
});

describe('checkout page', () => {
  it('pre-fills the contact email from the cart\'s customer, else the buyer email', async () => {
    const token = await signIn('prefill@example.com');
    const linked = await cartFrom(null, { buyerIdentity: { customerAccessToken: token, email: 'other@example.com' } });
    expect(await (await fetch(linked.checkoutUrl)).text()).toContain('value="prefill@example.com"');
    const guest = await cartFrom(null, { buyerIdentity: { email: 'guest@example.com' } });
    expect(await (await fetch(guest.checkoutUrl)).text()).toContain('value="guest@example.com"');
  });

  it('changing the country re-prices in that market and re-taxes; a country the store does not sell to stays in the store\'s currency', async () => {
    const cart = await cartFrom(null, { buyerIdentity: { countryCode: 'US' } });
    const us = await (await fetch(cart.checkoutUrl)).text();
    expect([cell(us, 'subtotal'), cell(us, 'shipping'), cell(us, 'tax'), cell(us, 'total')]).toEqual(['$24.50', '$7.95', '$1.72', '$34.17']);
    const gb = await updateCountry(cart.checkoutUrl, 'GB');
    // GBP market: the bowl at its GBP price, the flat rate converted at the catalogue's GBP rate (0.8), tax included.
    expect([cell(gb, 'subtotal'), cell(gb, 'shipping'), cell(gb, 'tax'), cell(gb, 'total')]).toEqual(['£19.60', '£6.36', '£0.00', '£25.96']);
    expect(gb).toContain('<option value="GB" selected>');
    const ca = await updateCountry(cart.checkoutUrl, 'CA');
    expect([cell(ca, 'subtotal'), cell(ca, 'tax'), cell(ca, 'total')]).toEqual(['$24.50', '$3.19', '$35.64']);
  });

  it('amounts read as money: free shipping says Free, a discount is a minus amount, and the order page is the same and links back to the store', async () => {
    // The test's own order code (no store is seeded with a generic one).
    putDiscountCode(twin.db, { store: 'trailmate-us', code: 'STATUSTEST10', title: '10% off', kind: 'ORDER', percentage: 10, entitled_tag: null, first_order_only: 0, starts_at: '2024-01-01T00:00:00Z', ends_at: null });
    const cart = await cartFrom(SITE, { buyerIdentity: { countryCode: 'US' }, discountCodes: ['STATUSTEST10'], lines: [{ merchandiseId: BOWL, quantity: 5 }] });
    const html = await (await fetch(cart.checkoutUrl)).text();
    const discount = /<th colspan="2">Discount STATUSTEST10<\/th><td>([^<]*)</.exec(html)?.[1];
    expect(discount).toMatch(/^\u2212\$\d+\.\d{2}$/);
    expect(cell(html, 'shipping')).toBe('Free');
    expect(html).not.toMatch(/>-|\d\.\d USD/);

    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    const token = present(/Cart\/([^?]+)/.exec(cart.id)?.[1], 'the cart token');
    const order = twin.db.prepare('SELECT id FROM orders WHERE cart_token = ?').get(token) as { id: number };
    const status = await (await fetch(`${cart.checkoutUrl.split('/checkouts/')[0]}/orders/${order.id}/status?key=${new URL(cart.checkoutUrl).searchParams.get('key')}`)).text();
    expect(cell(status, 'order-shipping')).toBe('Free');
    expect(cell(status, 'order-total')).toMatch(/^\$\d+\.\d{2}$/);
    expect(status).not.toMatch(/shipping 0\.0|\d\.\d USD/);
    // The way back names the order, its total and currency (the store's purchase event reads them).
    const name = /data-testid="order-name">([^<]*)</.exec(status)?.[1];
    expect(continueLink(status)).toEqual({
      to: `${SITE}/`,
      query: { order_name: name, order_total: cell(status, 'order-total')?.replace(/^\$/, ''), order_currency: 'USD' },
    });
  });

  it('placing with another country records the order in that market\'s currency and totals', async () => {
    const cart = await cartFrom(null, { buyerIdentity: { countryCode: 'US' } });
    expect(await completeCheckout(cart.checkoutUrl, { country: 'GB', zip: 'SW1A 1AA', province: '' })).toBe(303);
    const token = present(/Cart\/([^?]+)/.exec(cart.id)?.[1], 'the cart token');
    const doc = JSON.parse((twin.db.prepare('SELECT doc FROM orders WHERE cart_token = ?').get(token) as { doc: string }).doc);
    expect(doc.currencyCode).toBe('GBP');
    expect([doc.subtotalPrice.amount, doc.totalShippingPrice.amount, doc.totalTax.amount, doc.totalPrice.amount]).toEqual(['19.6', '6.36', '0.0', '25.96']);
    expect(doc.totalPrice.currencyCode).toBe('GBP');
    expect(doc._lineItems[0].discountedTotalPrice).toMatchObject({ amount: '19.6', currencyCode: 'GBP' });
  });
});
