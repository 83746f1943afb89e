// Loaded after first paint: loads each allow-listed pixel once its consent category is granted, and
// when consent is withdrawn clears what the pixels stored (their cookies and local storage). Pixels
// that already run read the withdrawal from the data layer (Consent Mode update) and stop sending.
import type { ConsentChoice } from '../../lib/analytics/consent';
import { dataLayer } from '../../lib/analytics/data-layer';
import { klaviyoQueue, readNewsletterSignup } from '../../lib/analytics/klaviyo-onsite';
import { pageLanding } from '../../lib/analytics/landing';
import { PIXEL_CATEGORY, type PixelName } from '../../lib/analytics/pixels';
import { CUSTOMER_SESSION_EVENT, readStoredCustomer } from '../../lib/auth/stored-customer';
import type { AnalyticsContext } from '../../lib/content/site-context';
import { identifyShopper } from '../../lib/analytics/track';
import { notifyTrackingStarted, onConsentChange, useConsentState } from '../../lib/analytics/consent-state';

declare global {
  interface Window {
    adroll_adv_id?: string;
    adroll_pix_id?: string;
  }
}

/**
 * Cookie and storage names each category's pixels keep (Google Analytics and search analytics' user
 * token and queryIDs; Klaviyo, AdRoll).
 */
export const STORED_BY: Record<keyof ConsentChoice, RegExp> = {
  analytics: /^(_ga|_gid|_gat|_gcl|searchInsights)/,
  marketing: /^(__kla_|__adroll|__ar_v4|_gcl|newsletterSignup)/,
};

const loaded = new Set<PixelName>();
let context: AnalyticsContext | null = null;
let unsubscribe: (() => void) | null = null;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => console.warn(`A tracking script did not load: ${new URL(src).host}`));
  document.head.appendChild(script);
}

function load(name: PixelName, analytics: AnalyticsContext): void {
  if (loaded.has(name)) return;
  if (name === 'gtm' && analytics.pixels.gtm) {
    dataLayer()?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(analytics.pixels.gtm.src);
  } else if (name === 'klaviyo' && analytics.pixels.klaviyo) {
    klaviyoQueue(window);
    addScript(analytics.pixels.klaviyo.src);
  } else if (name === 'adroll' && analytics.pixels.adroll) {
    window.adroll_adv_id = analytics.pixels.adroll.advertiserId;
    window.adroll_pix_id = analytics.pixels.adroll.pixelId;
    addScript(analytics.pixels.adroll.src);
  } else {
    return;
  }
  loaded.add(name);
}

/** Deletes the cookies (on this host and its parent domains) and local storage entries whose names match. */
export function clearStored(pattern: RegExp, doc: Document = document, storage: Storage | null = window.localStorage): void {
  const hostParts = doc.location.hostname.split('.');
  const domains = hostParts.map((_, i) => hostParts.slice(i).join('.'));
  for (const entry of doc.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (!name || !pattern.test(name)) continue;
    doc.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
  try {
    for (const key of Object.keys(storage ?? {})) if (pattern.test(key)) storage?.removeItem(key);
  } catch {
    // Storage blocked: nothing of ours is in it either.
  }
}

function apply(choice: ConsentChoice): void {
  const analytics = context;
  if (!analytics) return;
  for (const name of Object.keys(PIXEL_CATEGORY) as PixelName[]) {
    if (analytics.pixels[name] && choice[PIXEL_CATEGORY[name]]) load(name, analytics);
  }
  if (!choice.analytics) clearStored(STORED_BY.analytics);
  if (!choice.marketing) {
    clearStored(STORED_BY.marketing);
    // Calls queued for Klaviyo before the withdrawal are not sent.
    if (window._klOnsite) window._klOnsite.length = 0;
  }
}

let currency = 'USD';
let identified: string | null = null;

/** Identifies the signed-in customer to Klaviyo (once per email and page load). */
function identifySignedIn(): void {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const customer = readStoredCustomer(storage, currency);
  if (!customer?.email || customer.email === identified) return;
  identified = customer.email;
  identifyShopper({ email: customer.email, firstName: customer.firstName });
}

/**
 * The landing of a confirmed newsletter signup (the confirmation page's "Continue shopping"): the
 * landing's markers leave the address before any tag loads, and the shopper who signed up in this
 * browser is identified to Klaviyo (only with marketing consent, as every Klaviyo call).
 */
function identifyNewsletterConfirmed(): void {
  if (!pageLanding().newsletterConfirmed) return;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const signup = readNewsletterSignup(storage);
  if (signup) identifyShopper(signup);
}

/**
 * Starts the pixels the page's choice allows and follows every later change; identifies the signed-in
 * customer now and after each sign-in. Listeners are added once per page load.
 */
export function startTracking(analytics: AnalyticsContext, pageCurrency: string): void {
  context = analytics;
  currency = pageCurrency;
  identifyNewsletterConfirmed();
  apply(useConsentState.getState().choice);
  if (!unsubscribe) {
    unsubscribe = onConsentChange((choice) => {
      apply(choice);
      if (choice.marketing) {
        identified = null;
        identifySignedIn();
      }
    });
    window.addEventListener(CUSTOMER_SESSION_EVENT, identifySignedIn);
  }
  notifyTrackingStarted();
  identifySignedIn();
}
