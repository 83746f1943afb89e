import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers.js';
import { writeSearchContent } from './search-fixture.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;

async function titles(query: string, index = 'trailmate_en_products'): Promise<string[]> {
  const res = await fetch(`${twin.url}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { hits: { title: string }[] }).hits.map((h) => h.title);
}

beforeAll(async () => {
  contentDir = writeSearchContent();
  twin = await startTestTwin({ contentDir });
});
afterAll(async () => {
  await twin.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe('search ranking', () => {
  // Catalogue order is typo, prefix, exact: relevance must reverse it.
  it('ranks an exact word above a prefix match above a typo match', async () => {
    expect(await titles('hammock')).toEqual(['Rover Hammock', 'Hammocks Travel Kit', 'Hamock Seat Cover']);
  });

  it('matches the last query word as a prefix', async () => {
    expect((await titles('harbor car')).sort()).toEqual(['Harbor Cargo Liner', 'Harbor Cat Carrier']);
  });

  it('allows one typo from four letters and none below', async () => {
    expect(await titles('bowk')).toEqual(['Go Travel Bowl']);
    expect(await titles('gk')).toEqual([]);
  });

  it('requires every query word to match', async () => {
    expect(await titles('rover kit')).toEqual([]);
  });

  it('ignores accents and case', async () => {
    expect(await titles('RÓVER')).toEqual(await titles('rover'));
    expect((await titles('RÓVER'))[0]).toBe('Rover Hammock');
  });

  it('keeps catalogue order for an empty query', async () => {
    expect((await titles('')).slice(0, 3)).toEqual(['Hamock Seat Cover', 'Hammocks Travel Kit', 'Rover Hammock']);
  });
});
