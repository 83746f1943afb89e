// createServices(config): the services' database migrated, job queues started, every part's routes
// mounted on one Hono app, with CORS for the brand sites, a shared rate limit, JSON logs with a
// request id, health and readiness, and no stack trace in any answer.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ServicesConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest, pendingMigrations } from './db/migrations.js';
import { createClock, type Clock } from './core/clock.js';
import { startJobs } from './core/jobs.js';
import { createMailer } from './core/mail.js';
import { createIdTokenVerifier } from './core/auth.js';
import { hit, sweepExpired } from './core/rate-limit.js';
import { createShopifyAdmin } from './vendors/shopify.js';
import { errorAnswer, isVendorUnreachable } from './http/answers.js';
import { clientAddress } from './http/client-address.js';
import { createLogger, requestLogging, type Logger } from './http/logging.js';
import type { Services, ServicesEnv, ServicesPart } from './part.js';
import { parts as defaultParts } from './parts.js';
import { AGENT_PATH } from './chat/agent-path.js';

/** Seconds a caller is asked to wait (Retry-After) when a vendor did not answer. */
const VENDOR_RETRY_SECONDS = 5;

/** What createServices answers. */
export interface ServicesInstance {
  app: Hono<ServicesEnv>;
  services: Services;
  /** Ends open event streams (their clients reconnect, to another instance if need be). */
  finish(): Promise<void>;
  /** Ends open streams, stops the job workers and closes the database. */
  close(): Promise<void>;
}

/** Builds the services on `config` without listening. */
export async function createServices(
  config: ServicesConfig,
  options: { log?: Logger; parts?: ServicesPart[]; now?: Clock; embeddedStart?: Blob } = {},
): Promise<ServicesInstance> {
  const log = options.log ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedStart: options.embeddedStart });
  await migrateToLatest(database.db);
  const jobs = await startJobs(database, { workers: config.workers });
  const mail = await createMailer(jobs, config.smtpUrl, config.mailFrom);
  const stores = new Map(config.stores.map((s) => [s.name, s]));
  const closers: (() => void | Promise<void>)[] = [];
  const services: Services = {
    config,
    db: database.db,
    database,
    log,
    now: options.now ?? createClock(config.clock?.url, config.clock?.key),
    jobs,
    mail,
    verifyIdToken: createIdTokenVerifier(config.cognito.issuer, config.cognito.clientId),
    stores,
    shopify: createShopifyAdmin(stores),
    clientAddress: (c) => clientAddress(c, config.trustedProxies),
    onClose: (finish) => {
      closers.push(finish);
    },
  };
  await jobs.define('sweep-expired', () => sweepExpired(database.db), { retryLimit: 1 });

  const app = new Hono<ServicesEnv>();
  app.use('*', requestLogging(log));
  app.onError((error, c) => {
    // A store, the user pool or another vendor that is down or slow: the caller may try again soon.
    if (isVendorUnreachable(error)) {
      const cause = (error.cause as { code?: string } | undefined)?.code;
      c.var.log?.warn({ err: { message: error.message, name: error.name, ...(cause ? { code: cause } : {}) } }, 'a vendor did not answer');
      c.header('retry-after', String(VENDOR_RETRY_SECONDS));
      return errorAnswer(c, 503, 'UNAVAILABLE', 'A service the store relies on is not answering. Please try again in a moment.');
    }
    c.var.log?.error({ err: { message: error.message, name: error.name } }, 'unhandled error');
    return errorAnswer(c, 500, 'INTERNAL', 'Something went wrong on our side. Please try again later.');
  });
  app.notFound((c) => errorAnswer(c, 404, 'NOT_FOUND', 'Not found'));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      const pending = await pendingMigrations(database.db);
      if (pending.length) return c.json({ status: 'migrations pending', pending }, 503);
      return c.json({ status: 'ready', database: database.kind });
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
  });
  // The agent page answers no site origin; everything else answers the brand sites.
  const siteCors = cors({
    origin: (origin) => (config.siteOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'DELETE'],
    // The site's error reporting (Sentry) continues its traces into the services' calls.
    allowHeaders: ['content-type', 'authorization', 'x-store', 'x-shopify-store', 'sentry-trace', 'baggage'],
    exposeHeaders: ['retry-after', 'x-request-id'],
    maxAge: 600,
  });
  app.use('*', async (c, next) => (c.req.path.startsWith(AGENT_PATH) ? next() : siteCors(c, next)));
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' || config.limits.perSecond <= 0) return next();
    const verdict = await hit(database.db, `all:${services.clientAddress(c)}`, { max: config.limits.perSecond, windowMs: 1000 });
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfter));
      return errorAnswer(c, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
    }
    return next();
  });
  // Operators: jobs pending and failed, with why.
  app.get('/__jobs', async (c) => {
    if (c.req.header('x-services-admin-key') !== config.adminKey) return errorAnswer(c, 403, 'FORBIDDEN', 'The admin key is required');
    return c.json({ jobs: await jobs.list() });
  });
  app.get('/', (c) => c.json({ service: 'services', stores: [...stores.keys()] }));

  const mounted = options.parts ?? defaultParts;
  for (const part of mounted) await part.jobs?.(services);
  for (const part of mounted) part.routes(app, services);

  let closed = false;
  const finish = async () => {
    for (const end of closers.splice(0)) await end();
  };
  return {
    app,
    services,
    finish,
    async close() {
      if (closed) return;
      closed = true;
      await finish();
      await jobs.stop();
      await database.close();
    },
  };
}
