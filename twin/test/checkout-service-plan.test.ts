// A collar bought with a GPS service plan is charged the collar's own price at checkout: the plan's
// terms are charged later, by the store's subscriptions, and the checkout page says so with the plan's
// price per term (not as autoship "0% off").
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { completeCheckout, useTestTwin } from './helpers.js';
import * as D from './documents.js';

const twin = useTestTwin({ contentDir: path.join(__dirname, '..', '..', 'content') });
const STORE = 'homing-us';
const GO_COLLAR = 'gid://shopify/ProductVariant/45003000001001';
const STRAP = 'gid://shopify/ProductVariant/45003000008001';

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

  it('reads on the checkout page with the plan’s price per term, billed when the collar is activated, in the buyer’s language', async () => {
    const client = new GraphQLClient(`${twin.url}/shops/${STORE}/api/2025-04/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': twin.runtime.stores.get(STORE)!.storefrontAccessToken },
    });
    const created = await client.request<any>(D.CART_CREATE, {
      input: {
        buyerIdentity: { countryCode: 'US' },
        lines: [
          { merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/6900300202' },
          { merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/6900300203' },
          { merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/6900300201' },
          { merchandiseId: STRAP, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/6900300101' },
        ],
      },
    });
    const url: string = created.cartCreate.cart.checkoutUrl;
    const page = async (locale?: string) => {
      const target = new URL(url);
      if (locale) target.searchParams.set('locale', locale);
      const html = await (await fetch(target)).text();
      return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    };
    const english = await page('en');
    expect(english).toContain('1-year service plan. LTE service: $99.99 a year, billed when you activate the collar');
    expect(english).toContain('2-year service plan. LTE service: $179.99 every 2 years, billed when you activate the collar');
    expect(english).toContain('Monthly service plan. LTE service: $9.99 a month, billed when you activate the collar');
    expect(english).not.toContain('0% off');
    // Autoship lines keep their discount.
    expect(english).toContain('Autoship: Monthly, 5% off');
    const french = await page('fr');
    expect(french).toMatch(/1-year service plan\. Service LTE : 99,99\s\$US par an, facturé à l’activation du collier/);
  });
});
