// Multipass: a signed-in account's Cognito id token buys a one-time token for a store, which the
// Storefront API exchanges for that store's customer (accounts shared across brands).
import { z } from 'zod';
import { callDoor, type HttpFailure } from '../http/door';
import { mapValue, type DoorResult } from '../result';

/** The store a Storefront endpoint belongs to (`…/shops/<store>/api/…` on the twin), else the brand's. */
export function storeNameOf(storefrontUrl: string, brand: string, currency: string): string {
  const found = /\/shops\/([a-z0-9-]+)\//i.exec(storefrontUrl)?.[1];
  return found ?? `${brand}-${currency === 'CAD' ? 'ca' : 'us'}`;
}

const multipassAnswerSchema = z.object({ token: z.string().min(1) });

/** A multipass token, or why there is none (see src/lib/http/door.ts). */
export type MultipassResult = DoorResult<string, HttpFailure>;

/**
 * Asks for a multipass token for `store`; the id token goes in a header, never a URL. `returnTo` (a
 * path of the store) is where the store's login path sends the customer. Never throws.
 */
export async function requestMultipass(servicesUrl: string, store: string, idToken: string, fetchImpl?: typeof fetch, returnTo?: string): Promise<MultipassResult> {
  const reply = await callDoor(
    { baseUrl: servicesUrl, fetch: fetchImpl },
    { method: 'POST', path: `/multipass/${encodeURIComponent(store)}`, body: returnTo ? { return_to: returnTo } : {}, idToken: () => idToken, schema: multipassAnswerSchema },
  );
  return mapValue(reply, (answer) => answer.token);
}

/** The store's base (origin and, on the twin, `/shops/<store>`) of a Storefront endpoint. */
function storeBase(storefrontUrl: string): string {
  const url = new URL(storefrontUrl);
  return `${url.origin}${/^(\/shops\/[a-z0-9-]+)\//i.exec(url.pathname)?.[1] ?? ''}`;
}

/** The store's Multipass login path for a token: `/account/login/multipass/{token}` (the token is in the path, by Shopify's design). */
export function storeMultipassLoginUrl(storefrontUrl: string, token: string): string {
  return `${storeBase(storefrontUrl)}/account/login/multipass/${encodeURIComponent(token)}`;
}

/** The path and query of a checkout URL on the store's host, as a Multipass return_to; null when it is on another host. */
export function checkoutReturnTo(storefrontUrl: string, checkoutUrl: string): string | null {
  try {
    const store = new URL(storefrontUrl);
    const checkout = new URL(checkoutUrl);
    return checkout.origin === store.origin ? `${checkout.pathname}${checkout.search}` : null;
  } catch {
    return null;
  }
}

/** The store's logout page, returning to `returnUrl` (logout ends there, then home). */
export function storeLogoutUrl(storefrontUrl: string, returnUrl: string): string {
  const url = new URL(storefrontUrl);
  const store = /^(\/shops\/[a-z0-9-]+)\//i.exec(url.pathname)?.[1] ?? '';
  return `${url.origin}${store}/account/logout?return_url=${encodeURIComponent(returnUrl)}`;
}
