// Gatsby's own server renderer and slice stitching, loaded for re-rendering pages outside a Gatsby
// build (rerender-pages.ts).
//
// Gatsby's renderer (gatsby/dist/utils/worker/child/render-html.js) reads each page's page-data file
// through gatsby/dist/utils/page-data.js, and that module loads Gatsby's redux store, its reporter
// (ink and a layout engine), its websocket server and its LMDB cache: 1.9 s of a 10 s re-render, for
// three small functions. Before the renderer is loaded, that module is given a stand-in with those,
// reading the files as Gatsby reads them. tests/build/gatsby-renderer.test.ts checks that the
// renderer uses nothing else of it.
import { readFile } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { stitchOnBytesInGatsby } from './slice-stitching';

// Gatsby's modules, resolved from Gatsby's install (they are not the repo's dependencies).
export const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));
/** Where Gatsby writes a page's page-data file and its HTML. */
export const { generatePageDataPath } = gatsbyRequire('gatsby-core-utils/page-data') as { generatePageDataPath(publicDir: string, pagePath: string): string };
export const { generateHtmlPath } = gatsbyRequire('gatsby-core-utils/page-html') as { generateHtmlPath(publicDir: string, pagePath: string): string };

interface PageDataFile {
  path: string;
  result?: { pageContext?: unknown; errors?: unknown };
  getServerDataError?: unknown;
}

/** The functions of gatsby/dist/utils/page-data.js the renderer calls. */
export interface GatsbyPageDataFunctions {
  readPageData(publicDir: string, pagePath: string): Promise<unknown>;
  readSliceData(publicDir: string, sliceName: string): Promise<unknown>;
  modifyPageDataForErrorMessage(input: PageDataFile): unknown;
}

/** The stand-in for gatsby/dist/utils/page-data.js. */
export const pageDataStandIn: GatsbyPageDataFunctions = {
  /** The page's page-data file, parsed. */
  readPageData: async (publicDir, pagePath) => JSON.parse(await readFile(generatePageDataPath(publicDir, pagePath), 'utf8')),
  /** A slice's slice-data file, parsed (the renderer reads them when it renders slices). */
  readSliceData: async (publicDir, sliceName) => JSON.parse(await readFile(path.join(publicDir, 'slice-data', `${sliceName}.json`), 'utf8')),
  /** What a preview's error page shows of the page data (the renderer calls it only in Gatsby's preview mode). */
  modifyPageDataForErrorMessage: (input) => ({
    errors: { ...(input.result?.errors ? { graphql: input.result.errors } : {}), ...(input.getServerDataError ? { getServerData: input.getServerDataError } : {}) },
    path: input.path,
    ...(input.result?.pageContext ? { pageContext: input.result.pageContext } : {}),
  }),
};

/** Gatsby's renderer and stitching (on bytes), with its page-data module replaced by the stand-in unless it is loaded already. */
export function loadGatsbyRenderer(): {
  renderHTMLProd: typeof import('gatsby/dist/utils/worker/child/render-html').renderHTMLProd;
  stitchSliceForAPage: typeof import('gatsby/dist/utils/slices/stitching').stitchSliceForAPage;
} {
  const pageDataFile = gatsbyPageDataFile();
  if (!require.cache[pageDataFile]) {
    const standIn = new Module(pageDataFile);
    standIn.filename = pageDataFile;
    standIn.loaded = true;
    standIn.exports = pageDataStandIn;
    require.cache[pageDataFile] = standIn;
  }
  const { renderHTMLProd } = gatsbyRequire('./dist/utils/worker/child/render-html') as typeof import('gatsby/dist/utils/worker/child/render-html');
  // Stitched on bytes, as in Gatsby's build (src/platform/gatsby/build/slice-stitching.ts).
  stitchOnBytesInGatsby(gatsbyRequire);
  const { stitchSliceForAPage } = gatsbyRequire('./dist/utils/slices/stitching') as typeof import('gatsby/dist/utils/slices/stitching');
  return { renderHTMLProd, stitchSliceForAPage };
}

/** The names render-html.js calls on its page-data module (its source, as Babel compiled it). */
export function pageDataFunctionsCalled(renderHtmlSource: string): string[] {
  const binding = /var (\w+) = require\("\.\.\/\.\.\/page-data"\);/.exec(renderHtmlSource)?.[1];
  if (!binding) throw new Error('render-html.js no longer requires ../../page-data as it did');
  const calls = renderHtmlSource.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'));
  return [...new Set([...calls].map(([, name = '']) => name))].sort();
}

/** Where Gatsby's page-data module and renderer are. */
export function gatsbyPageDataFile(): string {
  return gatsbyRequire.resolve('./dist/utils/page-data');
}
export function gatsbyRendererFile(): string {
  return gatsbyRequire.resolve('./dist/utils/worker/child/render-html');
}
