// Money formatting per locale: at least two fraction digits, Australian
// dollars shown as A$, the locale's price format after the spec's replacements.

/** An amount in a currency, as the Storefront API writes it (its MoneyV2): the one money type of the site. */
export interface Money {
  /** Decimal string, e.g. `"129.95"`. */
  amount: string;
  currencyCode: string;
}

/** Formats an amount in a currency with a price-format tag (`en-AU`, `de-DE`, `nl-BE` …). */
export function formatMoney(amount: number | string, currencyCode: string, priceFormat: string): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  if (!Number.isFinite(value)) throw new Error(`Cannot format "${String(amount)}" as money.`);
  const formatter = moneyFormatter(priceFormat, currencyCode, Math.max(2, fractionDigitsOf(value)));
  if (currencyCode !== 'AUD') return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? 'A$' : part.value))
    .join('');
}

// Making an Intl.NumberFormat costs far more than using one (a build formats every price of every
// page, a listing page every card's), so each format is made once.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(priceFormat: string, currencyCode: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${priceFormat}|${currencyCode}|${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(priceFormat, { style: 'currency', currency: currencyCode, minimumFractionDigits: 2, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

function fractionDigitsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, 4);
}
