import { describe, expect, it } from 'vitest';
import { completeCheckout, useTestTwin } from './helpers.js';
import * as D from './documents.js';

const twin = useTestTwin();

const HAMMOCK_STD = 'gid://shopify/ProductVariant/2001';
const BOWL = 'gid://shopify/ProductVariant/2003';
const MONTHLY = 'gid://shopify/SellingPlan/9001';
type Json = any;

async function priceIn(store: 'trailmate-us' | 'trailmate-ca', country: string): Promise<string> {
  const { product } = await twin.client(store).request<Json>(D.PRODUCT_BY_HANDLE, { handle: 'rover-hammock-extended-width', country });
  const p = product.variants.nodes[0].price;
  return `${p.amount} ${p.currencyCode}`;
}

async function cartWith(store: 'trailmate-us' | 'trailmate-ca', country: string, lines: Json[]) {
  const res = await twin.client(store).request<Json>(D.CART_CREATE, { input: { buyerIdentity: { countryCode: country }, lines } });
  expect(res.cartCreate.userErrors).toEqual([]);
  return res.cartCreate.cart;
}

function orderOf(cartId: string) {
  const token = /Cart\/([^?]+)/.exec(cartId)![1];
  const row = twin.db.prepare('SELECT doc FROM orders WHERE cart_token = ?').get(token) as { doc: string };
  return JSON.parse(row.doc);
}

describe('markets follow each store\'s country list', () => {
  it('prices a country the store sells to in that market\'s currency', async () => {
    expect(await priceIn('trailmate-us', 'GB')).toBe('71.96 GBP');
    expect(await priceIn('trailmate-us', 'FR')).toBe('82.75 EUR');
  });

  it('prices a country the store does not sell to in the store\'s own currency', async () => {
    // The fixture USD store sells to US, AU, GB, FR, DE, CH: not to Canada, Italy or Japan.
    expect(await priceIn('trailmate-us', 'CA')).toBe('89.95 USD');
    expect(await priceIn('trailmate-us', 'IT')).toBe('89.95 USD');
    expect(await priceIn('trailmate-us', 'JP')).toBe('89.95 USD');
    expect(await priceIn('trailmate-ca', 'GB')).toBe('121.43 CAD');
  });

  it('prices carts by the same rule: a buyer country outside the store\'s list pays in the store\'s currency', async () => {
    const outside = await cartWith('trailmate-us', 'IT', [{ merchandiseId: HAMMOCK_STD, quantity: 1 }]);
    expect(outside.buyerIdentity.countryCode).toBe('IT');
    expect(outside.cost.subtotalAmount).toEqual({ amount: '89.95', currencyCode: 'USD' });
    const inside = await cartWith('trailmate-us', 'DE', [{ merchandiseId: HAMMOCK_STD, quantity: 1 }]);
    expect(inside.cost.subtotalAmount).toEqual({ amount: '82.75', currencyCode: 'EUR' });
    const moved = await twin.client().request<Json>(D.CART_BUYER_IDENTITY_UPDATE, { cartId: inside.id, buyerIdentity: { countryCode: 'CA' } });
    expect(moved.cartBuyerIdentityUpdate.cart.cost.subtotalAmount).toEqual({ amount: '89.95', currencyCode: 'USD' });
  });
});

describe('shipping per store', () => {
  it('charges the USD store\'s flat rate below its threshold and nothing at or over it', async () => {
    const small = await cartWith('trailmate-us', 'US', [{ merchandiseId: BOWL, quantity: 1 }]);
    expect(await completeCheckout(small.checkoutUrl)).toBe(303);
    const o1 = orderOf(small.id);
    expect(o1.subtotalPrice).toMatchObject({ amount: '24.5', currencyCode: 'USD' });
    expect(o1.totalShippingPrice.amount).toBe('7.95');
    const big = await cartWith('trailmate-us', 'US', [{ merchandiseId: BOWL, quantity: 3 }, { merchandiseId: HAMMOCK_STD, quantity: 1 }]);
    expect(await completeCheckout(big.checkoutUrl)).toBe(303);
    expect(orderOf(big.id).totalShippingPrice.amount).toBe('0.0');
  });

  it('charges the CAD store its own flat rate and threshold in CAD', async () => {
    // 2 bowls: 66.16 CAD, under the CAD store's 99.00 threshold (the USD store's 75 would not apply either way).
    const small = await cartWith('trailmate-ca', 'CA', [{ merchandiseId: BOWL, quantity: 2 }]);
    expect(await completeCheckout(small.checkoutUrl, { country: 'CA', province: 'ON', zip: 'K1A 0B1' })).toBe(303);
    const o = orderOf(small.id);
    expect(o.currencyCode).toBe('CAD');
    expect(o.subtotalPrice.amount).toBe('66.16');
    expect(o.totalShippingPrice.amount).toBe('10.95');
    // 3 bowls: 99.24 CAD, at or over the threshold.
    const over = await cartWith('trailmate-ca', 'CA', [{ merchandiseId: BOWL, quantity: 3 }]);
    expect(await completeCheckout(over.checkoutUrl, { country: 'CA', province: 'ON', zip: 'K1A 0B1' })).toBe(303);
    expect(orderOf(over.id).totalShippingPrice.amount).toBe('0.0');
  });

  it('ships autoship orders free whatever the subtotal', async () => {
    const cart = await cartWith('trailmate-us', 'US', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]);
    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    expect(orderOf(cart.id).totalShippingPrice.amount).toBe('0.0');
  });
});
