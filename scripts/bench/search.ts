// Search benchmark: a generated catalogue of 10,000 products (made in memory, written to a temp
// content directory, never to content/), the twin's index build time, and query p50/p95 through
// HTTP on loopback (a bounded sequential loop of mixed queries: words, prefixes, typos, facets and
// filters, a replica sort). Also times the engine alone (SearchIndex.search in this process, no HTTP),
// which separates the index's cost from the HTTP client's and server's. Reports numbers only.
// BENCH_PRODUCTS and BENCH_QUERIES change the sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTwin } from '../../twin/src/app';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../../twin/src/search/config';
import { SearchIndex } from '../../twin/src/search/engine';
import { SETTINGS, searchIndexes } from '../../twin/src/search/indexes';
import { parseSearchParams } from '../../twin/src/search/params';
import { productRecords } from '../../twin/src/search/records';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 600);

const SERIES = ['Rover', 'Summit', 'Ridge', 'Harbor', 'Go', 'Loft', 'Journey', 'Trail', 'Halifax', 'Core'];
const ITEMS = [
  ['Hammock', 'Car Seat Covers'], ['Bench Seat Cover', 'Car Seat Covers'], ['Dog Harness', 'Harnesses'], ['Dog Leash', 'Leashes'],
  ['Dog Collar', 'Collars'], ['Travel Bowl', 'Travel Bowls'], ['Dog Bed', 'Beds'], ['Pet Carrier', 'Pet Carriers'],
  ['Rain Shell', 'Dog Coats'], ['Fleece Sweater', 'Dog Coats'], ['Cooling Mat', 'Beds'], ['Floating Ball', 'Toys'],
];
const MODIFIERS = ['', 'Extended Width', 'Waterproof', 'Reflective', 'Deluxe', 'Mini', 'Insulated', 'Everyday'];
const TAGS = ['dog', 'cat', 'car', 'waterproof', 'bestseller', 'travel', 'winter', 'summer'];

/** Deterministic pseudo-random numbers, so every run indexes the same catalogue. */
function prng(seed: number) {
  return () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function generateContent(dir: string): void {
  const rnd = prng(42);
  // Every list picked from is a non-empty constant.
  const pick = <T,>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const lines: string[] = [];
  const stamp = { _rev: 'r1', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-01T00:00:00Z', brand: 'trailmate' };
  lines.push(JSON.stringify({ _id: 'shopifyStore-trailmate-us', _type: 'shopifyStore', ...stamp, name: 'trailmate-us', currency: 'USD', countries: ['US'], storefrontAccessToken: 'bench-token-us' }));
  fs.writeFileSync(path.join(dir, 'stores.ndjson'), lines.join('\n') + '\n');
  const docs: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const id = 1_000_000 + i;
    const [item, type] = pick(ITEMS);
    const title = [pick(SERIES), pick(MODIFIERS), item].filter(Boolean).join(' ');
    const usd = Math.round((10 + rnd() * 190) * 100) / 100;
    const created = new Date(Date.UTC(2023, 0, 1) + Math.floor(rnd() * 900) * 86_400_000).toISOString();
    const money = (rate: number) => ({ price: Math.round(usd * rate * 100) / 100, compareAtPrice: null });
    docs.push(JSON.stringify({
      _id: `shopifyProductVariant-${id}`, _type: 'productVariant', ...stamp,
      store: { id, gid: `gid://shopify/ProductVariant/${id}`, productId: id, sku: `B-${id}`, title: 'Default Title', price: usd, compareAtPrice: null,
        prices: { USD: money(1), CAD: money(1.35), AUD: money(1.5), GBP: money(0.8), EUR: money(0.92) },
        inventory: { isAvailable: true, policy: 'DENY', management: 'SHOPIFY', quantity: Math.floor(rnd() * 5) }, requiresShipping: true, status: 'active', metafields: [] },
    }));
    docs.push(JSON.stringify({
      _id: `shopifyProduct-${id}`, _type: 'product', ...stamp,
      store: { id, gid: `gid://shopify/Product/${id}`, title, slug: { current: `bench-${i}` }, productType: type, vendor: 'Trailmate',
        tags: [pick(TAGS), pick(TAGS)], status: 'active', options: [], variants: [{ _type: 'reference', _ref: `shopifyProductVariant-${id}`, _key: 'v' }],
        isDeleted: false, createdAt: created, requiresSellingPlan: false, sellingPlanGroups: [] },
      title: { en: title }, description: { en: `${title}: made for dogs on the move, tested on the trail.` }, languages: ['en'],
      canBeShown: true, availability: 'available', petType: rnd() < 0.7 ? 'dog' : rnd() < 0.5 ? 'cat' : 'both',
    }));
  }
  fs.writeFileSync(path.join(dir, 'catalogue-trailmate.ndjson'), docs.join('\n') + '\n');
}

// `replica` picks a sort replica's index (`trailmate_en_products_<replica>`); the rest is the body.
const REQUESTS: Record<string, unknown>[] = [
  { query: 'hammock' },
  { query: 'rover ham' },
  { query: 'harnes' },
  { query: 'waterprof jacket' },
  { query: 'dog', facets: ['*'], hitsPerPage: 24 },
  { query: 'bed', facetFilters: [['petType:dog', 'petType:cat']], numericFilters: ['prices.USD<=80'] },
  { query: '', filters: 'productType:"Car Seat Covers" AND price > 50', facets: ['petType', 'productType'] },
  { query: 'summit leash', page: 1, clickAnalytics: true },
  { query: '', facets: ['*'], hitsPerPage: 24 },
  { query: 'harness', replica: 'price_asc', facets: ['petType'], numericFilters: ['price:20 TO 120'] },
];

const ENGINE_ROUNDS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const contentDir = path.join(dir, 'content');
  fs.mkdirSync(contentDir);
  let t = performance.now();
  generateContent(contentDir);
  const generateMs = performance.now() - t;
  t = performance.now();
  const twin = await startTwin({ port: 0, dbPath: path.join(dir, 'twin.sqlite'), contentDir, reset: true, rateLimit: { perSecond: 0, burst: 0 } });
  const seedMs = performance.now() - t;
  try {
    // Best of three: a build is one long synchronous task, so other load on the machine only adds to it.
    const best = (run: () => void) => Math.min(...[0, 1, 2].map(() => ((t = performance.now()), run(), performance.now() - t)));
    let records: ReturnType<typeof productRecords> = [];
    const recordsMs = best(() => (records = productRecords(twin.db, 'trailmate', 'en', twin.url)));
    const buildMs = best(() => new SearchIndex(records, SETTINGS.products));
    t = performance.now();
    searchIndexes(twin.db).resolve('trailmate_en_products');
    const firstResolveMs = performance.now() - t;

    const url = (replica: unknown) => `${twin.url}/1/indexes/trailmate_en_products${replica ? `_${String(replica)}` : ''}/query`;
    const headers = { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, 'content-type': 'application/json' };
    const perQuery = new Map<number, number[]>();
    const all: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const which = i % REQUESTS.length;
      const { replica, ...body } = REQUESTS[which]!;
      const start = performance.now();
      const res = await fetch(url(replica), { method: 'POST', headers, body: JSON.stringify(body) });
      await res.json();
      if (res.status !== 200) throw new Error(`query ${which} answered ${res.status}`);
      const ms = performance.now() - start;
      if (i >= REQUESTS.length) {
        all.push(ms);
        perQuery.set(which, [...(perQuery.get(which) ?? []), ms]);
      }
    }
    all.sort((a, b) => a - b);

    // The engine alone, on the index the twin serves (built above), answers serialized as the route does.
    const served = searchIndexes(twin.db);
    const engine: number[] = [];
    for (let round = 0; round < ENGINE_ROUNDS + 1; round++) {
      for (const { replica, ...body } of REQUESTS) {
        const resolved = served.resolve(`trailmate_en_products${replica ? `_${String(replica)}` : ''}`);
        if (!resolved) throw new Error('the benchmark index is missing');
        const start = performance.now();
        JSON.stringify(resolved.index.search(parseSearchParams(body), resolved.sort));
        if (round > 0) engine.push(performance.now() - start);
      }
    }
    engine.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1);
    console.log(`search benchmark: ${records.length} product records (${PRODUCTS} generated), Node ${process.version}, ${os.cpus().length} CPUs`);
    console.log(`  generate content ${f(generateMs)} ms, twin start + seed ${f(seedMs)} ms`);
    console.log(`  records from tables ${f(recordsMs)} ms, index build ${f(buildMs)} ms (each best of 3), first query's rebuild (records + index) ${f(firstResolveMs)} ms`);
    console.log(`  HTTP queries (sequential, loopback, ${all.length} measured after warm-up): p50 ${f(percentile(all, 50))} ms, p95 ${f(percentile(all, 95))} ms`);
    for (const [which, list] of [...perQuery].sort((a, b) => a[0] - b[0])) {
      list.sort((a, b) => a - b);
      console.log(`    ${JSON.stringify(REQUESTS[which]).padEnd(110)} p50 ${f(percentile(list, 50))} ms  p95 ${f(percentile(list, 95))} ms`);
    }
    console.log(`  engine alone (in process, ${engine.length} queries): p50 ${f(percentile(engine, 50))} ms, p95 ${f(percentile(engine, 95))} ms`);
  } finally {
    await twin.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
