// Addresses follow the market: its countries come from the lists in locales/ (the spec's address
// countries on the US and Canadian markets, the market's region elsewhere), and the region, postcode
// and phone of the form are those of the chosen country.
import { describe, expect, it } from 'vitest';
import { addressCountries, countriesByRegion, supportedCountries } from '../../locales';
import { addressCountriesFor, addressFormat, formatIntlPhone, regionOptions, regionValue } from '../../src/features/account/address-format';
import { addressSchemaFor } from '../../src/features/account/schemas';

const codes = (list: { code: string }[]) => list.map((c) => c.code);
const base = { firstName: 'Kit', lastName: 'Fern', company: '', address1: '1 High St', address2: '', city: 'London', province: '', zip: '', phone: '' };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe("the market's address countries", () => {
  it('the United States and Canadian markets offer the spec\'s address countries', () => {
    expect(codes(addressCountriesFor('US'))).toEqual(codes(addressCountries));
    expect(codes(addressCountriesFor('CA'))).toEqual(codes(addressCountries));
  });

  it('an EU, UK or Australian market offers its region\'s countries the store sells in, its own first, never only the US and Canada', () => {
    const europe = countriesByRegion.find((r) => r.region === 'Europe')!.countries;
    const sold = new Set(codes(supportedCountries));
    for (const market of ['DE', 'FR', 'GB', 'IE', 'NL', 'BE', 'IT', 'ES', 'CH']) {
      const list = codes(addressCountriesFor(market));
      expect(list[0], market).toBe(market);
      expect([...list].sort(), market).toEqual(codes(europe).filter((c) => sold.has(c)).sort());
      expect(list, market).not.toContain('US');
    }
    expect(codes(addressCountriesFor('AU'))).toEqual(['AU', 'NZ']);
    // A country of the region the store does not sell in is not offered (the store would refuse it).
    expect(codes(addressCountriesFor('DE'))).not.toContain('LU');
  });
});

describe("the chosen country's fields", () => {
  const europe = addressSchemaFor(codes(addressCountriesFor('GB')));
  const oceania = addressSchemaFor(codes(addressCountriesFor('AU')));

  it('a UK address has no state; its postcode is a UK postcode', () => {
    expect(addressFormat('GB').region).toBeNull();
    const ok = europe.safeParse({ ...base, country: 'GB', province: 'ignored', zip: 'SW1A 1AA' });
    expect(ok.success && ok.data).toMatchObject({ country: 'GB', province: '', zip: 'SW1A 1AA' });
    expect(messages(europe.safeParse({ ...base, country: 'GB', zip: '80301' })).zip).toBe('postalCodeInvalid');
    expect(messages(europe.safeParse({ ...base, country: 'GB' })).zip).toBe('postalCodeRequired');
  });

  it('German, Dutch, Irish and Portuguese postcodes follow their own formats; Italy and Spain need a province, Ireland a county', () => {
    expect(europe.safeParse({ ...base, country: 'DE', zip: '10115' }).success).toBe(true);
    expect(messages(europe.safeParse({ ...base, country: 'DE', zip: '1011' })).zip).toBe('postalCodeInvalid');
    expect(europe.safeParse({ ...base, country: 'NL', zip: '1012 AB' }).success).toBe(true);
    expect(europe.safeParse({ ...base, country: 'PT', zip: '1100-148' }).success).toBe(true);
    expect(messages(europe.safeParse({ ...base, country: 'IT', zip: '00184' })).province).toBe('fieldRequired');
    expect(messages(europe.safeParse({ ...base, country: 'ES', zip: '28013' })).province).toBe('fieldRequired');
    expect(messages(europe.safeParse({ ...base, country: 'IE', zip: 'D02 X285' })).province).toBe('fieldRequired');
    expect(europe.safeParse({ ...base, country: 'IE', province: 'Dublin', zip: 'D02 X285' }).success).toBe(true);
    expect(europe.safeParse({ ...base, country: 'US', province: 'Colorado', zip: '80301' }).success).toBe(false);
  });

  it('an Australian address needs its state or territory and a 4-digit postcode', () => {
    expect(messages(oceania.safeParse({ ...base, country: 'AU', zip: '2000' })).province).toBe('fieldRequired');
    expect(oceania.safeParse({ ...base, country: 'AU', province: 'NSW', zip: '2000' }).success).toBe(true);
    expect(messages(oceania.safeParse({ ...base, country: 'AU', province: 'NSW', zip: '20000' })).zip).toBe('postalCodeInvalid');
  });

  it('phones outside North America are written with their calling code, not ###-###-####', () => {
    expect(formatIntlPhone('020 7946 0958', '44')).toBe('+44 2079460958');
    expect(formatIntlPhone('+44 20 7946 0958', '44')).toBe('+44 2079460958');
    expect(formatIntlPhone('0044 20 7946 0958', '44')).toBe('+44 2079460958');
    // In Italy the leading 0 is part of the number.
    expect(formatIntlPhone('06 1234 5678', '39', true)).toBe('+39 0612345678');
    const parsed = europe.safeParse({ ...base, country: 'GB', zip: 'SW1A 1AA', phone: '020 7946 0958' });
    expect(parsed.success && parsed.data.phone).toBe('+44 2079460958');
    expect(messages(europe.safeParse({ ...base, country: 'GB', zip: 'SW1A 1AA', phone: '0207' })).phone).toBe('phoneInvalidIntl');
    const au = oceania.safeParse({ ...base, country: 'AU', province: 'VIC', zip: '3000', phone: '03 9123 4567' });
    expect(au.success && au.data.phone).toBe('+61 391234567');
  });
});

describe('regions chosen from a list', () => {
  const america = addressSchemaFor(['US', 'CA']);
  const oceania = addressSchemaFor(codes(addressCountriesFor('AU')));
  const europe = addressSchemaFor(codes(addressCountriesFor('GB')));

  it('US states, Canadian provinces and Australian states and territories are lists; other countries type theirs', () => {
    expect(regionOptions('US', 'en')).toHaveLength(52);
    expect(regionOptions('US', 'en')).toContainEqual({ code: 'CO', name: 'Colorado' });
    expect(regionOptions('CA', 'en')!.map((r) => r.code).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(regionOptions('AU', 'en')!.map((r) => r.name)).toEqual([
      'Australian Capital Territory', 'New South Wales', 'Northern Territory', 'Queensland', 'South Australia', 'Tasmania', 'Victoria', 'Western Australia',
    ]);
    for (const country of ['IE', 'IT', 'ES', 'JP', 'GB', 'DE']) expect(regionOptions(country, 'en'), country).toBeNull();
  });

  it("names them in the page's language where the name differs, in that language's order", () => {
    const canada = regionOptions('CA', 'fr')!;
    expect(canada).toContainEqual({ code: 'QC', name: 'Québec' });
    expect(canada).toContainEqual({ code: 'BC', name: 'Colombie-Britannique' });
    expect(canada).toContainEqual({ code: 'ON', name: 'Ontario' });
    // Î sorts with I in French, not after Z.
    const names = canada.map((r) => r.name);
    expect(names.indexOf('Île-du-Prince-Édouard')).toBeLessThan(names.indexOf('Manitoba'));
    expect(regionOptions('US', 'fr')).toContainEqual({ code: 'NC', name: 'Caroline du Nord' });
    expect(regionOptions('US', 'de')).toContainEqual({ code: 'NC', name: 'North Carolina' });
  });

  it('an address keeps the code of a listed region (given by code or by name), refuses another, and keeps a typed one', () => {
    expect(regionValue('CA', 'Québec')).toBe('QC');
    expect(regionValue('CA', 'qc')).toBe('QC');
    expect(regionValue('US', 'Atlantis')).toBe('');
    expect(regionValue('IE', ' Dublin ')).toBe('Dublin');
    const us = america.safeParse({ ...base, country: 'US', province: 'Colorado', zip: '80301' });
    expect(us.success && us.data.province).toBe('CO');
    expect(messages(america.safeParse({ ...base, country: 'US', province: 'Atlantis', zip: '80301' })).province).toBe('fieldInvalid');
    expect(messages(america.safeParse({ ...base, country: 'CA', province: 'CO', zip: 'M5V 2T6' })).province).toBe('fieldInvalid');
    expect(messages(oceania.safeParse({ ...base, country: 'AU', province: 'Atlantis', zip: '2000' })).province).toBe('fieldInvalid');
    const ie = europe.safeParse({ ...base, country: 'IE', province: 'Dublin', zip: 'D02 X285' });
    expect(ie.success && ie.data.province).toBe('Dublin');
  });
});
