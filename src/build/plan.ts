// A planned page: everything known about one page of one locale before the cross-locale pieces
// (hreflang alternates, SEO) are added. Page planners return these, each with its template's data in
// its final form (TemplateDataMap in page-types.ts); finalize.ts turns them into Gatsby pages.
import type { BrandConfig } from '../../brands';
import type { ArticleMetaEntry } from '../lib/content/article-metadata';
import type { Breadcrumb, ContentPageView, OgType, TemplateData, TemplateId } from '../lib/content/page-types';
import type { LocaleContext } from '../lib/content/site-context';
import { localizePath, type RedirectRule } from '../lib/paths';
import type { ShareImageJob } from './share-image';
import type { SiteData } from './source';

/** One planned page of template T. */
export interface PagePlanOf<T extends TemplateId> {
  /** Identity across locales (e.g. `product:rucksack`): pages with the same key are alternates. */
  key: string;
  locale: LocaleContext;
  /** Page path without the locale prefix, with trailing slash. */
  pagePath: string;
  /** Full path; defaults to the localized pagePath. */
  path: string;
  template: T;
  /** Title without the brand; empty for home. */
  title: string;
  description: string;
  breadcrumbs: Breadcrumb[];
  /** The template's own fields of the page context (TemplateDataMap in page-types.ts). */
  data: TemplateData<T>;
  /** Every content image the page shows (ImageRef.path values): its context gets their image data (`images`). */
  imagePaths: string[];
  ogType: OgType;
  /** Share image source; null = the brand's default share image. */
  share: (ShareImageJob & { alt: string }) | null;
  jsonLd?: (pageUrl: string, shareImageUrl: string) => Record<string, unknown>[];
  noindex: boolean;
  /** Localized path of the canonical page when it differs (product path aliases). */
  canonicalPath?: string;
  matchPath?: string;
  publishedTime?: string;
  tags?: string[];
  /** Article metadata entries (article:<key>). */
  articleMeta?: ArticleMetaEntry[];
  /** False for pages left out of sitemap.xml (aliases, 404, 500, account). */
  inSitemap: boolean;
  /** The redirect table's query rules on this page's path (PageContextBase.queryRedirects). */
  queryRedirects?: RedirectRule[];
}

/** One planned page of any template (its data matches its template). */
export type PagePlan = { [T in TemplateId]: PagePlanOf<T> }[TemplateId];

/** The first-aid guide's PDF of a language: written once, its link and size on every guide page. */
export type GuideDownloads = (page: ContentPageView, language: string) => Promise<{ href: string; sizeLabel: string }>;

/** What page planners get for one locale. */
export interface LocaleInput {
  brand: BrandConfig;
  locale: LocaleContext;
  site: SiteData;
  /** UI strings of the locale's language. */
  strings: Record<string, string>;
  /** Content root, to resolve image files for share images. */
  contentDir: string;
  /** The query rules of the redirect table on a page path (none for most). */
  queryRedirectsOn: (path: string) => RedirectRule[];
  /** Writes (once per language) and links the first-aid guide's PDF. */
  guideDownloads: GuideDownloads;
}

/** The defaults of a plan; planners set what differs. */
export function plan<T extends TemplateId>(
  input: LocaleInput,
  fields: Pick<PagePlanOf<T>, 'key' | 'pagePath' | 'template' | 'title' | 'data'> & Partial<PagePlanOf<T>>,
): PagePlanOf<T> {
  const path = fields.path ?? localizePath(input.locale.urlPath, fields.pagePath);
  const queryRedirects = input.queryRedirectsOn(path);
  return {
    path,
    description: '',
    breadcrumbs: [],
    imagePaths: [],
    ogType: 'website',
    share: null,
    noindex: false,
    inSitemap: !fields.noindex,
    locale: input.locale,
    ...(queryRedirects.length ? { queryRedirects } : {}),
    ...fields,
  };
}

/** A breadcrumb trail starting at Home; the last entry is the current page (plain text). */
export function crumbs(input: LocaleInput, ...trail: [label: string, pagePath: string | null][]): Breadcrumb[] {
  const home: Breadcrumb = { label: input.strings.home ?? 'Home', href: localizePath(input.locale.urlPath, '/') };
  const rest = trail.map(([label, pagePath], index) => ({
    label,
    href: index === trail.length - 1 || pagePath === null ? null : localizePath(input.locale.urlPath, pagePath),
  }));
  return [home, ...rest];
}

/** Unique, non-empty image paths. */
export function imagePaths(...paths: (string | null | undefined)[]): string[] {
  return [...new Set(paths.filter((p): p is string => Boolean(p)))];
}
