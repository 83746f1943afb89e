// The real clients against the twin: algoliasearch v5 (lite and full) and search-insights.
import { algoliasearch, type SearchResponse } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import aa from 'search-insights';
import { describe, expect, it } from 'vitest';
import { ADMIN_HEADERS } from './helpers.js';
import { useSearchTwin } from './search-fixture.js';
import { TWIN_ALGOLIA_ADMIN_KEY, TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

const fixture = useSearchTwin();
const hosts = () => [{ url: `127.0.0.1:${fixture.twin.port}`, protocol: 'http' as const, accept: 'readWrite' as const }];

type Product = { title: string; price: number };

describe('algoliasearch v5 against the twin', () => {
  it('runs a multi-query with facets through the lite client', async () => {
    const client = liteClient(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: hosts() });
    const { results } = await client.search<Product>({
      requests: [
        { indexName: 'trailmate_en_products', query: 'hammock', facets: ['petType'], clickAnalytics: true },
        { indexName: 'trailmate_en_blogs', query: 'camping' },
      ],
    });
    const [products, blogs] = results as [SearchResponse<Product>, SearchResponse<Product>];
    expect(results).toHaveLength(2);
    expect(products.hits.map((h) => h.title)).toEqual(['Rover Hammock', 'Hammocks Travel Kit', 'Hamock Seat Cover']);
    expect(products.facets?.petType).toEqual({ dog: 3 });
    expect(products.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(blogs.nbHits).toBe(1);
  });

  it('pages and sorts by replica through searchSingleIndex', async () => {
    const client = algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: hosts() });
    const page = await client.searchSingleIndex<Product>({ indexName: 'trailmate_en_products_price_desc', searchParams: { hitsPerPage: 2, page: 1 } });
    expect(page).toMatchObject({ page: 1, nbPages: 5, nbHits: 9, hitsPerPage: 2 });
    expect(page.hits.map((h) => h.price)).toEqual([89.95, 74.5]);
  });

  it('browses every record with the browse key', async () => {
    const client = algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_ADMIN_KEY, { hosts: hosts() });
    const seen: string[] = [];
    await client.browseObjects<Product>({ indexName: 'trailmate_en_blogs', browseParams: { hitsPerPage: 2 }, aggregator: (r) => seen.push(...r.hits.map((h) => h.objectID)) });
    expect(seen).toHaveLength(3);
  });

  it('searches facet values through searchForFacetValues', async () => {
    const client = algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: hosts() });
    const r = await client.searchForFacetValues({ indexName: 'trailmate_en_products', facetName: 'petType', searchForFacetValuesRequest: { facetQuery: 'do' } });
    expect(r.facetHits).toEqual([{ value: 'dog', highlighted: '<em>do</em>g', count: 8 }]);
  });

  it('rejects a bad key with Algolia’s 403', async () => {
    const client = liteClient(TWIN_ALGOLIA_APP_ID, 'not-a-key', { hosts: hosts() });
    await expect(client.search({ requests: [{ indexName: 'trailmate_en_products' }] })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
  });

  it('rejects an unknown index with 404', async () => {
    const client = liteClient(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: hosts() });
    await expect(client.search({ requests: [{ indexName: 'trailmate_en_gadgets' }] })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
  });
});

describe('search-insights against the twin', () => {
  it('posts click and conversion events that the fixture.twin stores', async () => {
    aa('init', { appId: TWIN_ALGOLIA_APP_ID, apiKey: TWIN_ALGOLIA_SEARCH_KEY, host: fixture.twin.url, userToken: 'insights-user-1' });
    const queryID = 'b'.repeat(32);
    await aa('clickedObjectIDsAfterSearch', { eventName: 'Product Clicked', index: 'trailmate_en_products', queryID, objectIDs: ['103'], positions: [1] });
    await aa('purchasedObjectIDsAfterSearch', { eventName: 'Purchased', index: 'trailmate_en_products', queryID, objectIDs: ['103'] });
    const res = await fetch(`${fixture.twin.url}/1/events?userToken=insights-user-1`, {
      headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, ...ADMIN_HEADERS },
    });
    const { events } = (await res.json()) as { events: Record<string, unknown>[] };
    expect(events.map((e) => [e.eventType, e.eventSubtype, e.eventName, e.queryID, e.objectIDs])).toEqual([
      ['click', undefined, 'Product Clicked', queryID, ['103']],
      ['conversion', 'purchase', 'Purchased', queryID, ['103']],
    ]);
  });
});
