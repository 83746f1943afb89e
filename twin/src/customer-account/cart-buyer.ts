// Who a cart's buyer is. A cart's buyerIdentity.customerAccessToken is the classic Storefront API's
// customer access token, or the Customer Account API's access token: Hydrogen's cart handler sends the
// signed-in customer's Customer Account token there (customerAccount.getBuyer()), and Shopify links the
// cart to that customer. Either names the same customers; neither once it has expired or been signed out.
import type { Db } from '../db/open.js';
import { findCustomerByAccessToken, getCustomer, type CustomerRecord } from '../customer/store.js';
import { sessionByToken } from './store.js';

/** The customer a live buyer token of this store belongs to (a classic or a Customer Account access token). */
export function findCartBuyerCustomer(db: Db, store: string, token: string | null | undefined): CustomerRecord | undefined {
  if (!token) return undefined;
  const classic = findCustomerByAccessToken(db, store, token);
  if (classic) return classic;
  const session = sessionByToken(db, store, 'access', token);
  return session ? getCustomer(db, store, session.customerId) : undefined;
}
