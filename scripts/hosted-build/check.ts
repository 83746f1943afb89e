// What scripts/check-hosted-build.ts checks of a brand built with hosted-shaped settings: the
// settings themselves (fictional hosted values), the published files it reads, and the problems:
// any twin origin, port or id in a published file, and any CSP source other than the hosted origins.
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { readDataset } from '../../src/lib/content/client';
import { isBuildArtefact } from '../../src/build/published-files';
import { twinKlaviyoAccount } from '../../src/config/env';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../../src/lib/search/twin-search';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../wire/error-reporting';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import type { BrandId } from '../../wire/vocabulary';

/** Hosted-shaped settings of a brand (every value fictional) and the origins its CSP must list. */
export function hostedSettings(brand: BrandId): { env: Record<string, string>; expectedOrigins: string[] } {
  const services = `https://services.${brand}.example`;
  const app = 'H0STEDAPP1';
  const env = {
    SITE_URL: `https://www.${brand}.example`,
    GATSBY_STOREFRONT_USD_URL: `https://${brand}-usd.myshopify.com/api/2025-04/graphql.json`,
    GATSBY_STOREFRONT_USD_TOKEN: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    GATSBY_STOREFRONT_CAD_URL: `https://${brand}-cad.myshopify.com/api/2025-04/graphql.json`,
    GATSBY_STOREFRONT_CAD_TOKEN: '0f9e8d7c6b5a49382716a5b4c3d2e1f0',
    GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_H0stedP00l',
    GATSBY_COGNITO_CLIENT_ID: 'h0stedappclient000000000001',
    GATSBY_SERVICES_URL: services,
    GATSBY_ALGOLIA_APP_ID: app,
    GATSBY_ALGOLIA_SEARCH_KEY: 'h0sted0search0only0key0000000001',
    GATSBY_KLAVIYO_USD_COMPANY_ID: 'HsUsd1',
    GATSBY_KLAVIYO_USD_LIST_ID: 'HsLsU1',
    GATSBY_KLAVIYO_CAD_COMPANY_ID: 'HsCad1',
    GATSBY_KLAVIYO_CAD_LIST_ID: 'HsLsC1',
    GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: '5f0c0ffee0c0ffee0c0ffee9',
    GATSBY_SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@o4500000000000009.ingest.us.sentry.io/4500000000000009',
    GATSBY_GTM_ID: 'GTM-H0STED1',
    GATSBY_PIXELS: 'gtm,klaviyo',
    // The content lake's project: a hosted project's id (the lake answering for it is the twin's).
    SANITY_PROJECT_ID: 'h0st3dp1',
    SANITY_DATASET: 'production',
  };
  const a = app.toLowerCase();
  const expectedOrigins = [
    services,
    `https://${brand}-usd.myshopify.com`,
    `https://${brand}-cad.myshopify.com`,
    'https://cdn.shopify.com',
    'https://cognito-idp.eu-west-1.amazonaws.com',
    `https://${a}-dsn.algolia.net`,
    `https://${a}.algolia.net`,
    `https://${a}-1.algolianet.com`,
    `https://${a}-2.algolianet.com`,
    `https://${a}-3.algolianet.com`,
    'https://insights.algolia.io',
    'https://app.launchdarkly.com',
    'https://clientstream.launchdarkly.com',
    'https://events.launchdarkly.com',
    'https://o4500000000000009.ingest.us.sentry.io',
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://static.klaviyo.com',
    'https://a.klaviyo.com',
  ];
  return { env, expectedOrigins };
}

/** Published files a browser or the host reads as text: pages, scripts, page data, `_headers`, `_redirects`, the worker. */
export function publishedTextFiles(dir: string, list: (dir: string) => Dirent[], rel = ''): string[] {
  const out: string[] = [];
  for (const entry of list(path.join(dir, rel))) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (isBuildArtefact(child)) continue;
    if (entry.isDirectory()) out.push(...publishedTextFiles(dir, list, child));
    else if (/\.(html|js|json|webmanifest|xml|txt|css)$/.test(entry.name) || entry.name === '_headers' || entry.name === '_redirects') out.push(child);
  }
  return out;
}

/** The twin's ids a brand's pages would carry when built for the twin. */
export function twinIds(brand: BrandId): string[] {
  const klaviyo = [twinKlaviyoAccount(brand, 'USD'), twinKlaviyoAccount(brand, 'CAD')].flatMap((account) => [account.companyId, account.listId]);
  return [
    TWIN_ALGOLIA_APP_ID,
    TWIN_ALGOLIA_SEARCH_KEY,
    TWIN_SENTRY_PUBLIC_KEY,
    TWIN_SENTRY_PROJECT_ID,
    TWIN_FLAG_CLIENT_IDS[brand],
    'us-east-1_TwinPool1',
    'twinappclient0000000000001',
    'GTM-TWIN01',
    'TWINADV',
    'TWINPIX',
    ...klaviyo,
  ];
}

/** The Storefront tokens of the content's store settings (the twin's stores' tokens). */
export async function contentStoreTokens(contentDir: string, brand: BrandId): Promise<string[]> {
  const documents = await readDataset(contentDir);
  return documents
    .filter((doc) => doc._type === 'shopifyStore' && doc.brand === brand && typeof doc.storefrontAccessToken === 'string')
    .map((doc) => doc.storefrontAccessToken as string);
}

/** The sources of a CSP other than keywords, schemes and script hashes. */
export function cspOrigins(policy: string): string[] {
  const sources = policy
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'") && !/^[a-z]+:$/.test(source));
  return [...new Set(sources)].sort();
}

/** Everything wrong with a hosted build's published files. */
export function hostedBuildProblems(input: {
  brand: BrandId;
  files: { path: string; text: string }[];
  /** Every origin a twin had: the pages' default and the build machine's. */
  twinOrigins: string[];
  expectedOrigins: string[];
  /** More twin values to look for (the content's store tokens). */
  extraTwinValues?: string[];
}): string[] {
  const problems: string[] = [];
  const needles = new Set<string>([...twinIds(input.brand), ...(input.extraTwinValues ?? [])]);
  for (const origin of input.twinOrigins) {
    const url = new URL(origin);
    needles.add(url.origin);
    needles.add(url.host);
  }
  const ports = input.twinOrigins.map((origin) => new URL(origin).port).filter(Boolean);
  const portPattern = ports.length ? new RegExp(`:(?:${ports.join('|')})(?![0-9])`) : null;
  for (const file of input.files) {
    for (const needle of needles) if (file.text.includes(needle)) problems.push(`/${file.path} names ${needle}`);
    const port = portPattern?.exec(file.text);
    if (port) problems.push(`/${file.path} names the twin's port: …${file.text.slice(Math.max(0, port.index - 40), port.index + 10)}…`);
  }
  const headers = input.files.find((file) => file.path === '_headers');
  if (!headers) problems.push('no _headers');
  else {
    const policies = [...headers.text.matchAll(/Content-Security-Policy:\s*(.+)/g)].map(([, policy = '']) => policy);
    if (policies.length === 0) problems.push('_headers sets no Content-Security-Policy');
    for (const policy of policies) {
      const listed = cspOrigins(policy);
      const expected = [...new Set(input.expectedOrigins)].sort();
      const extra = listed.filter((origin) => !expected.includes(origin));
      const missing = expected.filter((origin) => !listed.includes(origin));
      if (extra.length) problems.push(`the CSP lists origins that are not the hosted ones: ${extra.join(' ')}`);
      if (missing.length) problems.push(`the CSP lacks hosted origins: ${missing.join(' ')}`);
    }
  }
  for (const required of ['_redirects', 'sw.js']) if (!input.files.some((file) => file.path === required)) problems.push(`no ${required}`);
  return problems;
}
