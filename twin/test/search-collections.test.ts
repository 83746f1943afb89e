// Product records name the collections they belong to (the collection pages' sorts and filters query
// the products index with `collections:<handle>`), from the real content/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

const CONTENT = path.resolve(__dirname, '..', '..', 'content');
let twin: Awaited<ReturnType<typeof startTestTwin>>;

async function query(index: string, params: Record<string, unknown>) {
  const res = await fetch(`${twin.url}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { nbHits: number; hits: Record<string, any>[]; facets?: Record<string, Record<string, number>> };
}

/** Product handles of a trailmate collection in content/, canBeShown false left out. */
function collectionHandles(handle: string): string[] {
  const docs = fs
    .readFileSync(path.join(CONTENT, 'catalogue-trailmate.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, any>);
  const byId = new Map(docs.map((d) => [d._id, d]));
  const collection = docs.find((d) => d._type === 'collection' && d.store.slug.current === handle);
  return (collection?.store.products as { _ref: string }[])
    .map((ref) => byId.get(ref._ref))
    .filter((p): p is Record<string, any> => p !== undefined && p.canBeShown !== false)
    .map((p) => p.store.slug.current as string);
}

beforeAll(async () => {
  twin = await startTestTwin({ contentDir: CONTENT });
});
afterAll(async () => {
  await twin.stop();
});

describe('collections on product records', () => {
  it('a record lists the handles of every collection holding the product', async () => {
    const hits = (await query('trailmate_en_products', { query: 'rover hammock', hitsPerPage: 20, attributesToRetrieve: ['handle', 'collections'] })).hits;
    const rover = hits.find((h) => h.handle === 'rover-hammock');
    expect(rover).toBeDefined();
    expect(rover?.collections).toEqual(expect.arrayContaining(['car-seat-covers', 'dog-hammocks']));
    expect(rover?.collections).not.toContain('dog-coats');
  });

  it('facetFilters collections:<handle> answers exactly the collection’s products, in every sort replica', async () => {
    for (const handle of ['dog-hammocks', 'dog-travel']) {
      const expected = collectionHandles(handle).sort();
      for (const index of ['trailmate_en_products', 'trailmate_en_products_price_desc']) {
        const r = await query(index, { facetFilters: [[`collections:${handle}`]], hitsPerPage: 100, attributesToRetrieve: ['handle'] });
        expect(r.nbHits).toBe(expected.length);
        expect(r.hits.map((h) => h.handle).sort()).toEqual(expected);
      }
    }
  });

  it('collections is a facet with counts', async () => {
    const r = await query('trailmate_en_products', { facets: ['collections'], hitsPerPage: 0 });
    expect(r.facets?.collections?.['dog-hammocks']).toBe(collectionHandles('dog-hammocks').length);
  });
});
