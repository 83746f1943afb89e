// The content lake: every document of the dataset in SQLite (one row per document, its JSON with
// `_rev`, `_createdAt`, `_updatedAt`), mirrored in memory for GROQ, changed only by transactions.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open.js';
import { applyPatch, LakeMutationError } from './patch.js';

/** A document of the lake. */
export type LakeDoc = Record<string, unknown> & { _id: string; _type: string; _rev: string; _createdAt: string; _updatedAt: string };

/** The only dataset the twin serves. */
export const DATASET = 'production';
/** Project id the twin answers to (any is accepted on the path-style API host). */
export const PROJECT_ID = 'twin';

/** Whether an id is a draft (`drafts.<id>`). */
export const isDraftId = (id: string) => id.startsWith('drafts.');
/** Whether an id is a version of a content release (`versions.<release>.<id>`). */
export const isVersionId = (id: string) => id.startsWith('versions.');
/** Whether an id is a published document's. */
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id);

const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** A revision or transaction id, in Sanity's 22-character form. */
export const newRevision = () => crypto.randomBytes(11).toString('hex');

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What a mutation did to one document. */
export interface DocumentChange {
  id: string;
  operation: 'create' | 'update' | 'delete';
  before: LakeDoc | null;
  after: LakeDoc | null;
  /** The mutations of the transaction that touched this document, as sent. */
  mutations: Record<string, unknown>[];
}

/** A committed (or dry-run) transaction. */
export interface Transaction {
  transactionId: string;
  timestamp: string;
  results: { id: string; operation: 'create' | 'update' | 'delete' | 'none' }[];
  changes: DocumentChange[];
}

/** Called after every committed transaction, in commit order. */
export type TransactionListener = (tx: Transaction) => void;

/** Selects documents of a mutation by id or by a GROQ query (resolved by the caller). */
export type QuerySelector = (query: string, params: Record<string, unknown>) => string[];

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

const mutationError = (status: number, type: string, description: string, extra: Record<string, unknown> = {}) =>
  new LakeMutationError(status, { type, description, ...extra });

function checkId(id: unknown): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw mutationError(400, 'invalidDocumentIdError', `Document ID "${String(id)}" is not valid`);
  }
  return id;
}

/** The document store of one twin database. */
export class Lake {
  private readonly docs = new Map<string, LakeDoc>();
  private readonly listeners = new Set<TransactionListener>();
  private readonly upsert;
  private readonly remove;

  constructor(private readonly db: Db) {
    for (const row of db.prepare('SELECT doc FROM lake_documents').pluck().all() as string[]) {
      const doc = JSON.parse(row) as LakeDoc;
      this.docs.set(doc._id, doc);
    }
    this.upsert = db.prepare('INSERT INTO lake_documents (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc');
    this.remove = db.prepare('DELETE FROM lake_documents WHERE id = ?');
  }

  /**
   * Brings the content folder's NDJSON documents into the lake: all of them into an empty lake;
   * later, a document whose file version changed replaces the lake's only if nobody edited it in the
   * lake since (its `_rev` is still the one it was seeded with), a new one is added, and one gone
   * from the files is removed if unedited. Edits made in the lake always win. Answers how many
   * documents were written.
   */
  syncFromFiles(contentDir: string): number {
    const files = fs.existsSync(contentDir) ? fs.readdirSync(contentDir).filter((f) => f.endsWith('.ndjson')).sort() : [];
    const stamp = now();
    const seeded = new Map(
      (this.db.prepare('SELECT id, hash, rev FROM lake_seeded').all() as { id: string; hash: string; rev: string }[]).map((r) => [r.id, r]),
    );
    const record = this.db.prepare('INSERT INTO lake_seeded (id, hash, rev) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET hash = excluded.hash, rev = excluded.rev');
    const forget = this.db.prepare('DELETE FROM lake_seeded WHERE id = ?');
    let written = 0;
    this.db.transaction(() => {
      const inFiles = new Set<string>();
      for (const f of files) {
        for (const line of fs.readFileSync(path.join(contentDir, f), 'utf8').split('\n')) {
          if (!line.trim()) continue;
          const raw = JSON.parse(line) as Record<string, unknown>;
          const id = checkId(raw._id);
          inFiles.add(id);
          const hash = crypto.createHash('sha256').update(line.trim()).digest('hex');
          const before = seeded.get(id);
          if (before?.hash === hash) continue;
          const current = this.docs.get(id);
          const untouched = current ? before !== undefined && current._rev === before.rev : before === undefined;
          if (!untouched) {
            // Edited (or deleted, or created) in the lake: the lake's version stays.
            record.run(id, hash, before?.rev ?? '');
            continue;
          }
          const doc = {
            ...raw,
            _rev: before === undefined && typeof raw._rev === 'string' ? raw._rev : newRevision(),
            _createdAt: current?._createdAt ?? (typeof raw._createdAt === 'string' ? raw._createdAt : stamp),
            _updatedAt: before === undefined && typeof raw._updatedAt === 'string' ? raw._updatedAt : stamp,
          } as LakeDoc;
          this.upsert.run(id, JSON.stringify(doc));
          this.docs.set(id, doc);
          record.run(id, hash, doc._rev);
          written++;
        }
      }
      for (const [id, s] of seeded) {
        if (inFiles.has(id)) continue;
        const current = this.docs.get(id);
        if (current && current._rev === s.rev) {
          this.remove.run(id);
          this.docs.delete(id);
          written++;
        }
        forget.run(id);
      }
    })();
    return written;
  }

  /** A document by id (a copy), or undefined. */
  get(id: string): LakeDoc | undefined {
    const d = this.docs.get(id);
    return d ? structuredClone(d) : undefined;
  }

  /** Every document, as stored (do not modify). */
  all(): LakeDoc[] {
    return [...this.docs.values()];
  }

  /** Every published document, as stored (do not modify). */
  published(): LakeDoc[] {
    return this.all().filter((d) => isPublishedId(d._id));
  }

  /** Calls `fn` after every committed transaction; answers the unsubscribe function. */
  subscribe(fn: TransactionListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Runs Sanity mutations as one transaction: all apply or none (a LakeMutationError names the
   * failing mutation's index). With `dryRun` nothing is stored or announced.
   */
  mutate(mutations: unknown[], opts: { transactionId?: string; dryRun?: boolean; select?: QuerySelector } = {}): Transaction {
    const transactionId = opts.transactionId ?? newRevision();
    const timestamp = now();
    const work = new Map<string, LakeDoc | null>();
    const current = (id: string): LakeDoc | null => (work.has(id) ? (work.get(id) as LakeDoc | null) : (this.docs.get(id) ?? null));
    const results: Transaction['results'] = [];
    const touched = new Map<string, Record<string, unknown>[]>();
    const touch = (id: string, m: Record<string, unknown>) => touched.set(id, [...(touched.get(id) ?? []), m]);

    const stamp = (body: Record<string, unknown>, prev: LakeDoc | null): LakeDoc => ({
      ...body,
      _id: body._id as string,
      _type: body._type as string,
      _rev: transactionId,
      _createdAt: prev?._createdAt ?? (typeof body._createdAt === 'string' ? body._createdAt : timestamp),
      _updatedAt: timestamp,
    });
    const docBody = (v: unknown, needId: boolean): Record<string, unknown> => {
      if (!isRecord(v)) throw mutationError(400, 'invalidMutationError', 'Mutation body must be a document object');
      const body = structuredClone(v);
      if (body._id === undefined || (typeof body._id === 'string' && body._id.endsWith('.'))) {
        if (needId) throw mutationError(400, 'invalidDocumentIdError', 'Document is missing required attribute "_id"');
        body._id = `${typeof body._id === 'string' ? body._id : ''}${crypto.randomUUID()}`;
      }
      checkId(body._id);
      if (typeof body._type !== 'string' || !body._type) throw mutationError(400, 'invalidMutationError', 'Document is missing required attribute "_type"');
      if (body._type.startsWith('sanity.') && !isVersionId(body._id as string)) {
        // Sanity keeps the `sanity.` namespace (assets aside) for its own system documents; Studio's
        // Presentation tool writes its preview-url secrets (`sanity.previewUrlSecret` drafts) itself.
        if (!/^sanity\.((image|file)Asset|previewUrlSecret)$/.test(body._type)) throw mutationError(400, 'invalidMutationError', `Document type "${body._type}" is reserved`);
      }
      return body;
    };
    const targets = (sel: Record<string, unknown>): string[] => {
      if (typeof sel.id === 'string') return [checkId(sel.id)];
      if (Array.isArray(sel.id)) return sel.id.map(checkId);
      if (typeof sel.query === 'string' && opts.select) return opts.select(sel.query, isRecord(sel.params) ? sel.params : {});
      throw mutationError(400, 'invalidMutationError', 'Mutation needs an "id" or a "query"');
    };

    mutations.forEach((mutation, index) => {
      try {
        if (!isRecord(mutation) || Object.keys(mutation).length !== 1) {
          throw mutationError(400, 'invalidMutationError', 'Each mutation must have exactly one of create, createOrReplace, createIfNotExists, delete, patch');
        }
        const [kind, arg] = Object.entries(mutation)[0]!;
        switch (kind) {
          case 'create':
          case 'createOrReplace':
          case 'createIfNotExists': {
            const body = docBody(arg, kind !== 'create');
            const id = body._id as string;
            const prev = current(id);
            if (prev && kind === 'create') throw mutationError(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id });
            if (prev && kind === 'createIfNotExists') {
              results.push({ id, operation: 'none' });
              break;
            }
            if (prev && prev._type !== body._type && kind === 'createOrReplace') {
              throw mutationError(409, 'documentTypeMismatchError', `Document by ID "${id}" has type "${prev._type}", not "${String(body._type)}"`, { id });
            }
            work.set(id, stamp(body, prev));
            touch(id, mutation);
            results.push({ id, operation: prev ? 'update' : 'create' });
            break;
          }
          case 'delete': {
            if (!isRecord(arg)) throw mutationError(400, 'invalidMutationError', '"delete" needs an "id" or a "query"');
            for (const id of targets(arg)) {
              if (current(id)) {
                work.set(id, null);
                touch(id, mutation);
              }
              results.push({ id, operation: 'delete' });
            }
            break;
          }
          case 'patch': {
            if (!isRecord(arg)) throw mutationError(400, 'invalidMutationError', '"patch" needs an "id" or a "query"');
            for (const id of targets(arg)) {
              const prev = current(id);
              if (!prev) {
                if (typeof arg.query === 'string') continue;
                throw mutationError(404, 'documentNotFoundError', `Document "${id}" not found`, { id });
              }
              if (typeof arg.ifRevisionID === 'string' && arg.ifRevisionID !== prev._rev) {
                throw mutationError(
                  409,
                  'documentRevisionIDDoesNotMatchError',
                  `Document "${id}" has unexpected revision ID ("${prev._rev}"), expected ("${arg.ifRevisionID}")`,
                  { id, currentRevisionID: prev._rev, expectedRevisionID: arg.ifRevisionID },
                );
              }
              const patched = applyPatch(prev, arg);
              if (typeof patched._type !== 'string' || !patched._type) throw mutationError(400, 'invalidPatchError', 'Cannot unset "_type"');
              work.set(id, stamp({ ...patched, _id: id }, prev));
              touch(id, { patch: { ...arg, id } });
              results.push({ id, operation: 'update' });
            }
            break;
          }
          default:
            throw mutationError(400, 'invalidMutationError', `Unknown mutation type "${kind}"`);
        }
      } catch (err) {
        if (err instanceof LakeMutationError) (err as LakeMutationError & { index?: number }).index = index;
        throw err;
      }
    });

    const changes: DocumentChange[] = [...touched.entries()].map(([id, muts]) => {
      const before = this.docs.get(id) ?? null;
      const after = work.get(id) ?? null;
      return { id, operation: !before ? 'create' : after ? 'update' : 'delete', before, after, mutations: muts };
    });
    const tx: Transaction = { transactionId, timestamp, results, changes: changes.filter((c) => c.before || c.after) };
    if (opts.dryRun) return tx;
    this.db.transaction(() => {
      for (const c of tx.changes) {
        if (c.after) this.upsert.run(c.id, JSON.stringify(c.after));
        else this.remove.run(c.id);
      }
    })();
    for (const c of tx.changes) {
      if (c.after) this.docs.set(c.id, c.after);
      else this.docs.delete(c.id);
    }
    for (const fn of this.listeners) {
      try {
        fn(tx);
      } catch {
        // A listener's failure never undoes or blocks a committed transaction.
      }
    }
    return tx;
  }
}

const lakes = new WeakMap<Db, Lake>();

/** The lake of a twin database (tables must exist). */
export function lakeOf(db: Db): Lake {
  let lake = lakes.get(db);
  if (!lake) lakes.set(db, (lake = new Lake(db)));
  return lake;
}
