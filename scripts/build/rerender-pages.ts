// Re-renders the pages of a brand whose content changed since its last Gatsby build, with that
// build's own server renderer, in place in the site folder it runs in (Gatsby's .cache/ and
// public/): a content edit then costs the pages that show it, not a whole `gatsby build`.
//
// It plans the site exactly as gatsby-node's createPages does (with the last build's release id for
// error reports: the pages still run that build's code) and goes on only when the site has
// the same shape as at the last build: the same pages, templates and match paths, the same route
// tables and locale sites (both compiled into the bundles), and no image the last build did not
// resolve (the pages' image data is that build's, src/build/content-images.ts). Each changed
// page's page-data file is written as Gatsby writes it, its HTML rendered by Gatsby's renderer and
// stitched with Gatsby's slices; the post-build files are written as onPostBuild writes them.
// Gatsby's versions of the replaced files are kept (page-originals.ts) and go back before the next
// `gatsby build`. Run by brand-build.ts, which checks first that the code is unchanged
// (fingerprint.ts).
//
// Prints its result as the last line (`RERENDER {json}`) and exits 0 when it re-rendered, 2 when
// the change needs `gatsby build` (the reason in the result), 3 when planning failed (the content
// is wrong: `gatsby build` would fail the same way), 1 when it failed otherwise.
//
// With `--serve` it stays running for the next re-render (the preview's long-lived renderer,
// scripts/build/renderer-host.ts): one re-render for each line read on stdin, each ending with its
// result line, the code and Gatsby's renderer loaded once. It never outlives a change of code: the
// host stops it when the site folder's code changes or Gatsby builds again.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildSite, type SiteBuild } from '../../src/build/build-site';
import { CONTENT_IMAGES_FILE, readContentImages } from '../../src/build/content-images';
import { browserRedirectsModule } from '../../src/build/browser-redirects';
import { matchPathEntries, matchPathsModule } from '../../src/build/match-paths';
import { PAGE_LIST_FILE, pageListJson } from '../../src/build/page-list';
import { writePostBuildFiles } from '../../src/build/post-build';
import { gatsbyRedirects } from '../../src/build/redirects';
import { parseEnv } from '../../src/config/env';
import { storedContext } from '../../src/lib/content/stored-context';
import { generateHtmlPath, generatePageDataPath, loadGatsbyRenderer } from '../../src/platform/gatsby/build/gatsby-renderer';
import { nextPageData, pageQueryVariables } from '../../src/platform/gatsby/build/page-data';
import { keepOriginals } from './page-originals';
import { RESULT_PREFIX, rerenderExitCode, type RerenderResult } from './rerender-result';

/** The end of one re-render (thrown from where it ends, caught by runOnce). */
class Finished {
  constructor(readonly result: RerenderResult) {}
}

function finish(result: RerenderResult): never {
  throw new Finished(result);
}

/** Which pages were added or removed, or changed template or match path, between two page lists (a few of each named). */
function pageListChange(before: string, after: string): string {
  const key = (entry: unknown[]) => JSON.stringify(entry);
  const old = new Map((JSON.parse(before) as unknown[][]).map((entry) => [entry[0] as string, key(entry)]));
  const next = new Map((JSON.parse(after) as unknown[][]).map((entry) => [entry[0] as string, key(entry)]));
  const added = [...next.keys()].filter((p) => !old.has(p));
  const removed = [...old.keys()].filter((p) => !next.has(p));
  const changed = [...next.keys()].filter((p) => old.has(p) && old.get(p) !== next.get(p));
  const some = (paths: string[]) => `${paths.length}${paths.length ? ` (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''})` : ''}`;
  return `pages changed: ${some(added)} added, ${some(removed)} removed, ${some(changed)} with another template or match path`;
}

/** Why the planned site cannot be rendered with the last build's bundles, or null. */
function shapeChange(site: SiteBuild, cacheDir: string): string | null {
  const same = (file: string, text: string) => existsSync(path.join(cacheDir, file)) && readFileSync(path.join(cacheDir, file), 'utf8') === text;
  const pageList = pageListJson(site.pages);
  if (!same(PAGE_LIST_FILE, pageList)) return pageListChange(existsSync(path.join(cacheDir, PAGE_LIST_FILE)) ? readFileSync(path.join(cacheDir, PAGE_LIST_FILE), 'utf8') : '[]', pageList);
  if (!same('match-paths-full.js', matchPathsModule(matchPathEntries(site.pages)))) return 'the match paths changed';
  if (!same('redirects-full.js', browserRedirectsModule(gatsbyRedirects(site.redirects)))) return 'the redirects changed';
  if (!same('locale-sites.json', JSON.stringify(Object.fromEntries(site.localeSites)))) return 'the locale-wide strings, menus or settings changed';
  return null;
}

/** The release the last build's pages carry (from its locale sites), if it can be read. */
function builtRelease(cacheDir: string): string | undefined {
  try {
    const sites = JSON.parse(readFileSync(path.join(cacheDir, 'locale-sites.json'), 'utf8')) as Record<string, { errors?: { release?: unknown } }>;
    const release = Object.values(sites)[0]?.errors?.release;
    return typeof release === 'string' && release ? release : undefined;
  } catch {
    return undefined;
  }
}

async function rerender(): Promise<RerenderResult> {
  const root = process.cwd();
  const cacheDir = path.join(root, '.cache');
  const publicDir = path.join(root, 'public');
  // Error reports name the code that made a page, and a re-render runs the last build's code: the
  // pages keep that build's release (its commit, or its time outside git).
  const env = parseEnv({ ...process.env, GATSBY_SENTRY_RELEASE: process.env.GATSBY_SENTRY_RELEASE || builtRelease(cacheDir) });
  const steps: Record<string, number> = {};
  let mark = Date.now();
  const step = (name: string) => {
    const now = Date.now();
    steps[name] = (now - mark) / 1000;
    mark = now;
  };

  let site: SiteBuild;
  const translations = new Map<string, unknown>();
  // The pages' image data comes from the last build: an image it did not resolve needs Gatsby's.
  const builtImages = await readContentImages(path.join(cacheDir, CONTENT_IMAGES_FILE));
  if (!builtImages) finish({ outcome: 'needs-gatsby', reason: 'the last build kept no image data' });
  let newImages: string[] = [];
  try {
    site = await buildSite({
      rootDir: root,
      env,
      cache: { get: async (key) => translations.get(key), set: async (key, value) => void translations.set(key, value) },
      log: (message) => console.log(message),
      contentImages: async (paths) => {
        newImages = paths.filter((p) => !builtImages.has(p));
        return builtImages;
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`ERROR ${message}`);
    finish({ outcome: 'content-error', reason: message });
  }
  step('plan');
  if (newImages.length) finish({ outcome: 'needs-gatsby', reason: `new images: ${newImages.slice(0, 3).join(', ')}${newImages.length > 3 ? ', …' : ''}` });

  const shape = shapeChange(site, cacheDir);
  if (shape) finish({ outcome: 'needs-gatsby', reason: shape });

  const variables = new Map<string, string[] | null>();
  const changed: { path: string; pageData: string }[] = [];
  for (const page of site.pages) {
    const file = generatePageDataPath(publicDir, page.path);
    if (!existsSync(file)) finish({ outcome: 'needs-gatsby', reason: `${page.path} has no page-data file` });
    if (!variables.has(page.template)) variables.set(page.template, pageQueryVariables(readFileSync(path.join(root, 'src', 'templates', `${page.template}.tsx`), 'utf8')));
    const names = variables.get(page.template);
    if (!names) finish({ outcome: 'needs-gatsby', reason: `the page query of ${page.template} cannot be read` });
    const before = readFileSync(file, 'utf8');
    const next = nextPageData(before, storedContext(page.context), names);
    if (next === null) finish({ outcome: 'needs-gatsby', reason: `the images of ${page.path} changed` });
    if (next !== before) changed.push({ path: page.path, pageData: next });
  }
  step('compare');

  if (changed.length) {
    const rel = (file: string) => path.relative(publicDir, file);
    await keepOriginals(
      cacheDir,
      publicDir,
      changed.flatMap((page) => [rel(generatePageDataPath(publicDir, page.path)), rel(generateHtmlPath(publicDir, page.path))]),
    );
    for (const page of changed) {
      const file = generatePageDataPath(publicDir, page.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page.pageData);
      await rm(generateHtmlPath(publicDir, page.path), { force: true });
    }
    const { renderHTMLProd, stitchSliceForAPage } = loadGatsbyRenderer();
    const appData = JSON.parse(readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash: string };
    const paths = changed.map((page) => page.path);
    await renderHTMLProd({
      htmlComponentRendererPath: path.join(cacheDir, 'page-ssr', 'routes', 'render-page.js'),
      paths,
      envVars: [
        ['NODE_ENV', 'production'],
        ['gatsby_executing_command', 'build'],
        ['gatsby_log_level', process.env.gatsby_log_level],
      ],
      sessionId: Date.now(),
      webpackCompilationHash: appData.webpackCompilationHash,
    });
    for (const pagePath of paths) await stitchSliceForAPage({ pagePath, publicDir });
  }
  step('render');

  const { summary, timings } = await writePostBuildFiles({
    publicDir,
    build: site,
    env,
    cacheDir: path.join(cacheDir, 'post-build'),
    warn: (message) => console.log(`warn ${message}`),
  });
  console.log(summary);
  console.log(timings);
  step('post-build');
  return { outcome: 'rendered', pages: changed.map((page) => page.path), steps };
}

/** One re-render, its result printed as the last line. */
async function runOnce(): Promise<RerenderResult> {
  let result: RerenderResult;
  try {
    result = await rerender();
  } catch (error) {
    if (error instanceof Finished) result = error.result;
    else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      result = { outcome: 'failed', reason: `re-rendering failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(result)}\n`);
  return result;
}

if (process.argv.includes('--serve')) {
  // One re-render per line asked, one after another; stdin closed (the host gone): stop.
  let queue = Promise.resolve();
  const lines = createInterface({ input: process.stdin });
  lines.on('line', () => {
    queue = queue.then(async () => void (await runOnce()));
  });
  lines.on('close', () => void queue.then(() => process.exit(0)));
} else {
  void runOnce().then((result) => process.exit(rerenderExitCode(result)));
}
