// The pages of a built site as one string (path, template and match path of each, in order): the
// build keeps it, and a re-render of changed pages (scripts/build/rerender-pages.ts) runs only while
// the site still has exactly these pages.
import type { BuiltPage } from './finalize';

/** Where the build keeps the page list, inside Gatsby's cache folder. */
export const PAGE_LIST_FILE = 'post-build/pages.json';

export function pageListJson(pages: readonly BuiltPage[]): string {
  return JSON.stringify(pages.map((page) => [page.path, page.template, page.matchPath ?? null]));
}
