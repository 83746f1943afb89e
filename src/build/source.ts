// Sources everything a brand's build needs: content through the content door and the catalogue
// through the Storefront API door, priced per market country (@inContext).
import type { ContentClient } from '../lib/content/client';
import {
  BLOG_CATEGORIES_QUERY,
  BLOG_POSTS_QUERY,
  BRAND_SETTINGS_QUERY,
  COLLECTIONS_QUERY,
  NOTIFICATION_BANNERS_QUERY,
  PAGES_QUERY,
  PRESS_RELEASES_QUERY,
  PRODUCTS_QUERY,
  PRODUCT_MANUALS_QUERY,
  SELLING_PLAN_LABELS_QUERY,
  STORE_LOCATIONS_QUERY,
  STORES_QUERY,
  SUPPORT_CARDS_QUERY,
} from '../lib/content/queries';
import { loadTranslationCache, type CacheStore, type TranslationCache } from '../lib/content/translations';
import type { LocaleContext } from '../lib/content/site-context';
import {
  createStorefrontClient,
  fetchCatalogueCollections,
  fetchCatalogueProducts,
  type CatalogueCollection,
  type CatalogueProduct,
  type StorefrontEndpoint,
  type StorefrontFailure,
} from '../lib/storefront';
import type {
  BannerDoc,
  BlogCategoryDoc,
  BlogPostDoc,
  BrandSettingsDoc,
  CollectionDoc,
  Localized,
  PageDoc,
  PressReleaseDoc,
  ProductDoc,
  ProductManualDoc,
  StoreLocationDoc,
  SupportCardDoc,
} from './content-types';
import { MISSING_STORE_SETTINGS, namedStoreSettings, storeKeyFor, type StoreSettings } from './stores';

/** The catalogue of one market: products by handle and collections, priced for its country. */
export interface MarketCatalogue {
  products: Map<string, CatalogueProduct>;
  collections: CatalogueCollection[];
}

/** Everything sourced for one brand. */
export interface SiteData {
  settings: BrandSettingsDoc;
  stores: { usd: StoreSettings; cad: StoreSettings };
  products: ProductDoc[];
  collections: CollectionDoc[];
  pages: PageDoc[];
  categories: BlogCategoryDoc[];
  posts: BlogPostDoc[];
  press: PressReleaseDoc[];
  supportCards: SupportCardDoc[];
  /** Product manuals, every language. */
  manuals: ProductManualDoc[];
  storeLocations: StoreLocationDoc[];
  banners: BannerDoc[];
  translations: TranslationCache;
  /** Localized selling plan labels by plan gid. */
  sellingPlanLabels: Map<string, Localized>;
  /** Catalogue by locale id. */
  catalogues: Map<string, MarketCatalogue>;
}

/** Reads the brand's content; fails with the spec's message when a named store has no settings. */
export async function sourceContent(
  client: ContentClient,
  brandId: string,
  brandStores: { usd: string; cad: string },
  cache?: CacheStore,
): Promise<Omit<SiteData, 'catalogues'>> {
  const params = { brand: brandId };
  const [storeDocs, settings, products, collections, pages, categories, posts, press, supportCards, manuals, storeLocations, banners, planLabels] =
    await Promise.all([
      client.fetch<StoreSettings[]>(STORES_QUERY),
      client.fetch<BrandSettingsDoc | null>(BRAND_SETTINGS_QUERY, params),
      client.fetch<ProductDoc[]>(PRODUCTS_QUERY, params),
      client.fetch<CollectionDoc[]>(COLLECTIONS_QUERY, params),
      client.fetch<PageDoc[]>(PAGES_QUERY, params),
      client.fetch<BlogCategoryDoc[]>(BLOG_CATEGORIES_QUERY, params),
      client.fetch<BlogPostDoc[]>(BLOG_POSTS_QUERY, params),
      client.fetch<PressReleaseDoc[]>(PRESS_RELEASES_QUERY, params),
      client.fetch<SupportCardDoc[]>(SUPPORT_CARDS_QUERY, params),
      client.fetch<ProductManualDoc[]>(PRODUCT_MANUALS_QUERY, params),
      client.fetch<StoreLocationDoc[]>(STORE_LOCATIONS_QUERY, params),
      client.fetch<BannerDoc[]>(NOTIFICATION_BANNERS_QUERY, params),
      client.fetch<({ gid: string; label: Localized } | null)[]>(SELLING_PLAN_LABELS_QUERY, params),
    ]);
  // The brand settings document may name the stores too; both must have settings.
  const stores = namedStoreSettings(brandStores, storeDocs ?? []);
  if (settings?.stores) namedStoreSettings(settings.stores, storeDocs ?? []);
  if (!settings) throw new Error(`No brandSettings document for "${brandId}". ${MISSING_STORE_SETTINGS}`);
  const translations = await loadTranslationCache(client, brandId, cache);
  return {
    settings,
    stores,
    products: products ?? [],
    collections: collections ?? [],
    pages: pages ?? [],
    categories: categories ?? [],
    posts: posts ?? [],
    press: press ?? [],
    supportCards: supportCards ?? [],
    manuals: manuals ?? [],
    storeLocations: storeLocations ?? [],
    banners: banners ?? [],
    translations,
    sellingPlanLabels: new Map((planLabels ?? []).filter((p) => p?.gid && p.label).map((p) => [p!.gid, p!.label])),
  };
}

function catalogueFailed(market: string, part: string, failure: StorefrontFailure): Error {
  const detail = [failure.status ? `HTTP ${failure.status}` : '', ...(failure.errors ?? [])].filter(Boolean).join('; ');
  return new Error(`The Storefront ${part} of ${market} could not be read: ${failure.code}${detail ? ` (${detail})` : ''}`);
}

/** Fetches the catalogue once per store × country and maps it to every locale; a catalogue that cannot be read throws. */
export async function sourceCatalogues(
  locales: LocaleContext[],
  endpoints: { usd: StorefrontEndpoint; cad: StorefrontEndpoint },
): Promise<Map<string, MarketCatalogue>> {
  // Every market's requests start at once: the catalogue service answers one market while the
  // build reads another's pages (one after the other, each side waited for the other).
  const byMarket = new Map<string, Promise<MarketCatalogue>>();
  const marketOf = (locale: LocaleContext) => `${storeKeyFor(locale.currency)}:${locale.country}`;
  for (const locale of locales) {
    const store = storeKeyFor(locale.currency);
    const key = marketOf(locale);
    if (!byMarket.has(key)) {
      const client = createStorefrontClient(endpoints[store]);
      byMarket.set(
        key,
        Promise.all([fetchCatalogueProducts(client, locale.country), fetchCatalogueCollections(client, locale.country)]).then(([products, collections]) => {
          // A catalogue the store could not give stops the build: no site is built without its products.
          if (!products.ok) throw catalogueFailed(key, 'products', products.failure);
          if (!collections.ok) throw catalogueFailed(key, 'collections', collections.failure);
          return { products: new Map(products.value.map((p) => [p.handle, p])), collections: collections.value };
        }),
      );
    }
  }
  const markets = new Map(await Promise.all([...byMarket].map(async ([key, catalogue]) => [key, await catalogue] as const)));
  return new Map(locales.map((locale) => [locale.id, markets.get(marketOf(locale))!]));
}
