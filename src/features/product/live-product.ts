// The product page's live check: loaded when the browser is idle
// after hydration, it asks the store for current prices and stock.
import type { CommerceContext } from '../../lib/content/site-context';
import { createStorefrontClient, type StorefrontResult } from '../../lib/storefront/client';
import { fetchLiveProduct, type LiveProduct } from '../../lib/storefront/product-check';

/** The product's live state (null when the store no longer sells it), or why it could not be read. */
export function loadLiveProduct(commerce: CommerceContext, productId: string): Promise<StorefrontResult<LiveProduct | null>> {
  return fetchLiveProduct(createStorefrontClient(commerce.storefront), productId, commerce.country, { timeoutMs: 8000 });
}
