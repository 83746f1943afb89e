// Product page slug rule: handle, prefixed by the configured prefix if set, else by
// the URL-safe lowercased product type; a missing handle is logged and gives no slug.
import { toUrlSafe, withTrailingSlash } from './core';

/** What the slug rule needs of a product. */
export interface ProductSlugInput {
  handle?: string | null;
  productType?: string | null;
  /** Configured prefix; `""` puts the product at the site root. */
  pathPrefix?: string | null;
}

/** The product slug without slashes around it (`car-seat-covers/rover-hammock`), or null. */
export function productSlug(
  product: ProductSlugInput,
  log: (message: string) => void = console.warn,
): string | null {
  const handle = product.handle?.trim();
  if (!handle) {
    log(`Product without a handle (type "${product.productType ?? ''}"): no page is built for it.`);
    return null;
  }
  if (product.pathPrefix !== undefined && product.pathPrefix !== null) {
    const prefix = product.pathPrefix.replace(/^\/+|\/+$/g, '');
    return prefix ? `${prefix}/${handle}` : handle;
  }
  const type = toUrlSafe(product.productType ?? '');
  return type ? `${type}/${handle}` : handle;
}

/** The product page path (`/car-seat-covers/rover-hammock/`), or null without a handle. */
export function productPath(product: ProductSlugInput, log?: (message: string) => void): string | null {
  const slug = productSlug(product, log);
  return slug === null ? null : withTrailingSlash(`/${slug}`);
}
