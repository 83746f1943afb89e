// The build's environment, parsed once with zod. Every missing or bad variable is listed in one
// error. Defaults point at the local twin; production sets the real endpoints (see .env.example).
import { z } from 'zod';
import type { ServicesContext } from '../lib/content/site-context';
import { brandIdSchema, type BrandId } from '../../wire/vocabulary';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY, twinDsn } from '../../wire/error-reporting';
import { twinSearchConfig } from '../lib/search/twin-search';

/** The twin's Cognito user pool (GATSBY_COGNITO_USER_POOL_ID's default). */
const TWIN_POOL_ID = 'us-east-1_TwinPool1';

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z
  .object({
    BRAND: brandIdSchema.default('trailmate'),
    /** Overrides the brand's baseUrl in canonical links, sitemap and share images. */
    SITE_URL: optionalUrl,
    CONTENT_DIR: z.string().min(1).default('content'),
    TWIN_URL: z.string().url().default('http://127.0.0.1:8787'),
    TWIN_DB: optionalText,
    /**
     * Where the build reads the catalogue (build machine only, never in the pages): `stores`, the
     * Storefront APIs the pages use (the twin's when none is configured), or `twin`, the twin at
     * TWIN_URL (started on CONTENT_DIR when none answers there) whatever the pages use, e.g. to build
     * the site for hosted stores from the twin's catalogue.
     */
    CATALOGUE_SOURCE: z.enum(['stores', 'twin']).default('stores'),
    /** Where browsers reach the twin (the built pages' default Storefront endpoints). */
    GATSBY_TWIN_URL: z.string().url().default('http://127.0.0.1:8787'),
    /** Storefront API of the USD store (real Shopify in production); unset = the twin. */
    GATSBY_STOREFRONT_USD_URL: optionalUrl,
    GATSBY_STOREFRONT_USD_TOKEN: optionalText,
    GATSBY_STOREFRONT_CAD_URL: optionalUrl,
    GATSBY_STOREFRONT_CAD_TOKEN: optionalText,
    /** Marker every new cart carries as its `_environment` attribute (e.g. staging), so the store tells its orders apart; unset: none. */
    GATSBY_CART_ENVIRONMENT: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).optional().or(z.literal('').transform(() => undefined)),
    /** Our own services (subscriptions, activation, forms, dealers, scheduler, referral, chat, videos, multipass): services/, locally on port 8788. */
    GATSBY_SERVICES_URL: z.string().url().default('http://127.0.0.1:8788'),
    /** Algolia search (app id and search-only key); unset = the twin's Algolia protocol. */
    GATSBY_ALGOLIA_APP_ID: optionalText,
    GATSBY_ALGOLIA_SEARCH_KEY: optionalText,
    /** Region of the Algolia account's search analytics (de or us); unset = Algolia's global insights host. */
    GATSBY_ALGOLIA_INSIGHTS_REGION: z.enum(['de', 'us']).optional().or(z.literal('').transform(() => undefined)),
    /** Per market, the region of its search analytics: `<market>=<de|us>`, comma-separated (e.g. `de=de,fr=de`); overrides the one above. */
    GATSBY_ALGOLIA_INSIGHTS_REGIONS: z
      .string()
      .regex(/^\s*([a-z]{2,8}\s*=\s*(de|us)\s*(,\s*|$))*$/, 'must be <market>=<de|us>, comma-separated (e.g. de=de,fr=de)')
      .optional(),
    /** Cognito user pool and app client of the shared customer account; unset = the twin's pool. */
    GATSBY_COGNITO_USER_POOL_ID: z.string().min(1).default(TWIN_POOL_ID),
    GATSBY_COGNITO_CLIENT_ID: z.string().min(1).default('twinappclient0000000000001'),
    /** Cognito endpoint override (the twin's `<twin>/cognito/` when the pool is the twin's). */
    GATSBY_COGNITO_ENDPOINT: optionalUrl,
    /** Tracking pixels allowed in this build (comma-separated: gtm, klaviyo, adroll); unset = the brand's list. */
    GATSBY_PIXELS: z.string().optional(),
    /**
     * Google Tag Manager container id and the host gtm.js loads from (default Google's). Unset: the
     * twin's container on the twin when the build targets the twin (twinTargeted), else no GTM pixel.
     */
    GATSBY_GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional().or(z.literal('').transform(() => undefined)),
    GATSBY_GTM_URL: optionalUrl,
    /** Host of Klaviyo's on-site script (klaviyo.js); unset = Klaviyo's, or the twin's when the build targets the twin. */
    GATSBY_KLAVIYO_ONSITE_URL: optionalUrl,
    /**
     * The Klaviyo account (public key, company_id) and newsletter list of each store: the newsletter and
     * back-in-stock forms and the on-site script of the markets the store sells to. Unset: the twin's
     * accounts, allowed only for a store whose Storefront is the twin's.
     */
    GATSBY_KLAVIYO_USD_COMPANY_ID: optionalText,
    GATSBY_KLAVIYO_USD_LIST_ID: optionalText,
    GATSBY_KLAVIYO_CAD_COMPANY_ID: optionalText,
    GATSBY_KLAVIYO_CAD_LIST_ID: optionalText,
    /**
     * Host of AdRoll's pixel script (default AdRoll's) and the advertiser and pixel ids. Unset: the twin's
     * when the build targets the twin, else no AdRoll pixel.
     */
    GATSBY_ADROLL_URL: optionalUrl,
    GATSBY_ADROLL_ADV_ID: z.string().regex(/^[A-Z0-9]+$/).optional().or(z.literal('').transform(() => undefined)),
    GATSBY_ADROLL_PIX_ID: z.string().regex(/^[A-Z0-9]+$/).optional().or(z.literal('').transform(() => undefined)),
    /** Hosted Sentry DSN the pages report errors to; unset = the twin's project at GATSBY_TWIN_URL. */
    GATSBY_SENTRY_DSN: z
      .string()
      .regex(/^https?:\/\/[0-9a-f]{16,64}@[^/@\s]+\/\d+$/, 'must be a Sentry DSN: https://<public key>@<host>/<project id>')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Environment of the events (Sentry's `environment`). */
    GATSBY_SENTRY_ENVIRONMENT: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).default('production'),
    /** Release of the events; unset = the build's id (`<brand>@<commit>`, or the build time outside a git checkout). */
    GATSBY_SENTRY_RELEASE: z.string().regex(/^[A-Za-z0-9_.@+-]{1,200}$/).optional().or(z.literal('').transform(() => undefined)),
    /**
     * LaunchDarkly client-side ID of the brand's environment (public); unset = the twin's flag service. With an
     * ID, the LAUNCHDARKLY URLs default to LaunchDarkly's hosts; without one they default to the twin.
     */
    GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    GATSBY_LAUNCHDARKLY_BASE_URL: optionalUrl,
    GATSBY_LAUNCHDARKLY_STREAM_URL: optionalUrl,
    GATSBY_LAUNCHDARKLY_EVENTS_URL: optionalUrl,
    SANITY_PROJECT_ID: optionalText,
    SANITY_DATASET: optionalText,
    SANITY_API_VERSION: z.string().regex(/^v?\d{4}-\d{2}-\d{2}$/).default('2025-04-01'),
    SANITY_TOKEN: optionalText,
    /** API host of a Sanity-compatible content lake (e.g. the twin's `<twin>/sanity`); unset = Sanity's own hosts. */
    SANITY_API_HOST: optionalUrl,
    /**
     * What a build reads of the content lake: `published` (every public build) or `drafts` (drafts
     * over published: preview builds only, with a SANITY_TOKEN that may read drafts).
     */
    SANITY_PERSPECTIVE: z.enum(['published', 'drafts']).default('published'),
  });

/** Variables that only make sense together; checked on the raw input so all problems show at once. */
function pairingIssues(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]);
  const issues: string[] = [];
  if (set('SANITY_PROJECT_ID') && !set('SANITY_DATASET')) {
    issues.push('SANITY_DATASET: required when SANITY_PROJECT_ID is set');
  }
  if (set('SANITY_API_HOST') && !set('SANITY_PROJECT_ID')) {
    issues.push('SANITY_PROJECT_ID: required when SANITY_API_HOST is set');
  }
  if (set('GATSBY_ALGOLIA_APP_ID') !== set('GATSBY_ALGOLIA_SEARCH_KEY')) {
    issues.push('GATSBY_ALGOLIA_APP_ID and GATSBY_ALGOLIA_SEARCH_KEY: set both or neither');
  }
  for (const store of ['USD', 'CAD']) {
    const url = `GATSBY_STOREFRONT_${store}_URL`;
    const token = `GATSBY_STOREFRONT_${store}_TOKEN`;
    if (set(url) && !set(token)) issues.push(`${token}: required when ${url} is set`);
    if (set(token) && !set(url)) issues.push(`${url}: required when ${token} is set`);
  }
  if (set('GATSBY_KLAVIYO_COMPANY_ID')) {
    issues.push('GATSBY_KLAVIYO_COMPANY_ID: each store has its own Klaviyo account; set GATSBY_KLAVIYO_USD_COMPANY_ID and GATSBY_KLAVIYO_CAD_COMPANY_ID instead');
  }
  for (const store of ['USD', 'CAD']) {
    const company = `GATSBY_KLAVIYO_${store}_COMPANY_ID`;
    const list = `GATSBY_KLAVIYO_${store}_LIST_ID`;
    if (set(company) !== set(list)) issues.push(`${company} and ${list}: set both or neither`);
    else if (set(`GATSBY_STOREFRONT_${store}_URL`) && !set(company)) {
      issues.push(`${company} and ${list}: required when GATSBY_STOREFRONT_${store}_URL is set (the twin's Klaviyo account serves only the twin's store)`);
    }
  }
  if (set('GATSBY_ADROLL_ADV_ID') !== set('GATSBY_ADROLL_PIX_ID')) {
    issues.push('GATSBY_ADROLL_ADV_ID and GATSBY_ADROLL_PIX_ID: set both or neither');
  }
  return issues;
}

/** The parsed environment. */
export type Env = z.infer<typeof envSchema>;

/** Parses an environment (process.env by default); throws one error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...pairingIssues(source),
  ];
  if (result.success && problems.length === 0) return result.data;
  const lines = problems.map((problem) => `  - ${problem}`);
  throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`);
}

/** LaunchDarkly's hosts of the client-side SDKs (flag evaluation and goals, streaming, events). */
export const LAUNCHDARKLY_HOSTS = {
  baseUrl: 'https://app.launchdarkly.com',
  streamUrl: 'https://clientstream.launchdarkly.com',
  eventsUrl: 'https://events.launchdarkly.com',
} as const;

/** The search-analytics region of a market: its entry in GATSBY_ALGOLIA_INSIGHTS_REGIONS, else GATSBY_ALGOLIA_INSIGHTS_REGION. */
export function insightsRegion(env: Pick<Env, 'GATSBY_ALGOLIA_INSIGHTS_REGION' | 'GATSBY_ALGOLIA_INSIGHTS_REGIONS'>, market: string): 'de' | 'us' | undefined {
  for (const entry of (env.GATSBY_ALGOLIA_INSIGHTS_REGIONS ?? '').split(',')) {
    const [key, region] = entry.split('=').map((part) => part.trim());
    if (key === market && (region === 'de' || region === 'us')) return region;
  }
  return env.GATSBY_ALGOLIA_INSIGHTS_REGION;
}

/**
 * True when the build targets the twin: neither store's Storefront is configured. Only then do the
 * pixels default to the twin's ids (GTM, AdRoll); a build for the hosted stores sends only what is set.
 */
export function twinTargeted(env: Pick<Env, 'GATSBY_STOREFRONT_USD_URL' | 'GATSBY_STOREFRONT_CAD_URL'>): boolean {
  return !env.GATSBY_STOREFRONT_USD_URL && !env.GATSBY_STOREFRONT_CAD_URL;
}

/**
 * Whether anything the browser reaches is the twin: a store's Storefront, search, the user pool,
 * error reports, the flag service or an allowed pixel's host. When nothing is, the built pages do not
 * name the twin at all (SiteContext's services.twinUrl is null and the CSP does not list it).
 */
export function browserUsesTwin(env: Env, pixels: readonly string[] = []): boolean {
  const twin = env.GATSBY_TWIN_URL.replace(/\/+$/, '');
  const flags = flagsService(env, env.BRAND, twin);
  const hosts = pixelHosts(env);
  return (
    !env.GATSBY_STOREFRONT_USD_URL ||
    !env.GATSBY_STOREFRONT_CAD_URL ||
    !(env.GATSBY_ALGOLIA_APP_ID && env.GATSBY_ALGOLIA_SEARCH_KEY) ||
    (env.GATSBY_COGNITO_USER_POOL_ID === TWIN_POOL_ID && !env.GATSBY_COGNITO_ENDPOINT) ||
    !env.GATSBY_SENTRY_DSN ||
    [flags.baseUrl, flags.streamUrl, flags.eventsUrl].includes(twin) ||
    (pixels.includes('gtm') && hosts.gtm === twin && gtmId(env) !== null) ||
    (pixels.includes('klaviyo') && hosts.klaviyo === twin) ||
    (pixels.includes('adroll') && hosts.adroll === twin && adrollIds(env) !== null)
  );
}

/** The GTM container of the build: GATSBY_GTM_ID, the twin's when the build targets the twin, else none. */
export function gtmId(env: Env): string | null {
  return env.GATSBY_GTM_ID ?? (twinTargeted(env) ? 'GTM-TWIN01' : null);
}

/** AdRoll's advertiser and pixel ids: the configured ones, the twin's when the build targets the twin, else none. */
export function adrollIds(env: Env): { advertiserId: string; pixelId: string } | null {
  if (env.GATSBY_ADROLL_ADV_ID && env.GATSBY_ADROLL_PIX_ID) return { advertiserId: env.GATSBY_ADROLL_ADV_ID, pixelId: env.GATSBY_ADROLL_PIX_ID };
  return twinTargeted(env) ? { advertiserId: 'TWINADV', pixelId: 'TWINPIX' } : null;
}

/** The twin's Klaviyo accounts, one per store (twin/README.md, "Klaviyo: newsletter and back-in-stock"). */
const TWIN_KLAVIYO: Record<BrandId, Record<'USD' | 'CAD', { companyId: string; listId: string }>> = {
  trailmate: { USD: { companyId: 'TwTrl1', listId: 'TrlNws' }, CAD: { companyId: 'TwTrlC', listId: 'TrlNwC' } },
  yardwise: { USD: { companyId: 'TwYrd1', listId: 'YrdNws' }, CAD: { companyId: 'TwYrdC', listId: 'YrdNwC' } },
  homing: { USD: { companyId: 'TwHmg1', listId: 'HmgNws' }, CAD: { companyId: 'TwHmgC', listId: 'HmgNwC' } },
};

/** The twin's Klaviyo account of a brand's store. */
export function twinKlaviyoAccount(brand: BrandId, store: 'USD' | 'CAD'): { companyId: string; listId: string } {
  return TWIN_KLAVIYO[brand][store];
}

/**
 * The Klaviyo account of a brand's store: GATSBY_KLAVIYO_<store>_COMPANY_ID and _LIST_ID, else the
 * twin's (parseEnv refuses a configured store without its own account).
 */
export function klaviyoAccount(env: Env, store: 'USD' | 'CAD', brand: BrandId = env.BRAND): { companyId: string; listId: string } {
  const companyId = store === 'USD' ? env.GATSBY_KLAVIYO_USD_COMPANY_ID : env.GATSBY_KLAVIYO_CAD_COMPANY_ID;
  const listId = store === 'USD' ? env.GATSBY_KLAVIYO_USD_LIST_ID : env.GATSBY_KLAVIYO_CAD_LIST_ID;
  return companyId && listId ? { companyId, listId } : twinKlaviyoAccount(brand, store);
}

/** Where the browser reaches each hosted service: the configured endpoints or the twin. */
export function browserServices(env: Env, brand: BrandId = env.BRAND, pixels: readonly string[] = []): ServicesContext {
  const twin = env.GATSBY_TWIN_URL.replace(/\/+$/, '');
  const twinPool = env.GATSBY_COGNITO_USER_POOL_ID === TWIN_POOL_ID;
  return {
    twinUrl: browserUsesTwin(env, pixels) ? twin : null,
    // The USD store's; each locale's site takes the account of the store its market buys from.
    klaviyo: klaviyoAccount(env, 'USD', brand),
    servicesUrl: env.GATSBY_SERVICES_URL.replace(/\/+$/, ''),
    algolia: env.GATSBY_ALGOLIA_APP_ID && env.GATSBY_ALGOLIA_SEARCH_KEY ? { appId: env.GATSBY_ALGOLIA_APP_ID, searchKey: env.GATSBY_ALGOLIA_SEARCH_KEY } : twinSearchConfig(twin),
    cognito: {
      userPoolId: env.GATSBY_COGNITO_USER_POOL_ID,
      clientId: env.GATSBY_COGNITO_CLIENT_ID,
      endpoint: env.GATSBY_COGNITO_ENDPOINT ?? (twinPool ? `${twin}/cognito/` : null),
    },
    flagService: flagsService(env, brand, twin),
  };
}

function flagsService(env: Env, brand: BrandId, twin: string): ServicesContext['flagService'] {
  const hosted = Boolean(env.GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID);
  const url = (set: string | undefined, host: string) => (set ?? (hosted ? host : twin)).replace(/\/+$/, '');
  return {
    clientSideId: env.GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID ?? TWIN_FLAG_CLIENT_IDS[brand] ?? null,
    baseUrl: url(env.GATSBY_LAUNCHDARKLY_BASE_URL, LAUNCHDARKLY_HOSTS.baseUrl),
    streamUrl: url(env.GATSBY_LAUNCHDARKLY_STREAM_URL, LAUNCHDARKLY_HOSTS.streamUrl),
    eventsUrl: url(env.GATSBY_LAUNCHDARKLY_EVENTS_URL, LAUNCHDARKLY_HOSTS.eventsUrl),
  };
}

/** The vendors' own hosts of the pixels' scripts. */
export const PIXEL_HOSTS = {
  gtm: 'https://www.googletagmanager.com',
  klaviyo: 'https://static.klaviyo.com',
  adroll: 'https://s.adroll.com',
} as const;

/** Where the browser loads each pixel's script from: the configured hosts, else the twin when the build targets it, else the vendors'. */
export function pixelHosts(env: Env): { gtm: string; klaviyo: string; adroll: string } {
  const twin = env.GATSBY_TWIN_URL.replace(/\/+$/, '');
  const fallback = (vendor: string) => (twinTargeted(env) ? twin : vendor);
  return {
    gtm: (env.GATSBY_GTM_URL ?? fallback(PIXEL_HOSTS.gtm)).replace(/\/+$/, ''),
    klaviyo: (env.GATSBY_KLAVIYO_ONSITE_URL ?? fallback(PIXEL_HOSTS.klaviyo)).replace(/\/+$/, ''),
    adroll: (env.GATSBY_ADROLL_URL ?? fallback(PIXEL_HOSTS.adroll)).replace(/\/+$/, ''),
  };
}

/** True when the content door should use the hosted CMS instead of content/*.ndjson. */
export function usesHostedContent(env: Env): boolean {
  return Boolean(env.SANITY_PROJECT_ID);
}

/** Where the pages report errors: GATSBY_SENTRY_DSN, else the twin's project at GATSBY_TWIN_URL. */
export function reportingDsn(env: Pick<Env, 'GATSBY_SENTRY_DSN' | 'GATSBY_TWIN_URL'>): string {
  return env.GATSBY_SENTRY_DSN ?? twinDsn(env.GATSBY_TWIN_URL);
}

/** The twin's error-reporting project, for pages without a hosted DSN (their DSN is made at the twin's origin). */
export function twinReportingProject(env: Pick<Env, 'GATSBY_SENTRY_DSN'>): { publicKey: string; projectId: string } | null {
  return env.GATSBY_SENTRY_DSN ? null : { publicKey: TWIN_SENTRY_PUBLIC_KEY, projectId: TWIN_SENTRY_PROJECT_ID };
}
