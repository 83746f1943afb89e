// Fixed-window counters kept in PostgreSQL, so every instance of the services counts against the
// same allowance: one upsert answers the new count atomically.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** At most `max` per `windowMs`; max 0 turns the limit off. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** The outcome of counting one more: allowed, or refused with the seconds until the window ends. */
export type Verdict = { ok: true } | { ok: false; retryAfter: number };

/** Counts one hit against `key` under `limit` at `now`; answers whether it is within the limit. */
export async function hit(db: Kysely<Database>, key: string, limit: WindowLimit, now: Date = new Date()): Promise<Verdict> {
  if (limit.max <= 0) return { ok: true };
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const windowStart = new Date(start);
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ key, window_start: windowStart, count: 1, expires_at: new Date(start + limit.windowMs) })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_windows.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count <= limit.max) return { ok: true };
  return { ok: false, retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000)) };
}

/** Marks `value` of `kind` as used; answers false when it was used before (by any instance). */
export async function spendOnce(db: Kysely<Database>, kind: string, value: string, keepMs: number, now: Date = new Date()): Promise<boolean> {
  const inserted = await db
    .insertInto('spent_once')
    .values({ kind, value, expires_at: new Date(now.getTime() + keepMs) })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .returning('value')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes expired windows and spent values (run by a job). */
export async function sweepExpired(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('expires_at', '<', now).execute();
  await db.deleteFrom('spent_once').where('expires_at', '<', now).execute();
}
