// Blog (listing, categories, posts), press and content pages of one locale.
import path from 'node:path';
import type {
  ArticleCategoryLink,
  ArticleDetailPageContext,
  ArticleListingPageContext,
  ArticleCategoryPageContext,
  ContentPageView,
  PageContextBase,
  PageSection,
  Pagination,
  PressDetailPageContext,
  PressListingPageContext,
  TemplateId,
} from '../../lib/content/page-types';
import {
  FIXED_PATHS,
  articleCategoryPath,
  articlePath,
  internalLinkPath,
  isSafeHref,
  isSameOriginPath,
  listingPagePath,
  localizePath,
  marketingPath,
  pressReleasePath,
} from '../../lib/paths';
import { articleMetadata } from '../../lib/content/article-metadata';
import { pick, type PageDoc } from '../content-types';
import { crumbs, imagePaths, plan, type LocaleInput, type PagePlan } from '../plan';
import { EDIT_MARKERS } from '../../components/site/edit-marker';
import { plainText, richTextImagePaths, toRichText } from '../rich-text';
import { articleJsonLd } from '../seo';
import { articleCard, collectionCard, dateText, imageRef, productCard, supportCardView, type ShownProduct } from '../views';

/** Listing pages hold this many entries. */
export const PAGE_SIZE = 12;

/** Pagination of page `current` of a listing at `listingPath` (localized). */
export function pagination(input: LocaleInput, listingPath: string, current: number, total: number): Pagination {
  const href = (n: number) => localizePath(input.locale.urlPath, listingPagePath(listingPath, n));
  return {
    currentPage: current,
    totalPages: total,
    previousHref: current > 1 ? href(current - 1) : null,
    nextHref: current < total ? href(current + 1) : null,
    pages: Array.from({ length: total }, (_, i) => ({ number: i + 1, href: href(i + 1) })),
  };
}

function chunk<T>(items: T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Blog listing, category and post pages (the brand's blogPath: /blog/ or /learn/). */
export function blogPages(input: LocaleInput, shown: Map<string, ShownProduct>): PagePlan[] {
  const { locale, brand } = input;
  const blogPath = brand.blogPath;
  const heading = input.strings.blogSectionTitle ?? 'Blog';
  const posts = input.site.posts.filter((p) => p.language === locale.language && p.slug);
  const categories = input.site.categories.filter((c) => c.language === locale.language && c.slug);
  const categoryHref = (slug: string) => localizePath(locale.urlPath, articleCategoryPath(blogPath, slug));
  const categoryLinks: ArticleCategoryLink[] = categories
    .filter((c) => posts.some((p) => p.category?.slug === c.slug))
    .map((c) => ({ title: c.title, slug: c.slug!, href: categoryHref(c.slug!) }));
  // Each post with its card, so neither is looked up by the other's index.
  const entries = posts.map((post) => ({ post, card: articleCard(post, locale, blogPath, categoryHref) }));
  const cards = entries.map((e) => e.card);
  const plans: PagePlan[] = [];

  const pages = chunk(cards, PAGE_SIZE);
  pages.forEach((articles, index) => {
    const pageNumber = index + 1;
    const pagePath = listingPagePath(blogPath, pageNumber);
    const data: Omit<ArticleListingPageContext, keyof PageContextBase> = {
      heading,
      articles,
      categories: categoryLinks,
      pagination: pagination(input, blogPath, pageNumber, pages.length),
    };
    plans.push(
      plan(input, {
        key: `blog:${pageNumber}`,
        pagePath,
        template: 'article-listing',
        title: pageNumber > 1 ? `${heading} (${pageNumber})` : heading,
        breadcrumbs: crumbs(input, [heading, pagePath]),
        data,
        imagePaths: imagePaths(...articles.map((a) => a.image?.path)),
      }),
    );
  });

  for (const category of categoryLinks) {
    const doc = categories.find((c) => c.slug === category.slug)!;
    const inCategory = entries.filter((e) => e.post.category?.slug === category.slug).map((e) => e.card);
    const listingPath = articleCategoryPath(blogPath, category.slug);
    const categoryPages = chunk(inCategory, PAGE_SIZE);
    categoryPages.forEach((articles, index) => {
      const pageNumber = index + 1;
      const pagePath = listingPagePath(listingPath, pageNumber);
      const data: Omit<ArticleCategoryPageContext, keyof PageContextBase> = {
        category: { title: category.title, slug: category.slug, description: doc.description ?? '' },
        articles,
        categories: categoryLinks,
        pagination: pagination(input, listingPath, pageNumber, categoryPages.length),
      };
      plans.push(
        plan(input, {
          key: `blog-category:${doc.translationKey ?? category.slug}:${pageNumber}`,
          pagePath,
          template: 'article-category',
          title: category.title,
          description: doc.description ?? '',
          breadcrumbs: crumbs(input, [heading, blogPath], [category.title, pagePath]),
          data,
          imagePaths: imagePaths(...articles.map((a) => a.image?.path)),
        }),
      );
    });
  }

  entries.forEach(({ post, card }) => {
    const pagePath = articlePath(blogPath, post.slug!);
    const where = `blog post "${post.slug}" (${post.language})`;
    const products = (post.products ?? [])
      .map((h) => (h ? shown.get(h) : undefined))
      .filter((p): p is ShownProduct => Boolean(p))
      .map((p, i) => productCard(p, locale, i));
    const body = toRichText(post.body, locale.urlPath, where);
    const author = post.author
      ? { name: post.author.name, role: post.author.role ?? '', bio: post.author.bio ?? '', image: imageRef(post.author.image, locale.language, post.author.name) }
      : null;
    const data: Pick<ArticleDetailPageContext, 'article'> = {
      article: { ...card, ...(EDIT_MARKERS && post._id ? { documentId: post._id } : {}), body, tags: post.tags ?? [], author, products },
    };
    const description = post.seo?.description || post.excerpt || plainText(body).slice(0, 160);
    // The brand's article metadata, then the post's own keys and tags.
    const meta = articleMetadata(input.site.settings?.articleMetadata, { entries: post.metadata, tags: post.tags });
    const trail: [string, string | null][] = [[heading, blogPath]];
    if (card.category && post.category) trail.push([card.category.title, articleCategoryPath(blogPath, post.category.slug)]);
    trail.push([post.title, pagePath]);
    plans.push(
      plan(input, {
        key: `post:${post.translationKey ?? post.slug}`,
        pagePath,
        template: 'article-detail',
        title: post.seo?.title || post.title,
        description,
        breadcrumbs: crumbs(input, ...trail),
        data,
        imagePaths: imagePaths(card.image?.path, author?.image?.path, ...products.map((p) => p.image?.path), ...richTextImagePaths(body)),
        ogType: 'article',
        share: post.image ? { source: path.join(input.contentDir, post.image.path), hotspot: post.image.hotspot, alt: post.title } : null,
        publishedTime: post.publishedAt ?? undefined,
        tags: meta.tags,
        articleMeta: meta.entries,
        jsonLd: (url, imageUrl) => [
          articleJsonLd({
            headline: post.title,
            description,
            url,
            imageUrl,
            datePublished: post.publishedAt ?? '',
            authorName: post.author?.name ?? null,
            brand: { name: input.brand.name, baseUrl: input.brand.baseUrl, seo: input.brand.seo, logoPath: '/brand/logo.svg' },
          }),
        ],
      }),
    );
  });
  return plans;
}

/** Press listing and release pages. */
export function pressPages(input: LocaleInput): PagePlan[] {
  const { locale } = input;
  const heading = input.strings.press ?? 'Press';
  const releases = input.site.press.filter((p) => p.language === locale.language && p.slug);
  const cardOf = (r: (typeof releases)[number]) => ({
    title: r.title,
    slug: r.slug!,
    href: localizePath(locale.urlPath, pressReleasePath(r.slug!)),
    excerpt: r.excerpt ?? '',
    outlet: r.outlet ?? '',
    publishedAt: r.publishedAt ?? '',
    formattedDate: dateText(r.publishedAt, locale),
  });
  const cards = releases.map(cardOf);
  const plans: PagePlan[] = [];
  const pages = chunk(cards, PAGE_SIZE);
  pages.forEach((list, index) => {
    const pageNumber = index + 1;
    const pagePath = listingPagePath(FIXED_PATHS.press, pageNumber);
    const data: Pick<PressListingPageContext, 'heading' | 'releases' | 'pagination'> = {
      heading,
      releases: list,
      pagination: pagination(input, FIXED_PATHS.press, pageNumber, pages.length),
    };
    plans.push(
      plan(input, {
        key: `press:${pageNumber}`,
        pagePath,
        template: 'press-listing',
        title: heading,
        breadcrumbs: crumbs(input, [heading, pagePath]),
        data,
      }),
    );
  });
  releases.forEach((release) => {
    const pagePath = pressReleasePath(release.slug!);
    const body = toRichText(release.body, locale.urlPath, `press release "${release.slug}" (${release.language})`);
    const data: Pick<PressDetailPageContext, 'release'> = { release: { ...cardOf(release), body } };
    plans.push(
      plan(input, {
        key: `press-release:${release.translationKey ?? release.slug}`,
        pagePath,
        template: 'press-detail',
        title: release.seo?.title || release.title,
        description: release.seo?.description || release.excerpt || '',
        breadcrumbs: crumbs(input, [heading, FIXED_PATHS.press], [release.title, pagePath]),
        data,
        ogType: 'article',
        publishedTime: release.publishedAt ?? undefined,
      }),
    );
  });
  return plans;
}

/** A page document rendered for a locale: rich text checked, section references resolved. */
export function contentPageView(doc: PageDoc, input: LocaleInput, shown: Map<string, ShownProduct>): ContentPageView {
  const { locale } = input;
  const where = `page "${doc.slug}" (${doc.language})`;
  const catalogue = input.site.catalogues.get(locale.id);
  const collectionHandles = new Set(catalogue?.collections.map((c) => c.handle));
  const collectionDocs = new Map(input.site.collections.map((c) => [c.handle, c]));
  const cards = input.site.supportCards.filter((c) => !c.language || c.language === locale.language);
  const sections: PageSection[] = [];
  for (const section of doc.sections ?? []) {
    const base = { _key: section._key, heading: section.heading ?? '', text: section.text ?? '' };
    switch (section._type) {
      case 'hero': {
        const ctaHref = section.cta?.href;
        const cta =
          section.cta?.label && ctaHref && isSafeHref(ctaHref)
            ? { label: section.cta.label, href: isSameOriginPath(ctaHref) ? localizePath(locale.urlPath, internalLinkPath(ctaHref)) : ctaHref }
            : null;
        sections.push({ ...base, _type: 'hero', image: imageRef(section.image, locale.language, base.heading), cta });
        break;
      }
      case 'productGrid':
        sections.push({
          ...base,
          _type: 'productGrid',
          products: (section.products ?? [])
            .map((h) => (h ? shown.get(h) : undefined))
            .filter((p): p is ShownProduct => Boolean(p))
            .map((p, i) => productCard(p, locale, i)),
        });
        break;
      case 'collectionGrid':
        sections.push({
          ...base,
          _type: 'collectionGrid',
          collections: (section.collections ?? [])
            .filter((h): h is string => Boolean(h) && collectionHandles.has(h!) && collectionDocs.has(h!))
            .map((h) => {
              const c = collectionDocs.get(h)!;
              return collectionCard(h, pick(c.title, locale.language), c.image, locale);
            }),
        });
        break;
      case 'supportCards':
        sections.push({
          ...base,
          _type: 'supportCards',
          cards: (section.cards?.length ? section.cards : cards).map((c) => supportCardView(c, locale)),
        });
        break;
      case 'textBlock':
        sections.push({ ...base, _type: 'textBlock' });
        break;
      default:
        break;
    }
  }
  return { title: doc.title, slug: doc.slug ?? '', body: toRichText(doc.body, locale.urlPath, where), sections };
}

/** Image paths a content page renders. */
export function contentPageImages(page: ContentPageView | null): string[] {
  if (!page) return [];
  return imagePaths(
    ...richTextImagePaths(page.body),
    ...page.sections.flatMap((s) => {
      if (s._type === 'hero') return [s.image?.path];
      if (s._type === 'productGrid') return s.products.map((p) => p.image?.path);
      if (s._type === 'collectionGrid') return s.collections.map((c) => c.image?.path);
      return [];
    }),
  );
}

/** The templates of the special content pages (home and the fixed pages every locale has). */
export type SpecialTemplate = Extract<TemplateId, 'home' | 'privacy' | 'first-aid-guide' | 'pro-program' | 'lifetime-warranty' | 'calculator' | 'contact'>;

/** The template and path of a page document's `template` value; marketing pages live at /<slug>/. */
export const SPECIAL_PAGE_TEMPLATES: Record<string, { template: SpecialTemplate; path: string }> = {
  home: { template: 'home', path: '/' },
  privacy: { template: 'privacy', path: FIXED_PATHS.privacy },
  firstAidGuide: { template: 'first-aid-guide', path: FIXED_PATHS.firstAidGuide },
  proProgram: { template: 'pro-program', path: FIXED_PATHS.proProgram },
  lifetimeWarranty: { template: 'lifetime-warranty', path: FIXED_PATHS.lifetimeWarranty },
  calorieCalculator: { template: 'calculator', path: FIXED_PATHS.calculator },
  contact: { template: 'contact', path: FIXED_PATHS.contact },
};

/** Marketing pages (`page`/`sharedPage` documents with template marketing) of the locale. */
export function marketingPages(input: LocaleInput, shown: Map<string, ShownProduct>, reserved: Set<string>): PagePlan[] {
  const plans: PagePlan[] = [];
  for (const doc of input.site.pages) {
    if (doc.language !== input.locale.language || !doc.slug) continue;
    if (doc.template && doc.template !== 'marketing') continue;
    const pagePath = marketingPath(doc.slug);
    if (pagePath === '/' || reserved.has(pagePath)) continue;
    const page = contentPageView(doc, input, shown);
    plans.push(
      plan(input, {
        key: `page:${doc.translationKey ?? doc.slug}`,
        pagePath,
        template: 'marketing',
        title: doc.seo?.title || doc.title,
        description: doc.seo?.description || plainText(page.body).slice(0, 160),
        breadcrumbs: crumbs(input, [doc.title, pagePath]),
        data: { page },
        imagePaths: contentPageImages(page),
      }),
    );
  }
  return plans;
}
