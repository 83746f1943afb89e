import type { Db } from '../db/open.js';
import type { Migration } from '../db/migrations.js';
import { fitPage } from '../http/listing.js';

/** Every event, transaction, replay segment and streamed span the twin's error-reporting project received. */
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
  {
    id: 'errors-003',
    up: (db) =>
      db.exec(`
        CREATE TABLE error_spans (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          project_id TEXT NOT NULL,
          trace_id TEXT NOT NULL,
          span_id TEXT NOT NULL,
          parent_span_id TEXT,
          name TEXT NOT NULL,
          op TEXT,
          segment INTEGER NOT NULL,
          status TEXT NOT NULL,
          duration_ms REAL NOT NULL,
          origin TEXT,
          release TEXT,
          environment TEXT,
          span TEXT NOT NULL,
          envelope TEXT NOT NULL,
          received_at TEXT NOT NULL
        );
        CREATE INDEX error_spans_trace ON error_spans (trace_id, id);
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

/** A page of a listing, oldest first, and the cursor of the older page (`before`), if any. */
export interface RowPage<T> {
  rows: T[];
  next: { before: number } | null;
}

/** Reads the newest rows (`limit`, one more to know of an older page) and keeps what fits a page, oldest first. */
function newestPage<T>(rows: DbRow[], limit: number, size: (row: DbRow) => number, toRow: (row: DbRow) => T): RowPage<T> {
  const page = fitPage(rows, limit, size);
  const oldest = page.rows.at(-1);
  return { rows: page.rows.reverse().map(toRow), next: page.more && oldest ? { before: oldest.id as number } : null };
}

type DbRow = Record<string, string | number | null>;

const textLength = (v: string | number | null | undefined) => (typeof v === 'string' ? v.length : 8);

/** The newest events (before an id, when given), optionally of one kind and one site origin: at most `limit`, and a page's bytes. */
export function listErrorEvents(db: Db, filter: { kind?: 'event' | 'transaction'; origin?: string; limit: number; before?: number }): RowPage<ErrorEventRow> {
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
  if (filter.before !== undefined) {
    where.push('id < ?');
    args.push(filter.before);
  }
  const rows = db
    .prepare(
      `SELECT * FROM error_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, filter.limit + 1) as Record<string, string | number | null>[];
  return newestPage(rows, filter.limit, (r) => textLength(r.payload) + textLength(r.tags) + textLength(r.title), (r) => ({
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

/** Forgets every recorded event, replay and span. */
export function clearErrorEvents(db: Db): number {
  return db.transaction(() => ['error_events', 'error_replays', 'error_spans'].reduce((cleared, table) => cleared + db.prepare(`DELETE FROM ${table}`).run().changes, 0))();
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

const replayRow = (r: DbRow): ReplaySegmentRow => ({
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

/** The newest replay segments (before an id, when given), optionally of one site origin: at most `limit`, and a page's bytes. */
export function listReplaySegments(db: Db, filter: { origin?: string; limit: number; before?: number }): RowPage<ReplaySegmentRow> {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.origin) {
    where.push('origin = ?');
    args.push(filter.origin);
  }
  if (filter.before !== undefined) {
    where.push('id < ?');
    args.push(filter.before);
  }
  const rows = db
    .prepare(
      `SELECT id, project_id, replay_id, segment_id, replay_type, origin, release, environment, tags, urls, error_ids, encoding, size, event_count, received_at FROM error_replays ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, filter.limit + 1) as Record<string, string | number | null>[];
  return newestPage(rows, filter.limit, (r) => textLength(r.tags) + textLength(r.urls) + textLength(r.error_ids), replayRow);
}

/** The recording of one segment as sent, or null. */
export function replayRecording(db: Db, replayId: string, segmentId: number): Buffer | null {
  const row = db.prepare('SELECT recording FROM error_replays WHERE replay_id = ? AND segment_id = ? ORDER BY id DESC LIMIT 1').get(replayId, segmentId) as { recording: Buffer } | undefined;
  return row?.recording ?? null;
}

/** One recorded streamed span (from a `span` item), with what its envelope said about the whole. */
export interface SpanRow {
  id: number;
  projectId: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** The `sentry.op` attribute (`pageload`, `navigation`, `http.client`, `resource.script` …). */
  op: string | null;
  /** Whether the span is its trace's segment (a page load or navigation). */
  segment: boolean;
  status: string;
  durationMs: number;
  origin: string | null;
  release: string | null;
  environment: string | null;
  /** The span as sent. */
  span: unknown;
  /** The envelope's parts about all its spans: its header's `trace` (sampling context) and the item's `ingest_settings`. */
  envelope: { trace: unknown; ingestSettings: unknown };
  receivedAt: string;
}

/** Most spans kept (older ones are dropped): a page load sends a few dozen. */
export const MAX_ERROR_SPANS = 20_000;

/** Records the spans of one envelope. */
export function recordSpans(db: Db, spans: Omit<SpanRow, 'id' | 'receivedAt'>[]): void {
  const insert = db.prepare(
    'INSERT INTO error_spans (project_id, trace_id, span_id, parent_span_id, name, op, segment, status, duration_ms, origin, release, environment, span, envelope, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const trim = db.prepare('DELETE FROM error_spans WHERE id <= (SELECT id FROM error_spans ORDER BY id DESC LIMIT 1 OFFSET ?)');
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const r of spans) {
      insert.run(r.projectId, r.traceId, r.spanId, r.parentSpanId, r.name, r.op, r.segment ? 1 : 0, r.status, r.durationMs, r.origin, r.release, r.environment, JSON.stringify(r.span), JSON.stringify(r.envelope), now);
    }
    trim.run(MAX_ERROR_SPANS);
  })();
}

/** The newest spans (before an id, when given), optionally of one site origin and one trace: at most `limit`, and a page's bytes. */
export function listSpans(db: Db, filter: { origin?: string; traceId?: string; limit: number; before?: number }): RowPage<SpanRow> {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.origin) {
    where.push('origin = ?');
    args.push(filter.origin);
  }
  if (filter.traceId) {
    where.push('trace_id = ?');
    args.push(filter.traceId);
  }
  if (filter.before !== undefined) {
    where.push('id < ?');
    args.push(filter.before);
  }
  const rows = db
    .prepare(`SELECT * FROM error_spans ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`)
    .all(...args, filter.limit + 1) as Record<string, string | number | null>[];
  return newestPage(rows, filter.limit, (r) => textLength(r.span) + textLength(r.envelope), (r) => ({
    id: r.id as number,
    projectId: r.project_id as string,
    traceId: r.trace_id as string,
    spanId: r.span_id as string,
    parentSpanId: r.parent_span_id as string | null,
    name: r.name as string,
    op: r.op as string | null,
    segment: r.segment === 1,
    status: r.status as string,
    durationMs: r.duration_ms as number,
    origin: r.origin as string | null,
    release: r.release as string | null,
    environment: r.environment as string | null,
    span: JSON.parse(r.span as string) as unknown,
    envelope: JSON.parse(r.envelope as string) as SpanRow['envelope'],
    receivedAt: r.received_at as string,
  }));
}
