import { describe, expect, it } from 'vitest';
import { localeSwitchPath } from '../../src/lib/paths/picker-target';

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
