// Where Gatsby's scripts slice goes in a rendered page, and how its stitching marks it there
// (gatsby/cache-dir/slice/server-slice-renderer.js renders the placeholder; its stitching,
// gatsby/dist/utils/slices/stitching.js, leaves the slice between the two comments).

/** Gatsby's scripts slice (its HTML file in public/_gatsby/slices/). */
export const SCRIPTS_SLICE_ID = '_gatsby-scripts-1';

/** The slice's HTML file in a built site's public folder (Gatsby writes it there). */
export function scriptsSliceFile(publicDir: string): string {
  return `${publicDir}/_gatsby/slices/${SCRIPTS_SLICE_ID}.html`;
}

/** What the renderer writes where the slice goes. */
export const SCRIPTS_SLICE_PLACEHOLDER = `<slice-start id="${SCRIPTS_SLICE_ID}"></slice-start><slice-end id="${SCRIPTS_SLICE_ID}"></slice-end>`;
/** The comments around a stitched slice. */
export const SCRIPTS_SLICE_START = `<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->`;
export const SCRIPTS_SLICE_END = `<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`;

/**
 * A rendered page with the scripts slice (its HTML) between Gatsby's comments in place of its
 * placeholder: what Gatsby's stitching makes of it. The page as it is without the placeholder.
 */
export function placeScriptsSlice(html: string, slice: string): string {
  const at = html.indexOf(SCRIPTS_SLICE_PLACEHOLDER);
  if (at < 0) return html;
  return `${html.slice(0, at)}${SCRIPTS_SLICE_START}${slice}${SCRIPTS_SLICE_END}${html.slice(at + SCRIPTS_SLICE_PLACEHOLDER.length)}`;
}
