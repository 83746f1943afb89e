// "A new build is published": a second real build of a brand, different from the one in dist/, made
// once per state of the build's inputs. It is built in a throw-away copy of the repo (scripts/bench/lib/workspace.ts)
// from content where a marketer changed one string (the skip link, in every language) and the brand
// publishes two locales instead of all (so the route tables, and with them the scripts and Gatsby's
// compilation hash, differ as after any code change). The result is kept in the system's temporary
// folder under a hash of the build's inputs (code, content, configuration); later runs on the same
// inputs reuse it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timedGatsbyBuild } from '../../scripts/bench/lib/empty-gatsby';
import { brandBuildEnv, makeWorkspace } from '../../scripts/bench/lib/workspace';

/** What the next build changed: the skip link's text, in every language. */
export const NEXT_BUILD_SUFFIX = ' ·';
/** The locales the next build publishes. */
export const NEXT_BUILD_LOCALES = ['en-us', 'de-de'];

/** Gatsby's compilation hash of a built site. */
export function compilationHash(siteDir: string): string {
  return (JSON.parse(readFileSync(path.join(siteDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash: string }).webpackCompilationHash;
}

interface TranslationGroup {
  groupKey: string;
  strings: { key: string; localizedStrings: { _key: string; value: string }[] }[];
}

/** Changes one string of the content's translation groups in every language. */
function changeString(contentDir: string, key: string): void {
  const file = path.join(contentDir, 'translations.ndjson');
  const lines = readFileSync(file, 'utf8').split('\n');
  let changed = 0;
  const out = lines.map((line) => {
    if (!line.trim()) return line;
    const group = JSON.parse(line) as TranslationGroup;
    for (const string of group.strings ?? []) {
      if (string.key !== key) continue;
      for (const localized of string.localizedStrings) localized.value += NEXT_BUILD_SUFFIX;
      changed += 1;
    }
    return JSON.stringify(group);
  });
  if (!changed) throw new Error(`No string ${key} in ${file}`);
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

/**
 * The folder of the next build of `brand` (built now if missing). Logs its cost; about one
 * uncached build of the brand in two locales.
 */
export async function nextBuild(brand: string): Promise<string> {
  const repo = createHash('sha256').update(path.resolve('.')).digest('hex').slice(0, 12);
  const target = path.join(os.tmpdir(), `next-build-${repo}`, brand, buildInputsHash());
  if (existsSync(path.join(target, 'index.html'))) return target;
  const started = Date.now();
  const workspace = makeWorkspace();
  try {
    const brandFile = path.join(workspace, 'brands', brand, 'brand.json');
    const config = JSON.parse(readFileSync(brandFile, 'utf8')) as { locales: string[]; languages: string[] };
    config.locales = config.locales.filter((locale) => NEXT_BUILD_LOCALES.includes(locale));
    config.languages = config.languages.filter((language) => config.locales.some((locale) => locale.startsWith(`${language}-`)));
    writeFileSync(brandFile, JSON.stringify(config, null, 2));
    changeString(path.join(workspace, 'content'), 'skipToContent');
    const built = await timedGatsbyBuild(workspace, brandBuildEnv(brand));
    if (!built.ok) throw new Error(`The next build of ${brand} failed`);
    rmSync(path.dirname(target), { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(workspace, 'public'), target);
    console.log(`Next build of ${brand} (${NEXT_BUILD_LOCALES.join(', ')}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return target;
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

/** Publishes a build into a served folder the way a deploy swaps it: the old files go, the new ones come. */
export function publish(build: string, servedDir: string): void {
  rmSync(servedDir, { recursive: true, force: true });
  cpSync(build, servedDir, { recursive: true, dereference: true });
}
