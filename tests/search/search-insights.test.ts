// Search analytics from the browser side against a real twin: a click on a result
// stores its queryID; a later add-to-cart of that product (reported by the cart as a product gid)
// becomes an addToCart conversion with the same queryID; adds of products never clicked from a
// search send nothing. Without analytics consent (an opt-in market before the shopper decides) no
// user token or queryID is stored and nothing is sent.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, startTestTwin } from '../../twin/test/helpers';
import { writeSearchContent } from '../../twin/test/search-fixture';
import { USER_TOKEN_KEY } from '../../src/lib/search';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, twinSearchConfig } from '../../src/lib/search/twin-search';
import { reportCartCompleted, reportLinesAdded, reportResultClick } from '../../src/features/search/search-insights';
import { useConsentState } from '../../src/lib/analytics/consent-state';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;
const storage = new Map<string, string>();

beforeAll(async () => {
  contentDir = writeSearchContent();
  twin = await startTestTwin({ contentDir });
  const localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  (globalThis as unknown as { window: unknown }).window = { localStorage };
});
afterAll(async () => {
  await twin.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
  delete (globalThis as unknown as { window?: unknown }).window;
});

const site = () =>
  ({
    brand: { id: 'trailmate' },
    locale: { language: 'en' },
    services: { twinUrl: twin.url, algolia: twinSearchConfig(twin.url) },
  }) as unknown as Parameters<typeof reportLinesAdded>[0];

async function events(userToken: string) {
  const res = await fetch(`${twin.url}/1/events?userToken=${userToken}`, {
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, ...ADMIN_HEADERS },
  });
  return ((await res.json()) as { events: { eventType: string; eventSubtype?: string; queryID?: string; objectIDs: string[] }[] }).events;
}

describe('search insights without analytics consent', () => {
  it('a click, an add-to-cart and a purchase store nothing and send nothing', async () => {
    useConsentState.setState({ choice: { analytics: false, marketing: true } });
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      reportResultClick(site(), { index: 'trailmate_en_products', queryID: 'c'.repeat(32), objectID: '103', position: 1, kind: 'product' });
      reportLinesAdded(site(), { lines: [{ variantId: 'gid://shopify/ProductVariant/9', productId: 'gid://shopify/Product/103', quantity: 1 }] });
      reportCartCompleted(site(), { productIds: ['gid://shopify/Product/103'] });
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      globalThis.fetch = realFetch;
    }
    expect([...storage.keys()]).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('search insights in the browser', () => {
  beforeAll(() => useConsentState.setState({ choice: { analytics: true, marketing: false } }));

  it('a click after a search, then an add-to-cart of that product, send click and addToCart with the same queryID', async () => {
    const queryID = 'a'.repeat(32);
    reportResultClick(site(), { index: 'trailmate_en_products_price_asc', queryID, objectID: '103', position: 2, kind: 'product' });
    const userToken = (JSON.parse(storage.get(USER_TOKEN_KEY) ?? '{}') as { token: string }).token;
    expect(userToken).toBeTruthy();
    reportLinesAdded(site(), { lines: [{ variantId: 'gid://shopify/ProductVariant/9', productId: 'gid://shopify/Product/103', quantity: 1 }] });
    await expect.poll(async () => (await events(userToken)).length).toBe(2);
    const [click, conversion] = await events(userToken);
    expect(click).toMatchObject({ eventType: 'click', queryID, objectIDs: ['103'] });
    expect(conversion).toMatchObject({ eventType: 'conversion', eventSubtype: 'addToCart', queryID, objectIDs: ['103'] });
  });

  it('an add-to-cart of a product never clicked from a search sends no conversion', async () => {
    const userToken = (JSON.parse(storage.get(USER_TOKEN_KEY) ?? '{}') as { token: string }).token;
    const before = (await events(userToken)).length;
    reportLinesAdded(site(), { lines: [{ variantId: 'gid://shopify/ProductVariant/8', productId: 'gid://shopify/Product/104', quantity: 1 }] });
    await new Promise((r) => setTimeout(r, 300));
    expect((await events(userToken)).length).toBe(before);
  });

  it('a click without a queryID (no search behind it) stores nothing', () => {
    const before = storage.get('searchInsightsQueryIds');
    reportResultClick(site(), { index: 'trailmate_en_products', queryID: undefined, objectID: '105', position: 1, kind: 'product' });
    expect(storage.get('searchInsightsQueryIds')).toBe(before);
  });
});
