import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientError, GraphQLClient } from 'graphql-request';
import { startTwin } from '../src/app.js';
import { assertValidDocument as v, startTestTwin } from './helpers.js';

// In the style of Hydrogen's recommended-products query on the product page.
const RECOMMENDATIONS = v(`query ProductRecommendations($productId: ID, $productHandle: String, $intent: ProductRecommendationIntent, $country: CountryCode)
  @inContext(country: $country) {
  productRecommendations(productId: $productId, productHandle: $productHandle, intent: $intent) {
    id handle productType vendor
    priceRange { minVariantPrice { amount currencyCode } }
    variants(first: 1) { nodes { price { amount currencyCode } } }
  }
}`);
const PRICE = v(`query Price($handle: String!, $country: CountryCode) @inContext(country: $country) {
  product(handle: $handle) { priceRange { minVariantPrice { amount currencyCode } } }
}`);

type Json = any;
let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

const handles = (res: Json) => res.productRecommendations?.map((p: Json) => p.handle);

describe('productRecommendations', () => {
  it('RELATED (the default) lists other products of the same vendor when none shares the type, never the product itself', async () => {
    const byId = await twin.client().request<Json>(RECOMMENDATIONS, { productId: 'gid://shopify/Product/1001' });
    expect(handles(byId)).toEqual(['trail-bowl', 'sold-out-leash', 'plan-only-food']);
    const byHandle = await twin.client().request<Json>(RECOMMENDATIONS, { productHandle: 'trail-bowl', intent: 'RELATED' });
    expect(handles(byHandle)).toEqual(['rover-hammock-extended-width', 'sold-out-leash', 'plan-only-food']);
  });

  it('COMPLEMENTARY is an empty list; an unknown product is null; no product at all is an error', async () => {
    const complementary = await twin.client().request<Json>(RECOMMENDATIONS, { productId: 'gid://shopify/Product/1001', intent: 'COMPLEMENTARY' });
    expect(complementary.productRecommendations).toEqual([]);
    expect((await twin.client().request<Json>(RECOMMENDATIONS, { productId: 'gid://shopify/Product/999999' })).productRecommendations).toBeNull();
    expect((await twin.client().request<Json>(RECOMMENDATIONS, { productHandle: 'no-such-product' })).productRecommendations).toBeNull();
    const err = (await twin.client().request(RECOMMENDATIONS, {}).catch((e) => e)) as ClientError;
    expect(err.response.errors?.[0]?.message).toBe('Either productId or productHandle must be provided.');
  });

  it('prices follow @inContext like every product field', async () => {
    const res = await twin.client().request<Json>(RECOMMENDATIONS, { productId: 'gid://shopify/Product/1001', country: 'GB' });
    const bowl = res.productRecommendations[0];
    const own = await twin.client().request<Json>(PRICE, { handle: 'trail-bowl', country: 'GB' });
    expect(bowl.priceRange.minVariantPrice).toEqual(own.product.priceRange.minVariantPrice);
    expect(bowl.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    expect(bowl.variants.nodes[0].price.currencyCode).toBe('GBP');
    const ca = await twin.client('trailmate-ca').request<Json>(RECOMMENDATIONS, { productId: 'gid://shopify/Product/1001' });
    expect(ca.productRecommendations[0].priceRange.minVariantPrice.currencyCode).toBe('CAD');
  });
});

describe('productRecommendations on the real catalogue', () => {
  const content = path.resolve(__dirname, '..', '..', 'content');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-recommendations-'));
  const store = fs
    .readFileSync(path.join(content, 'stores.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { name: string; storefrontAccessToken: string })
    .find((s) => s.name === 'trailmate-us')!;
  let real: Awaited<ReturnType<typeof startTwin>>;
  beforeAll(async () => {
    real = await startTwin({ port: 0, dbPath: path.join(dir, 'twin.sqlite'), contentDir: content, reset: true, rateLimit: { perSecond: 0, burst: 0 } });
  });
  afterAll(async () => {
    await real?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('same product type first, then same vendor, at most 10', async () => {
    const client = new GraphQLClient(`${real.url}/shops/${store.name}/api/2025-04/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': store.storefrontAccessToken },
    });
    const all = (await client.request<Json>(v(`{ products(first: 250) { nodes { id handle productType vendor } } }`))).products.nodes as Json[];
    const countOf = (type: string) => all.filter((p) => p.productType === type).length;
    // A product whose type has more than 10 others: all 10 share its type.
    const crowded = all.find((p) => countOf(p.productType) > 11)!;
    const many = (await client.request<Json>(RECOMMENDATIONS, { productId: crowded.id })).productRecommendations as Json[];
    expect(many).toHaveLength(10);
    expect(many.every((p) => p.productType === crowded.productType && p.id !== crowded.id)).toBe(true);
    // A product whose type has few others: those come first, then the vendor's other products.
    const sparse = all.find((p) => countOf(p.productType) > 1 && countOf(p.productType) < 6)!;
    const few = (await client.request<Json>(RECOMMENDATIONS, { productId: sparse.id })).productRecommendations as Json[];
    const sameType = countOf(sparse.productType) - 1;
    expect(few).toHaveLength(10);
    expect(few.slice(0, sameType).every((p) => p.productType === sparse.productType)).toBe(true);
    expect(few.slice(sameType).every((p) => p.productType !== sparse.productType && p.vendor === sparse.vendor)).toBe(true);
    expect(few.some((p) => p.id === sparse.id)).toBe(false);
  });
});
