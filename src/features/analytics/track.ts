// What features call to track: data layer pushes (first-party, always) and Klaviyo's on-site metrics
// (only with marketing consent and Klaviyo allow-listed). Small: product, cart and forms import it.
import { pushEcommerce, pushEvent, type EcommerceEventName } from '../../lib/analytics/data-layer';
import { trackedItem, type TrackedItem, type TrackedItemInput } from '../../lib/analytics/items';
import { klaviyoQueue, waitForKlaviyo } from '../../lib/analytics/klaviyo-onsite';
import type { AnalyticsContext } from '../../lib/content/site-context';
import { trackingStarted, useConsentState } from '../consent/consent-state';

/** Builds the items of an event with the store's affiliation. */
export function itemsOf(analytics: AnalyticsContext, inputs: TrackedItemInput[]): TrackedItem[] {
  return inputs.map((input) => trackedItem(input, analytics.affiliation));
}

/** Pushes an e-commerce event with items built from `inputs`. */
export function trackEcommerce(
  analytics: AnalyticsContext,
  event: EcommerceEventName,
  currency: string,
  inputs: TrackedItemInput[],
  extra: Record<string, unknown> = {},
): void {
  try {
    pushEcommerce(event, currency, itemsOf(analytics, inputs), extra);
  } catch (error) {
    console.warn(`${event} not tracked`, error);
  }
}

/** Pushes a plain event (search, sign_up, login, generate_lead). */
export function trackEvent(event: string, params: Record<string, unknown> = {}): void {
  pushEvent(event, params);
}

/** Sends a Klaviyo command (identify or track) when allowed; it waits in Klaviyo's queue until klaviyo.js is ready. */
export function klaviyoCommand(analytics: AnalyticsContext, command: ['identify', Record<string, unknown>] | ['track', string, Record<string, unknown>]): void {
  if (typeof window === 'undefined' || !analytics.pixels.klaviyo) return;
  void trackingStarted.then(() => {
    if (!useConsentState.getState().choice.marketing) return;
    klaviyoQueue(window).push(command);
    void waitForKlaviyo(window);
  });
}
