import type { Database } from 'better-sqlite3';
import { connection, type PageArgs } from '../storefront/connection.js';
import type { CustomerRecord } from './store.js';
import { parseGid } from '../storefront/ids.js';
import type { StorefrontContext } from '../storefront/types.js';

/** Most orders one page returns. */
const MAX_ORDERS = 250;

interface OrderRow {
  id: number;
  order_number: number;
  financial_status: string;
  fulfillment_status: string;
  processed_at: string;
  doc: string;
  [column: string]: unknown;
}

/** Customer.orders arguments: pagination plus OrderSortKeys and Shopify's search syntax. */
export interface OrderListArgs extends PageArgs {
  sortKey?: string | null;
  query?: string | null;
}

function ordersTableExists(db: Database): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'orders'").get();
}

/** The orders of a customer of this store (orders stored before they were linked to a customer: by email), oldest first. */
export function listCustomerOrderRows(db: Database, customer: Pick<CustomerRecord, 'id' | 'store' | 'email'>): OrderRow[] {
  if (!ordersTableExists(db)) return [];
  return db
    .prepare('SELECT * FROM orders WHERE store = ? AND (customer_id = ? OR (customer_id IS NULL AND customer_email = ? COLLATE NOCASE)) ORDER BY id')
    .all(customer.store, customer.id, customer.email) as OrderRow[];
}

/** The Order node: checkout stores it Storefront-shaped in `doc`; its resolvers live with checkout. */
function orderNode(row: OrderRow): Record<string, unknown> {
  const doc = typeof row.doc === 'string' ? (JSON.parse(row.doc) as Record<string, unknown>) : {};
  return { __typename: 'Order', ...doc };
}

function totalPrice(row: OrderRow): number {
  return Number((JSON.parse(row.doc) as { totalPrice?: { amount?: string } }).totalPrice?.amount ?? 0);
}

/** Orders in OrderSortKeys order, ties broken by id (RELEVANCE without a ranking is id order, as ID). */
function sortOrders(rows: OrderRow[], sortKey: string): OrderRow[] {
  const by = (value: (r: OrderRow) => string | number) => {
    const keyed = rows.map((r) => ({ r, k: value(r) }));
    keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.r.id - b.r.id));
    return keyed.map((x) => x.r);
  };
  if (sortKey === 'PROCESSED_AT') return by((r) => r.processed_at);
  if (sortKey === 'TOTAL_PRICE') return by(totalPrice);
  return by((r) => r.id);
}

// Shopify's search terms for fulfilment states, mapped to OrderFulfillmentStatus.
const FULFILLMENT_TERMS: Record<string, string> = {
  shipped: 'FULFILLED',
  fulfilled: 'FULFILLED',
  unshipped: 'UNFULFILLED',
  unfulfilled: 'UNFULFILLED',
  partial: 'PARTIALLY_FULFILLED',
};

function compare(actual: string, raw: string): boolean {
  const m = /^(<=|>=|<|>)?(.*)$/.exec(raw)!;
  const [, op, value = ''] = m;
  if (op === '<') return actual < value;
  if (op === '<=') return actual <= value || actual.startsWith(value);
  if (op === '>') return actual > value && !actual.startsWith(value);
  if (op === '>=') return actual >= value;
  return actual.startsWith(value);
}

/**
 * Shopify's order search, minimal: `name:#1001`, `financial_status:paid`, `fulfillment_status:fulfilled`
 * (also shipped, unshipped, unfulfilled, partial), `processed_at:>=2025-01-01`, `id:<id or gid>`, each
 * negatable with `-`. Terms the twin does not know (other fields, bare words, AND/OR) are ignored.
 */
function matchesQuery(row: OrderRow, query: string | null | undefined): boolean {
  if (!query?.trim()) return true;
  const terms = [...query.matchAll(/(-?)(\w+):("[^"]*"|'[^']*'|\S+)/g)].map((m) => ({
    neg: m[1] === '-',
    field: m[2]!.toLowerCase(),
    value: m[3]!.replace(/^["']|["']$/g, '').toLowerCase(),
  }));
  return terms.every((t) => {
    let hit: boolean;
    switch (t.field) {
      case 'name':
        hit = String(row.order_number) === t.value.replace(/^#/, '');
        break;
      case 'financial_status':
        hit = row.financial_status.toLowerCase() === t.value;
        break;
      case 'fulfillment_status':
        hit = row.fulfillment_status === (FULFILLMENT_TERMS[t.value] ?? t.value.toUpperCase());
        break;
      case 'processed_at':
        hit = compare(row.processed_at, t.value.toUpperCase());
        break;
      case 'id':
        hit = String(row.id) === (parseGid(t.value)?.id ?? t.value);
        break;
      default:
        return true;
    }
    return t.neg ? !hit : hit;
  });
}

/** Customer.orders (Storefront and Customer Account APIs): Shopify's connection over the customer's orders, sorted by `sortKey` (default ID), `reverse` flips it. */
export function customerOrders(ctx: Pick<StorefrontContext, 'db'>, customer: CustomerRecord, args: OrderListArgs) {
  const rows = listCustomerOrderRows(ctx.db, customer).filter((r) => matchesQuery(r, args.query));
  return {
    ...connection(sortOrders(rows, args.sortKey ?? 'ID'), args, (r) => r.id, orderNode, { max: MAX_ORDERS }),
    totalCount: String(rows.length),
  };
}
