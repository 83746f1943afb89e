// Shopify as the services reach it: the Admin GraphQL API of each store (X-Shopify-Access-Token),
// and the check of the webhooks it sends (HMAC-SHA256 of the raw body, base64, with the store's secret).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoreSettings } from '../config.js';

/** A GraphQL answer of the Admin API. */
export interface AdminResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The Admin API of the services' stores. */
export interface ShopifyAdmin {
  /** Runs `query` on `store`'s Admin API; throws on a network error, an HTTP error or a GraphQL error. */
  graphql<T>(store: string, query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** Admin API clients for `stores`. */
export function createShopifyAdmin(stores: Map<string, StoreSettings>, fetcher: typeof fetch = fetch): ShopifyAdmin {
  return {
    async graphql<T>(store: string, query: string, variables: Record<string, unknown> = {}) {
      const settings = stores.get(store);
      if (!settings) throw new Error(`unknown store ${store}`);
      const res = await fetcher(settings.adminUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': settings.adminToken },
        body: JSON.stringify({ query, variables }),
        // Well inside a renewal's two-minute claim: a hung call fails and is retried instead.
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`Shopify Admin API answered ${res.status}`);
      const body = (await res.json()) as AdminResult<T>;
      if (body.errors?.length) throw new Error(`Shopify Admin API: ${body.errors.map((e) => e.message).join('; ')}`);
      if (!body.data) throw new Error('Shopify Admin API answered no data');
      return body.data;
    },
  };
}

/** Whether `hmac` (X-Shopify-Hmac-Sha256) signs `rawBody` with `secret`. */
export function verifyWebhook(rawBody: Buffer, hmac: string | undefined, secret: string): boolean {
  if (!hmac) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(hmac, 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}
