// Page contexts shaped like src/lib/content/page-types.ts, for rendering templates in tests.
import type { PriceView, PageContextBase, ProductCard, ProductView, SeoData } from '../../src/lib/content/page-types';
import type { SiteContext } from '../../src/lib/content/site-context';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';
import { compileStrings } from '../../src/build/messages';
import type { ParsedMessage } from '../../src/lib/i18n/message';

export const money = (amount: string, formatted = `$${amount}`): PriceView => ({ amount, currencyCode: 'USD', formatted });

/** The compiled message `key`; a key the strings lack fails the test that asks, naming it. */
export function messageOf(messages: Record<string, ParsedMessage>, key: string): ParsedMessage {
  const message = messages[key];
  if (!message) throw new Error(`No message ${key}`);
  return message;
}

/** ICU sources (key → message) as a page of `language` carries them, for makeT and SiteContext. */
export function pageStrings(sources: Record<string, string>, language = 'en'): Pick<SiteContext, 'strings' | 'messages'> & { locale: { language: string } } {
  return { ...compileStrings(sources, language), locale: { language } };
}

export function site(overrides: Partial<SiteContext> = {}): SiteContext {
  const { strings, messages } = compileStrings({ ...DEV_STRINGS, logoLinkToHome: '{brand} home page' }, 'en');
  return {
    brand: {
      id: 'homing',
      name: 'Homing',
      baseUrl: 'https://www.homing.example',
      logo: { path: '/brand/logo.svg', alt: 'Homing', width: 200, height: 64 },
      twitterHandle: '@homing',
      seo: { title: 'Homing', description: 'GPS collars' },
      features: [],
      flagValues: { 'live-chat': true, 'dealer-locator': false, 'consultation-scheduler': false, 'referral-program': false, 'back-in-stock': true, 'notification-banner': true, 'checkout-cta-style': 'standard' },
      theme: { 'color-primary': '#204a87', 'bp-md': '768px' },
      blogPath: '/blog/',
    },
    locale: {
      id: 'en-ca', urlPath: '/en-ca', title: 'Canada', market: 'ca', language: 'en', currency: 'CAD',
      country: 'CA', priceFormat: 'en-CA', hreflang: 'en-CA', isDefault: false,
    },
    locales: [
      { id: 'en-us', urlPath: '', title: 'United States', language: 'en', currency: 'USD' },
      { id: 'en-ca', urlPath: '/en-ca', title: 'Canada', language: 'en', currency: 'CAD' },
    ],
    pagePath: '/gps-collars/',
    strings,
    messages,
    nav: [{ label: 'GPS Collars', href: '/en-ca/gps-collars/' }],
    footerLinks: [{ label: 'Privacy policy', href: '/en-ca/privacy-policy/' }],
    social: [{ network: 'instagram', url: 'https://social.example/homing', labelKey: 'instagramButton' }],
    banner: null,
    commerce: {
      storefront: { url: 'http://127.0.0.1:8787/shops/homing-ca/api/2025-04/graphql.json', token: 'public-token' },
      cartCookie: '_cadCartId',
      cookieDomain: null,
      stores: [],
      country: 'CA',
      language: 'EN',
      currency: 'CAD',
      shipping: { freeShippingThreshold: '100.00', flatRate: '9.95' },
    },
    services: {
      twinUrl: 'http://127.0.0.1:8787',
      servicesUrl: 'http://127.0.0.1:8787',
      klaviyo: { companyId: 'TwHmgC', listId: 'HmgNwC' },
      algolia: { appId: 'TWINSEARCH0', searchKey: 'twin0search0only0key000000000001', twinUrl: 'http://127.0.0.1:8787' },
      cognito: { userPoolId: 'us-east-1_TwinPool1', clientId: 'twinappclient0000000000001', endpoint: 'http://127.0.0.1:8787/cognito/' },
      flagService: { clientSideId: null, baseUrl: 'http://127.0.0.1:8787', streamUrl: 'http://127.0.0.1:8787', eventsUrl: 'http://127.0.0.1:8787' },
    },
    analytics: { optIn: false, consentDefault: 'granted', affiliation: 'Homing CA Store', pixels: { gtm: null, klaviyo: null, adroll: null } },
    errors: { dsn: null, twinProject: { publicKey: '7f3c2a9e51b84d06a1e0c4b2d8f96e13', projectId: '4500000000000001' }, environment: 'test', release: 'homing@test' },
    ...overrides,
  } as SiteContext;
}

export function seo(title = 'Page | Homing'): SeoData {
  return {
    title,
    description: 'Description',
    canonical: 'https://www.homing.example/en-ca/gps-collars/',
    htmlLang: 'en-CA',
    alternates: [
      { hreflang: 'en-US', href: 'https://www.homing.example/gps-collars/', localeId: 'en-us' },
      { hreflang: 'x-default', href: 'https://www.homing.example/gps-collars/', localeId: null },
    ],
    noindex: false,
    ogType: 'website',
    image: { url: 'https://www.homing.example/share/x.png', width: 1200, height: 630, alt: 'Share' },
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
  };
}

export function base<T extends PageContextBase['template']>(template: T, extra: Partial<PageContextBase> = {}) {
  const pageSite = site();
  return {
    template,
    localeId: pageSite.locale.id,
    pagePath: pageSite.pagePath,
    site: pageSite,
    seo: seo(),
    breadcrumbs: [
      { label: 'Home', href: '/en-ca/' },
      { label: 'Current', href: null },
    ],
    images: {},
    ...extra,
  };
}

export function card(handle: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id: `gid://shopify/Product/${handle}`, handle, title: handle, sku: `SKU-${handle}`, href: `/en-ca/gps-collars/${handle}/`,
    productType: 'GPS Collars', vendor: 'Homing', tags: [], petType: 'dog', availability: 'available',
    availableForSale: true, image: null, price: money('99.95'), maxPrice: money('99.95'), compareAtPrice: null,
    createdAt: '2026-01-01T00:00:00Z', position: 0, ...extra,
  };
}

export function product(extra: Partial<ProductView> = {}): ProductView {
  const variant = (id: string, size: string, available: boolean) => ({
    id: `gid://shopify/ProductVariant/${id}`, sku: `SKU-${id}`, title: size,
    selectedOptions: [{ name: 'Size', value: size }], price: money('149.95'), compareAtPrice: money('179.95'),
    availableForSale: available, quantityAvailable: available ? 5 : 0, requiresShipping: true, image: null, subscriptionFrequency: null,
  });
  return {
    id: 'gid://shopify/Product/1', handle: 'trail-collar', title: 'Trail Collar', description: ['A GPS collar.'],
    productType: 'GPS Collars', vendor: 'Homing', tags: [], petType: 'dog', availability: 'available', availableForSale: true,
    requiresSellingPlan: true, options: [{ name: 'Size', values: ['Small', 'Large'] }],
    variants: [variant('1', 'Small', true), variant('2', 'Large', false)], sellingPlanGroups: [],
    priceRange: { min: money('149.95'), max: money('149.95') }, images: [],
    videos: [{ key: 'v1', title: 'Fitting the collar', poster: null, src: 'https://videos.example.com/fit.mp4', durationSeconds: 95, captions: [] }],
    reviews: [
      { key: 'r1', author: 'Sam', rating: 5, title: 'Great', body: 'Works.', date: '2026-01-02', formattedDate: 'Jan 2, 2026' },
      { key: 'r2', author: '', rating: 4, title: 'Good', body: 'Fine.', date: '2026-01-03', formattedDate: 'Jan 3, 2026' },
    ],
    averageRating: 4.5, addOns: [card('charger')], href: '/en-ca/gps-collars/trail-collar/', ...extra,
  };
}
