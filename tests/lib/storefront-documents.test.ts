// The catalogue documents the build sends, run against the twin, come back flattened with the
// spec's limits, and the cart and customer documents ask for the spec's counts (schema validation of
// every document: storefront-codegen.test.ts).
import path from 'node:path';
import { assert, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwinProcess, type TwinHandle } from '../../src/build/twin';
import {
  CATALOGUE_PRODUCTS_QUERY,
  createStorefrontClient,
  fetchCatalogueCollections,
  fetchCatalogueProducts,
  twinStorefrontUrl,
} from '../../src/lib/storefront';
import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_REMOVE_MUTATION, CART_LINES_UPDATE_MUTATION, CART_QUERY } from '../../src/lib/storefront/documents/cart';
import { CUSTOMER_ADDRESSES_QUERY, CUSTOMER_ORDER_QUERY, CUSTOMER_ORDERS_QUERY } from '../../src/lib/storefront/documents/customer';
import { createLocalContentClient } from '../../src/lib/content/client';
import { STORES_QUERY } from '../../src/lib/content/queries';
import { valueOf } from './answer';

const root = path.resolve(__dirname, '../..');

describe('catalogue documents', () => {
  it('asks for 100 variants and 15 selling plan groups of 7 plans', () => {
    expect(CATALOGUE_PRODUCTS_QUERY).toContain('variants(first: 100)');
    expect(CATALOGUE_PRODUCTS_QUERY).toContain('sellingPlanGroups(first: 15)');
    expect(CATALOGUE_PRODUCTS_QUERY).toContain('sellingPlans(first: 7)');
    expect(CATALOGUE_PRODUCTS_QUERY).toContain('@inContext(country: $country)');
  });
});

describe('cart and customer documents (spec §7, §9)', () => {
  it('every cart answer carries the first 20 lines', () => {
    for (const [name, doc] of Object.entries({ CART_QUERY, CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_UPDATE_MUTATION, CART_LINES_REMOVE_MUTATION })) {
      expect(doc, name).toContain('lines(first: 20)');
    }
  });

  it('asks for up to 250 addresses of the customer and 250 line items of an order', () => {
    expect(CUSTOMER_ADDRESSES_QUERY).toContain('addresses(first: 250)');
    for (const [name, doc] of Object.entries({ CUSTOMER_ORDERS_QUERY, CUSTOMER_ORDER_QUERY })) expect(doc, name).toContain('lineItems(first: 250)');
  });
});

describe('catalogue from the twin', () => {
  let twin: TwinHandle;
  let token = '';
  beforeAll(async () => {
    twin = await startTwinProcess(path.join(root, 'content'));
    const stores = await createLocalContentClient(path.join(root, 'content')).fetch<{ name: string; storefrontAccessToken: string }[]>(STORES_QUERY);
    token = stores.find((s) => s.name === 'trailmate-us')!.storefrontAccessToken;
  }, 120_000);
  afterAll(async () => {
    await twin?.stop();
  });

  it('products come back flattened and priced in the market currency', async () => {
    const client = createStorefrontClient({ url: twinStorefrontUrl(twin.url, 'trailmate-us'), token });
    const [us, de] = (await Promise.all([fetchCatalogueProducts(client, 'US'), fetchCatalogueProducts(client, 'DE')])).map(valueOf);
    assert.isDefined(de, 'de');
    assert.isDefined(us, 'us');
    expect(us.length).toBeGreaterThan(20);
    const hammock = us.find((p) => p.handle === 'rover-hammock-extended-width')!;
    expect(hammock.variants.length).toBeGreaterThan(0);
    expect(hammock.variants[0]?.price.currencyCode).toBe('USD');
    expect(de.find((p) => p.handle === 'rover-hammock-extended-width')!.priceRange.min.currencyCode).toBe('EUR');
    const autoship = us.find((p) => p.sellingPlanGroups.length > 0);
    expect(autoship?.sellingPlanGroups[0]?.sellingPlans[0]).toMatchObject({ frequency: { interval: expect.any(String) } });
  });
  it('collections carry their products in order', async () => {
    const client = createStorefrontClient({ url: twinStorefrontUrl(twin.url, 'trailmate-us'), token });
    const collections = valueOf(await fetchCatalogueCollections(client, 'US'));
    expect(collections.find((c) => c.handle === 'dog-hammocks')?.productHandles.length).toBeGreaterThan(0);
  });
  it('a wrong token is a failure (HTTP 401) that does not echo the token', async () => {
    const client = createStorefrontClient({ url: twinStorefrontUrl(twin.url, 'trailmate-us'), token: 'wrong-secret-token' });
    const answer = await fetchCatalogueProducts(client, 'US');
    expect(answer).toMatchObject({ ok: false, failure: { code: 'HTTP', status: 401, retryable: false } });
    expect(JSON.stringify(answer)).not.toContain('wrong-secret-token');
  });
});
