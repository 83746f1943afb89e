// The brands' editorial pages and blog posts of content/editorial-*.ndjson, as the Storefront API's
// Page and Article objects (read-only; kept in memory, replaced at every seed).
import crypto from 'node:crypto';
import { gid } from '../storefront/ids.js';
import { contentFileDocs, type ContentSet } from '../catalogue/content.js';

/** A page or blog post of one brand in one language. */
export interface EditorialDoc {
  kind: 'page' | 'article';
  /** Numeric id of the Storefront gid, stable per content document. */
  id: number;
  brand: string;
  language: string;
  handle: string;
  title: string;
  text: string;
  blogHandle: string;
  blogTitle: string;
  imagePath?: string;
  imageAlt: string;
  publishedAt: string | null;
  /** When the document last changed (its `_updatedAt`). */
  updatedAt: string;
  /** The body as HTML, escaped (Storefront's Page.body and Article.contentHtml are HTML). */
  html: string;
  /** The post's excerpt (articles), else empty. */
  excerpt: string;
  /** The post's author (its person document's name), else null. */
  authorName: string | null;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
}

let docs: EditorialDoc[] = [];

/** A stable numeric id for a content document (Shopify ids are numbers). */
function numericId(id: string): number {
  return crypto.createHash('sha256').update(id).digest().readUInt32BE(0);
}

const plain = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Text of Portable Text blocks. */
function blockText(body: unknown): string {
  if (!Array.isArray(body)) return '';
  return body
    .flatMap((b: any) => (Array.isArray(b?.children) ? b.children.map((c: any) => plain(c?.text)) : []))
    .join(' ');
}

/** Text made safe inside HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A link target Portable Text may carry: https: or a site path (anything else is dropped). */
const safeHref = (href: unknown): string | null => (typeof href === 'string' && /^(https:\/\/|\/(?!\/))/.test(href) ? href : null);

/** One block's spans as HTML: text escaped, strong/em marks and https:/site-path links kept. */
function spansHtml(block: any): string {
  const links = new Map<string, string>();
  for (const def of Array.isArray(block.markDefs) ? block.markDefs : []) {
    const href = def?._type === 'link' ? safeHref(def.href) : null;
    if (href && typeof def._key === 'string') links.set(def._key, href);
  }
  return (Array.isArray(block.children) ? block.children : [])
    .map((span: any) => {
      let html = escapeHtml(plain(span?.text));
      for (const mark of Array.isArray(span?.marks) ? span.marks : []) {
        if (mark === 'strong' || mark === 'em') html = `<${mark}>${html}</${mark}>`;
        else if (links.has(mark)) html = `<a href="${escapeHtml(links.get(mark)!)}">${html}</a>`;
      }
      return html;
    })
    .join('');
}

const BLOCK_TAGS: Record<string, string> = { normal: 'p', h2: 'h2', h3: 'h3', h4: 'h4', blockquote: 'blockquote' };

/** Portable Text as the HTML Shopify's online store keeps for a page or an article. */
export function portableTextHtml(body: unknown): string {
  if (!Array.isArray(body)) return '';
  const out: string[] = [];
  type List = { tag: 'ul' | 'ol'; items: string[] };
  const flush = (list: List | null): null => {
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${i}</li>`).join('')}</${list.tag}>`);
    return null;
  };
  let list: List | null = null;
  for (const block of body as any[]) {
    if (block?._type !== 'block') {
      list = flush(list);
      continue;
    }
    if (block.listItem === 'bullet' || block.listItem === 'number') {
      const tag = block.listItem === 'bullet' ? 'ul' : 'ol';
      if (!list || list.tag !== tag) {
        flush(list);
        list = { tag, items: [] };
      }
      list.items.push(spansHtml(block));
      continue;
    }
    list = flush(list);
    const tag = BLOCK_TAGS[plain(block.style)] ?? 'p';
    out.push(`<${tag}>${spansHtml(block)}</${tag}>`);
  }
  flush(list);
  return out.join('');
}

/** Reads the editorial documents of the content (editorial-*.ndjson, or the lake's). */
export function seedEditorial(content: ContentSet): void {
  const all: Record<string, any>[] = contentFileDocs(content, /^editorial-.+\.ndjson$/);
  const byId = new Map(all.map((d) => [d._id as string, d]));
  const out: EditorialDoc[] = [];
  for (const d of all) {
    if ((d._type !== 'page' && d._type !== 'blogPost') || typeof d.brand !== 'string') continue;
    const slug = plain(d.slug?.current).replace(/^\/+|\/+$/g, '');
    if (!slug) continue;
    const category = d.category?._ref ? byId.get(d.category._ref) : undefined;
    out.push({
      kind: d._type === 'page' ? 'page' : 'article',
      id: numericId(d._id),
      brand: d.brand,
      language: plain(d.language) || 'en',
      handle: slug.split('/').pop()!,
      title: plain(d.title),
      text: `${plain(d.excerpt)} ${blockText(d.body)}`.trim(),
      blogHandle: plain(category?.slug?.current).replace(/^\/+|\/+$/g, '') || 'journal',
      blogTitle: plain(category?.title) || 'Journal',
      imagePath: plain(d.image?.path) || undefined,
      imageAlt: typeof d.image?.alt === 'string' ? d.image.alt : plain(d.image?.alt?.[d.language]) || plain(d.title),
      publishedAt: plain(d.publishedAt) || plain(d._createdAt) || null,
      updatedAt: plain(d._updatedAt) || plain(d._createdAt) || '2024-01-01T00:00:00Z',
      html: portableTextHtml(d.body),
      excerpt: plain(d.excerpt),
      authorName: plain(byId.get(d.author?._ref)?.name) || null,
      tags: Array.isArray(d.tags) ? d.tags.filter((t: unknown): t is string => typeof t === 'string') : [],
      seoTitle: plain(d.seo?.title) || null,
      seoDescription: plain(d.seo?.description) || null,
    });
  }
  docs = out;
}

/** A brand's pages and articles in a language (English when it has none in that language). */
export function editorialDocs(brand: string, language: string): EditorialDoc[] {
  const mine = docs.filter((d) => d.brand === brand);
  const inLanguage = mine.filter((d) => d.language === language);
  return inLanguage.length ? inLanguage : mine.filter((d) => d.language === 'en');
}

/** The Storefront id of an editorial document. */
export function editorialGid(d: EditorialDoc): string {
  return gid(d.kind === 'page' ? 'Page' : 'Article', d.id);
}
