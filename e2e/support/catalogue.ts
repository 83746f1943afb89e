// Reads the embedded catalogue (content/catalogue-<brand>.ndjson, see content/README.md) so the
// market tests can expect the exact prices the content defines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteBrand } from './sites';

type Currency = 'USD' | 'CAD' | 'AUD' | 'GBP' | 'EUR';

interface Doc {
  _id: string;
  _type: string;
  store?: Record<string, unknown>;
  [field: string]: unknown;
}

interface Reference {
  _ref: string;
}

const cache = new Map<SiteBrand, Map<string, Doc>>();

function documents(brand: SiteBrand): Map<string, Doc> {
  let docs = cache.get(brand);
  if (!docs) {
    const file = path.join('content', `catalogue-${brand}.ndjson`);
    docs = new Map();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const doc = JSON.parse(line) as Doc;
      docs.set(doc._id, doc);
    }
    cache.set(brand, docs);
  }
  return docs;
}

function byHandle(brand: SiteBrand, type: string, handle: string): Doc {
  for (const doc of documents(brand).values()) {
    const slug = (doc.store?.slug as { current?: string } | undefined)?.current;
    if (doc._type === type && slug === handle) return doc;
  }
  throw new Error(`content/catalogue-${brand}.ndjson has no ${type} with handle ${handle}`);
}

function referenced(brand: SiteBrand, refs: unknown): Doc[] {
  const docs = documents(brand);
  return ((refs as Reference[] | undefined) ?? []).map((ref) => docs.get(ref._ref)).filter((doc): doc is Doc => !!doc);
}

/** Every variant price of a product in a currency (decimal numbers). */
export function productPrices(brand: SiteBrand, handle: string, currency: Currency): number[] {
  const product = byHandle(brand, 'product', handle);
  return referenced(brand, product.store?.variants).map((variant) => {
    const prices = (variant.store?.prices ?? variant.prices) as Record<Currency, { price: number }> | undefined;
    if (!prices?.[currency]) throw new Error(`${variant._id} has no ${currency} price`);
    return prices[currency].price;
  });
}

/** Handles of the products a collection lists, in its manual order. */
export function collectionProductHandles(brand: SiteBrand, handle: string): string[] {
  const collection = byHandle(brand, 'collection', handle);
  const refs = collection.products ?? collection.store?.products;
  return referenced(brand, refs).map((product) => (product.store?.slug as { current: string }).current);
}

/** A product's title and its lowest variant price in a currency, as its card shows them. */
export function productCard(brand: SiteBrand, handle: string, currency: Currency): { title: string; price: number } {
  const product = byHandle(brand, 'product', handle);
  return { title: String(product.store?.title), price: Math.min(...productPrices(brand, handle, currency)) };
}

/**
 * A price as spec §3 Locale formats it, written independently of the site's code: the locale's
 * number format, at least two fraction digits, Australian dollars as `A$`.
 */
export function formatPrice(amount: number, currency: Currency, priceFormat: string): string {
  const text = new Intl.NumberFormat(priceFormat, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
  return currency === 'AUD' ? text.replace(/^(-?)(A\$|\$)/, '$1A$') : text;
}

/** Collapses every kind of space to a plain one, since formatters use no-break spaces. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** Handles of the products a brand shows (the ones that get pages). */
export function shownProductHandles(brand: SiteBrand): string[] {
  return [...documents(brand).values()]
    .filter((doc) => doc._type === 'product' && doc.canBeShown !== false && doc.store?.isDeleted !== true)
    .map((doc) => (doc.store?.slug as { current: string }).current)
    .filter(Boolean)
    .sort();
}

/** The variants of a product: numeric id, gid, SKU and stock, in the product's order. */
export function productVariants(brand: SiteBrand, handle: string): { id: number; gid: string; sku: string; quantity: number }[] {
  const product = byHandle(brand, 'product', handle);
  return referenced(brand, product.store?.variants).map((variant) => {
    const store = variant.store as { id: number; gid: string; sku: string; inventory?: { quantity?: number } };
    return { id: store.id, gid: store.gid, sku: store.sku, quantity: store.inventory?.quantity ?? 0 };
  });
}
