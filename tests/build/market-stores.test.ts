// Contact pages show the stores of their own market only (no US stores on localized pages), in the
// page's language, the country by name.
import { describe, expect, it } from 'vitest';
import { countryName, storesForMarket } from '../../src/build/market-stores';
import { contentTemplatePages } from '../../src/build/pages/fixed';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import type { LocaleContext } from '../../src/lib/content/site-context';

const stores = [
  { name: 'Portland', country: 'US' },
  { name: 'Denver', country: 'US' },
  { name: 'Vancouver', country: 'CA' },
];

describe('stores per market', () => {
  it('US pages list US stores, Canadian pages Canadian ones, other markets none', () => {
    expect(storesForMarket(stores, 'US').map((s) => s.name)).toEqual(['Portland', 'Denver']);
    expect(storesForMarket(stores, 'ca').map((s) => s.name)).toEqual(['Vancouver']);
    expect(storesForMarket(stores, 'DE')).toEqual([]);
  });
});

describe('the contact page of a locale lists its stores', () => {
  const doc = (id: string, city: string, country: string, language: string) => ({
    _id: id, language, name: `${city} store`, address: '120 Alder Street', city, region: country === 'US' ? 'OR' : 'BC',
    postalCode: country === 'US' ? '97204' : 'V6Z 1L2', country, phone: '503-555-0110', hours: 'Mon-Fri 9 am-7 pm',
  });
  const storeLocations = [doc('pdx-en', 'Portland', 'US', 'en'), doc('van-en', 'Vancouver', 'CA', 'en'), doc('van-fr', 'Vancouver', 'CA', 'fr')];

  async function contactStores(locale: Partial<LocaleContext>) {
    const input = {
      locale: { id: 'x', urlPath: '', isDefault: false, ...locale },
      brand: { name: 'Trailmate' },
      site: { settings: { careLines: [], supportEmail: 'care@example.com' }, supportCards: [], pages: [], storeLocations, catalogues: new Map() },
      strings: {},
      queryRedirectsOn: () => [],
    } as unknown as LocaleInput;
    const contact = (await contentTemplatePages(input, new Map())).find((p) => p.template === 'contact') as PagePlanOf<'contact'>;
    return contact.data.storeLocations;
  }

  it('the stores of its market in its language, each with its country named in that language', async () => {
    expect(await contactStores({ country: 'US', language: 'en' })).toEqual([
      { key: 'pdx-en', name: 'Portland store', address: '120 Alder Street', city: 'Portland', region: 'OR', postalCode: '97204', country: 'United States', phone: '503-555-0110', hours: 'Mon-Fri 9 am-7 pm' },
    ]);
    expect((await contactStores({ country: 'CA', language: 'fr' })).map((s) => [s.key, s.country])).toEqual([['van-fr', 'Canada']]);
    expect(await contactStores({ country: 'DE', language: 'de' })).toEqual([]);
  });

  it('names a country in the page\'s language and keeps a code it cannot name', () => {
    expect(countryName('US', 'fr')).toBe('États-Unis');
    expect(countryName('us', 'de')).toBe('Vereinigte Staaten');
    expect(countryName('', 'en')).toBe('');
  });
});
