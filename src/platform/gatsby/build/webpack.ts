// What the site changes in Gatsby's webpack configurations: the Gatsby modules swapped for our
// stand-ins (src/platform/gatsby/runtime/), the compact route tables, the loaders and the minifier.
// gatsby-node.ts hands its onCreateWebpackConfig arguments here. Each Gatsby module or internal this
// relies on is checked against the installed Gatsby by tests/platform/gatsby-internals.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { browserOnlyImports } from './browser-only-imports';
import { releaseCompilationOnClose } from './build-memory';
import { usesGatsbyServiceWorkerRegistration } from './gatsby-stand-ins';
import { minifyWithSwc } from './minify';
import { rewriteScriptsSlice } from './scripts-slice';
import { scriptsSliceFile } from '../runtime/scripts-slice-place';

/** The files of the site (at `rootDir`) the webpack configurations point at. */
export function gatsbyFiles(rootDir: string) {
  const cache = path.join(rootDir, '.cache');
  const runtime = path.join(rootDir, 'src', 'platform', 'gatsby', 'runtime');
  const build = path.join(rootDir, 'src', 'platform', 'gatsby', 'build');
  return {
    cache,
    // Stand-ins swapped in for Gatsby's match-paths and browser redirect lists, which load the compact
    // lists (src/build/match-paths.ts, src/build/browser-redirects.ts) as their own chunks after first
    // paint (runtime/late-route-tables.ts): neither grows the first load with the catalogue.
    compactMatchPaths: path.join(cache, 'match-paths-compact.js'),
    fullMatchPaths: path.join(cache, 'match-paths-full.js'),
    compactRedirects: path.join(cache, 'redirects-compact.js'),
    fullRedirects: path.join(cache, 'redirects-full.js'),
    lateTables: path.join(runtime, 'late-route-tables.ts'),
    // Gatsby's prefetch helper, replaced so a prefetched page-data file is requested once, not twice.
    prefetchHelper: path.join(runtime, 'prefetch.ts'),
    // Gatsby's Partytown browser module, replaced by one with no browser API (it acts in develop only).
    noPartytown: path.join(runtime, 'no-partytown.ts'),
    // Gatsby's service-worker registration, replaced by an empty module while gatsby-browser has no
    // registerServiceWorker (the only way Gatsby would run it).
    noServiceWorkerRegistration: path.join(runtime, 'no-service-worker-registration.ts'),
    gatsbyBrowser: path.join(rootDir, 'gatsby-browser.tsx'),
    // In the HTML renderer's bundle, code our modules load with import() (build/browser-only-imports.ts).
    browserOnlyImport: path.join(runtime, 'browser-only-import.ts'),
    // In the HTML renderer's bundle, Gatsby's head handler reads the page's head off its Head export's
    // elements (runtime/server-head.ts).
    serverHeadHandler: path.join(runtime, 'server-head-handler.ts'),
    // The HTML renderer's entry: Gatsby's, with the scripts slice in place (runtime/render-page.ts).
    renderPageEntry: path.join(runtime, 'render-page.ts'),
    esbuildLoader: path.join(build, 'esbuild-loader.mjs'),
    // Loaded into the workers Gatsby starts after the queries, which render the static HTML.
    htmlWorkerFiles: path.join(build, 'html-worker-files.cjs'),
    // Every locale's site, for the HTML renderer's bundle (src/build/locale-sites.ts).
    rendererLocaleSites: path.join(cache, 'locale-sites.json'),
    // Gatsby's scripts slice, stitched into every page: rewritten once webpack is done (build/scripts-slice.ts).
    scriptsSlice: scriptsSliceFile(path.join(rootDir, 'public')),
  };
}

export type GatsbyFiles = ReturnType<typeof gatsbyFiles>;

// Webpack's persistent cache also keeps every entry in memory, for good in production mode, and
// Gatsby holds both compilers until its build ends: with no memory generations an entry is dropped
// once written to disk, so the bundles' cache does not stay in the build's memory through the page
// queries and the HTML (a build compiles each bundle once; the next build reads the cache from disk).
const LEAN_WEBPACK_CACHE = { maxMemoryGenerations: 0 };

/**
 * Makes the browser bundle's hashes depend on its code alone. Two things that vary with the state
 * of the caches, not with the code, reach the build's compilation hash (`webpackCompilationHash`
 * in every page) and the scripts' hashes before minifying (which the runtime lists, so they set how
 * its variables are minified):
 * - Gatsby's CSS extraction compiles each style sheet in a child compilation, whose hash counts only
 *   when it runs, that is, not when the style sheet comes from the cache. The style sheets are
 *   loaded through the main compilation instead (`importModule`).
 * - Each module's hash covers its source map as serialized: babel-loader's own cache gives back
 *   a map with its keys in another order than a fresh transform. Webpack's persistent cache
 *   already keeps every transformed module, so babel-loader's cache is off.
 * Otherwise a build after a cold one, or after a build of other content, could differ in every
 * HTML file from one of the same code.
 */
function deterministicBundle(config: { plugins?: unknown[]; module?: { rules?: unknown[] } }): void {
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name !== 'MiniCssExtractPlugin') continue;
    (plugin as { options: { experimentalUseImportModule?: boolean } }).options.experimentalUseImportModule = true;
  }
  const visit = (rule: unknown): void => {
    if (!rule || typeof rule !== 'object') return;
    const entry = rule as { loader?: unknown; options?: { cacheDirectory?: unknown }; use?: unknown; oneOf?: unknown[]; rules?: unknown[] };
    if (typeof entry.loader === 'string' && /babel-loader/.test(entry.loader) && entry.options && typeof entry.options === 'object') entry.options.cacheDirectory = false;
    const loadersOf = entry.use;
    // Gatsby's script rules choose their loaders per module.
    if (typeof loadersOf === 'function') {
      entry.use = (...args: unknown[]) => {
        const loaders: unknown = loadersOf(...args);
        for (const loader of Array.isArray(loaders) ? loaders : [loaders]) visit(loader);
        return loaders;
      };
    }
    for (const child of [...(Array.isArray(loadersOf) ? loadersOf : loadersOf && typeof loadersOf === 'object' ? [loadersOf] : []), ...(entry.oneOf ?? []), ...(entry.rules ?? [])]) visit(child);
  };
  for (const rule of config.module?.rules ?? []) visit(rule);
}

/**
 * Gatsby runs its source pipeline (babel with query extraction) over every file of a package that
 * depends on Gatsby, and it tells such a file by the package's folder in its path: the packages
 * installed inside that folder pass too: @sentry/gatsby brings its own @sentry/core and @sentry/react
 * (1,053 compiled modules, more than three times our own), each given a babel pass per bundle. A
 * file in a nested node_modules is a dependency's own build, not source: it goes to webpack as it
 * is, like every other installed package (on its own this took no measurable time off a compile).
 */
function noSourcePipelineForNestedPackages(config: { module?: { rules?: unknown[] } }): void {
  const nested = /[\\/]node_modules[\\/].*[\\/]node_modules[\\/]/;
  for (const rule of config.module?.rules ?? []) {
    const entry = rule as { test?: unknown; include?: unknown };
    if (!(entry.test instanceof RegExp) || !entry.test.test('page.tsx') || typeof entry.include !== 'function') continue;
    const include = entry.include as (modulePath: string) => boolean;
    entry.include = (modulePath: string) => !nested.test(modulePath) && include(modulePath);
  }
}

// What the HTML renderer runs on (Node), and for the browsers ES2020: what babel's output for
// Gatsby's supported browsers already was (the same first-load bytes; ES2019 added 0.6 kB a page).
const ESBUILD_TARGETS = { 'build-html': 'node20', 'build-javascript': 'es2020' } as const;

/**
 * Babel was most of each bundle's compile (292 of our modules, twice: once per bundle). Our modules
 * without a GraphQL query go through esbuild instead (build/esbuild-loader.mjs); babel keeps the
 * page templates and the modules with a query (Gatsby's babel plugins take queries out and number
 * static queries), and Gatsby's own runtime in .cache/.
 */
function esbuildForPlainModules(config: { module?: { rules?: unknown[] } }, sourceDir: string, esbuildLoader: string, target: string): void {
  for (const rule of config.module?.rules ?? []) {
    const entry = rule as { test?: unknown; use?: unknown };
    if (!(entry.test instanceof RegExp) || !entry.test.test('page.tsx') || typeof entry.use !== 'function') continue;
    const gatsbyLoaders = entry.use as (info: { resource: string; issuer?: string }) => unknown;
    entry.use = (info: { resource: string; issuer?: string }) => {
      const file = info.resource;
      if (!file.startsWith(sourceDir) || /async-requires/.test(info.issuer ?? '')) return gatsbyLoaders(info);
      return /\bgraphql\b/.test(readFileSync(file, 'utf8')) ? gatsbyLoaders(info) : [{ loader: esbuildLoader, options: { target } }];
    };
  }
}

/** The HTML renderer bundle's entry becomes `entry`, which loads Gatsby's (.cache/static-entry). */
function rendererEntry(config: { entry?: unknown }, entry: string): void {
  const entries = config.entry as Record<string, unknown> | undefined;
  const gatsbyEntry = entries?.['render-page'];
  if (!entries || typeof gatsbyEntry !== 'string' || !gatsbyEntry.endsWith(`${path.sep}.cache${path.sep}static-entry`)) {
    throw new Error(`The HTML renderer's entry is not Gatsby's static-entry as expected: ${JSON.stringify(entries)}`);
  }
  entries['render-page'] = entry;
}

/**
 * terser-webpack-plugin minifies the browser bundle's chunks (with swc: build/minify.ts) in
 * worker threads, yet it caps the workers it is given at one fewer than the cores: on two cores one
 * thread minified (with terser, 27 s of a cold compile at 3,000 products) while webpack's own thread
 * mostly waited. The cap becomes the cores; the count is still Gatsby's (GATSBY_CPU_COUNT − 1: both
 * cores for one brand, one each when `npm run build --jobs 2` builds two brands side by side). The
 * compile went from 42.5–43.7 s to 39.2 s (docs/benchmarks.md).
 */
function minifyOnEveryCore(config: { optimization?: { minimizer?: unknown[] } }): void {
  for (const minimizer of config.optimization?.minimizer ?? []) {
    const plugin = minimizer as { constructor: { name: string; getAvailableNumberOfCores?: (parallel: unknown) => number } };
    if (plugin.constructor.name !== 'TerserPlugin' || typeof plugin.constructor.getAvailableNumberOfCores !== 'function') continue;
    plugin.constructor.getAvailableNumberOfCores = (parallel) =>
      parallel === true || parallel === undefined ? availableParallelism() : Math.min(Number(parallel) || 0, availableParallelism());
  }
}

type Resource = { context: string; request: string };

/** gatsby-node's onCreateWebpackConfig for the site at `rootDir`. */
export function createWebpackConfig(rootDir: string): (args: CreateWebpackConfigArgs) => void {
  const files = gatsbyFiles(rootDir);
  const sourceDir = path.join(rootDir, 'src') + path.sep;
  const browserOnlyImport = browserOnlyImports(sourceDir, files.browserOnlyImport);
  // Gatsby's own modules are requested relatively from .cache/; a swap touches only those.
  const fromGatsbyCache = (resource: Resource) => path.resolve(resource.context) === files.cache;
  return ({ stage, actions, plugins, getConfig }) => {
    noSourcePipelineForNestedPackages(getConfig());
    if (stage === 'build-html' || stage === 'build-javascript') esbuildForPlainModules(getConfig(), sourceDir, files.esbuildLoader, ESBUILD_TARGETS[stage]);
    // Server rendering has every locale's site from the start; the browser loads them (src/components/site/locale-sites.ts).
    if (stage === 'build-html' || stage === 'develop-html') {
      actions.setWebpackConfig({
        plugins: [
          plugins.normalModuleReplacement(/[\\/]locale-sites\.built\.json$/, files.rendererLocaleSites),
          ...(stage === 'build-html'
            ? [
                browserOnlyImport,
                releaseCompilationOnClose,
                plugins.normalModuleReplacement(/^\.\/head\/head-export-handler-for-ssr$/, (resource: Resource) => {
                  if (fromGatsbyCache(resource)) resource.request = files.serverHeadHandler;
                }),
              ]
            : []),
        ],
        ...(stage === 'build-html' ? { cache: LEAN_WEBPACK_CACHE } : {}),
      });
      if (stage === 'build-html') rendererEntry(getConfig(), files.renderPageEntry);
      return;
    }
    if (stage !== 'build-javascript') return;
    deterministicBundle(getConfig());
    minifyWithSwc(getConfig());
    minifyOnEveryCore(getConfig());
    actions.setWebpackConfig({
      cache: LEAN_WEBPACK_CACHE,
      // Source maps are still written (kept beside the published site for error reporting, see
      // scripts/build-all.ts) but the scripts do not point at them: the site does not publish them.
      devtool: 'hidden-source-map',
      plugins: [
        releaseCompilationOnClose,
        plugins.normalModuleReplacement(/\$virtual[\\/]match-paths\.json$/, files.compactMatchPaths),
        // Gatsby's redirect-utils imports `./redirects.json` from .cache/; nothing else is touched.
        plugins.normalModuleReplacement(/^\.\/redirects\.json$/, (resource: Resource) => {
          if (fromGatsbyCache(resource)) resource.request = files.compactRedirects;
        }),
        // Gatsby's loader imports `./prefetch` from .cache/ (runtime/prefetch.ts says why).
        plugins.normalModuleReplacement(/^\.\/prefetch$/, (resource: Resource) => {
          if (fromGatsbyCache(resource)) resource.request = files.prefetchHelper;
        }),
        plugins.normalModuleReplacement(/[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, files.noPartytown),
        plugins.normalModuleReplacement(/^\.\/register-service-worker$/, (resource: Resource) => {
          if (!fromGatsbyCache(resource)) return;
          if (!usesGatsbyServiceWorkerRegistration(readFileSync(files.gatsbyBrowser, 'utf8'))) resource.request = files.noServiceWorkerRegistration;
        }),
        // After Gatsby's stats extractor (an earlier `done` tap) has written the scripts slice.
        {
          apply(compiler: { hooks: { done: { tapPromise(name: string, run: () => Promise<void>): void } } }) {
            compiler.hooks.done.tapPromise('RewriteScriptsSlice', async () => {
              if (!existsSync(files.scriptsSlice)) return;
              const html = await readFile(files.scriptsSlice, 'utf8');
              const rewritten = rewriteScriptsSlice(html);
              if (rewritten !== html) await writeFile(files.scriptsSlice, rewritten);
            });
          },
        },
      ],
    });
  };
}
