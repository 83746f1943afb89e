// Which countries an address of a market may be in, and each country's address fields: its region
// (state, province, county … or none), its postcode and the phone format. The country lists are the
// ones in locales/ (spec §3): the United States and Canada for their markets, as the spec's address
// countries say; elsewhere the countries of the market's region that the store sells in.
import { addressCountries, addressRegions, countriesByRegion, supportedCountries, type Country } from '../../../locales';

/** The region field of a country's addresses: its label and whether it must be filled in. */
export interface RegionField {
  labelKey: string;
  required: boolean;
}

/** The postcode field of a country's addresses: its label and format. */
export interface PostcodeField {
  labelKey: string;
  pattern: RegExp;
}

/** How one country's addresses are written. */
export interface AddressFormat {
  region: RegionField | null;
  /** null: the country has no postcodes (Hong Kong). */
  postcode: PostcodeField | null;
  /** 'nanp': 10 digits written ###-###-####; else the calling code numbers are written with. */
  phone: 'nanp' | { callingCode: string; keepsTrunkZero?: boolean };
}

/** Canadian postal codes: letter digit letter, an optional space or hyphen, digit letter digit. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const digits = (count: number) => new RegExp(`^\\d{${count}}$`);
const postcode = (pattern: RegExp, labelKey = 'postalCodeLabel'): PostcodeField => ({ labelKey, pattern });
const intl = (callingCode: string, keepsTrunkZero = false) => ({ callingCode, keepsTrunkZero });

const FORMATS: Record<string, AddressFormat> = {
  US: { region: { labelKey: 'stateLabel', required: true }, postcode: postcode(digits(5), 'zipCodeLabel'), phone: 'nanp' },
  CA: { region: { labelKey: 'provinceOnlyLabel', required: true }, postcode: postcode(CANADIAN_POSTAL_CODE), phone: 'nanp' },
  AU: { region: { labelKey: 'stateTerritoryLabel', required: true }, postcode: postcode(digits(4), 'postcodeLabel'), phone: intl('61') },
  NZ: { region: null, postcode: postcode(digits(4), 'postcodeLabel'), phone: intl('64') },
  GB: { region: null, postcode: postcode(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'postcodeLabel'), phone: intl('44') },
  IE: { region: { labelKey: 'countyLabel', required: true }, postcode: postcode(/^[A-Z]\d[\dW] ?[\dA-Z]{4}$/i, 'eircodeLabel'), phone: intl('353') },
  AT: { region: null, postcode: postcode(digits(4)), phone: intl('43') },
  BE: { region: null, postcode: postcode(digits(4)), phone: intl('32') },
  CH: { region: null, postcode: postcode(digits(4)), phone: intl('41') },
  DK: { region: null, postcode: postcode(digits(4)), phone: intl('45') },
  CZ: { region: null, postcode: postcode(/^\d{3} ?\d{2}$/), phone: intl('420') },
  SE: { region: null, postcode: postcode(/^\d{3} ?\d{2}$/), phone: intl('46') },
  DE: { region: null, postcode: postcode(digits(5)), phone: intl('49') },
  FR: { region: null, postcode: postcode(digits(5)), phone: intl('33') },
  FI: { region: null, postcode: postcode(digits(5)), phone: intl('358') },
  IT: { region: { labelKey: 'provinceOnlyLabel', required: true }, postcode: postcode(digits(5)), phone: intl('39', true) },
  ES: { region: { labelKey: 'provinceOnlyLabel', required: true }, postcode: postcode(digits(5)), phone: intl('34') },
  NL: { region: null, postcode: postcode(/^\d{4} ?[A-Z]{2}$/i, 'postcodeLabel'), phone: intl('31') },
  PT: { region: null, postcode: postcode(/^\d{4}-\d{3}$/), phone: intl('351') },
  RO: { region: null, postcode: postcode(digits(6)), phone: intl('40') },
  JP: { region: { labelKey: 'prefectureLabel', required: true }, postcode: postcode(/^\d{3}-?\d{4}$/), phone: intl('81') },
  SG: { region: null, postcode: postcode(digits(6)), phone: intl('65') },
  HK: { region: null, postcode: null, phone: intl('852') },
};

/** A country without its own row: an optional region, any postcode, numbers with their calling code. */
const FALLBACK: AddressFormat = { region: null, postcode: postcode(/^[\dA-Z][\dA-Z -]{1,9}$/i), phone: intl('') };

/** How addresses in a country (ISO code) are written. */
export function addressFormat(countryCode: string): AddressFormat {
  return FORMATS[countryCode] ?? FALLBACK;
}

/**
 * The countries an address may be in on a market (its locale's country): the spec's address
 * countries (United States, Canada) on their own markets; elsewhere the countries of the market's
 * region that the store sells in (the regional and the supported lists of locales/), the market's
 * own country first.
 */
export function addressCountriesFor(marketCountry: string): Country[] {
  if (addressCountries.some((c) => c.code === marketCountry)) return addressCountries;
  const sold = new Set(supportedCountries.map((c) => c.code));
  const region = countriesByRegion.find((r) => r.countries.some((c) => c.code === marketCountry));
  const countries = (region?.countries ?? supportedCountries.filter((c) => c.code === marketCountry)).filter((c) => sold.has(c.code));
  return [...countries.filter((c) => c.code === marketCountry), ...countries.filter((c) => c.code !== marketCountry)];
}

/** The English name of a country (what the Storefront API's address input takes), from locales/. */
export function countryName(code: string): string {
  return [...addressCountries, ...supportedCountries].find((c) => c.code === code)?.name ?? code;
}

/** A country's name in the page's language (the browser's own names), else its English name. */
export function localCountryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? countryName(code);
  } catch {
    return countryName(code);
  }
}

/** A region a shopper picks: its province code and its name in the page's language. */
export interface RegionOption {
  code: string;
  name: string;
}

/**
 * The regions of a country with a known list (locales/regions.json: US states, Canadian provinces, Australian
 * states and territories), named in the page's language where the name differs and in that language's
 * alphabetical order; null for a country whose region is typed.
 */
export function regionOptions(countryCode: string, language: string): RegionOption[] | null {
  const regions = addressRegions[countryCode];
  if (!regions) return null;
  const collator = new Intl.Collator(language);
  return regions
    .map((r) => ({ code: r.code, name: (r.names as Record<string, string> | undefined)?.[language] ?? r.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Whether a country's region is chosen from a list (locales/regions.json) rather than typed. */
export function hasRegionList(countryCode: string): boolean {
  return countryCode in addressRegions;
}

/**
 * The code of a country's region from what an address holds (its code, or its name in any language);
 * '' when the country has a list and the value is none of it, the value itself when the country has no list.
 */
export function regionValue(countryCode: string, value: string): string {
  const regions = addressRegions[countryCode];
  const v = value.trim();
  if (!regions) return v;
  const found = regions.find((r) => r.code === v.toUpperCase() || [r.name, ...Object.values(r.names ?? {})].some((n) => n.toLowerCase() === v.toLowerCase()));
  return found?.code ?? '';
}

/**
 * A typed phone of a country outside North America, written with its calling code ("+44 2079460958"):
 * a number starting with + or 00 is taken as international; otherwise the national number (its
 * leading 0 dropped, except where it is part of the number, as in Italy) follows the country's code.
 * Anything but digits and the usual separators stays as typed.
 */
export function formatIntlPhone(typed: string, callingCode: string, keepsTrunkZero = false): string {
  const value = typed.trim();
  if (!value || !/^[\d\s().+/-]*$/.test(value)) return value;
  let number = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    // Already international.
  } else if (value.startsWith('00')) number = number.slice(2);
  else number = `${callingCode}${keepsTrunkZero ? number : number.replace(/^0/, '')}`;
  return callingCode && number.startsWith(callingCode) ? `+${callingCode} ${number.slice(callingCode.length)}` : `+${number}`;
}

/** Whether a phone written by formatIntlPhone is one: + and 8 to 15 digits. */
export function isIntlPhone(phone: string): boolean {
  if (!/^\+\d{1,4} ?\d+$/.test(phone)) return false;
  const count = phone.replace(/\D/g, '').length;
  return count >= 8 && count <= 15;
}
