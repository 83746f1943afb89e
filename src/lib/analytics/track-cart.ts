// The cart's tracking: add_to_cart, remove_from_cart, view_cart and begin_checkout, and Klaviyo's
// Added to Cart and Started Checkout. Only the cart's own chunks (loaded after first paint) import it.
import { cartChanges, lineItem, type TrackableLine } from './cart-items';
import { itemsValue } from './items';
import { ADDED_TO_CART_DELAY_MS, itemsOf, klaviyoCommand, klaviyoProduct, trackEcommerce } from './track';

/** A cart change: add_to_cart and remove_from_cart with what changed; Klaviyo's Added to Cart 2000 ms after an add. */
export function trackCartChange(currency: string, before: readonly TrackableLine[], after: { lines: readonly TrackableLine[]; checkoutUrl: string }): void {
  if (typeof window === 'undefined') return;
  const { added, removed } = cartChanges(before, after.lines);
  if (added.length) trackEcommerce('add_to_cart', currency, added);
  if (removed.length) trackEcommerce('remove_from_cart', currency, removed);
  if (!added.length) return;
  const cartItems = itemsOf(after.lines.map((l) => lineItem(l)));
  const [first] = itemsOf(added);
  if (!first) return;
  const product = klaviyoProduct(first);
  const cart = { items: cartItems.map((i) => klaviyoProduct(i)), value: itemsValue(cartItems), checkoutUrl: after.checkoutUrl };
  window.setTimeout(() => klaviyoCommand((klaviyo) => ['track', 'Added to Cart', klaviyo.addedToCart(product, cart)]), ADDED_TO_CART_DELAY_MS);
}

/** The cart drawer opened: view_cart. */
export function trackCartView(currency: string, lines: readonly TrackableLine[]): void {
  trackEcommerce('view_cart', currency, lines.map((l) => lineItem(l)));
}

/** Checkout pressed: begin_checkout, and Klaviyo's Started Checkout. */
export function trackCheckout(currency: string, cart: { id: string; lines: readonly TrackableLine[]; checkoutUrl: string }): void {
  const inputs = cart.lines.map((l) => lineItem(l));
  trackEcommerce('begin_checkout', currency, inputs);
  const items = itemsOf(inputs);
  const started = { id: cart.id, items: items.map((i) => klaviyoProduct(i)), value: itemsValue(items), checkoutUrl: cart.checkoutUrl };
  klaviyoCommand((klaviyo) => ['track', 'Started Checkout', klaviyo.startedCheckout(started)]);
}
