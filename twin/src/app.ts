import path from 'node:path';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { openDb, type Db } from './db/open.js';
import { runMigrations } from './db/migrations.js';
import { emptyContentSet, readContent } from './catalogue/content.js';
import { loadStores } from './catalogue/stores.js';
import { Catalogue } from './catalogue/catalogue.js';
import { modules as defaultModules } from './modules.js';
import type { TwinModule } from './module.js';
import type { LakeWebhookTarget, TwinRuntime } from './runtime.js';
import { webhookTargetsFromEnv } from './lake/webhooks.js';
import { LAKE_PATH } from './lake/routes.js';
import { serveLakeTls, type LakeTlsServer } from './lake/tls.js';
import { mergeResolvers } from './storefront/resolvers.js';
import { mountStorefront, storefrontBuyerOf } from './storefront/http.js';
import { cors, declaredBodyLimit, rateLimit, safeErrors, type RateLimit } from './http/hardening.js';
import { mountFaults } from './faults/faults.js';
import { guardAdminRoutes, resolveAdminKey } from './http/admin.js';
import { mountDeveloperPages } from './http/developer-session.js';
import { FLAG_PROTOCOL_PATHS, flagsCors } from './flags/routes.js';
import { startSmtpStandIn } from './outbox/smtp.js';
import { ENVELOPE_PATH, envelopeAllowedDomains, envelopeBodyLimit, envelopeCors, sentryAllowedOriginsFromEnv } from './errors/routes.js';
import { NETLIFY_PATH, netlifyBodyLimit } from './netlify/routes.js';

/** Options for building a twin. */
export interface TwinOptions {
  /** SQLite file (":memory:" allowed); default .data/twin.sqlite. */
  dbPath?: string;
  /** Content directory; default content/. */
  contentDir?: string;
  /** Delete the database first. */
  reset?: boolean;
  /** Origins allowed by CORS; default the three local brand sites. */
  siteOrigins?: string[];
  /** Per-client rate limit; default 500/s with bursts of 1000. */
  rateLimit?: RateLimit;
  /** Modules to mount; default every module. */
  modules?: TwinModule[];
  /** Mount the twin-only fault injection routes (`/__faults`); off by default. */
  faults?: boolean;
  /** Key twin-only routes need in X-Twin-Admin-Key (at least 16 characters); default TWIN_ADMIN_KEY; none: they answer 403. */
  adminKey?: string;
  /** Origins of Sanity Studio allowed to call the lake under /sanity (CORS); default TWIN_STUDIO_ORIGINS, else `sanity dev` on port 3333. */
  studioOrigins?: string[];
  /** Allowed Domains of the Sentry project (`*`, origins or hosts, `*.` for subdomains); default TWIN_SENTRY_ALLOWED_ORIGINS, else `*` (every origin, as Sentry). */
  sentryAllowedOrigins?: string[];
  /** Webhooks of the content lake; default one from SANITY_WEBHOOK_URL (with SANITY_WEBHOOK_SECRET, _FILTER, _PROJECTION) when set. */
  lakeWebhooks?: LakeWebhookTarget[];
}

/** Default origins of the locally served brand sites: each on its own `*.localhost` host (what `npm start` prints), or plain. */
export const DEFAULT_SITE_ORIGINS = (
  [
    ['trailmate', 9001],
    ['yardwise', 9002],
    ['homing', 9003],
  ] as const
).flatMap(([brand, p]) => [`http://${brand}.localhost:${p}`, `http://localhost:${p}`, `http://127.0.0.1:${p}`]);

/** Origins of a locally run Studio: TWIN_STUDIO_ORIGINS (comma-separated), else `sanity dev`'s. */
export function studioOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = env.TWIN_STUDIO_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return list?.length ? list : ['http://localhost:3333', 'http://127.0.0.1:3333'];
}

/** Builds the twin (database migrated and seeded, routes mounted) without listening. */
export function createTwin(opts: TwinOptions = {}) {
  const adminKey = resolveAdminKey(opts.adminKey);
  const dbPath = opts.dbPath ?? process.env.TWIN_DB ?? path.join('.data', 'twin.sqlite');
  const db: Db = openDb(dbPath, { reset: opts.reset });
  const mods = opts.modules ?? defaultModules;
  runMigrations(db, mods.flatMap((m) => m.migrations ?? []));
  const contentDir = opts.contentDir ?? 'content';
  // A module that brings the content in itself (the lake reads the same files) makes reading the
  // catalogue files here needless: at catalogue scale that is hundreds of megabytes parsed twice.
  let content = mods.some((m) => m.content) ? emptyContentSet(contentDir) : readContent(contentDir);
  for (const m of mods) if (m.content) content = m.content(db, content);
  for (const m of mods) m.seed?.(db, content);

  const stores = loadStores(db);
  const catalogues = new Map<string, Catalogue>();
  let origin = 'http://127.0.0.1:8787';
  const closers: (() => number)[] = [];
  const finish = () => closers.splice(0).reduce((ended, f) => ended + f(), 0);
  const rt: TwinRuntime = {
    db,
    stores,
    catalogue: (name) => {
      let c = catalogues.get(name);
      if (!c) catalogues.set(name, (c = new Catalogue(db, name)));
      return c;
    },
    storeByToken: (token) => [...stores.values()].find((s) => s.storefrontAccessToken === token),
    origin: () => origin,
    siteOrigins: opts.siteOrigins ?? DEFAULT_SITE_ORIGINS,
    onClose: (f) => {
      closers.push(f);
    },
    orderPlaced: (order) => {
      for (const m of mods) m.onOrderPlaced?.(rt, order);
      return order;
    },
    customerUpdated: (customer) => {
      for (const m of mods) m.onCustomerUpdated?.(rt, customer);
      return customer;
    },
    reseed: (next) => {
      for (const m of mods) m.seed?.(db, next);
      catalogues.clear();
      const fresh = loadStores(db);
      stores.clear();
      for (const [name, store] of fresh) stores.set(name, store);
    },
    adminKey,
    lakeWebhooks: opts.lakeWebhooks ?? webhookTargetsFromEnv(),
  };

  const app = new Hono();
  safeErrors(app);
  // Studio (`npm run studio`) reads and writes the content lake from its own origin.
  app.use(`${LAKE_PATH}/*`, cors([...rt.siteOrigins, ...(opts.studioOrigins ?? studioOriginsFromEnv())]));
  // Before CORS too: the flag service's client-side endpoints answer any origin, as LaunchDarkly does.
  for (const p of FLAG_PROTOCOL_PATHS) app.use(p, flagsCors);
  // Before CORS too: Sentry's envelope endpoint answers any origin, and refuses those outside the allowed domains.
  app.use(ENVELOPE_PATH, envelopeCors, envelopeAllowedDomains(opts.sentryAllowedOrigins ?? sentryAllowedOriginsFromEnv()));
  app.use('*', cors(rt.siteOrigins));
  // A Storefront request with the store's private token counts for the buyer it names (Shopify-Storefront-Buyer-IP).
  app.use('*', rateLimit(opts.rateLimit ?? { perSecond: 500, burst: 1000 }, mods.flatMap((m) => m.throttled ?? []), (c) => storefrontBuyerOf(c, rt)));
  // Sentry's envelope endpoint answers an oversize envelope in Sentry's shape.
  app.use(ENVELOPE_PATH, envelopeBodyLimit);
  // Netlify's deploy API takes whole site files and large digest maps: its own limits, in its shape.
  app.use(`${NETLIFY_PATH}/api/*`, netlifyBodyLimit);
  app.use('*', (c, next) => (c.req.path.startsWith(`${NETLIFY_PATH}/api/`) ? next() : declaredBodyLimit(c, next)));
  guardAdminRoutes(app, adminKey);
  // The outbox, analytics, errors and flags pages: the admin key, or a developer session started with it.
  mountDeveloperPages(app, rt);
  app.get('/', (c) =>
    c.json({ service: 'twin', stores: [...stores.keys()], storefront: `/shops/<store>/api/2025-04/graphql.json` }),
  );
  if (opts.faults) mountFaults(app, rt);
  mountStorefront(app, rt, mergeResolvers(mods.map((m) => m.resolvers)), { adminKey });
  for (const m of mods) m.routes?.(app, rt);

  return {
    app,
    db,
    runtime: rt,
    /** Sets the public origin used in checkout and image urls. */
    setOrigin: (o: string) => {
      origin = o;
    },
    /** Ends what modules keep open (event streams) without closing the database. */
    finish,
    close: () => {
      finish();
      db.close();
    },
  };
}

/** Where the twin also serves its content lake over HTTP/2 with TLS (Studio in a browser needs it). */
export interface LakeTlsOptions {
  /** Port (0: a free one). */
  port: number;
  /** Folder of the lake's local certificate (`lake-tls/`); default the database's folder. */
  dataDir?: string;
  /** When the port cannot be opened (say, taken by another twin): throw (default) or carry on without it, calling this. */
  onError?: (err: Error) => void;
}

/**
 * Starts the twin listening on 127.0.0.1:<port> (0 = ephemeral), with its SMTP stand-in on `smtpPort` (default
 * TWIN_SMTP_PORT, else a free port) and, with `lakeTls`, its content lake over HTTP/2 with TLS on a port of its own.
 */
export async function startTwin(opts: TwinOptions & { port?: number; host?: string; smtpPort?: number; lakeTls?: LakeTlsOptions } = {}) {
  const twin = createTwin(opts);
  const host = opts.host ?? '127.0.0.1';
  const smtp = await startSmtpStandIn(twin.db, { host, port: opts.smtpPort ?? (process.env.TWIN_SMTP_PORT ? Number(process.env.TWIN_SMTP_PORT) : 0) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: twin.app.fetch, port: opts.port ?? 8787, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  twin.setOrigin(url);
  let lakeTls: LakeTlsServer | null = null;
  if (opts.lakeTls) {
    const dataDir = opts.lakeTls.dataDir ?? path.dirname(path.resolve(opts.dbPath ?? process.env.TWIN_DB ?? path.join('.data', 'twin.sqlite')));
    try {
      lakeTls = await serveLakeTls(twin.app, { port: opts.lakeTls.port, host, dataDir });
    } catch (err) {
      if (!opts.lakeTls.onError) {
        server.close();
        await smtp.close();
        twin.close();
        throw err;
      }
      opts.lakeTls.onError(err as Error);
    }
  }
  return {
    url,
    port,
    /** The content lake over HTTP/2 with TLS (`https://localhost:<port>`, its certificate), when asked for and started. */
    lakeTls,
    /** Where the twin's SMTP stand-in listens (smtp://host:port); mail handed to it lands in the outbox. */
    smtpUrl: smtp.url,
    db: twin.db,
    runtime: twin.runtime,
    close: () =>
      new Promise<void>((resolve) => {
        void smtp.close();
        const tlsClosed = lakeTls?.close() ?? Promise.resolve();
        // Open event streams end with their last chunk before the sockets go.
        const ended = twin.finish();
        server.close(() => {
          void tlsClosed.then(() => {
            twin.close();
            resolve();
          });
        });
        const closeAll = () => (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        if (ended) setTimeout(closeAll, 50);
        else closeAll();
      }),
  };
}
