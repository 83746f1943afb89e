// The services' one database: PostgreSQL through Kysely, either a real server
// (SERVICES_DATABASE_URL) or PGlite in process. LISTEN/NOTIFY works on both.
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import pRetry, { AbortError } from 'p-retry';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/** The services' database handle: the query builder, notifications and how to close. */
export interface ServicesDb {
  db: Kysely<Database>;
  /** "postgres" (a server) or "embedded" (PGlite). */
  kind: 'postgres' | 'embedded';
  /** Calls `onPayload` for each NOTIFY on `channel` from any instance; answers the unlisten. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a notification to every listener of `channel`, in every instance. */
  notify(channel: string, payload: string): Promise<void>;
  /** Runs raw SQL (several statements when there are no values), for libraries that bring their own SQL (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * What raw SQL answers once the handle is closing: the job queue's bookkeeping for a job still running
 * when the instance closed. The job stays active in the table, expires and is run again by another
 * instance. The queue's commands (complete, fail, cancel…) end in a count it reads as `rows[0].count`:
 * they are told nothing was affected; every other statement gets no rows.
 */
export function closedAnswer(text: string): { rows: Record<string, unknown>[] } {
  return /SELECT\s+COUNT\(\*\)\s+FROM\s+results\s*;?\s*$/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

/** What openDatabase takes. */
export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * An in-memory embedded database starts from this data directory (PGlite's `dumpDataDir`) instead of
   * running initdb, which takes seconds: a process that opens many fresh databases (the tests) makes
   * one empty cluster and starts each from it.
   */
  embeddedStart?: Blob;
}

/** Opens the database the settings name: a server URL, else the embedded one in `dataDir` ("memory": in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<ServicesDb> {
  return options.databaseUrl ? openServer(options.databaseUrl, options.poolSize ?? 10) : openEmbedded(options.dataDir, options.embeddedStart);
}

async function openServer(connectionString: string, max: number): Promise<ServicesDb> {
  // BIGINT and NUMERIC columns come back as strings from node-postgres; counts are small, so numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client that lost its server is dropped by the pool; the next query reconnects.
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let listener: pg.Client | undefined;
  let closing = false;
  const closed = new AbortController();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const connectListener = async () => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    // A listening connection the server dropped is opened again, with every channel listened to again.
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => undefined);
      if (closing || handlers.size === 0) return;
      // Tried again every second until it opens or the database is closed.
      const reopen = async () => {
        if (closing || handlers.size === 0) throw new AbortError('nothing to listen to');
        return connectListener();
      };
      pRetry(reopen, { retries: Infinity, minTimeout: 1000, factor: 1, signal: closed.signal, unref: true })
        .then((next) => {
          if (closing || listener) void next.end();
          else listener = next;
        })
        .catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
    return client;
  };
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      listener ??= await connectListener();
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await listener.query(`LISTEN ${channel}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
    },
    async executeSql(text, values) {
      if (closing) return closedAnswer(text);
      const result = await pool.query(text, values?.length ? values : undefined);
      // A multi-statement text answers one result per statement: the last one's rows.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      closing = true;
      closed.abort();
      const open = listener;
      listener = undefined;
      await open?.end().catch(() => undefined);
      await db.destroy();
    },
  };
}

async function openEmbedded(dataDir: string, start?: Blob): Promise<ServicesDb> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? new PGlite(start ? { loadDataDir: start } : undefined) : new PGlite(dataDir);
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  let closing = false;
  return {
    db,
    kind: 'embedded',
    async listen(channel, onPayload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      // Under the connection lock, so LISTEN never lands inside another caller's transaction.
      const unlisten = await db.connection().execute(() => client.listen(channel, onPayload));
      return () => db.connection().execute(() => unlisten());
    },
    async notify(channel, payload) {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
    },
    async executeSql(text, values) {
      if (closing) return closedAnswer(text);
      return db.connection().execute(async () => {
        if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
        const results = await client.exec(text);
        return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
      });
    },
    async close() {
      closing = true;
      await db.destroy();
    },
  };
}
