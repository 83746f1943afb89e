// Algolia's write API on the fixture.twin (batch, copy and move, setSettings with replicas, tasks): the
// answers and errors of Algolia's REST API, and searches served from the written records.
import { describe, expect, it } from 'vitest';
import { useSearchTwin } from './search-fixture.js';
import { TWIN_ALGOLIA_ADMIN_KEY, TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

const fixture = useSearchTwin();

async function call(method: string, path: string, body?: unknown, key = TWIN_ALGOLIA_ADMIN_KEY): Promise<{ status: number; json: Record<string, any> }> {
  const res = await fetch(`${fixture.twin.url}${path}`, {
    method,
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const titles = async (index: string, query = '') =>
  ((await call('POST', `/1/indexes/${index}/query`, { query, hitsPerPage: 100 }, TWIN_ALGOLIA_SEARCH_KEY)).json.hits as { title: string }[]).map((h) => h.title);

describe('Algolia write API on the twin', () => {
  it('writes records to a new index and answers published tasks', async () => {
    const batch = await call('POST', '/1/indexes/shelf/batch', {
      requests: [
        { action: 'addObject', body: { objectID: 'a', title: 'Alpine Lantern', price: 30 } },
        { action: 'addObject', body: { objectID: 'b', title: 'Birch Lantern', price: 10 } },
        { action: 'updateObject', body: { objectID: 'c', title: 'Cedar Lantern', price: 20 } },
        { action: 'partialUpdateObject', body: { objectID: 'a', price: 40 } },
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.json.objectIDs).toEqual(['a', 'b', 'c', 'a']);
    expect(await call('GET', `/1/indexes/shelf/task/${batch.json.taskID}`)).toEqual({ status: 200, json: { status: 'published', pendingTask: false } });
    expect((await call('GET', '/1/indexes/shelf/task/999999')).status).toBe(404);
    expect(await titles('shelf', 'lantern')).toEqual(['Alpine Lantern', 'Birch Lantern', 'Cedar Lantern']);
    expect((await call('GET', '/1/indexes/shelf/a', undefined, TWIN_ALGOLIA_SEARCH_KEY)).json).toEqual({ objectID: 'a', title: 'Alpine Lantern', price: 40 });
  });

  it('creates replicas sorted by their ranking and refuses writes to them', async () => {
    const set = await call('PUT', '/1/indexes/shelf/settings', { searchableAttributes: ['title'], replicas: ['shelf_price_asc'] });
    expect(set.status).toBe(200);
    expect(typeof set.json.taskID).toBe('number');
    await call('PUT', '/1/indexes/shelf_price_asc/settings', { ranking: ['asc(price)', 'typo', 'words', 'attribute', 'exact', 'custom'] });
    expect(await titles('shelf_price_asc')).toEqual(['Birch Lantern', 'Cedar Lantern', 'Alpine Lantern']);
    expect((await call('GET', '/1/indexes/shelf_price_asc/settings')).json).toMatchObject({ primary: 'shelf', ranking: ['asc(price)', 'typo', 'words', 'attribute', 'exact', 'custom'] });
    expect((await call('GET', '/1/indexes/shelf/settings')).json).toMatchObject({ replicas: ['shelf_price_asc'], searchableAttributes: ['title'] });
    expect((await call('POST', '/1/indexes/shelf_price_asc/batch', { requests: [{ action: 'addObject', body: { title: 'x' } }] })).status).toBe(400);
    expect((await call('PUT', '/1/indexes/shelf/settings', { ranking: ['sideways(price)'] })).status).toBe(400);
  });

  it('copies settings only with a scope, and a move replaces the destination but keeps its replicas', async () => {
    await call('POST', '/1/indexes/shelf/operation', { operation: 'copy', destination: 'shelf_tmp', scope: ['settings'] });
    expect((await call('GET', '/1/indexes/shelf_tmp/settings')).json).toEqual({ searchableAttributes: ['title'] });
    await call('POST', '/1/indexes/shelf_tmp/batch', { requests: [{ action: 'addObject', body: { objectID: 'd', title: 'Dune Lantern', price: 5 } }] });
    await call('POST', '/1/indexes/shelf_tmp/operation', { operation: 'move', destination: 'shelf' });
    expect(await titles('shelf')).toEqual(['Dune Lantern']);
    expect(await titles('shelf_price_asc')).toEqual(['Dune Lantern']);
    expect((await call('GET', '/1/indexes/shelf_tmp/settings')).status).toBe(404);
    expect((await call('POST', '/1/indexes/shelf/operation', { operation: 'rename', destination: 'x' })).status).toBe(400);
  });

  it('replaces one of its own indexes and leaves the others built from its tables', async () => {
    const before = await titles('trailmate_fr_products');
    await call('POST', '/1/indexes/trailmate_en_products/batch', { requests: [{ action: 'clear' }, { action: 'addObject', body: { objectID: '1', title: 'Solo Harness', price: 1 } }] });
    expect(await titles('trailmate_en_products')).toEqual(['Solo Harness']);
    // Its replicas follow the written records.
    expect(await titles('trailmate_en_products_price_desc')).toEqual(['Solo Harness']);
    expect(await titles('trailmate_fr_products')).toEqual(before);
    expect(before.length).toBeGreaterThan(1);
  });

  it('refuses every write and the settings to the search-only key', async () => {
    for (const [method, path, body] of [
      ['POST', '/1/indexes/shelf/batch', { requests: [] }],
      ['POST', '/1/indexes/shelf/operation', { operation: 'copy', destination: 'y' }],
      ['PUT', '/1/indexes/shelf/settings', {}],
      ['GET', '/1/indexes/shelf/settings', undefined],
    ] as const) {
      expect(await call(method, path, body, TWIN_ALGOLIA_SEARCH_KEY)).toEqual({ status: 403, json: { message: 'Method not allowed with this API key', status: 403 } });
    }
  });
});
