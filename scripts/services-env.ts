// The environment that points the services at a running twin: each store's Admin API, webhook and
// Multipass secrets (derived from the twin's secret as the twin derives them), the user pool, the
// twin's SMTP stand-in, Klaviyo and the content lake. `npm start`, the e2e workers and the services'
// tests use it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storeSecret } from '../twin/src/catalogue/store-secrets';
import { cognitoConfigFromEnv } from '../twin/src/cognito/config';
import { KLAVIYO_ACCOUNTS } from '../twin/src/forms/klaviyo/accounts';

/** A store as content/stores.ndjson names it. */
export interface ContentStore {
  name: string;
  brand: string;
  currency: string;
}

/** The shopifyStore documents of a content folder. */
export function contentStores(contentDir: string): ContentStore[] {
  return readFileSync(path.join(contentDir, 'stores.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ContentStore & { _type: string })
    .filter((doc) => doc._type === 'shopifyStore')
    .map(({ name, brand, currency }) => ({ name, brand, currency }));
}

/** What the services need to know of the twin they run against. */
export interface TwinForServices {
  url: string;
  smtpUrl: string;
  /** The twin's TWIN_SECRET. */
  secret: string;
  /** The content folder the twin seeds from (its stores). */
  contentDir: string;
  /** The twin's admin key, for its test clock. */
  adminKey?: string;
  /** Read "now" from the twin's test clock. */
  testClock?: boolean;
}

/** The services' environment for a twin; `settings` adds or overrides variables (port, database, origins, keys). */
export function servicesEnvFor(twin: TwinForServices, settings: Record<string, string>): Record<string, string> {
  const cognito = cognitoConfigFromEnv();
  const stores = contentStores(twin.contentDir).map((s) => ({
    ...s,
    adminUrl: `${twin.url}/shops/${s.name}/admin/api/2025-04/graphql.json`,
    adminToken: storeSecret(s.name, 'admin-token', twin.secret),
    webhookSecret: storeSecret(s.name, 'webhook', twin.secret),
    multipassSecret: storeSecret(s.name, 'multipass', twin.secret),
    storeUrl: `${twin.url}/shops/${s.name}`,
  }));
  // The twin's Klaviyo accounts (one per store), each private key derived as the twin derives it.
  const klaviyoAccounts = KLAVIYO_ACCOUNTS.map((a) => ({
    brand: a.brand,
    companyId: a.companyId,
    privateKey: storeSecret(a.companyId, 'klaviyo-private-key', twin.secret),
    newsletterListId: a.newsletterListId,
  }));
  return {
    SHOPIFY_STORES: JSON.stringify(stores),
    COGNITO_ISSUER: `${twin.url}/cognito/${cognito.userPoolId}`,
    COGNITO_CLIENT_ID: cognito.clientId,
    SMTP_URL: twin.smtpUrl,
    KLAVIYO_API_URL: twin.url,
    KLAVIYO_ACCOUNTS: JSON.stringify(klaviyoAccounts),
    // The twin's content lake speaks Sanity's HTTP API (project "twin", dataset "production").
    SANITY_API_URL: `${twin.url}/sanity`,
    SANITY_DATASET: 'production',
    // The account's media files of the content the twin seeds from.
    SERVICES_MEDIA_DIR: path.join(twin.contentDir, 'account-media'),
    ...(twin.testClock ? { SERVICES_CLOCK_URL: `${twin.url}/__clock`, ...(twin.adminKey ? { SERVICES_CLOCK_KEY: twin.adminKey } : {}) } : {}),
    ...settings,
  };
}
