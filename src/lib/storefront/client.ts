// The Storefront API door: POSTs a document with the store's public access token and turns
// HTTP and GraphQL errors into one thrown Error (never echoing the token).
import { STOREFRONT_API_VERSION } from './fragments';

/** Where one store's Storefront API answers. */
export interface StorefrontEndpoint {
  url: string;
  token: string;
}

/** Runs Storefront API documents against one store. */
export interface StorefrontClient {
  request<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
}

/** The twin's Storefront API URL of a named store. */
export function twinStorefrontUrl(twinUrl: string, storeName: string): string {
  return `${twinUrl.replace(/\/+$/, '')}/shops/${storeName}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

/** A client for one store. */
export function createStorefrontClient(endpoint: StorefrontEndpoint, fetchImpl: typeof fetch = fetch): StorefrontClient {
  return {
    async request<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
      const response = await fetchImpl(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Shopify-Storefront-Access-Token': endpoint.token,
        },
        body: JSON.stringify({ query: document, variables, operationName: operation }),
      });
      const text = await response.text();
      let body: { data?: T; errors?: { message: string }[] };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        throw new Error(`Storefront ${operation}: HTTP ${response.status}, not JSON`);
      }
      if (!response.ok || body.errors?.length || !body.data) {
        const messages = body.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status}`;
        throw new Error(`Storefront ${operation} failed: ${messages}`);
      }
      return body.data;
    },
  };
}
