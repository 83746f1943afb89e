// What features call to track: data layer pushes (first-party and in-page, always) and Klaviyo's
// on-site metrics (only with marketing consent and Klaviyo allow-listed). Small: product, cart,
// catalogue and forms import it. The page's AnalyticsContext is set by the consent bootstrap.
import { cartChanges, lineItem, type TrackableLine } from './cart-items';
import { pushEcommerce, pushEvent, type EcommerceEventName } from './data-layer';
import { itemsValue, trackedItem, type TrackedItem, type TrackedItemInput } from './items';
import {
  ADDED_TO_CART_DELAY_MS,
  addedToCart,
  klaviyoQueue,
  rememberNewsletterSignup,
  startedCheckout,
  viewedProduct,
  waitForKlaviyo,
  type KlaviyoProduct,
  type NewsletterProfile,
} from './klaviyo-onsite';
import type { AnalyticsContext } from '../content/site-context';
import { trackingStarted, useConsentState } from './consent-state';

let context: AnalyticsContext | null = null;

/** Sets the page's analytics context (the Layout's consent bootstrap does, on every page). */
export function setAnalyticsContext(analytics: AnalyticsContext): void {
  context = analytics;
}

/** Builds the items of an event with the store's affiliation. */
export function itemsOf(inputs: TrackedItemInput[]): TrackedItem[] {
  return inputs.map((input) => trackedItem(input, context?.affiliation ?? ''));
}

/** Pushes an e-commerce event with items built from `inputs`; never throws. */
export function trackEcommerce(event: EcommerceEventName, currency: string, inputs: TrackedItemInput[], extra: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  try {
    pushEcommerce(event, currency, itemsOf(inputs), extra);
  } catch (error) {
    console.warn(`${event} not tracked`, error);
  }
}

/** Pushes a plain event (search, sign_up, login, generate_lead). */
export function trackEvent(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  pushEvent(event, params);
}

/** Sends a Klaviyo command (identify or track) when allowed; it waits in Klaviyo's queue until klaviyo.js is ready. */
export function klaviyoCommand(command: ['identify', Record<string, unknown>] | ['track', string, Record<string, unknown>]): void {
  if (typeof window === 'undefined') return;
  void trackingStarted.then(() => {
    if (!context?.pixels.klaviyo || !useConsentState.getState().choice.marketing) return;
    klaviyoQueue(window).push(command);
    void waitForKlaviyo(window);
  });
}

/** A tracked item as Klaviyo's product properties. */
export function klaviyoProduct(item: TrackedItem, extra: { productId?: string; url?: string; imageUrl?: string } = {}): KlaviyoProduct {
  const categories = [item.item_category, item.item_category1, item.item_category2, item.item_category3, item.item_category4].filter((c): c is string => Boolean(c));
  return {
    ProductName: item.item_name,
    ProductID: extra.productId ?? item.item_id,
    SKU: item.item_id,
    Categories: categories,
    ...(extra.imageUrl ? { ImageURL: extra.imageUrl } : {}),
    ...(extra.url ? { URL: extra.url } : {}),
    Brand: item.item_brand,
    Price: item.price,
    Quantity: item.quantity,
  };
}

/** A product page's view: view_item, and Klaviyo's Viewed Product. */
export function trackProductView(currency: string, input: TrackedItemInput, productId: string): void {
  if (typeof window === 'undefined') return;
  trackEcommerce('view_item', currency, [input]);
  const [item] = itemsOf([input]);
  klaviyoCommand(['track', 'Viewed Product', viewedProduct(klaviyoProduct(item, { productId, url: window.location.href }))]);
}

/** A cart change: add_to_cart and remove_from_cart with what changed; Klaviyo's Added to Cart 2000 ms after an add. */
export function trackCartChange(currency: string, before: readonly TrackableLine[], after: { lines: readonly TrackableLine[]; checkoutUrl: string }): void {
  if (typeof window === 'undefined') return;
  const { added, removed } = cartChanges(before, after.lines);
  if (added.length) trackEcommerce('add_to_cart', currency, added);
  if (removed.length) trackEcommerce('remove_from_cart', currency, removed);
  if (!added.length) return;
  const cartItems = itemsOf(after.lines.map((l) => lineItem(l)));
  const [first] = itemsOf(added);
  const properties = addedToCart(klaviyoProduct(first), { items: cartItems.map((i) => klaviyoProduct(i)), value: itemsValue(cartItems), checkoutUrl: after.checkoutUrl });
  window.setTimeout(() => klaviyoCommand(['track', 'Added to Cart', properties]), ADDED_TO_CART_DELAY_MS);
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
  klaviyoCommand(['track', 'Started Checkout', startedCheckout({ id: cart.id, items: items.map((i) => klaviyoProduct(i)), value: itemsValue(items), checkoutUrl: cart.checkoutUrl })]);
}

/** A shopper known by email (signed in, or newsletter confirmed): Klaviyo's identify. */
export function identifyShopper(profile: { email: string; firstName?: string | null; lastName?: string | null }): void {
  klaviyoCommand(['identify', { email: profile.email, ...(profile.firstName ? { first_name: profile.firstName } : {}), ...(profile.lastName ? { last_name: profile.lastName } : {}) }]);
}

/**
 * A newsletter signup the service accepted: with marketing consent the shopper is remembered (for the
 * confirmation's landing) and identified to Klaviyo by email.
 */
export function trackNewsletterSignup(profile: NewsletterProfile): void {
  if (typeof window === 'undefined' || !useConsentState.getState().choice.marketing) return;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  rememberNewsletterSignup(storage, profile);
  identifyShopper(profile);
}
