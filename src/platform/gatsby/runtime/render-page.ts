// The HTML renderer's entry: Gatsby's (.cache/static-entry.js), with the scripts slice put in place
// in every page it renders, between the comments Gatsby's stitching leaves (./scripts-slice-place.ts).
// The build's stitching then finds the current slice already there and only reads the page
// (src/platform/gatsby/build/slice-stitching.ts); a page rendered before a change of the slice still gets the new
// one. gatsby-node.ts makes this module the renderer bundle's entry. It is a CommonJS module (Gatsby
// loads the bundle's `module.exports`), so its imports are require calls the bundle resolves.
/* eslint-disable @typescript-eslint/no-require-imports */
import type * as ScriptsSlicePlace from './scripts-slice-place';

// Node's own `fs`, not the bundle's: the renderer's bundle gives its modules an `fs` that records
// every call, and a recorded call makes Gatsby render every page again in every later build, as a
// page may then depend on files it does not know of. This read does not make a page depend on
// anything Gatsby does not track: it is the scripts slice, and every time the slice changes
// Gatsby's stitching puts the new one in every page, between the same comments. (Gatsby's own
// server-rendering engine reads the slice into its pages the same way: GATSBY_SLICES_SCRIPT in
// gatsby/dist/utils/page-ssr-module.)
declare const __non_webpack_require__: NodeJS.Require;
const { readFileSync } = __non_webpack_require__('node:fs') as typeof import('node:fs');
const { placeScriptsSlice, scriptsSliceFile } = require('./scripts-slice-place') as typeof ScriptsSlicePlace;

type StaticPage = (args: unknown) => Promise<{ html: string } & Record<string, unknown>>;

const gatsbyEntry = require('../../../../.cache/static-entry') as { default: StaticPage } & Record<string, unknown>;

// Gatsby writes the slice into public/ of the site it builds (its working directory) before any
// page is rendered; a renderer reads it once.
let slice: string | null | undefined;
function scriptsSlice(): string | null {
  if (slice === undefined) {
    try {
      slice = readFileSync(scriptsSliceFile(`${process.cwd()}/public`), 'utf8');
    } catch {
      slice = null;
    }
  }
  return slice;
}

async function staticPage(args: unknown): ReturnType<StaticPage> {
  const result = await gatsbyEntry.default(args);
  const current = scriptsSlice();
  return current === null ? result : { ...result, html: placeScriptsSlice(result.html, current) };
}

module.exports = { ...gatsbyEntry, default: staticPage };
