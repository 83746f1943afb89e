// What features call to track: data layer pushes (first-party and in-page, always) and Klaviyo's
// on-site metrics (only with marketing consent and Klaviyo allow-listed). Small: product, cart,
// catalogue and forms import it. The page's AnalyticsContext is set by the consent bootstrap.
// Klaviyo's part (its queue, the events' shapes, the remembered signup) loads as a chunk of its own
// when a Klaviyo command is due: commands already wait for tracking to start, after first paint. The
// cart's events are in ./track-cart (the cart's chunks import them).
import { pushEcommerce, pushEvent, type EcommerceEventName } from './data-layer';
import { trackedItem, type TrackedItem, type TrackedItemInput } from './items';
import type { KlaviyoProduct, NewsletterProfile } from './klaviyo-onsite';
import type { AnalyticsContext } from '../content/site-context';
import { trackingStarted, useConsentState } from './consent-state';

type KlaviyoOnsite = typeof import('./klaviyo-onsite');
type KlaviyoCommand = ['identify', Record<string, unknown>] | ['track', string, Record<string, unknown>];

/** Klaviyo's Added to Cart follows an add after this long (ms), with the cart as it then is. */
export const ADDED_TO_CART_DELAY_MS = 2000;

const loadKlaviyo = (): Promise<KlaviyoOnsite> => import(/* webpackChunkName: "klaviyo-onsite" */ './klaviyo-onsite');

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

/**
 * Sends a Klaviyo command (identify or track, or one built from Klaviyo's event shapes) when allowed;
 * it waits in Klaviyo's queue until klaviyo.js is ready. Commands keep the order they were sent in.
 */
export function klaviyoCommand(command: KlaviyoCommand | ((klaviyo: KlaviyoOnsite) => KlaviyoCommand)): void {
  if (typeof window === 'undefined') return;
  void trackingStarted.then(async () => {
    if (!context?.pixels.klaviyo || !useConsentState.getState().choice.marketing) return;
    const klaviyo = await loadKlaviyo();
    klaviyo.klaviyoQueue(window).push(typeof command === 'function' ? command(klaviyo) : command);
    void klaviyo.waitForKlaviyo(window);
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
  if (!item) return;
  const product = klaviyoProduct(item, { productId, url: window.location.href });
  klaviyoCommand((klaviyo) => ['track', 'Viewed Product', klaviyo.viewedProduct(product)]);
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
  // Remembered as soon as Klaviyo's chunk is there (the identify waits for tracking too).
  void loadKlaviyo().then((klaviyo) => klaviyo.rememberNewsletterSignup(storage, profile));
  identifyShopper(profile);
}
