// The account's door objects for a page's site: one customer session per storefront and currency,
// wired to the Storefront door, Amplify and the services' multipass.
import type { SiteContext } from '../content/site-context';
import { amplifyIdentity, createCustomerSession, requestMultipass, storeNameOf, type CustomerSession, type Identity } from '../auth';
import { createStorefrontClient } from '../storefront/client';
import { customerApi, type CustomerApi } from '../storefront/customer';
import { clearCartId } from '../cart/cart-cookie';

/** The session, the Storefront customer door and the identity provider of one site. */
export interface AccountDeps {
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
    forgetCart: () => clearCartId(document, site.commerce.cartCookie, window.location, site.commerce.cookieDomain),
  });
  cached = { key, deps: { session, customers, identity } };
  return cached.deps;
}
