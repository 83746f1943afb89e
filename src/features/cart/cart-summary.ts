// The cart's totals as the drawer shows them: estimated shipping (free at
// or over the store's threshold or with autoship, else its flat rate — what checkout charges),
// the autoship discount percent and the progress to free shipping.
import type { CommerceContext } from '../../lib/content/site-context';
import type { Cart } from '../../lib/storefront/cart';
import { LINE_ATTRIBUTE } from '../../lib/cart/line-attributes';

/** Shipping estimate: free, a flat amount, or unknown until checkout (other markets). */
export type ShippingEstimate = { kind: 'free' } | { kind: 'flat'; amount: string } | { kind: 'atCheckout' };

/** What the drawer's summary shows. */
export interface CartSummary {
  shipping: ShippingEstimate;
  /** Amount still needed for free shipping (null when reached or not applicable). */
  remainingForFreeShipping: string | null;
  /** 0–1 progress to free shipping, null without a threshold: full whenever shipping is free (with autoship too). */
  freeShippingProgress: number | null;
  /** Largest autoship discount on the cart's lines, 0 without autoship. */
  subscriptionDiscountPercent: number;
}

const cents = (amount: string) => Math.round(Number.parseFloat(amount) * 100);
const amountOf = (c: number) => (c / 100).toFixed(2);

/** A line's autoship discount: its attribute, else what its plan price saves. */
function autoshipPercent(line: Cart['lines'][number]): number {
  if (!line.sellingPlan) return 0;
  const attribute = line.attributes.find((a) => a.key === LINE_ATTRIBUTE.subscriptionDiscount)?.value;
  if (attribute) return Number.parseFloat(attribute) || 0;
  const price = cents(line.price.amount);
  return price > 0 ? Math.round((1 - cents(line.unitPrice.amount) / price) * 100) : 0;
}

/** The summary of a cart for a locale's store. */
export function summarizeCart(cart: Cart, shipping: CommerceContext['shipping']): CartSummary {
  const hasAutoship = cart.lines.some((l) => l.sellingPlan);
  const subscriptionDiscountPercent = Math.max(0, ...cart.lines.map(autoshipPercent));
  if (!shipping || cart.lines.length === 0) {
    return { shipping: { kind: 'atCheckout' }, remainingForFreeShipping: null, freeShippingProgress: null, subscriptionDiscountPercent };
  }
  const threshold = cents(shipping.freeShippingThreshold);
  const total = cents(cart.total.amount);
  const free = hasAutoship || total >= threshold;
  return {
    shipping: free ? { kind: 'free' } : { kind: 'flat', amount: shipping.flatRate },
    remainingForFreeShipping: free ? null : amountOf(threshold - total),
    // The bar says what the text says: full once shipping is free, however it was earned.
    freeShippingProgress: free || threshold <= 0 ? 1 : Math.min(1, total / threshold),
    subscriptionDiscountPercent,
  };
}

/** The checkout URL if it is a web address (https, or http on this machine's loopback twin). */
export function checkoutHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return parsed.href;
    if (parsed.protocol === 'http:' && (parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost')) return parsed.href;
  } catch {
    // Not a URL at all.
  }
  return null;
}
