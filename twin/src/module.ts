import type { Context, Hono } from 'hono';
import type { Db } from './db/open.js';
import type { Migration } from './db/migrations.js';
import type { ResolverMap } from './storefront/types.js';
import type { ContentSet } from './catalogue/content.js';
import type { TwinRuntime } from './runtime.js';
import type { OrderRow } from './checkout/orders.js';
import type { CustomerRecord } from './customer/store.js';

/** How a vendor answers a client over the twin's per-client request rate: the paths it serves and its own 429 (or its equivalent). */
export interface ThrottledAnswer {
  /** Paths (without the query) the answer is for. */
  path: RegExp;
  /** The vendor's answer to a client over the rate, which may try again in `retryAfter` seconds. */
  answer: (c: Context, retryAfter: number) => Response;
}

/** A part of the twin: its tables, seed step, Storefront resolvers and HTTP routes. */
export interface TwinModule {
  name: string;
  /** Schema steps, applied once each, in module order. */
  migrations?: Migration[];
  /**
   * Runs at every start after migrations, before any seed: answers the content every module seeds
   * from instead of the files read from content/ (the content lake answers its published documents).
   */
  content?: (db: Db, files: ContentSet) => ContentSet;
  /** Runs at every start after migrations, and again whenever the content changes (TwinRuntime.reseed); must be idempotent and update what it seeded before. */
  seed?: (db: Db, content: ContentSet) => void;
  /** Partial Storefront resolver map, merged with every other module's. */
  resolvers?: ResolverMap;
  /** Registers REST/HTML routes on the shared Hono app. */
  routes?: (app: Hono, rt: TwinRuntime) => void;
  /** Its vendor's answers to a client over the twin's request rate; paths no module claims get the twin's own. */
  throttled?: ThrottledAnswer[];
  /** Reacts to an order checkout has just stored, inside the same transaction (rt.orderPlaced runs each). */
  onOrderPlaced?: (rt: TwinRuntime, order: OrderRow) => void;
  /** Reacts to a customer whose email or name has just changed, inside the same transaction (rt.customerUpdated runs each). */
  onCustomerUpdated?: (rt: TwinRuntime, customer: CustomerRecord) => void;
}
