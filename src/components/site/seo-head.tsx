// Everything a page's <head> holds, from the SeoData its context carries: title, description,
// canonical, hreflang alternates, Open Graph, twitter card and JSON-LD.
import React from 'react';
import type { SeoData } from '../../lib/content/page-types';

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
  /** Theme colour for the browser UI. */
  themeColor?: string;
}

/** The <head> tags of a page (rendered from a template's Gatsby Head export). */
export function SeoHead({ seo, themeColor }: SeoHeadProps) {
  const { og, twitter } = seo;
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
      <meta property="og:type" content={og.type} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      <meta property="og:url" content={og.url} />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      <meta property="og:image" content={og.image.url} />
      <meta property="og:image:width" content={String(og.image.width)} />
      <meta property="og:image:height" content={String(og.image.height)} />
      <meta property="og:image:alt" content={og.image.alt} />
      {og.publishedTime ? <meta property="article:published_time" content={og.publishedTime} /> : null}
      {(og.tags ?? []).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content={twitter.card} />
      <meta name="twitter:site" content={twitter.site} />
      <meta name="twitter:title" content={twitter.title} />
      <meta name="twitter:description" content={twitter.description} />
      <meta name="twitter:image" content={twitter.image} />
      <meta name="twitter:image:alt" content={twitter.imageAlt} />
      {seo.jsonLd.map((entry, index) => (
        // Static serialization of build-time data with `<` escaped: not HTML from content.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(entry) }} />
      ))}
    </>
  );
}
