import type { Database } from 'better-sqlite3';
import { connection, type PageArgs } from './connection.js';
import type { CustomerRecord } from './customer-store.js';
import type { StorefrontContext } from './types.js';

/** Most orders one page returns. */
const MAX_ORDERS = 250;

interface OrderRow {
  id: number;
  [column: string]: unknown;
}

function ordersTableExists(db: Database): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'orders'").get();
}

/** The orders a customer placed in this store (matched by email), oldest first. */
export function listCustomerOrderRows(db: Database, store: string, email: string): OrderRow[] {
  if (!ordersTableExists(db)) return [];
  return db
    .prepare('SELECT * FROM orders WHERE store = ? AND customer_email = ? COLLATE NOCASE ORDER BY id')
    .all(store, email) as OrderRow[];
}

/** The Order node: checkout stores it Storefront-shaped in `doc`; its resolvers live with checkout. */
function orderNode(row: OrderRow): Record<string, unknown> {
  const doc = typeof row.doc === 'string' ? (JSON.parse(row.doc) as Record<string, unknown>) : {};
  return { __typename: 'Order', ...doc };
}

/** Customer.orders: Shopify's connection over the customer's orders (sort by id; `reverse` = newest first). */
export function customerOrders(ctx: StorefrontContext, customer: CustomerRecord, args: PageArgs) {
  const rows = listCustomerOrderRows(ctx.db, ctx.store.name, customer.email);
  return {
    ...connection(rows, args, (r) => r.id, orderNode, MAX_ORDERS),
    totalCount: String(rows.length),
  };
}
