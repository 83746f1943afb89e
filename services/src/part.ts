// What every part of the services (subscriptions, forms, chat, …) is handed, and what it gives back.
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ServicesConfig, StoreSettings } from './config.js';
import type { Database } from './db/schema.js';
import type { ServicesDb } from './db/database.js';
import type { Logger } from './http/logging.js';
import type { Clock } from './core/clock.js';
import type { Jobs } from './core/jobs.js';
import type { Mailer } from './core/mail.js';
import type { IdTokenVerifier } from './core/auth.js';
import type { ShopifyAdmin } from './vendors/shopify.js';

/** Hono's variables of every request: its logger (with the request id) and the id. */
export type ServicesEnv = { Variables: { log: Logger; requestId: string } };
/** The services' Hono app. */
export type ServicesApp = Hono<ServicesEnv>;
/** A request's context. */
export type ServicesContext = Context<ServicesEnv>;

/** Shared state and doors every part uses; nothing here lives only in one process's memory that another instance needs. */
export interface Services {
  config: ServicesConfig;
  db: Kysely<Database>;
  database: ServicesDb;
  log: Logger;
  /** Now: the real time, or the test clock's. */
  now: Clock;
  jobs: Jobs;
  mail: Mailer;
  verifyIdToken: IdTokenVerifier;
  /** The stores by name. */
  stores: Map<string, StoreSettings>;
  /** Shopify's Admin GraphQL API of each store. */
  shopify: ShopifyAdmin;
  /** The client's address (X-Forwarded-For read behind the trusted proxies). */
  clientAddress(c: Context): string;
  /** Registers what to end before the services stop (open event streams end so clients reconnect elsewhere). */
  onClose(finish: () => void | Promise<void>): void;
}

/** A part of the services: its job queues and its routes. */
export interface ServicesPart {
  name: string;
  /** Defines the part's job queues; runs before routes. */
  jobs?(services: Services): Promise<void>;
  routes(app: ServicesApp, services: Services): void;
}
