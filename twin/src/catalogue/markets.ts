/** Euro-area (and Swiss, priced in EUR by the brands) countries. */
const EUR_COUNTRIES = new Set([
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PT', 'SI', 'SK', 'CH',
]);

const FIXED: Record<string, string> = { US: 'USD', CA: 'CAD', AU: 'AUD', GB: 'GBP' };

/** What a market decision needs to know of a store. */
export interface MarketStore {
  currency: string;
  countries: readonly string[];
}

/**
 * The currency a buyer in `country` pays in at `store`. As with Shopify markets, only the countries the store
 * sells to (its `countries`) get their market's currency; any other country is served by the primary market,
 * in the store's own currency.
 */
export function currencyForCountry(country: string, store: MarketStore): string {
  if (country === defaultCountryForCurrency(store.currency) || !store.countries.includes(country)) return store.currency;
  if (FIXED[country]) return FIXED[country];
  if (EUR_COUNTRIES.has(country)) return 'EUR';
  return store.currency;
}

/** The country a store prices in when no @inContext is given. */
export function defaultCountryForCurrency(currency: string): string {
  return currency === 'CAD' ? 'CA' : 'US';
}
