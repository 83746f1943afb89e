import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalContentClient } from '../../src/lib/content/client';
import {
  buildTranslationCache,
  loadTranslationCache,
  stringsForLanguage,
  translationCacheKey,
  type TranslationGroupDoc,
} from '../../src/lib/content/translations';

const group = (groupKey: string, siteIdentifier: string, strings: [string, Record<string, string>][]): TranslationGroupDoc => ({
  groupKey,
  siteIdentifier,
  strings: strings.map(([key, values]) => ({
    key,
    placeholder: null,
    localizedStrings: Object.entries(values).map(([lang, value]) => ({ _key: lang, value })),
  })),
});

const groups = [
  group('navigation', 'global', [['openSearch', { en: 'Open search', fr: 'Ouvrir la recherche' }]]),
  group('checkout', 'trailmate', [['addToCart', { en: 'Add to cart', fr: 'Ajouter au panier' }]]),
  group('checkout', 'yardwise', [['addToCart', { en: 'Add to order', fr: 'Ajouter' }]]),
  group('productTagsList-dog', 'trailmate', [['waterproof', { en: 'Waterproof' }], ['travel', { en: 'Travel' }]]),
  group('productTagsList-cat', 'global', [['travel', { en: 'Travel (dup)' }], ['indoor', { en: 'Indoor' }]]),
];

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function datasetWith(docs: TranslationGroupDoc[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  dirs.push(dir);
  const lines = docs.map((d) => JSON.stringify({ _id: `translationGroup-${d.groupKey}-${d.siteIdentifier}`, _type: 'translationGroup', ...d }));
  writeFileSync(path.join(dir, 'translations.ndjson'), `${lines.join('\n')}\n`);
  return dir;
}

describe('translation cache', () => {
  it('keeps the groups of the site identifier and global only', () => {
    const cache = buildTranslationCache(groups, 'trailmate');
    expect(cache.navigation?.siteIdentifier).toBe('global');
    expect(cache.checkout?.strings[0]?.values.en).toBe('Add to cart');
  });
  it('adds the synthetic productTagsList category named Product Tags List, de-duplicated by key', () => {
    const cache = buildTranslationCache(groups, 'trailmate');
    expect(cache.productTagsList?.name).toBe('Product Tags List');
    expect(cache.productTagsList?.siteIdentifier).toBe('trailmate');
    expect(cache.productTagsList?.strings.map((s) => s.key).sort()).toEqual(['indoor', 'travel', 'waterproof']);
  });
  it('has no productTagsList category when there are no tag strings', () => {
    expect(buildTranslationCache(groups.slice(0, 2), 'trailmate').productTagsList).toBeUndefined();
  });
  it('reads groups with the same GROQ query over NDJSON and caches them under a site-specific key', async () => {
    const client = createLocalContentClient(datasetWith(groups));
    const store = new Map<string, unknown>();
    const cacheStore = { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => store.set(k, v) };
    const cache = await loadTranslationCache(client, 'yardwise', cacheStore);
    expect(cache.checkout?.strings[0]?.values.en).toBe('Add to order');
    expect(store.has(translationCacheKey('yardwise'))).toBe(true);
    expect(translationCacheKey('yardwise')).not.toBe(translationCacheKey('trailmate'));
    expect(stringsForLanguage(cache, 'fr')).toMatchObject({ openSearch: 'Ouvrir la recherche', addToCart: 'Ajouter' });
  });
  it('on failure logs and returns an empty object', async () => {
    const client = createLocalContentClient(path.join(tmpdir(), 'no-such-content-folder-xyz'));
    const logged: string[] = [];
    const cache = await loadTranslationCache(client, 'homing', undefined, (message) => logged.push(message));
    expect(cache).toEqual({});
    expect(logged[0]).toContain('homing');
  });
  it('falls back to English for a language without a value', () => {
    const cache = buildTranslationCache(groups, 'trailmate');
    expect(stringsForLanguage(cache, 'de').waterproof).toBe('Waterproof');
  });
});

describe('UI strings and product tag labels', () => {
  it('a product tag keyed like a UI string does not replace the UI string', () => {
    const cache = buildTranslationCache(
      [
        group('ui-layout', 'global', [['home', { en: 'Home', fr: 'Accueil' }]]),
        group('productTagsList-trailmate', 'trailmate', [['home', { en: 'Home', fr: 'Maison' }]]),
      ],
      'trailmate',
    );
    expect(stringsForLanguage(cache, 'fr').home).toBe('Accueil');
  });
});
