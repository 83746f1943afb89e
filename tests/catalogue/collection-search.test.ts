// A large collection's state in the address and its query through the search door (the product
// list filters): defaults stay out of the address, malformed values fall back,
// and the query (run against the twin over content/) answers the collection's products, sorted,
// filtered and paged like the browser's own sort and filters would.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from '../../twin/test/helpers';
import {
  COLLECTION_PAGE_SIZE,
  collectionRouteToSearch,
  collectionSearchRequest,
  initialRoute,
  isInitialRoute,
  parseCollectionRoute,
  type CollectionRoute,
} from '../../src/features/catalogue/collection-route';
import { twinSearchConfig } from '../../src/lib/search/twin-search';
import { searchCollection } from '../../src/features/catalogue/collection-search-runtime';

const CONTENT = path.resolve(__dirname, '..', '..', 'content');
const scope = { brand: 'trailmate', language: 'en', currency: 'USD', collection: 'all-products' };

describe('collection address', () => {
  it('the collection as built has no address state; its own sort is left out', () => {
    expect(collectionRouteToSearch(initialRoute('featured'), 'featured')).toBe('');
    expect(collectionRouteToSearch(initialRoute('price-asc'), 'price-asc')).toBe('');
    expect(isInitialRoute(parseCollectionRoute('', 'newest'), 'newest')).toBe(true);
  });

  it('sort, pets, price and page round-trip through the address', () => {
    const route: CollectionRoute = { sort: 'price-desc', filters: { dog: true, cat: true, price: '50-100' }, page: 3 };
    const search = collectionRouteToSearch(route, 'featured');
    expect(search).toBe('?sort=price-desc&pet=dog,cat&price=50-100&page=3');
    expect(parseCollectionRoute(search, 'featured')).toEqual(route);
    // The collection's default sort written out by someone else still reads as that sort.
    expect(parseCollectionRoute('?sort=featured', 'newest').sort).toBe('featured');
  });

  it('unknown or malformed values fall back to the defaults', () => {
    expect(parseCollectionRoute('?sort=cheapest&pet=fish&price=free&page=-2', 'title-asc')).toEqual(initialRoute('title-asc'));
    expect(parseCollectionRoute('?page=1.5e9', 'featured').page).toBe(1);
  });
});

describe('collection query', () => {
  it('asks the sort replica for one page of the collection with the chosen filters in the page currency', () => {
    const request = collectionSearchRequest({ sort: 'price-asc', filters: { dog: false, cat: true, price: 'under-50' }, page: 2 }, { ...scope, currency: 'CAD' });
    expect(request.indexName).toBe('trailmate_en_products_price_asc');
    expect(request).toMatchObject({
      facetFilters: [['collections:all-products'], ['petType:cat']],
      numericFilters: ['prices.CAD<=49.99'],
      hitsPerPage: COLLECTION_PAGE_SIZE,
      page: 1,
    });
    const over = collectionSearchRequest({ sort: 'featured', filters: { dog: true, cat: false, price: 'over-200' }, page: 1 }, scope);
    expect(over.indexName).toBe('trailmate_en_products');
    expect(over.numericFilters).toEqual(['prices.USD>=200']);
  });
});

describe('collection query against the twin', () => {
  let twin: Awaited<ReturnType<typeof startTestTwin>>;
  beforeAll(async () => {
    twin = await startTestTwin({ contentDir: CONTENT });
  });
  afterAll(async () => {
    await twin.stop();
  });

  /** The collection's shown products in content/: id, price in USD and pet type. */
  function contentProducts(handle: string) {
    const docs = fs
      .readFileSync(path.join(CONTENT, 'catalogue-trailmate.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, any>);
    const byId = new Map(docs.map((d) => [d._id, d]));
    const collection = docs.find((d) => d._type === 'collection' && d.store.slug.current === handle);
    return (collection?.store.products as { _ref: string }[]).map((r) => byId.get(r._ref)).filter((p): p is Record<string, any> => p !== undefined && p.canBeShown !== false);
  }

  it('pages through every product of a collection larger than one page, each once', async () => {
    const expected = contentProducts('all-products').map((p) => String(p.store.id));
    expect(expected.length).toBeGreaterThan(COLLECTION_PAGE_SIZE);
    const seen: string[] = [];
    const first = await searchCollection(twinSearchConfig(twin.url), { ...initialRoute('featured') }, scope);
    if (!first.ok) throw new Error('search failed');
    expect(first.nbHits).toBe(expected.length);
    expect(first.nbPages).toBe(Math.ceil(expected.length / COLLECTION_PAGE_SIZE));
    for (let page = 1; page <= first.nbPages; page++) {
      const answer = await searchCollection(twinSearchConfig(twin.url), { ...initialRoute('featured'), page }, scope);
      if (!answer.ok) throw new Error('search failed');
      seen.push(...answer.objectIDs);
    }
    expect(seen.sort()).toEqual([...expected].sort());
  });

  it('Cat and Under $50 with Price low to high: only products of the collection for cats, fewer than all', async () => {
    const answer = await searchCollection(twinSearchConfig(twin.url), { sort: 'price-asc', filters: { dog: false, cat: true, price: 'under-50' }, page: 1 }, scope);
    if (!answer.ok) throw new Error('search failed');
    const products = new Map(contentProducts('all-products').map((p) => [String(p.store.id), p]));
    expect(answer.nbHits).toBeGreaterThan(0);
    expect(answer.objectIDs.every((id) => products.get(id)?.petType === 'cat' || products.get(id)?.petType === 'both')).toBe(true);
    expect(answer.nbHits).toBeLessThan(products.size);
  });

  it('an unreachable search service is an answer, not an exception', async () => {
    expect(await searchCollection(twinSearchConfig('http://127.0.0.1:9'), initialRoute('featured'), scope)).toEqual({ ok: false });
  });
});
