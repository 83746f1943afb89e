import type { Db } from '../db/open.js';

/** A named Shopify store of the twin (e.g. trailmate-us), as seeded from content/stores.ndjson. */
export interface Store {
  name: string;
  brand: string;
  currency: string;
  countries: string[];
  storefrontAccessToken: string;
  multipassSecret: string;
}

interface StoreRow {
  name: string;
  brand: string;
  currency: string;
  countries: string;
  storefront_access_token: string;
  multipass_secret: string;
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
        multipassSecret: r.multipass_secret,
      },
    ]),
  );
}
