// JSON-LD made where a page's head is rendered, from what the page already has: Organization (the
// brand of its locale's site) and BreadcrumbList (its breadcrumbs) on every page; Product on product
// pages (product-json-ld.ts). Other subjects (Article) are made at build time and travel in
// SeoData.jsonLd.
import { absoluteUrl } from '../paths/core';
import type { Breadcrumb } from './page-types';

/** What the Organization JSON-LD needs of the brand. */
export interface JsonLdBrand {
  name: string;
  baseUrl: string;
  logoPath: string;
  /** Profile URLs (`sameAs`). */
  social: string[];
}

/** The Organization JSON-LD of a brand. */
export function organizationJsonLd(brand: JsonLdBrand): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: `${brand.baseUrl}/`,
    logo: absoluteUrl(brand.baseUrl, brand.logoPath),
    ...(brand.social.length ? { sameAs: brand.social } : {}),
  };
}

/** The BreadcrumbList JSON-LD of a trail; the last crumb points at the page itself. */
export function breadcrumbJsonLd(baseUrl: string, crumbs: Breadcrumb[], pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? absoluteUrl(baseUrl, crumb.href) : pageUrl,
    })),
  };
}

/** Every JSON-LD object of a page, in the order the head renders them. */
export function pageJsonLd(brand: JsonLdBrand, breadcrumbs: Breadcrumb[], canonical: string, subject: Record<string, unknown>[]): Record<string, unknown>[] {
  return [organizationJsonLd(brand), ...(breadcrumbs.length > 1 ? [breadcrumbJsonLd(brand.baseUrl, breadcrumbs, canonical)] : []), ...subject];
}
