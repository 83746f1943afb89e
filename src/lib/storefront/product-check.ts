// The live product check with price and stock per variant, and
// a product's variants by handle, flattened.
import { PRODUCT_CHECK_QUERY, PRODUCT_VARIANTS_BY_HANDLE_QUERY } from './documents/product';
import type { CountryCode, ProductCheckQuery, ProductVariantsByHandleQuery } from './generated/storefront-types';
import type { RequestOptions, StorefrontClient } from './client';
import type { Money } from '../i18n/money';

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

/** The product's live state for a buyer country; null when the store no longer has it. */
export async function fetchLiveProduct(client: StorefrontClient, id: string, country: string, options?: RequestOptions): Promise<LiveProduct | null> {
  const data = await client.request<ProductCheckQuery>(PRODUCT_CHECK_QUERY, { id, country: country as CountryCode }, options);
  const product = data.product;
  if (!product) return null;
  return {
    id: product.id,
    title: product.title,
    availableForSale: product.availableForSale,
    requiresSellingPlan: product.requiresSellingPlan,
    variants: product.variants.nodes.map((v) => ({ ...v, sku: v.sku ?? '' })),
    sellingPlans: product.sellingPlanGroups.nodes.flatMap((g) => g.sellingPlans.nodes.map((p) => ({ id: p.id, name: p.name }))),
  };
}

/** Variant ids by SKU of a product found by handle (empty when the store does not sell it). */
export async function fetchVariantsBySku(client: StorefrontClient, handle: string, country: string, options?: RequestOptions): Promise<Map<string, { id: string; availableForSale: boolean }>> {
  const data = await client.request<ProductVariantsByHandleQuery>(PRODUCT_VARIANTS_BY_HANDLE_QUERY, { handle, country: country as CountryCode }, options);
  const out = new Map<string, { id: string; availableForSale: boolean }>();
  for (const v of data.product?.variants.nodes ?? []) if (v.sku) out.set(v.sku, { id: v.id, availableForSale: v.availableForSale });
  return out;
}
