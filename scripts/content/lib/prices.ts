// Market prices from a USD price: sensible conversions that end in .95 or .99 like the USD price.
export type PriceTable = Record<'USD' | 'CAD' | 'AUD' | 'GBP' | 'EUR', { price: number; compareAtPrice: number | null }>;

const RATES = { USD: 1, CAD: 1.36, AUD: 1.52, GBP: 0.79, EUR: 0.92 } as const;

/** Converts a USD price to a currency and keeps the .95/.99 ending of the USD price. */
export function convert(usd: number, currency: keyof typeof RATES): number {
  if (currency === 'USD') return usd;
  const cents = Math.round((usd % 1) * 100) === 95 ? 0.95 : 0.99;
  const whole = Math.max(0, Math.round(usd * RATES[currency]) - 1);
  return Number((whole + cents).toFixed(2));
}

/** Prices for all five currencies; compareAtPrice converted the same way when present. */
export function priceTable(usd: number, compareAtUsd: number | null): PriceTable {
  const table = {} as PriceTable;
  for (const currency of Object.keys(RATES) as (keyof typeof RATES)[]) {
    table[currency] = {
      price: convert(usd, currency),
      compareAtPrice: compareAtUsd === null ? null : convert(compareAtUsd, currency),
    };
  }
  return table;
}
