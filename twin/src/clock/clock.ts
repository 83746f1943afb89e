// The twin's test clock: the real time plus an offset a test moved it by, kept in `twin_clock` so
// every part of the twin (checkout, Cognito codes, the local services) reads the same "now".
import type { Db } from '../db/open.js';

/** The twin's "now": the real time plus the offset a test moved the clock by. */
export function twinNow(db: Db): Date {
  const row = db.prepare('SELECT offset_ms FROM twin_clock WHERE id = 1').get() as { offset_ms: number } | undefined;
  return new Date(Date.now() + (row?.offset_ms ?? 0));
}

/** The twin clock when the clock module (which owns its table) is mounted, else the real time. */
export function clockNow(db: Db): Date {
  try {
    return twinNow(db);
  } catch {
    return new Date();
  }
}

/** Moves the clock to `to`; it never goes back, so orders already placed stay in the past. */
export function setTwinNow(db: Db, to: Date): Date {
  const offset = Math.max(to.getTime(), twinNow(db).getTime()) - Date.now();
  db.prepare('INSERT INTO twin_clock (id, offset_ms) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET offset_ms = excluded.offset_ms').run(offset);
  return twinNow(db);
}

/** Whether `POST /__clock` is on: the twin runs with --test-clock, or TWIN_TEST_CLOCK=1. */
export function testClockEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TWIN_TEST_CLOCK === '1';
}
