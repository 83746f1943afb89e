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
