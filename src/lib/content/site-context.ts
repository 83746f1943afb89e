// The site a page renders with (header, footer, banner, picker, strings, services): built once per
// locale by src/build as a `LocaleSite`, which the browser loads once per locale (a static query, see
// src/components/site/locale-page.tsx), and joined with the page's own path fields. Plain JSON only.
import type { BrandId, Currency, Language } from '../../../wire/vocabulary';
import type { ParsedMessage } from '../i18n/message';
import type { FlagValues } from '../../../wire/flags';

export type { BrandId, Currency, Language };

/** One market × language a brand is built in. */
export interface LocaleContext {
  /** e.g. `en-us`, `fr-be`, `en-gb-nl`. */
  id: string;
  /** Path prefix of this locale: '' for the brand default, e.g. `/en-ca`, `/be/fr`. */
  urlPath: string;
  /** Shown in the country/location picker, in the locale's own language. */
  title: string;
  market: string;
  language: Language;
  currency: Currency;
  /** Shopify country code used with @inContext(country:). */
  country: string;
  /** BCP 47 tag used for number/currency formatting after the spec's replacements. */
  priceFormat: string;
  /** hreflang value, e.g. `fr-BE`. */
  hreflang: string;
  isDefault: boolean;
}

export interface BrandPublic {
  id: BrandId;
  name: string;
  baseUrl: string;
  /** `path` is the public URL of the brand logo (`/brand/logo.svg`), height 64px. */
  logo: { path: string; alt: string; width: number; height: number };
  twitterHandle: string;
  seo: { title: string; description: string };
  /** Enabled features, e.g. `dealers`, `scheduler`, `referral`, `proProgram`, `trainingVideos`, `activation`, `gpsPlans`. */
  features: string[];
  /** Feature-flag values the page is built with (brand.json): the first render's, and the fallback without the flag service. */
  flagValues: FlagValues;
  /** Theme tokens as CSS custom properties (`--color-primary`, `--bp-md`, `--logo-height` …). */
  theme: Record<string, string>;
  /** Public URL of the blog listing in the default locale without prefix: `/blog/` (yardwise `/learn/`). */
  blogPath: string;
}

export interface NavLink {
  label: string;
  /** Site-relative path, already localized, with trailing slash; or an https URL. */
  href: string;
}

/** One hreflang alternate of a page (absolute href); `localeId` is null for x-default. */
export interface AlternateLink {
  hreflang: string;
  href: string;
  localeId: string | null;
}

/** A window of time in epoch milliseconds, both ends inclusive to the second. */
export interface ScheduleWindow {
  start: number;
  end: number;
}

export interface BannerContext {
  scheduledMessageEnabled: boolean;
  scheduledMessage: string | null;
  scheduledLink: string | null;
  /** When the scheduled message shows: startDate to endDate (New York time) as instants, from the build. */
  window: ScheduleWindow | null;
  messageText: string;
  messageLink: string | null;
}

/** What the browser's cart needs for this locale. */
export interface CommerceContext {
  /** Storefront API of the store selling in this locale's currency (public token only). */
  storefront: { url: string; token: string };
  /** Cookie holding the cart id: `_cartId`, `_cadCartId` for CAD. */
  cartCookie: '_cartId' | '_cadCartId';
  /** The registrable domain of the site's address (`example.co.uk`), decided at build with the Public Suffix List; null = host-only. */
  cookieDomain: string | null;
  /** Every store of the brand (public tokens only): a cart kept from another market is checked there before its lines move. */
  stores: { url: string; token: string }[];
  /** Buyer country of new carts and @inContext. */
  country: string;
  /** The Storefront API LanguageCode of this locale's language (`EN`, `DE` …) for @inContext. */
  language: string;
  currency: Currency;
  /** Free-shipping threshold and flat rate in this currency; null when the store has none. */
  shipping: { freeShippingThreshold: string; flatRate: string } | null;
  /** The environment marker new carts carry (GATSBY_CART_ENVIRONMENT); absent: none. */
  environment?: string;
}

/** Where the browser reaches the hosted services (public values only; defaults: the twin). */
export interface ServicesContext {
  /**
   * The twin's address as browsers reach it (the default of every service below); null when nothing
   * the pages reach is the twin (a build for hosted services).
   */
  twinUrl: string | null;
  /**
   * The Klaviyo account (public key, company_id) and newsletter list of the store this locale's
   * market buys from: the newsletter and back-in-stock forms send them to the forms service.
   */
  klaviyo: { companyId: string; listId: string };
  /** Base URL of our own services: subscriptions, activation, forms, dealers, scheduler, referral, chat. */
  servicesUrl: string;
  /**
   * Search: Algolia's app id and search-only key, or the twin's with its origin in `twinUrl`. `region`
   * is where the locale's market sends search analytics on Algolia (de or us; unset: the global host).
   */
  algolia: { appId: string; searchKey: string; twinUrl?: string; region?: 'de' | 'us' };
  /** Cognito user pool of the shared account; endpoint null = AWS's own. */
  cognito: { userPoolId: string; clientId: string; endpoint: string | null };
  /** The feature-flag service (LaunchDarkly's client-side protocol): the twin's, or LaunchDarkly's with a configured client-side ID. */
  flagService: FlagsContext;
}

/** Where the browser's feature-flag client connects; clientSideId null = no flag service (brand.json values only). */
export interface FlagsContext {
  clientSideId: string | null;
  baseUrl: string;
  streamUrl: string;
  eventsUrl: string;
}

/** Consent and tracking of a locale: whether the market asks first, and each allowed pixel's script. */
export interface AnalyticsContext {
  /** The market denies analytics and marketing until the shopper opts in (a first-visit banner asks). */
  optIn: boolean;
  /** What analytics and marketing start as where no opt-in is required (brand configuration). */
  consentDefault: 'granted' | 'denied';
  /** The store label of every tracked item (`affiliation`). */
  affiliation: string;
  /** Each allow-listed pixel with where its script loads from; null = not allowed in this build. */
  pixels: {
    gtm: { src: string } | null;
    klaviyo: { src: string; companyId: string } | null;
    adroll: { src: string; advertiserId: string; pixelId: string } | null;
  };
}

/** Where the pages report errors (public values only). */
export interface ErrorReportingContext {
  /** Hosted Sentry DSN; null = the twin's project at services.twinUrl. */
  dsn: string | null;
  /**
   * The twin's project (its public key and id: wire/error-reporting.ts) when dsn is null, given by the
   * build so that the browser code names no twin id; its origin is services.twinUrl.
   */
  twinProject: { publicKey: string; projectId: string } | null;
  environment: string;
  /** The build's id, so an event names the code it came from. */
  release: string;
}

export interface SiteContext {
  brand: BrandPublic;
  locale: LocaleContext;
  /** Every locale of the brand, for the country/location picker. */
  locales: Pick<LocaleContext, 'id' | 'urlPath' | 'title' | 'language' | 'currency'>[];
  /** This page's path without the locale prefix, e.g. `/dog-hammocks/`, so the picker can keep it. */
  pagePath: string;
  /**
   * The picker's targets, by locale id, for the locales where this page is not built (a product not sold
   * there): the nearest page that is (its collection, else that locale's home). Absent when every locale has it.
   */
  pickerPaths?: Record<string, string>;
  /** UI strings for this locale's language from the translation groups, by key (plain text, no arguments). */
  strings: Record<string, string>;
  /**
   * The UI messages that take arguments (counts, names, prices…), parsed from ICU MessageFormat at
   * build time and formatted in the page by src/lib/i18n/message.ts.
   */
  messages: Record<string, ParsedMessage>;
  nav: NavLink[];
  footerLinks: NavLink[];
  social: { network: string; url: string; labelKey: string }[];
  banner: BannerContext | null;
  commerce: CommerceContext;
  services: ServicesContext;
  analytics: AnalyticsContext;
  errors: ErrorReportingContext;
}

/** The locale-wide part of SiteContext: one per locale, the same on every page of the locale. */
export type LocaleSite = Omit<SiteContext, 'pagePath' | 'pickerPaths'>;

/** SiteContext's fields that differ from page to page (carried in each page's built context). */
export type PageSitePaths = Pick<SiteContext, 'pagePath' | 'pickerPaths'>;
