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

/** A brand's market paths (brandSettings.marketPaths, kept in the checkout's brand_sites table). */
interface BrandPath {
  country: string;
  language: string;
}

/**
 * The languages (upper case, as the schema's LanguageCode) a store offers to a buyer in `country`. As in
 * Shopify, languages belong to a market, and a market here is all the countries the store prices in one
 * currency: the brand's market paths of those countries, the country's own first. English when the brand
 * has no path in that market.
 */
export function marketLanguages(db: { prepare(sql: string): { get(...args: unknown[]): unknown } }, store: MarketStore & { brand: string }, country: string): [string, ...string[]] {
  const row = db.prepare('SELECT market_paths FROM brand_sites WHERE brand = ?').get(store.brand) as { market_paths: string } | undefined;
  const paths = row ? (JSON.parse(row.market_paths) as BrandPath[]) : [];
  const currency = currencyForCountry(country, store);
  const sold = (c: string) => c === defaultCountryForCurrency(store.currency) || store.countries.includes(c);
  const inMarket = paths.filter((p) => sold(p.country) && currencyForCountry(p.country, store) === currency);
  const ordered = [...inMarket.filter((p) => p.country === country), ...inMarket.filter((p) => p.country !== country)];
  const [first = 'EN', ...rest] = new Set(ordered.map((p) => p.language.toUpperCase()));
  return [first, ...rest];
}
