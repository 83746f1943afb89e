import type { SellingPlanDoc, SellingPlanGroupDoc } from './content.js';
import type { ResolverMap, StorefrontContext } from '../storefront/types.js';
import type { CollectionRecord, ProductRecord, VariantRecord } from './catalogue.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { gid, numericGid, parseGid } from '../storefront/ids.js';
import { money } from '../storefront/money.js';
import { TwinGraphQLError } from '../storefront/errors.js';
import { encodeVariantTuples } from './encoded-variants.js';
import {
  collectionNode,
  contentLanguage,
  imageFromPath,
  localized,
  productNode,
  sellingPlanNode,
  variantNode,
  nodeCurrency,
} from './nodes.js';

type P = { _p: ProductRecord; _currency?: string };
type V = { _v: VariantRecord; _currency?: string };
type C = { _c: CollectionRecord };
/** A product's cursor key (Catalogue.positionsOf knows where each is). */
const productKey = (p: ProductRecord) => p.id;
/** A value of a product's option: the `_option`th option's `_value` (as the store names it). */
type OptionValueParent = { __typename: 'ProductOptionValue'; id: string; name: string; swatch: null; _p: ProductRecord; _option: number; _value: string };

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const truncate = (s: string, n?: number | null) => (n && s.length > n ? `${s.slice(0, n)}…` : s);

/** A product's title in the context's language. */
export function productTitle(p: ProductRecord, ctx: StorefrontContext): string {
  return localized(p.doc.title, ctx, p.doc.store.title);
}

function productDescriptionHtml(p: ProductRecord, ctx: StorefrontContext): string {
  const text = p.doc.description;
  if (text && typeof text === 'object' && ctx.language !== 'EN') {
    const t = localized(text, ctx, '');
    if (t) return `<p>${escapeHtml(t)}</p>`;
  }
  return p.doc.store.descriptionHtml ?? '';
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function priceRange(p: ProductRecord, ctx: StorefrontContext, field: 'price' | 'compareAtPrice', currencyWanted: string) {
  const values = p.variants
    .map((v) => ctx.catalogue.prices(v, currencyWanted))
    .map((x) => ({ amount: field === 'price' ? x.price : (x.compareAtPrice ?? 0), currency: x.currency }));
  const amounts = values.map((v) => v.amount);
  const currency = values[0]?.currency ?? ctx.currency;
  return {
    __typename: 'ProductPriceRange',
    minVariantPrice: money(amounts.length ? Math.min(...amounts) : 0, currency),
    maxVariantPrice: money(amounts.length ? Math.max(...amounts) : 0, currency),
  };
}

function productImages(p: ProductRecord, ctx: StorefrontContext) {
  const imgs = (p.doc.images ?? []) as { path: string; alt?: unknown; width?: number; height?: number }[];
  const list = imgs.map((i) => imageFromPath(i.path, ctx, localized(i.alt, ctx, productTitle(p, ctx)), i.width ?? null, i.height ?? null));
  if (!list.length && p.doc.store.previewImageUrl) list.push(imageFromPath(p.doc.store.previewImageUrl, ctx, productTitle(p, ctx)));
  return list.filter((x): x is NonNullable<typeof x> => x !== null);
}

interface OptionLabel {
  option: string;
  name?: unknown;
  values?: { value: string; label?: unknown }[];
}

/** An option's name in the context's language (content's `optionLabels`), else the store's name. */
function optionName(p: ProductRecord | undefined, name: string, ctx: StorefrontContext | null): string {
  if (!p || !ctx || ctx.language === 'EN') return name;
  const labels = (p.doc.optionLabels ?? []) as OptionLabel[];
  return localized(labels.find((l) => l.option === name)?.name, ctx, name);
}

/** An option value in the context's language (content's `optionLabels`), else the store's value. */
function optionValue(p: ProductRecord | undefined, name: string | null, value: string, ctx: StorefrontContext | null): string {
  if (!p || !ctx || ctx.language === 'EN') return value;
  const labels = (p.doc.optionLabels ?? []) as OptionLabel[];
  const inOption = (l: OptionLabel) => (l.values ?? []).find((v) => v.value === value);
  const found = name === null ? labels.map(inOption).find(Boolean) : inOption(labels.find((l) => l.option === name) ?? { option: '' });
  return localized(found?.label, ctx, value);
}

/** The options a variant stands for; in the context's language when one is given (Shopify's translations). */
function selectedOptions(v: VariantRecord, p: ProductRecord | undefined, ctx: StorefrontContext | null = null) {
  const names: string[] = (p?.doc.store.options ?? []).map((o: { name: string }) => o.name);
  const values = [v.doc.store.option1, v.doc.store.option2, v.doc.store.option3];
  if (!names.length) return [{ __typename: 'SelectedOption', name: 'Title', value: v.doc.store.title ?? 'Default Title' }];
  return names.map((name, i) => ({
    __typename: 'SelectedOption',
    name: optionName(p, name, ctx),
    value: values[i] === 'Default Title' ? values[i] : optionValue(p, name, values[i] ?? '', ctx),
  }));
}

/** A variant's title (its option values joined by " / ") in the context's language. */
export function variantTitle(v: VariantRecord, ctx: StorefrontContext): string {
  const title: string = v.doc.store.title ?? 'Default Title';
  if (title === 'Default Title' || ctx.language === 'EN') return title;
  const p = ctx.catalogue.productsById.get(v.productId);
  return title
    .split(' / ')
    .map((part) => optionValue(p, null, part, ctx))
    .join(' / ');
}

function matchVariant(p: ProductRecord, selected: { name: string; value: string }[], caseInsensitive: boolean, ignoreUnknown: boolean) {
  const norm = (s: string) => (caseInsensitive ? s.toLowerCase() : s);
  const known = new Set((p.doc.store.options ?? []).map((o: { name: string }) => norm(o.name)));
  const wanted = selected.filter((s) => !ignoreUnknown || known.has(norm(s.name)));
  return p.variants.find((v) =>
    wanted.every((s) => selectedOptions(v, p).some((o) => norm(o.name) === norm(s.name) && norm(o.value) === norm(s.value))),
  );
}

/** Each variant's option values as indexes into the product's options' values (a product without options: its one "Default Title"). */
function variantTuples(p: ProductRecord, variants: VariantRecord[]): number[][] {
  const options: { name: string; values: string[] }[] = p.doc.store.options ?? [];
  if (!options.length) return variants.length ? [[0]] : [];
  const out: number[][] = [];
  for (const v of variants) {
    const values = [v.doc.store.option1, v.doc.store.option2, v.doc.store.option3];
    const tuple = options.map((o, i) => o.values.indexOf(values[i]));
    if (tuple.every((i) => i >= 0)) out.push(tuple);
  }
  return out;
}

/**
 * Shopify's Product.adjacentVariants: the variants whose option values differ from the selected
 * combination in exactly one option, by variant id. The combination is the selected options, with
 * options not given (or no selection at all) taken from the first available variant.
 */
function adjacentVariants(p: ProductRecord, selected: { name: string; value: string }[], caseInsensitive: boolean, ignoreUnknown: boolean, ctx: StorefrontContext): VariantRecord[] {
  const options: { name: string; values: string[] }[] = p.doc.store.options ?? [];
  if (!options.length) return [];
  const norm = (x: string) => (caseInsensitive ? x.toLowerCase() : x);
  const base = p.variants.find((v) => ctx.catalogue.availableForSale(v)) ?? p.variants[0];
  if (!base) return [];
  const baseValues = [base.doc.store.option1, base.doc.store.option2, base.doc.store.option3];
  const known = new Set(options.map((o) => norm(o.name)));
  if (!ignoreUnknown && selected.some((o) => !known.has(norm(o.name)))) return [];
  const wanted = options.map((o, i) => {
    const pick = selected.find((x) => norm(x.name) === norm(o.name));
    return pick ? (o.values.find((v) => norm(v) === norm(pick.value)) ?? pick.value) : baseValues[i];
  });
  return p.variants
    .filter((v) => {
      const values = [v.doc.store.option1, v.doc.store.option2, v.doc.store.option3];
      return options.filter((_o, i) => values[i] !== wanted[i]).length === 1;
    })
    .sort((a, b) => a.id - b.id);
}

function planPercentage(plan: SellingPlanDoc | undefined): number {
  return Number(plan?.priceAdjustment?.percentage ?? 0);
}

/** Sorts products by a ProductSortKeys / ProductCollectionSortKeys value. */
function sortProducts(list: readonly ProductRecord[], key: string, ctx: StorefrontContext): readonly ProductRecord[] {
  const minPrice = (p: ProductRecord) =>
    Math.min(...p.variants.map((v) => ctx.catalogue.prices(v, ctx.currency).price), Number.MAX_VALUE);
  // Each product's key is worked out once, not in every comparison (a title is a localized lookup).
  const by = <T>(f: (p: ProductRecord) => T) =>
    list
      .map((p) => ({ p, key: f(p) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.p.id - b.p.id))
      .map(({ p }) => p);
  switch (key) {
    case 'TITLE':
      return by((p) => productTitle(p, ctx).toLowerCase());
    case 'PRICE':
      return by(minPrice);
    case 'CREATED_AT':
    case 'CREATED':
      return by((p) => String(p.doc.store.createdAt ?? ''));
    case 'UPDATED_AT':
      return by((p) => String(p.doc._updatedAt ?? ''));
    case 'PRODUCT_TYPE':
      return by((p) => String(p.doc.store.productType ?? ''));
    case 'VENDOR':
      return by((p) => String(p.doc.store.vendor ?? ''));
    case 'ID':
      // The catalogue keeps its products in id order: paging through it need not sort it every page.
      return list.every((p, i) => i === 0 || list[i - 1]!.id < p.id) ? list : by((p) => p.id);
    default:
      return list;
  }
}

/** The name of a sort order with what it depends on besides the products: a title's language, a price's currency. */
function orderName(key: string, ctx: StorefrontContext): string {
  if (key === 'TITLE') return `TITLE ${contentLanguage(ctx)}`;
  if (key === 'PRICE') return `PRICE ${ctx.currency}`;
  return key;
}

/** Products in a sort order, sorted once per list and order (see Catalogue.ordered). */
function sortedProducts(list: readonly ProductRecord[], key: string, ctx: StorefrontContext): readonly ProductRecord[] {
  return ctx.catalogue.ordered(list, orderName(key, ctx), () => sortProducts(list, key, ctx));
}

/** Minimal Shopify search syntax: `tag:x product_type:'Dog Coats' title:x handle:x vendor:x available_for_sale:true` and bare words. */
function filterProducts(list: readonly ProductRecord[], query: string | null | undefined, ctx: StorefrontContext): readonly ProductRecord[] {
  if (!query?.trim()) return list;
  const terms = [...query.matchAll(/(-?)(\w+:)?("[^"]*"|'[^']*'|\S+)/g)]
    .map((m) => ({ neg: m[1] === '-', field: m[2]?.slice(0, -1).toLowerCase(), value: m[3]!.replace(/^["']|["']$/g, '').toLowerCase() }))
    .filter((t) => !['and', 'or'].includes(t.value) || t.field);
  return list.filter((p) =>
    terms.every((t) => {
      const s = p.doc.store;
      let hit: boolean;
      const like = (x: string) => (t.value.endsWith('*') ? x.toLowerCase().startsWith(t.value.slice(0, -1)) : x.toLowerCase() === t.value);
      switch (t.field) {
        case 'tag':
          hit = (s.tags ?? []).some((x: string) => like(x));
          break;
        case 'product_type':
          hit = like(String(s.productType ?? ''));
          break;
        case 'vendor':
          hit = like(String(s.vendor ?? ''));
          break;
        case 'handle':
          hit = like(p.handle);
          break;
        case 'title':
          hit = productTitle(p, ctx).toLowerCase().includes(t.value.replace(/\*$/, ''));
          break;
        case 'available_for_sale':
          hit = String(p.variants.some((v) => ctx.catalogue.availableForSale(v))) === t.value;
          break;
        case 'id':
          hit = String(p.id) === t.value;
          break;
        default:
          hit = `${productTitle(p, ctx)} ${(s.tags ?? []).join(' ')} ${s.productType ?? ''}`.toLowerCase().includes(t.value);
      }
      return t.neg ? !hit : hit;
    }),
  );
}

/** Most products productRecommendations returns. */
const MAX_RECOMMENDATIONS = 10;

/** RELATED recommendations: other products of the same product type, then of the same vendor, in catalogue order. */
function relatedProducts(p: ProductRecord, ctx: StorefrontContext): ProductRecord[] {
  const type = String(p.doc.store.productType ?? '');
  const vendor = String(p.doc.store.vendor ?? '');
  const others = ctx.catalogue.products.filter((x) => x.id !== p.id);
  const sameType = type ? others.filter((x) => x.doc.store.productType === type) : [];
  const sameVendor = vendor ? others.filter((x) => x.doc.store.vendor === vendor && !sameType.includes(x)) : [];
  return [...sameType, ...sameVendor].slice(0, MAX_RECOMMENDATIONS);
}

function findProductById(id: string, ctx: StorefrontContext): ProductRecord | null {
  const n = numericGid(id, 'Product');
  return n === null ? null : (ctx.catalogue.productsById.get(n) ?? null);
}

/** Resolves a node id of a catalogue type, or null. */
export function catalogueNode(id: string, ctx: StorefrontContext): unknown {
  const p = parseGid(id);
  if (!p) throw new TwinGraphQLError(`Invalid global id '${String(id).slice(0, 200)}'`, 'INVALID_GLOBAL_ID');
  const n = Number(p.id);
  if (p.type === 'Product') {
    const r = ctx.catalogue.productsById.get(n);
    return r ? productNode(r) : null;
  }
  if (p.type === 'ProductVariant') {
    const r = ctx.catalogue.variantsById.get(n);
    return r ? variantNode(r) : null;
  }
  if (p.type === 'Collection') {
    const r = ctx.catalogue.collectionsById.get(n);
    return r ? collectionNode(r) : null;
  }
  return null;
}

/** Storefront resolvers for products, variants, selling plans and collections. */
export const catalogueResolvers: ResolverMap = {
  QueryRoot: {
    product: (_s, args, ctx) => {
      const p = args.id ? findProductById(args.id, ctx) : args.handle ? ctx.catalogue.productsByHandle.get(args.handle) : null;
      return p ? productNode(p) : null;
    },
    productByHandle: (_s, args: { handle: string }, ctx) => {
      const p = ctx.catalogue.productsByHandle.get(args.handle);
      return p ? productNode(p) : null;
    },
    products: (_s, args, ctx) => {
      // Without a query the list is the catalogue's own, so its orders are sorted and indexed once; a filtered
      // list is new every request.
      const list = filterProducts(ctx.catalogue.products, args.query, ctx);
      const sorted = sortedProducts(list, args.sortKey ?? 'ID', ctx);
      const positions = list === ctx.catalogue.products ? ctx.catalogue.positionsOf(sorted) : undefined;
      return connection(sorted, args, productKey, productNode, { positions });
    },
    collection: (_s, args, ctx) => {
      let c: CollectionRecord | undefined;
      if (args.id) {
        const n = numericGid(args.id, 'Collection');
        c = n === null ? undefined : ctx.catalogue.collectionsById.get(n);
      } else if (args.handle) c = ctx.catalogue.collectionsByHandle.get(args.handle);
      return c ? collectionNode(c) : null;
    },
    collectionByHandle: (_s, args: { handle: string }, ctx) => {
      const c = ctx.catalogue.collectionsByHandle.get(args.handle);
      return c ? collectionNode(c) : null;
    },
    collections: (_s, args, ctx) => {
      let list = [...ctx.catalogue.collections];
      if (args.sortKey === 'TITLE') list.sort((a, b) => String(a.doc.store.title).localeCompare(String(b.doc.store.title)));
      else if (args.sortKey === 'UPDATED_AT') list.sort((a, b) => String(a.doc._updatedAt).localeCompare(String(b.doc._updatedAt)));
      else if (args.sortKey !== 'RELEVANCE') list.sort((a, b) => a.id - b.id);
      if (args.query) {
        const q = args.query.replace(/^title:/, '').toLowerCase();
        list = list.filter((c) => String(c.doc.store.title).toLowerCase().includes(q) || c.handle === q);
      }
      return connection(list, args, (c) => c.id, collectionNode);
    },
    shop: (_s, _a, ctx) => ({
      __typename: 'Shop',
      id: gid('Shop', ctx.store.name),
      name: ctx.store.name,
      description: null,
      moneyFormat: '${{amount}}',
      shipsToCountries: ctx.store.countries,
      paymentSettings: { __typename: 'PaymentSettings', currencyCode: ctx.store.currency, countryCode: ctx.store.currency === 'CAD' ? 'CA' : 'US', acceptedCardBrands: ['VISA', 'MASTERCARD'], enabledPresentmentCurrencies: [ctx.store.currency], supportedDigitalWallets: [], cardVaultUrl: `${ctx.origin}/vault` },
    }),
    productRecommendations: (_s, args: { productId?: string | null; productHandle?: string | null; intent?: string | null }, ctx) => {
      if (!args.productId && !args.productHandle) throw new TwinGraphQLError('Either productId or productHandle must be provided.', 'BAD_REQUEST');
      const p = args.productId ? findProductById(args.productId, ctx) : (ctx.catalogue.productsByHandle.get(args.productHandle!) ?? null);
      if (!p) return null;
      // The twin has no complementary products configured (Shopify's come from the Search & Discovery app).
      if (args.intent === 'COMPLEMENTARY') return [];
      return relatedProducts(p, ctx).map((r) => productNode(r));
    },
    node: (_s, args: { id: string }, ctx) => catalogueNode(args.id, ctx),
    nodes: (_s, args: { ids: string[] }, ctx) => args.ids.map((id) => catalogueNode(id, ctx)),
  },
  Product: {
    id: (s: P) => s._p.doc.store.gid ?? gid('Product', s._p.id),
    handle: (s: P) => s._p.handle,
    title: (s: P, _a, ctx) => productTitle(s._p, ctx),
    description: (s: P, a, ctx) => truncate(stripHtml(productDescriptionHtml(s._p, ctx)), a.truncateAt),
    descriptionHtml: (s: P, _a, ctx) => productDescriptionHtml(s._p, ctx),
    productType: (s: P) => s._p.doc.store.productType ?? '',
    vendor: (s: P) => s._p.doc.store.vendor ?? '',
    tags: (s: P) => s._p.doc.store.tags ?? [],
    createdAt: (s: P) => s._p.doc.store.createdAt,
    publishedAt: (s: P) => s._p.doc.store.createdAt,
    updatedAt: (s: P) => s._p.doc._updatedAt ?? s._p.doc.store.createdAt,
    availableForSale: (s: P, _a, ctx) => s._p.variants.some((v) => ctx.catalogue.availableForSale(v)),
    requiresSellingPlan: (s: P) => Boolean(s._p.doc.store.requiresSellingPlan),
    isGiftCard: () => false,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    totalInventory: (s: P, _a, ctx) => s._p.variants.reduce((n, v) => n + ctx.catalogue.quantity(v.id), 0),
    options: (s: P, a, ctx) =>
      (s._p.doc.store.options ?? []).slice(0, a.first ?? undefined).map((o: { name: string; values: string[] }, i: number) => ({
        __typename: 'ProductOption',
        id: gid('ProductOption', s._p.id * 10 + i),
        name: optionName(s._p, o.name, ctx),
        values: o.values.map((value) => optionValue(s._p, o.name, value, ctx)),
        optionValues: o.values.map((value, j): OptionValueParent => ({
          __typename: 'ProductOptionValue',
          id: gid('ProductOptionValue', (s._p.id * 10 + i) * 100 + j),
          name: optionValue(s._p, o.name, value, ctx),
          swatch: null,
          _p: s._p,
          _option: i,
          _value: value,
        })),
      })),
    priceRange: (s: P, _a, ctx) => priceRange(s._p, ctx, 'price', nodeCurrency(s, ctx)),
    compareAtPriceRange: (s: P, _a, ctx) => priceRange(s._p, ctx, 'compareAtPrice', nodeCurrency(s, ctx)),
    featuredImage: (s: P, _a, ctx) => productImages(s._p, ctx)[0] ?? null,
    images: (s: P, a: PageArgs, ctx) => connection(productImages(s._p, ctx), a, (i) => i.id, (i) => i),
    variants: (s: P, a: PageArgs) => connection(s._p.variants, a, (v) => v.id, (v) => variantNode(v, s._currency)),
    variantsCount: (s: P) => ({ __typename: 'Count', count: s._p.variants.length, precision: 'EXACT' }),
    sellingPlanGroups: (s: P, a: PageArgs) =>
      connection(s._p.groups, a, (g) => g.store.id, (g) => ({ __typename: 'SellingPlanGroup', _g: g })),
    collections: (s: P, a: PageArgs, ctx) =>
      connection(
        ctx.catalogue.collectionsByProduct.get(s._p.id) ?? [],
        a,
        (c) => c.id,
        collectionNode,
      ),
    seo: (s: P, _a, ctx) => ({
      __typename: 'SEO',
      title: s._p.doc.seo?.title ? localized(s._p.doc.seo.title, ctx, productTitle(s._p, ctx)) : null,
      description: s._p.doc.seo?.description ? localized(s._p.doc.seo.description, ctx, '') : null,
    }),
    metafield: () => null,
    metafields: (_s: P, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
    selectedOrFirstAvailableVariant: (s: P, a, ctx) => {
      const picked = a.selectedOptions?.length
        ? matchVariant(s._p, a.selectedOptions, Boolean(a.caseInsensitiveMatch), a.ignoreUnknownOptions !== false)
        : undefined;
      const v = picked ?? s._p.variants.find((x) => ctx.catalogue.availableForSale(x)) ?? s._p.variants[0];
      return v ? variantNode(v) : null;
    },
    encodedVariantExistence: (s: P) => encodeVariantTuples(variantTuples(s._p, s._p.variants)),
    encodedVariantAvailability: (s: P, _a, ctx) =>
      encodeVariantTuples(variantTuples(s._p, s._p.variants.filter((v) => ctx.catalogue.availableForSale(v)))),
    adjacentVariants: (s: P, a, ctx) =>
      adjacentVariants(s._p, a.selectedOptions ?? [], Boolean(a.caseInsensitiveMatch), a.ignoreUnknownOptions !== false, ctx).map((v) => variantNode(v, s._currency)),
    variantBySelectedOptions: (s: P, a) => {
      const v = matchVariant(s._p, a.selectedOptions, Boolean(a.caseInsensitiveMatch), Boolean(a.ignoreUnknownOptions));
      return v ? variantNode(v) : null;
    },
  },
  ProductVariant: {
    id: (s: V) => s._v.doc.store.gid ?? gid('ProductVariant', s._v.id),
    title: (s: V, _a, ctx) => variantTitle(s._v, ctx),
    sku: (s: V) => s._v.doc.store.sku ?? null,
    barcode: () => null,
    price: (s: V, _a, ctx) => {
      const p = ctx.catalogue.prices(s._v, nodeCurrency(s, ctx));
      return money(p.price, p.currency);
    },
    compareAtPrice: (s: V, _a, ctx) => {
      const p = ctx.catalogue.prices(s._v, nodeCurrency(s, ctx));
      return p.compareAtPrice == null ? null : money(p.compareAtPrice, p.currency);
    },
    availableForSale: (s: V, _a, ctx) => ctx.catalogue.availableForSale(s._v),
    currentlyNotInStock: (s: V, _a, ctx) => ctx.catalogue.quantity(s._v.id) <= 0,
    quantityAvailable: (s: V, _a, ctx) => ctx.catalogue.quantity(s._v.id),
    requiresShipping: (s: V) => s._v.doc.store.requiresShipping !== false,
    requiresComponents: () => false,
    taxable: () => true,
    weight: (s: V) => s._v.doc.store.weightGrams ?? null,
    weightUnit: () => 'GRAMS',
    unitPrice: () => null,
    selectedOptions: (s: V, _a, ctx) => selectedOptions(s._v, ctx.catalogue.productsById.get(s._v.productId), ctx),
    image: (s: V, _a, ctx) => {
      const p = ctx.catalogue.productsById.get(s._v.productId);
      const path = s._v.doc.store.previewImageUrl ?? p?.doc.store.previewImageUrl;
      return imageFromPath(path, ctx, p ? productTitle(p, ctx) : null);
    },
    product: (s: V, _a, ctx) => productNode(ctx.catalogue.productsById.get(s._v.productId)!, s._currency),
    metafield: (s: V, a) => {
      const m = (s._v.doc.store.metafields ?? s._v.doc.metafields ?? []).find(
        (x: { namespace: string; key: string }) => x.key === a.key && (!a.namespace || x.namespace === a.namespace),
      );
      return m ? metafieldNode(m, gid('Metafield', `${s._v.id}${a.key.length}`)) : null;
    },
    metafields: (s: V, a) =>
      a.identifiers.map((idf) => {
        const m = (s._v.doc.store.metafields ?? s._v.doc.metafields ?? []).find(
          (x: { namespace: string; key: string }) => x.key === idf.key && (!idf.namespace || x.namespace === idf.namespace),
        );
        return m ? metafieldNode(m, gid('Metafield', `${s._v.id}${idf.key.length}`)) : null;
      }),
    sellingPlanAllocations: (s: V, a: PageArgs, ctx) => {
      const p = ctx.catalogue.productsById.get(s._v.productId);
      const plans = (p?.groups ?? []).flatMap((g) => g.store.sellingPlans ?? []);
      return connection(plans, a, (plan: SellingPlanDoc) => plan.id, (plan: SellingPlanDoc) => sellingPlanAllocation(s._v, plan, 1, ctx, nodeCurrency(s, ctx)));
    },
  },
  ProductOptionValue: {
    firstSelectableVariant: (s: OptionValueParent) => {
      const v = s._p.variants.find((x) => selectedOptions(x, s._p)[s._option]?.value === s._value);
      return v ? variantNode(v) : null;
    },
  },
  SellingPlanGroup: {
    name: (s: { _g: SellingPlanGroupDoc }) => s._g.store.name,
    appName: (s: { _g: SellingPlanGroupDoc }) => s._g.store.appName ?? null,
    options: (s: { _g: SellingPlanGroupDoc }) => (s._g.store.options ?? []).map((o) => ({ __typename: 'SellingPlanGroupOption', name: o.name, values: o.values })),
    sellingPlans: (s: { _g: SellingPlanGroupDoc }, a: PageArgs) => connection(s._g.store.sellingPlans ?? [], a, (p) => p.id, sellingPlanNode),
  },
  SellingPlan: {
    id: (s: { _plan: SellingPlanDoc }) => s._plan.gid ?? gid('SellingPlan', s._plan.id),
    name: (s: { _plan: SellingPlanDoc }, _a, ctx) => (ctx.language === 'EN' ? s._plan.name : localized(s._plan.label, ctx, s._plan.name)),
    description: () => null,
    recurringDeliveries: (s: { _plan: SellingPlanDoc }) => Boolean(s._plan.recurringDeliveries),
    options: (s: { _plan: SellingPlanDoc }) => (s._plan.options ?? []).map((o) => ({ __typename: 'SellingPlanOption', name: o.name, value: o.value })),
    // A GPS service plan charges its percentage on the collar's order, then its service price per term
    // (Shopify's two-step plan: an adjustment for the first order, a fixed price for every renewal).
    priceAdjustments: (s: { _plan: SellingPlanDoc; _currency?: string }, _a: unknown, ctx: StorefrontContext) => {
      // A cart line's plan is priced in the cart's currency, like the line.
      const currency = s._currency ?? ctx.currency;
      const renewal = s._plan.servicePrice?.[currency];
      const first = {
        __typename: 'SellingPlanPriceAdjustment',
        orderCount: typeof renewal === 'number' ? 1 : null,
        adjustmentValue: { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: planPercentage(s._plan) },
      };
      if (typeof renewal !== 'number') return [first];
      return [first, { __typename: 'SellingPlanPriceAdjustment', orderCount: null, adjustmentValue: { __typename: 'SellingPlanFixedPriceAdjustment', price: money(renewal, currency) } }];
    },
    checkoutCharge: () => ({
      __typename: 'SellingPlanCheckoutCharge',
      type: 'PERCENTAGE',
      value: { __typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100 },
    }),
    billingPolicy: (s: { _plan: SellingPlanDoc }) => recurringPolicy('SellingPlanRecurringBillingPolicy', s._plan),
    deliveryPolicy: (s: { _plan: SellingPlanDoc }) => recurringPolicy('SellingPlanRecurringDeliveryPolicy', s._plan),
    metafield: () => null,
    metafields: (_s: unknown, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  },
  Collection: {
    id: (s: C) => s._c.doc.store.gid ?? gid('Collection', s._c.id),
    handle: (s: C) => s._c.handle,
    title: (s: C, _a, ctx) => localized(s._c.doc.title, ctx, s._c.doc.store.title),
    descriptionHtml: (s: C, _a, ctx) =>
      ctx.language !== 'EN' && s._c.doc.description ? `<p>${escapeHtml(localized(s._c.doc.description, ctx, ''))}</p>` : (s._c.doc.store.descriptionHtml ?? ''),
    description: (s: C, a, ctx) =>
      truncate(
        ctx.language !== 'EN' && s._c.doc.description ? localized(s._c.doc.description, ctx, '') : stripHtml(s._c.doc.store.descriptionHtml ?? ''),
        a.truncateAt,
      ),
    image: (s: C, _a, ctx) =>
      s._c.doc.image ? imageFromPath(s._c.doc.image.path, ctx, localized(s._c.doc.image.alt, ctx, ''), s._c.doc.image.width ?? null, s._c.doc.image.height ?? null) : null,
    updatedAt: (s: C) => s._c.doc._updatedAt ?? s._c.doc.store.createdAt,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    seo: (s: C, _a, ctx) => ({ __typename: 'SEO', title: localized(s._c.doc.title, ctx, s._c.doc.store.title), description: null }),
    metafield: () => null,
    metafields: (_s: unknown, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
    products: (s: C, a, ctx) => {
      const manual = s._c.products;
      // The collection's default order is the one its store set (MANUAL unless it says otherwise).
      const asked = a.sortKey ?? 'COLLECTION_DEFAULT';
      const key = asked === 'COLLECTION_DEFAULT' ? String(s._c.doc.store.sortOrder ?? 'MANUAL') : asked;
      // A collection's CREATED order is newest first.
      const sorted =
        key === 'CREATED'
          ? ctx.catalogue.ordered(manual, 'CREATED newest first', () => [...sortProducts(manual, 'CREATED', ctx)].reverse())
          : sortedProducts(manual, key, ctx);
      return connection(sorted, a, productKey, productNode, { positions: ctx.catalogue.positionsOf(sorted) });
    },
  },
};

function recurringPolicy(typename: string, plan: SellingPlanDoc) {
  const f = plan.frequency ?? { interval: 'MONTH', count: 1 };
  return { __typename: typename, interval: f.interval, intervalCount: f.count, anchors: [], maxCycles: null, minCycles: null };
}

function metafieldNode(m: { namespace: string; key: string; type?: string; value: string }, id: string) {
  return {
    __typename: 'Metafield',
    id,
    namespace: m.namespace,
    key: m.key,
    type: m.type ?? 'single_line_text_field',
    value: String(m.value),
    description: null,
    reference: null,
    references: null,
    parentResource: null,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
  };
}

/** A SellingPlanAllocation for a variant under a plan (used on variants and cart lines). */
export function sellingPlanAllocation(v: VariantRecord, plan: SellingPlanDoc, quantity: number, ctx: StorefrontContext, currency = ctx.currency) {
  const p = ctx.catalogue.prices(v, currency);
  const pct = planPercentage(plan);
  const adjusted = Math.round(p.price * (100 - pct)) / 100;
  return {
    __typename: 'SellingPlanAllocation',
    sellingPlan: { ...sellingPlanNode(plan), _currency: p.currency },
    checkoutChargeAmount: money(adjusted * quantity, p.currency),
    remainingBalanceChargeAmount: money(0, p.currency),
    priceAdjustments: [
      {
        __typename: 'SellingPlanAllocationPriceAdjustment',
        price: money(adjusted, p.currency),
        compareAtPrice: money(p.price, p.currency),
        perDeliveryPrice: money(adjusted, p.currency),
        unitPrice: null,
      },
    ],
  };
}
