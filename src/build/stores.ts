// The brand's named Shopify stores (usd, cad): each needs a `shopifyStore` settings document,
// else the build fails with the spec's message; and where each store's Storefront API answers.
import type { Env } from '../config/env';
import type { Currency } from '../lib/content/site-context';
import { twinStorefrontUrl, type StorefrontEndpoint } from '../lib/storefront';

/** The spec's message for a named store without settings. */
export const MISSING_STORE_SETTINGS = 'Please configure settings for the named Shopify store.';

/** A `shopifyStore` document as the content door returns it. */
export interface StoreSettings {
  name: string;
  brand: string;
  currency: string;
  countries: string[];
  storefrontAccessToken: string;
  /** Free-shipping threshold and flat rate in the store's currency; null when the store has none. */
  shipping?: { freeShippingThreshold: string; flatRate: string } | null;
}

/** The settings of the brand's usd and cad stores; throws MISSING_STORE_SETTINGS when one lacks them. */
export function namedStoreSettings(
  stores: { usd: string; cad: string },
  documents: StoreSettings[],
): { usd: StoreSettings; cad: StoreSettings } {
  const find = (name: string) => {
    const settings = documents.find((d) => d.name === name);
    if (!settings || !settings.storefrontAccessToken) throw new Error(MISSING_STORE_SETTINGS);
    return settings;
  };
  return { usd: find(stores.usd), cad: find(stores.cad) };
}

/** The store that sells in a currency: CAD from the cad store, everything else from the usd store. */
export function storeKeyFor(currency: Currency): 'usd' | 'cad' {
  return currency === 'CAD' ? 'cad' : 'usd';
}

/** Storefront endpoint of a named store: the configured one (production) or the twin's. */
export function storefrontEndpointFor(
  key: 'usd' | 'cad',
  settings: StoreSettings,
  env: Env,
  twinUrl: string | null,
): StorefrontEndpoint {
  const url = key === 'usd' ? env.GATSBY_STOREFRONT_USD_URL : env.GATSBY_STOREFRONT_CAD_URL;
  const token = key === 'usd' ? env.GATSBY_STOREFRONT_USD_TOKEN : env.GATSBY_STOREFRONT_CAD_TOKEN;
  if (url && token) return { url, token };
  if (!twinUrl) throw new Error(`No Storefront API for the ${key} store: set GATSBY_STOREFRONT_${key.toUpperCase()}_URL or run the twin.`);
  return { url: twinStorefrontUrl(twinUrl, settings.name), token: settings.storefrontAccessToken };
}

/** The endpoint browsers use: the configured one (production) or the twin at GATSBY_TWIN_URL. */
export function browserStorefrontEndpoint(key: 'usd' | 'cad', settings: StoreSettings, env: Env): StorefrontEndpoint {
  return storefrontEndpointFor(key, settings, env, env.GATSBY_TWIN_URL);
}

/** True when both stores have configured (non-twin) endpoints. */
export function usesConfiguredStorefront(env: Env): boolean {
  return Boolean(env.GATSBY_STOREFRONT_USD_URL && env.GATSBY_STOREFRONT_CAD_URL);
}
