// Search records from the catalogue tables (read fresh, so stock and price writes show) and the
// blog posts seeded from content/editorial-<brand>.ndjson.
import type { Db } from '../db/open.js';
import { contentFileDocs, type ContentDoc, type ContentSet } from '../catalogue/content.js';
import type { SearchRecord } from './engine.js';

/** Currencies every product record carries a price in. */
export const CURRENCIES = ['USD', 'CAD', 'AUD', 'GBP', 'EUR'] as const;

/** The site's product slug rule: prefix if configured, else the URL-safe product type. */
export function productUrl(handle: string, productType: string, pathPrefix?: string | null): string {
  const urlSafe = (v: string) =>
    v.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const prefix = pathPrefix !== undefined && pathPrefix !== null ? pathPrefix.replace(/^\/+|\/+$/g, '') : urlSafe(productType);
  return prefix ? `/${prefix}/${handle}/` : `/${handle}/`;
}

const localized = (v: unknown, language: string): string | undefined =>
  typeof v === 'string' ? v : v && typeof v === 'object' ? ((v as Record<string, string>)[language] ?? undefined) : undefined;

const imageUrl = (origin: string, rel: string | undefined) => (rel ? `${origin}/cdn/${rel.replace(/^\/+/, '')}` : null);

const seconds = (iso: unknown) => (typeof iso === 'string' && !Number.isNaN(Date.parse(iso)) ? Math.floor(Date.parse(iso) / 1000) : 0);

/** The USD store of a brand (its catalogue is the brand's product list). */
export function brandStore(db: Db, brand: string): string | undefined {
  return (db.prepare("SELECT name FROM stores WHERE brand = ? ORDER BY currency = 'USD' DESC, name LIMIT 1").pluck().get(brand) as string | undefined);
}

/** Languages a brand has content in: those of its products and blog posts. */
export function brandLanguages(db: Db, brand: string): string[] {
  const store = brandStore(db, brand);
  const langs = new Set<string>(db.prepare('SELECT DISTINCT language FROM search_blogs WHERE brand = ?').pluck().all(brand) as string[]);
  if (store) {
    const rows = db
      .prepare("SELECT DISTINCT coalesce(l.value, 'en') FROM products p LEFT JOIN json_each(p.doc, '$.languages') l WHERE p.store = ?")
      .pluck()
      .all(store) as string[];
    for (const l of rows) langs.add(l);
  }
  return [...langs].sort();
}

/** A brand's catalogue as the product records read it: products in catalogue order, their variants with stock, collections in order. */
export interface CatalogueRows {
  products: { id: number; handle: string; doc: ContentDoc; position: number }[];
  variants: Map<number, { doc: ContentDoc; qty: number }[]>;
  collections: { handle: string; doc: ContentDoc }[];
}

/** The catalogue of a brand's USD store from the twin's tables. */
function catalogueRows(db: Db, store: string): CatalogueRows {
  const variants = new Map<number, { doc: ContentDoc; qty: number }[]>();
  for (const v of db.prepare('SELECT product_id, doc, inventory_quantity FROM variants WHERE store = ?').all(store) as {
    product_id: number;
    doc: string;
    inventory_quantity: number;
  }[]) {
    const list = variants.get(v.product_id) ?? [];
    list.push({ doc: JSON.parse(v.doc) as ContentDoc, qty: v.inventory_quantity });
    variants.set(v.product_id, list);
  }
  const collections = (db.prepare('SELECT handle, doc FROM collections WHERE store = ? ORDER BY position').all(store) as { handle: string; doc: string }[]).map((c) => ({
    handle: c.handle,
    doc: JSON.parse(c.doc) as ContentDoc,
  }));
  const products = (db.prepare('SELECT id, handle, doc, position FROM products WHERE store = ? ORDER BY position').all(store) as {
    id: number;
    handle: string;
    doc: string;
    position: number;
  }[]).map((p) => ({ ...p, doc: JSON.parse(p.doc) as ContentDoc }));
  return { products, variants, collections };
}

/**
 * A brand's catalogue from its content documents, as the twin seeds its tables from them
 * (catalogue/seed.ts): its products not deleted, in document order, their variants with the
 * documents' stock, its collections in document order.
 */
export function contentCatalogueRows(docs: ContentDoc[], brand: string): CatalogueRows {
  const byId = new Map(docs.map((d) => [d._id, d]));
  const products = docs.filter((d) => d._type === 'product' && d.brand === brand && !d.store?.isDeleted);
  const variants = new Map<number, { doc: ContentDoc; qty: number }[]>();
  for (const p of products) {
    const list: { doc: ContentDoc; qty: number }[] = [];
    for (const ref of (p.store.variants ?? []) as { _ref: string }[]) {
      const v = byId.get(ref._ref);
      if (v) list.push({ doc: v, qty: Math.trunc(v.store.inventory?.quantity ?? 0) });
    }
    variants.set(p.store.id as number, list);
  }
  return {
    products: products.map((doc, position) => ({ id: doc.store.id as number, handle: doc.store.slug.current as string, doc, position })),
    variants,
    collections: docs.filter((d) => d._type === 'collection' && d.brand === brand).map((doc) => ({ handle: doc.store.slug.current as string, doc })),
  };
}

/** Product records of a brand in a language: canBeShown false left out, only products shown in that language. */
export function productRecords(db: Db, brand: string, language: string, origin: string): SearchRecord[] {
  const store = brandStore(db, brand);
  if (!store) return [];
  return catalogueProductRecords(catalogueRows(db, store), language, origin);
}

/** Product records of a catalogue in a language: canBeShown false left out, only products shown in that language. */
export function catalogueProductRecords(catalogue: CatalogueRows, language: string, origin: string): SearchRecord[] {
  const { variants } = catalogue;
  // Collection handles per product, in collection order, for the collection pages' filter.
  const collections = new Map<string, string[]>();
  for (const c of catalogue.collections) {
    const refs = c.doc.store?.products ?? [];
    for (const ref of refs as { _ref?: string }[]) {
      const productId = /(\d+)$/.exec(ref._ref ?? '')?.[1];
      if (productId) collections.set(productId, [...(collections.get(productId) ?? []), c.handle]);
    }
  }
  const out: SearchRecord[] = [];
  for (const row of catalogue.products) {
    const doc = row.doc;
    if (doc.canBeShown === false) continue;
    if (Array.isArray(doc.languages) && !doc.languages.includes(language)) continue;
    const vs = variants.get(row.id) ?? [];
    const prices: Record<string, number> = {};
    for (const cur of CURRENCIES) {
      const list = vs.map((v) => Number(v.doc.store.prices?.[cur]?.price ?? (cur === 'USD' ? v.doc.store.price : NaN))).filter(Number.isFinite);
      if (list.length) prices[cur] = Math.min(...list);
    }
    const inStock = vs.some(({ doc: v, qty }) => {
      const inv = v.store.inventory ?? {};
      if (inv.isAvailable === false) return false;
      return inv.policy === 'CONTINUE' || inv.management !== 'SHOPIFY' || qty > 0;
    });
    const s = doc.store;
    out.push({
      objectID: String(s.id),
      id: s.gid,
      title: localized(doc.title, language) ?? s.title,
      description: localized(doc.description, language) ?? '',
      handle: row.handle,
      url: productUrl(row.handle, s.productType ?? '', doc.pathPrefix),
      productType: s.productType ?? '',
      vendor: s.vendor ?? '',
      tags: s.tags ?? [],
      collections: collections.get(String(s.id)) ?? [],
      petType: doc.petType === 'both' ? ['dog', 'cat'] : doc.petType ? [doc.petType] : [],
      price: prices.USD ?? null,
      prices,
      image: imageUrl(origin, doc.images?.[0]?.path ?? s.previewImageUrl),
      createdAt: s.createdAt ?? null,
      createdAtTimestamp: seconds(s.createdAt),
      availability: doc.availability ?? 'available',
      inStock,
      position: row.position,
    });
  }
  return out;
}

/** Blog records of a brand in a language. */
export function blogRecords(db: Db, brand: string, language: string, origin: string): SearchRecord[] {
  const rows = db.prepare('SELECT doc FROM search_blogs WHERE brand = ? AND language = ? ORDER BY position').pluck().all(brand, language) as string[];
  return rows.map((r) => withBlogImage(JSON.parse(r) as StoredBlogRecord, origin));
}

/** A blog record as stored: its image path kept relative to the image origin. */
type StoredBlogRecord = SearchRecord & { imagePath?: string };

/** A stored blog record with its image's full URL. */
function withBlogImage(rec: StoredBlogRecord, origin: string): SearchRecord {
  const { imagePath, ...rest } = rec;
  return { ...rest, image: imageUrl(origin, imagePath) } as SearchRecord;
}

/** Every blog post of a set of documents with its language and brand, as a stored record (image path kept relative). */
function storedBlogRecords(docs: ContentDoc[]): { brand: string; language: string; record: StoredBlogRecord }[] {
  const byId = new Map(docs.map((d) => [d._id, d]));
  return docs
    .filter((d) => d._type === 'blogPost')
    .map((d, position) => {
      const category = d.category?._ref ? byId.get(d.category._ref) : undefined;
      const author = d.author?._ref ? byId.get(d.author._ref) : undefined;
      const record: StoredBlogRecord = {
        objectID: d._id,
        title: d.title ?? '',
        excerpt: d.excerpt ?? '',
        slug: d.slug?.current ?? '',
        category: category?.title ?? '',
        categorySlug: category?.slug?.current ?? '',
        author: author?.name ?? '',
        tags: d.tags ?? [],
        publishedAt: d.publishedAt ?? null,
        publishedAtTimestamp: seconds(d.publishedAt),
        imagePath: d.image?.path,
        imageAlt: localized(d.image?.alt, d.language) ?? '',
        position,
      };
      return { brand: d.brand ?? '', language: d.language ?? 'en', record };
    });
}

/** Blog records of a brand in a language from content documents (the same records the twin stores from them). */
export function contentBlogRecords(docs: ContentDoc[], brand: string, language: string, origin: string): SearchRecord[] {
  return storedBlogRecords(docs)
    .filter((b) => b.brand === brand && b.language === language)
    .map((b) => withBlogImage(b.record, origin));
}

/** Languages a brand has content in, from content documents: those of its products and blog posts. */
export function contentBrandLanguages(docs: ContentDoc[], brand: string): string[] {
  const langs = new Set<string>();
  for (const d of docs) {
    if (d.brand !== brand) continue;
    if (d._type === 'blogPost') langs.add(d.language ?? 'en');
    if (d._type === 'product' && !d.store?.isDeleted) {
      if (Array.isArray(d.languages) && d.languages.length) for (const l of d.languages as string[]) langs.add(l);
      else langs.add('en');
    }
  }
  return [...langs].sort();
}

/** Stores every blog post of content/editorial-*.ndjson as a record (image path kept relative). */
export function seedBlogs(db: Db, content: ContentSet): void {
  const blogs = storedBlogRecords(contentFileDocs(content, /^editorial-.+\.ndjson$/));
  const insert = db.prepare('INSERT INTO search_blogs (brand, language, object_id, position, doc) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    db.prepare('DELETE FROM search_blogs').run();
    for (const { brand, language, record } of blogs) insert.run(brand, language, record.objectID, record.position, JSON.stringify(record));
  })();
}
