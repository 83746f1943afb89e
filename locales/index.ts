// Loads the market data of locales/, validated with zod, and resolves the
// locales a brand is built in. Build-time only: pages receive the resolved LocaleContext.
import { z } from 'zod';
import type { LocaleContext } from '../src/lib/content/site-context';
import { currencySchema, languageSchema, type Currency, type Language } from '../wire/vocabulary';
import localesJson from './locales.json';
import currenciesJson from './currencies.json';
import countriesJson from './countries.json';
import regionsJson from './regions.json';


const localeRowSchema = z.object({
  id: z.string().regex(/^[a-z]{2}(-[a-z]{2})+$/),
  urlPath: z.string().regex(/^(\/[a-z]{2}(-[a-z]{2})?)*$/),
  title: z.string().min(1),
  market: z.string().min(2),
  language: languageSchema,
  country: z.string().regex(/^[A-Z]{2}$/),
  hreflang: z.string().min(2),
});

const currenciesSchema = z.object({
  currencies: z.record(z.string(), currencySchema),
  priceFormatReplacements: z.record(z.string(), z.string()),
});

const countrySchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string() });
const countriesSchema = z.object({
  supported: z.array(countrySchema).length(23),
  byRegion: z
    .array(z.object({ region: z.enum(['Americas', 'Europe', 'Oceania', 'Nordic']), countries: z.array(countrySchema) }))
    .refine((regions) => new Set(regions.flatMap((r) => r.countries.map((c) => c.code))).size === 25, 'the regional list has 25 countries'),
  address: z.array(countrySchema),
});

/** A locale row as stored in locales/locales.json. */
export type LocaleRow = z.infer<typeof localeRowSchema>;
/** A country of the country lists. */
export type Country = z.infer<typeof countrySchema>;

/** Every locale row, validated. */
export const localeRows: LocaleRow[] = z.array(localeRowSchema).parse(localesJson.locales);
const currencyData = currenciesSchema.parse(currenciesJson);
/** Currency of each locale id. */
export const currencyByLocale: Record<string, Currency> = currencyData.currencies;
/** Price format replacements: fr-be → nl-be, en-gb-nl → nl-nl, de-ch → en-ch. */
export const priceFormatReplacements: Record<string, string> = currencyData.priceFormatReplacements;

const countries = countriesSchema.parse(countriesJson);
/** The 23 supported countries. */
export const supportedCountries: Country[] = countries.supported;
/** The 25 countries by region (Americas, Europe, Oceania, Nordic). */
export const countriesByRegion = countries.byRegion;
/** Countries an address may be in (US, Canada). */
export const addressCountries: Country[] = countries.address;

const regionSchema = z.object({ code: z.string().regex(/^[A-Z]{2,3}$/), name: z.string().min(1), names: z.record(languageSchema, z.string().min(1)).optional() });
/** A region (state, province, territory) of a country with a known list: its province code and names. */
export type Region = z.infer<typeof regionSchema>;
const { $comment: _comment, ...regionLists } = regionsJson;
/** The regions of the countries whose addresses choose theirs from a list (US states, Canadian provinces, Australian states), by country code. */
export const addressRegions: Record<string, Region[]> = z.record(z.string().regex(/^[A-Z]{2}$/), z.array(regionSchema).min(1)).parse(regionLists);

/** `nl-be` → `nl-BE`: the BCP 47 tag of a locale id (language plus last region part). */
export function toBcp47(localeId: string): string {
  const [language = '', ...rest] = localeId.split('-');
  const region = rest.at(-1);
  return region === undefined ? language : `${language}-${region.toUpperCase()}`;
}

/** The BCP 47 tag a locale's prices are formatted with, after the spec's replacements. */
export function priceFormatFor(localeId: string): string {
  return toBcp47(priceFormatReplacements[localeId] ?? localeId);
}

/** The currency of a locale; a locale without a currency mapping is a build error. */
export function currencyFor(localeId: string): Currency {
  const currency = currencyByLocale[localeId];
  if (!currency) {
    throw new Error(`Locale "${localeId}" has no currency mapping: add it to locales/currencies.json.`);
  }
  return currency;
}

/** What a brand says about its locales (brands/<id>/brand.json). */
export interface BrandLocaleSettings {
  locales: string[];
  languages: Language[];
  urlPaths: Record<string, string>;
}

/**
 * The locales a brand is built in, in the brand's order; the first is the default (no prefix).
 * Fails on unknown ids, missing currencies, languages the brand does not enable and clashing prefixes.
 */
export function resolveLocales(brand: BrandLocaleSettings): LocaleContext[] {
  const resolved = brand.locales.map((id, index): LocaleContext => {
    const row = localeRows.find((r) => r.id === id);
    if (!row) throw new Error(`Unknown locale "${id}": add it to locales/locales.json.`);
    if (!brand.languages.includes(row.language)) {
      throw new Error(`Locale "${id}" uses language "${row.language}", which the brand does not enable.`);
    }
    const isDefault = index === 0;
    const urlPath = isDefault ? '' : (brand.urlPaths[id] ?? row.urlPath);
    return {
      id,
      urlPath,
      title: row.title,
      market: row.market,
      language: row.language,
      currency: currencyFor(id),
      country: row.country,
      priceFormat: priceFormatFor(id),
      hreflang: row.hreflang,
      isDefault,
    };
  });
  const seen = new Map<string, string>();
  for (const locale of resolved) {
    const other = seen.get(locale.urlPath);
    if (other) throw new Error(`Locales "${other}" and "${locale.id}" share the path prefix "${locale.urlPath}".`);
    seen.set(locale.urlPath, locale.id);
  }
  return resolved;
}
