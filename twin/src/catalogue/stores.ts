import type { Db } from '../db/open.js';
import { storeSecret } from './store-secrets.js';

/** A store's shipping settings, in the store's currency. */
export interface ShippingSettings {
  /** Orders at or over this (after discounts) ship free. */
  freeShippingThreshold: number;
  /** What shipping costs below the threshold. */
  flatRate: number;
}

/** A named Shopify store of the twin (e.g. trailmate-us), as seeded from content/stores.ndjson. */
export interface Store {
  name: string;
  brand: string;
  currency: string;
  countries: string[];
  /** The public Storefront token (content/stores.ndjson), sent in X-Shopify-Storefront-Access-Token. */
  storefrontAccessToken: string;
  /** The private Storefront token, sent server-side in Shopify-Storefront-Private-Token (derived from TWIN_SECRET, never content). */
  privateStorefrontToken: string;
  multipassSecret: string;
  /** Null when the store document has no `shipping`: every order then ships free. */
  shipping: ShippingSettings | null;
}

interface StoreRow {
  name: string;
  brand: string;
  currency: string;
  countries: string;
  storefront_access_token: string;
  shipping: string | null;
}

function parseShipping(json: string | null): ShippingSettings | null {
  if (!json) return null;
  const raw = JSON.parse(json) as { freeShippingThreshold?: unknown; flatRate?: unknown };
  const threshold = Number(raw.freeShippingThreshold);
  const flat = Number(raw.flatRate);
  if (!Number.isFinite(threshold) || !Number.isFinite(flat) || threshold < 0 || flat < 0) {
    throw new Error('shopifyStore shipping needs freeShippingThreshold and flatRate as non-negative amounts');
  }
  return { freeShippingThreshold: threshold, flatRate: flat };
}

/** Reads every store from the database. */
export function loadStores(db: Db): Map<string, Store> {
  const rows = db.prepare('SELECT * FROM stores').all() as StoreRow[];
  return new Map(
    rows.map((r) => [
      r.name,
      {
        name: r.name,
        brand: r.brand,
        currency: r.currency,
        countries: JSON.parse(r.countries) as string[],
        storefrontAccessToken: r.storefront_access_token,
        privateStorefrontToken: storeSecret(r.name, 'storefront-private-token'),
        multipassSecret: storeSecret(r.name, 'multipass'),
        shipping: parseShipping(r.shipping),
      },
    ]),
  );
}
