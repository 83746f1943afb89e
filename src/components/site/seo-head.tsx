// Everything a page's <head> holds, from the SeoData its context carries, its breadcrumbs and the
// brand of its locale's site: title, description, canonical, hreflang alternates, Open Graph,
// twitter card and JSON-LD.
import React from 'react';
import { pageJsonLd } from '../../lib/content/json-ld';
import type { Breadcrumb, SeoData } from '../../lib/content/page-types';
import type { SiteContext } from '../../lib/content/site-context';

/** JSON for a <script type="application/ld+json">; `<` is escaped so no content can close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Props of SeoHead. */
export interface SeoHeadProps {
  seo: SeoData;
  breadcrumbs: Breadcrumb[];
  /**
   * The brand and its profiles, from the site of the page's locale; without it (not loaded yet in
   * the browser) the tags made from the brand are left out.
   */
  site: Pick<SiteContext, 'brand' | 'social'> | undefined;
  /** JSON-LD of the page's subject made from its context, given the brand's name (after seo.jsonLd). */
  subjectJsonLd?: (brandName: string) => Record<string, unknown>[];
  /** Theme colour for the browser UI. */
  themeColor?: string;
}

/** The <head> tags of a page (rendered from a template's Gatsby Head export). */
export function SeoHead({ seo, breadcrumbs, site, subjectJsonLd, themeColor }: SeoHeadProps) {
  const brand = site?.brand;
  const { image } = seo;
  const jsonLd = site
    ? pageJsonLd({ name: site.brand.name, baseUrl: site.brand.baseUrl, logoPath: site.brand.logo.path, social: site.social.map((s) => s.url) }, breadcrumbs, seo.canonical, [
        ...seo.jsonLd,
        ...(subjectJsonLd?.(site.brand.name) ?? []),
      ])
    : seo.jsonLd;
  return (
    <>
      <html lang={seo.htmlLang} />
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {seo.noindex ? <meta name="robots" content="noindex" /> : null}
      {themeColor ? <meta name="theme-color" content={themeColor} /> : null}
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:type" content={seo.ogType} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={seo.canonical} />
      {brand ? <meta property="og:site_name" content={brand.name} /> : null}
      <meta property="og:locale" content={seo.htmlLang.replace('-', '_')} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {seo.publishedTime ? <meta property="article:published_time" content={seo.publishedTime} /> : null}
      {(seo.tags ?? []).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      {(seo.articleMeta ?? []).map((entry) => (
        <meta key={`article:${entry.key}`} property={`article:${entry.key}`} content={entry.value} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {brand ? <meta name="twitter:site" content={brand.twitterHandle} /> : null}
      <meta name="twitter:title" content={seo.title} />
      <meta name="twitter:description" content={seo.description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {jsonLd.map((entry, index) => (
        // Static serialization of build-time data with `<` escaped: not HTML from content.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(entry) }} />
      ))}
    </>
  );
}
