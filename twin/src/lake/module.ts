import crypto from 'node:crypto';
import type { TwinModule } from '../module.js';
import type { TwinRuntime } from '../runtime.js';
import type { ContentDoc, ContentSet } from '../catalogue/content.js';
import type { Db } from '../db/open.js';
import { lakeOf, type Lake, type Transaction, isPublishedId } from './store.js';
import { lakeRoutes } from './routes.js';
import { studioHostRoutes } from './studio.js';
import { LakeWebhooks } from './webhooks.js';

/**
 * The content every module seeds from, out of the lake's published documents (drafts never reach
 * the Storefront API or the search indexes). `dir` stays the content folder (images, media).
 */
export function lakeContentSet(lake: Lake, dir: string): ContentSet {
  const docs = lake.published() as unknown as ContentDoc[];
  const hash = crypto.createHash('sha256');
  for (const d of docs) hash.update(d._id).update('\0').update(String(d._rev)).update('\n');
  return { dir, docs, dataset: docs, hash: `lake:${hash.digest('hex')}` };
}

/** Re-seeds every module of the twin from the lake's published documents. */
export function reseedFromLake(rt: TwinRuntime, dir: string): void {
  rt.reseed(lakeContentSet(lakeOf(rt.db), dir));
}

const webhooksByDb = new WeakMap<Db, LakeWebhooks>();

/** The webhook sender of a twin database (for tests waiting on deliveries). */
export function lakeWebhooksOf(db: Db): LakeWebhooks | undefined {
  return webhooksByDb.get(db);
}

let contentDir = 'content';

/** The content lake: Sanity's HTTP API (query, doc, mutate, actions, listen) and webhooks under /sanity. */
export const lakeModule: TwinModule = {
  name: 'lake',
  migrations: [
    {
      id: 'lake-001-documents',
      up: (db) => db.exec('CREATE TABLE lake_documents (id TEXT PRIMARY KEY, doc TEXT NOT NULL)'),
    },
    {
      // Per document of content/: a hash of the file's version last brought in and the lake revision it got.
      id: 'lake-002-seeded',
      up: (db) => db.exec('CREATE TABLE lake_seeded (id TEXT PRIMARY KEY, hash TEXT NOT NULL, rev TEXT NOT NULL)'),
    },
  ],
  content: (db, files) => {
    contentDir = files.dir;
    const lake = lakeOf(db);
    lake.syncFromFiles(files.dir);
    return lakeContentSet(lake, files.dir);
  },
  routes: (app, rt) => {
    const lake = lakeOf(rt.db);
    const dir = contentDir;
    const webhooks = new LakeWebhooks(rt.lakeWebhooks);
    webhooksByDb.set(rt.db, webhooks);
    lake.subscribe((tx: Transaction) => {
      if (!tx.changes.some((ch) => isPublishedId(ch.id))) return;
      reseedFromLake(rt, dir);
      webhooks.onTransaction(tx);
    });
    // Twin-only: answers once every webhook call queued so far has been delivered or given up, so a
    // test knows what a change sent (or that it sent nothing) without waiting a fixed time.
    app.get('/__lake/webhooks/idle', async (c) => {
      await webhooks.idle();
      return c.json({ idle: true });
    });
    lakeRoutes(app, rt);
    studioHostRoutes(app, rt);
  },
};
