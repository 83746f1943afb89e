import type { Db } from './db/open.js';
import type { Catalogue } from './catalogue/catalogue.js';
import type { Store } from './catalogue/stores.js';
import type { OrderRow } from './checkout/orders.js';
import type { ContentSet } from './catalogue/content.js';
import type { CustomerRecord } from './customer/store.js';

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
  /** Registers what to finish before the twin stops (open event streams end cleanly, so clients reconnect); `finish` answers how many it ended. */
  onClose: (finish: () => number) => void;
  /** Runs every module's `onOrderPlaced` for a freshly stored order and hands the order back. */
  orderPlaced: (order: OrderRow) => OrderRow;
  /** Runs every module's `onCustomerUpdated` for a customer whose email or name has just changed and hands the customer back. */
  customerUpdated: (customer: CustomerRecord) => CustomerRecord;
  /** Runs every module's seed again with changed content, then drops what was cached from the old content (catalogues, stores). */
  reseed: (content: ContentSet) => void;
  /** The twin's admin key (option or TWIN_ADMIN_KEY), if any. */
  adminKey?: string;
  /** Where the content lake sends its GROQ-powered webhooks. */
  lakeWebhooks: LakeWebhookTarget[];
}

/** A webhook the content lake calls on changes to published documents, as a GROQ-powered webhook is configured. */
export interface LakeWebhookTarget {
  /** Webhook id sent in `sanity-webhook-id`. */
  id: string;
  url: string;
  /** Secret the `sanity-webhook-signature` header is made with; none: the header is left out. */
  secret?: string;
  /** GROQ filter (`_type == "product"`); empty: every document. */
  filter?: string;
  /** GROQ projection of the body (`{_id, title}`); empty: the whole document. */
  projection?: string;
  /** Operations that trigger it; default all three. */
  on?: ('create' | 'update' | 'delete')[];
  /** Deliveries tried per change (first try and retries); default 6. */
  maxAttempts?: number;
  /** Wait before the first retry, doubled at each further one; default 1000 ms. */
  retryDelayMs?: number;
}
