import type { SellingPlanDoc } from './content.js';
import type { StorefrontContext } from '../storefront/types.js';
import type { CollectionRecord, ProductRecord, VariantRecord } from './catalogue.js';
import { gid } from '../storefront/ids.js';
import { imageDimensions } from './image-size.js';
import crypto from 'node:crypto';

/** Wraps a product record as a GraphQL Product parent. */
export const productNode = (p: ProductRecord, currency?: string) => ({ __typename: 'Product' as const, _p: p, _currency: currency });
/** Wraps a variant record as a GraphQL ProductVariant parent. */
export const variantNode = (v: VariantRecord, currency?: string) => ({ __typename: 'ProductVariant' as const, _v: v, _currency: currency });
/** Wraps a collection record as a GraphQL Collection parent. */
export const collectionNode = (c: CollectionRecord): { __typename: 'Collection'; _c: CollectionRecord } => ({ __typename: 'Collection' as const, _c: c });
/** Wraps a selling plan (content shape) as a GraphQL SellingPlan parent. */
export const sellingPlanNode = (plan: SellingPlanDoc) => ({ __typename: 'SellingPlan' as const, _plan: plan });

// Worked out once per schema LanguageCode (a closed set): every localized field of every product asks.
const contentLanguages = new Map<string, string>();

/** The language key used by content's Localized objects for a schema LanguageCode. */
export function contentLanguage(ctx: StorefrontContext): string {
  let key = contentLanguages.get(ctx.language);
  if (key === undefined) {
    const [base = ''] = ctx.language.toLowerCase().split('_');
    contentLanguages.set(ctx.language, (key = base));
  }
  return key;
}

/** Picks a localized value for the context's language, falling back to English then the given default. */
export function localized(value: unknown, ctx: StorefrontContext, fallback: string): string {
  if (value && typeof value === 'object') {
    const v = value as Record<string, string>;
    return v[contentLanguage(ctx)] ?? v.en ?? fallback;
  }
  return typeof value === 'string' ? value : fallback;
}

// Image ids are a hash of the path; paths come from content, so the cache stays small.
const imageIds = new Map<string, string>();
function imageId(path: string): string {
  let id = imageIds.get(path);
  if (id === undefined) {
    id = gid('ProductImage', parseInt(crypto.createHash('sha1').update(path).digest('hex').slice(0, 10), 16));
    if (imageIds.size > 50_000) imageIds.clear();
    imageIds.set(path, id);
  }
  return id;
}

/** A GraphQL Image from a content image path (served by the twin under /cdn/). */
export function imageFromPath(
  path: string | undefined,
  ctx: StorefrontContext,
  alt: string | null,
  width: number | null = null,
  height: number | null = null,
) {
  if (!path) return null;
  const url = `${ctx.origin}/cdn/${path.replace(/^\/+/, '')}`;
  // The file's own size wins over what the content says (Shopify measures the uploaded file).
  const measured = imageDimensions(path);
  if (measured) ({ width, height } = measured);
  const id = imageId(path);
  // url and transformedSrc take transform arguments; the twin serves the file as it is, whatever they ask.
  return {
    __typename: 'Image',
    id,
    url,
    src: url,
    originalSrc: url,
    transformedSrc: url,
    altText: alt,
    width,
    height,
  };
}

/** The currency a node prices in: a cart's currency when reached through a cart, else the request's. */
export function nodeCurrency(s: { _currency?: string }, ctx: StorefrontContext): string {
  return s._currency ?? ctx.currency;
}
