// Every Gatsby internal the site relies on (src/platform/gatsby/), checked against the installed
// Gatsby: the module we swap or patch is still where we look for it, with the export, the import or
// the code shape the patch depends on. Gatsby is pinned to an exact version for this reason; after an
// upgrade, a failure here names the internal, the file of ours that relies on it and what to do.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATSBY_OWN_FIELDS } from '../../src/platform/gatsby/build/page-data';
import { HEAD_TAGS } from '../../src/platform/gatsby/runtime/server-head';

const gatsbyPackage = createRequire(import.meta.url).resolve('gatsby/package.json');
const gatsbyDir = path.dirname(gatsbyPackage);
const gatsbyVersion = (JSON.parse(readFileSync(gatsbyPackage, 'utf8')) as { version: string }).version;
// Gatsby's own dependencies, as Gatsby resolves them.
const fromGatsby = createRequire(gatsbyPackage);
function packageDir(name: string): string {
  let dir = path.dirname(fromGatsby.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name !== name) dir = path.dirname(dir);
  return dir;
}

interface Internal {
  /** What we rely on, as a reader of Gatsby's source would name it. */
  name: string;
  /** The package the file is in (gatsby unless said) and the file inside it. */
  pkg?: string;
  file: string;
  /** Text or patterns the file must still contain. */
  shape: (string | RegExp)[];
  /** Our file that relies on it. */
  usedBy: string;
}

const WEBPACK = 'src/platform/gatsby/build/webpack.ts';
const INTERNALS: Internal[] = [
  // Modules swapped for stand-ins in the browser bundle.
  { name: "the loader's prefetch helper (swapped)", file: 'cache-dir/loader.js', shape: ['import prefetchHelper from "./prefetch"'], usedBy: `${WEBPACK}, src/platform/gatsby/runtime/prefetch.ts` },
  { name: 'the prefetch helper module', file: 'cache-dir/prefetch.js', shape: ['export default'], usedBy: 'src/platform/gatsby/runtime/prefetch.ts' },
  { name: "redirect-utils' redirect list (swapped)", file: 'cache-dir/redirect-utils.js', shape: ['import redirects from "./redirects.json"'], usedBy: `${WEBPACK}, src/platform/gatsby/build/hooks.ts` },
  { name: "the app's match-paths list (swapped)", file: 'cache-dir/production-app.js', shape: ['import matchPaths from "$virtual/match-paths.json"'], usedBy: `${WEBPACK}, src/platform/gatsby/build/hooks.ts` },
  { name: 'the match-paths and async-requires virtual modules', file: 'dist/bootstrap/requires-writer.js', shape: ['`$virtual/match-paths.json`, `match-paths.json`', '`$virtual/async-requires.js`'], usedBy: WEBPACK },
  {
    name: 'the service-worker registration (swapped)',
    file: 'cache-dir/production-app.js',
    shape: [/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\n\s+require\(`\.\/register-service-worker`\)/],
    usedBy: `${WEBPACK}, src/platform/gatsby/build/gatsby-stand-ins.ts`,
  },
  { name: 'the service-worker registration module', file: 'cache-dir/register-service-worker.js', shape: [], usedBy: 'src/platform/gatsby/runtime/no-service-worker-registration.ts' },
  { name: "Partytown's browser module (swapped)", file: 'dist/internal-plugins/partytown/gatsby-browser.js', shape: ['exports.onInitialClientRender'], usedBy: `${WEBPACK}, src/platform/gatsby/runtime/no-partytown.ts` },
  // The HTML renderer's bundle.
  { name: "the renderer bundle's entry, .cache/static-entry", file: 'dist/utils/webpack.config.js', shape: ['"render-page": directoryPath(`.cache/static-entry`)'], usedBy: `${WEBPACK}, src/platform/gatsby/runtime/render-page.ts` },
  { name: "static-entry's default export", file: 'cache-dir/static-entry.js', shape: ['export default async function staticPage('], usedBy: 'src/platform/gatsby/runtime/render-page.ts' },
  { name: "static-entry's head handler (swapped)", file: 'cache-dir/static-entry.js', shape: ['const { headHandlerForSSR } = require(`./head/head-export-handler-for-ssr`)'], usedBy: `${WEBPACK}, src/platform/gatsby/runtime/server-head-handler.ts` },
  { name: "the head handler's export", file: 'cache-dir/head/head-export-handler-for-ssr.js', shape: [/export (const|function) headHandlerForSSR\b/], usedBy: 'src/platform/gatsby/runtime/server-head-handler.ts' },
  { name: "api-runner-ssr's apiRunner", file: 'cache-dir/api-runner-ssr.js', shape: ['export function apiRunner('], usedBy: 'src/platform/gatsby/runtime/server-head-handler.ts' },
  { name: "find-path's grabMatchParams", file: 'cache-dir/find-path.js', shape: ['export const grabMatchParams ='], usedBy: 'src/platform/gatsby/runtime/server-head-handler.ts' },
  { name: 'the scripts slice file, public/_gatsby/slices/_gatsby-scripts-1.html', file: 'dist/utils/page-ssr-module/bundle-webpack.js', shape: ['`_gatsby`, `slices`, `_gatsby-scripts-1.html`'], usedBy: 'src/platform/gatsby/runtime/scripts-slice-place.ts' },
  // The build process and its workers.
  { name: "the slices' stitching export", file: 'dist/utils/slices/stitching.js', shape: ['exports.stitchSliceForAPage = stitchSliceForAPage;'], usedBy: 'src/platform/gatsby/build/slice-stitching.ts' },
  { name: 'build-html calling the stitching through its module (so the replaced export is called)', file: 'dist/commands/build-html.js', shape: ['(0, _stitching.stitchSliceForAPage)('], usedBy: 'src/platform/gatsby/build/slice-stitching.ts' },
  { name: "gatsby-core-utils' generateHtmlPath", pkg: 'gatsby-core-utils', file: 'dist/page-html.js', shape: ['exports.generateHtmlPath = generateHtmlPath;'], usedBy: 'src/platform/gatsby/build/slice-stitching.ts' },
  {
    name: "page-data's readPageData, readSliceData and modifyPageDataForErrorMessage",
    file: 'dist/utils/page-data.js',
    shape: ['exports.readPageData = readPageData;', 'exports.readSliceData = readSliceData;', 'exports.modifyPageDataForErrorMessage = modifyPageDataForErrorMessage;'],
    usedBy: 'src/platform/gatsby/build/html-worker-files.cjs, src/platform/gatsby/build/gatsby-renderer.ts',
  },
  {
    name: 'the HTML worker reading page data and writing pages through the modules (so the replaced functions are called)',
    file: 'dist/utils/worker/child/render-html.js',
    shape: [/\(0, _pageData\d*\.readPageData\)\(publicDir, pagePath\)/, '_fsExtra.default.outputFile(', 'exports.renderHTMLProd = renderHTMLProd;'],
    usedBy: 'src/platform/gatsby/build/html-worker-files.cjs, src/platform/gatsby/build/gatsby-renderer.ts',
  },
  { name: "the HTML workers' environment flag", file: 'dist/utils/worker/pool.js', shape: ['GATSBY_WORKER_POOL_WORKER: `true`'], usedBy: 'src/platform/gatsby/build/html-worker-files.cjs, src/platform/gatsby/build/build-memory.ts' },
  { name: "the stats extractor writing the chunk mapping as a string", file: 'dist/utils/gatsby-webpack-stats-extractor.js', shape: ['`window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`'], usedBy: 'src/platform/gatsby/build/scripts-slice.ts' },
  // Gatsby's webpack configuration, as the site changes it.
  {
    name: "the script rule: an include function and a use function per module",
    file: 'dist/utils/webpack-utils.js',
    shape: [/test: \/\\\.\(js\|mjs\|jsx\|ts\|tsx\)\$\/,\n\s+include: modulePath => \{/, /type: `javascript\/auto`,\n\s+use: \(\{/],
    usedBy: WEBPACK,
  },
  {
    name: "Gatsby's terser options (minifyJs), which swc takes over",
    file: 'dist/utils/webpack-utils.js',
    shape: [/plugins\.minifyJs = \(\{[\s\S]*?exclude: \/\\\.min\\\.js\/,\n\s+terserOptions: \{\n\s+ie8: false,\n\s+mangle: \{\n\s+safari10: true\n\s+\},\n\s+parse: \{\n\s+ecma: 5\n\s+\},\n\s+compress: \{\n\s+ecma: 5\n\s+\},\n\s+output: \{\n\s+ecma: 5\n\s+\},/],
    usedBy: 'src/platform/gatsby/build/minify.ts',
  },
  { name: "terser-webpack-plugin's core count (raised to every core)", pkg: 'terser-webpack-plugin', file: 'dist/index.js', shape: ['static getAvailableNumberOfCores(parallel)', 'TerserPlugin.getAvailableNumberOfCores(this.options.parallel)'], usedBy: WEBPACK },
  { name: "mini-css-extract-plugin's experimentalUseImportModule", pkg: 'mini-css-extract-plugin', file: 'dist/index.js', shape: ['experimentalUseImportModule'], usedBy: WEBPACK },
];

/** What is wrong with `internal` in the package at `root`, each as a message that says what to do. */
function problems(internal: Internal, root: string, version: string): string[] {
  const where = `${internal.pkg ?? 'gatsby'}/${internal.file}`;
  const todo = `${internal.usedBy} relies on it: after a Gatsby upgrade (now ${version}), find where it went in the new version and update ${internal.usedBy}, or drop the patch if it is no longer needed.`;
  const file = path.join(root, internal.file);
  if (!existsSync(file)) return [`Gatsby internal "${internal.name}": ${where} is gone. ${todo}`];
  const source = readFileSync(file, 'utf8');
  return internal.shape
    .filter((shape) => (typeof shape === 'string' ? !source.includes(shape) : !shape.test(source)))
    .map((shape) => `Gatsby internal "${internal.name}": ${where} no longer contains ${String(shape)}. ${todo}`);
}

describe(`Gatsby internals the site relies on (gatsby ${gatsbyVersion})`, () => {
  for (const internal of INTERNALS) {
    it(internal.name, () => {
      expect(problems(internal, internal.pkg ? packageDir(internal.pkg) : gatsbyDir, gatsbyVersion)).toEqual([]);
    });
  }

  it("Head's tags: the server head handler takes the same tags as Gatsby's VALID_NODE_NAMES", () => {
    const constants = readFileSync(path.join(gatsbyDir, 'cache-dir', 'head', 'constants.js'), 'utf8');
    const list = /export const VALID_NODE_NAMES = \[([^\]]*)\]/.exec(constants);
    expect(list, 'gatsby/cache-dir/head/constants.js has no VALID_NODE_NAMES: update HEAD_TAGS in src/platform/gatsby/runtime/server-head.ts').not.toBeNull();
    const gatsbyTags = [...list![1]!.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(new Set(gatsbyTags), 'update HEAD_TAGS in src/platform/gatsby/runtime/server-head.ts to the new VALID_NODE_NAMES').toEqual(HEAD_TAGS);
  });

  it("page data: the fields Gatsby deletes from a page's context are the ones a re-render deletes", () => {
    const runner = readFileSync(path.join(gatsbyDir, 'dist', 'query', 'query-runner.js'), 'utf8');
    const deleted = [...runner.matchAll(/delete result\.pageContext\.(\w+);/g)].map((match) => match[1]);
    expect(deleted, 'update GATSBY_OWN_FIELDS in src/platform/gatsby/build/page-data.ts to what gatsby/dist/query/query-runner.js deletes').toEqual(GATSBY_OWN_FIELDS);
  });
});

describe('the check of an internal', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'gatsby-internals-'));
  mkdirSync(path.join(root, 'cache-dir'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const prefetch = INTERNALS[0]!;

  it('names the internal, the file of ours and what to do when an upgrade moved the code', () => {
    writeFileSync(path.join(root, 'cache-dir', 'loader.js'), 'import prefetchHelper from "./prefetch-v2"\n');
    expect(problems(prefetch, root, '9.0.0')).toEqual([
      `Gatsby internal "the loader's prefetch helper (swapped)": gatsby/cache-dir/loader.js no longer contains import prefetchHelper from "./prefetch". ` +
        `${WEBPACK}, src/platform/gatsby/runtime/prefetch.ts relies on it: after a Gatsby upgrade (now 9.0.0), find where it went in the new version and update ${WEBPACK}, src/platform/gatsby/runtime/prefetch.ts, or drop the patch if it is no longer needed.`,
    ]);
  });

  it('reports a file that is gone, and nothing for a file that still has the shape', () => {
    expect(problems({ ...prefetch, file: 'cache-dir/gone.js' }, root, '9.0.0')).toEqual([expect.stringContaining('gatsby/cache-dir/gone.js is gone.')]);
    writeFileSync(path.join(root, 'cache-dir', 'loader.js'), 'import prefetchHelper from "./prefetch"\n');
    expect(problems(prefetch, root, '9.0.0')).toEqual([]);
  });
});
