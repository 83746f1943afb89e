// The files of a Gatsby build's public/ that a re-render of changed pages replaced, kept as Gatsby
// wrote them. Gatsby's cache remembers each page as it last built it and writes a page again only
// when that changes: before the next `gatsby build` the originals go back, so its public/ is again
// exactly what its cache describes (a page re-rendered and then set back to its old content would
// otherwise keep the re-rendered file).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const DIR = 'page-originals';

interface Manifest {
  /** Path under public/ → whether Gatsby's build had the file. */
  files: Record<string, boolean>;
}

function manifestPath(cacheDir: string): string {
  return path.join(cacheDir, DIR, 'manifest.json');
}

function readManifest(cacheDir: string): Manifest {
  const file = manifestPath(cacheDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : { files: {} };
}

/**
 * Moves the files about to be replaced (paths under publicDir) aside, unless an earlier re-render
 * already kept Gatsby's version: the files can then be written anew.
 */
export async function keepOriginals(cacheDir: string, publicDir: string, rels: readonly string[]): Promise<void> {
  const manifest = readManifest(cacheDir);
  const moving = rels.filter((rel) => !(rel in manifest.files));
  for (const rel of moving) manifest.files[rel] = existsSync(path.join(publicDir, rel));
  // The list first: a file it names but which was not moved aside yet is still Gatsby's.
  await mkdir(path.join(cacheDir, DIR), { recursive: true });
  await writeFile(manifestPath(cacheDir), JSON.stringify(manifest));
  for (const rel of moving) {
    if (!manifest.files[rel]) continue;
    const kept = path.join(cacheDir, DIR, 'files', rel);
    await mkdir(path.dirname(kept), { recursive: true });
    await rename(path.join(publicDir, rel), kept);
  }
}

/** Puts Gatsby's files back in publicDir (and removes those it did not have); answers how many. */
export async function restoreOriginals(cacheDir: string, publicDir: string): Promise<number> {
  const manifest = readManifest(cacheDir);
  const rels = Object.keys(manifest.files);
  for (const rel of rels) {
    const target = path.join(publicDir, rel);
    const kept = path.join(cacheDir, DIR, 'files', rel);
    if (existsSync(kept)) {
      await rm(target, { force: true });
      await mkdir(path.dirname(target), { recursive: true });
      await rename(kept, target);
    } else if (!manifest.files[rel]) {
      await rm(target, { force: true });
    }
  }
  await rm(path.join(cacheDir, DIR), { recursive: true, force: true });
  return rels.length;
}
