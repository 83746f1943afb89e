// Multipass: a signed-in account's Cognito id token buys a one-time token for a store, which the
// Storefront API exchanges for that store's customer (spec §2: accounts shared across brands).

/** The store a Storefront endpoint belongs to (`…/shops/<store>/api/…` on the twin), else the brand's. */
export function storeNameOf(storefrontUrl: string, brand: string, currency: string): string {
  const found = /\/shops\/([a-z0-9-]+)\//i.exec(storefrontUrl)?.[1];
  return found ?? `${brand}-${currency === 'CAD' ? 'ca' : 'us'}`;
}

/** Asks for a multipass token for `store`; the id token goes in a header, never a URL. */
export async function requestMultipass(servicesUrl: string, store: string, idToken: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<string> {
  const res = await fetchImpl(`${servicesUrl.replace(/\/+$/, '')}/multipass/${encodeURIComponent(store)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`Multipass refused (HTTP ${res.status})`);
  const body = (await res.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('Multipass answered without a token');
  return body.token;
}

/** The store's logout page, returning to `returnUrl` (spec §2: logout ends there, then home). */
export function storeLogoutUrl(storefrontUrl: string, returnUrl: string): string {
  const url = new URL(storefrontUrl);
  const store = /^(\/shops\/[a-z0-9-]+)\//i.exec(url.pathname)?.[1] ?? '';
  return `${url.origin}${store}/account/logout?return_url=${encodeURIComponent(returnUrl)}`;
}
