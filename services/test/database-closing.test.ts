// A job that finishes after its instance closed: the queue's bookkeeping meets a closing database
// handle. It must neither throw (an unhandled rejection in the worker) nor touch the ended pool.
import { afterAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { openDatabase, type ServicesDb } from '../src/db/database.js';
import { freshPostgres } from './harness.js';

const serverUrl = process.env.SERVICES_TEST_DATABASE_URL;
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function open(kind: 'embedded' | 'postgres'): Promise<ServicesDb> {
  if (kind === 'embedded') return openDatabase({ dataDir: 'memory' });
  const fresh = await freshPostgres(serverUrl!);
  drops.push(fresh.drop);
  return openDatabase({ databaseUrl: fresh.url, dataDir: 'memory' });
}

describe.each(serverUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const))('the %s database closing under a running job', (kind) => {
  it('completing or failing the job answers "nothing affected"; other statements answer no rows', async () => {
    const database = await open(kind);
    const boss = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) }, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('closing');
    const id = await boss.send('closing', { n: 1 });
    const [job] = await boss.fetch('closing');
    expect(job?.id).toBe(id);

    await database.close();
    await expect(boss.complete('closing', job!.id)).resolves.toMatchObject({ affected: 0 });
    await expect(boss.fail('closing', job!.id, { message: 'late' })).resolves.toMatchObject({ affected: 0 });
    await expect(boss.fetch('closing')).resolves.toEqual([]);
    await expect(database.executeSql('SELECT 1 AS one')).resolves.toEqual({ rows: [] });
  });

  it('an open database answers the count as the queue reads it', async () => {
    const database = await open(kind);
    const boss = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) }, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('open');
    await boss.send('open', {});
    const [job] = await boss.fetch('open');
    await expect(boss.complete('open', job!.id)).resolves.toMatchObject({ affected: 1 });
    await boss.stop({ graceful: false, wait: true });
    await database.close();
  });
});
