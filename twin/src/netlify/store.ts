// The stand-in for Netlify's sites and digest deploys, in the twin's database: a site, its deploys
// (each a map of paths to SHA1 digests and the digests Netlify asked to upload), and the file bodies
// by digest per site, so a body uploaded once is never asked for again.
import crypto from 'node:crypto';
import type { Db } from '../db/open.js';
import type { Migration } from '../db/migrations.js';

/** Netlify's deploy states the twin goes through (`preparing` → `prepared` → `uploading` → `ready`). */
export type DeployState = 'preparing' | 'prepared' | 'uploading' | 'ready' | 'error';

export const netlifyMigrations: Migration[] = [
  {
    id: 'netlify-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE netlify_sites (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL UNIQUE,
          published_deploy_id TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE TABLE netlify_deploys (
          id TEXT PRIMARY KEY,
          site_id TEXT NOT NULL REFERENCES netlify_sites (id),
          state TEXT NOT NULL CHECK (state IN ('preparing', 'prepared', 'uploading', 'ready', 'error')),
          draft INTEGER NOT NULL CHECK (draft IN (0, 1)),
          title TEXT,
          branch TEXT,
          required TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          published_at TEXT
        );
        CREATE INDEX netlify_deploys_site ON netlify_deploys (site_id, created_at);
        CREATE TABLE netlify_deploy_files (
          deploy_id TEXT NOT NULL REFERENCES netlify_deploys (id),
          path TEXT NOT NULL,
          sha TEXT NOT NULL,
          PRIMARY KEY (deploy_id, path)
        );
        CREATE TABLE netlify_deploy_required (
          deploy_id TEXT NOT NULL REFERENCES netlify_deploys (id),
          sha TEXT NOT NULL,
          received INTEGER NOT NULL DEFAULT 0 CHECK (received IN (0, 1)),
          PRIMARY KEY (deploy_id, sha)
        );
        CREATE INDEX netlify_deploy_required_waiting ON netlify_deploy_required (sha, received);
        CREATE TABLE netlify_blobs (
          site_id TEXT NOT NULL REFERENCES netlify_sites (id),
          sha TEXT NOT NULL,
          size INTEGER NOT NULL,
          body BLOB NOT NULL,
          PRIMARY KEY (site_id, sha)
        );
      `),
  },
];

export interface SiteRow {
  id: string;
  name: string;
  published_deploy_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeployRow {
  id: string;
  site_id: string;
  state: DeployState;
  draft: number;
  title: string | null;
  branch: string | null;
  required: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** A site by its id or its name (Netlify's `site_id` takes either). */
export function findSite(db: Db, idOrName: string): SiteRow | undefined {
  return db.prepare('SELECT * FROM netlify_sites WHERE id = ? OR name = ?').get(idOrName, idOrName) as SiteRow | undefined;
}

/** Creates a site; null when the name is taken. */
export function createSite(db: Db, name: string): SiteRow | null {
  if (findSite(db, name)) return null;
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  db.prepare('INSERT INTO netlify_sites (id, name, published_deploy_id, created_at, updated_at) VALUES (?, ?, NULL, ?, ?)').run(id, name, now, now);
  return findSite(db, id)!;
}

export function findDeploy(db: Db, id: string): DeployRow | undefined {
  return db.prepare('SELECT * FROM netlify_deploys WHERE id = ?').get(id) as DeployRow | undefined;
}

/** The digests a site already holds, of those given. */
function heldDigests(db: Db, siteId: string, shas: readonly string[]): Set<string> {
  const held = new Set<string>();
  const has = db.prepare('SELECT 1 FROM netlify_blobs WHERE site_id = ? AND sha = ?').pluck();
  for (const sha of shas) if (has.get(siteId, sha)) held.add(sha);
  return held;
}

/**
 * Creates a deploy of `files` (path → SHA1). `required` lists the digests the site does not hold yet
 * (each once). An async deploy starts `preparing` (its diff is done at its next read, as Netlify
 * answers an async deploy before the diff); a sync one is `uploading`, or `ready` when nothing is
 * required.
 */
export function createDeploy(db: Db, site: SiteRow, files: ReadonlyMap<string, string>, opts: { async: boolean; draft: boolean; title?: string; branch?: string }): DeployRow {
  const id = crypto.randomBytes(12).toString('hex');
  const now = new Date().toISOString();
  const shas = [...new Set(files.values())];
  const held = heldDigests(db, site.id, shas);
  const required = shas.filter((sha) => !held.has(sha));
  db.transaction(() => {
    db.prepare('INSERT INTO netlify_deploys (id, site_id, state, draft, title, branch, required, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)').run(
      id,
      site.id,
      opts.async ? 'preparing' : required.length ? 'uploading' : 'prepared',
      opts.draft ? 1 : 0,
      opts.title ?? null,
      opts.branch ?? null,
      JSON.stringify(required),
      now,
      now,
    );
    const add = db.prepare('INSERT INTO netlify_deploy_files (deploy_id, path, sha) VALUES (?, ?, ?)');
    for (const [path, sha] of files) add.run(id, path, sha);
    const wait = db.prepare('INSERT INTO netlify_deploy_required (deploy_id, sha) VALUES (?, ?)');
    for (const sha of required) wait.run(id, sha);
  })();
  if (!opts.async && required.length === 0) return finish(db, findDeploy(db, id)!);
  return findDeploy(db, id)!;
}

/** How many of the digests a deploy asked for it still waits for. */
export function waitingCount(db: Db, deployId: string): number {
  return db.prepare('SELECT COUNT(*) FROM netlify_deploy_required WHERE deploy_id = ? AND received = 0').pluck().get(deployId) as number;
}

/** Whether the deploy asked for this digest. */
export function isRequired(db: Db, deployId: string, sha: string): boolean {
  return db.prepare('SELECT 1 FROM netlify_deploy_required WHERE deploy_id = ? AND sha = ?').pluck().get(deployId, sha) !== undefined;
}

/** Marks a deploy ready and, unless it is a draft, makes it the site's published deploy. */
function finish(db: Db, deploy: DeployRow): DeployRow {
  const now = new Date().toISOString();
  db.transaction(() => {
    db.prepare("UPDATE netlify_deploys SET state = 'ready', updated_at = ?, published_at = ? WHERE id = ?").run(now, deploy.draft ? null : now, deploy.id);
    if (!deploy.draft) db.prepare('UPDATE netlify_sites SET published_deploy_id = ?, updated_at = ? WHERE id = ?').run(deploy.id, now, deploy.site_id);
  })();
  return findDeploy(db, deploy.id)!;
}

/**
 * A deploy as read now: an async deploy's diff is done at its first read after creation, and a
 * deploy whose last body came with another deploy of the site is ready.
 */
export function settleDeploy(db: Db, deploy: DeployRow): DeployRow {
  if (deploy.state === 'ready' || deploy.state === 'error') return deploy;
  if (waitingCount(db, deploy.id) === 0) return finish(db, deploy);
  if (deploy.state !== 'preparing') return deploy;
  db.prepare("UPDATE netlify_deploys SET state = 'prepared', updated_at = ? WHERE id = ?").run(new Date().toISOString(), deploy.id);
  return findDeploy(db, deploy.id)!;
}

/** The digest a deploy has for a path. */
export function deployFileSha(db: Db, deployId: string, path: string): string | undefined {
  return db.prepare('SELECT sha FROM netlify_deploy_files WHERE deploy_id = ? AND path = ?').pluck().get(deployId, path) as string | undefined;
}

/** Stores an uploaded body under its digest; the deploy is ready once nothing it required is missing. */
export function storeUpload(db: Db, deploy: DeployRow, sha: string, body: Buffer): DeployRow {
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO netlify_blobs (site_id, sha, size, body) VALUES (?, ?, ?, ?)').run(deploy.site_id, sha, body.length, body);
    // Every deploy of the site waiting for this body has it now.
    db.prepare('UPDATE netlify_deploy_required SET received = 1 WHERE sha = ? AND received = 0 AND deploy_id IN (SELECT id FROM netlify_deploys WHERE site_id = ?)').run(sha, deploy.site_id);
  })();
  if (waitingCount(db, deploy.id) === 0) return finish(db, deploy);
  if (deploy.state !== 'uploading') db.prepare("UPDATE netlify_deploys SET state = 'uploading', updated_at = ? WHERE id = ?").run(new Date().toISOString(), deploy.id);
  return findDeploy(db, deploy.id)!;
}

/** The body of a file of the site's published deploy, or undefined. */
export function publishedFile(db: Db, site: SiteRow, path: string): { sha: string; body: Buffer } | undefined {
  if (!site.published_deploy_id) return undefined;
  return db
    .prepare('SELECT f.sha AS sha, b.body AS body FROM netlify_deploy_files f JOIN netlify_blobs b ON b.site_id = ? AND b.sha = f.sha WHERE f.deploy_id = ? AND f.path = ?')
    .get(site.id, site.published_deploy_id, path) as { sha: string; body: Buffer } | undefined;
}
