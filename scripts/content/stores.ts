// shopifyStore settings (one USD and one CAD store per brand) and brandSettings documents.
import { loadBrand } from '../../brands';
import { countriesByRegion, resolveLocales, supportedCountries } from '../../locales';
import { BRANDS, type BrandInfo, type Doc, doc, hash, key, localize, type Language } from './lib/core-exports';

/** The supported countries (locales/countries.json), by code. */
const SUPPORTED = supportedCountries.map((c) => c.code);

/** Countries a USD store sells to: the United States first, then every other supported country except Canada. */
export const USD_STORE_COUNTRIES = ['US', ...SUPPORTED.filter((code) => code !== 'US' && code !== 'CA')];

/** Region of the 25-country list (locales/countries.json). */
type Region = (typeof countriesByRegion)[number]['region'];

/** The supported countries of the given regions of the 25-country list, in the list's order. */
function soldIn(...regions: Region[]): string[] {
  const codes = countriesByRegion.filter((r) => regions.includes(r.region)).flatMap((r) => r.countries.map((c) => c.code));
  return codes.filter((code) => SUPPORTED.includes(code));
}

/** Supported countries in none of the 25-country list's regions (Hong Kong, Japan, Singapore). */
function soldOutsideTheRegions(): string[] {
  const listed = new Set(countriesByRegion.flatMap((r) => r.countries.map((c) => c.code)));
  return SUPPORTED.filter((code) => !listed.has(code));
}

/**
 * The spec's flat shipping value (§9: "Flat shipping value 69"), an amount in the store's own currency: what Yardwise,
 * the containment brand whose systems come with free professional installation, charges below its free-shipping
 * threshold, in both of its stores (docs/architecture.md, "Business constants").
 */
export const CONTAINMENT_FLAT_SHIPPING = '69.00';

/** Shipping settings per brand and store currency: free at or over the threshold, else the flat rate (fictional but for Yardwise's). */
const SHIPPING: Record<string, Record<'usd' | 'cad', { freeShippingThreshold: string; flatRate: string }>> = {
  trailmate: { usd: { freeShippingThreshold: '75.00', flatRate: '7.95' }, cad: { freeShippingThreshold: '99.00', flatRate: '10.95' } },
  yardwise: { usd: { freeShippingThreshold: '149.00', flatRate: CONTAINMENT_FLAT_SHIPPING }, cad: { freeShippingThreshold: '199.00', flatRate: CONTAINMENT_FLAT_SHIPPING } },
  homing: { usd: { freeShippingThreshold: '50.00', flatRate: '5.95' }, cad: { freeShippingThreshold: '65.00', flatRate: '7.95' } },
};

/** Every shopifyStore document. */
export function storeDocs(): Doc[] {
  return BRANDS.flatMap((brand) =>
    (['usd', 'cad'] as const).map((kind) => {
      const shipping = SHIPPING[brand.id]?.[kind];
      if (!shipping) throw new Error(`No shipping settings for the ${brand.id} ${kind.toUpperCase()} store`);
      const name = brand.stores[kind];
      return doc(`shopifyStore-${name}`, 'shopifyStore', {
        brand: brand.id,
        name,
        currency: kind === 'usd' ? 'USD' : 'CAD',
        countries: kind === 'usd' ? USD_STORE_COUNTRIES : ['CA'],
        storefrontAccessToken: hash(`storefront-token:${name}`, 32),
        shipping,
      });
    }),
  );
}

/**
 * Customer-care regions: the countries each care line serves, picked by region from the 25-country list of
 * locales/ (the countries of the region the stores sell to), and its hours in each language. North America is the
 * Americas; Europe is Europe and the Nordic countries; Asia-Pacific is Oceania and the supported countries outside
 * the list's regions.
 */
export const CARE_REGIONS: { id: string; countries: string[]; phone: (brand: BrandInfo) => string; hours: Record<Language, string> }[] = [
  {
    id: 'north-america',
    countries: soldIn('Americas'),
    phone: (brand) => brand.supportPhone,
    // Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET.
    hours: {
      en: 'Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET',
      fr: 'lun.-ven. 8 h-20 h HE, sam. 9 h-17 h HE',
      de: 'Mo.–Fr. 8–20 Uhr ET, Sa. 9–17 Uhr ET',
      it: 'lun.-ven. 8-20 ET, sab. 9-17 ET',
      nl: 'ma-vr 8-20 uur ET, za 9-17 uur ET',
      es: 'lun.-vie. 8-20 h ET, sáb. 9-17 h ET',
    },
  },
  {
    id: 'europe',
    countries: soldIn('Europe', 'Nordic'),
    // The UK's numbers reserved for fiction (020 7946 0000-0999).
    phone: (brand) => `+44 20 7946 ${brand.supportPhone.slice(-4)}`,
    hours: {
      en: 'Mon-Fri 9 am-5 pm CET',
      fr: 'lun.-ven. 9 h-17 h HNEC',
      de: 'Mo.–Fr. 9–17 Uhr MEZ',
      it: 'lun.-ven. 9-17 CET',
      nl: 'ma-vr 9-17 uur CET',
      es: 'lun.-vie. 9-17 h CET',
    },
  },
  {
    id: 'asia-pacific',
    countries: [...soldIn('Oceania'), ...soldOutsideTheRegions()],
    // Australia's numbers reserved for fiction ((02) 5550 xxxx).
    phone: (brand) => `+61 2 5550 ${brand.supportPhone.slice(-4)}`,
    hours: {
      en: 'Mon-Fri 9 am-5 pm AEST',
      fr: 'lun.-ven. 9 h-17 h AEST',
      de: 'Mo.–Fr. 9–17 Uhr AEST',
      it: 'lun.-ven. 9-17 AEST',
      nl: 'ma-vr 9-17 uur AEST',
      es: 'lun.-vie. 9-17 h AEST',
    },
  },
];

/**
 * The brand's home page per market country and language, as built from brands/<id>/brand.json and locales/ (Shopify
 * Markets' web presence root URLs, as paths): the hosted checkout leads a buyer back to the one they bought in.
 */
function marketPaths(brand: BrandInfo): { _key: string; country: string; language: string; path: string }[] {
  return resolveLocales(loadBrand(brand.id)).map((locale) => ({
    _key: key('marketPath', brand.id, locale.id),
    country: locale.country,
    language: locale.language,
    path: `${locale.urlPath}/`,
  }));
}

/**
 * One brandSettings document per brand (social links live in brands/<id>/brand.json, which the site reads). `baseUrl`
 * is the brand's public site: the hosted services link back to it from their pages and mails, at `marketPaths`.
 */
export function brandSettingsDocs(): Doc[] {
  return BRANDS.map((brand) =>
    doc(`brandSettings-${brand.id}`, 'brandSettings', {
      brand: brand.id,
      name: brand.name,
      baseUrl: brand.baseUrl,
      stores: { usd: brand.stores.usd, cad: brand.stores.cad },
      marketPaths: marketPaths(brand),
      supportEmail: brand.supportEmail,
      careLines: CARE_REGIONS.map((region) => ({
        _key: key('careLine', brand.id, region.id),
        countries: region.countries,
        phone: region.phone(brand),
        hours: localize(brand.languages, (language) => region.hours[language]),
      })),
      // Article metadata of every article of the brand (spec §3): arbitrary keys plus a tag list; a post adds its own.
      articleMetadata: {
        entries: [{ _key: key('articleMeta', brand.id, 'publisher'), key: 'publisher', value: brand.baseUrl }],
        tags: [brand.name],
      },
    }),
  );
}
