// `npm run search:index` against a started twin: the records it makes are the ones the twin serves,
// it writes them with Algolia's own client (settings, replicas, replaceAllObjects), and the site's
// search client then finds the pushed records, sorted by price on the replica.
import fs from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { liteClient, type SearchResponse } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from '../../twin/test/helpers';
import { writeSearchContent } from '../../twin/test/search-fixture';
import type { ContentDoc } from '../../twin/src/catalogue/content';
import { blogRecords, productRecords } from '../../twin/src/search/records';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../../twin/src/search/config';
import { pushSearchIndexes, readSearchContent, searchIndexTarget, searchRecords } from '../../scripts/search-index';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;
let docs: ContentDoc[];

beforeAll(async () => {
  contentDir = writeSearchContent();
  twin = await startTestTwin({ contentDir });
  docs = await readSearchContent({ CONTENT_DIR: contentDir }, '/');
});
afterAll(async () => {
  await twin.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

type Product = { objectID: string; title: string; price: number };

/** Searches as the site does: algoliasearch's lite client with the search-only key, on the twin's host. */
async function search(indexName: string, query: string, hitsPerPage = 50): Promise<SearchResponse<Product>> {
  const client = liteClient(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: searchIndexTarget({ TWIN_URL: twin.url }).hosts });
  const { results } = await client.search<Product>({ requests: [{ indexName, query, hitsPerPage }] });
  return results[0] as SearchResponse<Product>;
}

describe('search:index', () => {
  it('makes the records the twin builds itself from the same content', () => {
    for (const language of ['en', 'fr']) {
      expect(searchRecords(docs, 'trailmate', language, 'products', twin.url)).toEqual(productRecords(twin.db, 'trailmate', language, twin.url));
      expect(searchRecords(docs, 'trailmate', language, 'blogs', twin.url)).toEqual(blogRecords(twin.db, 'trailmate', language, twin.url));
    }
    expect(searchRecords(docs, 'trailmate', 'en', 'blogs', twin.url).length).toBeGreaterThan(0);
  });

  it('pushes the catalogue and articles to the twin, which then serves the pushed records and the price replica', async () => {
    const target = searchIndexTarget({ TWIN_URL: twin.url });
    // A title the twin's tables do not have, and one product fewer: only the pushed records have these.
    const pushed = docs
      .filter((d) => d._id !== 'shopifyProduct-105')
      .map((d) => (d._id === 'shopifyProduct-102' ? { ...d, title: { ...d.title, en: 'Nimbuscloud Travel Kit' } } : d));
    const written = await pushSearchIndexes({ docs: pushed, target });
    expect(written.map((w) => w.index)).toEqual(['trailmate_en_products', 'trailmate_en_blogs', 'trailmate_fr_products', 'trailmate_fr_blogs']);
    expect(written[0]?.replicas).toContain('trailmate_en_products_price_asc');

    const found = await search('trailmate_en_products', 'nimbuscloud');
    expect(found.hits.map((h) => [h.objectID, h.title])).toEqual([['102', 'Nimbuscloud Travel Kit']]);
    expect((await search('trailmate_en_products', 'travel bowl')).hits.map((h) => h.objectID)).not.toContain('105');

    const byPrice = await search('trailmate_en_products_price_asc', '');
    const expected = searchRecords(pushed, 'trailmate', 'en', 'products', target.imageOrigin);
    expect(byPrice.nbHits).toBe(expected.length);
    const prices = byPrice.hits.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.hits.map((h) => h.title)).toContain('Nimbuscloud Travel Kit');

    // Algolia's own answers: the settings and replicas as set, every task published.
    const admin = algoliasearch(target.appId, target.adminKey, { hosts: target.hosts });
    const settings = await admin.getSettings({ indexName: 'trailmate_en_products' });
    expect(settings.replicas).toEqual(written[0]!.replicas);
    expect(settings.customRanking).toEqual(['asc(position)']);
    expect((await admin.getSettings({ indexName: 'trailmate_en_products_price_asc' })).ranking?.[0]).toBe('asc(price)');

    // A second push replaces the records at once: the product is back, the title too.
    await pushSearchIndexes({ docs, target, brands: ['trailmate'] });
    expect((await search('trailmate_en_products', 'nimbuscloud')).nbHits).toBe(0);
    expect((await search('trailmate_en_products_price_asc', '')).nbHits).toBe(searchRecords(docs, 'trailmate', 'en', 'products', twin.url).length);
  });

  it('refuses writes with the search-only key, as Algolia does', async () => {
    const target = searchIndexTarget({ TWIN_URL: twin.url });
    const client = algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: target.hosts });
    await expect(client.setSettings({ indexName: 'trailmate_en_products', indexSettings: { customRanking: ['desc(price)'] } })).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    });
    await expect(client.batch({ indexName: 'trailmate_en_products', batchWriteParams: { requests: [{ action: 'addObject', body: { title: 'x' } }] } })).rejects.toMatchObject({
      status: 403,
    });
    const bad = algoliasearch(TWIN_ALGOLIA_APP_ID, 'not-a-key', { hosts: target.hosts });
    await expect(bad.getSettings({ indexName: 'trailmate_en_products' })).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });
});
