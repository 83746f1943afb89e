// The records the search indexes hold (twin/README.md "Search"; Algolia's the same) as the search
// views need them: localized links, the price in the page's currency, product ids.
import { formatMoney } from '../../lib/i18n/money';
import { articlePath, isSameOriginPath, localizePath } from '../../lib/paths';

/** A product record (the fields the views read). */
export interface ProductRecord {
  objectID: string;
  title: string;
  url: string;
  productType?: string;
  image?: string;
  prices?: Partial<Record<string, number>>;
  price?: number;
  __queryID?: string;
  __position?: number;
}

/** A blog post record (the fields the views read). */
export interface ArticleRecord {
  objectID: string;
  title: string;
  slug: string;
  excerpt?: string;
  category?: string;
  __queryID?: string;
  __position?: number;
}

/** The product page of a record under the page's locale prefix; null when the record's path is not ours. */
export function productHref(urlPath: string, record: Pick<ProductRecord, 'url'>): string | null {
  if (!isSameOriginPath(record.url)) return null;
  return localizePath(urlPath, record.url);
}

/** The article page of a blog record under the page's locale prefix. */
export function articleHref(urlPath: string, blogPath: string, record: Pick<ArticleRecord, 'slug'>): string | null {
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(record.slug)) return null;
  return localizePath(urlPath, articlePath(blogPath, record.slug));
}

/** The record's lowest price in the page currency, formatted; null when the record has none in it. */
export function recordPrice(record: Pick<ProductRecord, 'prices'>, currency: string, priceFormat: string): string | null {
  const amount = record.prices?.[currency];
  return typeof amount === 'number' && Number.isFinite(amount) ? formatMoney(amount, currency, priceFormat) : null;
}

/** The numeric Shopify id (records' objectID) of a product gid: `gid://shopify/Product/42` → `42`. */
export function objectIdFromGid(gid: string): string | null {
  return /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid)?.[1] ?? null;
}
