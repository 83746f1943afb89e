// SeoData of a page (page-types.ts): title, description, canonical, hreflang alternates with
// x-default, Open Graph and twitter fields, and JSON-LD (Organization, BreadcrumbList, Product, Article).
import type { Breadcrumb, OgType, ProductView, SeoData } from '../lib/content/page-types';
import type { AlternateLink, LocaleContext } from '../lib/content/site-context';
import { absoluteUrl } from '../lib/paths';
import { SHARE_HEIGHT, SHARE_WIDTH } from './share-image';

/** What seo.ts needs of the brand. */
export interface SeoBrand {
  name: string;
  baseUrl: string;
  twitterHandle: string;
  seo: { title: string; description: string };
  logoPath: string;
  social: string[];
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
  breadcrumbs: Breadcrumb[];
  ogType: OgType;
  shareImage: { path: string; alt: string };
  noindex: boolean;
  publishedTime?: string;
  tags?: string[];
  jsonLd?: Record<string, unknown>[];
}

/** The Organization JSON-LD of a brand. */
export function organizationJsonLd(brand: SeoBrand): Record<string, unknown> {
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

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  comingSoon: 'https://schema.org/PreOrder',
  discontinued: 'https://schema.org/Discontinued',
};

/** The Product JSON-LD with one offer per variant. */
export function productJsonLd(product: ProductView, pageUrl: string, imageUrl: string, brandName: string): Record<string, unknown> {
  const availability = (available: boolean) =>
    product.availability === 'discontinued'
      ? AVAILABILITY.discontinued
      : product.availability === 'comingSoon'
        ? AVAILABILITY.comingSoon
        : available
          ? AVAILABILITY.inStock
          : AVAILABILITY.outOfStock;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description.join(' '),
    image: [imageUrl],
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: product.vendor || brandName },
    url: pageUrl,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      name: variant.title || product.title,
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      availability: availability(variant.availableForSale),
      url: pageUrl,
    })),
    ...(product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviews.length,
          },
          review: product.reviews.slice(0, 10).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
            name: r.title,
            reviewBody: r.body,
            datePublished: r.date,
          })),
        }
      : {}),
  };
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
  const description = (input.description || brand.seo.description).slice(0, 300);
  const canonical = absoluteUrl(brand.baseUrl, input.canonicalPath);
  const imageUrl = absoluteUrl(brand.baseUrl, input.shareImage.path);
  const jsonLd: Record<string, unknown>[] = [organizationJsonLd(brand)];
  if (input.breadcrumbs.length > 1) jsonLd.push(breadcrumbJsonLd(brand.baseUrl, input.breadcrumbs, canonical));
  jsonLd.push(...(input.jsonLd ?? []));
  return {
    title,
    description,
    canonical,
    htmlLang: locale.hreflang,
    alternates: input.alternates,
    noindex: input.noindex,
    og: {
      type: input.ogType,
      title,
      description,
      url: canonical,
      siteName: brand.name,
      locale: locale.hreflang.replace('-', '_'),
      image: { url: imageUrl, width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: input.shareImage.alt },
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.tags?.length ? { tags: input.tags } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      site: brand.twitterHandle,
      title,
      description,
      image: imageUrl,
      imageAlt: input.shareImage.alt,
    },
    jsonLd,
  };
}
