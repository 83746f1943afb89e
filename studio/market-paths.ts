// What Studio's Presentation tools (studio/presentation.ts) know of the brands' pages, without Sanity:
// the brands and their market paths, a document's pages in every market of its brand, the listened
// query that reads what those need, and the document a preview page in any market is about. Paths
// follow the site's rules (src/lib/paths/): a page of the default market has no prefix, the same page
// of another market sits under that market's path (`/de/`, `/be/fr/`; the brand's
// brandSettings.marketPaths). It imports nothing, so the root's tests load it without Studio's install.

/** A market of a brand as its brandSettings document lists it (`marketPaths[]`). */
export interface MarketPath {
  country?: string | null;
  language?: string | null;
  /** The market's path prefix: `/` for the default market, else `/de/`, `/be/fr/`, … */
  path?: string | null;
}

/** A brand's Presentation tool: its preview origin, blog path and markets. */
export interface PreviewBrand {
  id: 'trailmate' | 'yardwise' | 'homing';
  title: string;
  /** Where the brand's blog lives (brands/<brand>/brand.json `blogPath`). */
  blogPath: string;
  /** The preview origin `npm start` serves (scripts/preview/ports.ts). */
  port: number;
  /**
   * The brand's market paths and their languages, in the order of its brandSettings `marketPaths`
   * (content/brands.ndjson; tests/studio/presentation.test.ts holds the two together). Presentation
   * matches a preview page to its document before any query runs, so the prefixes are fixed here.
   */
  markets: Record<string, string>;
}

/** The brands, one Presentation tool each. */
export const BRANDS: PreviewBrand[] = [
  {
    id: 'trailmate',
    title: 'Trailmate',
    blogPath: '/blog/',
    port: 9021,
    markets: {
      '/': 'en',
      '/en-ca/': 'en',
      '/au/': 'en',
      '/gb/': 'en',
      '/fr/': 'fr',
      '/be/': 'nl',
      '/be/fr/': 'fr',
      '/de/': 'de',
      '/ie/': 'en',
      '/it/': 'it',
      '/nl/': 'nl',
      '/nl/en/': 'en',
      '/es/': 'es',
      '/ch/': 'de',
      '/ch/fr/': 'fr',
      '/ch/it/': 'it',
    },
  },
  { id: 'yardwise', title: 'Yardwise', blogPath: '/learn/', port: 9022, markets: { '/': 'en', '/fr/': 'fr', '/ca/': 'en', '/ca/fr/': 'fr' } },
  { id: 'homing', title: 'Homing', blogPath: '/blog/', port: 9023, markets: { '/': 'en', '/en-ca/': 'en' } },
];

const slash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
/** src/lib/paths/core.ts toUrlSafe (Studio is its own package and does not import the site's code). */
const toUrlSafe = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A product's page (src/lib/paths/product-slug.ts): its prefix, else its product type, then its handle. */
export function productHref(handle: string, productType?: string | null, pathPrefix?: string | null): string {
  if (pathPrefix !== undefined && pathPrefix !== null) {
    const prefix = trimSlashes(pathPrefix);
    return slash(prefix ? `/${prefix}/${handle}` : `/${handle}`);
  }
  const type = toUrlSafe(productType ?? '');
  return slash(type ? `/${type}/${handle}` : `/${handle}`);
}

/** A page under a market's path, as src/lib/paths/core.ts localizePath: (`/be/fr/`, `/dog-hammocks/`) → `/be/fr/dog-hammocks/`. */
export function marketHref(marketPath: string, pagePath: string): string {
  return `${marketPath.replace(/\/+$/, '')}${slash(`/${trimSlashes(pagePath)}`)}`;
}

/** A page Presentation lists for a document (sanity/presentation's DocumentLocation). */
export interface PageLocation {
  title: string;
  href: string;
}

/** A document's pages, or why there are none (sanity/presentation's DocumentLocationsState). */
export interface PageLocations {
  locations?: PageLocation[];
  message?: string;
  tone?: 'positive' | 'caution' | 'critical';
}

/** What the location list reads of a document (LOCATION_QUERY's `doc`). */
export interface LocatedDocument {
  _type: string;
  title?: string | null;
  /** A product's or collection's handle, else the document's slug. */
  slug?: string | null;
  productType?: string | null;
  pathPrefix?: string | null;
  brand?: string | null;
  brands?: string[] | null;
  /** The language of a per-language document (blogPost, page, sharedPage). */
  language?: string | null;
  /** The languages a product is shown in (none listed: all). */
  languages?: string[] | null;
}

/** LOCATION_QUERY's answer: the document (null before it exists) and its brand's market paths. */
export interface LocationAnswer {
  doc: LocatedDocument | null;
  marketPaths: MarketPath[] | null;
}

/** Documents written once per language: each shows in the markets of its language only. */
const PER_LANGUAGE = new Set(['blogPost', 'page', 'sharedPage']);

/** Whether a document (its `brand`, or a shared one's `brands`) shows on this brand. */
const onBrand = (brand: PreviewBrand, doc: Pick<LocatedDocument, 'brand' | 'brands'>) =>
  doc.brand === brand.id || (doc.brand === 'shared' && (!doc.brands?.length || doc.brands.includes(brand.id)));

/** A document's page in the default market (the site's path rules), or null for a type without pages. */
function pagePath(brand: PreviewBrand, doc: LocatedDocument & { slug: string }): string | null {
  switch (doc._type) {
    case 'product':
      return productHref(doc.slug, doc.productType, doc.pathPrefix);
    case 'collection':
      return slash(`/${doc.slug}`);
    case 'blogPost':
      return slash(`${brand.blogPath}${doc.slug}`);
    case 'page':
    case 'sharedPage':
      return slash(`/${trimSlashes(doc.slug)}`);
    default:
      return null;
  }
}

/**
 * The markets a document's page is built in, the default market first: a per-language document's
 * language, a product's listed languages (src/build/pages/catalogue.ts, editorial.ts), else every one.
 */
export function documentMarkets(doc: LocatedDocument, marketPaths: MarketPath[]): (MarketPath & { path: string })[] {
  const inMarket = (market: MarketPath) => {
    if (PER_LANGUAGE.has(doc._type)) return Boolean(doc.language) && market.language === doc.language;
    return !doc.languages || doc.languages.includes(market.language ?? '');
  };
  const markets = marketPaths.filter((market): market is MarketPath & { path: string } => Boolean(market.path) && inMarket(market));
  return [...markets.filter((market) => market.path === '/'), ...markets.filter((market) => market.path !== '/')];
}

/** A market as a locale tag for location titles: `de-CH`, or the language alone without a country. */
const marketLabel = (market: MarketPath) => [market.language, market.country].filter(Boolean).join('-') || market.path;

/**
 * The pages a document shows on in this brand's markets, from LOCATION_QUERY's answer, or null when
 * it has none here (another brand's, no slug, a type without pages, no market in its language).
 */
export function documentLocations(brand: PreviewBrand, answer: LocationAnswer | null): PageLocations | null {
  const { doc, marketPaths } = answer ?? { doc: null, marketPaths: null };
  if (!doc?.slug || !onBrand(brand, doc)) return null;
  const path = pagePath(brand, { ...doc, slug: doc.slug });
  if (!path) return null;
  if (!marketPaths?.some((market) => market.path)) {
    return { message: `${brand.title}'s brand settings list no market paths (brandSettings.marketPaths), so its pages are unknown.`, tone: 'caution' };
  }
  const markets = documentMarkets(doc, marketPaths);
  if (!markets.length) return null;
  const title = doc.title || doc.slug;
  const locations: PageLocation[] = markets.map((market) => ({ title: `${title} (${marketLabel(market)})`, href: marketHref(market.path, path) }));
  // A post is also listed on its market's blog index.
  if (doc._type === 'blogPost') locations.push(...markets.map((market) => ({ title: `Blog (${marketLabel(market)})`, href: marketHref(market.path, brand.blogPath) })));
  return { locations };
}

/** The document and its brand's market paths in one answer (the location list needs both). */
export const LOCATION_QUERY = `{
  "doc": *[_id == $id][0]{
    _type, brand, brands, language, languages, pathPrefix,
    "title": select(_type in ["product", "collection"] => store.title, title),
    "slug": select(_type in ["product", "collection"] => store.slug.current, slug.current),
    "productType": store.productType
  },
  "marketPaths": *[_type == "brandSettings" && brand == $brand][0].marketPaths[]{country, language, path}
}`;

/** The documents whose changes change that answer: the document in any of its versions, and the brand's settings. */
export const LOCATION_LISTEN = '*[_id in $ids || (_type == "brandSettings" && brand == $brand)]';

/** The types with pages: Presentation asks about every type it shows a form for. */
const PAGE_TYPES = new Set(['product', 'collection', 'blogPost', 'page', 'sharedPage']);

/**
 * LOCATION_QUERY's and LOCATION_LISTEN's parameters for the document Presentation asks about. A type,
 * not an interface: the document store takes parameters as a record, which an interface is not.
 */
export type LocationParams = {
  id: string;
  /** The document's ids the answer changes with: published, draft, and the release Presentation shows (`version`). */
  ids: string[];
  brand: string;
};

/** The parameters for a document Presentation shows a form for, or null for a type without pages (nothing to ask). */
export function locationParams(brand: PreviewBrand, document: { id: string; type: string; version?: string | undefined }): LocationParams | null {
  const { id, type, version } = document;
  if (!PAGE_TYPES.has(type)) return null;
  return { id, ids: [id, `drafts.${id}`, ...(version ? [`versions.${version}.${id}`] : [])], brand: brand.id };
}

/** The market a path is under (the longest prefix wins, as src/lib/paths stripLocalePrefix) and the page path without it. */
export function splitMarket(brand: PreviewBrand, pathname: string): { market: string; language: string; page: string } {
  const path = slash(`/${trimSlashes(pathname)}`);
  const market = Object.keys(brand.markets)
    .filter((prefix) => path.startsWith(prefix))
    .reduce((longest, prefix) => (prefix.length > longest.length ? prefix : longest), '/');
  return { market, language: brand.markets[market] ?? '', page: path.slice(market.length - 1) };
}

/** What Presentation looks up for a preview page: a GROQ filter and its parameters. */
export interface MainDocumentQuery {
  filter: string;
  params: Record<string, string>;
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The document a preview page is about, in any market: a blog post under the blog path, a product
 * at `/<type>/<handle>/`, a collection, page or shared page (or a product without a prefix) at
 * `/<slug>/`, the home page at the market's root. Per-language documents in the market's language.
 */
export function mainDocumentQuery(brand: PreviewBrand, pathname: string): MainDocumentQuery | undefined {
  const { language, page } = splitMarket(brand, pathname);
  const segments = page.split('/').filter(Boolean).map(decodeSegment);
  const blog = brand.blogPath.split('/').filter(Boolean);
  const post = segments[blog.length];
  if (post !== undefined && segments.length === blog.length + 1 && blog.every((segment, i) => segments[i] === segment)) {
    return {
      filter: '_type == "blogPost" && brand == $brand && language == $language && slug.current == $slug',
      params: { brand: brand.id, language, slug: post },
    };
  }
  const [first, second, ...more] = segments;
  // Two segments: `/<type>/<handle>/`.
  if (second !== undefined && !more.length) {
    return { filter: '_type == "product" && brand == $brand && store.slug.current == $handle', params: { brand: brand.id, handle: second } };
  }
  // One segment, or none: `/<slug>/` or the market's root.
  if (second === undefined) {
    return {
      filter: [
        '(_type == "collection" && brand == $brand && store.slug.current == $slug)',
        '(_type == "product" && brand == $brand && pathPrefix == "" && store.slug.current == $slug)',
        '(_type == "page" && brand == $brand && language == $language && slug.current == $slug)',
        '(_type == "sharedPage" && brand == "shared" && (count(coalesce(brands, [])) == 0 || $brand in brands) && language == $language && slug.current == $slug)',
      ].join(' || '),
      // The home page's slug is `/`.
      params: { brand: brand.id, language, slug: first ?? '/' },
    };
  }
  return undefined;
}
