// Spec §3: the 23 supported countries by name, and the address countries United States and Canada.
import { describe, expect, it } from 'vitest';
import { addressCountries, supportedCountries } from '../../locales';

describe('supported countries', () => {
  it("are the spec's 23, by name", () => {
    expect(supportedCountries.map((c) => c.name).sort()).toEqual([
      'Australia', 'Austria', 'Belgium', 'Canada', 'Czechia', 'Denmark', 'Finland', 'France', 'Germany', 'Hong Kong', 'Ireland', 'Italy',
      'Japan', 'Netherlands', 'New Zealand', 'Portugal', 'Romania', 'Singapore', 'Spain', 'Sweden', 'Switzerland', 'United Kingdom', 'United States',
    ]);
  });

  it('addresses of the North American markets are in the United States or Canada', () => {
    expect(addressCountries.map((c) => [c.code, c.name])).toEqual([['US', 'United States'], ['CA', 'Canada']]);
  });
});
