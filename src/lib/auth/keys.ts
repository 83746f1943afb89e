// Where the customer session lives in the browser: sessionStorage,
// one set of keys per currency (`_cad` for CAD), so each market keeps its own store's session.
import type { Currency } from '../content/site-context';

/** The session keys of one currency. */
export interface SessionKeys {
  customer: string;
  accessToken: string;
  expiresAt: string;
}

/** Keys of the checkout the session owns; cleared at logout. */
export const CHECKOUT_KEYS = ['checkoutId', 'isCheckoutActive'] as const;

/** `customer`, `customer_access_token`, `customer_access_token_expires_at`, with `_cad` for CAD. */
export function sessionKeys(currency: Currency | string): SessionKeys {
  const suffix = currency === 'CAD' ? '_cad' : '';
  return {
    customer: `customer${suffix}`,
    accessToken: `customer_access_token${suffix}`,
    expiresAt: `customer_access_token_expires_at${suffix}`,
  };
}
