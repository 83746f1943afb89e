// A collection's products in a sort order, as a catalogue listing pages through them: each order is
// worked out once per collection, so it must still follow what it depends on (the title's language).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertValidDocument as v, FIXTURE_CONTENT, startTestTwin, type TestTwin } from './helpers.js';

const SORTED = v(`query CollectionSorted($sortKey: ProductCollectionSortKeys, $reverse: Boolean, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  collection(handle: "everything") {
    products(first: 1, after: $after, sortKey: $sortKey, reverse: $reverse) {
      nodes { handle }
      pageInfo { hasNextPage endCursor }
    }
  }
}`);

type Page = { collection: { products: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } };

// The fixture's titles, in German in another order than in English.
const GERMAN: Record<string, string> = {
  'rover-hammock-extended-width': 'Rover Hängematte extrabreit',
  'trail-bowl': 'Wandernapf',
  'sold-out-leash': 'Ausverkaufte Leine',
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collection-sort-'));
const contentDir = path.join(dir, 'content');
fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
const file = path.join(contentDir, 'catalogue-trailmate.ndjson');
const docs = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, any>);
for (const d of docs) if (d._type === 'product' && GERMAN[d.store.slug.current]) d.title.de = GERMAN[d.store.slug.current];
fs.writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');

let twin: TestTwin | undefined;
afterAll(async () => {
  await twin?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The collection's product handles, one page at a time. */
async function handles(variables: Record<string, unknown>): Promise<string[]> {
  twin ??= await startTestTwin({ contentDir });
  const out: string[] = [];
  let after: string | null = null;
  do {
    const page: Page = await twin.client().request<Page>(SORTED, { ...variables, after });
    out.push(...page.collection.products.nodes.map((n) => n.handle));
    after = page.collection.products.pageInfo.hasNextPage ? page.collection.products.pageInfo.endCursor : null;
  } while (after);
  return out;
}

describe('collection products sorted', () => {
  it('by TITLE in the asked language, across pages, whichever language asked first', async () => {
    const english = ['rover-hammock-extended-width', 'sold-out-leash', 'trail-bowl'];
    const german = ['sold-out-leash', 'rover-hammock-extended-width', 'trail-bowl'];
    // German is a language of the German market (the fixture brand's /de/), English of the American one.
    expect(await handles({ sortKey: 'TITLE', country: 'US', language: 'EN' })).toEqual(english);
    expect(await handles({ sortKey: 'TITLE', country: 'DE', language: 'DE' })).toEqual(german);
    expect(await handles({ sortKey: 'TITLE', country: 'US', language: 'EN' })).toEqual(english);
    expect(await handles({ sortKey: 'TITLE', country: 'DE', language: 'DE', reverse: true })).toEqual([...german].reverse());
  });

  it('in its own order by default, newest first by CREATED, across pages', async () => {
    expect(await handles({})).toEqual(['trail-bowl', 'rover-hammock-extended-width', 'sold-out-leash']);
    expect(await handles({ sortKey: 'CREATED' })).toEqual(['trail-bowl', 'sold-out-leash', 'rover-hammock-extended-width']);
  });
});
