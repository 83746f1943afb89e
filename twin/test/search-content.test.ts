// The search indexes built from the real content/: every brand and language, the spec's hidden and
// language-limited products, and blog posts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';
import { searchIndexes } from '../src/search/indexes.js';
import { LANGUAGES, BRAND_IDS } from '../../wire/vocabulary';

const CONTENT = path.resolve(__dirname, '..', '..', 'content');
let twin: Awaited<ReturnType<typeof startTestTwin>>;

async function query(index: string, params: Record<string, unknown>) {
  const res = await fetch(`${twin.url}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { nbHits: number; hits: Record<string, any>[] };
}

beforeAll(async () => {
  twin = await startTestTwin({ contentDir: CONTENT });
});
afterAll(async () => {
  await twin.stop();
});

describe('search over content/', () => {
  it('serves product and blog indexes for every brand language', () => {
    const names = searchIndexes(twin.db).names();
    for (const lang of LANGUAGES) expect(names).toContain(`trailmate_${lang}_products`);
    for (const lang of ['en', 'fr']) expect(names).toContain(`yardwise_${lang}_blogs_newest`);
    expect(names).toContain('homing_en_products_price_asc');
    expect(names).not.toContain('homing_fr_products');
  });

  it('never shows the product marked canBeShown false', async () => {
    const all = await query('trailmate_en_products', { hitsPerPage: 1000, attributesToRetrieve: ['handle'] });
    expect(all.hits.map((h) => h.handle)).not.toContain('go-treat-pouch-refill-bags');
    expect(all.hits.map((h) => h.handle)).toContain('rover-hammock');
  });

  it('filters the pet brands by language', async () => {
    const handles = async (lang: string) =>
      (await query(`trailmate_${lang}_products`, { query: 'harbor', hitsPerPage: 100, attributesToRetrieve: ['handle'] })).hits.map((h) => h.handle);
    expect(await handles('de')).toContain('harbor-cargo-liner');
    expect(await handles('it')).not.toContain('harbor-cargo-liner');
  });

  it('builds product urls with the site path rules', async () => {
    const [card] = (await query('trailmate_en_products', { query: 'e-gift card', hitsPerPage: 1 })).hits;
    expect(card?.url).toBe('/trailmate-e-gift-card/');
    const [fence] = (await query('yardwise_en_products', { query: 'perimeter plus in-ground fence system', hitsPerPage: 1 })).hits;
    expect(fence?.url).toBe('/systems/perimeter-plus-in-ground-fence-system/');
  });

  it('finds blog posts in their language', async () => {
    const r = await query('trailmate_en_blogs', { query: 'rucksack' });
    expect(r.hits[0]).toMatchObject({ slug: 'trail-tested-the-rucksack', category: 'Gear' });
  });

  it('every product manual names a product its brand’s search finds in the manual’s language', async () => {
    const manuals = BRAND_IDS.flatMap((brand) =>
      readFileSync(path.join(CONTENT, `editorial-${brand}.ndjson`), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { _id: string; _type: string; brand: string; language: string; slug: { current: string }; product: { _ref: string } })
        .filter((doc) => doc._type === 'productManual'),
    );
    expect(manuals.length).toBeGreaterThan(0);
    for (const manual of manuals) {
      const id = manual.product._ref.replace(/^shopifyProduct-/, '');
      const found = await query(`${manual.brand}_${manual.language}_products`, { query: '', filters: `objectID:${id}`, hitsPerPage: 1 });
      expect(found.hits.map((h) => h.handle), manual._id).toEqual([manual.slug.current]);
    }
  });
});
