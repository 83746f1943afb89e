// The Storefront API as hydrogen-react's createStorefrontClient reaches it: its URL and public-token
// headers, the documents sent with fetch, the whole response body (data and errors) returned.
import { createStorefrontClient } from '@shopify/hydrogen-react';
import { TOKENS } from '../helpers.js';

export type StorefrontBody = { data?: any; errors?: { message: string; locations?: unknown; path?: unknown; extensions?: Record<string, unknown> }[] };

/** A client for a store of a started twin; `query` posts one document and answers the parsed body. */
export function hydrogenClient(twinUrl: string, store: keyof typeof TOKENS = 'trailmate-us') {
  const client = createStorefrontClient({
    storeDomain: `${twinUrl}/shops/${store}`,
    publicStorefrontToken: TOKENS[store],
    storefrontApiVersion: '2025-04',
  });
  return {
    url: client.getStorefrontApiUrl(),
    async query(query: string, variables: Record<string, unknown> = {}): Promise<StorefrontBody> {
      const res = await fetch(client.getStorefrontApiUrl(), {
        method: 'POST',
        headers: client.getPublicTokenHeaders({ contentType: 'json' }),
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as StorefrontBody;
    },
  };
}
