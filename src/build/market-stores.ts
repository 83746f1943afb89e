// Contact pages list only the stores of their market: US stores on US pages, Canadian stores on
// Canadian pages, none where the brand has no store (German, French … pages show no US address).
import type { StoreLocationView } from '../lib/content/page-types';
import type { StoreLocationDoc } from './content-types';

/** The stores a locale's contact page lists. */
export function storesForMarket<S extends { country?: string | null }>(stores: S[], country: string): S[] {
  return stores.filter((store) => (store.country ?? '').toUpperCase() === country.toUpperCase());
}

/** A country code (`US`) named in a language (`United States`, `États-Unis`); the code when it names none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A store as the contact page of a language shows it: its country by name, not by code. */
export function storeLocationView(store: StoreLocationDoc, language: string): StoreLocationView {
  const { name, address, city, region, postalCode, phone, hours } = store;
  return { key: store._id, name, address, city, region, postalCode, country: countryName(store.country, language), phone, hours };
}
