// Turns planned pages into Gatsby pages: hreflang alternates (with x-default) across locales,
// SEO data, share images, the picker's targets; and collects the sitemap entries. The site of each
// locale is not in the pages: build-site.ts makes one per locale (SiteBuild.localeSites).
import { imagesOf, type ImageData } from '../lib/content/image-data';
import type { BuiltContextBase, BuiltContextOf, TemplateId } from '../lib/content/page-types';
import type { AlternateLink, LocaleContext } from '../lib/content/site-context';
import { absoluteUrl, localizePath } from '../lib/paths';
import type { PagePlan, PagePlanOf } from './plan';
import { buildSeo, type SeoBrand } from './seo';
import type { ShareImagePlanner } from './share-image';
import type { SitemapEntry } from './sitemap';

/** A page of template T ready for Gatsby's createPage. */
export interface BuiltPageOf<T extends TemplateId> {
  path: string;
  matchPath?: string;
  template: T;
  context: BuiltContextOf<T>;
}

/** A page of any template ready for Gatsby's createPage. */
export type BuiltPage = BuiltPageOf<TemplateId>;

/** A page's context: its planner's data and the fields every page has, in one object. */
export function pageContext<T extends TemplateId>(p: PagePlanOf<T>, base: Pick<BuiltContextBase, 'seo' | 'pickerPaths' | 'images'>): BuiltContextOf<T> {
  const shared: BuiltContextBase & { template: T } = {
    template: p.template,
    localeId: p.locale.id,
    pagePath: p.pagePath,
    ...(base.pickerPaths ? { pickerPaths: base.pickerPaths } : {}),
    seo: base.seo,
    breadcrumbs: p.breadcrumbs,
    images: base.images,
    ...(p.queryRedirects ? { queryRedirects: p.queryRedirects } : {}),
  };
  return Object.assign({}, p.data, shared);
}

/** hreflang alternates of every key: one per locale having the page, plus x-default. */
export function alternatesByKey(plans: PagePlan[], baseUrl: string): Map<string, AlternateLink[]> {
  const groups = new Map<string, PagePlan[]>();
  for (const p of plans) groups.set(p.key, [...(groups.get(p.key) ?? []), p]);
  const out = new Map<string, AlternateLink[]>();
  for (const [key, group] of groups) {
    const links: AlternateLink[] = group.map((p) => ({ hreflang: p.locale.hreflang, href: absoluteUrl(baseUrl, p.path), localeId: p.locale.id }));
    const fallback = group.find((p) => p.locale.isDefault) ?? group[0];
    if (fallback) links.push({ hreflang: 'x-default', href: absoluteUrl(baseUrl, fallback.path), localeId: null });
    out.set(key, links);
  }
  return out;
}

/** The path of `pagePath` under the locale prefix `urlPath`, as the picker builds it by default. */
const switchPath = (urlPath: string, pagePath: string) => localizePath(urlPath.replace(/\/+$/, ''), pagePath);

/**
 * Where the country/location picker of each page leads in every other locale, where that differs from the same
 * path under the locale's prefix (which is then no page: a product not sold there): the page of the same key
 * there (if its path differs), else the nearest parent of the breadcrumb trail built there (a product's
 * collection), else that locale's home. Pages whose every target exists get no entry, so page data stays as it was.
 */
export function pickerPathsByPlan(plans: PagePlan[], locales: Pick<LocaleContext, 'id' | 'urlPath'>[]): Map<PagePlan, Record<string, string>> {
  const built = new Set(plans.map((p) => p.path));
  const byKey = new Map<string, Map<string, string>>();
  for (const p of plans) {
    if (!byKey.has(p.key)) byKey.set(p.key, new Map());
    byKey.get(p.key)!.set(p.locale.id, p.path);
  }
  const out = new Map<PagePlan, Record<string, string>>();
  for (const p of plans) {
    const own = p.locale.urlPath.replace(/\/+$/, '');
    const parents = p.breadcrumbs
      .slice(0, -1)
      .map((b) => b.href)
      .filter((href): href is string => Boolean(href) && href!.startsWith('/'))
      .map((href) => (own && (href === own || href.startsWith(`${own}/`)) ? href.slice(own.length) || '/' : href))
      .reverse();
    const targets: Record<string, string> = {};
    for (const locale of locales) {
      if (locale.id === p.locale.id) continue;
      const plain = switchPath(locale.urlPath, p.pagePath);
      if (built.has(plain)) continue;
      const target =
        byKey.get(p.key)?.get(locale.id) ??
        parents.map((parent) => switchPath(locale.urlPath, parent)).find((path) => built.has(path)) ??
        switchPath(locale.urlPath, '/');
      if (target !== plain) targets[locale.id] = target;
    }
    if (Object.keys(targets).length) out.set(p, targets);
  }
  return out;
}

/** Builds every page and the sitemap entries. */
export function finalizePages(input: {
  plans: PagePlan[];
  /** Every locale of the brand, for the picker's targets. */
  locales: Pick<LocaleContext, 'id' | 'urlPath'>[];
  seoBrand: SeoBrand;
  planner: ShareImagePlanner;
  defaultShare: { path: string; alt: string };
  /** Image data of the content images the pages show, by path (each page gets its own in its context). */
  images: ReadonlyMap<string, ImageData>;
}): { pages: BuiltPage[]; sitemap: SitemapEntry[] } {
  const { plans, seoBrand } = input;
  const alternates = alternatesByKey(plans, seoBrand.baseUrl);
  const pickerPaths = pickerPathsByPlan(plans, input.locales);
  const pages: BuiltPage[] = [];
  const sitemap: SitemapEntry[] = [];
  for (const p of plans) {
    const pageAlternates = alternates.get(p.key) ?? [];
    const canonicalPath = p.canonicalPath ?? p.path;
    const share = p.share ? { path: input.planner.plan(p.share), alt: p.share.alt } : input.defaultShare;
    const pageUrl = absoluteUrl(seoBrand.baseUrl, canonicalPath);
    const seo = buildSeo({
      brand: seoBrand,
      locale: p.locale,
      title: p.title,
      description: p.description,
      canonicalPath,
      alternates: p.noindex ? [] : pageAlternates,
      ogType: p.ogType,
      shareImage: share,
      noindex: p.noindex,
      publishedTime: p.publishedTime,
      tags: p.tags,
      articleMeta: p.articleMeta,
      jsonLd: p.jsonLd?.(pageUrl, absoluteUrl(seoBrand.baseUrl, share.path)),
    });
    const context = pageContext(p, { seo, pickerPaths: pickerPaths.get(p), images: imagesOf(input.images, p.imagePaths) });
    pages.push({ path: p.path, template: p.template, context, ...(p.matchPath ? { matchPath: p.matchPath } : {}) });
    if (p.inSitemap && !p.noindex) sitemap.push({ path: p.path, alternates: pageAlternates });
  }
  return { pages, sitemap };
}

/** Fails when two plans claim the same path (e.g. a product at the root and a collection). */
export function assertUniquePaths(plans: PagePlan[]): void {
  const seen = new Map<string, PagePlan>();
  const clashes: string[] = [];
  for (const p of plans) {
    const other = seen.get(p.path);
    if (other) clashes.push(`${p.path}: ${other.key} and ${p.key}`);
    else seen.set(p.path, p);
  }
  if (clashes.length) throw new Error(`Two pages share a path:\n${clashes.map((c) => `  - ${c}`).join('\n')}`);
}
