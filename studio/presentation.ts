// Studio's Presentation tool: one per brand ("Preview: Trailmate", …), each framing that brand's
// preview origin (scripts/preview/: drafts over published on the site's own templates). Presentation
// signs the frame in with its preview-url secret at the preview's enable path, follows the frame's
// navigation (the overlay script of the preview reports it) and drives it from its address bar;
// `mainDocuments` opens the document a preview page shows, `locations` lists the pages a document
// appears on. Paths follow the site's rules (src/lib/paths/): a page of the default market has no
// prefix, the same page of another market sits under that market's path (`/de/`, `/be/fr/`; the
// brand's brandSettings.marketPaths).
import { map } from 'rxjs';
import { defineDocuments, presentationTool, type DocumentLocation, type DocumentLocationResolver, type DocumentLocationsState } from 'sanity/presentation';

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

/** The path Presentation opens first with its secret (scripts/preview/preview-server.ts ENABLE_PATH). */
const ENABLE_PATH = '/__preview/enable';

/** A brand's preview origin: SANITY_STUDIO_PREVIEW_<BRAND> when set (a hosted preview), else the local one. */
export function previewOrigin(brand: PreviewBrand): string {
  const configured = process.env[`SANITY_STUDIO_PREVIEW_${brand.id.toUpperCase()}`];
  return (configured || `http://preview-${brand.id}.localhost:${brand.port}`).replace(/\/+$/, '');
}

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
export function documentLocations(brand: PreviewBrand, answer: LocationAnswer | null): DocumentLocationsState | null {
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
  const locations: DocumentLocation[] = markets.map((market) => ({ title: `${title} (${marketLabel(market)})`, href: marketHref(market.path, path) }));
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

/** Presentation's location resolver for one brand: the document's pages in every market, kept current as it or the brand's settings change. */
export function brandLocations(brand: PreviewBrand): DocumentLocationResolver {
  return ({ id, type, version, perspectiveStack }, { documentStore }) => {
    if (!PAGE_TYPES.has(type)) return null;
    const ids = [id, `drafts.${id}`, ...(version ? [`versions.${version}.${id}`] : [])];
    return documentStore
      .listenQuery({ fetch: LOCATION_QUERY, listen: LOCATION_LISTEN }, { id, ids, brand: brand.id }, { perspective: perspectiveStack, tag: 'presentation.locations' })
      .pipe(map((answer: LocationAnswer | null) => documentLocations(brand, answer)));
  };
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
  if (segments.length === blog.length + 1 && blog.every((segment, i) => segments[i] === segment)) {
    return {
      filter: '_type == "blogPost" && brand == $brand && language == $language && slug.current == $slug',
      params: { brand: brand.id, language, slug: segments[blog.length] },
    };
  }
  if (segments.length === 2) {
    return { filter: '_type == "product" && brand == $brand && store.slug.current == $handle', params: { brand: brand.id, handle: segments[1] } };
  }
  if (segments.length <= 1) {
    return {
      filter: [
        '(_type == "collection" && brand == $brand && store.slug.current == $slug)',
        '(_type == "product" && brand == $brand && pathPrefix == "" && store.slug.current == $slug)',
        '(_type == "page" && brand == $brand && language == $language && slug.current == $slug)',
        '(_type == "sharedPage" && brand == "shared" && (count(coalesce(brands, [])) == 0 || $brand in brands) && language == $language && slug.current == $slug)',
      ].join(' || '),
      // The home page's slug is `/`.
      params: { brand: brand.id, language, slug: segments[0] ?? '/' },
    };
  }
  return undefined;
}

function brandPresentation(brand: PreviewBrand) {
  const origin = previewOrigin(brand);
  return presentationTool({
    name: `preview-${brand.id}`,
    title: `Preview: ${brand.title}`,
    allowOrigins: [origin],
    previewUrl: { initial: origin, previewMode: { enable: ENABLE_PATH } },
    resolve: {
      // The document a preview page is about (its form opens beside it). One route for every path:
      // Presentation queries the first route that matches only, found document or not, and a
      // market's prefix (`/de/x/`) looks like a product type (`/dog-hammocks/x/`) to a route pattern.
      mainDocuments: defineDocuments([{ route: '/:path*', resolve: ({ path }) => mainDocumentQuery(brand, path) }]),
      // The pages a document shows on (Presentation lists them above the form and opens the first).
      locations: brandLocations(brand),
    },
  });
}

/** One Presentation tool per brand (each frames one preview origin; Presentation shows one origin at a time). */
export function presentationTools() {
  return BRANDS.map(brandPresentation);
}
