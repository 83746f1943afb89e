// Dead internal links fail the build: every site path a planned page links to (an `href`, `path` or
// `src` anywhere in its template data, and its breadcrumbs) must be a page of the build, a
// redirect's from-path, or a file the build publishes (dataset media, first-aid guide PDFs).
import { readdirSync } from 'node:fs';
import { firstAidPdfPaths } from './first-aid-pdf';
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
      if ((key === 'href' || key === 'path' || key === 'src') && typeof v === 'string') out.push(v);
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

/** Plan fields the check reads. */
type LinkingPlan = Pick<PagePlan, 'path' | 'data' | 'breadcrumbs'>;

/**
 * Site paths of the files the build publishes besides pages: the brand's dataset media (copied
 * from `mediaDir` to `/media/<brand>/`) and the first-aid guide's PDF per language.
 */
export function publishedFiles(plans: Pick<PagePlan, 'template' | 'locale' | 'data'>[], media: { dir: string; brand: string }): Set<string> {
  const files = new Set(firstAidPdfPaths(plans));
  let names: string[] = [];
  try {
    names = readdirSync(media.dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(media.dir.length).replace(/\\/g, '/')}/${entry.name}`.replace(/^\/+/, ''));
  } catch (error) {
    // A brand without dataset media has no folder; links to /media/ then fail below.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const name of names) files.add(`/media/${media.brand}/${name}`);
  return files;
}

/** Links of the planned pages to paths that are neither pages, redirects nor published files. */
export function deadInternalLinks(plans: LinkingPlan[], pagePaths: Set<string>, redirectFromPaths: string[] = [], files: ReadonlySet<string> = new Set()): DeadLink[] {
  const redirects = new Set(redirectFromPaths.map((p) => p.toLowerCase().replace(/\/$/, '')));
  const dead: DeadLink[] = [];
  for (const plan of plans) {
    const hrefs: string[] = [];
    hrefsOf(plan.data, hrefs);
    hrefsOf(plan.breadcrumbs, hrefs);
    for (const href of new Set(hrefs)) {
      const p = internalPath(href);
      if (p === null) continue;
      if (isFile(p) ? files.has(p) : pagePaths.has(p) || pagePaths.has(`${p}/`)) continue;
      if (redirects.has(p.toLowerCase().replace(/\/$/, ''))) continue;
      dead.push({ from: plan.path, href });
    }
  }
  return dead;
}

/** Fails with every dead internal link listed (a file link counts only if the build publishes that file). */
export function assertInternalLinks(plans: LinkingPlan[], pagePaths: Set<string>, redirectFromPaths: string[] = [], files: ReadonlySet<string> = new Set()): void {
  const dead = deadInternalLinks(plans, pagePaths, redirectFromPaths, files);
  if (!dead.length) return;
  const list = dead.slice(0, 50).map((d) => `  ${d.from} → ${d.href}`).join('\n');
  throw new Error(`${dead.length} internal link(s) lead to no page or file of the build:\n${list}`);
}
