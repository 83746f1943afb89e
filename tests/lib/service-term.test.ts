// How a GPS service plan's price per term reads.
import { describe, expect, it } from 'vitest';
import { termPriceString } from '../../src/lib/i18n/service-term';

describe('a service plan price per term', () => {
  it('one month or one year reads "a month" / "a year"', () => {
    expect(termPriceString({ interval: 'MONTH', count: 1 }, '$9.99')).toEqual({ key: 'termPriceMonth', values: { price: '$9.99', count: 1 } });
    expect(termPriceString({ interval: 'YEAR', count: 1 }, '$99.99')).toEqual({ key: 'termPriceYear', values: { price: '$99.99', count: 1 } });
  });
  it('a whole number of years in months reads in years', () => {
    expect(termPriceString({ interval: 'MONTH', count: 12 }, '$99.99')).toEqual({ key: 'termPriceYear', values: { price: '$99.99', count: 1 } });
    expect(termPriceString({ interval: 'MONTH', count: 24 }, '$179.99')).toEqual({ key: 'termPriceYears', values: { price: '$179.99', count: 2 } });
  });
  it('other terms read "every N months", weeks or days', () => {
    expect(termPriceString({ interval: 'MONTH', count: 6 }, '$49.99')).toEqual({ key: 'termPriceMonths', values: { price: '$49.99', count: 6 } });
    expect(termPriceString({ interval: 'WEEK', count: 4 }, '$5.00')).toEqual({ key: 'termPriceWeeks', values: { price: '$5.00', count: 4 } });
    expect(termPriceString({ interval: 'DAY', count: 30 }, '$5.00')).toEqual({ key: 'termPriceDays', values: { price: '$5.00', count: 30 } });
  });
});
