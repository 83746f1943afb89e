// The online store's blogs, articles, pages, shop policies and sitemap, as Hydrogen's storefront
// template reads them (its blogs, blog, article, policies and sitemap routes): each blog category of
// the brand's content is a Blog, each blog post an Article of it, each content page a Page; the shop's
// privacy, shipping and refund policies are the content pages of those subjects; the sitemap lists
// products, collections, pages, blogs and articles 250 to a page, as Shopify's does.
import type { ResolverMap, StorefrontContext } from '../storefront/types.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { gid } from '../storefront/ids.js';
import { imageFromPath, localized } from '../catalogue/nodes.js';
import { productTitle } from '../catalogue/resolvers.js';
import type { ContentDoc } from '../catalogue/content.js';
import { editorialDocs, editorialGid, escapeHtml, type EditorialDoc } from './editorial.js';

/** Items on one page of a sitemap's resources (Shopify's page size). */
export const SITEMAP_PAGE_SIZE = 250;

/** The shop policies the content's pages stand for (Shop field → the page's handle). */
const POLICY_PAGES = {
  privacyPolicy: 'privacy-policy',
  shippingPolicy: 'shipping',
  refundPolicy: 'returns',
  termsOfService: 'terms-of-service',
  subscriptionPolicy: 'subscription-policy',
} as const;

/** Handles of the policy pages Shopify serves under /policies/. */
const POLICY_URL_HANDLES: Record<keyof typeof POLICY_PAGES, string> = {
  privacyPolicy: 'privacy-policy',
  shippingPolicy: 'shipping-policy',
  refundPolicy: 'refund-policy',
  termsOfService: 'terms-of-service',
  subscriptionPolicy: 'subscription-policy',
};

const docsOf = (ctx: StorefrontContext) => editorialDocs(ctx.store.brand, ctx.language.toLowerCase());
const articlesOf = (ctx: StorefrontContext) => docsOf(ctx).filter((d) => d.kind === 'article');
const pagesOf = (ctx: StorefrontContext) => docsOf(ctx).filter((d) => d.kind === 'page');

/** A blog: one blog category of the brand in the context's language. */
interface BlogRecord {
  handle: string;
  title: string;
  id: string;
}

/** The brand's blogs, in the order their first post appears. */
function blogsOf(ctx: StorefrontContext): BlogRecord[] {
  const byHandle = new Map<string, BlogRecord>();
  for (const d of articlesOf(ctx)) {
    if (!byHandle.has(d.blogHandle)) byHandle.set(d.blogHandle, { handle: d.blogHandle, title: d.blogTitle, id: gid('Blog', blogNumber(ctx.store.brand, d.blogHandle)) });
  }
  return [...byHandle.values()];
}

/** A stable numeric id for a brand's blog (Shopify's ids are numbers). */
function blogNumber(brand: string, handle: string): number {
  let h = 2166136261;
  for (const c of `${brand}/${handle}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The store's primary domain, for the online store URLs of pages and policies. */
function storeUrl(ctx: StorefrontContext, path: string): string {
  const row = ctx.db.prepare('SELECT base_url FROM brand_sites WHERE brand = ?').get(ctx.store.brand) as { base_url: string } | undefined;
  return `${(row?.base_url ?? `https://${ctx.store.name}.example`).replace(/\/+$/, '')}${path}`;
}

/** An article's author, from the post's person (the brand's name when the post names none). */
function authorNode(d: EditorialDoc, ctx: StorefrontContext) {
  const name = d.authorName ?? ctx.store.name;
  const [firstName, ...rest] = name.split(/\s+/);
  const local = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
  return { __typename: 'ArticleAuthor', name, firstName, lastName: rest.join(' '), email: `${local || 'staff'}@${ctx.store.brand}.example`, bio: null };
}

const truncate = (text: string, at: number | null | undefined) => (at && text.length > at ? `${text.slice(0, at)}…` : text);

/** A Storefront Article of a blog post. */
export function articleNode(d: EditorialDoc, ctx: StorefrontContext): Record<string, unknown> {
  const excerpt = d.excerpt || d.text.slice(0, 200);
  return {
    __typename: 'Article',
    id: editorialGid(d),
    handle: d.handle,
    title: d.title,
    content: (a: { truncateAt?: number | null }) => truncate(d.text, a.truncateAt),
    contentHtml: d.html,
    excerpt: (a: { truncateAt?: number | null }) => truncate(excerpt, a.truncateAt),
    excerptHtml: d.excerpt ? `<p>${escapeHtml(d.excerpt)}</p>` : null,
    publishedAt: d.publishedAt ?? d.updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    tags: d.tags,
    image: d.imagePath ? imageFromPath(d.imagePath, ctx, d.imageAlt) : null,
    author: authorNode(d, ctx),
    authorV2: authorNode(d, ctx),
    blog: () => blogNode({ handle: d.blogHandle, title: d.blogTitle, id: gid('Blog', blogNumber(ctx.store.brand, d.blogHandle)) }, ctx),
    comments: (a: PageArgs) => connection([], a, () => 0, () => null),
    metafield: null,
    metafields: (a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
    seo: { __typename: 'SEO', title: d.seoTitle ?? d.title, description: d.seoDescription ?? excerpt.slice(0, 160) },
  };
}

/** A Storefront Page of a content page. */
export function pageNode(d: EditorialDoc) {
  return {
    __typename: 'Page',
    id: editorialGid(d),
    handle: d.handle,
    title: d.title,
    body: d.html,
    bodySummary: d.text.slice(0, 150),
    createdAt: d.publishedAt ?? d.updatedAt,
    updatedAt: d.updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    metafield: null,
    metafields: (a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
    seo: { __typename: 'SEO', title: d.seoTitle ?? d.title, description: d.seoDescription ?? d.text.slice(0, 160) },
  };
}

interface ArticleListArgs extends PageArgs {
  query?: string | null;
  sortKey?: 'AUTHOR' | 'BLOG_TITLE' | 'ID' | 'PUBLISHED_AT' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null;
}

/** Articles matching a search query: `tag:`, `blog_title:`, `author:` terms and words of the title. */
function matchingArticles(list: EditorialDoc[], query: string | null | undefined): EditorialDoc[] {
  const terms = (query ?? '').match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
  return list.filter((d) =>
    terms.every((term) => {
      const [, field, raw = ''] = /^(?:(\w+):)?(.*)$/.exec(term)!;
      const value = raw.replace(/^"|"$/g, '').toLowerCase();
      if (field === 'tag') return d.tags.some((t) => t.toLowerCase() === value);
      if (field === 'blog_title') return d.blogTitle.toLowerCase() === value;
      if (field === 'author') return (d.authorName ?? '').toLowerCase().includes(value);
      if (field === 'title' || !field) return d.title.toLowerCase().includes(value);
      return true;
    }),
  );
}

function sortedArticles(list: EditorialDoc[], sortKey: ArticleListArgs['sortKey']): EditorialDoc[] {
  const by = (f: (d: EditorialDoc) => string | number) => [...list].sort((a, b) => (f(a) < f(b) ? -1 : f(a) > f(b) ? 1 : a.id - b.id));
  switch (sortKey) {
    case 'AUTHOR':
      return by((d) => d.authorName ?? '');
    case 'BLOG_TITLE':
      return by((d) => d.blogTitle);
    case 'PUBLISHED_AT':
      return by((d) => d.publishedAt ?? d.updatedAt);
    case 'TITLE':
      return by((d) => d.title);
    case 'UPDATED_AT':
      return by((d) => d.updatedAt);
    default:
      return by((d) => d.id);
  }
}

const articleConnection = (list: EditorialDoc[], args: ArticleListArgs, ctx: StorefrontContext) =>
  connection(sortedArticles(matchingArticles(list, args.query), args.sortKey), args, (d) => d.id, (d) => articleNode(d, ctx));

/** A Storefront Blog. */
function blogNode(blog: BlogRecord, ctx: StorefrontContext) {
  const posts = () => articlesOf(ctx).filter((d) => d.blogHandle === blog.handle);
  return {
    __typename: 'Blog',
    id: blog.id,
    handle: blog.handle,
    title: blog.title,
    onlineStoreUrl: null,
    seo: { __typename: 'SEO', title: blog.title, description: null },
    authors: () => {
      const seen = new Map<string, ReturnType<typeof authorNode>>();
      for (const d of posts()) seen.set(d.authorName ?? ctx.store.name, authorNode(d, ctx));
      return [...seen.values()];
    },
    articles: (a: ArticleListArgs) => articleConnection(posts(), a, ctx),
    articleByHandle: (a: { handle: string }) => {
      const d = posts().find((x) => x.handle === a.handle);
      return d ? articleNode(d, ctx) : null;
    },
    metafield: null,
    metafields: (a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  };
}

/** A shop policy from the content page of its subject (null when the content has none). */
function policyNode(field: keyof typeof POLICY_PAGES, ctx: StorefrontContext) {
  const d = pagesOf(ctx).find((x) => x.handle === POLICY_PAGES[field]);
  if (!d) return null;
  const handle = POLICY_URL_HANDLES[field];
  return {
    __typename: field === 'subscriptionPolicy' ? 'ShopPolicyWithDefault' : 'ShopPolicy',
    id: gid('ShopPolicy', d.id),
    handle,
    title: d.title,
    body: d.html,
    url: storeUrl(ctx, `/policies/${handle}`),
  };
}

type SitemapType = 'ARTICLE' | 'BLOG' | 'COLLECTION' | 'METAOBJECT' | 'PAGE' | 'PRODUCT';

interface SitemapEntry {
  handle: string;
  updatedAt: string;
  title: string | null;
  image: { path?: string; alt: string | null; updatedAt: string } | null;
}

/** What a sitemap of a type lists, in the store's order. */
function sitemapEntries(type: SitemapType, ctx: StorefrontContext): SitemapEntry[] {
  const updated = (doc: ContentDoc) => String(doc._updatedAt ?? doc.store?.createdAt ?? '2024-01-01T00:00:00Z');
  switch (type) {
    case 'PRODUCT':
      return ctx.catalogue.products.map((p) => ({ handle: p.handle, updatedAt: updated(p.doc), title: productTitle(p, ctx), image: null }));
    case 'COLLECTION':
      return ctx.catalogue.collections.map((c) => ({ handle: c.handle, updatedAt: updated(c.doc), title: localized(c.doc.title, ctx, c.doc.store.title), image: null }));
    case 'PAGE':
      return pagesOf(ctx).map((d) => ({ handle: d.handle, updatedAt: d.updatedAt, title: d.title, image: null }));
    case 'ARTICLE':
      return articlesOf(ctx).map((d) => ({ handle: d.handle, updatedAt: d.updatedAt, title: d.title, image: d.imagePath ? { path: d.imagePath, alt: d.imageAlt, updatedAt: d.updatedAt } : null }));
    case 'BLOG': {
      const latest = new Map<string, string>();
      for (const d of articlesOf(ctx)) if ((latest.get(d.blogHandle) ?? '') < d.updatedAt) latest.set(d.blogHandle, d.updatedAt);
      return blogsOf(ctx).map((b) => ({ handle: b.handle, updatedAt: latest.get(b.handle)!, title: b.title, image: null }));
    }
    default:
      return []; // the twin's stores have no metaobjects
  }
}

function sitemapNode(type: SitemapType, ctx: StorefrontContext) {
  const entries = () => sitemapEntries(type, ctx);
  return {
    __typename: 'Sitemap',
    pagesCount: () => ({ __typename: 'Count', count: Math.ceil(entries().length / SITEMAP_PAGE_SIZE), precision: 'EXACT' }),
    resources: (a: { page: number }) => {
      const all = entries();
      const start = (Math.max(1, a.page) - 1) * SITEMAP_PAGE_SIZE;
      const items = a.page < 1 ? [] : all.slice(start, start + SITEMAP_PAGE_SIZE);
      return {
        __typename: 'PaginatedSitemapResources',
        hasNextPage: a.page >= 1 && start + SITEMAP_PAGE_SIZE < all.length,
        items: items.map((e) => ({
          __typename: 'SitemapResource',
          handle: e.handle,
          updatedAt: e.updatedAt,
          title: e.title,
          image: e.image ? { __typename: 'SitemapImage', alt: e.image.alt, filepath: e.image.path ? (imageFromPath(e.image.path, ctx, e.image.alt) as { url: string }).url : null, updatedAt: e.image.updatedAt } : null,
        })),
      };
    },
  };
}

export const blogResolvers: ResolverMap = {
  QueryRoot: {
    blogs: (_s, args: PageArgs & { query?: string | null; sortKey?: string | null }, ctx) => {
      const q = (args.query ?? '').toLowerCase().replace(/^(title|handle):/, '');
      const list = blogsOf(ctx).filter((b) => !q || b.title.toLowerCase().includes(q) || b.handle === q);
      const sorted =
        args.sortKey === 'TITLE' || args.sortKey === 'HANDLE'
          ? [...list].sort((a, b) => (args.sortKey === 'TITLE' ? a.title.localeCompare(b.title) : a.handle.localeCompare(b.handle)))
          : list;
      return connection(sorted, args, (b) => b.id, (b) => blogNode(b, ctx));
    },
    blog: (_s, args: { handle?: string | null; id?: string | null }, ctx) => {
      const b = blogsOf(ctx).find((x) => (args.handle != null && x.handle === args.handle) || (args.id != null && x.id === args.id));
      return b ? blogNode(b, ctx) : null;
    },
    blogByHandle: (_s, args: { handle: string }, ctx) => {
      const b = blogsOf(ctx).find((x) => x.handle === args.handle);
      return b ? blogNode(b, ctx) : null;
    },
    article: (_s, args: { id: string }, ctx) => {
      const d = articlesOf(ctx).find((x) => editorialGid(x) === args.id);
      return d ? articleNode(d, ctx) : null;
    },
    articles: (_s, args: ArticleListArgs, ctx) => articleConnection(articlesOf(ctx), args, ctx),
    pages: (_s, args: PageArgs & { query?: string | null; sortKey?: string | null }, ctx) => {
      const q = (args.query ?? '').toLowerCase().replace(/^title:/, '');
      let list = pagesOf(ctx).filter((d) => !q || d.title.toLowerCase().includes(q) || d.handle === q);
      if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => a.title.localeCompare(b.title));
      else if (args.sortKey === 'UPDATED_AT') list = [...list].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      return connection(list, args, (d) => d.id, pageNode);
    },
    pageByHandle: (_s, args: { handle: string }, ctx) => {
      const d = pagesOf(ctx).find((x) => x.handle === args.handle);
      return d ? pageNode(d) : null;
    },
    sitemap: (_s, args: { type: SitemapType }, ctx) => sitemapNode(args.type, ctx),
  },
  Shop: {
    privacyPolicy: (_s, _a, ctx) => policyNode('privacyPolicy', ctx),
    shippingPolicy: (_s, _a, ctx) => policyNode('shippingPolicy', ctx),
    refundPolicy: (_s, _a, ctx) => policyNode('refundPolicy', ctx),
    termsOfService: (_s, _a, ctx) => policyNode('termsOfService', ctx),
    subscriptionPolicy: (_s, _a, ctx) => policyNode('subscriptionPolicy', ctx),
  },
};
