// The checkout hand-off of a signed-in customer: the store's Multipass login path
// (`/account/login/multipass/{token}`) with the checkout as return_to, so the store's own session
// knows the customer at checkout. Loaded on the Checkout click only (it brings the account code).
// Any failure falls back to the plain checkout URL: checkout never waits on the account. The token
// is never logged.
import type { SiteContext } from '../content/site-context';
import { checkoutReturnTo, requestMultipass, storeMultipassLoginUrl, storeNameOf } from '../auth/multipass';
import { accountDeps } from './deps';

/** Where the Checkout button sends a signed-in customer: the store's Multipass login path, else `checkoutUrl`. */
export async function signedInCheckoutUrl(site: SiteContext, checkoutUrl: string): Promise<string> {
  const storefrontUrl = site.commerce.storefront.url;
  const returnTo = checkoutReturnTo(storefrontUrl, checkoutUrl);
  if (!returnTo) return checkoutUrl;
  try {
    const idToken = await accountDeps(site).session.idToken();
    if (!idToken) return checkoutUrl;
    const store = storeNameOf(storefrontUrl, site.brand.id, site.commerce.currency);
    const issued = await requestMultipass(site.services.servicesUrl, store, idToken, undefined, returnTo);
    if (!issued.ok) {
      console.error('Checkout sign-in link refused', issued.failure.code);
      return checkoutUrl;
    }
    return storeMultipassLoginUrl(storefrontUrl, issued.value);
  } catch (error) {
    console.error('Checkout sign-in link failed', error instanceof Error ? error.name : 'error');
    return checkoutUrl;
  }
}
