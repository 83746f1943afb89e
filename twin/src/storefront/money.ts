/** A MoneyV2 value as the schema returns it (amount is a decimal string). */
export function money(amount: number, currencyCode: string): { __typename: 'MoneyV2'; amount: string; currencyCode: string } {
  return { __typename: 'MoneyV2', amount: formatAmount(amount), currencyCode };
}

/** Shopify's Decimal rendering: shortest exact form with at least one decimal ("29.0", "24.95"). */
export function formatAmount(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const s = rounded.toFixed(2).replace(/0$/, '');
  return s;
}

/** Rounds to cents. */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
}
