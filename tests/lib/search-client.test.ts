// The search door against a real twin: its client, sorts, filters and insights events.
import type { SearchResponse } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { ADMIN_HEADERS } from '../../twin/test/helpers';
import { useSearchTwin } from '../../twin/test/search-fixture';
import * as twinConfig from '../../twin/src/search/config';
import { searchOrigin } from '../../src/lib/search/client';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, twinSearchConfig } from '../../src/lib/search/twin-search';
import {
  createInsightsStore,
  createSearchClient,
  indexName,
  searchEndpoint,
  sendInsightsEvents,
  toAlgoliaFilters,
  type StorageLike,
} from '../../src/lib/search';

const fixture = useSearchTwin();

type Product = { title: string; price: number; prices: Record<string, number> };

describe('search door against the twin', () => {
  it('uses the twin’s published development credentials', () => {
    expect([TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY]).toEqual([twinConfig.TWIN_ALGOLIA_APP_ID, twinConfig.TWIN_ALGOLIA_SEARCH_KEY]);
  });

  it('searches a sorted replica with the spec filters', async () => {
    const client = createSearchClient(twinSearchConfig(fixture.twin.url));
    const { results } = await client.search<Product>({
      requests: [{ indexName: indexName('trailmate', 'en', 'products', 'price-desc'), ...toAlgoliaFilters({ petTypes: ['cat'], price: { max: 70 } }, 'CAD') }],
    });
    const hits = (results[0] as SearchResponse<Product>).hits;
    expect(hits.map((h) => h.title)).toEqual(['Trailmate Gift Card', 'Go Travel Bowl']);
    expect(hits.every((h) => h.prices.CAD !== undefined && h.prices.CAD <= 70)).toBe(true);
  });

  it('sends the store’s click and purchase events, which the fixture.twin keeps', async () => {
    const data = new Map<string, string>();
    const storage: StorageLike = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
    const store = createInsightsStore({ storage });
    const client = createSearchClient(twinSearchConfig(fixture.twin.url));
    const index = indexName('trailmate', 'en', 'products');
    const { results } = await client.search<Product>({ requests: [{ indexName: index, query: 'rover', clickAnalytics: true }] });
    const found = results[0] as SearchResponse<Product>;
    const endpoint = searchEndpoint(twinSearchConfig(fixture.twin.url));
    const click = store.clickedAfterSearch({ index, queryID: found.queryID as string, objectIDs: [found.hits[0]!.objectID], positions: [1] });
    const purchase = store.converted({ index, objectIDs: [found.hits[0]!.objectID], subtype: 'purchase' });
    expect(await sendInsightsEvents(endpoint, [click, purchase])).toBe(true);
    const res = await fetch(`${fixture.twin.url}/1/events?userToken=${store.userToken()}`, {
      headers: { 'x-algolia-application-id': endpoint.appId, 'x-algolia-api-key': endpoint.apiKey, ...ADMIN_HEADERS },
    });
    const { events } = (await res.json()) as { events: Record<string, unknown>[] };
    expect(events.map((e) => [e.eventType, e.eventSubtype, e.queryID])).toEqual([
      ['click', undefined, found.queryID],
      ['conversion', 'purchase', found.queryID],
    ]);
    expect(store.size()).toBe(0);
  });

  it('reports a refused event batch as false without throwing', async () => {
    const endpoint = { ...searchEndpoint(twinSearchConfig(fixture.twin.url)), apiKey: 'wrong' };
    expect(await sendInsightsEvents(endpoint, [{ eventType: 'view', eventName: 'Viewed', index: 'x', objectIDs: ['1'], userToken: 'u' }])).toBe(false);
  });
});

describe('search analytics region (spec §5: region option de or us)', () => {
  /** Where sendInsightsEvents posts for a configuration, recorded instead of sent. */
  async function eventsUrl(config: Parameters<typeof searchEndpoint>[0]): Promise<string> {
    const urls: string[] = [];
    const record: typeof fetch = async (input) => (urls.push(String(input)), new Response('{}', { status: 200 }));
    await sendInsightsEvents(searchEndpoint(config), [{ eventType: 'view', eventName: 'Viewed', index: 'x', objectIDs: ['1'], userToken: 'u' }], record);
    return urls[0]!.replace(/\?[\s\S]*$/, '');
  }
  const hosted = { appId: 'APP123', searchKey: 'public-search-key' };

  it('the hosted app posts its events to the Insights host of its region, de or us', async () => {
    expect(await eventsUrl({ ...hosted, region: 'de' })).toBe('https://insights.de.algolia.io/1/events');
    expect(await eventsUrl({ ...hosted, region: 'us' })).toBe('https://insights.us.algolia.io/1/events');
  });

  it('without a region it uses the default Insights host; the twin takes them at its own origin', async () => {
    expect(await eventsUrl(hosted)).toBe('https://insights.algolia.io/1/events');
    expect(await eventsUrl({ ...twinSearchConfig(fixture.twin.url), region: 'de' })).toBe(`${new URL(fixture.twin.url).origin}/1/events`);
  });

  it("the search page connects in advance to where the first search goes: Algolia's first read host, or the twin", () => {
    expect(searchOrigin(hosted)).toBe('https://APP123-dsn.algolia.net');
    expect(searchOrigin(twinSearchConfig(fixture.twin.url))).toBe(new URL(fixture.twin.url).origin);
  });
});
