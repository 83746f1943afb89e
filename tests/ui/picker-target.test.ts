import { describe, expect, it } from 'vitest';
import { keptSearch, localeSwitchPath, withSearch } from '../../src/lib/paths/picker-target';

describe('country/location picker keeps the page', () => {
  it('default locale has no prefix', () => {
    expect(localeSwitchPath('', '/dog-hammocks/')).toBe('/dog-hammocks/');
    expect(localeSwitchPath('', '/')).toBe('/');
  });

  it('other locales prefix their urlPath', () => {
    expect(localeSwitchPath('/en-ca', '/dog-hammocks/')).toBe('/en-ca/dog-hammocks/');
    expect(localeSwitchPath('/be/fr', '/blog/meet-the-designer/')).toBe('/be/fr/blog/meet-the-designer/');
  });

  it('home under a prefix ends with a slash', () => {
    expect(localeSwitchPath('/au', '/')).toBe('/au/');
    expect(localeSwitchPath('/ch/it/', '/')).toBe('/ch/it/');
  });

  it('adds the trailing slash and keeps an anchor', () => {
    expect(localeSwitchPath('/de', '/car-seat-covers#reviews')).toBe('/de/car-seat-covers/#reviews');
  });
});

describe('country/location picker keeps what a listing shows', () => {
  it('the search page keeps its query, sort and filters, not its page number nor other parameters', () => {
    expect(keptSearch('?query=leash&sort=price-asc&pet=dog%2Ccat&price=under-50&page=3&utm_source=mail')).toBe('?query=leash&sort=price-asc&pet=dog%2Ccat&price=under-50');
    expect(keptSearch('?query=h%C3%A4ngematte')).toBe('?query=h%C3%A4ngematte');
    expect(keptSearch('?page=2')).toBe('');
    expect(keptSearch('')).toBe('');
  });

  it('the kept search goes before an anchor', () => {
    expect(withSearch(localeSwitchPath('/de', '/search/'), '?query=leash')).toBe('/de/search/?query=leash');
    expect(withSearch('/de/car-seat-covers/#reviews', '?sort=price-asc')).toBe('/de/car-seat-covers/?sort=price-asc#reviews');
    expect(withSearch('/de/search/', '')).toBe('/de/search/');
  });
});
