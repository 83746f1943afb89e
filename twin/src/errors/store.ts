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
  {
    id: 'errors-002',
    up: (db) =>
      db.exec(`
        CREATE TABLE error_replays (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          project_id TEXT NOT NULL,
          replay_id TEXT NOT NULL,
          segment_id INTEGER NOT NULL,
          replay_type TEXT NOT NULL CHECK (replay_type IN ('session', 'buffer')),
          origin TEXT,
          release TEXT,
          environment TEXT,
          tags TEXT NOT NULL,
          urls TEXT NOT NULL,
          error_ids TEXT NOT NULL,
          encoding TEXT NOT NULL,
          size INTEGER NOT NULL,
          event_count INTEGER NOT NULL,
          recording BLOB NOT NULL,
          received_at TEXT NOT NULL
        );
        CREATE INDEX error_replays_replay ON error_replays (replay_id, segment_id);
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

/** Forgets every recorded event and replay. */
export function clearErrorEvents(db: Db): number {
  return db.transaction(() => db.prepare('DELETE FROM error_events').run().changes + db.prepare('DELETE FROM error_replays').run().changes)();
}

/** One recorded replay segment (a `replay_event` with its `replay_recording`). */
export interface ReplaySegmentRow {
  id: number;
  projectId: string;
  replayId: string;
  segmentId: number;
  replayType: 'session' | 'buffer';
  origin: string | null;
  release: string | null;
  environment: string | null;
  tags: Record<string, string>;
  urls: string[];
  errorIds: string[];
  /** How the recording was sent: zlib `deflate` (the SDK's worker), `gzip` or `plain` JSON. */
  encoding: string;
  /** The recording's size as sent, in bytes. */
  size: number;
  eventCount: number;
  receivedAt: string;
}

/** Most replay segments kept (older ones are dropped). */
export const MAX_REPLAY_SEGMENTS = 1000;

/** Records replay segments with their recordings (the payload as sent, header line included). */
export function recordReplaySegments(db: Db, segments: (Omit<ReplaySegmentRow, 'id' | 'receivedAt'> & { recording: Buffer })[]): void {
  const insert = db.prepare(
    'INSERT INTO error_replays (project_id, replay_id, segment_id, replay_type, origin, release, environment, tags, urls, error_ids, encoding, size, event_count, recording, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const trim = db.prepare('DELETE FROM error_replays WHERE id <= (SELECT id FROM error_replays ORDER BY id DESC LIMIT 1 OFFSET ?)');
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const r of segments) {
      insert.run(r.projectId, r.replayId, r.segmentId, r.replayType, r.origin, r.release, r.environment, JSON.stringify(r.tags), JSON.stringify(r.urls), JSON.stringify(r.errorIds), r.encoding, r.size, r.eventCount, r.recording, now);
    }
    trim.run(MAX_REPLAY_SEGMENTS);
  })();
}

const replayRow = (r: Record<string, string | number | null>): ReplaySegmentRow => ({
  id: r.id as number,
  projectId: r.project_id as string,
  replayId: r.replay_id as string,
  segmentId: r.segment_id as number,
  replayType: r.replay_type as 'session' | 'buffer',
  origin: r.origin as string | null,
  release: r.release as string | null,
  environment: r.environment as string | null,
  tags: JSON.parse(r.tags as string) as Record<string, string>,
  urls: JSON.parse(r.urls as string) as string[],
  errorIds: JSON.parse(r.error_ids as string) as string[],
  encoding: r.encoding as string,
  size: r.size as number,
  eventCount: r.event_count as number,
  receivedAt: r.received_at as string,
});

/** Replay segments, oldest first, optionally of one site origin, at most `limit` of the newest. */
export function listReplaySegments(db: Db, filter: { origin?: string; limit?: number } = {}): ReplaySegmentRow[] {
  const rows = db
    .prepare(
      `SELECT id, project_id, replay_id, segment_id, replay_type, origin, release, environment, tags, urls, error_ids, encoding, size, event_count, received_at FROM error_replays ${filter.origin ? 'WHERE origin = ?' : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...(filter.origin ? [filter.origin] : []), filter.limit ?? 1000) as Record<string, string | number | null>[];
  return rows.reverse().map(replayRow);
}

/** The recording of one segment as sent, or null. */
export function replayRecording(db: Db, replayId: string, segmentId: number): Buffer | null {
  const row = db.prepare('SELECT recording FROM error_replays WHERE replay_id = ? AND segment_id = ? ORDER BY id DESC LIMIT 1').get(replayId, segmentId) as { recording: Buffer } | undefined;
  return row?.recording ?? null;
}
