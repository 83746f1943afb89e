// The page's data layer (window.dataLayer): first-party and in-page, read by tags once they are
// allowed to load. Consent commands go through gtag() so Google's tags read them as Consent Mode.
import { consentSignals, type ConsentChoice } from './consent';
import { itemsValue, type TrackedItem } from './items';

type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's data layer, created when missing; null outside a browser. */
export function dataLayer(): DataLayerEntry[] | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** gtag(): pushes its arguments object, the shape Google's tags read commands in. */
function gtag(..._args: unknown[]): void {
  // Google's tags tell a command from an event by it being an Arguments object, not an array.
  // eslint-disable-next-line prefer-rest-params
  dataLayer()?.push(arguments);
}

let defaultSet = false;

/** Sets the Consent Mode default once per page load, before any tag loads; later calls do nothing. */
export function setConsentDefault(choice: ConsentChoice): void {
  if (defaultSet || typeof window === 'undefined') return;
  defaultSet = true;
  gtag('consent', 'default', { ...consentSignals(choice), wait_for_update: 500 });
}

/** Tells tags about a changed choice (Consent Mode update) and pushes it as an event of its own. */
export function updateConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', consentSignals(choice));
  dataLayer()?.push({ event: 'consent_update', consent: { analytics: choice.analytics, marketing: choice.marketing } });
}

/** Pushes a plain event (search, sign_up, login, generate_lead …). */
export function pushEvent(event: string, params: Record<string, unknown> = {}): void {
  dataLayer()?.push({ event, ...params });
}

/** The e-commerce events of GA4 the store sends. */
export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'purchase';

/** Pushes an e-commerce event: the previous ecommerce object is cleared first, then the event with its items. */
export function pushEcommerce(event: EcommerceEventName, currency: string, items: TrackedItem[], extra: Record<string, unknown> = {}): void {
  const layer = dataLayer();
  if (!layer) return;
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce: { currency, value: itemsValue(items), ...extra, items } });
}
