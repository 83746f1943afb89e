import type Database from 'better-sqlite3';
import type { Db } from '../db/open.js';

/** Counts writes to variant rows on one connection, so stock caches know when to drop their values. */
export interface StockWatch {
  /** Bumped by a temporary trigger on every insert, update or delete of a variant row. */
  writes: number;
  /** Reads PRAGMA data_version: it changes when another connection commits. */
  readonly dataVersion: Database.Statement;
}

const watches = new WeakMap<Db, StockWatch>();

/** The stock watch of a connection; installs its triggers once (they live only on this connection). */
export function stockWatch(db: Db): StockWatch {
  const existing = watches.get(db);
  if (existing) return existing;
  const watch: StockWatch = { writes: 0, dataVersion: db.prepare('PRAGMA data_version').pluck() };
  db.function('twin_stock_changed', () => {
    watch.writes++;
    return null;
  });
  db.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS twin_stock_update AFTER UPDATE ON main.variants BEGIN SELECT twin_stock_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS twin_stock_insert AFTER INSERT ON main.variants BEGIN SELECT twin_stock_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS twin_stock_delete AFTER DELETE ON main.variants BEGIN SELECT twin_stock_changed(); END;
  `);
  watches.set(db, watch);
  return watch;
}
