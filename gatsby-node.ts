// Build-time hooks: pages, redirects and the generated files (_redirects, _headers, sitemap.xml,
// robots.txt, share images, logo, the service worker and its offline pages) of one brand, planned
// and written by src/build; what reaches into Gatsby (its webpack configurations, its modules swapped
// for stand-ins, its workers and .cache/ files) lives in src/platform/gatsby/build. Nothing here
// reaches the browser.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildSite } from './src/build/build-site';
import { CONTENT_IMAGES_FILE, CONTENT_IMAGES_QUERY, contentImageMap, writeContentImages, type ContentImagesResult } from './src/build/content-images';
import { writeLocaleSites } from './src/build/locale-sites';
import { storedContext, type StoredContext } from './src/lib/content/stored-context';
import { browserRedirectDifferences, browserRedirectsModule, evaluateBrowserRedirectsModule } from './src/build/browser-redirects';
import { matchPathDifferences, matchPathEntries, matchPathsModule, type MatchPathEntry } from './src/build/match-paths';
import { gatsbyRedirects } from './src/build/redirects';
import { LOGO_PUBLIC_PATH } from './src/build/site-context';
import type { RedirectRule } from './src/lib/paths';
import { writePostBuildFiles, type PostBuildSite } from './src/build/post-build';
import { PAGE_LIST_FILE, pageListJson } from './src/build/page-list';
import { parseEnv } from './src/config/env';
import { beforeGatsbyCompiles, gatsbyRouteTables, initGatsbyProcess, writeLateRouteTables } from './src/platform/gatsby/build/hooks';
import { createWebpackConfig, gatsbyFiles } from './src/platform/gatsby/build/webpack';

// What onPostBuild and the dev server need of the site's build. The planned pages are not kept: once
// createPage has them, Gatsby holds each page's context (as JSON text), and the post-build steps need
// only their match paths; at 10,000 products the planned contexts are hundreds of megabytes.
let site: (PostBuildSite & { matchPaths: MatchPathEntry[] }) | null = null;
// Gatsby's files and the stand-ins swapped in for its modules (src/platform/gatsby/).
const files = gatsbyFiles(__dirname);
// What the post-build steps keep to skip work whose inputs did not change (inside .cache/, so it goes
// and comes with the rest of the brand's Gatsby cache).
const POST_BUILD_CACHE = path.join(__dirname, '.cache', 'post-build');
// The translation cache lives for one build process, under a site-specific key.
const translationCache = new Map<string, unknown>();

// The heap of Gatsby's workers and the scripts slice stitched on bytes (src/platform/gatsby/build/hooks.ts).
export const onPluginInit: GatsbyNode['onPluginInit'] = () => initGatsbyProcess(__dirname);

// Gatsby declares SitePage without inference but still records the shape of every page's context
// as it creates the page's node (its incremental inference, which takes no note of the built-in
// types' @dontInfer); saying it again here marks the type as not inferred, and createPage skips that
// walk over every context (about a second of each build at 2,000 pages).
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes('type SitePage implements Node @dontInfer { path: String! }');
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter, graphql }) => {
  const activity = reporter.activityTimer('Sourcing content and catalogue, planning pages');
  activity.start();
  const built = await buildSite({
    rootDir: __dirname,
    env: parseEnv(),
    cache: {
      get: async (key) => translationCache.get(key),
      set: async (key, value) => translationCache.set(key, value),
    },
    log: (message) => reporter.info(message),
    contentImages: async (paths) => {
      const result = await graphql<ContentImagesResult>(CONTENT_IMAGES_QUERY, { paths });
      if (result.errors) throw new Error(`The content images query failed: ${String(result.errors)}`);
      const images = contentImageMap(result.data);
      await mkdir(path.join(__dirname, '.cache'), { recursive: true });
      await writeContentImages(path.join(__dirname, '.cache', CONTENT_IMAGES_FILE), images);
      return images;
    },
  });
  activity.end();
  await writeLocaleSites(built.localeSites, path.join(__dirname, 'public'), files.rendererLocaleSites);
  const { pages, ...rest } = built;
  for (const page of pages) {
    actions.createPage<StoredContext>({
      path: page.path,
      ...(page.matchPath ? { matchPath: page.matchPath } : {}),
      component: path.resolve(__dirname, 'src/templates', `${page.template}.tsx`),
      context: storedContext(page.context),
    });
  }
  await mkdir(files.cache, { recursive: true });
  site = { ...rest, matchPaths: matchPathEntries(pages) };
  const redirects = gatsbyRedirects(built.redirects);
  await writeLateRouteTables(files, matchPathsModule(site.matchPaths), browserRedirectsModule(redirects));
  await mkdir(path.dirname(path.join(__dirname, '.cache', PAGE_LIST_FILE)), { recursive: true });
  await writeFile(path.join(__dirname, '.cache', PAGE_LIST_FILE), pageListJson(pages));
  for (const rule of redirects) {
    actions.createRedirect({
      fromPath: rule.fromPath,
      toPath: rule.toPath,
      isPermanent: rule.isPermanent,
      ignoreCase: rule.ignoreCase,
      redirectInBrowser: rule.redirectInBrowser,
      force: rule.force,
    });
  }
};

// Gatsby compiles the bundles next (src/platform/gatsby/build/hooks.ts).
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => beforeGatsbyCompiles(files);

// Gatsby's modules swapped for the site's stand-ins, the loaders and the minifier (src/platform/gatsby/build/webpack.ts).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = createWebpackConfig(__dirname);

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (!site) return;
  // The compact list must say exactly what Gatsby's own list says.
  const gatsbyTables = await gatsbyRouteTables(files);
  const differences = matchPathDifferences(site.matchPaths, gatsbyTables.matchPaths as MatchPathEntry[]);
  if (differences.length) {
    reporter.panicOnBuild(`The compact match-paths list differs from Gatsby's:\n${differences.slice(0, 20).join('\n')}`);
    return;
  }
  // So must the compact redirect list.
  const compactList = evaluateBrowserRedirectsModule(gatsbyTables.fullRedirectsModule);
  const redirectDifferences = browserRedirectDifferences(compactList, gatsbyTables.redirects as RedirectRule[]);
  if (redirectDifferences.length) {
    reporter.panicOnBuild(`The compact browser redirect list differs from Gatsby's:\n${redirectDifferences.slice(0, 20).join('\n')}`);
    return;
  }
  const { summary, timings } = await writePostBuildFiles({
    publicDir: path.join(__dirname, 'public'),
    build: site,
    env: parseEnv(),
    cacheDir: POST_BUILD_CACHE,
    warn: (message) => reporter.warn(message),
  });
  reporter.info(summary);
  reporter.info(timings);
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  // `gatsby develop` serves the logo straight from the brand folder.
  app.get(LOGO_PUBLIC_PATH, (_req: unknown, res: { sendFile(file: string): void; sendStatus(code: number): void }) => {
    if (site) res.sendFile(site.logoFile);
    else res.sendStatus(404);
  });
};
