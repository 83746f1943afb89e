import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, startTestTwin } from './helpers.js';
import { TWIN_ALGOLIA_ADMIN_KEY, TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

// A generated catalogue of 1,500 products: every answer is checked against the same rule computed
// here over all records (read with browse), so the index's shortcuts cannot drift from the rules.
const PRODUCTS = 1500;
const INDEX = 'trailmate_en_products';

type Json = Record<string, any>;
type Rec = { objectID: string; title: string; price: number; prices: Record<'USD' | 'CAD' | 'AUD' | 'GBP' | 'EUR', number>; petType: string[]; tags: string[]; productType: string; position: number; createdAtTimestamp: number };

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;
let all: Rec[];

/** Deterministic pseudo-random numbers, so every run indexes the same catalogue. */
function prng(seed: number) {
  return () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function writeCatalogue(dir: string): void {
  const rnd = prng(7);
  const pick = <T,>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const stamp = { _rev: 'r1', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-01T00:00:00Z', brand: 'trailmate' };
  const lines: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const id = 2_000_000 + i;
    // Hammock words only in titles, so one query meets exact, prefix and typo matches in one attribute.
    const title = [pick(['Rover', 'Summit', 'Ridge', 'Harbor']), pick(['Hammock', 'Hammocks', 'Hamock', 'Bench', 'Harness', 'Leash']), pick(['Mini', 'Deluxe', 'Everyday'])].join(' ');
    const usd = Math.round((10 + rnd() * 190) * 100) / 100;
    const money = (rate: number) => ({ price: Math.round(usd * rate * 100) / 100, compareAtPrice: null });
    lines.push(JSON.stringify({
      _id: `shopifyProductVariant-${id}`, _type: 'productVariant', ...stamp,
      store: { id, gid: `gid://shopify/ProductVariant/${id}`, productId: id, sku: `S-${id}`, title: 'Default Title', price: usd, compareAtPrice: null,
        prices: { USD: money(1), CAD: money(1.35), AUD: money(1.5), GBP: money(0.8), EUR: money(0.92) },
        inventory: { isAvailable: true, policy: 'DENY', management: 'SHOPIFY', quantity: Math.floor(rnd() * 3) }, requiresShipping: true, status: 'active', metafields: [] },
    }));
    lines.push(JSON.stringify({
      _id: `shopifyProduct-${id}`, _type: 'product', ...stamp,
      store: { id, gid: `gid://shopify/Product/${id}`, title, slug: { current: `scale-${i}` }, productType: pick(['Car Seat Covers', 'Harnesses', 'Leashes']), vendor: 'Trailmate',
        tags: [pick(['travel', 'winter', 'summer']), pick(['bestseller', 'new'])], status: 'active', options: [],
        variants: [{ _type: 'reference', _ref: `shopifyProductVariant-${id}`, _key: 'v' }], isDeleted: false,
        createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 600) * 86_400_000).toISOString(), requiresSellingPlan: false, sellingPlanGroups: [] },
      title: { en: title }, description: { en: 'Made for the road.' }, languages: ['en'], canBeShown: true, availability: 'available',
      petType: pick(['dog', 'dog', 'cat', 'both']),
    }));
  }
  fs.writeFileSync(path.join(dir, 'catalogue-trailmate.ndjson'), lines.join('\n') + '\n');
}

async function search(params: Json, index = INDEX, key = TWIN_ALGOLIA_SEARCH_KEY, route = 'query'): Promise<Json> {
  const res = await fetch(`${twin.url}/1/indexes/${index}/${route}`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Every hit of a query, page after page. */
async function everyHit(params: Json, index = INDEX): Promise<Rec[]> {
  const hits: Rec[] = [];
  for (let page = 0; ; page++) {
    const res = await search({ ...params, hitsPerPage: 1000, page }, index);
    hits.push(...(res.hits as Rec[]));
    if (page + 1 >= res.nbPages) return hits;
  }
}

/** Facet counts as Algolia orders them: count descending, then value; the first `max`. */
function expectedFacet(records: Rec[], values: (r: Rec) => unknown[], max: number): Record<string, number> {
  const counts = new Map<string, number>();
  for (const r of records) for (const v of values(r)) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, max));
}

/** Levenshtein distance (the catalogue's typo words differ by one letter). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  // Rows have b.length + 1 entries, so every index read below exists.
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length]!;
}

/** Each element with the one after it. */
function neighbours<T>(list: T[]): [T, T][] {
  return list.slice(1).map((b, k) => [list[k]!, b]);
}

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-search-scale-'));
  for (const f of ['stores.ndjson', 'brands.ndjson']) fs.copyFileSync(path.join(FIXTURE_CONTENT, f), path.join(contentDir, f));
  writeCatalogue(contentDir);
  twin = await startTestTwin({ contentDir });
  all = (await search({ hitsPerPage: 1000 }, INDEX, TWIN_ALGOLIA_ADMIN_KEY, 'browse')).hits as Rec[];
  for (let cursor = 1; all.length < PRODUCTS && cursor < 5; cursor++) {
    all.push(...((await search({ hitsPerPage: 1000, page: cursor }, INDEX, TWIN_ALGOLIA_ADMIN_KEY, 'browse')).hits as Rec[]));
  }
}, 60_000);
afterAll(async () => {
  await twin?.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe('search over a large catalogue', () => {
  it('indexes every generated product', () => {
    expect(all).toHaveLength(PRODUCTS);
  });

  it('ranks exact title words above prefixes above typos, catalogue order inside each', async () => {
    const tier = (r: Rec) => {
      const words = r.title.toLowerCase().split(' ');
      return words.includes('hammock') ? 0 : words.some((w) => w.startsWith('hammock')) ? 1 : words.some((w) => distance(w, 'hammock') === 1) ? 2 : -1;
    };
    const hits = await everyHit({ query: 'hammock' });
    expect(hits.length).toBe(all.filter((r) => tier(r) >= 0).length);
    for (const [a, b] of neighbours(hits)) {
      expect(tier(a) < tier(b) || (tier(a) === tier(b) && a.position < b.position), `${a.title} before ${b.title}`).toBe(true);
    }
    expect(new Set(hits.map(tier))).toEqual(new Set([0, 1, 2]));
  });

  it('counts every facet over the filtered hits, most frequent first, ties by value', async () => {
    const params = { query: 'harness', facets: ['*'], maxValuesPerFacet: 5, facetFilters: [['petType:dog', 'petType:cat'], 'tags:-new'], numericFilters: ['prices.USD<=120'] };
    const res = await search(params);
    const expected = all.filter(
      (r) => (r.title.includes('Harness') || r.productType === 'Harnesses') && r.petType.some((p) => p === 'dog' || p === 'cat') && !r.tags.includes('new') && r.prices.USD <= 120,
    );
    expect(res.nbHits).toBe(expected.length);
    expect(res.facets.petType).toEqual(expectedFacet(expected, (r) => r.petType, 5));
    expect(res.facets.tags).toEqual(expectedFacet(expected, (r) => r.tags, 5));
    expect(res.facets.productType).toEqual(expectedFacet(expected, (r) => [r.productType], 5));
    expect(res.facets['prices.CAD']).toEqual(expectedFacet(expected, (r) => [r.prices.CAD], 5));
    const usd = expected.map((r) => r.prices.USD);
    expect(res.facets_stats['prices.USD'].min).toBe(Math.min(...usd));
    expect(res.facets_stats['prices.USD'].max).toBe(Math.max(...usd));
    expect(res.facets_stats['prices.USD'].sum).toBeCloseTo(usd.reduce((s, x) => s + x, 0), 6);
  });

  it('applies a filters expression with OR, NOT and ranges to every record', async () => {
    const hits = await everyHit({ filters: '(tags:winter OR productType:"Car Seat Covers") AND NOT petType:cat AND price:30 TO 90' });
    const expected = all.filter(
      (r) => (r.tags.includes('winter') || r.productType === 'Car Seat Covers') && !r.petType.includes('cat') && r.price >= 30 && r.price <= 90,
    );
    expect(hits.map((h) => h.objectID)).toEqual(expected.sort((a, b) => a.position - b.position).map((r) => r.objectID));
  });

  it('sorts a replica by its attribute first and relevance after, across pages', async () => {
    const hits = await everyHit({ query: 'leash', numericFilters: ['price>=50'] }, `${INDEX}_price_desc`);
    expect(hits.length).toBe(all.filter((r) => (r.title.includes('Leash') || r.productType === 'Leashes') && r.price >= 50).length);
    for (const [a, b] of neighbours(hits)) expect(a.price).toBeGreaterThanOrEqual(b.price);
    const newest = await everyHit({ query: '' }, `${INDEX}_newest`);
    expect(newest).toHaveLength(PRODUCTS);
    for (const [a, b] of neighbours(newest)) {
      expect(a.createdAtTimestamp > b.createdAtTimestamp || (a.createdAtTimestamp === b.createdAtTimestamp && a.position < b.position)).toBe(true);
    }
  });

  it('pages through the same order as one long page', async () => {
    const long = (await search({ query: 'rover', hitsPerPage: 1000 })).hits.map((h: Rec) => h.objectID);
    const paged: string[] = [];
    for (let page = 0; paged.length < long.length; page++) paged.push(...(await search({ query: 'rover', hitsPerPage: 37, page })).hits.map((h: Rec) => h.objectID));
    expect(paged).toEqual(long);
  });

  it('highlights the typed words, a prefix only as far as typed', async () => {
    const res = await search({ query: 'summit hamm', hitsPerPage: 3 });
    expect(res.hits).toHaveLength(3);
    for (const h of res.hits) expect(h._highlightResult.title.value).toMatch(/<em>Summit<\/em> <em>Hamm<\/em>ocks? /);
  });
});
