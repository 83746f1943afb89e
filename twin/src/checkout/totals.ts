import type { TwinRuntime } from '../runtime.js';
import type { StorefrontContext } from '../storefront/types.js';
import type { CartRow } from '../cart/store.js';
import { cartStore } from '../cart/resolvers.js';
import { cartBuyerEmail, priceCart, type CartPricing } from '../cart/pricing.js';
import { cents } from '../storefront/money.js';
import { cartForCountry } from './market.js';
import { shippingFor, shippingRates, taxRate } from './pricing.js';
import { cartGiftCards, spendGiftCards, type GiftCardUse } from '../gift-cards/store.js';
import { clockNow } from '../clock/clock.js';

/** What the checkout page shows for a shipping country: the cart priced in that market, shipping, tax, total, the gift cards spent and what is left to pay. */
export interface CheckoutTotals {
  cart: CartRow;
  pricing: CartPricing;
  currency: string;
  shipping: number;
  tax: number;
  total: number;
  /** The cart's gift cards, each taking its balance off the total up to what is still due. */
  giftCards: GiftCardUse[];
  /** What is left to pay by card once the gift cards are spent. */
  due: number;
}

/** The cart's gift cards spent on an order total, in the order they were entered; and what is left to pay. */
export function giftCardsFor(rt: TwinRuntime, cart: CartRow, total: number, currency: string): { giftCards: GiftCardUse[]; due: number } {
  const day = clockNow(rt.db).toISOString().slice(0, 10);
  const cards = cartGiftCards(rt.db, cart.store, JSON.parse(cart.gift_card_codes ?? '[]') as string[], day);
  const giftCards = spendGiftCards(cards, total, currency).filter((u) => u.used > 0);
  return { giftCards, due: cents(total - giftCards.reduce((n, u) => n + u.used, 0)) };
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
  const total = cents(pricing.total + shipping + tax);
  return { cart: priced, pricing, currency: priced.currency, shipping, tax, total, ...giftCardsFor(rt, cart, total, priced.currency) };
}
