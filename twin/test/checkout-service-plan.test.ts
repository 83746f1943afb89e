// A collar bought with a GPS service plan is charged the collar's own price at checkout: the plan's
// terms are charged later, by the store's subscriptions.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { completeCheckout, useTestTwin } from './helpers.js';
import * as D from './documents.js';

const twin = useTestTwin({ contentDir: path.join(__dirname, '..', '..', 'content') });
const STORE = 'homing-us';
const GO_COLLAR = 'gid://shopify/ProductVariant/45003000001001';

describe('a collar bought with a service plan', () => {
  it('is charged its own price: a yearly or 2-year plan takes nothing off the collar', async () => {
    const buyer = 'yearly.buyer@example.com';
    const client = new GraphQLClient(`${twin.url}/shops/${STORE}/api/2025-04/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': twin.runtime.stores.get(STORE)!.storefrontAccessToken },
    });
    const created = await client.request<any>(D.CART_CREATE, {
      input: { buyerIdentity: { countryCode: 'US', email: buyer }, lines: [{ merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/6900300202' }] },
    });
    expect(await completeCheckout(created.cartCreate.cart.checkoutUrl, { email: buyer })).toBe(303);
    const order = twin.db.prepare('SELECT doc FROM orders WHERE customer_email = ? ORDER BY id LIMIT 1').get(buyer) as { doc: string };
    const [line] = JSON.parse(order.doc)._lineItems;
    const variant = twin.db.prepare('SELECT doc FROM variants WHERE store = ? AND id = ?').get(STORE, 45003000001001) as { doc: string };
    const price: number = JSON.parse(variant.doc).store.prices.USD.price;
    expect(price).toBeGreaterThan(100);
    expect(line.discountAllocations).toEqual([]);
    expect(line.discountedTotalPrice).toMatchObject({ amount: price.toFixed(2), currencyCode: 'USD' });
    expect(line.originalTotalPrice).toMatchObject({ amount: price.toFixed(2), currencyCode: 'USD' });
  });
});
