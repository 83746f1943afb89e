// Algolia as its own clients see it (algoliasearch v5, @algolia/client-insights, search-insights):
// documented filter syntaxes, snippets, typo tolerance, getObject and Insights validation.
import { algoliasearch } from 'algoliasearch';
import { insightsClient } from '@algolia/client-insights';
import { describe, expect, it } from 'vitest';
import { useSearchTwin } from '../search-fixture.js';
import { useTestTwin } from '../helpers.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../../src/search/config.js';

const fixture = useSearchTwin();
const hosts = () => [{ url: `127.0.0.1:${fixture.twin.port}`, protocol: 'http' as const, accept: 'readWrite' as const }];
const search = () => algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: hosts() });
const titles = (hits: { title?: unknown }[]) => hits.map((h) => h.title).sort();

describe('Algolia search fidelity', () => {
  it('excludes with the negative facet filter "petType:-dog", in nested lists too', async () => {
    const r = await search().searchSingleIndex<{ title: string }>({ indexName: 'trailmate_en_products', searchParams: { facetFilters: ['petType:-dog'] } });
    expect(titles(r.hits)).toEqual(['Harbor Cat Carrier']);
    const nested = await search().searchSingleIndex<{ title: string }>({
      indexName: 'trailmate_en_products',
      searchParams: { facetFilters: [['petType:-dog', 'productType:Toys']] },
    });
    expect(titles(nested.hits)).toEqual(['Harbor Cat Carrier', 'Tug & Toss <Pro> Toy']);
  });

  it('excludes with NOT in filters', async () => {
    const r = await search().searchSingleIndex<{ title: string }>({ indexName: 'trailmate_en_products', searchParams: { filters: 'NOT petType:dog' } });
    expect(titles(r.hits)).toEqual(['Harbor Cat Carrier']);
  });

  it('answers _snippetResult for attributesToSnippet', async () => {
    const r = await search().searchSingleIndex<{ title: string }>({
      indexName: 'trailmate_en_products',
      searchParams: { query: 'road', filters: 'objectID:103', attributesToSnippet: ['description:2', 'title'] },
    });
    expect(r.hits[0]?._snippetResult).toEqual({
      description: { value: '…the <em>road</em>.', matchLevel: 'full' },
      title: { value: 'Rover Hammock', matchLevel: 'none' },
    });
  });

  it('finds no typo matches with typoTolerance: false', async () => {
    const tolerant = await search().searchSingleIndex<{ title: string }>({ indexName: 'trailmate_en_products', searchParams: { query: 'hammock' } });
    expect(titles(tolerant.hits)).toEqual(['Hammocks Travel Kit', 'Hamock Seat Cover', 'Rover Hammock']);
    const strict = await search().searchSingleIndex<{ title: string }>({ indexName: 'trailmate_en_products', searchParams: { query: 'hammock', typoTolerance: false } });
    expect(titles(strict.hits)).toEqual(['Hammocks Travel Kit', 'Rover Hammock']);
  });

  it('answers getObject, and Algolia’s 404 for an unknown objectID', async () => {
    const record = await search().getObject({ indexName: 'trailmate_en_products', objectID: '103', attributesToRetrieve: ['title'] });
    expect(record).toEqual({ objectID: '103', title: 'Rover Hammock' });
    await expect(search().getObject({ indexName: 'trailmate_en_products', objectID: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    });
  });
});

describe('Algolia paging and key ACLs', () => {
  it('answers offset and length in place of page, nbPages and hitsPerPage when the request pages by offset', async () => {
    const all = await search().searchSingleIndex<{ title: string }>({ indexName: 'trailmate_en_products', searchParams: { hitsPerPage: 100 } });
    const r = await search().searchSingleIndex<{ title: string }>({ indexName: 'trailmate_en_products', searchParams: { offset: 2, length: 3 } });
    expect(r).toMatchObject({ offset: 2, length: 3, nbHits: all.nbHits });
    expect(r).not.toHaveProperty('page');
    expect(r).not.toHaveProperty('nbPages');
    expect(r).not.toHaveProperty('hitsPerPage');
    expect(r.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 5).map((h) => h.objectID));
    // offset alone takes hitsPerPage as its length; length alone is ignored (page-based paging).
    const byOffset = await search().searchSingleIndex({ indexName: 'trailmate_en_products', searchParams: { offset: 1, hitsPerPage: 2 } });
    expect(byOffset).toMatchObject({ offset: 1, length: 2 });
    expect(byOffset.hits.map((h) => h.objectID)).toEqual(all.hits.slice(1, 3).map((h) => h.objectID));
    const byLength = await search().searchSingleIndex({ indexName: 'trailmate_en_products', searchParams: { length: 1, hitsPerPage: 4 } });
    expect(byLength).toMatchObject({ page: 0, hitsPerPage: 4 });
    expect(byLength).not.toHaveProperty('offset');
    expect(byLength.hits).toHaveLength(4);
  });

  it('refuses getSettings with the search-only key: 403, Method not allowed with this API key', async () => {
    await expect(search().getSettings({ indexName: 'trailmate_en_products' })).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' });
  });
});

describe('Algolia Insights fidelity', () => {
  const insights = () => insightsClient(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, undefined, { hosts: hosts() });
  const base = { eventName: 'Product Viewed', index: 'trailmate_en_products', userToken: 'fidelity-user', objectIDs: ['103'] };

  it('accepts a valid batch', async () => {
    await expect(insights().pushEvents({ events: [{ ...base, eventType: 'view' }] })).resolves.toMatchObject({ status: 200 });
  });

  // Each refusal with the status and message of the Insights API specification's 422 examples.
  const click = { ...base, eventType: 'click', queryID: 'a'.repeat(32), positions: [1] };
  it.each([
    ['positions on a view', { ...base, eventType: 'view', positions: [1] }, 'Only event of type click should specify the positions attribute'],
    ['a timestamp older than 4 days', { ...base, eventType: 'view', timestamp: Date.now() - 5 * 24 * 3600 * 1000 }, 'The timestamp must be at most 4 days in the past'],
    ['more than 20 objectIDs', { ...base, eventType: 'view', objectIDs: Array.from({ length: 21 }, (_, i) => String(i)) }, 'Invalid payload'],
    ['an unknown event type', { ...base, eventType: 'like' }, 'EventType must be one of "click", "conversion" or "view"'],
    ['a missing event name', { ...base, eventName: undefined, eventType: 'view' }, 'EventName is required'],
    ['a missing index', { ...base, index: undefined, eventType: 'view' }, 'The index field is required'],
    ['a malformed user token', { ...base, userToken: 'has space', eventType: 'view' }, 'UserToken must contain only alphanumeric, equal, plus, slash, hyphen, or underscore characters, and be between 1 and 128 characters long'],
    ['neither objectIDs nor filters', { ...base, objectIDs: undefined, eventType: 'view' }, 'Event should specify either some ObjectIDs or some Filters'],
    ['both objectIDs and filters', { ...base, filters: ['petType:dog'], eventType: 'view' }, 'Event should specify ObjectIDs or Filters, but not both'],
    ['positions without a queryID', { ...click, queryID: undefined }, 'Event of type click with positions should specify a queryID'],
    ['a position of 0', { ...click, positions: [0] }, 'Event of type click may only have strictly positive positions'],
    ['fewer positions than objectIDs', { ...click, objectIDs: ['103', '104'] }, 'Event of type click should have the same number of ObjectIDs and Positions'],
    ['a malformed queryID', { ...click, queryID: 'xyz' }, 'Query ID must be a search query ID (32 characters hexadecimal string)'],
    ['a number for a string', { ...base, eventType: 'view', eventName: 7 }, 'Invalid type for field eventName: expected string, got number'],
  ])('refuses %s with 422 and the Insights API’s message', async (_name, event, message) => {
    await expect(insights().pushEvents({ events: [event as never] })).rejects.toMatchObject({ status: 422, message });
  });

  it('refuses an empty batch and one over 1,000 events with the Insights API’s messages', async () => {
    await expect(insights().pushEvents({ events: [] })).rejects.toMatchObject({ status: 422, message: 'No events to process' });
    const many = Array.from({ length: 1001 }, () => ({ ...base, eventType: 'view' }));
    await expect(insights().pushEvents({ events: many as never })).rejects.toMatchObject({ status: 422, message: 'Cannot process more than 1000 events in a batch' });
  });
});

describe('Algolia over the request rate', () => {
  // Every request of this twin is over its rate.
  const throttled = useTestTwin({ rateLimit: { perSecond: 0.001, burst: 0 } });

  it('answers 429 in Algolia’s { message, status } shape, which the client reports as an ApiError', async () => {
    const client = algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: [{ url: `127.0.0.1:${throttled.port}`, protocol: 'http', accept: 'readWrite' }] });
    await expect(client.searchSingleIndex({ indexName: 'trailmate_en_products', searchParams: { query: 'bowl' } })).rejects.toMatchObject({ name: 'ApiError', status: 429, message: 'Too many requests' });
    const res = await fetch(`${throttled.url}/1/indexes/*/queries`, { method: 'POST', headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY }, body: '{"requests":[]}' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many requests', status: 429 });
  });
});
