// SeoData of a page (page-types.ts): title, description, canonical, hreflang alternates with
// x-default, the Open Graph type and share image, and the JSON-LD of the page's subject (Product,
// Article). The head makes the rest from these, the brand and the breadcrumbs (seo-head.tsx); a
// product page's Product JSON-LD from its product (src/lib/content/product-json-ld.ts).
import type { ArticleMetaEntry } from '../lib/content/article-metadata';
import type { OgType, SeoData } from '../lib/content/page-types';
import type { AlternateLink, LocaleContext } from '../lib/content/site-context';
import { absoluteUrl } from '../lib/paths';
import { SHARE_HEIGHT, SHARE_WIDTH } from './share-image';

/** What seo.ts needs of the brand (the head takes the rest from the site of the page's locale). */
export interface SeoBrand {
  name: string;
  baseUrl: string;
  seo: { title: string; description: string };
  logoPath: string;
}

/** Inputs of one page's SEO. */
export interface SeoInput {
  brand: SeoBrand;
  locale: LocaleContext;
  /** Page title without the brand; empty on home (the brand SEO title is used). */
  title: string;
  description: string;
  /** Localized path of the canonical page. */
  canonicalPath: string;
  alternates: AlternateLink[];
  ogType: OgType;
  shareImage: { path: string; alt: string };
  noindex: boolean;
  publishedTime?: string;
  tags?: string[];
  articleMeta?: ArticleMetaEntry[];
  jsonLd?: Record<string, unknown>[];
}

/** The Article JSON-LD of a blog post. */
export function articleJsonLd(input: {
  headline: string;
  description: string;
  url: string;
  imageUrl: string;
  datePublished: string;
  authorName: string | null;
  brand: SeoBrand;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    image: [input.imageUrl],
    datePublished: input.datePublished,
    mainEntityOfPage: input.url,
    author: input.authorName ? { '@type': 'Person', name: input.authorName } : { '@type': 'Organization', name: input.brand.name },
    publisher: { '@type': 'Organization', name: input.brand.name, logo: { '@type': 'ImageObject', url: absoluteUrl(input.brand.baseUrl, input.brand.logoPath) } },
  };
}

/** Builds the SeoData of a page. */
export function buildSeo(input: SeoInput): SeoData {
  const { brand, locale } = input;
  // Content SEO titles may already name the brand; never say it twice.
  const title = !input.title ? brand.seo.title : input.title.includes(brand.name) ? input.title : `${input.title} | ${brand.name}`;
  return {
    title,
    description: (input.description || brand.seo.description).slice(0, 300),
    canonical: absoluteUrl(brand.baseUrl, input.canonicalPath),
    htmlLang: locale.hreflang,
    alternates: input.alternates,
    noindex: input.noindex,
    ogType: input.ogType,
    image: { url: absoluteUrl(brand.baseUrl, input.shareImage.path), width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: input.shareImage.alt },
    ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    ...(input.tags?.length ? { tags: input.tags } : {}),
    ...(input.articleMeta?.length ? { articleMeta: input.articleMeta } : {}),
    jsonLd: input.jsonLd ?? [],
  };
}
