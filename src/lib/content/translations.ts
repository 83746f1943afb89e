// The translation cache: translation groups of the site identifier and `global`
// turned into categories, plus the synthetic productTagsList category; cached under a
// site-specific key; a failure is logged and gives an empty cache.
import type { ContentClient } from './client';
import { TRANSLATION_GROUPS_QUERY } from './queries';

/** A translation group as content stores it. */
export interface TranslationGroupDoc {
  groupKey: string;
  siteIdentifier: string;
  strings: {
    key: string;
    placeholder?: string | null;
    localizedStrings?: { _key: string; value: string }[] | null;
  }[] | null;
}

/** One string of a category: its values by language. */
export interface TranslationString {
  key: string;
  placeholder: string | null;
  values: Record<string, string>;
}

/** A category of the cache. */
export interface TranslationCategory {
  key: string;
  name: string;
  strings: TranslationString[];
  siteIdentifier: string;
}

/** Categories by key. */
export type TranslationCache = Record<string, TranslationCategory>;

/** A key-value cache (Gatsby's `cache` fits). */
export interface CacheStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** Groups whose key starts with this hold product tag labels. */
export const PRODUCT_TAGS_GROUP_PREFIX = 'productTagsList-';
/** Key and name of the synthetic product tag category. */
export const PRODUCT_TAGS_CATEGORY = { key: 'productTagsList', name: 'Product Tags List' } as const;

/** The key the cache of a site is stored under. */
export function translationCacheKey(siteIdentifier: string): string {
  return `translation-cache-${siteIdentifier}`;
}

function toString(doc: NonNullable<TranslationGroupDoc['strings']>[number]): TranslationString {
  const values: Record<string, string> = {};
  for (const entry of doc.localizedStrings ?? []) {
    if (typeof entry.value === 'string') values[entry._key] = entry.value;
  }
  return { key: doc.key, placeholder: doc.placeholder ?? null, values };
}

/** Builds the categories from translation groups of one site identifier (and global). */
export function buildTranslationCache(groups: TranslationGroupDoc[], siteIdentifier: string): TranslationCache {
  const cache: TranslationCache = {};
  const tagStrings = new Map<string, TranslationString>();
  for (const group of groups) {
    if (group.siteIdentifier !== siteIdentifier && group.siteIdentifier !== 'global') continue;
    const strings = (group.strings ?? []).filter((s) => s && s.key).map(toString);
    cache[group.groupKey] = { key: group.groupKey, name: group.groupKey, strings, siteIdentifier: group.siteIdentifier };
    if (group.groupKey.startsWith(PRODUCT_TAGS_GROUP_PREFIX)) {
      for (const string of strings) if (!tagStrings.has(string.key)) tagStrings.set(string.key, string);
    }
  }
  if (tagStrings.size > 0) {
    cache[PRODUCT_TAGS_CATEGORY.key] = {
      ...PRODUCT_TAGS_CATEGORY,
      strings: [...tagStrings.values()],
      siteIdentifier,
    };
  }
  return cache;
}

/**
 * The translation cache of a site: read from `cache` when present, else queried and stored.
 * Any failure is logged and gives `{}` so a page renders with its fallbacks.
 */
export async function loadTranslationCache(
  client: ContentClient,
  siteIdentifier: string,
  cache?: CacheStore,
  log: (message: string, error: unknown) => void = console.error,
): Promise<TranslationCache> {
  const key = translationCacheKey(siteIdentifier);
  try {
    const cached = (await cache?.get(key)) as TranslationCache | undefined;
    if (cached) return cached;
    const groups = await client.fetch<TranslationGroupDoc[]>(TRANSLATION_GROUPS_QUERY, { site: siteIdentifier });
    const built = buildTranslationCache(groups ?? [], siteIdentifier);
    await cache?.set(key, built);
    return built;
  } catch (error) {
    log(`Translation cache for "${siteIdentifier}" could not be loaded`, error);
    return {};
  }
}

/**
 * Every string of the cache in one language, by key; a missing value falls back to English.
 * Site-specific strings win over global ones with the same key.
 */
export function stringsForLanguage(cache: TranslationCache, language: string): Record<string, string> {
  const out: Record<string, string> = {};
  // Product tag labels rank lowest, so a tag keyed like a UI string (`home`) never replaces it.
  const rank = (c: TranslationCategory) =>
    c.key === PRODUCT_TAGS_CATEGORY.key || c.key.startsWith(PRODUCT_TAGS_GROUP_PREFIX) ? 0 : c.siteIdentifier === 'global' ? 1 : 2;
  const categories = Object.values(cache).sort((a, b) => rank(a) - rank(b));
  for (const category of categories) {
    for (const string of category.strings) {
      const value = string.values[language] ?? string.values.en;
      if (value !== undefined) out[string.key] = value;
    }
  }
  return out;
}
