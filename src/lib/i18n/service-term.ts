// How a GPS service plan's price reads: a message per interval whose plural says "a month" for one
// and "every N months" otherwise. A whole number of years reads in years (24 months is "every 2 years").

/** The length of one service term, as the Storefront API gives a plan's billing interval. */
export interface ServiceTermLength {
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  count: number;
}

/** The string key and values that say a price per term (the caller passes the formatted price). */
export function termPriceString(term: ServiceTermLength, price: string): { key: string; values: { price: string; count: number } } {
  let { interval, count } = term;
  if (interval === 'MONTH' && count % 12 === 0) {
    interval = 'YEAR';
    count /= 12;
  }
  const values = { price, count };
  switch (interval) {
    case 'MONTH':
      return { key: 'termPriceMonths', values };
    case 'YEAR':
      return { key: 'termPriceYears', values };
    case 'WEEK':
      return { key: 'termPriceWeeks', values };
    default:
      return { key: 'termPriceDays', values };
  }
}
