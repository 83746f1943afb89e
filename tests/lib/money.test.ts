import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatWholeMoney } from '../../src/lib/i18n';
import { currencyFor, priceFormatFor, resolveLocales } from '../../locales';

// Intl separates symbols with non-breaking spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting per market', () => {
  it('en-ca shows Canadian dollars with two fraction digits', () => {
    expect(formatMoney('129.9', 'CAD', priceFormatFor('en-ca'))).toBe('$129.90');
  });
  it('Australian dollars are prefixed A$', () => {
    expect(formatMoney(89, 'AUD', priceFormatFor('en-au'))).toBe('A$89.00');
  });
  it('de-de shows euros in German format', () => {
    expect(plain(formatMoney(1299.5, 'EUR', priceFormatFor('de-de')))).toBe('1.299,50 €');
  });
  it('whole amounts (the price filters) have no fraction digits, and do not change the formats of prices', () => {
    expect(formatWholeMoney(50, 'USD', 'en-US')).toBe('$50');
    expect(plain(formatWholeMoney(100, 'EUR', priceFormatFor('de-de')))).toBe('100 €');
    expect(formatMoney(50, 'USD', 'en-US')).toBe('$50.00');
    expect(formatWholeMoney(49.99, 'USD', 'en-US')).toBe('$50');
  });
  it('keeps at least two fraction digits', () => {
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$5.00');
    expect(formatMoney('12.345', 'USD', 'en-US')).toBe('$12.345');
  });
  it('fr-be uses the nl-be price format', () => {
    expect(priceFormatFor('fr-be')).toBe('nl-BE');
    expect(plain(formatMoney(10, 'EUR', priceFormatFor('fr-be')))).toBe(plain(formatMoney(10, 'EUR', 'nl-BE')));
  });
  it('en-gb-nl uses the nl-nl price format', () => {
    expect(priceFormatFor('en-gb-nl')).toBe('nl-NL');
    expect(plain(formatMoney(10, 'EUR', priceFormatFor('en-gb-nl')))).toBe('€ 10,00');
  });
  it('de-ch uses the en-ch price format', () => {
    expect(priceFormatFor('de-ch')).toBe('en-CH');
    expect(formatMoney(10, 'EUR', priceFormatFor('de-ch'))).toBe('€10.00');
  });
  it('rejects amounts that are not numbers', () => {
    expect(() => formatMoney('abc', 'USD', 'en-US')).toThrow(/abc/);
  });
});

describe('locales', () => {
  it('a locale without a currency mapping is an error', () => {
    expect(() => currencyFor('pt-pt')).toThrow('Locale "pt-pt" has no currency mapping');
  });
  it('the first locale of a brand is the default and has no prefix', () => {
    const [first, second] = resolveLocales({ locales: ['en-us', 'en-ca'], languages: ['en'], urlPaths: {} });
    expect(first).toMatchObject({ id: 'en-us', urlPath: '', isDefault: true, currency: 'USD', country: 'US' });
    expect(second).toMatchObject({ id: 'en-ca', urlPath: '/en-ca', currency: 'CAD', country: 'CA' });
  });
  it('Canada is /ca on the pet-safety brand', () => {
    const locales = resolveLocales({
      locales: ['en-us', 'fr-us', 'en-ca', 'fr-ca'],
      languages: ['en', 'fr'],
      urlPaths: { 'en-ca': '/ca', 'fr-ca': '/ca/fr' },
    });
    expect(locales.map((l) => l.urlPath)).toEqual(['', '/fr', '/ca', '/ca/fr']);
  });
  it('a locale in a language the brand does not enable fails', () => {
    expect(() => resolveLocales({ locales: ['en-us', 'fr-fr'], languages: ['en'], urlPaths: {} })).toThrow(/language "fr"/);
  });
});

describe('dates', () => {
  it('formatDate writes the date in the page language', () => {
    expect(formatDate('2025-03-04T10:00:00Z', 'en-US')).toBe('March 4, 2025');
    expect(formatDate('2025-03-04T10:00:00Z', 'de-DE')).toBe('4. März 2025');
  });
});
