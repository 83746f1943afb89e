// A planned page: everything known about one page of one locale before the cross-locale pieces
// (hreflang alternates, SEO) are added. Page planners return these; finalize.ts turns them into
// Gatsby pages.
import type { BrandConfig } from '../../brands';
import type { Breadcrumb, OgType, TemplateId } from '../lib/content/page-types';
import type { LocaleContext } from '../lib/content/site-context';
import { localizePath } from '../lib/paths';
import type { ShareImageJob } from './share-image';
import type { SiteData } from './source';

/** One planned page. */
export interface PagePlan {
  /** Identity across locales (e.g. `product:rucksack`): pages with the same key are alternates. */
  key: string;
  locale: LocaleContext;
  /** Page path without the locale prefix, with trailing slash. */
  pagePath: string;
  /** Full path; defaults to the localized pagePath. */
  path: string;
  template: TemplateId;
  /** Title without the brand; empty for home. */
  title: string;
  description: string;
  breadcrumbs: Breadcrumb[];
  /** Template data merged into the context (page-types.ts fields besides the base). */
  data: Record<string, unknown>;
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
  /** False for pages left out of sitemap.xml (aliases, 404, 500, account). */
  inSitemap: boolean;
}

/** What page planners get for one locale. */
export interface LocaleInput {
  brand: BrandConfig;
  locale: LocaleContext;
  site: SiteData;
  /** UI strings of the locale's language. */
  strings: Record<string, string>;
  /** Content root, to resolve image files for share images. */
  contentDir: string;
}

/** The defaults of a plan; planners set what differs. */
export function plan(
  input: LocaleInput,
  fields: Pick<PagePlan, 'key' | 'pagePath' | 'template' | 'title'> & Partial<PagePlan>,
): PagePlan {
  return {
    path: localizePath(input.locale.urlPath, fields.pagePath),
    description: '',
    breadcrumbs: [],
    data: {},
    imagePaths: [],
    ogType: 'website',
    share: null,
    noindex: false,
    inSitemap: !fields.noindex,
    locale: input.locale,
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
