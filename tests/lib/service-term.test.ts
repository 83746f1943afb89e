// How a GPS service plan's price per term reads.
import { assert, describe, expect, it } from 'vitest';
import { termPriceString } from '../../src/lib/i18n/service-term';
import { uiCart } from '../../strings/ui-cart';
import { formatMessage } from '../../src/lib/i18n/message';
import { compileStrings } from '../../src/build/messages';
import type { Language } from '../../wire/vocabulary';

/** What a plan's price per term reads on a page in `language`. */
function read(term: Parameters<typeof termPriceString>[0], price: string, language: Language = 'en'): string {
  const { key, values } = termPriceString(term, price);
  const { messages } = compileStrings(Object.fromEntries(uiCart.strings.map((s) => [s.key, s.values[language] ?? s.values.en])), language);
  const message = messages[key];
  assert.isDefined(message, `no message ${key}`);
  return formatMessage(message, language, values);
}

describe('a service plan price per term', () => {
  it('one month or one year reads "a month" / "a year" (the plural message\'s one form)', () => {
    expect(termPriceString({ interval: 'MONTH', count: 1 }, '$9.99')).toEqual({ key: 'termPriceMonths', values: { price: '$9.99', count: 1 } });
    expect(termPriceString({ interval: 'YEAR', count: 1 }, '$99.99')).toEqual({ key: 'termPriceYears', values: { price: '$99.99', count: 1 } });
    expect(read({ interval: 'MONTH', count: 1 }, '$9.99')).toBe('$9.99 a month');
    expect(read({ interval: 'YEAR', count: 1 }, '$99.99')).toBe('$99.99 a year');
    expect(read({ interval: 'YEAR', count: 1 }, '99,99 €', 'it')).toBe("99,99 € all'anno");
    expect(read({ interval: 'WEEK', count: 1 }, '5,00 €', 'fr')).toBe('5,00 € par semaine');
  });
  it('a whole number of years in months reads in years', () => {
    expect(termPriceString({ interval: 'MONTH', count: 12 }, '$99.99')).toEqual({ key: 'termPriceYears', values: { price: '$99.99', count: 1 } });
    expect(read({ interval: 'MONTH', count: 24 }, '$179.99')).toBe('$179.99 every 2 years');
    expect(read({ interval: 'MONTH', count: 24 }, '179,99 €', 'de')).toBe('179,99 € alle 2 Jahre');
    expect(termPriceString({ interval: 'MONTH', count: 24 }, '$179.99')).toEqual({ key: 'termPriceYears', values: { price: '$179.99', count: 2 } });
  });
  it('other terms read "every N months", weeks or days', () => {
    expect(termPriceString({ interval: 'MONTH', count: 6 }, '$49.99')).toEqual({ key: 'termPriceMonths', values: { price: '$49.99', count: 6 } });
    expect(termPriceString({ interval: 'WEEK', count: 4 }, '$5.00')).toEqual({ key: 'termPriceWeeks', values: { price: '$5.00', count: 4 } });
    expect(termPriceString({ interval: 'DAY', count: 30 }, '$5.00')).toEqual({ key: 'termPriceDays', values: { price: '$5.00', count: 30 } });
    expect(read({ interval: 'MONTH', count: 6 }, '49,99 €', 'es')).toBe('49,99 € cada 6 meses');
    expect(read({ interval: 'WEEK', count: 4 }, '$5.00')).toBe('$5.00 every 4 weeks');
  });
});
