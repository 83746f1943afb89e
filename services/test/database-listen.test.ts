// LISTEN on the PostgreSQL server: a listening connection the server drops is opened again, tried
// every second while the server refuses it, with every channel listened to again.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type ServicesDb } from '../src/db/database.js';
import { freshPostgres } from './harness.js';

const serverUrl = process.env.SERVICES_TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs one statement on the server's own database (not the test's). */
async function onServer(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Notifies `channel` every 50 ms until `received` holds `payload`; answers how long it took. */
async function notifiedWithin(database: ServicesDb, channel: string, payload: string, received: string[], ms: number): Promise<number> {
  const started = Date.now();
  while (!received.includes(payload)) {
    if (Date.now() - started > ms) throw new Error(`${payload} not received within ${ms} ms`);
    await database.notify(channel, payload).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe.skipIf(!serverUrl)('listening on PostgreSQL', () => {
  it('opens a dropped listening connection again, every second until the server takes it', async () => {
    const fresh = await freshPostgres(serverUrl!);
    const name = new URL(fresh.url).pathname.slice(1);
    cleanups.push(fresh.drop);
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory', poolSize: 2 });
    cleanups.push(() => database.close());
    const received: string[] = [];
    await database.listen('listen_test', (payload) => received.push(payload));
    await notifiedWithin(database, 'listen_test', 'first', received, 5000);

    // The server drops the listener and refuses new connections for 3.5 s.
    await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    cleanups.push(() => onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
    await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND query LIKE 'LISTEN%'`);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);

    // Tried every second, the listener is back within about a second (a doubling wait would take 3.5 s more).
    expect(await notifiedWithin(database, 'listen_test', 'after', received, 10_000)).toBeLessThan(1800);
  }, 30_000);
});
