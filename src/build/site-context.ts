// The per-locale part of SiteContext (brand, locale, picker, strings, nav, footer, social,
// banner); the per-page part (pagePath) is added by finalize.ts.
import { themeTokens, type BrandConfig, type BrandLink } from '../../brands';
import type { AnalyticsContext, BannerContext, CommerceContext, ErrorReportingContext, LocaleContext, LocaleSite, NavLink, ServicesContext, SiteContext } from '../lib/content/site-context';
import type { StorefrontEndpoint } from '../lib/storefront';
import { storeKeyFor, type StoreSettings } from './stores';
import { registrableCookieDomain } from './cookie-domain';
import { collectionPath, internalLinkPath, isSafeHref, isSameOriginPath, localizePath } from '../lib/paths';
import { pick } from './content-types';
import { scheduleWindow } from './banner-window';
import type { SiteData } from './source';

/** Public URL of the brand logo (copied from brands/<id>/logo.svg into the build). */
export const LOGO_PUBLIC_PATH = '/brand/logo.svg';

const SOCIAL_LABEL_KEYS: Record<string, string> = {
  instagram: 'instagramButton',
  facebook: 'facebookButton',
  x: 'xSocialMediaButton',
  twitter: 'xSocialMediaButton',
  pinterest: 'pinterestButton',
  youtube: 'youTubeButton',
  tiktok: 'tikTokButton',
};

/** The social icon label key of a network, or null for an unknown network. */
export function socialLabelKey(network: string): string | null {
  return SOCIAL_LABEL_KEYS[network.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

function localHref(urlPath: string, href: string | null | undefined): string | null {
  if (!href || !isSafeHref(href)) return null;
  return isSameOriginPath(href) ? localizePath(urlPath, internalLinkPath(href)) : href;
}

/** Nav/footer links of brand.json for a locale; collection links only where the collection page exists. */
export function brandLinks(links: BrandLink[], locale: LocaleContext, site: SiteData, pagePaths: Set<string>): NavLink[] {
  const out: NavLink[] = [];
  for (const link of links) {
    if ('collection' in link) {
      const href = localizePath(locale.urlPath, collectionPath(link.collection));
      const doc = site.collections.find((c) => c.handle === link.collection);
      if (!doc || !pagePaths.has(href)) continue;
      out.push({ label: pick(doc.title, locale.language), href });
    } else {
      const href = localizePath(locale.urlPath, link.path);
      if (!pagePaths.has(href)) continue;
      out.push({ label: pick(link.label, locale.language), href });
    }
  }
  return out;
}

/** The banner of a locale's language, links localized; null without one. */
export function bannerContext(site: SiteData, locale: LocaleContext): BannerContext | null {
  const doc = site.banners.find((b) => b.language === locale.language) ?? site.banners.find((b) => !b.language);
  if (!doc || (!doc.messageText && !doc.scheduledMessage)) return null;
  return {
    scheduledMessageEnabled: Boolean(doc.scheduledMessageEnabled),
    scheduledMessage: doc.scheduledMessage ?? null,
    scheduledLink: localHref(locale.urlPath, doc.scheduledLink),
    window: scheduleWindow(doc.startDate, doc.endDate),
    messageText: doc.messageText ?? '',
    messageLink: localHref(locale.urlPath, doc.messageLink),
  };
}

/** The cart's settings of a locale: the store of its currency, its cookie (shared across the site's registrable domain), country and shipping. */
export function commerceContext(
  locale: LocaleContext,
  stores: { usd: StoreSettings; cad: StoreSettings },
  endpoints: { usd: StorefrontEndpoint; cad: StorefrontEndpoint },
  siteUrl: string,
  environment?: string,
): CommerceContext {
  const key = storeKeyFor(locale.currency);
  const store = stores[key];
  return {
    storefront: { url: endpoints[key].url, token: endpoints[key].token },
    cartCookie: key === 'cad' ? '_cadCartId' : '_cartId',
    cookieDomain: registrableCookieDomain(new URL(siteUrl).hostname),
    stores: [endpoints.usd, endpoints.cad]
      .filter((e, i, all) => all.findIndex((o) => o.url === e.url) === i)
      .map((e) => ({ url: e.url, token: e.token })),
    country: locale.country,
    language: locale.language.toUpperCase(),
    currency: locale.currency,
    // The store's shipping amounts are in its own currency; other markets see shipping at checkout.
    shipping: store.currency === locale.currency && store.shipping ? { ...store.shipping } : null,
    ...(environment ? { environment } : {}),
  };
}

/** SiteContext of a locale without the per-page fields. */
export function localeSiteContext(input: {
  brand: BrandConfig;
  locale: LocaleContext;
  locales: LocaleContext[];
  site: SiteData;
  strings: Record<string, string>;
  messages: SiteContext['messages'];
  pagePaths: Set<string>;
  commerce: CommerceContext;
  services: ServicesContext;
  analytics: AnalyticsContext;
  errors: ErrorReportingContext;
}): LocaleSite {
  const { brand, locale, site } = input;
  return {
    brand: {
      id: brand.id,
      name: brand.name,
      baseUrl: brand.baseUrl,
      logo: { path: LOGO_PUBLIC_PATH, alt: brand.logo.alt, width: brand.logo.width, height: brand.logo.height },
      twitterHandle: brand.twitterHandle,
      seo: brand.seo,
      features: brand.features,
      flagValues: brand.flags,
      theme: themeTokens(brand),
      blogPath: brand.blogPath,
    },
    locale,
    locales: input.locales.map((l) => ({ id: l.id, urlPath: l.urlPath, title: l.title, language: l.language, currency: l.currency })),
    strings: input.strings,
    messages: input.messages,
    nav: brandLinks(brand.nav, locale, site, input.pagePaths),
    footerLinks: brandLinks(brand.footer, locale, site, input.pagePaths),
    // Social profiles come from the brand config (allow-listed hosts, checked at build).
    social: brand.social.map((s) => ({ network: s.network, url: s.url, labelKey: socialLabelKey(s.network) ?? `${s.network}Button` })),
    banner: bannerContext(site, locale),
    commerce: input.commerce,
    services: input.services,
    analytics: input.analytics,
    errors: input.errors,
  };
}
