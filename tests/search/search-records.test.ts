// Search records as the views use them: links under the page's locale, prices in its currency,
// product ids as records name them.
import { describe, expect, it } from 'vitest';
import { articleHref, objectIdFromGid, productHref, recordPrice } from '../../src/features/search/search-records';

describe('search records', () => {
  it('product results link to the product page of the page locale', () => {
    expect(productHref('', { url: '/car-seat-covers/rover-hammock/' })).toBe('/car-seat-covers/rover-hammock/');
    expect(productHref('/de', { url: '/car-seat-covers/rover-hammock/' })).toBe('/de/car-seat-covers/rover-hammock/');
    expect(productHref('/be/fr', { url: '/car-seat-covers/rover-hammock' })).toBe('/be/fr/car-seat-covers/rover-hammock/');
  });

  it('a record path that is not a same-origin path gives no link', () => {
    expect(productHref('', { url: 'https://elsewhere.example/x/' })).toBeNull();
    expect(productHref('', { url: '//elsewhere.example/x/' })).toBeNull();
    expect(productHref('', { url: 'javascript:alert(1)' })).toBeNull();
  });

  it('article results link to the article under the brand blog path and locale', () => {
    expect(articleHref('', '/blog/', { slug: 'hammock-road-test' })).toBe('/blog/hammock-road-test/');
    expect(articleHref('/de', '/blog/', { slug: 'hammock-road-test' })).toBe('/de/blog/hammock-road-test/');
    expect(articleHref('', '/blog/', { slug: '../account' })).toBeNull();
  });

  it('prices show in the page currency and format', () => {
    expect(recordPrice({ prices: { USD: 89.95, EUR: 82.5 } }, 'EUR', 'de-DE')).toBe('82,50\u00a0€');
    expect(recordPrice({ prices: { USD: 89.95 } }, 'USD', 'en-US')).toBe('$89.95');
    expect(recordPrice({ prices: { USD: 89.95 } }, 'CAD', 'en-CA')).toBeNull();
  });

  it('product gids map to the numeric objectID of records', () => {
    expect(objectIdFromGid('gid://shopify/Product/103')).toBe('103');
    expect(objectIdFromGid('gid://shopify/ProductVariant/103')).toBeNull();
  });
});
