// Algolia as its own clients see it (algoliasearch v5, @algolia/client-insights, search-insights):
// documented filter syntaxes, snippets, typo tolerance, getObject and Insights validation.
import fs from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { insightsClient } from '@algolia/client-insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from '../helpers.js';
import { writeSearchContent } from '../search-fixture.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../../src/search/config.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;
const hosts = () => [{ url: `127.0.0.1:${twin.port}`, protocol: 'http' as const, accept: 'readWrite' as const }];
const search = () => algoliasearch(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, { hosts: hosts() });
const titles = (hits: { title?: unknown }[]) => hits.map((h) => h.title).sort();

beforeAll(async () => {
  contentDir = writeSearchContent();
  twin = await startTestTwin({ contentDir });
});
afterAll(async () => {
  await twin.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

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
    expect(r.hits[0]._snippetResult).toEqual({
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

describe('Algolia Insights fidelity', () => {
  const insights = () => insightsClient(TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY, undefined, { hosts: hosts() });
  const base = { eventName: 'Product Viewed', index: 'trailmate_en_products', userToken: 'fidelity-user', objectIDs: ['103'] };

  it('accepts a valid batch', async () => {
    await expect(insights().pushEvents({ events: [{ ...base, eventType: 'view' }] })).resolves.toMatchObject({ status: 200 });
  });

  it.each([
    ['positions on a view', { ...base, eventType: 'view', positions: [1] }],
    ['a timestamp older than 4 days', { ...base, eventType: 'view', timestamp: Date.now() - 5 * 24 * 3600 * 1000 }],
    ['more than 20 objectIDs', { ...base, eventType: 'view', objectIDs: Array.from({ length: 21 }, (_, i) => String(i)) }],
  ])('refuses %s with 422', async (_name, event) => {
    await expect(insights().pushEvents({ events: [event as never] })).rejects.toMatchObject({ status: 422 });
  });
});
