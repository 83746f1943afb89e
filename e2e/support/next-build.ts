// "A new build is published": a second real build of a brand, different from the one in dist/
// (scripts/bench/lib/next-build.ts says how, and where it is kept). `npm test` makes it before the
// end-to-end tests, with the 2,000-product check; otherwise the first spec that asks for it builds it
// here, in a throw-away copy of the repo (scripts/bench/lib/workspace.ts), from the real catalogue.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { timedGatsbyBuild } from '../../scripts/bench/lib/empty-gatsby';
import { changeSkipLink, keepAsNextBuild, NEXT_BUILD_LOCALES, nextBuildFolder } from '../../scripts/bench/lib/next-build';
import { brandBuildEnv, makeWorkspace } from '../../scripts/bench/lib/workspace';

export { NEXT_BUILD_SUFFIX } from '../../scripts/bench/lib/next-build';

/** Gatsby's compilation hash of a built site. */
export function compilationHash(siteDir: string): string {
  return (JSON.parse(readFileSync(path.join(siteDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash: string }).webpackCompilationHash;
}

/**
 * The folder of the next build of `brand` (built now if missing). Logs its cost; about one
 * uncached build of the brand in two locales.
 */
export async function nextBuild(brand: string): Promise<string> {
  const target = nextBuildFolder(brand);
  if (existsSync(path.join(target, 'index.html'))) return target;
  const started = Date.now();
  const workspace = makeWorkspace();
  try {
    const brandFile = path.join(workspace, 'brands', brand, 'brand.json');
    const config = JSON.parse(readFileSync(brandFile, 'utf8')) as { locales: string[]; languages: string[] };
    config.locales = config.locales.filter((locale) => NEXT_BUILD_LOCALES.includes(locale));
    config.languages = config.languages.filter((language) => config.locales.some((locale) => locale.startsWith(`${language}-`)));
    writeFileSync(brandFile, JSON.stringify(config, null, 2));
    changeSkipLink(path.join(workspace, 'content'));
    const built = await timedGatsbyBuild(workspace, brandBuildEnv(brand));
    if (!built.ok) throw new Error(`The next build of ${brand} failed`);
    keepAsNextBuild(path.join(workspace, 'public'), brand, target);
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
