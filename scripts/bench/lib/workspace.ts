// A throw-away copy of the repo for build benchmarks, so builds never touch the working tree's
// `.cache/`, `public/` or `dist/`; node_modules is shared through a symlink.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyCpuCount } from '../../build/jobs';

/** Folders of the working tree a build neither needs nor may share. */
const NOT_COPIED = new Set(['node_modules', '.git', '.cache', '.build-cache', '.artifacts', 'public', 'dist', '.data', '.brand-sites', 'test-results', 'playwright-report']);

/** A copy of the repo to build in, sharing node_modules through a symlink. */
export function makeWorkspace(): string {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  for (const entry of readdirSync('.')) {
    if (!NOT_COPIED.has(entry)) cpSync(entry, path.join(workspace, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(workspace, 'node_modules'), 'dir');
  return workspace;
}

/** Regenerates the workspace's content/ with the generator's options (`--scale N`, `--products N` …), without images. */
export function generateContent(workspace: string, args: string[]): Promise<void> {
  const tsx = path.join(workspace, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const argv = [tsx, 'scripts/content/generate.ts', '--out', 'content', '--no-images', ...args];
  const child = spawn(process.execPath, argv, { cwd: workspace, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`content ${args.join(' ')} failed (exit ${code})`))));
  });
}

/**
 * Environment of a brand build in a workspace. TWIN_URL names a closed port so the build starts its
 * own twin on the workspace's content/ instead of using one that happens to run on the default port;
 * Gatsby's workers are as many as `npm run build` gives one brand (scripts/build/jobs.ts).
 */
export function brandBuildEnv(brand: string): NodeJS.ProcessEnv {
  return { BRAND: brand, CONTENT_DIR: 'content', TWIN_URL: 'http://127.0.0.1:9', GATSBY_CPU_COUNT: gatsbyCpuCount(1) };
}

/** Limits the workspace's brand to the given locales (and their languages). */
export function restrictLocales(workspace: string, brand: string, locales: string[]): void {
  const file = path.join(workspace, 'brands', brand, 'brand.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { locales: string[]; languages: string[] };
  const unknown = locales.filter((locale) => !config.locales.includes(locale));
  if (unknown.length) throw new Error(`${brand} has no locale ${unknown.join(', ')}`);
  config.locales = locales;
  config.languages = config.languages.filter((language) => locales.some((locale) => locale.startsWith(`${language}-`)));
  writeFileSync(file, JSON.stringify(config, null, 2));
}
