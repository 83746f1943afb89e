import type { Store } from '../catalogue/stores.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { cents } from '../storefront/money.js';

/** Tax rate the twin charges by shipping country (prices elsewhere include tax). */
export function taxRate(country: string): number {
  if (country === 'US') return 0.07;
  if (country === 'CA') return 0.13;
  return 0;
}

/** A store's shipping threshold and flat rate in an order's currency (converted at the catalogue's market rate). */
export function shippingRates(store: Store, catalogue: Catalogue, currency: string): { freeShippingThreshold: number; flatRate: number } | null {
  if (!store.shipping) return null;
  const rate = catalogue.marketRate(store.currency, currency);
  return { freeShippingThreshold: cents(store.shipping.freeShippingThreshold * rate), flatRate: cents(store.shipping.flatRate * rate) };
}

/**
 * Shipping for an order, from the store's settings: free with autoship, at or over the threshold (after
 * discounts), when no line ships or when the store has no shipping settings; else the flat rate.
 */
export function shippingFor(
  rates: { freeShippingThreshold: number; flatRate: number } | null,
  subtotal: number,
  hasAutoship: boolean,
  requiresShipping: boolean,
): number {
  if (!rates || !requiresShipping || hasAutoship || subtotal >= rates.freeShippingThreshold) return 0;
  return rates.flatRate;
}
