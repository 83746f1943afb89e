// What Hydrogen's storefront template reads besides the catalogue and the cart: the shop's primary
// domain, navigation menus, localization (countries and languages of the store's markets), the
// storefront search and predictive search over products, collections, pages and articles.
import type { ResolverMap, StorefrontContext } from '../storefront/types.js';
import type { CollectionRecord, ProductRecord } from '../catalogue/catalogue.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { gid } from '../storefront/ids.js';
import { TwinGraphQLError } from '../storefront/errors.js';
import { currencyForCountry, defaultCountryForCurrency, marketLanguages } from '../catalogue/markets.js';
import { collectionNode, localized, productNode } from '../catalogue/nodes.js';
import { productTitle } from '../catalogue/resolvers.js';
import { editorialDocs, editorialGid, type EditorialDoc } from './editorial.js';
import { articleNode, blogResolvers, pageNode } from './blogs.js';

/** The brand's site address and its market home paths (brandSettings of content/brands.ndjson). */
function brandSite(ctx: StorefrontContext): { baseUrl: string; paths: { country: string; language: string; path: string }[] } {
  const row = ctx.db.prepare('SELECT base_url, market_paths FROM brand_sites WHERE brand = ?').get(ctx.store.brand) as
    | { base_url: string; market_paths: string }
    | undefined;
  return {
    baseUrl: (row?.base_url ?? `https://${ctx.store.name}.example`).replace(/\/+$/, ''),
    paths: row ? (JSON.parse(row.market_paths) as { country: string; language: string; path: string }[]) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Localization

/** Countries the store sells to: its `countries`, its own default country first. */
function storeCountries(ctx: StorefrontContext): [string, ...string[]] {
  const home = defaultCountryForCurrency(ctx.store.currency);
  return [home, ...ctx.store.countries.filter((c) => c !== home)];
}

/** Languages a country is offered in: those of its market (see marketLanguages). */
function countryLanguages(ctx: StorefrontContext, country: string): [string, ...string[]] {
  return marketLanguages(ctx.db, ctx.store, country);
}

const displayName = (locale: string, type: 'region' | 'language' | 'currency', code: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
};

function languageNode(isoCode: string, ctx: StorefrontContext) {
  const tag = isoCode.toLowerCase().replace('_', '-');
  const name = displayName(ctx.language.toLowerCase().replace('_', '-'), 'language', tag);
  const endonym = displayName(tag, 'language', tag);
  return { __typename: 'Language', isoCode, name: name.charAt(0).toUpperCase() + name.slice(1), endonymName: endonym.charAt(0).toUpperCase() + endonym.slice(1) };
}

/** The market a country buys in, named after its currency's market (us, ca, au, gb, eu). */
function marketNode(country: string, ctx: StorefrontContext) {
  const currency = currencyForCountry(country, ctx.store);
  const handle = ({ USD: 'us', CAD: 'ca', AUD: 'au', GBP: 'gb', EUR: 'eu' } as Record<string, string>)[currency] ?? currency.toLowerCase();
  return { __typename: 'Market', id: gid('Market', `${ctx.store.name}-${handle}`), handle, metafield: () => null, metafields: (a: { identifiers: unknown[] }) => a.identifiers.map(() => null) };
}

function currencyNode(code: string, ctx: StorefrontContext) {
  const symbol = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
  return { __typename: 'Currency', isoCode: code, name: displayName(ctx.language.toLowerCase(), 'currency', code), symbol };
}

function countryNode(code: string, ctx: StorefrontContext) {
  return {
    __typename: 'Country',
    isoCode: code,
    name: displayName(ctx.language.toLowerCase().replace('_', '-'), 'region', code),
    currency: currencyNode(currencyForCountry(code, ctx.store), ctx),
    // Liberia, Myanmar and the United States measure in imperial units.
    unitSystem: ['US', 'LR', 'MM'].includes(code) ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    market: marketNode(code, ctx),
    availableLanguages: countryLanguages(ctx, code).map((l) => languageNode(l, ctx)),
  };
}

// ---------------------------------------------------------------------------------------------
// Menus

type MenuItemNode = { __typename: 'MenuItem'; id: string; title: string; type: string; url: string | null; resourceId: string | null; tags: string[]; items: MenuItemNode[]; resource: unknown };

function menuItem(id: string, title: string, type: string, url: string | null, resource: { id: string; node: unknown } | null = null): MenuItemNode {
  return { __typename: 'MenuItem', id: gid('MenuItem', id), title, type, url, resourceId: resource?.id ?? null, resource: resource?.node ?? null, tags: [], items: [] };
}

/**
 * The store's navigation, derived from its content as a new Shopify store's default menus are:
 * `main-menu` holds Home, the catalogue and each collection (COLLECTION items linking to
 * /collections/<handle>), then the brand's blog; `footer` holds Search and the brand's content
 * pages (PAGE items linking to /pages/<handle>). URLs are absolute on the brand's primary domain,
 * as Shopify answers them.
 */
function menu(handle: string, ctx: StorefrontContext) {
  const { baseUrl } = brandSite(ctx);
  const language = ctx.language.toLowerCase();
  let items: MenuItemNode[];
  let title: string;
  if (handle === 'main-menu') {
    title = 'Main menu';
    items = [
      menuItem(`${ctx.store.name}-home`, 'Home', 'FRONTPAGE', `${baseUrl}/`),
      menuItem(`${ctx.store.name}-catalog`, 'Catalog', 'CATALOG', `${baseUrl}/collections/all`),
      ...ctx.catalogue.collections.map((c) => {
        const id = c.doc.store.gid ?? gid('Collection', c.id);
        return menuItem(`${ctx.store.name}-c${c.id}`, localized(c.doc.title, ctx, c.doc.store.title), 'COLLECTION', `${baseUrl}/collections/${c.handle}`, { id, node: collectionNode(c) });
      }),
    ];
    const blog = editorialDocs(ctx.store.brand, language).find((d) => d.kind === 'article');
    if (blog) items.push(menuItem(`${ctx.store.name}-blog`, blog.blogTitle, 'BLOG', `${baseUrl}/blogs/${blog.blogHandle}`));
  } else if (handle === 'footer') {
    title = 'Footer menu';
    items = [
      menuItem(`${ctx.store.name}-search`, 'Search', 'SEARCH', `${baseUrl}/search`),
      ...editorialDocs(ctx.store.brand, language)
        .filter((d) => d.kind === 'page')
        .map((d) => menuItem(`${ctx.store.name}-p${d.id}`, d.title, 'PAGE', `${baseUrl}/pages/${d.handle}`, { id: editorialGid(d), node: pageNode(d) })),
    ];
  } else return null;
  const count = (list: MenuItemNode[]): number => list.reduce((n, i) => n + 1 + count(i.items), 0);
  return { __typename: 'Menu', id: gid('Menu', `${ctx.store.name}-${handle}`), handle, title, items, itemsCount: count(items) };
}

// ---------------------------------------------------------------------------------------------
// Search

const wordsOf = (text: string): string[] =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A term matches a word as itself or its plural or singular; the last one as a prefix when `prefix`. */
function matchesAll(terms: string[], words: string[], prefix: boolean): boolean {
  return terms.every((t, i) =>
    words.some((w) => w === t || w === `${t}s` || `${w}s` === t || (prefix && i === terms.length - 1 && w.startsWith(t))),
  );
}

const productWords = (p: ProductRecord, ctx: StorefrontContext) =>
  wordsOf([productTitle(p, ctx), p.doc.store.productType ?? '', p.doc.store.vendor ?? '', ...(p.doc.store.tags ?? [])].join(' '));

function searchProducts(terms: string[], prefix: boolean, ctx: StorefrontContext): ProductRecord[] {
  // Relevance: title matches before matches elsewhere, then catalogue order.
  const hits = ctx.catalogue.products.filter((p) => matchesAll(terms, productWords(p, ctx), prefix));
  const inTitle = (p: ProductRecord) => (matchesAll(terms, wordsOf(productTitle(p, ctx)), prefix) ? 0 : 1);
  return hits.map((p, i) => ({ p, i, r: inTitle(p) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.p);
}

function searchCollections(terms: string[], prefix: boolean, ctx: StorefrontContext): CollectionRecord[] {
  return ctx.catalogue.collections.filter((c) => matchesAll(terms, wordsOf(localized(c.doc.title, ctx, c.doc.store.title)), prefix));
}

function searchEditorial(kind: 'page' | 'article', terms: string[], prefix: boolean, ctx: StorefrontContext): EditorialDoc[] {
  return editorialDocs(ctx.store.brand, ctx.language.toLowerCase()).filter(
    (d) => d.kind === kind && matchesAll(terms, wordsOf(`${d.title} ${d.text}`), prefix),
  );
}

const available = (p: ProductRecord, ctx: StorefrontContext) => p.variants.some((v) => ctx.catalogue.availableForSale(v));

const minPrice = (p: ProductRecord, ctx: StorefrontContext) =>
  Math.min(...p.variants.map((v) => ctx.catalogue.prices(v, ctx.currency).price), Number.MAX_VALUE);

type SearchArgs = PageArgs & { query: string; types?: string[] | null; prefix?: string | null; sortKey?: string | null; unavailableProducts?: string | null };

/** QueryRoot.search: products, pages and articles matching every term (Shopify's `types`, `prefix`, `sortKey`, `unavailableProducts`). */
function search(args: SearchArgs, ctx: StorefrontContext) {
  const terms = wordsOf(args.query ?? '');
  const types = args.types?.length ? args.types : ['ARTICLE', 'PAGE', 'PRODUCT'];
  const prefix = args.prefix === 'LAST';
  type Item = { key: string; node: unknown };
  let products = types.includes('PRODUCT') && terms.length ? searchProducts(terms, prefix, ctx) : [];
  if (args.sortKey === 'PRICE') products = products.map((p, i) => ({ p, i })).sort((a, b) => minPrice(a.p, ctx) - minPrice(b.p, ctx) || a.i - b.i).map((x) => x.p);
  if (args.unavailableProducts === 'HIDE') products = products.filter((p) => available(p, ctx));
  else if (args.unavailableProducts === 'LAST') products = [...products.filter((p) => available(p, ctx)), ...products.filter((p) => !available(p, ctx))];
  const items: Item[] = [
    ...products.map((p) => ({ key: `p${p.id}`, node: productNode(p) })),
    ...(types.includes('PAGE') && terms.length ? searchEditorial('page', terms, prefix, ctx).map((d) => ({ key: `g${d.id}`, node: pageNode(d) })) : []),
    ...(types.includes('ARTICLE') && terms.length ? searchEditorial('article', terms, prefix, ctx).map((d) => ({ key: `a${d.id}`, node: articleNode(d, ctx) })) : []),
  ];
  return { ...connection(items, args, (i) => i.key, (i) => i.node), totalCount: items.length, productFilters: [] };
}

type PredictiveArgs = { query: string; limit?: number | null; limitScope?: string | null; types?: string[] | null; unavailableProducts?: string | null };

/**
 * QueryRoot.predictiveSearch: the last term completes as a prefix; `limit` (1-10, default 10) caps
 * each type with `limitScope: EACH` and all results together with `ALL` (the default). Query
 * suggestions are the product title words that complete the last term, the completion in <mark>.
 */
function predictiveSearch(args: PredictiveArgs, ctx: StorefrontContext) {
  const limit = args.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) throw new TwinGraphQLError('Limit must be between 1 and 10.', 'INVALID');
  const terms = wordsOf(args.query ?? '');
  const last = terms.at(-1);
  if (last === undefined) return null;
  const types = args.types?.length ? args.types : ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'];
  let products = types.includes('PRODUCT') ? searchProducts(terms, true, ctx) : [];
  if (args.unavailableProducts === 'HIDE') products = products.filter((p) => available(p, ctx));
  else if (args.unavailableProducts !== 'SHOW') products = [...products.filter((p) => available(p, ctx)), ...products.filter((p) => !available(p, ctx))];
  const head = terms.slice(0, -1).join(' ');
  const completions = types.includes('QUERY')
    ? [...new Set(ctx.catalogue.products.flatMap((p) => wordsOf(productTitle(p, ctx))).filter((w) => w.startsWith(last)))].sort()
    : [];
  const lists: Record<'queries' | 'products' | 'collections' | 'pages' | 'articles', unknown[]> = {
    queries: completions.map((w) => {
      const text = head ? `${head} ${w}` : w;
      const styled = `${head ? `${head} ` : ''}${last}${w.length > last.length ? `<mark>${w.slice(last.length)}</mark>` : ''}`;
      return { __typename: 'SearchQuerySuggestion', text, styledText: styled, trackingParameters: null };
    }),
    products: products.map((p) => productNode(p)),
    collections: types.includes('COLLECTION') ? searchCollections(terms, true, ctx).map(collectionNode) : [],
    pages: types.includes('PAGE') ? searchEditorial('page', terms, true, ctx).map(pageNode) : [],
    articles: types.includes('ARTICLE') ? searchEditorial('article', terms, true, ctx).map((d) => articleNode(d, ctx)) : [],
  };
  if (args.limitScope === 'EACH') {
    for (const k of Object.keys(lists) as (keyof typeof lists)[]) lists[k] = lists[k].slice(0, limit);
  } else {
    let left = limit;
    for (const k of ['queries', 'products', 'collections', 'pages', 'articles'] as const) {
      lists[k] = lists[k].slice(0, left);
      left -= lists[k].length;
    }
  }
  return { __typename: 'PredictiveSearchResult', ...lists };
}

export const onlineStoreResolvers: ResolverMap = {
  QueryRoot: {
    menu: (_s, args: { handle: string }, ctx) => menu(args.handle, ctx),
    localization: (_s, _a, ctx) => {
      const countries = storeCountries(ctx);
      const country = countries.includes(ctx.country) ? ctx.country : countries[0];
      const languages = countryLanguages(ctx, country);
      const language = languages.includes(ctx.language) ? ctx.language : languages[0];
      return {
        __typename: 'Localization',
        availableCountries: countries.map((c) => countryNode(c, ctx)),
        availableLanguages: languages.map((l) => languageNode(l, ctx)),
        country: countryNode(country, ctx),
        language: languageNode(language, ctx),
        market: marketNode(country, ctx),
      };
    },
    search: (_s, args: SearchArgs, ctx) => search(args, ctx),
    predictiveSearch: (_s, args: PredictiveArgs, ctx) => predictiveSearch(args, ctx),
    page: (_s, args, ctx) => {
      const d = editorialDocs(ctx.store.brand, ctx.language.toLowerCase()).find((x) => x.kind === 'page' && (x.handle === args.handle || editorialGid(x) === args.id));
      return d ? pageNode(d) : null;
    },
    ...blogResolvers.QueryRoot,
  },
  Shop: {
    ...blogResolvers.Shop,
    primaryDomain: (_s, _a, ctx) => {
      const url = new URL(brandSite(ctx).baseUrl);
      return { __typename: 'Domain', host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin };
    },
    brand: () => null,
  },
};
