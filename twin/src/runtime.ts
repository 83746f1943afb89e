import type { Db } from './db/open.js';
import type { Catalogue } from './catalogue/catalogue.js';
import type { Store } from './catalogue/stores.js';
import type { OrderRow } from './checkout/orders.js';

/** Shared state every module's routes can use. */
export interface TwinRuntime {
  db: Db;
  stores: Map<string, Store>;
  /** Catalogue of a store by name. */
  catalogue: (store: string) => Catalogue;
  /** Store whose storefront token matches, if any. */
  storeByToken: (token: string) => Store | undefined;
  /** Public origin of this twin (http://127.0.0.1:<port>), known once listening. */
  origin: () => string;
  /** Origins allowed by CORS (the built sites). */
  siteOrigins: string[];
  /** Password of the live-chat agent page (`agentPassword` option, TWIN_AGENT_PASSWORD, or made up at start). */
  agentPassword?: string;
  /** Registers what to finish before the twin stops (open event streams end cleanly, so clients reconnect); `finish` answers how many it ended. */
  onClose: (finish: () => number) => void;
  /** Runs every module's `onOrderPlaced` for a freshly stored order and hands the order back. */
  orderPlaced: (order: OrderRow) => OrderRow;
}
