// Finds the pages of a built Gatsby site and the template each one uses, from `page-data/`
// (every page's page-data.json names its component chunk, e.g. `component---src-templates-product-tsx`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A built page and its template. */
export interface BuiltPage {
  /** URL path with trailing slash, e.g. `/dog-hammocks/`. */
  path: string;
  /** Gatsby component chunk name. */
  template: string;
}

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.name === 'page-data.json') found.push(full);
  }
}

/** Every page of a built site (page-data.json files), sorted by path. */
export function builtPages(siteRoot: string): BuiltPage[] {
  const pageData = path.join(siteRoot, 'page-data');
  if (!existsSync(pageData)) return [];
  const files: string[] = [];
  walk(pageData, files);
  const pages: BuiltPage[] = [];
  for (const file of files) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { path?: string; componentChunkName?: string };
    if (!data.path || !data.componentChunkName) continue;
    // Pages with a matchPath catch-all (`/de/404/`) are real pages; dev-404 is not built.
    if (data.path.startsWith('/dev-404-page')) continue;
    pages.push({ path: data.path.endsWith('/') || data.path.endsWith('.html') ? data.path : `${data.path}/`, template: data.componentChunkName });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Short template name: `component---src-templates-product-tsx` → `product`. */
export function templateName(chunk: string): string {
  return chunk.replace(/^component---/, '').replace(/-(tsx|ts|jsx|js)$/, '').replace(/^src-(templates|pages)-/, '');
}

/** Number of path segments; the default locale's pages have the fewest. */
function depth(pagePath: string): number {
  return pagePath.split('/').filter(Boolean).length;
}

/** The shallowest page (default locale first) of each template. */
export function representativePages(pages: BuiltPage[]): Map<string, BuiltPage> {
  const chosen = new Map<string, BuiltPage>();
  for (const page of pages) {
    const name = templateName(page.template);
    const current = chosen.get(name);
    if (!current || depth(page.path) < depth(current.path)) chosen.set(name, page);
  }
  return chosen;
}

/** Home, a collection and a product page of a built brand, found by template. */
export function budgetPages(pages: BuiltPage[]): { home: string; collection: string | null; product: string | null } {
  const shallowest = (pattern: RegExp): string | null => {
    const matches = pages.filter((page) => pattern.test(templateName(page.template)));
    matches.sort((a, b) => depth(a.path) - depth(b.path) || a.path.localeCompare(b.path));
    return matches[0]?.path ?? null;
  };
  return { home: '/', collection: shallowest(/^collection/), product: shallowest(/^product(-detail|-page)?$/) };
}
