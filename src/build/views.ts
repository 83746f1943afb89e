// View-model builders: content documents and catalogue products → the plain shapes of
// src/lib/content/page-types.ts, for one locale.
import type {
  ArticleCard,
  CollectionCard,
  ImageRef,
  PriceView,
  ProductCard,
  ProductView,
  ReviewView,
  SupportCardView,
} from '../lib/content/page-types';
import type { Currency, LocaleContext } from '../lib/content/site-context';
import { formatDate, formatMoney } from '../lib/i18n';
import { articlePath, collectionPath, internalLinkPath, isLinkValid, isSafeHref, isSameOriginPath, localizePath } from '../lib/paths';
import type { Money } from '../lib/i18n/money';
import type { CatalogueProduct } from '../lib/storefront';
import { pick, type BlogPostDoc, type ContentImage, type ProductDoc, type SupportCardDoc } from './content-types';

/**
 * The product image a variant's Storefront image URL shows: the one whose content path the URL ends
 * with (the service serves content images under its own host and prefix), else none.
 */
export function variantImage(url: string | null | undefined, images: ImageRef[]): ImageRef | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'https://content.invalid/').pathname);
  } catch {
    return null;
  }
  return images.find((image) => pathname === `/${image.path}` || pathname.endsWith(`/${image.path}`)) ?? null;
}

/** A content image as an ImageRef with its alt text in the locale's language. */
export function imageRef(image: ContentImage | null | undefined, language: string, fallbackAlt = ''): ImageRef | null {
  if (!image?.path) return null;
  return { path: image.path, alt: pick(image.alt, language) || fallbackAlt, width: image.width, height: image.height };
}

/** A Storefront price formatted for the locale. */
export function money(value: Money, locale: LocaleContext): PriceView {
  return {
    amount: value.amount,
    currencyCode: value.currencyCode as Currency,
    formatted: formatMoney(value.amount, value.currencyCode, locale.priceFormat),
  };
}

/** The date text of a locale. */
export function dateText(iso: string | null | undefined, locale: LocaleContext): string {
  return iso ? formatDate(iso, locale.hreflang) : '';
}

/** Everything needed to show one product in one locale. */
export interface ShownProduct {
  doc: ProductDoc;
  product: CatalogueProduct;
  /** Localized main path (with prefix). */
  href: string;
}

/** A product in a grid. */
export function productCard(shown: ShownProduct, locale: LocaleContext, position: number): ProductCard {
  const { doc, product } = shown;
  const cheapest = [...product.variants].sort((a, b) => Number(a.price.amount) - Number(b.price.amount))[0];
  const onSale = cheapest?.compareAtPrice && Number(cheapest.compareAtPrice.amount) > Number(cheapest.price.amount);
  const title = pick(doc.title, locale.language) || product.title;
  return {
    id: product.id,
    handle: product.handle,
    title,
    sku: cheapest?.sku ?? '',
    href: shown.href,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    petType: doc.petType ?? 'dog',
    availability: doc.availability ?? 'available',
    availableForSale: product.availableForSale,
    image: imageRef(doc.images?.[0], locale.language, title),
    price: money(product.priceRange.min, locale),
    maxPrice: money(product.priceRange.max, locale),
    compareAtPrice: onSale && cheapest.compareAtPrice ? money(cheapest.compareAtPrice, locale) : null,
    createdAt: product.createdAt,
    position,
  };
}

/** Reviews by date, newest first (ISO dates compare as text); same-day reviews keep their order. */
export function newestFirst<R extends { date: string }>(reviews: readonly R[]): R[] {
  return [...reviews].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** A review with "Anonymous" (localized) for a missing author. */
export function reviewView(
  review: NonNullable<ProductDoc['reviews']>[number],
  locale: LocaleContext,
  anonymous: string,
): ReviewView {
  return {
    key: review._key,
    author: review.author?.trim() ? review.author : anonymous,
    rating: review.rating,
    title: review.title,
    body: review.body,
    date: review.date,
    formattedDate: dateText(review.date, locale),
  };
}

/** Splits a plain description into paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The product detail view. */
/**
 * Where a product video plays from: dataset media (`media/<brand>/<file>`) is served by the site
 * itself under `/media/…` (copied at build); other sources must be https. Anything else is dropped.
 */
export function videoSrc(src: string): string | null {
  if (/^media\/[a-z0-9-]+\/[a-z0-9.-]+$/.test(src) && !src.includes('..')) return `/${src}`;
  return isSafeHref(src) && src.startsWith('https:') ? src : null;
}

/** Caption tracks of a video, the page's language first (the default track), labelled in that language. */
export function captionTracks(captions: { language: string; src: string }[], language: string): { language: string; label: string; src: string; isDefault: boolean }[] {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return captions
    .map((c) => ({ c, src: videoSrc(c.src) }))
    .filter((entry): entry is { c: { language: string; src: string }; src: string } => entry.src !== null)
    .map(({ c, src }) => {
      const name = names.of(c.language) ?? c.language;
      return { language: c.language, label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1), src, isDefault: c.language === language };
    })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function productView(
  shown: ShownProduct,
  locale: LocaleContext,
  strings: Record<string, string>,
  addOns: ProductCard[],
  planLabels: Map<string, Record<string, string>> = new Map(),
): ProductView {
  const { doc, product } = shown;
  const language = locale.language;
  const title = pick(doc.title, language) || product.title;
  const images = (doc.images ?? []).map((i) => imageRef(i, language, title)).filter((i): i is ImageRef => i !== null);
  // Only reviews written in the page's language are shown, newest first; the average and count are theirs.
  const reviews = newestFirst((doc.reviews ?? []).filter((r) => !r.language || r.language === language)).map((r) =>
    reviewView(r, locale, strings.anonymous ?? 'Anonymous'),
  );
  const average = reviews.length ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10 : null;
  return {
    id: product.id,
    handle: product.handle,
    title,
    description: paragraphs(pick(doc.description, language)),
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    petType: doc.petType ?? 'dog',
    availability: doc.availability ?? 'available',
    availableForSale: product.availableForSale,
    requiresSellingPlan: product.requiresSellingPlan,
    options: product.options
      .filter((o) => !(o.name === 'Title' && o.values.length === 1 && o.values[0] === 'Default Title'))
      .map((o) => {
        const labels = (doc.optionLabels ?? []).find((l) => l.option === o.name);
        if (!labels) return o;
        const valueLabels: Record<string, string> = {};
        for (const v of labels.values ?? []) valueLabels[v.value] = pick(v.label, language) || v.value;
        return { ...o, label: pick(labels.name, language) || o.name, valueLabels };
      }),
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      title: v.title === 'Default Title' ? '' : v.title,
      selectedOptions: v.selectedOptions.filter((o) => o.value !== 'Default Title'),
      price: money(v.price, locale),
      compareAtPrice: v.compareAtPrice ? money(v.compareAtPrice, locale) : null,
      availableForSale: v.availableForSale,
      quantityAvailable: v.quantityAvailable,
      requiresShipping: v.requiresShipping,
      image: variantImage(v.imageUrl, images),
      subscriptionFrequency: v.subscriptionFrequency,
    })),
    sellingPlanGroups: product.sellingPlanGroups.map((g) => ({
      name: g.name,
      appName: g.appName,
      options: g.options,
      sellingPlans: g.sellingPlans.map((p) => ({
        id: p.id,
        name: p.name,
        label:
          pick(planLabels.get(p.id), language) ||
          strings[`sellingPlan${p.name.replace(/[^A-Za-z0-9]/g, '')}`] ||
          p.options[0]?.value ||
          p.name,
        percentageDiscount: p.percentageDiscount,
        frequency: p.frequency,
        service: p.service ? { interval: p.service.interval, count: p.service.count, price: money(p.service.price, locale) } : null,
      })),
    })),
    priceRange: { min: money(product.priceRange.min, locale), max: money(product.priceRange.max, locale) },
    images,
    videos: (doc.videos ?? [])
      .map((v) => ({ v, src: videoSrc(v.src) }))
      .filter((entry): entry is { v: typeof entry.v; src: string } => entry.src !== null)
      .map(({ v, src }) => ({
        key: v._key,
        title: pick(v.title, language),
        poster: imageRef(v.poster, language, pick(v.title, language)),
        src,
        durationSeconds: v.durationSeconds,
        captions: captionTracks(v.captions ?? [], language),
      })),
    reviews,
    averageRating: average,
    addOns,
    href: shown.href,
  };
}

/** A collection in a grid. */
export function collectionCard(
  handle: string,
  title: string,
  image: ContentImage | null | undefined,
  locale: LocaleContext,
): CollectionCard {
  return { handle, title, href: localizePath(locale.urlPath, collectionPath(handle)), image: imageRef(image, locale.language, title) };
}

/** A blog post in a listing. */
export function articleCard(post: BlogPostDoc, locale: LocaleContext, blogPath: string, categoryHref: (slug: string) => string): ArticleCard {
  return {
    title: post.title,
    slug: post.slug ?? '',
    href: localizePath(locale.urlPath, articlePath(blogPath, post.slug ?? '')),
    excerpt: post.excerpt ?? '',
    image: imageRef(post.image, locale.language, post.title),
    category: post.category ? { title: post.category.title, href: categoryHref(post.category.slug) } : null,
    publishedAt: post.publishedAt ?? '',
    formattedDate: dateText(post.publishedAt, locale),
  };
}

/**
 * A support card with its link resolved: disabled or internal links
 * without a target render without a link; unsafe hrefs are dropped.
 */
export function supportCardView(card: SupportCardDoc, locale: LocaleContext): SupportCardView {
  const link = card.link;
  let href: string | null = null;
  let external = false;
  if (link?.type === 'route' && link.path && isSameOriginPath(link.path)) {
    // A page the site builds without a page document (search, account screens), in the page's locale.
    const [pathname = '/', query] = link.path.split('?');
    href = localizePath(locale.urlPath, pathname) + (query ? `?${query}` : '');
  } else if (link && isLinkValid(link)) {
    if (link.type === 'internal' && link.path && isSameOriginPath(link.path)) {
      href = localizePath(locale.urlPath, internalLinkPath(link.path));
    } else if (link.type === 'external' && link.href && isSafeHref(link.href)) {
      href = link.href;
      external = link.href.startsWith('https:');
    }
  }
  return { key: card._id, title: card.title, text: card.text ?? '', icon: card.icon ?? '', href, external };
}
