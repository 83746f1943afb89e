/** Tax rate the twin charges by shipping country (prices elsewhere include tax). */
export function taxRate(country: string): number {
  if (country === 'US') return 0.07;
  if (country === 'CA') return 0.13;
  return 0;
}

/** Orders at or over this subtotal ship free (in the order's currency). */
export const FREE_SHIPPING_THRESHOLD = 75;
/** Flat shipping below the threshold. */
export const FLAT_SHIPPING = 7.95;

/** Shipping for an order: free with autoship or over the threshold, nothing when no line ships. */
export function shippingFor(subtotal: number, hasAutoship: boolean, requiresShipping: boolean): number {
  if (!requiresShipping || hasAutoship || subtotal >= FREE_SHIPPING_THRESHOLD) return 0;
  return FLAT_SHIPPING;
}
