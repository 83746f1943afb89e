import type Database from 'better-sqlite3';
import type { Db } from './open.js';

interface Unit {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit: write units queued during one turn of the event loop run together in a single
 * transaction (one WAL fsync under synchronous=FULL), each inside its own savepoint so a unit
 * that throws rolls back only its own changes. A unit's promise settles only after COMMIT has
 * returned, so nothing is acknowledged before it is durable. Units must be synchronous.
 */
export class GroupCommit {
  private queue: Unit[] = [];
  private scheduled = false;
  private readonly begin: Database.Statement;
  private readonly commit: Database.Statement;
  private readonly rollback: Database.Statement;
  private readonly savepoint: Database.Statement;
  private readonly release: Database.Statement;
  private readonly rollbackTo: Database.Statement;

  constructor(private readonly db: Db) {
    this.begin = db.prepare('BEGIN IMMEDIATE');
    this.commit = db.prepare('COMMIT');
    this.rollback = db.prepare('ROLLBACK');
    this.savepoint = db.prepare('SAVEPOINT group_unit');
    this.release = db.prepare('RELEASE group_unit');
    this.rollbackTo = db.prepare('ROLLBACK TO group_unit');
  }

  /** Queues a synchronous write unit; resolves with its value once the batch holding it is committed. */
  run<T>(fn: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // setImmediate runs after the poll phase, so every request that arrived with this one joins the batch.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (!batch.length) return;
    if (this.db.inTransaction) {
      // Cannot happen with synchronous callers; refuse rather than acknowledge an uncommitted write.
      const error = new Error('group commit found an open transaction');
      for (const u of batch) u.reject(error);
      return;
    }
    const outcomes: Outcome[] = [];
    try {
      this.begin.run();
      for (const u of batch) {
        this.savepoint.run();
        try {
          outcomes.push({ ok: true, value: u.fn() });
          this.release.run();
        } catch (error) {
          this.rollbackTo.run();
          this.release.run();
          outcomes.push({ ok: false, error });
        }
      }
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.rollback.run();
      for (const u of batch) u.reject(error);
      return;
    }
    batch.forEach((u, i) => {
      // One outcome was pushed per update of the batch, in order.
      const o = outcomes[i]!;
      if (o.ok) u.resolve(o.value);
      else u.reject(o.error);
    });
  }
}

const instances = new WeakMap<Db, GroupCommit>();

/** The group committer of a database connection (one per connection). */
export function groupCommit(db: Db): GroupCommit {
  let g = instances.get(db);
  if (!g) instances.set(db, (g = new GroupCommit(db)));
  return g;
}
