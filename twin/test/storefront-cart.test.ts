import { describe, expect, it } from 'vitest';
import { ClientError } from 'graphql-request';
import { useTestTwin } from './helpers.js';
import * as D from './documents.js';

const twin = useTestTwin();

const HAMMOCK_STD = 'gid://shopify/ProductVariant/2001';
const HAMMOCK_XL = 'gid://shopify/ProductVariant/2002';
const BOWL = 'gid://shopify/ProductVariant/2003';
const SOLD_OUT = 'gid://shopify/ProductVariant/2004';
const PLAN_ONLY = 'gid://shopify/ProductVariant/2005';
const MONTHLY = 'gid://shopify/SellingPlan/9001';

async function newCart(input: Record<string, unknown> = {}, country?: string) {
  const res = await twin.client().request<any>(D.CART_CREATE, { input, country });
  expect(res.cartCreate.userErrors).toEqual([]);
  return res.cartCreate.cart;
}

describe('cartCreate', () => {
  it('creates a cart with attributes and buyer country, with a Shopify-style id and key', async () => {
    const cart = await newCart({ attributes: [{ key: 'environment', value: 'twin' }], buyerIdentity: { countryCode: 'US' } });
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[0-9a-f]+$/);
    expect(cart.attributes).toEqual([{ key: 'environment', value: 'twin' }]);
    expect(cart.buyerIdentity.countryCode).toBe('US');
    expect(cart.totalQuantity).toBe(0);
    expect(cart.cost.subtotalAmount).toEqual({ amount: '0.0', currencyCode: 'USD' });
    expect(cart.checkoutUrl).toContain(`${twin.url}/shops/trailmate-us/checkouts/`);
    expect(cart.lines.edges).toEqual([]);
  });

  it('keeps the currency of the country the cart was created in', async () => {
    const cart = await newCart({ buyerIdentity: { countryCode: 'GB' } });
    const added = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1 }] });
    expect(added.cartLinesAdd.cart.cost.subtotalAmount).toEqual({ amount: '71.96', currencyCode: 'GBP' });
    const read = await twin.client().request<any>(D.CART_QUERY, { cartId: cart.id, country: 'US' });
    expect(read.cart.cost.subtotalAmount.currencyCode).toBe('GBP');
  });
});

describe('cartLinesAdd', () => {
  it('adds a one-time line by gid and an autoship line by base64 gid with the selling plan discount', async () => {
    const cart = await newCart({ buyerIdentity: { countryCode: 'US' } });
    const res = await twin.client().request<any>(D.CART_LINES_ADD, {
      cartId: cart.id,
      lines: [
        { merchandiseId: HAMMOCK_STD, quantity: 2, attributes: [{ key: 'Promotions Applied', value: '' }] },
        {
          merchandiseId: Buffer.from(BOWL).toString('base64'),
          quantity: 1,
          sellingPlanId: MONTHLY,
          attributes: [{ key: 'Auto-renews', value: 'Monthly' }, { key: 'Subscription Discount Applied', value: '10' }],
        },
      ],
    });
    const p = res.cartLinesAdd;
    expect(p.userErrors).toEqual([]);
    expect(p.warnings).toEqual([]);
    const [oneTime, autoship] = p.cart.lines.edges.map((e: any) => e.node);
    expect(oneTime.id).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=/);
    expect(oneTime.quantity).toBe(2);
    expect(oneTime.cost.amountPerQuantity).toEqual({ amount: '89.95', currencyCode: 'USD' });
    expect(oneTime.cost.compareAtAmountPerQuantity).toEqual({ amount: '99.95', currencyCode: 'USD' });
    expect(oneTime.cost.totalAmount).toEqual({ amount: '179.9', currencyCode: 'USD' });
    expect(oneTime.sellingPlanAllocation).toBeNull();
    expect(oneTime.merchandise).toMatchObject({
      id: HAMMOCK_STD,
      sku: 'TM-HAM-STD-BLK',
      quantityAvailable: 40,
      compareAtPrice: { amount: '99.95', currencyCode: 'USD' },
      selectedOptions: [{ name: 'Size', value: 'Standard' }],
      product: { handle: 'rover-hammock-extended-width', productType: 'Car Seat Covers', vendor: 'Trailmate' },
    });
    expect(oneTime.merchandise.image.url).toMatch(/\/cdn\/images\/trailmate\/rover\.png$/);
    expect(autoship.attributes).toEqual([{ key: 'Auto-renews', value: 'Monthly' }, { key: 'Subscription Discount Applied', value: '10' }]);
    expect(autoship.cost.amountPerQuantity).toEqual({ amount: '22.05', currencyCode: 'USD' });
    expect(autoship.sellingPlanAllocation.sellingPlan).toEqual({ id: MONTHLY, name: 'Monthly' });
    expect(autoship.sellingPlanAllocation.priceAdjustments[0]).toMatchObject({ price: { amount: '22.05' }, compareAtPrice: { amount: '24.5' } });
    const group = autoship.merchandise.product.sellingPlanGroups.edges[0].node;
    expect(group.sellingPlans.edges[0].node.priceAdjustments[0].adjustmentValue.adjustmentPercentage).toBe(10);
    expect(p.cart.totalQuantity).toBe(3);
    expect(p.cart.cost.subtotalAmount).toEqual({ amount: '201.95', currencyCode: 'USD' });
  });

  it('merges a repeated add of the same variant into one line', async () => {
    const cart = await newCart();
    await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1 }] });
    const res = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1 }] });
    expect(res.cartLinesAdd.cart.lines.edges).toHaveLength(1);
    expect(res.cartLinesAdd.cart.lines.edges[0].node.quantity).toBe(2);
  });

  it('caps a line at the stock left and warns MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const cart = await newCart();
    const res = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: HAMMOCK_XL, quantity: 5 }] });
    const line = res.cartLinesAdd.cart.lines.edges[0].node;
    expect(line.quantity).toBe(2);
    expect(res.cartLinesAdd.warnings).toEqual([
      { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 2 items were added to your cart due to availability.', target: line.id },
    ]);
  });

  it('does not add a sold-out variant and warns MERCHANDISE_OUT_OF_STOCK', async () => {
    const cart = await newCart();
    const res = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: SOLD_OUT, quantity: 1 }] });
    expect(res.cartLinesAdd.cart.lines.edges).toEqual([]);
    expect(res.cartLinesAdd.warnings[0]).toMatchObject({ code: 'MERCHANDISE_OUT_OF_STOCK', message: "The product 'Sold Out Leash' is already sold out." });
  });

  it('answers an unknown merchandise with a userError naming the field, leaving the cart unchanged', async () => {
    const cart = await newCart();
    const res = await twin.client().request<any>(D.CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{ merchandiseId: HAMMOCK_STD }, { merchandiseId: 'gid://shopify/ProductVariant/999999' }],
    });
    expect(res.cartLinesAdd.userErrors).toEqual([
      { field: ['lines', '1', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/999999 does not exist.', code: 'INVALID' },
    ]);
    expect(res.cartLinesAdd.cart.lines.edges).toEqual([]);
  });

  it('refuses a variant that requires a selling plan when none is given', async () => {
    const cart = await newCart();
    const res = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: PLAN_ONLY }] });
    expect(res.cartLinesAdd.userErrors[0]).toMatchObject({ field: ['lines', '0', 'sellingPlanId'], message: 'Variant can only be purchased with a selling plan.' });
    const ok = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: PLAN_ONLY, sellingPlanId: MONTHLY }] });
    expect(ok.cartLinesAdd.userErrors).toEqual([]);
  });

  it('answers an unknown cart or a wrong key as Shopify does', async () => {
    const cart = await newCart();
    const wrongKey = cart.id.replace(/key=.*/, 'key=0000');
    for (const cartId of ['gid://shopify/Cart/doesnotexist?key=abc', wrongKey]) {
      const res = await twin.client().request<any>(D.CART_LINES_ADD, { cartId, lines: [{ merchandiseId: HAMMOCK_STD }] });
      expect(res.cartLinesAdd).toEqual({ cart: null, userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }], warnings: [] });
      const q = await twin.client().request<any>(D.CART_QUERY, { cartId });
      expect(q.cart).toBeNull();
    }
  });
});

describe('cartLinesUpdate, cartLinesRemove, attributes and buyer identity', () => {
  it('changes quantity, removes at zero, and removes by id', async () => {
    const cart = await newCart();
    const add = await twin.client().request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: HAMMOCK_STD }, { merchandiseId: BOWL }] });
    const [a, b] = add.cartLinesAdd.cart.lines.edges.map((e: any) => e.node.id);
    const up = await twin.client().request<any>(D.CART_LINES_UPDATE, { cartId: cart.id, lines: [{ id: a, quantity: 3 }, { id: b, quantity: 0 }] });
    expect(up.cartLinesUpdate.userErrors).toEqual([]);
    expect(up.cartLinesUpdate.cart.lines.edges.map((e: any) => [e.node.id, e.node.quantity])).toEqual([[a, 3]]);
    const bad = await twin.client().request<any>(D.CART_LINES_UPDATE, { cartId: cart.id, lines: [{ id: b, quantity: 1 }] });
    expect(bad.cartLinesUpdate.userErrors[0]).toMatchObject({ field: ['lines', '0', 'id'], code: 'INVALID' });
    const rm = await twin.client().request<any>(D.CART_LINES_REMOVE, { cartId: cart.id, lineIds: [a] });
    expect(rm.cartLinesRemove.cart.lines.edges).toEqual([]);
    expect(rm.cartLinesRemove.cart.totalQuantity).toBe(0);
  });

  it('replaces cart attributes and updates buyer identity (country changes currency)', async () => {
    const cart = await newCart({ attributes: [{ key: 'a', value: '1' }] });
    const at = await twin.client().request<any>(D.CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes: [{ key: 'b', value: '2' }] });
    expect(at.cartAttributesUpdate.cart.attributes).toEqual([{ key: 'b', value: '2' }]);
    const bi = await twin.client().request<any>(D.CART_BUYER_IDENTITY_UPDATE, { cartId: cart.id, buyerIdentity: { email: 'walker@example.com', countryCode: 'FR' } });
    expect(bi.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({ countryCode: 'FR', email: 'walker@example.com', phone: null });
    expect(bi.cartBuyerIdentityUpdate.cart.cost.subtotalAmount.currencyCode).toBe('EUR');
    const bad = await twin.client().request<any>(D.CART_BUYER_IDENTITY_UPDATE, { cartId: cart.id, buyerIdentity: { email: 'nope' } });
    expect(bad.cartBuyerIdentityUpdate.userErrors[0].field).toEqual(['buyerIdentity', 'email']);
  });

  it('reads a cart by id with its first 20 lines', async () => {
    const cart = await newCart({ lines: [{ merchandiseId: BOWL, quantity: 2 }] });
    const q = await twin.client().request<any>(D.CART_QUERY, { cartId: cart.id });
    expect(q.cart.id).toBe(cart.id);
    expect(q.cart.lines.edges[0].node.quantity).toBe(2);
  });
});

describe('catalogue', () => {
  it('product by handle carries variants, selling plan groups, requiresSellingPlan and availability', async () => {
    const { product } = await twin.client().request<any>(D.PRODUCT_BY_HANDLE, { handle: 'trail-bowl' });
    expect(product).toMatchObject({ id: 'gid://shopify/Product/1002', handle: 'trail-bowl', requiresSellingPlan: false, availableForSale: true });
    expect(product.variants.nodes[0]).toMatchObject({ sku: 'TM-BOWL', price: { amount: '24.5', currencyCode: 'USD' }, metafield: { value: 'Monthly' } });
    expect(product.sellingPlanGroups.nodes[0].sellingPlans.nodes.map((p: any) => p.name)).toEqual(['Monthly', 'Bi-Monthly', 'Quarterly']);
    const sold = await twin.client().request<any>(D.PRODUCT_BY_HANDLE, { handle: 'sold-out-leash' });
    expect(sold.product.availableForSale).toBe(false);
    const plan = await twin.client().request<any>(D.PRODUCT_BY_ID, { id: 'gid://shopify/Product/1004' });
    expect(plan.product.requiresSellingPlan).toBe(true);
    const none = await twin.client().request<any>(D.PRODUCT_BY_HANDLE, { handle: 'no-such-product' });
    expect(none.product).toBeNull();
  });

  it('prices per market with @inContext(country)', async () => {
    const prices: Record<string, string> = {};
    for (const country of ['US', 'CA', 'AU', 'GB', 'DE', 'CH']) {
      const { product } = await twin.client().request<any>(D.PRODUCT_BY_HANDLE, { handle: 'rover-hammock-extended-width', country });
      const p = product.variants.nodes[0].price;
      prices[country] = `${p.amount} ${p.currencyCode}`;
    }
    expect(prices).toEqual({ US: '89.95 USD', CA: '89.95 USD', AU: '134.93 AUD', GB: '71.96 GBP', DE: '82.75 EUR', CH: '82.75 EUR' });
    const ca = await twin.client('trailmate-ca').request<any>(D.PRODUCT_BY_HANDLE, { handle: 'rover-hammock-extended-width' });
    expect(ca.product.priceRange.minVariantPrice.currencyCode).toBe('CAD');
  });

  it('translates titles with @inContext(language) where the market offers the language, and says which it used', async () => {
    const { product } = await twin.client().request<any>(D.PRODUCT_BY_HANDLE, { handle: 'trail-bowl', country: 'CH', language: 'FR' });
    expect(product.title).toBe('Trail Bowl FR');
    // The brand's United States market is English only: French falls back, as Shopify's answer does.
    const raw = await twin.client().rawRequest<any>(D.PRODUCT_BY_HANDLE, { handle: 'trail-bowl', country: 'US', language: 'FR' });
    expect(raw.data.product.title).toBe('Trail Bowl');
    expect(raw.extensions).toEqual({ context: { country: 'US', language: 'EN' } });
  });

  it('pages and sorts products and collection products', async () => {
    const page1 = await twin.client().request<any>(D.PRODUCTS, { first: 2, sortKey: 'TITLE' });
    expect(page1.products.edges.map((e: any) => e.node.handle)).toEqual(['plan-only-food', 'rover-hammock-extended-width']);
    expect(page1.products.pageInfo.hasNextPage).toBe(true);
    const page2 = await twin.client().request<any>(D.PRODUCTS, { first: 2, sortKey: 'TITLE', after: page1.products.pageInfo.endCursor });
    expect(page2.products.edges.map((e: any) => e.node.handle)).toEqual(['sold-out-leash', 'trail-bowl']);
    expect(page2.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const byPrice = await twin.client().request<any>(D.PRODUCTS, { first: 10, sortKey: 'PRICE', reverse: true });
    expect(byPrice.products.edges[0].node.handle).toBe('rover-hammock-extended-width');
    const tagged = await twin.client().request<any>(D.PRODUCTS, { first: 10, query: 'tag:autoship' });
    expect(tagged.products.edges.map((e: any) => e.node.handle)).toEqual(['trail-bowl']);
    const coll = await twin.client().request<any>(D.COLLECTION, { handle: 'everything' });
    expect(coll.collection.products.nodes.map((n: any) => n.handle)).toEqual(['trail-bowl', 'rover-hammock-extended-width', 'sold-out-leash']);
    const sorted = await twin.client().request<any>(D.COLLECTION, { handle: 'everything', sortKey: 'PRICE' });
    expect(sorted.collection.products.nodes.map((n: any) => n.handle)).toEqual(['sold-out-leash', 'trail-bowl', 'rover-hammock-extended-width']);
    const all = await twin.client().request<any>(D.COLLECTIONS, { first: 10, sortKey: 'TITLE' });
    expect(all.collections.nodes.map((n: any) => n.handle)).toEqual(['car-seat-covers', 'everything']);
  });

  it('validates unknown fields against the schema and names unimplemented fields', async () => {
    await expect(twin.client().request('{ shop { notAField } }')).rejects.toThrow(/Field 'notAField' doesn't exist on type 'Shop'/);
    const err = await twin
      .client()
      .request('{ metaobject(handle: { type: "faq", handle: "returns" }) { id } }')
      .catch((e: ClientError) => e);
    expect((err as ClientError).response.errors?.[0]?.message).toBe('Field QueryRoot.metaobject is not implemented by the twin');
  });
});
