import type { Db } from './open.js';

/** One named schema step a module contributes; applied once, in registration order. */
export interface Migration {
  id: string;
  up: (db: Db) => void;
}

/** Applies every migration not yet recorded in `_migrations`, each in its own transaction. */
export function runMigrations(db: Db, migrations: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    (db.prepare('SELECT id FROM _migrations').all() as { id: string }[]).map((r) => r.id),
  );
  const record = db.prepare('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)');
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`Duplicate migration id ${m.id}`);
    seen.add(m.id);
    if (done.has(m.id)) continue;
    db.transaction(() => {
      m.up(db);
      record.run(m.id, new Date().toISOString());
    })();
  }
}
