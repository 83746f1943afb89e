/** Euro-area (and Swiss, priced in EUR by the brands) countries. */
const EUR_COUNTRIES = new Set([
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PT', 'SI', 'SK', 'CH',
]);

const FIXED: Record<string, string> = { US: 'USD', CA: 'CAD', AU: 'AUD', GB: 'GBP' };

/** The currency a buyer in `country` pays in; unknown countries pay in the store's currency. */
export function currencyForCountry(country: string, storeCurrency: string): string {
  if (FIXED[country]) return FIXED[country];
  if (EUR_COUNTRIES.has(country)) return 'EUR';
  return storeCurrency;
}

/** The country a store prices in when no @inContext is given. */
export function defaultCountryForCurrency(currency: string): string {
  return currency === 'CAD' ? 'CA' : 'US';
}
