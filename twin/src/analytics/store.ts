import type { Db } from '../db/open.js';

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

/** Hits, oldest first, optionally of one site and one collector, at most `limit` of the newest. */
export function listHits(db: Db, filter: { origin?: string; collector?: Collector; limit?: number } = {}): AnalyticsHit[] {
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
  const rows = db
    .prepare(
      `SELECT id, origin, collector, name, payload, received_at FROM analytics_hits ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, filter.limit ?? 1000) as { id: number; origin: string; collector: Collector; name: string; payload: string; received_at: string }[];
  return rows.reverse().map((r) => ({ id: r.id, origin: r.origin, collector: r.collector, name: r.name, payload: JSON.parse(r.payload) as unknown, receivedAt: r.received_at }));
}

/** Forgets the hits of one site (or all). */
export function clearHits(db: Db, origin?: string): number {
  return (origin ? db.prepare('DELETE FROM analytics_hits WHERE origin = ?').run(origin) : db.prepare('DELETE FROM analytics_hits').run()).changes;
}
