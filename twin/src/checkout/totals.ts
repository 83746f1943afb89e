import type { TwinRuntime } from '../runtime.js';
import type { StorefrontContext } from '../storefront/types.js';
import type { CartRow } from '../cart/store.js';
import { cartStore } from '../cart/resolvers.js';
import { cartBuyerEmail, priceCart, type CartPricing } from '../cart/pricing.js';
import { cents } from '../storefront/money.js';
import { cartForCountry } from './market.js';
import { shippingFor, shippingRates, taxRate } from './pricing.js';

/** What the checkout page shows for a shipping country: the cart priced in that market, shipping, tax, total. */
export interface CheckoutTotals {
  cart: CartRow;
  pricing: CartPricing;
  currency: string;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * Prices a cart for a shipping country the way placing the order will; `email` is the buyer the codes are
 * checked against (default: the cart's customer or buyer email).
 */
export function checkoutTotals(rt: TwinRuntime, cart: CartRow, country: string, email?: string | null): CheckoutTotals {
  const ctx = { db: rt.db, catalogue: rt.catalogue(cart.store) } as unknown as StorefrontContext;
  const priced = cartForCountry(rt, cart, country);
  const pricing = priceCart(priced, cartStore(ctx).lines(cart.token), ctx, email === undefined ? cartBuyerEmail(rt.db, cart) : email);
  const hasAutoship = pricing.lines.some((p) => p.price.plan);
  const requiresShipping = pricing.lines.some((p) => p.price.variant.doc.store.requiresShipping !== false);
  const store = rt.stores.get(cart.store)!;
  const shipping = shippingFor(shippingRates(store, ctx.catalogue, priced.currency), pricing.total, hasAutoship, requiresShipping);
  const tax = cents(pricing.total * taxRate(country));
  return { cart: priced, pricing, currency: priced.currency, shipping, tax, total: cents(pricing.total + shipping + tax) };
}
