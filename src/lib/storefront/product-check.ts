// The live product check with price and stock per variant, and
// a product's variants and selling plans by handle, flattened.
import { PRODUCT_CHECK_QUERY, PRODUCT_SELLING_PLANS_BY_HANDLE_QUERY, PRODUCT_VARIANTS_BY_HANDLE_QUERY } from './documents/product';
import type { CountryCode, ProductCheckQuery } from './generated/storefront-types';
import { readData, type RequestOptions, type StorefrontClient, type StorefrontResult } from './client';
import type { Money } from '../i18n/money';
import { mapValue } from '../result';

/** A variant as the live check sees it. */
export interface LiveVariant {
  id: string;
  sku: string;
  availableForSale: boolean;
  requiresShipping: boolean;
  quantityAvailable: number | null;
  price: Money;
  compareAtPrice: Money | null;
}

/** A product as the live check sees it. */
export interface LiveProduct {
  id: string;
  title: string;
  availableForSale: boolean;
  requiresSellingPlan: boolean;
  variants: LiveVariant[];
  sellingPlans: { id: string; name: string }[];
}

/** The product's live state for a buyer country (null when the store no longer has it), or why it could not be read; never throws. */
export async function fetchLiveProduct(client: StorefrontClient, id: string, country: string, options?: RequestOptions): Promise<StorefrontResult<LiveProduct | null>> {
  const answer = await client.request(PRODUCT_CHECK_QUERY, { id, country: country as CountryCode }, options);
  return readData(answer, (data) => (data.product ? liveProductOf(data.product) : null));
}

function liveProductOf(product: NonNullable<ProductCheckQuery['product']>): LiveProduct {
  return {
    id: product.id,
    title: product.title,
    availableForSale: product.availableForSale,
    requiresSellingPlan: product.requiresSellingPlan,
    variants: product.variants.nodes.map((v) => ({ ...v, sku: v.sku ?? '' })),
    sellingPlans: product.sellingPlanGroups.nodes.flatMap((g) => g.sellingPlans.nodes.map((p) => ({ id: p.id, name: p.name }))),
  };
}

/** Variant ids by SKU of a product found by handle (empty when the store does not sell it), or why they could not be read. */
export async function fetchVariantsBySku(
  client: StorefrontClient,
  handle: string,
  country: string,
  options?: RequestOptions,
): Promise<StorefrontResult<Map<string, { id: string; availableForSale: boolean }>>> {
  const answer = await client.request(PRODUCT_VARIANTS_BY_HANDLE_QUERY, { handle, country: country as CountryCode }, options);
  return readData(answer, (data) => {
    const out = new Map<string, { id: string; availableForSale: boolean }>();
    for (const v of data.product?.variants.nodes ?? []) if (v.sku) out.set(v.sku, { id: v.id, availableForSale: v.availableForSale });
    return out;
  });
}

/** A selling plan as another store's cart needs to find it again: autoship or not, and how often it bills. */
export interface PlanCadence {
  /** True for autoship (deliveries), false for a plan that delivers nothing (a GPS service plan). */
  recurring: boolean;
  interval: string;
  count: number;
}

/** A product's selling plans found by handle, each with its cadence (empty when the store does not sell it), or why they could not be read. */
export async function fetchSellingPlansByHandle(
  client: StorefrontClient,
  handle: string,
  country: string,
  options?: RequestOptions,
): Promise<StorefrontResult<{ id: string; name: string; cadence: PlanCadence | null }[]>> {
  const answer = await client.request(PRODUCT_SELLING_PLANS_BY_HANDLE_QUERY, { handle, country: country as CountryCode }, options);
  return readData(answer, (data) => (data.product?.sellingPlanGroups.nodes ?? []).flatMap((g) =>
    g.sellingPlans.nodes.map((p) => {
      const billing = p.billingPolicy;
      const cadence = billing && 'interval' in billing ? { recurring: p.recurringDeliveries, interval: billing.interval, count: billing.intervalCount } : null;
      return { id: p.id, name: p.name, cadence };
    }),
  ));
}

/** True when two cadences are the same plan: both autoship or both not, billed as often. */
export function sameCadence(a: PlanCadence, b: PlanCadence): boolean {
  return a.recurring === b.recurring && a.interval === b.interval && a.count === b.count;
}

/** The product's selling plan in this store with the cadence of another store's plan (null when it offers none), or why it could not be read. */
export async function findSameSellingPlan(
  client: StorefrontClient,
  handle: string,
  country: string,
  cadence: PlanCadence,
  options?: RequestOptions,
): Promise<StorefrontResult<{ id: string; name: string } | null>> {
  return mapValue(await fetchSellingPlansByHandle(client, handle, country, options), (plans) => {
    const same = plans.find((p) => p.cadence && sameCadence(p.cadence, cadence));
    return same ? { id: same.id, name: same.name } : null;
  });
}
