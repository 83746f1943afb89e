// The catalogue as the build needs it: products (variants, prices, availability, selling plans)
// and collections of one store, priced for one country, flattened (no edges/nodes past here).
import type { Money } from '../i18n/money';
import { readData, type StorefrontClient, type StorefrontResult } from './client';
import { ok } from '../result';
import { CATALOGUE_COLLECTIONS_QUERY, CATALOGUE_PRODUCTS_QUERY, COLLECTION_PRODUCTS_QUERY } from './documents/catalogue';
import type { CatalogueCollectionsQuery, CatalogueCollectionsQueryVariables, CollectionProductsQueryVariables, CatalogueProductsQuery, CatalogueProductsQueryVariables, CountryCode } from './generated/storefront-types';

/** A variant of the catalogue. */
export interface CatalogueVariant {
  id: string;
  sku: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  requiresShipping: boolean;
  selectedOptions: { name: string; value: string }[];
  price: Money;
  compareAtPrice: Money | null;
  imageUrl: string | null;
  subscriptionFrequency: string | null;
}

/** A selling plan of the catalogue. */
export interface CatalogueSellingPlan {
  id: string;
  name: string;
  recurringDeliveries: boolean;
  options: { name: string; value: string }[];
  percentageDiscount: number;
  frequency: { interval: 'WEEK' | 'MONTH'; count: number } | null;
  /** A GPS service plan (a plan that delivers nothing): its term and its price per term; null for autoship. */
  service: ServiceTerm | null;
}

/** One term of a GPS service plan and what it costs, in the store's currency. */
export interface ServiceTerm {
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  count: number;
  price: Money;
}

/** A selling plan group of the catalogue. */
export interface CatalogueSellingPlanGroup {
  name: string;
  appName: string | null;
  options: { name: string; values: string[] }[];
  sellingPlans: CatalogueSellingPlan[];
}

/** A product of the catalogue. */
export interface CatalogueProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  availableForSale: boolean;
  requiresSellingPlan: boolean;
  options: { name: string; values: string[] }[];
  priceRange: { min: Money; max: Money };
  variants: CatalogueVariant[];
  sellingPlanGroups: CatalogueSellingPlanGroup[];
}

/** A collection of the catalogue with its products' handles in order. */
export interface CatalogueCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  productHandles: string[];
}

type RawProduct = CatalogueProductsQuery['products']['nodes'][number];
type RawPlan = RawProduct['sellingPlanGroups']['nodes'][number]['sellingPlans']['nodes'][number];
type RawCollection = CatalogueCollectionsQuery['collections']['nodes'][number];

function reshapePlan(plan: RawPlan): CatalogueSellingPlan {
  const percentage = plan.priceAdjustments
    .map((a) => ('adjustmentPercentage' in a.adjustmentValue ? a.adjustmentValue.adjustmentPercentage : undefined))
    .find((p): p is number => typeof p === 'number');
  const policy = plan.deliveryPolicy;
  const billing = plan.billingPolicy;
  // A service plan's price per term is its fixed-price adjustment for every order (orderCount null).
  const termPrice = plan.priceAdjustments
    .map((a): Money | undefined => (a.orderCount === null && 'price' in a.adjustmentValue ? a.adjustmentValue.price : undefined))
    .find((p) => p !== undefined);
  const service =
    !plan.recurringDeliveries && termPrice && billing && 'interval' in billing && billing.intervalCount
      ? { interval: billing.interval, count: billing.intervalCount, price: termPrice }
      : null;
  return {
    id: plan.id,
    name: plan.name,
    recurringDeliveries: plan.recurringDeliveries,
    options: plan.options.map((o) => ({ name: o.name ?? '', value: o.value ?? '' })),
    percentageDiscount: percentage ?? 0,
    // The site's autoship labels know weeks and months; other intervals show no frequency.
    frequency:
      policy && 'interval' in policy && (policy.interval === 'WEEK' || policy.interval === 'MONTH') && policy.intervalCount
        ? { interval: policy.interval, count: policy.intervalCount }
        : null,
    service,
  };
}

function reshapeProduct(raw: RawProduct): CatalogueProduct {
  return {
    id: raw.id,
    handle: raw.handle,
    title: raw.title,
    productType: raw.productType,
    vendor: raw.vendor,
    tags: raw.tags,
    createdAt: raw.createdAt,
    availableForSale: raw.availableForSale,
    requiresSellingPlan: raw.requiresSellingPlan,
    options: raw.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
    priceRange: { min: raw.priceRange.minVariantPrice, max: raw.priceRange.maxVariantPrice },
    variants: raw.variants.nodes.map(({ image, subscriptionFrequency, sku, ...variant }) => ({
      ...variant,
      sku: sku ?? '',
      imageUrl: image?.url ?? null,
      subscriptionFrequency: subscriptionFrequency?.value ?? null,
    })),
    sellingPlanGroups: raw.sellingPlanGroups.nodes.map((group) => ({
      name: group.name,
      appName: group.appName,
      options: group.options,
      sellingPlans: group.sellingPlans.nodes.map(reshapePlan),
    })),
  };
}

interface Page<T> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: T[];
}

/** A page as the API answered it, read field by field (an answer of another shape throws here, inside readData). */
function pageOf<N, T>(page: Page<N>, node: (n: N) => T): Page<T> {
  return { nodes: page.nodes.map(node), pageInfo: { hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor } };
}

/** Follows cursors until the last page; the first page that fails fails the whole. */
async function allPages<T>(next: (cursor: string | null) => Promise<StorefrontResult<Page<T>>>): Promise<StorefrontResult<T[]>> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const page: StorefrontResult<Page<T>> = await next(cursor);
    if (!page.ok) return page;
    out.push(...page.value.nodes);
    cursor = page.value.pageInfo.hasNextPage ? page.value.pageInfo.endCursor : null;
  } while (cursor);
  return ok(out);
}

/** Every product of the store, priced for `country` (@inContext), or why they could not all be read. */
export async function fetchCatalogueProducts(client: StorefrontClient, country: string): Promise<StorefrontResult<CatalogueProduct[]>> {
  const raw = await allPages(async (cursor) => {
    const variables: CatalogueProductsQueryVariables = { country: country as CountryCode, cursor };
    return readData(await client.request(CATALOGUE_PRODUCTS_QUERY, variables), (data) => pageOf(data.products, (p) => p));
  });
  return readData(raw, (products) => products.map(reshapeProduct));
}

/** Every collection of the store with all its products' handles (pages of 250 followed to the end), or why they could not all be read. */
export async function fetchCatalogueCollections(client: StorefrontClient, country: string): Promise<StorefrontResult<CatalogueCollection[]>> {
  const raw = await allPages(async (cursor) => {
    const variables: CatalogueCollectionsQueryVariables = { country: country as CountryCode, cursor };
    return readData(await client.request(CATALOGUE_COLLECTIONS_QUERY, variables), (data) =>
      pageOf(data.collections, (c: RawCollection) => ({ collection: c, first: pageOf(c.products, (p) => p.handle) })),
    );
  });
  if (!raw.ok) return raw;
  const collections = await Promise.all(
    raw.value.map(async ({ collection: c, first }): Promise<StorefrontResult<CatalogueCollection>> => {
      const handles = [...first.nodes];
      let cursor = first.pageInfo.hasNextPage ? first.pageInfo.endCursor : null;
      while (cursor) {
        const variables: CollectionProductsQueryVariables = { handle: c.handle, country: country as CountryCode, cursor };
        const answer = readData(await client.request(COLLECTION_PRODUCTS_QUERY, variables), (data) =>
          data.collection ? pageOf(data.collection.products, (p) => p.handle) : null,
        );
        if (!answer.ok) return answer;
        const page = answer.value;
        if (!page) break;
        handles.push(...page.nodes);
        cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      }
      return ok({ id: c.id, handle: c.handle, title: c.title, description: c.description, productHandles: handles });
    }),
  );
  const failed = collections.find((c) => !c.ok);
  return failed && !failed.ok ? failed : ok(collections.flatMap((c) => (c.ok ? [c.value] : [])));
}
