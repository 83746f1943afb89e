// Published builds as releases: `<distRoot>/<brand>` is a symlink to `<distRoot>/.releases/<brand>-<id>/`
// and publishing a new build replaces that link in one rename, so the static server (which resolves
// the link for every request) serves the old build until the new one is complete, then only the new
// one. Older releases are removed once no request can still be reading them.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

export const RELEASES_DIR = '.releases';

/** A fresh, unused release folder for a brand (not created). */
export function newReleaseDir(distRoot: string, brand: string): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const random = Math.random().toString(36).slice(2, 8);
  return path.join(distRoot, RELEASES_DIR, `${brand}-${stamp}-${random}`);
}

/** The folder `<distRoot>/<brand>` serves now (a release or a plain folder), or null when there is none. */
export function currentRelease(distRoot: string, brand: string): string | null {
  try {
    return realpathSync(path.join(distRoot, brand));
  } catch {
    return null;
  }
}

/**
 * Turns a plain `<distRoot>/<brand>` folder into a release behind a symlink (before anything serves
 * it: the folder moves). Nothing to do when it already is a link or does not exist.
 */
export async function ensureReleaseLink(distRoot: string, brand: string): Promise<void> {
  const link = path.join(distRoot, brand);
  let stats;
  try {
    stats = lstatSync(link);
  } catch {
    return;
  }
  if (stats.isSymbolicLink() || !stats.isDirectory()) return;
  const release = newReleaseDir(distRoot, brand);
  await mkdir(path.dirname(release), { recursive: true });
  await rename(link, release);
  await symlink(path.relative(distRoot, release), link, 'dir');
}

/**
 * Makes `release` (a complete build under `<distRoot>/.releases/`) the served site of the brand in
 * one step. A plain folder in the way is moved into the releases first. Answers the folder served
 * before, or null.
 */
export async function publishRelease(distRoot: string, brand: string, release: string): Promise<string | null> {
  const previous = currentRelease(distRoot, brand);
  await ensureReleaseLink(distRoot, brand);
  const before = currentRelease(distRoot, brand);
  const link = path.join(distRoot, brand);
  const next = `${link}.next-${process.pid}`;
  await rm(next, { force: true });
  await symlink(path.relative(distRoot, release), next, 'dir');
  await rename(next, link);
  return before ?? previous;
}

/**
 * The brand's newest release other than the served one (the build served before it), or null: a
 * build that recycles releases (BrandBuildOptions.recycleRelease) brings it up to date instead of
 * writing a whole new one.
 */
export function spareRelease(distRoot: string, brand: string): string | null {
  const dir = path.join(distRoot, RELEASES_DIR);
  if (!existsSync(dir)) return null;
  const served = currentRelease(distRoot, brand);
  const others = readdirSync(dir)
    .filter((name) => name.startsWith(`${brand}-`))
    .map((name) => path.join(dir, name))
    .filter((full) => full !== served && lstatSync(full).isDirectory())
    .sort();
  return others.at(-1) ?? null;
}

/**
 * Removes the brand's releases other than the served one and the `keep` newest others (the build
 * served just before stays a while for requests still reading it).
 */
export async function pruneReleases(distRoot: string, brand: string, keep = 1): Promise<string[]> {
  const dir = path.join(distRoot, RELEASES_DIR);
  if (!existsSync(dir)) return [];
  const served = currentRelease(distRoot, brand);
  const mine = readdirSync(dir)
    .filter((name) => name.startsWith(`${brand}-`))
    .map((name) => path.join(dir, name))
    .filter((full) => full !== served)
    .sort()
    .reverse();
  const removed = mine.slice(keep);
  for (const full of removed) await rm(full, { recursive: true, force: true });
  return removed;
}

/** Content hash of every HTML file under a built site (path relative to it → sha1). */
function htmlHashes(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!rel && (entry.name === 'page-data' || entry.name === 'static' || entry.name === '_gatsby')) continue;
        walk(path.join(dir, entry.name), childRel);
      } else if (entry.name.endsWith('.html')) {
        out.set(childRel, createHash('sha1').update(readFileSync(path.join(dir, entry.name))).digest('hex'));
      }
    }
  };
  if (existsSync(root)) walk(root, '');
  return out;
}

/** URL path of a built HTML file (`a/b/index.html` → `/a/b/`, `404.html` → `/404.html`). */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** The pages whose HTML differs between two builds (added, changed or removed), sorted, and how many HTML files the new build has. */
export function changedPages(oldRoot: string | null, newRoot: string): { changed: string[]; total: number } {
  const before = oldRoot ? htmlHashes(oldRoot) : new Map<string, string>();
  const after = htmlHashes(newRoot);
  const changed = new Set<string>();
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.add(pagePathOf(file));
  for (const file of before.keys()) if (!after.has(file)) changed.add(pagePathOf(file));
  return { changed: [...changed].sort(), total: after.size };
}
