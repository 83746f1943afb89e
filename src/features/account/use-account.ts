// The page's customer session: one per currency, wired to the Storefront door, Amplify and the
// services' multipass; restored once when an account screen mounts.
import { useEffect } from 'react';
import { useSite } from '../../components/site/site-provider';
import type { SiteContext } from '../../lib/content/site-context';
import { amplifyIdentity, createCustomerSession, requestMultipass, storeNameOf, useCustomerSession, type CustomerSession, type Identity } from '../../lib/auth';
import { createStorefrontClient } from '../../lib/storefront/client';
import { customerApi, type CustomerApi } from '../../lib/storefront/customer';
import { clearCartId } from '../cart/cart-cookie';

interface AccountDeps {
  session: CustomerSession;
  customers: CustomerApi;
  identity: Identity;
}

let cached: { key: string; deps: AccountDeps } | null = null;

function browserStorage(): Storage {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: every write fails and the forms say so.
    const refuse = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    return { length: 0, clear: refuse, key: () => null, getItem: () => null, setItem: refuse, removeItem: () => undefined };
  }
}

/** The account's door objects for a page's site. */
export function accountDeps(site: SiteContext): AccountDeps {
  const key = `${site.commerce.storefront.url}|${site.commerce.currency}`;
  if (cached?.key === key) return cached.deps;
  const customers = customerApi(createStorefrontClient(site.commerce.storefront));
  const identity = amplifyIdentity(site.services.cognito);
  const store = storeNameOf(site.commerce.storefront.url, site.brand.id, site.commerce.currency);
  const session = createCustomerSession({
    currency: site.commerce.currency,
    storage: browserStorage(),
    customers,
    identity,
    multipass: (idToken) => requestMultipass(site.services.servicesUrl, store, idToken),
    forgetCart: () => clearCartId(document, site.commerce.cartCookie, window.location),
  });
  cached = { key, deps: { session, customers, identity } };
  return cached.deps;
}

/** The session, its status and customer; restores the stored session on first use. */
export function useAccount() {
  const site = useSite();
  const deps = accountDeps(site);
  const status = useCustomerSession((s) => s.status);
  const customer = useCustomerSession((s) => s.customer);
  useEffect(() => {
    if (useCustomerSession.getState().status === 'unknown') void deps.session.restore();
  }, [deps]);
  return { ...deps, status, customer, site };
}
