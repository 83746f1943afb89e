import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { getCustomer, type CustomerRecord } from '../customer/store.js';

/**
 * The store's own session of a signed-in customer (as a Shopify store's customer session cookie):
 * the Multipass login path starts it, the store's pages (its checkout) read it. The cookie holds a
 * random id; the twin keeps only its SHA-256, per store, with the customer and an expiry.
 */
export const STORE_SESSION_COOKIE = '_store_session';
/** How long a store session lasts. */
export const STORE_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const digest = (id: string) => crypto.createHash('sha256').update(id, 'utf8').digest('hex');
/** Each store's session cookie is its own: on the twin's shared origin it is scoped to the store's path. */
const cookiePath = (store: string) => `/shops/${store}/`;

/** Creates the sessions table (idempotent); also the migration step. */
export function ensureStoreSessionSchema(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS store_sessions (
    store TEXT NOT NULL,
    digest TEXT NOT NULL,
    customer_id INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (store, digest)
  )`);
}

/** Starts a session of `customer` on its store and sets its cookie (HttpOnly, SameSite=Lax, the store's path). */
export function startStoreSession(c: Context, db: Database, customer: Pick<CustomerRecord, 'id' | 'store'>): void {
  ensureStoreSessionSchema(db);
  const id = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  db.prepare('DELETE FROM store_sessions WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO store_sessions (store, digest, customer_id, expires_at) VALUES (?, ?, ?, ?)').run(customer.store, digest(id), customer.id, now + STORE_SESSION_TTL_MS);
  setCookie(c, STORE_SESSION_COOKIE, id, {
    path: cookiePath(customer.store),
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: Math.floor(STORE_SESSION_TTL_MS / 1000),
  });
}

/** The customer the request's store session signs in, if any (unknown, expired or another store's: none). */
export function storeSessionCustomer(c: Context, db: Database, store: string): CustomerRecord | undefined {
  const id = getCookie(c, STORE_SESSION_COOKIE);
  if (!id || id.length > 100) return undefined;
  ensureStoreSessionSchema(db);
  const row = db.prepare('SELECT customer_id, expires_at FROM store_sessions WHERE store = ? AND digest = ?').get(store, digest(id)) as
    | { customer_id: number; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= Date.now()) return undefined;
  return getCustomer(db, store, row.customer_id);
}
