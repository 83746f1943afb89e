// Dead internal links fail the build: every site path a planned page links to (an `href` anywhere
// in its template data, and its breadcrumbs) must be a page of the build, a redirect's from-path,
// or a file.
import type { PagePlan } from './plan';

/** One link to a page the build does not make. */
export interface DeadLink {
  from: string;
  href: string;
}

function hrefsOf(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) hrefsOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'href' || key === 'path') && typeof v === 'string') out.push(v);
      else hrefsOf(v, out);
    }
  }
}

/** The site path of an internal href (search and hash dropped), or null for other hrefs. */
export function internalPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  return href.replace(/[?#].*$/, '');
}

const isFile = (p: string) => /\.[a-z0-9]+$/i.test(p);

/** Links of the planned pages to paths that are neither pages, redirects nor files. */
export function deadInternalLinks(plans: Pick<PagePlan, 'path' | 'data' | 'breadcrumbs'>[], pagePaths: Set<string>, redirectFromPaths: string[] = []): DeadLink[] {
  const redirects = new Set(redirectFromPaths.map((p) => p.toLowerCase().replace(/\/$/, '')));
  const dead: DeadLink[] = [];
  for (const plan of plans) {
    const hrefs: string[] = [];
    hrefsOf(plan.data, hrefs);
    hrefsOf(plan.breadcrumbs, hrefs);
    for (const href of new Set(hrefs)) {
      const p = internalPath(href);
      if (p === null || isFile(p) || pagePaths.has(p) || pagePaths.has(`${p}/`)) continue;
      if (redirects.has(p.toLowerCase().replace(/\/$/, ''))) continue;
      dead.push({ from: plan.path, href });
    }
  }
  return dead;
}

/** Fails with every dead internal link listed. */
export function assertInternalLinks(plans: Pick<PagePlan, 'path' | 'data' | 'breadcrumbs'>[], pagePaths: Set<string>, redirectFromPaths: string[] = []): void {
  const dead = deadInternalLinks(plans, pagePaths, redirectFromPaths);
  if (!dead.length) return;
  const list = dead.slice(0, 50).map((d) => `  ${d.from} → ${d.href}`).join('\n');
  throw new Error(`${dead.length} internal link(s) lead to no page of the build:\n${list}`);
}
