import type { Database } from 'better-sqlite3';
import { storeSecret } from '../catalogue/store-secrets.js';
import { decodeMultipass, multipassDigest, MultipassError, type MultipassData } from './token.js';

const ready = new WeakSet<Database>();

/** Creates the table of used tokens (idempotent); also usable as a migration step. */
export function ensureMultipassSchema(db: Database): void {
  if (ready.has(db)) return;
  db.exec(`CREATE TABLE IF NOT EXISTS multipass_used (
    store TEXT NOT NULL,
    digest TEXT NOT NULL,
    used_at INTEGER NOT NULL,
    PRIMARY KEY (store, digest)
  )`);
  ready.add(db);
}

/** The Multipass secret of a seeded store (derived from the twin's secret, never content); undefined for an unknown store. */
export function multipassSecret(db: Database, store: string): string | undefined {
  const row = db.prepare('SELECT name FROM stores WHERE name = ?').get(store) as { name: string } | undefined;
  return row ? storeSecret(row.name, 'multipass') : undefined;
}

/**
 * Validates a multipass token for a store and marks it used (single use).
 * Throws MultipassError when it is forged, expired, malformed or already used.
 */
export function consumeMultipass(db: Database, store: string, secret: string, token: string): MultipassData {
  ensureMultipassSchema(db);
  const data = decodeMultipass(secret, token);
  const info = db
    .prepare('INSERT OR IGNORE INTO multipass_used (store, digest, used_at) VALUES (?, ?, ?)')
    .run(store, multipassDigest(token), Date.now());
  if (info.changes === 0) throw new MultipassError('already used');
  // Old entries can go: a token past its window is refused on age alone.
  db.prepare('DELETE FROM multipass_used WHERE used_at < ?').run(Date.now() - 24 * 3600 * 1000);
  return data;
}
