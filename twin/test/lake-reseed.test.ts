// A published change in the lake reaches every module seeded from content: the Storefront API and
// the search index show the new title; a draft reaches neither. It also survives a restart.
import { describe, expect, it } from 'vitest';
import { createClient, type SanityClient } from '@sanity/client';
import { startTwin } from '../src/app.js';
import { FIXTURE_CONTENT, TEST_ADMIN_KEY, TOKENS, useTestTwin } from './helpers.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

const twin = useTestTwin();

const lake = (url = twin.url): SanityClient =>
  createClient({ projectId: 'twin', dataset: 'production', apiHost: `${url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: TEST_ADMIN_KEY });

async function storefrontTitle(url = twin.url): Promise<string> {
  const res = await fetch(`${url}/shops/trailmate-us/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] },
    body: JSON.stringify({ query: '{ product(handle: "trail-bowl") { title } collection(handle: "everything") { title } }' }),
  });
  const body = (await res.json()) as { data: { product: { title: string }; collection: { title: string } } };
  return `${body.data.product.title} | ${body.data.collection.title}`;
}

async function searchTitles(q: string): Promise<string[]> {
  const res = await fetch(`${twin.url}/1/indexes/trailmate_en_products/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ query: q }),
  });
  const body = (await res.json()) as { hits: { title: string }[] };
  return body.hits.map((h) => h.title);
}

describe('re-seeding from the lake', () => {
  it('shows a published title change in the Storefront API and search, and not a draft', async () => {
    expect(await storefrontTitle()).toBe('Trail Bowl | Everything');
    expect(await searchTitles('bowl')).toEqual(['Trail Bowl']);

    const bowl = await lake().getDocument('shopifyProduct-1002');
    await lake().createOrReplace({ ...bowl!, _id: 'drafts.shopifyProduct-1002', title: { en: 'Draft Bowl' } });
    expect(await storefrontTitle()).toBe('Trail Bowl | Everything');
    expect(await searchTitles('draft')).toEqual([]);

    await lake().patch('shopifyProduct-1002').set({ title: { en: 'Summit Bowl' } }).commit();
    await lake().patch('shopifyCollection-3002').set({ 'title.en': 'All the gear' }).commit();
    expect(await storefrontTitle()).toBe('Summit Bowl | All the gear');
    expect(await searchTitles('summit')).toEqual(['Summit Bowl']);
    expect(await searchTitles('bowl')).toEqual(['Summit Bowl']);
  });

  it('re-seeds from the lake\'s documents after a restart, not from the files', async () => {
    await lake().patch('shopifyProduct-1002').set({ title: { en: 'Restart Bowl' } }).commit();
    await twin.close();
    const again = await startTwin({ port: 0, dbPath: twin.dbPath, contentDir: FIXTURE_CONTENT, rateLimit: { perSecond: 0, burst: 0 }, adminKey: TEST_ADMIN_KEY });
    try {
      expect((await storefrontTitle(again.url)).split(' | ')[0]).toBe('Restart Bowl');
      expect((await lake(again.url).getDocument('shopifyProduct-1002'))?.title).toEqual({ en: 'Restart Bowl' });
    } finally {
      await again.close();
      // The file's own twin is closed already; stop() only removes its folder.
      Object.assign(twin, { close: async () => undefined });
    }
  });
});
