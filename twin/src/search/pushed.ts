// Indexes written through Algolia's write API (batch, copy and move, setSettings with replicas), as
// `npm run search:index` pushes them to a hosted application. Once an index name is written its
// records and settings are what the twin serves under that name; names never written keep the
// twin's own build from its tables. Writes apply at once: every task is published when answered.
import crypto from 'node:crypto';
import type { Db } from '../db/open.js';
import type { SearchRecord } from './engine.js';
import type { AlgoliaSettings } from './algolia-settings.js';

/** A refused write, answered in Algolia's error shape by the routes. */
export class PushError extends Error {
  constructor(readonly status: 400 | 404, message: string) {
    super(message);
  }
}

/** An index as it stands: its settings, its primary when it is a replica, and its records. */
export interface IndexState {
  settings: AlgoliaSettings;
  primary?: string;
  records: () => SearchRecord[];
}

/** What the twin builds itself for a name never written (its records, settings and replicas), or null. */
export type DefaultIndex = (name: string) => IndexState | null;

/** Creates the tables of pushed indexes (a migration of the search module). */
export function ensurePushedSchema(db: Db): void {
  db.exec(`
    CREATE TABLE search_pushed_indexes (name TEXT PRIMARY KEY, primary_name TEXT, settings TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE search_pushed_records (index_name TEXT NOT NULL, object_id TEXT NOT NULL, seq INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (index_name, object_id));
    CREATE TABLE search_pushed_tasks (id INTEGER PRIMARY KEY AUTOINCREMENT, index_name TEXT NOT NULL, created_at TEXT NOT NULL);
  `);
}

type Row = { name: string; primary_name: string | null; settings: string; updated_at: string };

/** One batch operation (Algolia's `requests[]` of `POST /1/indexes/<index>/batch`). */
export interface BatchOperation {
  action: string;
  body?: Record<string, unknown>;
}

const ACTIONS = new Set(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear']);

/** The pushed indexes of one twin database. */
export class PushedIndexes {
  constructor(private readonly db: Db, private readonly defaults: DefaultIndex, private readonly changed: () => void) {}

  /** The pushed index of a name, or undefined when the name was never written. */
  row(name: string): Row | undefined {
    return this.db.prepare('SELECT * FROM search_pushed_indexes WHERE name = ?').get(name) as Row | undefined;
  }

  /** The state of a pushed index (a replica reads its primary's records), or undefined. */
  pushed(name: string): IndexState | undefined {
    const row = this.row(name);
    if (!row) return undefined;
    const source = row.primary_name ?? name;
    return {
      settings: JSON.parse(row.settings) as AlgoliaSettings,
      primary: row.primary_name ?? undefined,
      records: () =>
        (this.db.prepare('SELECT doc FROM search_pushed_records WHERE index_name = ? ORDER BY seq').pluck().all(source) as string[]).map(
          (d) => JSON.parse(d) as SearchRecord,
        ),
    };
  }

  /** The index as it stands, pushed or built by the twin, or null when it does not exist. */
  state(name: string): IndexState | null {
    return this.pushed(name) ?? this.defaults(name);
  }

  /** Applies a batch; answers the task and the objectIDs written, in order. */
  batch(name: string, operations: unknown): { taskID: number; objectIDs: string[] } {
    if (!Array.isArray(operations)) throw new PushError(400, 'requests: expected a list of operations');
    const ops = operations.map((op, i): BatchOperation => {
      if (!op || typeof op !== 'object') throw new PushError(400, `requests[${i}]: expected an object`);
      const { action, body } = op as Record<string, unknown>;
      if (typeof action !== 'string' || !ACTIONS.has(action)) throw new PushError(400, `Invalid value for action: ${String(action)}`);
      if (body !== undefined && (!body || typeof body !== 'object' || Array.isArray(body))) throw new PushError(400, `requests[${i}].body: expected an object`);
      return { action, body: body as Record<string, unknown> | undefined };
    });
    const objectIDs: string[] = [];
    this.db.transaction(() => {
      this.materialize(name);
      if (this.row(name)?.primary_name) throw new PushError(400, 'Cannot write records to a replica index');
      const get = this.db.prepare('SELECT doc FROM search_pushed_records WHERE index_name = ? AND object_id = ?').pluck();
      const next = () => (this.db.prepare('SELECT coalesce(max(seq), -1) + 1 FROM search_pushed_records WHERE index_name = ?').pluck().get(name) as number);
      const put = this.db.prepare(`INSERT INTO search_pushed_records (index_name, object_id, seq, doc) VALUES (?, ?, ?, ?)
        ON CONFLICT(index_name, object_id) DO UPDATE SET doc = excluded.doc`);
      const del = this.db.prepare('DELETE FROM search_pushed_records WHERE index_name = ? AND object_id = ?');
      ops.forEach((op, i) => {
        const body = op.body ?? {};
        if (op.action === 'clear') {
          this.db.prepare('DELETE FROM search_pushed_records WHERE index_name = ?').run(name);
          return;
        }
        if (op.action === 'delete') throw new PushError(400, 'The delete action deletes the index: use DELETE /1/indexes/<index>');
        const given = body.objectID;
        if (given !== undefined && typeof given !== 'string' && typeof given !== 'number') throw new PushError(400, `requests[${i}]: objectID must be a string or a number`);
        if (given === undefined && op.action !== 'addObject') throw new PushError(400, `Missing objectID in requests[${i}]`);
        const objectID = given === undefined ? crypto.randomBytes(8).readBigUInt64BE().toString() : String(given);
        objectIDs.push(objectID);
        if (op.action === 'deleteObject') {
          del.run(name, objectID);
          return;
        }
        const before = get.get(name, objectID) as string | undefined;
        let record: Record<string, unknown> = { ...body, objectID };
        if (op.action.startsWith('partialUpdateObject')) {
          if (before === undefined && op.action === 'partialUpdateObjectNoCreate') return;
          record = { ...(before ? (JSON.parse(before) as Record<string, unknown>) : {}), ...body, objectID };
        }
        put.run(name, objectID, next(), JSON.stringify(record));
      });
      this.touch(name);
    })();
    return { taskID: this.task(name), objectIDs };
  }

  /** Changes an index's settings (creating it when missing); `replicas` creates and detaches replicas. */
  setSettings(name: string, settings: Record<string, unknown>, forwardToReplicas: boolean): { taskID: number; updatedAt: string } {
    if (settings.replicas !== undefined && (!Array.isArray(settings.replicas) || settings.replicas.some((r) => typeof r !== 'string' || !r))) {
      throw new PushError(400, 'replicas: expected a list of index names');
    }
    for (const key of ['searchableAttributes', 'attributesForFaceting', 'customRanking', 'ranking'] as const) {
      const v = settings[key];
      if (v !== undefined && v !== null && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) throw new PushError(400, `${key}: expected a list of strings`);
    }
    for (const r of (settings.ranking as string[] | undefined) ?? []) {
      if (!/^(?:typo|geo|words|filters|proximity|attribute|exact|custom|(?:asc|desc)\(.+\))$/.test(r)) throw new PushError(400, `Invalid ranking criterion: ${r}`);
    }
    this.db.transaction(() => {
      this.materialize(name);
      const row = this.row(name) as Row;
      if (row.primary_name && settings.replicas !== undefined) throw new PushError(400, 'Replicas cannot have replicas');
      const current = JSON.parse(row.settings) as AlgoliaSettings;
      const next: AlgoliaSettings = { ...current, ...settings };
      this.write(name, row.primary_name, next);
      if (settings.replicas !== undefined) {
        const wanted = (settings.replicas as string[]).map((r) => /^virtual\((.+)\)$/.exec(r)?.[1] ?? r);
        if (wanted.includes(name)) throw new PushError(400, 'An index cannot be its own replica');
        for (const old of current.replicas ?? []) {
          const replica = /^virtual\((.+)\)$/.exec(old)?.[1] ?? old;
          if (!wanted.includes(replica)) this.detach(replica, name);
        }
        for (const replica of wanted) {
          const existing = this.row(replica);
          if (existing?.primary_name === name) continue;
          if (existing?.primary_name) throw new PushError(400, `${replica} is already a replica of ${existing.primary_name}`);
          const { replicas: _r, ...inherited } = next;
          this.db.prepare('DELETE FROM search_pushed_records WHERE index_name = ?').run(replica);
          this.write(replica, name, { ...inherited, ...(existing ? (JSON.parse(existing.settings) as AlgoliaSettings) : {}), replicas: undefined });
        }
      }
      if (forwardToReplicas) {
        const { replicas: _r, ...forwarded } = settings;
        for (const replica of this.replicasOf(name)) {
          const r = this.row(replica) as Row;
          this.write(replica, name, { ...(JSON.parse(r.settings) as AlgoliaSettings), ...forwarded });
        }
      }
    })();
    return { taskID: this.task(name), updatedAt: new Date().toISOString() };
  }

  /** The settings getSettings answers, or null when the index does not exist. */
  getSettings(name: string): AlgoliaSettings | null {
    const state = this.state(name);
    if (!state) return null;
    const { replicas, ...rest } = state.settings;
    return { ...rest, ...(replicas?.length ? { replicas } : {}), ...(state.primary ? { primary: state.primary } : {}) };
  }

  /** Copies or moves an index (`POST /1/indexes/<index>/operation`). */
  operation(source: string, body: Record<string, unknown>): { taskID: number; updatedAt: string } {
    const { operation, destination, scope } = body;
    if (operation !== 'copy' && operation !== 'move') throw new PushError(400, 'operation: expected copy or move');
    if (typeof destination !== 'string' || !destination) throw new PushError(400, 'destination is required');
    if (scope !== undefined && (!Array.isArray(scope) || scope.some((s) => s !== 'settings' && s !== 'synonyms' && s !== 'rules'))) {
      throw new PushError(400, 'scope: expected a list of settings, synonyms, rules');
    }
    if (operation === 'move' && scope !== undefined) throw new PushError(400, 'scope is only for copy');
    if (destination === source) throw new PushError(400, 'Source and destination are the same index');
    this.db.transaction(() => {
      const from = this.state(source);
      // Algolia answers a copy or move of an index that does not exist with a task that changes nothing.
      if (!from) return;
      if (from.primary && operation === 'move') throw new PushError(400, 'Cannot move a replica index');
      this.materialize(destination);
      const dest = this.row(destination);
      if (dest?.primary_name) throw new PushError(400, 'Cannot copy or move to a replica index');
      const destSettings = dest ? (JSON.parse(dest.settings) as AlgoliaSettings) : {};
      // The destination keeps its replicas; the source's are not copied.
      const { replicas: _sourceReplicas, primary: _p, ...copied } = from.settings as AlgoliaSettings & { primary?: string };
      const settingsOnly = Array.isArray(scope) && scope.length > 0;
      if (settingsOnly && !(scope as string[]).includes('settings')) return;
      this.write(destination, null, { ...copied, replicas: destSettings.replicas });
      if (!settingsOnly) {
        this.db.prepare('DELETE FROM search_pushed_records WHERE index_name = ?').run(destination);
        const put = this.db.prepare('INSERT INTO search_pushed_records (index_name, object_id, seq, doc) VALUES (?, ?, ?, ?)');
        from.records().forEach((r, i) => put.run(destination, r.objectID, i, JSON.stringify(r)));
      }
      if (operation === 'move') {
        for (const replica of this.replicasOf(source)) this.detach(replica, source);
        this.db.prepare('DELETE FROM search_pushed_records WHERE index_name = ?').run(source);
        this.db.prepare('DELETE FROM search_pushed_indexes WHERE name = ?').run(source);
      }
    })();
    this.changed();
    return { taskID: this.task(source), updatedAt: new Date().toISOString() };
  }

  /** Whether a task was issued (every issued task is published). */
  hasTask(id: number): boolean {
    return this.db.prepare('SELECT 1 FROM search_pushed_tasks WHERE id = ?').get(id) !== undefined;
  }

  private task(name: string): number {
    return Number(this.db.prepare('INSERT INTO search_pushed_tasks (index_name, created_at) VALUES (?, ?)').run(name, new Date().toISOString()).lastInsertRowid);
  }

  private replicasOf(name: string): string[] {
    return this.db.prepare('SELECT name FROM search_pushed_indexes WHERE primary_name = ? ORDER BY name').pluck().all(name) as string[];
  }

  private write(name: string, primary: string | null, settings: AlgoliaSettings): void {
    const clean = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
    this.db
      .prepare(`INSERT INTO search_pushed_indexes (name, primary_name, settings, updated_at) VALUES (?, ?, ?, ?)
        ON CONFLICT(name) DO UPDATE SET primary_name = excluded.primary_name, settings = excluded.settings, updated_at = excluded.updated_at`)
      .run(name, primary, JSON.stringify(clean), new Date().toISOString());
    this.changed();
  }

  private touch(name: string): void {
    this.db.prepare('UPDATE search_pushed_indexes SET updated_at = ? WHERE name = ?').run(new Date().toISOString(), name);
    this.changed();
  }

  /** A replica no longer of `primary`: a standalone index keeping a copy of the records it served. */
  private detach(replica: string, primary: string): void {
    const row = this.row(replica);
    if (row?.primary_name !== primary) return;
    const records = (this.pushed(replica) as IndexState).records();
    const put = this.db.prepare('INSERT INTO search_pushed_records (index_name, object_id, seq, doc) VALUES (?, ?, ?, ?)');
    this.db.prepare('DELETE FROM search_pushed_records WHERE index_name = ?').run(replica);
    records.forEach((r, i) => put.run(replica, r.objectID, i, JSON.stringify(r)));
    this.write(replica, null, JSON.parse(row.settings) as AlgoliaSettings);
  }

  /**
   * Makes a name writable: an index the twin builds itself becomes a pushed one with the same
   * records, settings and replicas; a missing one is created empty, as Algolia creates an index on
   * its first write.
   */
  private materialize(name: string): void {
    if (this.row(name)) return;
    const built = this.defaults(name);
    if (!built) {
      this.write(name, null, {});
      return;
    }
    if (built.primary) {
      this.materialize(built.primary);
      return;
    }
    this.write(name, null, built.settings);
    const put = this.db.prepare('INSERT INTO search_pushed_records (index_name, object_id, seq, doc) VALUES (?, ?, ?, ?)');
    built.records().forEach((r, i) => put.run(name, r.objectID, i, JSON.stringify(r)));
    for (const replica of built.settings.replicas ?? []) {
      const r = this.defaults(replica);
      if (r && !this.row(replica)) this.write(replica, name, r.settings);
    }
  }
}
