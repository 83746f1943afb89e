// What makes a brand's "next build" (e2e/builds/service-worker.spec.ts publishes it under an open tab)
// and where it is kept: a real build that differs from the one in dist/ in its scripts (two locales
// instead of all, so the route tables, the scripts and Gatsby's compilation hash differ as after any
// code change) and in one string a marketer changed (the skip link, in every language). It is kept in
// the system's temporary folder under a hash of the build's inputs (code, content, configuration), so
// a later run on the same inputs reuses it; `npm test` makes it with the 2,000-product check
// (scripts/check-size-at-scale.ts --as-next-build) instead of building Trailmate once more.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the next build changed: the skip link's text, in every language. */
export const NEXT_BUILD_SUFFIX = ' ·';
/** The locales the next build publishes. */
export const NEXT_BUILD_LOCALES = ['en-us', 'de-de'];

interface TranslationGroup {
  groupKey: string;
  strings: { key: string; localizedStrings: { _key: string; value: string }[] }[];
}

/** Changes the skip link's text in every language of a content folder's translation groups. */
export function changeSkipLink(contentDir: string): void {
  const file = path.join(contentDir, 'translations.ndjson');
  const lines = readFileSync(file, 'utf8').split('\n');
  let changed = 0;
  const out = lines.map((line) => {
    if (!line.trim()) return line;
    const group = JSON.parse(line) as TranslationGroup;
    for (const string of group.strings ?? []) {
      if (string.key !== 'skipToContent') continue;
      for (const localized of string.localizedStrings) localized.value += NEXT_BUILD_SUFFIX;
      changed += 1;
    }
    return JSON.stringify(group);
  });
  if (!changed) throw new Error(`No skipToContent string in ${file}`);
  writeFileSync(file, out.join('\n'));
}

/** What a build is made from, as committed and as changed in the working tree. */
const BUILD_INPUTS = ['src', 'wire', 'brands', 'locales', 'content', 'redirects', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'gatsby-node.ts', 'gatsby-config.ts', 'package-lock.json'];

/** A hash of the build's inputs: the next build is made again when any of them changes. */
function buildInputsHash(): string {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return createHash('sha256')
    .update(git(['ls-tree', '-r', 'HEAD', '--', ...BUILD_INPUTS]))
    .update(git(['diff', 'HEAD', '--', ...BUILD_INPUTS]))
    .update(git(['ls-files', '--others', '--exclude-standard', '--', ...BUILD_INPUTS]))
    .digest('hex')
    .slice(0, 16);
}

/** The folder where this checkout's next build of `brand`, for its build inputs as they are now, is kept. */
export function nextBuildFolder(brand: string): string {
  const repo = createHash('sha256').update(path.resolve('.')).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `next-build-${repo}`, brand, buildInputsHash());
}

/** Keeps a built site folder (moved, not copied) as the next build of `brand`, in place of any earlier one. */
export function keepAsNextBuild(siteDir: string, brand: string, target = nextBuildFolder(brand)): string {
  rmSync(path.dirname(target), { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(siteDir, target);
  return target;
}
