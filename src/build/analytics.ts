// The consent and tracking part of each locale's SiteContext: whether the market asks first, the
// brand's default elsewhere, and the allow-listed pixels with where their scripts load from.
import type { BrandConfig } from '../../brands';
import { adrollIds, gtmId, klaviyoAccount, pixelHosts, type Env } from '../config/env';
import { marketRequiresOptIn } from '../lib/analytics/consent';
import { storeAffiliation } from '../lib/analytics/items';
import { resolvePixels, type PixelName } from '../lib/analytics/pixels';
import type { AnalyticsContext, LocaleContext } from '../lib/content/site-context';

/** The pixels of a build (GATSBY_PIXELS, else brand.json); an unknown name fails the build. */
export function buildPixels(brand: BrandConfig, env: Pick<Env, 'GATSBY_PIXELS'>): PixelName[] {
  return resolvePixels(brand.analytics.pixels, env.GATSBY_PIXELS);
}

/** AnalyticsContext of a locale. */
export function analyticsContext(brand: BrandConfig, locale: LocaleContext, env: Env): AnalyticsContext {
  const pixels = buildPixels(brand, env);
  const hosts = pixelHosts(env);
  // The Klaviyo account is the one of the store the market buys from, as for the forms.
  const klaviyoCompany = klaviyoAccount(env, locale.currency === 'CAD' ? 'CAD' : 'USD', brand.id).companyId;
  // A build for the hosted stores without a GTM container or AdRoll ids has no such pixel.
  const gtm = gtmId(env);
  const adroll = adrollIds(env);
  return {
    optIn: marketRequiresOptIn(locale.country),
    consentDefault: brand.analytics.consentDefault,
    affiliation: storeAffiliation(brand.name, locale.currency),
    pixels: {
      gtm: pixels.includes('gtm') && gtm ? { src: `${hosts.gtm}/gtm.js?id=${encodeURIComponent(gtm)}` } : null,
      klaviyo: pixels.includes('klaviyo')
        ? { src: `${hosts.klaviyo}/onsite/js/klaviyo.js?company_id=${encodeURIComponent(klaviyoCompany)}`, companyId: klaviyoCompany }
        : null,
      adroll: pixels.includes('adroll') && adroll ? { src: `${hosts.adroll}/j/roundtrip.js`, ...adroll } : null,
    },
  };
}
