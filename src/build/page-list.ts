// The pages of a built site as one string (path, template and match path of each, by path): the
// build keeps it, and a re-render of changed pages (scripts/build/rerender-pages.ts) runs only while
// the site still has exactly these pages. The order the planner creates them in (products sorted by
// title, for one) is not part of it: no page's files depend on it.
import type { BuiltPage } from './finalize';

/** Where the build keeps the page list, inside Gatsby's cache folder. */
export const PAGE_LIST_FILE = 'post-build/pages.json';

export function pageListJson(pages: readonly BuiltPage[]): string {
  const entries = pages.map((page) => [page.path, page.template, page.matchPath ?? null] as const);
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return JSON.stringify(entries);
}
