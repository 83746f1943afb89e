import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The twin's database handle type (better-sqlite3). */
export type Db = Database.Database;

/** Opens (creating if needed) the twin database with the durability settings every write relies on. */
export function openDb(dbPath: string, opts: { reset?: boolean } = {}): Db {
  if (dbPath !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
    if (opts.reset) {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
    }
  }
  const db = new Database(dbPath);
  // WAL + synchronous=FULL: a write is on disk before we answer, so SIGKILL loses nothing acknowledged.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return db;
}
