// Stitching Gatsby's scripts slice into the pages, on bytes.
//
// After the static HTML, Gatsby's build reads every page, finds the scripts slice's placeholder
// (`<slice-start id="_gatsby-scripts-1"></slice-start><slice-end …>`, where the entry scripts go)
// with a regular expression over the page as a string, and writes the page again with the slice's
// HTML in its place between two comments (gatsby/dist/utils/slices/stitching.js,
// stitchSliceForAPage); a page stitched before has its slice between those comments replaced by the
// slice as it is now. At 10,000 products that took 30 s of the build's main process: a read and a
// write of every page, as strings, and the full collections they caused in a heap that holds the
// whole site by then.
//
// Here the HTML renderer puts the slice in place itself, between Gatsby's comments
// (src/platform/gatsby/runtime/render-page.ts), and the build's stitching works on bytes: a page whose
// slice is already the current one is only read; a page with the placeholder, or an older slice,
// gets the current one, as the same bytes Gatsby writes. A page with any other slice marker goes to
// Gatsby's function. tests/build/slice-stitching.test.ts compares the two.
import { readFileSync, writeFileSync } from 'node:fs';
import { SCRIPTS_SLICE_END, SCRIPTS_SLICE_PLACEHOLDER, SCRIPTS_SLICE_START, scriptsSliceFile } from '../runtime/scripts-slice-place';

const PLACEHOLDER = Buffer.from(SCRIPTS_SLICE_PLACEHOLDER);
const START_COMMENT = Buffer.from(SCRIPTS_SLICE_START);
const END_COMMENT = Buffer.from(SCRIPTS_SLICE_END);
/** How every slice marker Gatsby's stitching looks for begins (elements and comments). */
const ELEMENT_MARKER = Buffer.from('<slice-');
const COMMENT_MARKER = Buffer.from('<!-- slice-');

/**
 * The page with the current scripts slice in place: instead of its placeholder, or of the slice
 * between Gatsby's comments. The page itself when it has no slice marker at all, or has the current
 * slice already (Gatsby's stitching gives the same text back); null when it has any other marker,
 * or the slice does.
 */
export function stitchScriptsSlice(page: Buffer, slice: Buffer): Buffer | null {
  if (slice.includes(ELEMENT_MARKER) || slice.includes(COMMENT_MARKER)) return null;
  const element = page.indexOf(ELEMENT_MARKER);
  const comment = page.indexOf(COMMENT_MARKER);
  if (element < 0 && comment < 0) return page;
  if (element >= 0) {
    const after = element + PLACEHOLDER.length;
    if (comment >= 0 || !page.subarray(element, after).equals(PLACEHOLDER) || page.includes(ELEMENT_MARKER, after)) return null;
    return Buffer.concat([page.subarray(0, element), START_COMMENT, slice, END_COMMENT, page.subarray(after)]);
  }
  const from = comment + START_COMMENT.length;
  const to = page.indexOf(COMMENT_MARKER, from);
  if (!page.subarray(comment, from).equals(START_COMMENT) || to < 0 || !page.subarray(to, to + END_COMMENT.length).equals(END_COMMENT)) return null;
  if (page.includes(COMMENT_MARKER, to + END_COMMENT.length)) return null;
  if (page.subarray(from, to).equals(slice)) return page;
  return Buffer.concat([page.subarray(0, from), slice, page.subarray(to)]);
}

/** Gatsby's stitchSliceForAPage. */
export type StitchSliceForAPage = (args: { pagePath: string; publicDir: string }) => Promise<void>;

/** The scripts slice's HTML, or null when there is none (Gatsby's stitching then says what is missing). */
function readSlice(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * stitchSliceForAPage on bytes where stitchScriptsSlice can, Gatsby's `stitch` elsewhere. `htmlPath`
 * is where Gatsby keeps a page's HTML (gatsby-core-utils' generateHtmlPath).
 */
export function stitchingOnBytes(stitch: StitchSliceForAPage, htmlPath: (publicDir: string, pagePath: string) => string): StitchSliceForAPage {
  // Gatsby stitches 25 pages at a time, and each read through fs/promises makes several trips through
  // libuv's pool (open, stat, read, close): with the synchronous calls, the reads of the embedded
  // catalogue's 2,037 pages took a quarter of the time. Nothing else runs in the build while it stitches.
  return async ({ pagePath, publicDir }) => {
    const file = htmlPath(publicDir, pagePath);
    const page = readFileSync(file);
    const slice = readSlice(scriptsSliceFile(publicDir));
    const stitched = slice && stitchScriptsSlice(page, slice);
    if (!stitched) return stitch({ pagePath, publicDir });
    if (stitched !== page) writeFileSync(file, stitched);
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
