import { describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, assertValidDocument, TOKENS, useTestTwin } from './helpers.js';
import * as D from './documents.js';

const twin = useTestTwin();

type Json = any;
const HAMMOCK_STD = 'gid://shopify/ProductVariant/2001';
const SOLD_OUT = 'gid://shopify/ProductVariant/2004';
const BY_PRICE = assertValidDocument(`query ByPrice {
  collection(handle: "everything") { products(first: 10, sortKey: PRICE) { nodes { handle } } }
  products(first: 10, sortKey: PRICE) { nodes { handle } }
}`);

async function admin(id: string | number, body: unknown, token: string = TOKENS['trailmate-us'], store = 'trailmate-us') {
  const res = await fetch(`${twin.url}/shops/${store}/admin/variants/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': token, ...ADMIN_HEADERS },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function variant(handle: string, country = 'US', store: 'trailmate-us' | 'trailmate-ca' = 'trailmate-us') {
  const { product } = await twin.client(store).request<Json>(D.PRODUCT_BY_HANDLE, { handle, country });
  return product.variants.nodes[0];
}

describe('POST /shops/<store>/admin/variants/<id>', () => {
  it('a new price is live at once for catalogue and carts, every market moved by the same factor', async () => {
    const cart = (await twin.client().request<Json>(D.CART_CREATE, { input: { lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1 }] } })).cartCreate.cart;
    expect(cart.cost.subtotalAmount.amount).toBe('89.95');
    // Read first, so nothing is served from before the change.
    expect((await variant('rover-hammock-extended-width')).price.amount).toBe('89.95');
    const res = await admin(2001, { price: '50.00', compareAtPrice: '60.00' });
    expect(res.status).toBe(200);
    expect(res.body.variant).toMatchObject({
      id: HAMMOCK_STD,
      price: { amount: '50.0', currencyCode: 'USD' },
      compareAtPrice: { amount: '60.0', currencyCode: 'USD' },
      prices: { USD: { price: '50.0', compareAtPrice: '60.0' }, GBP: { price: '40.0', compareAtPrice: '48.0' } },
    });
    const us = await variant('rover-hammock-extended-width');
    expect([us.price.amount, us.compareAtPrice.amount]).toEqual(['50.0', '60.0']);
    // 89.95 USD was 71.96 GBP: the GBP price keeps that ratio.
    expect((await variant('rover-hammock-extended-width', 'GB')).price).toEqual({ amount: '40.0', currencyCode: 'GBP' });
    const read = await twin.client().request<Json>(D.CART_QUERY, { cartId: cart.id });
    expect(read.cart.cost.subtotalAmount).toEqual({ amount: '50.0', currencyCode: 'USD' });
    const cleared = await admin(2001, { compareAtPrice: null });
    expect(cleared.body.variant.compareAtPrice).toBeNull();
    expect((await variant('rover-hammock-extended-width')).compareAtPrice).toBeNull();
  });

  it('a price given to the CAD store is in CAD and changes only that store', async () => {
    const before = (await variant('rover-hammock-extended-width', 'US')).price.amount;
    const res = await admin(2001, { price: '100.00' }, TOKENS['trailmate-ca'], 'trailmate-ca');
    expect(res.body.variant.price).toEqual({ amount: '100.0', currencyCode: 'CAD' });
    expect((await variant('rover-hammock-extended-width', 'CA', 'trailmate-ca')).price).toEqual({ amount: '100.0', currencyCode: 'CAD' });
    expect((await variant('rover-hammock-extended-width', 'US')).price.amount).toBe(before);
  });

  it('a new price reorders what is sorted by price at once, in a collection and in the catalogue', async () => {
    const byPrice = async () => {
      const data = await twin.client().request<Json>(BY_PRICE);
      const handles = (c: { nodes: { handle: string }[] }) => c.nodes.map((n) => n.handle);
      return { collection: handles(data.collection.products), catalogue: handles(data.products) };
    };
    const before = await byPrice();
    expect(before.collection.indexOf('trail-bowl')).toBeLessThan(before.collection.indexOf('rover-hammock-extended-width'));
    expect(before.catalogue.indexOf('trail-bowl')).toBeLessThan(before.catalogue.indexOf('rover-hammock-extended-width'));
    expect((await admin(2003, { price: '500.00' })).status).toBe(200);
    const after = await byPrice();
    expect(after.collection.at(-1)).toBe('trail-bowl');
    expect(after.catalogue.at(-1)).toBe('trail-bowl');
  });

  it('a new quantity is live at once: a sold-out variant restocks, and zero sells it out again', async () => {
    const soldOut = await variant('sold-out-leash');
    expect([soldOut.availableForSale, soldOut.quantityAvailable]).toEqual([false, 0]);
    const res = await admin(2004, { quantity: 5 });
    expect(res.body.variant).toMatchObject({ quantityAvailable: 5, availableForSale: true });
    const restocked = await variant('sold-out-leash');
    expect([restocked.availableForSale, restocked.quantityAvailable]).toEqual([true, 5]);
    const add = await twin.client().request<Json>(D.CART_CREATE, { input: { lines: [{ merchandiseId: SOLD_OUT, quantity: 9 }] } });
    expect(add.cartCreate.cart.totalQuantity).toBe(5);
    await admin(2004, { quantity: 0 });
    expect((await variant('sold-out-leash')).quantityAvailable).toBe(0);
    const again = await twin.client().request<Json>(D.CART_LINES_ADD, { cartId: add.cartCreate.cart.id, lines: [{ merchandiseId: SOLD_OUT, quantity: 1 }] });
    expect(again.cartLinesAdd.warnings[0].code).toBe('MERCHANDISE_OUT_OF_STOCK');
  });

  it('refuses bad input with 400, an unknown variant with 404 and a wrong token with 401', async () => {
    for (const body of [{ price: 'abc' }, { price: 12.34 }, { price: '-1.00' }, { quantity: -1 }, { quantity: 1.5 }, { colour: 'red' }, {}, [1]]) {
      const res = await admin(2001, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'INVALID', message: expect.any(String) });
    }
    expect((await admin(2001, '{"price":')).status).toBe(400);
    expect((await admin('abc', { price: '1.00' })).status).toBe(400);
    expect((await admin(999999, { price: '1.00' })).status).toBe(404);
    expect((await admin(2001, { price: '1.00' }, 'wrong-token')).status).toBe(401);
    expect((await variant('rover-hammock-extended-width')).price.amount).toBe('50.0');
  });
});
