import type { TwinRuntime } from '../runtime.js';
import type { CartRow } from '../cart/store.js';
import { currencyForCountry } from '../catalogue/markets.js';

/** The cart as the checkout prices it for a shipping country: that market's currency if the store sells there. */
export function cartForCountry(rt: TwinRuntime, cart: CartRow, country: string): CartRow {
  const store = rt.stores.get(cart.store);
  if (!store || country === cart.country) return cart;
  return { ...cart, country, currency: currencyForCountry(country, store) };
}

/** The public address of an order's status page; the key (the cart's secret) keeps others out. */
export function statusPath(store: string, orderId: number, key: string): string {
  return `/shops/${store}/orders/${orderId}/status?key=${key}`;
}
