// The consent and tracking part of each locale's SiteContext: whether the market asks first, the
// brand's default elsewhere, and the allow-listed pixels with where their scripts load from.
import type { BrandConfig } from '../../brands';
import { pixelHosts, type Env } from '../config/env';
import { marketRequiresOptIn } from '../lib/analytics/consent';
import { storeAffiliation } from '../lib/analytics/items';
import { resolvePixels, type PixelName } from '../lib/analytics/pixels';
import type { AnalyticsContext, LocaleContext } from '../lib/content/site-context';
import { twinFormsConfig } from '../lib/forms/config';

/** The pixels of a build (GATSBY_PIXELS, else brand.json); an unknown name fails the build. */
export function buildPixels(brand: BrandConfig, env: Pick<Env, 'GATSBY_PIXELS'>): PixelName[] {
  return resolvePixels(brand.analytics.pixels, env.GATSBY_PIXELS);
}

/** AnalyticsContext of a locale. */
export function analyticsContext(brand: BrandConfig, locale: LocaleContext, env: Env): AnalyticsContext {
  const pixels = buildPixels(brand, env);
  const hosts = pixelHosts(env);
  const twin = env.GATSBY_TWIN_URL.replace(/\/+$/, '');
  // The Klaviyo account is the one of the store the market buys from, as for the forms.
  const twinCompany = twinFormsConfig(brand.id, twin, locale.currency === 'CAD' ? 'CAD' : 'USD').klaviyoCompanyId;
  const klaviyoHost = hosts.klaviyo ?? twin;
  const klaviyoCompany = env.GATSBY_KLAVIYO_COMPANY_ID ?? twinCompany;
  return {
    optIn: marketRequiresOptIn(locale.country),
    consentDefault: brand.analytics.consentDefault,
    affiliation: storeAffiliation(brand.name, locale.currency),
    pixels: {
      gtm: pixels.includes('gtm') ? { src: `${hosts.gtm}/gtm.js?id=${encodeURIComponent(env.GATSBY_GTM_ID)}` } : null,
      klaviyo: pixels.includes('klaviyo')
        ? { src: `${klaviyoHost}/onsite/js/klaviyo.js?company_id=${encodeURIComponent(klaviyoCompany)}`, companyId: klaviyoCompany }
        : null,
      adroll: pixels.includes('adroll')
        ? { src: `${hosts.adroll}/j/roundtrip.js`, advertiserId: env.GATSBY_ADROLL_ADV_ID, pixelId: env.GATSBY_ADROLL_PIX_ID }
        : null,
    },
  };
}
