// The generator picks countries by region from the lists of locales/: the customer-care lines serve
// the countries of their regions of the 25-country list that the stores sell to, and the USD stores
// sell to the supported countries but Canada. Nothing keeps its own copy of a list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as locales from '../../locales';

const codes = (list: { code: string }[]) => list.map((c) => c.code);
const supported = codes(locales.supportedCountries);
const region = (name: string) => codes(locales.countriesByRegion.find((r) => r.region === name)!.countries).filter((c) => supported.includes(c));

afterEach(() => {
  vi.doUnmock('../../locales');
  vi.resetModules();
});

describe('countries by region in the generated content', () => {
  it('the regional list has 25 countries in the four regions', () => {
    expect(locales.countriesByRegion.map((r) => r.region)).toEqual(['Americas', 'Europe', 'Oceania', 'Nordic']);
    expect(locales.countriesByRegion.flatMap((r) => r.countries)).toHaveLength(25);
  });

  it('each care line serves its regions of the list that the stores sell to; every supported country has one line', async () => {
    const { CARE_REGIONS, USD_STORE_COUNTRIES } = await import('../../scripts/content/stores');
    const byId = Object.fromEntries(CARE_REGIONS.map((r) => [r.id, r.countries]));
    expect(byId['north-america']).toEqual(region('Americas'));
    expect(byId.europe).toEqual([...region('Europe'), ...region('Nordic')]);
    expect(byId['asia-pacific']).toEqual([...region('Oceania'), 'HK', 'JP', 'SG']);
    expect(CARE_REGIONS.flatMap((r) => r.countries).sort()).toEqual([...supported].sort());
    expect(USD_STORE_COUNTRIES).toEqual(['US', ...supported.filter((c) => c !== 'US' && c !== 'CA')]);
  });

  it('the lists are read from locales/: a country moved to another region moves to that care line', async () => {
    vi.doMock('../../locales', async () => {
      const actual = await vi.importActual<typeof locales>('../../locales');
      const moved = actual.countriesByRegion.map((r) => ({
        ...r,
        countries: r.region === 'Oceania' ? r.countries.filter((c) => c.code !== 'NZ') : r.region === 'Americas' ? [...r.countries, { code: 'NZ', name: 'New Zealand' }] : r.countries,
      }));
      return { ...actual, countriesByRegion: moved, supportedCountries: actual.supportedCountries.filter((c) => c.code !== 'RO') };
    });
    const { CARE_REGIONS, USD_STORE_COUNTRIES } = await import('../../scripts/content/stores');
    const byId = Object.fromEntries(CARE_REGIONS.map((r) => [r.id, r.countries]));
    expect(byId['north-america']).toEqual(['US', 'CA', 'NZ']);
    expect(byId['asia-pacific']).toEqual(['AU', 'HK', 'JP', 'SG']);
    expect(byId.europe).not.toContain('RO');
    expect(USD_STORE_COUNTRIES).not.toContain('RO');
  });
});
