// One brand's Gatsby build with its cache, published as a release (see releases.ts): the build runs
// in a site folder (the repo root, or a copy of its sources when brands build side by side), its
// public/ is copied into a fresh release folder (less the build artefacts, which go to
// `.artifacts/<brand>/`) and the release then replaces the served one in one step. A failed build
// publishes nothing: the served build stays.
import { copyFileSync, cpSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isBuildArtefact } from '../../src/build/published-files';
import { codeFingerprint, FINGERPRINT_FILE } from './fingerprint';
import { restoreOriginals } from './page-originals';
import { currentRelease, newReleaseDir, publishRelease, spareRelease } from './releases';
import { runChild, stopChildren } from './build-child';
import { lostQueryResult } from './gatsby-failures';
import { RendererHost } from './renderer-host';
import { RESULT_PREFIX, type RerenderResult } from './rerender-result';

export const ROOT = path.resolve(__dirname, '..', '..');
/**
 * Where each brand's Gatsby cache is parked between builds: inside this checkout, never under
 * node_modules/ (which checkouts of the same repo may share through a link). Gatsby's cache holds
 * absolute paths of the checkout that filled it, so a cache filled by another checkout makes every
 * page look changed.
 */
export const PARKED_CACHE_ROOT = path.join(ROOT, '.build-cache');

/** Options of one brand build. */
export interface BrandBuildOptions {
  brand: string;
  /** Folder holding the published sites (`dist/`): `<distRoot>/<brand>` is replaced on success. */
  distRoot: string;
  /** Folder for source maps and webpack manifests (default `<repo>/.artifacts`). */
  artefactsRoot?: string;
  /**
   * Where Gatsby runs: 'root' (the repo itself, the brand's cache parked in between builds) or
   * 'own' (a copy of the repo's sources per brand, so brands can build at the same time).
   */
  site?: 'root' | 'own';
  /** Variables added to this process's environment for the build. */
  env?: NodeJS.ProcessEnv;
  /** Receives every line Gatsby prints (default: Gatsby writes to this process's terminal). */
  onLine?: (line: string) => void;
  /**
   * Re-render only the pages whose content changed, with the last build's renderer, when the code
   * is the same as at that build and the site has the same pages (scripts/build/rerender-pages.ts);
   * otherwise, and by default, run `gatsby build`.
   */
  rerender?: boolean;
  /**
   * Keep the re-renderer running between builds of this site folder (the preview's drafts: a
   * re-render then costs no process start). Only with `site: 'own'`; stopped by stopBuilds.
   */
  keepRenderer?: boolean;
  /**
   * Write the release by bringing the build served before the current one up to date under a new
   * name (only the files that changed since are copied) instead of writing a whole new folder: for
   * builds nobody may still be reading two builds back (the preview). A whole release of thousands
   * of page folders costs about a second to write; the update, a tenth of that.
   */
  recycleRelease?: boolean;
  /**
   * Name of the build's Gatsby cache and own site folder (default the brand): a preview build keeps
   * its cache apart from the public build's (`preview-<brand>`).
   */
  cacheName?: string;
}

/** What a finished build published. */
export interface BrandBuildResult {
  brand: string;
  /** The new release folder, now served at `<distRoot>/<brand>`. */
  release: string;
  /** The folder served before, or null. */
  previous: string | null;
  pages: number;
  seconds: number;
  /**
   * Seconds of each step: Gatsby's build (or the re-render's planning, comparing, rendering and
   * post-build steps), writing the release, keeping the artefacts, parking the cache and the swap.
   */
  steps: Record<string, number>;
  /** 'pages': only the changed pages were re-rendered; 'gatsby': `gatsby build` ran. */
  how: 'pages' | 'gatsby';
  /** Why `gatsby build` ran although a re-render was asked for. */
  reason?: string;
}

/** A failed build (Gatsby's exit code and the last lines it printed). */
export class BrandBuildError extends Error {
  constructor(
    readonly brand: string,
    readonly exitCode: number,
    readonly output: string[],
  ) {
    super(`Build of ${brand} failed with exit code ${exitCode}.`);
  }
}

/** Number of built HTML pages under a folder (index.html files). */
export function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry === 'page-data' || entry === 'static' || entry === '_gatsby') continue;
      count += countPages(full);
    } else if (entry === 'index.html') {
      count += 1;
    }
  }
  return count;
}

/** Paths (relative, `/`-separated) of the build artefacts under dir: files, or whole folders. */
function artefactPaths(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (isBuildArtefact(child)) out.push(child);
    else if (entry.isDirectory()) out.push(...artefactPaths(dir, child));
  }
  return out;
}

/**
 * Copies a build's public/ into a release folder. A file the previous release holds unchanged (same
 * size and modification time: releases keep public/'s times and are never written again) is
 * hard-linked from it instead of copied, so a release costs only the files the build rewrote.
 */
export async function writeRelease(publicDir: string, release: string, previous: string | null, skip: (rel: string) => boolean): Promise<void> {
  const walk = async (rel: string) => {
    const dir = path.join(publicDir, rel);
    await mkdir(path.join(release, rel), { recursive: true });
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(childRel)) continue;
      const source = path.join(dir, entry.name);
      const target = path.join(release, childRel);
      if (entry.isDirectory()) {
        await walk(childRel);
        continue;
      }
      if (previous) {
        const old = path.join(previous, childRel);
        const stats = statSync(source);
        const before = existsSync(old) ? statSync(old) : null;
        if (before && before.isFile() && before.size === stats.size && Math.abs(before.mtimeMs - stats.mtimeMs) < 1) {
          try {
            linkSync(old, target);
            continue;
          } catch {
            // Another file system: copy below.
          }
        }
      }
      await copyFile(source, target);
      const stats = statSync(source);
      utimesSync(target, stats.atimeMs / 1000, stats.mtimeMs / 1000);
    }
  };
  await walk('');
}

/** Every file (relative, `/`-separated) under the given files or folders of dir. */
function filesUnder(dir: string, rels: string[]): string[] {
  const out: string[] = [];
  for (const rel of rels) {
    const full = path.join(dir, rel);
    if (statSync(full).isDirectory()) out.push(...filesUnder(dir, readdirSync(full).map((name) => `${rel}/${name}`)));
    else out.push(rel);
  }
  return out;
}

/**
 * Makes `artefacts` hold exactly the build artefacts of publicDir (source maps, webpack's manifests):
 * a file already there with the same size and modification time is kept, others are copied (with
 * their time), and files no longer built are removed. Answers how many files were copied.
 */
export async function syncArtefacts(publicDir: string, artefacts: string): Promise<number> {
  const wanted = filesUnder(publicDir, artefactPaths(publicDir));
  const keep = new Set(wanted);
  let copied = 0;
  for (const rel of wanted) {
    const source = path.join(publicDir, rel);
    const target = path.join(artefacts, rel);
    const stats = statSync(source);
    const before = existsSync(target) ? statSync(target) : null;
    if (before && before.isFile() && before.size === stats.size && Math.abs(before.mtimeMs - stats.mtimeMs) < 1) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    utimesSync(target, stats.atimeMs / 1000, stats.mtimeMs / 1000);
    copied += 1;
  }
  if (existsSync(artefacts)) {
    for (const rel of filesUnder(artefacts, readdirSync(artefacts))) if (!keep.has(rel)) await rm(path.join(artefacts, rel), { force: true });
  }
  return copied;
}

/** Entries of the repo a brand's own site folder copies (sources); node_modules is linked. */
const NOT_COPIED = new Set(['node_modules', '.git', '.cache', '.build-cache', 'public', 'dist', '.data', '.artifacts', '.brand-sites', '.preview', 'dist-services', 'test-results', 'playwright-report']);

/**
 * Whether a path of the repo (relative, `/`-separated) is not a source the site folder copies: the
 * entries above at the top, and a package install anywhere below (Studio's `studio/node_modules`).
 * The previews' releases (`.preview/`) change with every draft: copied, they would make every
 * preview look like a change of code.
 */
function notSource(rel: string): boolean {
  return NOT_COPIED.has(rel) || rel.endsWith('/node_modules');
}

/**
 * Brings the site folder's copy of the repo's sources at `root` up to date (syncTree), leaving alone
 * what is not a source, the site's own .cache/ and public/ among them; answers how many files and
 * folders changed.
 */
export function syncSources(root: string, site: string): number {
  // The site's own build cache and output stay; anything else that is not a source goes.
  return syncTree(root, site, notSource, (rel) => SITE_OWN.has(rel));
}

/** What a site folder holds of its own: its Gatsby cache and output, and the link to the repo's packages. */
const SITE_OWN = new Set(['.cache', 'public', 'node_modules']);

/**
 * Makes the folder `to` hold what `from` holds, copying only the files whose size or modification
 * time differ (timestamps kept) and removing what `from` no longer has; `skip` names paths
 * (relative, `/`-separated) of `from` not to copy, `keep` those of `to` not to remove (by default
 * the same). A file is replaced, never written in place, so
 * a tree whose files are hard links of another's (releases, writeRelease) leaves the other as it
 * was. Answers how many files and folders it copied or removed.
 */
export function syncTree(from: string, to: string, skip: (rel: string) => boolean = () => false, keep: (rel: string) => boolean = skip, rel = ''): number {
  let changes = 0;
  const dir = path.join(from, rel);
  const targetDir = path.join(to, rel);
  mkdirSync(targetDir, { recursive: true });
  const child = (name: string) => (rel ? `${rel}/${name}` : name);
  const names = new Set(readdirSync(dir).filter((name) => !skip(child(name))));
  for (const name of readdirSync(targetDir)) {
    if (names.has(name) || keep(child(name))) continue;
    rmSync(path.join(targetDir, name), { recursive: true, force: true });
    changes += 1;
  }
  for (const name of names) {
    const source = path.join(dir, name);
    const target = path.join(targetDir, name);
    const stats = lstatSync(source);
    const before = lstatSync(target, { throwIfNoEntry: false });
    if (stats.isDirectory()) {
      if (before && !before.isDirectory()) rmSync(target, { force: true });
      changes += syncTree(from, to, skip, keep, child(name));
      continue;
    }
    if (before && before.isFile() && stats.isFile() && before.size === stats.size && Math.abs(before.mtimeMs - stats.mtimeMs) < 1) continue;
    if (before) rmSync(target, { recursive: true, force: true });
    if (stats.isFile()) {
      copyFileSync(source, target);
      utimesSync(target, stats.atime, stats.mtime);
    } else {
      cpSync(source, target, { preserveTimestamps: true, verbatimSymlinks: true });
    }
    changes += 1;
  }
  return changes;
}

/**
 * The brand's own site folder `.brand-sites/<brand>/` (not under node_modules/, whose files the
 * bundler would not compile as sources), brought up to the repo's current sources (timestamps
 * kept, so Gatsby's and webpack's caches see unchanged files as unchanged; only changed files are
 * copied), with its own .cache/ and public/ from its last build. Answers the folder and whether any
 * source changed.
 */
function prepareOwnSite(name: string): { site: string; changed: boolean } {
  const site = path.join(ROOT, '.brand-sites', name);
  const changed = syncSources(ROOT, site) > 0;
  if (!existsSync(path.join(site, 'node_modules'))) symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  return { site, changed };
}

/** The re-renderers kept running, by site folder (BrandBuildOptions.keepRenderer). */
const renderers = new Map<string, { host: RendererHost; key: string }>();

/**
 * The site folder's kept re-renderer for this environment and build: a new one when there is none,
 * the environment changed, or the folder's Gatsby build is another than the one it started on
 * (`build`: the time its fingerprint was written; another process may have built in the folder).
 */
function keptRenderer(site: string, env: NodeJS.ProcessEnv, build: number): RendererHost {
  const key = JSON.stringify([env, build]);
  const kept = renderers.get(site);
  if (kept?.key === key) return kept.host;
  kept?.host.stop();
  const host = new RendererHost(site, env);
  renderers.set(site, { host, key });
  return host;
}

/** Stops the site folder's kept re-renderer: its code is no longer the folder's. */
function dropRenderer(site: string): void {
  renderers.get(site)?.host.stop();
  renderers.delete(site);
}

/**
 * How long `gatsby build` may print nothing before it is taken to have stopped for good (it prints a
 * line at the end of each of its steps; the longest, its webpack bundles and its image jobs, take a
 * few minutes on two busy cores).
 */
const GATSBY_SILENCE_MS = 10 * 60_000;

/** Stops every Gatsby build and kept re-renderer this process started. */
export function stopBuilds(): void {
  stopChildren();
  for (const site of [...renderers.keys()]) dropRenderer(site);
}

/**
 * Re-renders the changed pages of the site folder's last build (rerender-pages.ts), without checking
 * that the code is the same (buildBrand does); answers the exit code, the last lines and the result.
 */
export async function rerenderPages(site: string, env: NodeJS.ProcessEnv, onLine?: (line: string) => void): Promise<{ code: number; tail: string[]; result: RerenderResult | null }> {
  // The site folder's own copy, so the planner reads that folder's code and brand settings, as its Gatsby build does.
  const script = path.join(site, 'scripts', 'build', 'rerender-pages.ts');
  // In production mode, as under `gatsby build` (React's server renderer included).
  // Its output is always read (the result is its last line): printed here unless onLine takes it.
  const { code, tail } = await runChild(['--import', 'tsx', script], site, { ...env, NODE_ENV: 'production' }, { onLine: onLine ?? ((line) => console.log(line)) });
  const resultLine = [...tail].reverse().find((line) => line.startsWith(RESULT_PREFIX));
  const result = resultLine ? (JSON.parse(resultLine.slice(RESULT_PREFIX.length)) as RerenderResult) : null;
  return { code, tail, result };
}

/**
 * Builds one brand with its cache and publishes it; throws BrandBuildError when Gatsby fails. A build
 * that fails because Gatsby lost a query result (lostQueryResult) runs once more from a clean cache.
 */
export async function buildBrand(options: BrandBuildOptions): Promise<BrandBuildResult> {
  const { brand } = options;
  const started = Date.now();
  const own = options.site === 'own';
  const cacheName = options.cacheName ?? brand;
  const prepared = own ? prepareOwnSite(cacheName) : { site: ROOT, changed: true };
  const sourcesSeconds = (Date.now() - started) / 1000;
  const { site } = prepared;
  // A kept re-renderer runs the code it started with: stopped when the folder's sources changed.
  if (prepared.changed) dropRenderer(site);
  // In the repo root each brand's cache is parked under .build-cache/ between its builds:
  // .cache/ and public/ together, as Gatsby's cached builds need both (it discards a .cache/ without
  // public/, and a public/ from another build would not match it).
  const parked = path.join(PARKED_CACHE_ROOT, cacheName);
  const parkedPublic = `${parked}-public`;
  if (!own) {
    await rm(path.join(ROOT, '.cache'), { recursive: true, force: true });
    await rm(path.join(ROOT, 'public'), { recursive: true, force: true });
    if (existsSync(parked) && existsSync(parkedPublic)) {
      await rename(parked, path.join(ROOT, '.cache'));
      await rename(parkedPublic, path.join(ROOT, 'public'));
    }
    await rm(parked, { recursive: true, force: true });
    await rm(parkedPublic, { recursive: true, force: true });
  }
  const park = async () => {
    // The next brand must not reuse this brand's Gatsby cache (pages, queries, redirects).
    if (own) return;
    if (existsSync(path.join(ROOT, '.cache')) && existsSync(path.join(ROOT, 'public'))) {
      await mkdir(path.dirname(parked), { recursive: true });
      await rename(path.join(ROOT, '.cache'), parked);
      await rename(path.join(ROOT, 'public'), parkedPublic);
    } else {
      await rm(path.join(ROOT, '.cache'), { recursive: true, force: true });
      await rm(path.join(ROOT, 'public'), { recursive: true, force: true });
    }
  };
  const env = { ...process.env, ...options.env, BRAND: brand, GATSBY_TELEMETRY_DISABLED: '1' };
  const cacheDir = path.join(site, '.cache');
  const publicDir = path.join(site, 'public');
  const fingerprintFile = path.join(cacheDir, FINGERPRINT_FILE);
  let fingerprint: string | null = null;
  try {
    fingerprint = codeFingerprint(ROOT, env);
  } catch {
    // An environment the site refuses: Gatsby's build says why.
  }
  const buildStarted = Date.now();
  let how: BrandBuildResult['how'] = 'gatsby';
  let reason: string | undefined;
  let renderSteps: Record<string, number> = {};
  let attemptSeconds = 0;
  if (options.rerender) {
    const recorded = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : null;
    if (!recorded) reason = 'no earlier build in the cache';
    else if (recorded !== fingerprint) reason = 'the code, settings or packages changed since the last build';
    else {
      const { code, tail, result } = options.keepRenderer && own ? await keptRenderer(site, env, statSync(fingerprintFile).mtimeMs).rerender(options.onLine) : await rerenderPages(site, env, options.onLine);
      if (code === 0 && result?.outcome === 'rendered') {
        how = 'pages';
        renderSteps = result.steps ?? {};
      } else if (code === 3 && result?.outcome === 'content-error') {
        await park();
        throw new BrandBuildError(brand, code, tail.filter((line) => !line.startsWith(RESULT_PREFIX)));
      } else {
        reason = result?.reason ?? `the re-render stopped with exit code ${code}`;
      }
    }
    attemptSeconds = (Date.now() - buildStarted) / 1000;
    if (how === 'gatsby') options.onLine?.(`Running gatsby build: ${reason}`);
  }
  const gatsbyStarted = Date.now();
  if (how === 'gatsby') {
    // Gatsby replaces the renderer a kept re-renderer has loaded.
    dropRenderer(site);
    // Gatsby's own files back where re-renders replaced them, so public/ is what its cache describes.
    await restoreOriginals(cacheDir, publicDir);
    await rm(fingerprintFile, { force: true });
    const gatsby = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');
    const gatsbyBuild = () => runChild([gatsby, 'build'], site, env, { onLine: options.onLine, silenceMs: GATSBY_SILENCE_MS });
    const first = await gatsbyBuild();
    let { code, tail } = first;
    const { silent } = first;
    const lost = code !== 0 ? lostQueryResult(tail) : null;
    if (silent || lost) {
      const say = options.onLine ?? ((line: string) => console.log(line));
      say(
        silent
          ? `Gatsby ${silent}, stopped for good as it sometimes does (a query worker spinning in its LMDB cache), a failure of its own that a clean cache avoids: building ${brand} again from a clean cache.`
          : `Gatsby lost a page's query result between its query workers and its page-data step ("${lost}"), a failure of its own that a clean cache avoids: building ${brand} again from a clean cache.`,
      );
      await rm(cacheDir, { recursive: true, force: true });
      await rm(publicDir, { recursive: true, force: true });
      ({ code, tail } = await gatsbyBuild());
    }
    if (code !== 0) {
      await park();
      throw new BrandBuildError(brand, code, tail);
    }
    if (fingerprint) {
      await mkdir(path.dirname(fingerprintFile), { recursive: true });
      await writeFile(fingerprintFile, fingerprint);
    }
  }
  const gatsbySeconds = (Date.now() - gatsbyStarted) / 1000;
  const releaseStarted = Date.now();

  const release = newReleaseDir(options.distRoot, brand);
  const served = currentRelease(options.distRoot, brand);
  const spare = options.recycleRelease ? spareRelease(options.distRoot, brand) : null;
  const artefacts = path.join(options.artefactsRoot ?? path.join(ROOT, '.artifacts'), brand);
  await mkdir(path.dirname(release), { recursive: true });
  // public/ itself stays whole (it is the next cached build's); only the copies are split into
  // what the CDN publishes and what stays with the build.
  if (spare) {
    // Unserved, so free to rename; its files are replaced, never written, as the served release may share them.
    await rename(spare, release);
    syncTree(publicDir, release, isBuildArtefact);
  } else {
    await writeRelease(publicDir, release, served, isBuildArtefact);
  }
  const releaseWritten = Date.now();
  await syncArtefacts(publicDir, artefacts);
  const artefactsWritten = Date.now();
  await park();
  const previous = await publishRelease(options.distRoot, brand, release);
  // A re-render that found it could not help is reported beside the Gatsby build that followed it.
  // A re-render's steps, with the time before its planning (process start, or none for a kept re-renderer) as `start`.
  const renderStart = attemptSeconds - Object.values(renderSteps).reduce((sum, seconds) => sum + seconds, 0);
  const buildSteps = how === 'pages' ? { start: Math.max(0, renderStart), ...renderSteps } : { ...(attemptSeconds >= 0.05 ? { 're-render check': attemptSeconds } : {}), gatsby: gatsbySeconds };
  const steps = { ...(own ? { sources: sourcesSeconds } : {}), ...buildSteps, release: (releaseWritten - releaseStarted) / 1000, artefacts: (artefactsWritten - releaseWritten) / 1000, swap: (Date.now() - artefactsWritten) / 1000 };
  return { brand, release, previous, pages: countPages(release), seconds: (Date.now() - started) / 1000, steps, how, ...(reason ? { reason } : {}) };
}
