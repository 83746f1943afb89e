import { describe, expect, it } from 'vitest';
import { ADMIN_HEADERS } from './helpers.js';
import { useSearchTwin } from './search-fixture.js';
import { TWIN_ALGOLIA_ADMIN_KEY, TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

const fixture = useSearchTwin();

type Json = Record<string, any>;

async function post(path: string, body: unknown, key = TWIN_ALGOLIA_SEARCH_KEY, appId = TWIN_ALGOLIA_APP_ID): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${fixture.twin.url}${path}`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': key, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const query = async (index: string, params: Json) => {
  const res = await post(`/1/indexes/${index}/query`, params);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('search records', () => {
  it('leaves out products with canBeShown false', async () => {
    const r = await query('trailmate_en_products', { query: 'hidden treat' });
    expect(r.nbHits).toBe(0);
  });

  it('shows a product only in the languages it is shown in', async () => {
    expect((await query('trailmate_en_products', { query: 'cargo' })).nbHits).toBe(1);
    expect((await query('trailmate_fr_products', { query: 'cargo' })).nbHits).toBe(0);
  });

  it('holds the localized title, url path, prices per currency, pet types and stock', async () => {
    const fr = await query('trailmate_fr_products', { query: 'hamac' });
    expect(fr.hits[0]).toMatchObject({ objectID: '103', title: 'Hamac Rover', handle: 'rover-hammock', url: '/car-seat-covers/rover-hammock/' });
    const bowl = (await query('trailmate_en_products', { query: 'go travel bowl' })).hits[0];
    expect(bowl).toMatchObject({ price: 19, prices: { USD: 19, CAD: 25.65 }, petType: ['dog', 'cat'], inStock: true, availability: 'available' });
    expect(bowl.image).toBe(`${fixture.twin.url}/cdn/images/trailmate/go-travel-bowl.png`);
    const card = (await query('trailmate_en_products', { query: 'gift card' })).hits[0];
    expect(card.url).toBe('/trailmate-gift-card/');
    expect((await query('trailmate_en_products', { query: 'sold out leash' })).hits[0].inStock).toBe(false);
  });

  it('rebuilds after a stock write', async () => {
    const before = await query('trailmate_en_products', { facetFilters: ['inStock:true'], hitsPerPage: 0 });
    fixture.twin.db.prepare('UPDATE variants SET inventory_quantity = 0 WHERE id = 5004').run();
    const after = await query('trailmate_en_products', { facetFilters: ['inStock:true'], hitsPerPage: 0 });
    expect(after.nbHits).toBe(before.nbHits - 1);
    fixture.twin.db.prepare('UPDATE variants SET inventory_quantity = 20 WHERE id = 5004').run();
  });

  it('serves blog posts per language', async () => {
    const r = await query('trailmate_en_blogs', { query: 'hammock' });
    expect(r.hits[0]).toMatchObject({ title: 'Hammock road test', slug: 'hammock-road-test', category: 'Gear', publishedAt: '2025-03-01T00:00:00Z' });
    expect((await query('trailmate_fr_blogs', { query: '' })).hits.map((h: Json) => h.title)).toEqual(['Essai du hamac']);
  });
});

describe('search parameters', () => {
  it('counts facets over the filtered hits, "*" for every facet', async () => {
    const r = await query('trailmate_en_products', { facets: ['petType', 'productType'] });
    expect(r.facets.petType).toEqual({ dog: 8, cat: 3 });
    expect(r.facets.productType['Car Seat Covers']).toBe(4);
    const all = await query('trailmate_en_products', { facets: ['*'], facetFilters: ['petType:cat'] });
    expect(Object.keys(all.facets)).toContain('vendor');
    expect(all.facets.petType).toEqual({ cat: 3, dog: 2 });
    expect(all.facets_stats.price).toMatchObject({ min: 19, max: 74.5 });
  });

  it('ANDs facetFilters and ORs nested lists', async () => {
    expect((await query('trailmate_en_products', { facetFilters: [['productType:Pet Carriers', 'productType:Travel Bowls']] })).nbHits).toBe(2);
    expect((await query('trailmate_en_products', { facetFilters: ['petType:dog', 'petType:cat'] })).nbHits).toBe(2);
    expect((await query('trailmate_en_products', { facetFilters: ['petType:-dog'] })).nbHits).toBe(1);
  });

  it('applies numericFilters and the filters subset', async () => {
    expect((await query('trailmate_en_products', { numericFilters: ['price >= 50', 'price < 100'] })).nbHits).toBe(4);
    expect((await query('trailmate_en_products', { numericFilters: ['prices.CAD:20 TO 30'] })).nbHits).toBe(2);
    const f = await query('trailmate_en_products', { filters: '(petType:cat OR productType:"Car Seat Covers") AND price > 80 AND NOT tags:kit' });
    expect(f.hits.map((h: Json) => h.title).sort()).toEqual(['Harbor Cargo Liner', 'Rover Hammock']);
  });

  it('pages with hitsPerPage and page', async () => {
    const p1 = await query('trailmate_en_products', { hitsPerPage: 4, page: 2 });
    expect(p1).toMatchObject({ nbHits: 9, nbPages: 3, page: 2, hitsPerPage: 4 });
    expect(p1.hits).toHaveLength(1);
  });

  it('takes params as a URL-encoded string, as the clients send them', async () => {
    const r = await query('trailmate_en_products', { params: 'query=rover&hitsPerPage=1&facets=%5B%22petType%22%5D&facetFilters=%5B%5B%22petType%3Adog%22%5D%5D' });
    expect(r.hits).toHaveLength(1);
    expect(r.facets.petType).toEqual({ dog: 2 });
    expect(r.query).toBe('rover');
  });

  it('highlights with <em> by default, or the tags asked for, escaping HTML', async () => {
    const r = await query('trailmate_en_products', { query: 'tug' });
    expect(r.hits[0]._highlightResult.title).toEqual({
      value: '<em>Tug</em> &amp; Toss &lt;Pro&gt; Toy',
      matchLevel: 'full',
      matchedWords: ['tug'],
      fullyHighlighted: false,
    });
    const custom = await query('trailmate_en_products', { query: 'rover hamm', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' });
    expect(custom.hits[0]._highlightResult.title.value).toBe(
      '__ais-highlight__Rover__/ais-highlight__ __ais-highlight__Hamm__/ais-highlight__ock',
    );
  });

  it('retrieves only the attributes asked for, objectID always', async () => {
    const r = await query('trailmate_en_products', { query: 'rover', attributesToRetrieve: ['title'] });
    expect(Object.keys(r.hits[0]).sort()).toEqual(['_highlightResult', 'objectID', 'title']);
  });

  it('answers a 32-hex queryID with clickAnalytics', async () => {
    const r = await query('trailmate_en_products', { query: 'rover', clickAnalytics: true });
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await query('trailmate_en_products', { query: 'rover' })).queryID).toBeUndefined();
  });

  it('sorts through the replicas', async () => {
    const prices = (await query('trailmate_en_products_price_asc', { hitsPerPage: 100 })).hits.map((h: Json) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await query('trailmate_en_products_price_desc', { hitsPerPage: 100 })).hits.map((h: Json) => h.price);
    expect(desc).toEqual([...prices].reverse());
    expect((await query('trailmate_en_products_newest', {})).hits[0].title).toBe('Tug & Toss <Pro> Toy');
    expect((await query('trailmate_en_products_oldest', {})).hits[0].title).toBe('Trailmate Gift Card');
    expect((await query('trailmate_en_products_title_asc', {})).hits[0].title).toBe('Go Travel Bowl');
    expect((await query('trailmate_en_products_title_desc', {})).hits[0].title).toBe('Tug & Toss <Pro> Toy');
    expect((await query('trailmate_en_blogs_newest', {})).hits.map((h: Json) => h.slug)).toEqual(['camping-with-cats', 'hammock-road-test', 'autumn-trails']);
    expect((await query('trailmate_en_blogs_title_asc', {})).hits[0].slug).toBe('autumn-trails');
  });

  it('searches facet values by prefix among the hits, most frequent first', async () => {
    const r = await post('/1/indexes/trailmate_en_products/facets/productType/query', { facetQuery: 'ca', query: '' });
    expect(r.status).toBe(200);
    expect(r.body.facetHits).toEqual([
      { value: 'Car Seat Covers', highlighted: '<em>Ca</em>r Seat Covers', count: 4 },
      { value: 'Gift Cards', highlighted: 'Gift <em>Ca</em>rds', count: 1 },
      { value: 'Pet Carriers', highlighted: 'Pet <em>Ca</em>rriers', count: 1 },
    ]);
    const multi = await post('/1/indexes/*/queries', {
      requests: [{ indexName: 'trailmate_en_products', type: 'facet', facet: 'petType', params: 'facetQuery=c&query=harbor&maxFacetHits=5' }],
    });
    expect(multi.body.results[0].facetHits).toEqual([{ value: 'cat', highlighted: '<em>c</em>at', count: 1 }]);
    expect((await post('/1/indexes/trailmate_en_products/facets/title/query', { facetQuery: 'x' })).status).toBe(400);
    expect((await post('/1/indexes/trailmate_en_products/facets/petType/query', { maxFacetHits: 0 })).status).toBe(400);
  });

  it('answers several queries at once in order', async () => {
    const r = await post('/1/indexes/*/queries', {
      requests: [
        { indexName: 'trailmate_en_products', query: 'rover', hitsPerPage: 1 },
        { indexName: 'trailmate_en_blogs', params: 'query=cats' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.results.map((x: Json) => [x.index, x.nbHits])).toEqual([['trailmate_en_products', 2], ['trailmate_en_blogs', 1]]);
  });
});

describe('search errors', () => {
  it('refuses a wrong key or application id with 403', async () => {
    for (const res of [await post('/1/indexes/trailmate_en_products/query', {}, 'nope'), await post('/1/indexes/*/queries', { requests: [] }, TWIN_ALGOLIA_SEARCH_KEY, 'OTHERAPP')]) {
      expect(res).toEqual({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } });
    }
  });

  it('answers 404 for an unknown index', async () => {
    for (const name of ['nobrand_en_products', 'trailmate_xx_products', 'trailmate_en_products_cheapest', 'trailmate_en_blogs_price_asc']) {
      expect(await post(`/1/indexes/${name}/query`, {})).toEqual({ status: 404, body: { message: 'Index does not exist', status: 404 } });
    }
  });

  it('answers 400 for bad parameters and bodies', async () => {
    const bad = [
      { hitsPerPage: -1 },
      { page: 'two' },
      { unknownThing: 1 },
      { filters: '(petType:dog' },
      { numericFilters: ['price > cheap'] },
      { facetFilters: [[1]] },
      { query: 5 },
    ];
    for (const body of bad) {
      const r = await post('/1/indexes/trailmate_en_products/query', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.status).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect((await post('/1/indexes/trailmate_en_products/query', '{not json')).status).toBe(400);
    expect((await post('/1/indexes/*/queries', { requests: 'x' })).status).toBe(400);
  });

  it('lets only a key with the browse ACL browse, paging with a cursor', async () => {
    expect(await post('/1/indexes/trailmate_en_products/browse', {})).toEqual({ status: 403, body: { message: 'Method not allowed with this API key', status: 403 } });
    const first = await post('/1/indexes/trailmate_en_products/browse', { hitsPerPage: 5 }, TWIN_ALGOLIA_ADMIN_KEY);
    expect(first.body.hits).toHaveLength(5);
    const next = await post('/1/indexes/trailmate_en_products/browse', { hitsPerPage: 5, cursor: first.body.cursor }, TWIN_ALGOLIA_ADMIN_KEY);
    expect(next.body.hits).toHaveLength(4);
    expect(next.body.cursor).toBeUndefined();
  });
});

describe('insights events', () => {
  const event = { eventType: 'click', eventName: 'Product Clicked', index: 'trailmate_en_products', userToken: 'user-1', objectIDs: ['103'], positions: [1], queryID: 'a'.repeat(32) };

  it('stores events readable by user token', async () => {
    const r = await post('/1/events', { events: [event, { ...event, eventType: 'conversion', eventSubtype: 'addToCart', eventName: 'Added', positions: undefined }] });
    expect(r).toEqual({ status: 200, body: { status: 200, message: 'OK' } });
    const res = await fetch(`${fixture.twin.url}/1/events?userToken=user-1`, { headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, ...ADMIN_HEADERS } });
    const { events } = (await res.json()) as { events: Json[] };
    expect(events.map((e) => [e.eventType, e.eventSubtype, e.queryID, e.objectIDs])).toEqual([
      ['click', undefined, 'a'.repeat(32), ['103']],
      ['conversion', 'addToCart', 'a'.repeat(32), ['103']],
    ]);
  });

  it('refuses invalid events with 422 and stores none of the batch', async () => {
    for (const bad of [{ ...event, eventType: 'like' }, { ...event, queryID: 'xyz' }, { ...event, positions: undefined }, { ...event, userToken: 'has space', objectIDs: ['1'] }, { ...event, eventSubtype: 'purchase' }]) {
      const r = await post('/1/events', { events: [{ ...event, userToken: 'user-2' }, bad] });
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
    const res = await fetch(`${fixture.twin.url}/1/events?userToken=user-2`, { headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, ...ADMIN_HEADERS } });
    expect(((await res.json()) as { events: unknown[] }).events).toEqual([]);
    expect((await post('/1/events', { events: [event] }, 'wrong')).status).toBe(403);
  });
});
