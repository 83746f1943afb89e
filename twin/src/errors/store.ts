import type { Db } from '../db/open.js';
import type { Migration } from '../db/migrations.js';

/** Every event and transaction the twin's error-reporting project received. */
export const errorsMigrations: Migration[] = [
  {
    id: 'errors-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE error_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          project_id TEXT NOT NULL,
          event_id TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('event', 'transaction')),
          origin TEXT,
          title TEXT NOT NULL,
          level TEXT,
          release TEXT,
          environment TEXT,
          tags TEXT NOT NULL,
          payload TEXT NOT NULL,
          received_at TEXT NOT NULL
        );
        CREATE INDEX error_events_kind ON error_events (kind, id);
      `),
  },
];

/** One recorded event or transaction. */
export interface ErrorEventRow {
  id: number;
  projectId: string;
  eventId: string;
  kind: 'event' | 'transaction';
  origin: string | null;
  title: string;
  level: string | null;
  release: string | null;
  environment: string | null;
  tags: Record<string, string>;
  payload: unknown;
  receivedAt: string;
}

/** Most events kept: older ones are dropped, so a page in an error loop cannot grow the database without end. */
export const MAX_ERROR_EVENTS = 5000;

/** Records the events of one envelope (one transaction). */
export function recordErrorEvents(db: Db, events: Omit<ErrorEventRow, 'id' | 'receivedAt'>[]): void {
  const insert = db.prepare(
    'INSERT INTO error_events (project_id, event_id, kind, origin, title, level, release, environment, tags, payload, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const trim = db.prepare('DELETE FROM error_events WHERE id <= (SELECT id FROM error_events ORDER BY id DESC LIMIT 1 OFFSET ?)');
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const e of events) {
      insert.run(e.projectId, e.eventId, e.kind, e.origin, e.title, e.level, e.release, e.environment, JSON.stringify(e.tags), JSON.stringify(e.payload), now);
    }
    trim.run(MAX_ERROR_EVENTS);
  })();
}

/** Events, oldest first, optionally of one kind and one site origin, at most `limit` of the newest. */
export function listErrorEvents(db: Db, filter: { kind?: 'event' | 'transaction'; origin?: string; limit?: number } = {}): ErrorEventRow[] {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.kind) {
    where.push('kind = ?');
    args.push(filter.kind);
  }
  if (filter.origin) {
    where.push('origin = ?');
    args.push(filter.origin);
  }
  const rows = db
    .prepare(
      `SELECT * FROM error_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, filter.limit ?? 1000) as Record<string, string | number | null>[];
  return rows.reverse().map((r) => ({
    id: r.id as number,
    projectId: r.project_id as string,
    eventId: r.event_id as string,
    kind: r.kind as 'event' | 'transaction',
    origin: r.origin as string | null,
    title: r.title as string,
    level: r.level as string | null,
    release: r.release as string | null,
    environment: r.environment as string | null,
    tags: JSON.parse(r.tags as string) as Record<string, string>,
    payload: JSON.parse(r.payload as string) as unknown,
    receivedAt: r.received_at as string,
  }));
}

/** Forgets every recorded event. */
export function clearErrorEvents(db: Db): number {
  return db.prepare('DELETE FROM error_events').run().changes;
}
