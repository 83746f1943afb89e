// The tracked item every e-commerce event carries (GA4 item parameters): one builder, used by every
// event, so an item looks the same in view_item, add_to_cart and purchase.

/** A price as the APIs give it: a number, a decimal string, or an object with an amount. */
export type PriceInput = number | string | { amount: number | string };

/** What a tracked item is built from: a variant of a product, as the cart and the pages know it. */
export interface TrackedItemInput {
  /** The variant's SKU (item_id). */
  sku: string;
  /** The product's title (item_name). */
  productTitle: string;
  /** The product type, a category path split on "/" (item_category …). */
  productType: string | null | undefined;
  /** The product's vendor (item_brand). */
  vendor: string | null | undefined;
  /** The variant's title; "Default Title" (a product's only variant) is left out. */
  variantTitle: string | null | undefined;
  price: PriceInput;
  quantity?: number;
  /** On autoship (a selling plan). */
  isSubscription?: boolean;
}

/** The GA4 item of the data layer. */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_category1?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_brand: string;
  item_variant?: string;
  price: number;
  quantity: number;
  affiliation: string;
  isSubscription: boolean;
  /** Position in a list (view_item_list, select_item). */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** At most this many category levels: item_category, item_category1 … item_category4. */
export const MAX_CATEGORY_LEVELS = 5;
const CATEGORY_KEYS = ['item_category', 'item_category1', 'item_category2', 'item_category3', 'item_category4'] as const;
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** A price as a number rounded to cents; NaN-free (0 when unreadable). */
export function priceNumber(price: PriceInput): number {
  const raw = typeof price === 'object' && price !== null ? price.amount : price;
  const value = typeof raw === 'number' ? raw : Number.parseFloat(raw);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

/** A category path's levels: split on "/", trimmed, lowercased, empty parts dropped, at most five. */
export function categoryLevels(productType: string | null | undefined): Partial<Record<(typeof CATEGORY_KEYS)[number], string>> {
  const parts = (productType ?? '')
    .split('/')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, MAX_CATEGORY_LEVELS);
  const out: Partial<Record<(typeof CATEGORY_KEYS)[number], string>> = {};
  parts.forEach((part, i) => {
    const key = CATEGORY_KEYS[i];
    if (key) out[key] = part;
  });
  return out;
}

/** The variant title as tracked: absent for "Default Title" or an empty title. */
export function variantName(title: string | null | undefined): string | undefined {
  const trimmed = title?.trim();
  return trimmed && trimmed !== DEFAULT_VARIANT_TITLE ? trimmed : undefined;
}

/** Builds the tracked item of a variant; `affiliation` is the store's fixed label. */
export function trackedItem(input: TrackedItemInput, affiliation: string): TrackedItem {
  const quantity = input.quantity !== undefined && Number.isInteger(input.quantity) && input.quantity > 0 ? input.quantity : 1;
  const variant = variantName(input.variantTitle);
  return {
    item_id: input.sku,
    item_name: input.productTitle,
    ...categoryLevels(input.productType),
    item_brand: input.vendor ?? '',
    ...(variant ? { item_variant: variant } : {}),
    price: priceNumber(input.price),
    quantity,
    affiliation,
    isSubscription: Boolean(input.isSubscription),
  };
}

/** The value of a list of items: the sum of price × quantity, rounded to cents. */
export function itemsValue(items: Pick<TrackedItem, 'price' | 'quantity'>[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}

/** The store label of a brand and currency, e.g. "Trailmate US Store" (the `affiliation` of its items). */
export function storeAffiliation(brandName: string, currency: string): string {
  return `${brandName} ${currency === 'CAD' ? 'CA' : 'US'} Store`;
}
