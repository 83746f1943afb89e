// The signed-in customer as every page can know it without the account code: the session keys the
// account pages write (sessionStorage `customer…`), and an event the session fires when it
// saves or clears them. Imports nothing heavy, so the header can use it within the first-load budget.
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
