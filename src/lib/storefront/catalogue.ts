// The catalogue as the build needs it: products (variants, prices, availability, selling plans)
// and collections of one store, priced for one country, flattened (no edges/nodes past here).
import type { StorefrontClient } from './client';
import { CATALOGUE_COLLECTIONS_QUERY, CATALOGUE_PRODUCTS_QUERY } from './fragments';

/** A price as the Storefront API returns it. */
export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/** A variant of the catalogue. */
export interface CatalogueVariant {
  id: string;
  sku: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  requiresShipping: boolean;
  selectedOptions: { name: string; value: string }[];
  price: MoneyV2;
  compareAtPrice: MoneyV2 | null;
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
  priceRange: { min: MoneyV2; max: MoneyV2 };
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

interface Page<T> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: T[];
}

interface RawVariant extends Omit<CatalogueVariant, 'imageUrl' | 'subscriptionFrequency'> {
  image: { url: string } | null;
  subscriptionFrequency: { value: string } | null;
}

interface RawPlan {
  id: string;
  name: string;
  recurringDeliveries: boolean;
  options: { name: string; value: string }[];
  priceAdjustments: { adjustmentValue: { __typename: string; adjustmentPercentage?: number } }[];
  deliveryPolicy: { __typename: string; interval?: 'WEEK' | 'MONTH'; intervalCount?: number } | null;
}

interface RawProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  availableForSale: boolean;
  requiresSellingPlan: boolean;
  options: { name: string; optionValues: { name: string }[] }[];
  priceRange: { minVariantPrice: MoneyV2; maxVariantPrice: MoneyV2 };
  variants: { nodes: RawVariant[] };
  sellingPlanGroups: {
    nodes: { name: string; appName: string | null; options: { name: string; values: string[] }[]; sellingPlans: { nodes: RawPlan[] } }[];
  };
}

interface RawCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  products: { nodes: { handle: string }[] };
}

function reshapePlan(plan: RawPlan): CatalogueSellingPlan {
  const percentage = plan.priceAdjustments
    .map((a) => a.adjustmentValue.adjustmentPercentage)
    .find((p): p is number => typeof p === 'number');
  const policy = plan.deliveryPolicy;
  return {
    id: plan.id,
    name: plan.name,
    recurringDeliveries: plan.recurringDeliveries,
    options: plan.options,
    percentageDiscount: percentage ?? 0,
    frequency: policy?.interval && policy.intervalCount ? { interval: policy.interval, count: policy.intervalCount } : null,
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
    variants: raw.variants.nodes.map(({ image, subscriptionFrequency, ...variant }) => ({
      ...variant,
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

async function allPages<T>(
  client: StorefrontClient,
  document: string,
  country: string,
  pick: (data: unknown) => Page<T>,
): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = pick(await client.request(document, { country, cursor }));
    out.push(...page.nodes);
    cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (cursor);
  return out;
}

/** Every product of the store, priced for `country` (@inContext). */
export async function fetchCatalogueProducts(client: StorefrontClient, country: string): Promise<CatalogueProduct[]> {
  const raw = await allPages<RawProduct>(client, CATALOGUE_PRODUCTS_QUERY, country, (d) => (d as { products: Page<RawProduct> }).products);
  return raw.map(reshapeProduct);
}

/** Every collection of the store with its products' handles. */
export async function fetchCatalogueCollections(client: StorefrontClient, country: string): Promise<CatalogueCollection[]> {
  const raw = await allPages<RawCollection>(
    client,
    CATALOGUE_COLLECTIONS_QUERY,
    country,
    (d) => (d as { collections: Page<RawCollection> }).collections,
  );
  return raw.map((c) => ({
    id: c.id,
    handle: c.handle,
    title: c.title,
    description: c.description,
    productHandles: c.products.nodes.map((p) => p.handle),
  }));
}
