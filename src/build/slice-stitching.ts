// Stitching Gatsby's scripts slice into the pages, on bytes.
//
// After the static HTML, Gatsby's build reads every page, finds the scripts slice's placeholder
// (`<slice-start id="_gatsby-scripts-1"></slice-start><slice-end …>`, where the entry scripts go)
// with a regular expression over the page as a string, and writes the page again with the slice's
// HTML in its place (gatsby/dist/utils/slices/stitching.js, stitchSliceForAPage). In the build's
// main process, which holds the whole site's state by then, those strings (two per page, 54 kB
// each) filled the heap: at 10,000 products stitching took 30 s, much of it in full collections.
// Here a page whose only slice is the scripts slice is stitched as bytes, outside the heap: found
// with Buffer.indexOf, written as the same bytes Gatsby writes. A page with any other slice marker
// goes to Gatsby's function. tests/build/slice-stitching.test.ts compares the two on the same pages.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Gatsby's scripts slice (its HTML file in public/_gatsby/slices/). */
export const SCRIPTS_SLICE_ID = '_gatsby-scripts-1';

const PLACEHOLDER = Buffer.from(`<slice-start id="${SCRIPTS_SLICE_ID}"></slice-start><slice-end id="${SCRIPTS_SLICE_ID}"></slice-end>`);
const START_COMMENT = Buffer.from(`<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->`);
const END_COMMENT = Buffer.from(`<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`);
/** How every slice marker Gatsby's stitching looks for begins (elements and comments). */
const ELEMENT_MARKER = Buffer.from('<slice-');
const COMMENT_MARKER = Buffer.from('<!-- slice-');

/**
 * The page with the scripts slice in place of its placeholder; the page itself when it has no slice
 * marker at all (Gatsby leaves it as it is); null when it has any other marker, or the slice does.
 */
export function stitchScriptsSlice(page: Buffer, slice: Buffer): Buffer | null {
  if (slice.includes(ELEMENT_MARKER) || slice.includes(COMMENT_MARKER) || page.includes(COMMENT_MARKER)) return null;
  const at = page.indexOf(ELEMENT_MARKER);
  if (at < 0) return page;
  const after = at + PLACEHOLDER.length;
  if (!page.subarray(at, after).equals(PLACEHOLDER) || page.includes(ELEMENT_MARKER, after)) return null;
  return Buffer.concat([page.subarray(0, at), START_COMMENT, slice, END_COMMENT, page.subarray(after)]);
}

/** Gatsby's stitchSliceForAPage. */
export type StitchSliceForAPage = (args: { pagePath: string; publicDir: string }) => Promise<void>;

/**
 * stitchSliceForAPage on bytes where stitchScriptsSlice can, Gatsby's `stitch` elsewhere. `htmlPath`
 * is where Gatsby keeps a page's HTML (gatsby-core-utils' generateHtmlPath).
 */
export function stitchingOnBytes(stitch: StitchSliceForAPage, htmlPath: (publicDir: string, pagePath: string) => string): StitchSliceForAPage {
  return async ({ pagePath, publicDir }) => {
    const file = htmlPath(publicDir, pagePath);
    const [page, slice] = await Promise.all([readFile(file), readFile(path.join(publicDir, '_gatsby', 'slices', `${SCRIPTS_SLICE_ID}.html`)).catch(() => null)]);
    const stitched = slice && stitchScriptsSlice(page, slice);
    if (!stitched) return stitch({ pagePath, publicDir });
    if (stitched !== page) await writeFile(file, stitched);
  };
}

/** Gatsby's stitching module; once replaced, its function keeps Gatsby's own as `gatsby`. */
export interface GatsbyStitchingModule {
  stitchSliceForAPage: StitchSliceForAPage & { gatsby?: StitchSliceForAPage };
}

/**
 * Makes Gatsby's build stitch on bytes: its build-html command looks stitchSliceForAPage up on
 * Gatsby's stitching module at every call, so the module's export is replaced (once per process).
 */
export function stitchOnBytesInGatsby(gatsbyRequire: NodeRequire): void {
  const stitching = gatsbyRequire('./dist/utils/slices/stitching') as GatsbyStitchingModule;
  const gatsby = stitching.stitchSliceForAPage;
  if (gatsby.gatsby) return;
  const { generateHtmlPath } = gatsbyRequire('gatsby-core-utils/page-html') as { generateHtmlPath(publicDir: string, pagePath: string): string };
  stitching.stitchSliceForAPage = Object.assign(stitchingOnBytes(gatsby, generateHtmlPath), { gatsby });
}
