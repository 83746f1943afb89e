import type { Db } from '../db/open.js';
import { fitPage } from '../http/listing.js';

/** A stand-in collector. */
export type Collector = 'ga4' | 'klaviyo' | 'adroll';

/** One recorded hit. */
export interface AnalyticsHit {
  id: number;
  origin: string;
  collector: Collector;
  name: string;
  payload: unknown;
  receivedAt: string;
}

/** Most hits kept per site: older ones are dropped, so a busy page cannot grow the database without end. */
export const MAX_HITS_PER_ORIGIN = 5000;

/** Records hits of one request (one transaction). */
export function recordHits(db: Db, origin: string, collector: Collector, hits: { name: string; payload: unknown }[]): void {
  const insert = db.prepare('INSERT INTO analytics_hits (origin, collector, name, payload, received_at) VALUES (?, ?, ?, ?, ?)');
  const trim = db.prepare(
    'DELETE FROM analytics_hits WHERE origin = ? AND id <= (SELECT id FROM analytics_hits WHERE origin = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const hit of hits) insert.run(origin, collector, hit.name, JSON.stringify(hit.payload), now);
    trim.run(origin, origin, MAX_HITS_PER_ORIGIN);
  })();
}

/** A page of hits, oldest first, and the cursor of the older page (`before`), if any. */
export interface HitPage {
  hits: AnalyticsHit[];
  next: { before: number } | null;
}

/** The newest hits (before a hit id, when given), optionally of one site and one collector: at most `limit`, and a page's bytes. */
export function listHits(db: Db, filter: { origin?: string; collector?: Collector; limit: number; before?: number }): HitPage {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.origin) {
    where.push('origin = ?');
    args.push(filter.origin);
  }
  if (filter.collector) {
    where.push('collector = ?');
    args.push(filter.collector);
  }
  if (filter.before !== undefined) {
    where.push('id < ?');
    args.push(filter.before);
  }
  const rows = db
    .prepare(
      `SELECT id, origin, collector, name, payload, received_at FROM analytics_hits ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, filter.limit + 1) as { id: number; origin: string; collector: Collector; name: string; payload: string; received_at: string }[];
  const page = fitPage(rows, filter.limit, (r) => r.payload.length + r.name.length);
  const oldest = page.rows.at(-1);
  return {
    hits: page.rows.reverse().map((r) => ({ id: r.id, origin: r.origin, collector: r.collector, name: r.name, payload: JSON.parse(r.payload) as unknown, receivedAt: r.received_at })),
    next: page.more && oldest ? { before: oldest.id } : null,
  };
}

/** Forgets the hits of one site (or all). */
export function clearHits(db: Db, origin?: string): number {
  return (origin ? db.prepare('DELETE FROM analytics_hits WHERE origin = ?').run(origin) : db.prepare('DELETE FROM analytics_hits').run()).changes;
}
