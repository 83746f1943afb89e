// The services' settings, read once from the environment and checked with zod: a missing or bad
// variable stops the program at start with a message that names it.
import { z } from 'zod';

const url = z.string().url().transform((u) => u.replace(/\/+$/, ''));
const list = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** One Shopify store the services serve: its name, brand and currency, how to reach its Admin API, and its secrets. */
export const storeSettingsSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,60}$/, 'a store name is lower-case letters, digits and dashes'),
  brand: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Admin API GraphQL endpoint, e.g. https://<shop>.myshopify.com/admin/api/2025-04/graphql.json. */
  adminUrl: z.string().url(),
  /** Admin API access token (X-Shopify-Access-Token). */
  adminToken: z.string().min(16),
  /** Secret the store signs its webhooks with (X-Shopify-Hmac-Sha256). */
  webhookSecret: z.string().min(16),
  /** The store's Multipass secret (Shopify Plus). */
  multipassSecret: z.string().min(16),
  /** Base URL of the store's online store (its checkout domain): Multipass sign-ins land on <storeUrl>/account/login/multipass/<token>. */
  storeUrl: z.string().url().transform((u) => u.replace(/\/+$/, '')),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** One Klaviyo account the relay writes to (Klaviyo connects one Shopify store per account). */
export const klaviyoAccountSchema = z.object({
  brand: z.string().min(1),
  /** The account's public key (company_id), which the site's forms name. */
  companyId: z.string().regex(/^[A-Za-z0-9]{6}$/, 'a company_id is six letters and digits'),
  /** Private API key (Authorization: Klaviyo-API-Key …). */
  privateKey: z.string().min(8),
  /** List newsletter sign-ups are added to. */
  newsletterListId: z.string().min(1),
});
export type KlaviyoAccount = z.infer<typeof klaviyoAccountSchema>;

const json = <S extends z.ZodTypeAny>(schema: S) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'is not valid JSON' });
      return z.NEVER;
    }
  }).pipe(schema);

/** Every variable the services read, with its default. */
export const envSchema = z.object({
  SERVICES_HOST: z.string().min(1).default('127.0.0.1'),
  SERVICES_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  /** Where shoppers reach the services; links in mails use it. Default http://<host>:<port>. */
  SERVICES_PUBLIC_URL: url.optional(),
  /** postgres://… of a real server; unset: the embedded database in SERVICES_DATA_DIR. */
  SERVICES_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  /** Folder of the embedded database (PGlite); "memory" keeps it in memory. */
  SERVICES_DATA_DIR: z.string().min(1).default('.data/services'),
  /** Origins of the brand sites (CORS), comma-separated. */
  SERVICES_SITE_ORIGINS: list,
  /** How many proxies in front of the services append to X-Forwarded-For (0: use the socket's address). */
  SERVICES_TRUSTED_PROXIES: count(0),
  /** Key of the operators' routes (X-Services-Admin-Key), at least 16 characters. */
  SERVICES_ADMIN_KEY: z.string().min(16, 'must be at least 16 characters'),
  /** Password of the live-chat agent page, at least 12 characters. */
  SERVICES_AGENT_PASSWORD: z.string().min(12, 'must be at least 12 characters'),
  /** The Shopify stores, as a JSON array of { name, brand, currency, adminUrl, adminToken, webhookSecret, multipassSecret, storeUrl }. */
  SHOPIFY_STORES: json(z.array(storeSettingsSchema).min(1, 'name at least one store')),
  /** Cognito user pool: region, pool id and app client id; the issuer's JWKS verifies id tokens. */
  COGNITO_ISSUER: url,
  COGNITO_CLIENT_ID: z.string().min(1),
  /** SMTP server mail leaves through, smtp://user:pass@host:port. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Customer Care <care@example.com>'),
  /** Klaviyo's API origin and the accounts the forms relay writes to (JSON array of { brand, companyId, privateKey, newsletterListId }). */
  KLAVIYO_API_URL: url.default('https://a.klaviyo.com'),
  KLAVIYO_ACCOUNTS: json(z.array(klaviyoAccountSchema)).default('[]'),
  /** A test clock to read "now" from (GET <url> answers { now }); unset: the real time. */
  SERVICES_CLOCK_URL: url.optional(),
  /** Key the test clock wants (sent as X-Twin-Admin-Key). */
  SERVICES_CLOCK_KEY: z.string().optional(),
  /** Requests per client address per second for the whole API (0: off). */
  SERVICES_RATE_LIMIT: count(50),
  /** Form submissions per 10 minutes per address and per email (0: off). */
  SERVICES_FORM_ADDRESS_LIMIT: count(10),
  SERVICES_FORM_EMAIL_LIMIT: count(5),
  /** Live chat per 10 minutes: new conversations per client address, visitor messages per conversation (0: off). */
  SERVICES_CHAT_START_LIMIT: count(20),
  SERVICES_CHAT_MESSAGE_LIMIT: count(60),
  /** Largest altcha puzzle number (smaller: quicker proof of work). */
  SERVICES_CAPTCHA_MAX_NUMBER: count(100_000),
  /** Secret the captcha challenges are signed with; default derived from the admin key. */
  SERVICES_CAPTCHA_SECRET: z.string().min(16).optional(),
  /** Log level of pino. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds SIGTERM waits for requests in flight before closing. */
  SERVICES_DRAIN_SECONDS: count(10),
  /** Start the job workers in this process (1, default) or only enqueue (0). */
  SERVICES_WORKERS: flag.default('1'),
  /** Sanity's HTTP API the dealers are read from: https://<projectId>.api.sanity.io, or a content lake that speaks it (the twin's <twin>/sanity). */
  SANITY_API_URL: url,
  /** The content dataset (its published documents). */
  SANITY_DATASET: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a dataset name').default('production'),
  /** A read token, for a private dataset. */
  SANITY_TOKEN: z.string().min(1).optional(),
  /** Seconds dealers read from the content lake are kept before they are read again (0: every request). */
  DEALERS_REFRESH_SECONDS: count(60),
  /** Days after a declined renewal that it is tried again, comma-separated and rising; after the last one fails the subscription is paused. */
  SUBSCRIPTION_RETRY_DAYS: z
    .string()
    .default('1,3,7')
    .transform((v) => v.split(',').map((d) => Number(d.trim())))
    .refine((days) => days.length > 0 && days.length <= 10 && days.every((d, i) => Number.isInteger(d) && d > 0 && d <= 60 && d > (days[i - 1] ?? 0)), 'must be rising whole days between 1 and 60, such as 1,3,7'),
  /** Folder the account's media files (training videos, captions) are served from under /account/media/: content's `account-media/<file>` sources name `<folder>/<file>`. */
  SERVICES_MEDIA_DIR: z.string().min(1).default('content/account-media'),
});

/** The checked settings the services run with. */
export interface ServicesConfig {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  siteOrigins: string[];
  trustedProxies: number;
  adminKey: string;
  agentPassword: string;
  stores: StoreSettings[];
  cognito: { issuer: string; clientId: string };
  smtpUrl: string;
  mailFrom: string;
  klaviyo: { apiUrl: string; accounts: KlaviyoAccount[] };
  clock?: { url: string; key?: string };
  limits: { perSecond: number; formPerAddress: number; formPerEmail: number };
  /** Live chat per 10 minutes: starts per address, visitor messages per conversation. */
  chatLimits: { starts: number; messages: number };
  captcha: { maxNumber: number; secret: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  drainSeconds: number;
  workers: boolean;
  /** Where dealers come from: Sanity's query API, the dataset, an optional token and how long they are kept. */
  sanity: { apiUrl: string; dataset: string; token?: string; dealersRefreshSeconds: number };
  /** Folder of the account's media files (SERVICES_MEDIA_DIR). */
  mediaDir: string;
  /** Days after a declined renewal that it is tried again (SUBSCRIPTION_RETRY_DAYS). */
  retryDays: number[];
}

/** A configuration problem: the variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`The services cannot start:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError naming every bad or missing variable. */
export function configFromEnv(env: Record<string, string | undefined> = process.env): ServicesConfig {
  // An empty variable counts as unset, as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0] ?? '?');
      const message = issue.message === 'Required' ? 'is required' : issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ${issue.message}` : issue.message;
      if (!problems.has(variable)) problems.set(variable, message);
    }
    throw new ConfigError([...problems].map(([variable, message]) => ({ variable, message })));
  }
  const e = parsed.data;
  const names = e.SHOPIFY_STORES.map((s) => s.name);
  if (new Set(names).size !== names.length) throw new ConfigError([{ variable: 'SHOPIFY_STORES', message: 'a store name appears twice' }]);
  return {
    host: e.SERVICES_HOST,
    port: e.SERVICES_PORT,
    publicUrl: e.SERVICES_PUBLIC_URL ?? `http://${e.SERVICES_HOST.includes(':') ? `[${e.SERVICES_HOST}]` : e.SERVICES_HOST}:${e.SERVICES_PORT}`,
    databaseUrl: e.SERVICES_DATABASE_URL,
    dataDir: e.SERVICES_DATA_DIR,
    siteOrigins: e.SERVICES_SITE_ORIGINS,
    trustedProxies: e.SERVICES_TRUSTED_PROXIES,
    adminKey: e.SERVICES_ADMIN_KEY,
    agentPassword: e.SERVICES_AGENT_PASSWORD,
    stores: e.SHOPIFY_STORES,
    cognito: { issuer: e.COGNITO_ISSUER, clientId: e.COGNITO_CLIENT_ID },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    klaviyo: { apiUrl: e.KLAVIYO_API_URL, accounts: e.KLAVIYO_ACCOUNTS },
    clock: e.SERVICES_CLOCK_URL ? { url: e.SERVICES_CLOCK_URL, key: e.SERVICES_CLOCK_KEY } : undefined,
    limits: { perSecond: e.SERVICES_RATE_LIMIT, formPerAddress: e.SERVICES_FORM_ADDRESS_LIMIT, formPerEmail: e.SERVICES_FORM_EMAIL_LIMIT },
    chatLimits: { starts: e.SERVICES_CHAT_START_LIMIT, messages: e.SERVICES_CHAT_MESSAGE_LIMIT },
    captcha: { maxNumber: e.SERVICES_CAPTCHA_MAX_NUMBER, secret: e.SERVICES_CAPTCHA_SECRET ?? `captcha:${e.SERVICES_ADMIN_KEY}` },
    logLevel: e.LOG_LEVEL,
    drainSeconds: e.SERVICES_DRAIN_SECONDS,
    workers: e.SERVICES_WORKERS,
    sanity: { apiUrl: e.SANITY_API_URL, dataset: e.SANITY_DATASET, token: e.SANITY_TOKEN, dealersRefreshSeconds: e.DEALERS_REFRESH_SECONDS },
    mediaDir: e.SERVICES_MEDIA_DIR,
    retryDays: e.SUBSCRIPTION_RETRY_DAYS,
  };
}
