// Contact pages list only the stores of their market: US stores on US pages, Canadian stores on
// Canadian pages, none where the brand has no store (German, French … pages show no US address).
/** The stores a locale's contact page lists. */
export function storesForMarket<S extends { country?: string | null }>(stores: S[], country: string): S[] {
  return stores.filter((store) => (store.country ?? '').toUpperCase() === country.toUpperCase());
}
