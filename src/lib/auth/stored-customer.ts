// The signed-in customer as every page can know it without the account code: the session keys the
// account pages write (sessionStorage `customer…`), an event the session fires when it saves or
// clears them, and whether the browser is signed in to the shared account (aws-amplify's key in
// localStorage), so a tab without a session of its own can sign in from it. Imports nothing heavy, so
// the header can use it within the first-load budget.
import type { Currency } from '../content/site-context';
import { sessionKeys } from './keys';

/** Fired on `window` when the customer session of this tab is saved or cleared. */
export const CUSTOMER_SESSION_EVENT = 'customer-session-change';

/** What the header needs of a stored, signed-in customer. */
export interface StoredCustomer {
  firstName: string | null;
  email: string | null;
}

/**
 * The signed-in customer stored for a currency, or null: needs the stored customer (marked
 * authenticated) and its access token. An expired token still counts: the account pages renew it or
 * clear the session, which fires CUSTOMER_SESSION_EVENT.
 */
export function readStoredCustomer(storage: Pick<Storage, 'getItem'> | null | undefined, currency: Currency | string): StoredCustomer | null {
  if (!storage) return null;
  const keys = sessionKeys(currency);
  try {
    if (!storage.getItem(keys.accessToken)) return null;
    const parsed = JSON.parse(storage.getItem(keys.customer) ?? 'null') as { firstName?: unknown; email?: unknown; isAuthenticated?: unknown } | null;
    if (!parsed || typeof parsed !== 'object' || parsed.isAuthenticated !== true) return null;
    const firstName = typeof parsed.firstName === 'string' && parsed.firstName.trim() ? parsed.firstName.trim() : null;
    const email = typeof parsed.email === 'string' && parsed.email ? parsed.email : null;
    return { firstName, email };
  } catch {
    // Blocked storage or a value that is not JSON: nobody is signed in as far as this page knows.
    return null;
  }
}

/** Tells this tab's listeners (the header) that the stored session changed. */
export function announceSessionChange(): void {
  if (typeof window === 'undefined') return;
  try {
    window.dispatchEvent(new Event(CUSTOMER_SESSION_EVENT));
  } catch {
    // Nothing listens where events cannot be made.
  }
}

/** The localStorage key aws-amplify keeps the signed-in account's user name under, for a pool's app client. */
export function sharedAccountKey(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;
}

/** Whether this browser is signed in to the shared account (its tokens are aws-amplify's to read and refresh). */
export function sharedAccountSignedIn(storage: Pick<Storage, 'getItem'> | null | undefined, clientId: string): boolean {
  try {
    return Boolean(storage?.getItem(sharedAccountKey(clientId)));
  } catch {
    return false;
  }
}

/** Forgets this tab's session of a currency (the shared account was signed out in another tab) and says so. */
export function forgetStoredSession(storage: Pick<Storage, 'removeItem'> | null | undefined, currency: Currency | string): void {
  const keys = sessionKeys(currency);
  for (const key of [keys.customer, keys.accessToken, keys.expiresAt]) {
    try {
      storage?.removeItem(key);
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
  announceSessionChange();
}
