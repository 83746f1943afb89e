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

/**
 * A whole amount in a currency (no fraction digits), as the price filters' bands show it
 * (`Under $50`, `50 € – 100 €`).
 */
export function formatWholeMoney(amount: number, currencyCode: string, priceFormat: string): string {
  return moneyFormatter(priceFormat, currencyCode, 0, 0).format(amount);
}

// Making an Intl.NumberFormat costs far more than using one (a build formats every price of every
// page, a listing page every card's; the price filters' labels cost a phone about 15 ms per render),
// so each format is made once.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(priceFormat: string, currencyCode: string, maximumFractionDigits: number, minimumFractionDigits = 2): Intl.NumberFormat {
  const key = `${priceFormat}|${currencyCode}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(priceFormat, { style: 'currency', currency: currencyCode, minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

function fractionDigitsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, 4);
}
