// Klaviyo on-site tracking through the Klaviyo object of klaviyo.js (Klaviyo's JavaScript API):
// identify, and the Viewed Product, Added to Cart and Started Checkout metrics. Calls made before
// klaviyo.js has loaded wait in Klaviyo's own queue (window._klOnsite), which klaviyo.js drains when
// it loads, so nothing is lost when it is slow or down.

/** The Klaviyo object klaviyo.js installs. */
export interface KlaviyoObject {
  push: (command: unknown[]) => void;
  identify?: (properties: Record<string, unknown>) => unknown;
  track?: (metric: string, properties: Record<string, unknown>) => unknown;
}

declare global {
  interface Window {
    klaviyo?: KlaviyoObject;
    _klOnsite?: unknown[][];
  }
}

/** Readiness poll of klaviyo.js: every 100 ms, giving up after 1000 ms. */
export const KLAVIYO_POLL_MS = 100;
export const KLAVIYO_TIMEOUT_MS = 1000;
/** What the console says when klaviyo.js has not loaded in time. */
export const KLAVIYO_NOT_READY = 'Klaviyo not ready after timeout.';

/** Installs Klaviyo's queueing stub when klaviyo.js has not loaded yet; calls queue in window._klOnsite. */
export function klaviyoQueue(win: Window): KlaviyoObject {
  if (win.klaviyo) return win.klaviyo;
  const queue = (win._klOnsite = win._klOnsite ?? []);
  win.klaviyo = { push: (command: unknown[]) => void queue.push(command) };
  return win.klaviyo;
}

/** klaviyo.js has replaced the stub with the Klaviyo object (it has identify and track). */
export function klaviyoLoaded(win: Pick<Window, 'klaviyo'>): boolean {
  return typeof win.klaviyo?.track === 'function' && typeof win.klaviyo?.identify === 'function';
}

/**
 * Waits for klaviyo.js: checks every 100 ms up to 1000 ms. On timeout it warns on the console and
 * resolves false; it never throws.
 */
export async function waitForKlaviyo(
  win: Pick<Window, 'klaviyo'>,
  options: { pollMs?: number; timeoutMs?: number; sleep?: (ms: number) => Promise<void>; warn?: (message: string) => void } = {},
): Promise<boolean> {
  const pollMs = options.pollMs ?? KLAVIYO_POLL_MS;
  const timeoutMs = options.timeoutMs ?? KLAVIYO_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let waited = 0; ; waited += pollMs) {
    if (klaviyoLoaded(win)) return true;
    if (waited >= timeoutMs) break;
    await sleep(pollMs);
  }
  (options.warn ?? ((message: string) => console.warn(message)))(KLAVIYO_NOT_READY);
  return false;
}

/** A product as Klaviyo's Viewed Product and cart metrics describe it. */
export interface KlaviyoProduct {
  ProductName: string;
  ProductID: string;
  SKU: string;
  Categories: string[];
  ImageURL?: string;
  URL?: string;
  Brand: string;
  Price: number;
  Quantity?: number;
}

/** Viewed Product's properties. */
export function viewedProduct(product: KlaviyoProduct): Record<string, unknown> {
  return { ...product };
}

/** Added to Cart's properties: the added item and the cart it is in. */
export function addedToCart(added: KlaviyoProduct, cart: { items: KlaviyoProduct[]; value: number; checkoutUrl: string }): Record<string, unknown> {
  return {
    $value: cart.value,
    AddedItemProductName: added.ProductName,
    AddedItemProductID: added.ProductID,
    AddedItemSKU: added.SKU,
    AddedItemCategories: added.Categories,
    AddedItemImageURL: added.ImageURL,
    AddedItemURL: added.URL,
    AddedItemPrice: added.Price,
    AddedItemQuantity: added.Quantity ?? 1,
    ItemNames: cart.items.map((i) => i.ProductName),
    CheckoutURL: cart.checkoutUrl,
    Items: cart.items,
  };
}

/** Started Checkout's properties. */
export function startedCheckout(cart: { id: string; items: KlaviyoProduct[]; value: number; checkoutUrl: string }): Record<string, unknown> {
  return {
    $event_id: `${cart.id}_${Date.now()}`,
    $value: cart.value,
    ItemNames: cart.items.map((i) => i.ProductName),
    CheckoutURL: cart.checkoutUrl,
    Categories: [...new Set(cart.items.flatMap((i) => i.Categories))],
    Items: cart.items,
  };
}

/** Local storage key of the newsletter signup made in this browser with marketing consent. */
export const NEWSLETTER_SIGNUP_KEY = 'newsletterSignup';

/** A shopper known by a newsletter signup. */
export interface NewsletterProfile {
  email: string;
  firstName?: string;
}

/** Remembers a signup (to identify the shopper again when the confirmation link brings them back). */
export function rememberNewsletterSignup(storage: Pick<Storage, 'setItem'> | null, profile: NewsletterProfile): void {
  try {
    storage?.setItem(NEWSLETTER_SIGNUP_KEY, JSON.stringify({ email: profile.email, firstName: profile.firstName }));
  } catch {
    // Storage full or blocked: the confirmation then identifies no one.
  }
}

/** The remembered signup; null when none or unreadable. */
export function readNewsletterSignup(storage: Pick<Storage, 'getItem'> | null): NewsletterProfile | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(NEWSLETTER_SIGNUP_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { email, firstName } = raw as Record<string, unknown>;
    if (typeof email !== 'string' || !email.includes('@')) return null;
    return { email, ...(typeof firstName === 'string' && firstName ? { firstName } : {}) };
  } catch {
    return null;
  }
}
