// The search page's client: the door's lite client, with blog queries kept to the query and sort
// (the product filters and pages do not apply to articles, which InstantSearch would otherwise pass
// down to the nested articles index).
import type { LiteClient } from 'algoliasearch/lite';
import { parseIndexName } from '../../lib/search/index-names';

/** Parameters a product-only refinement sets; dropped from blog queries. */
const PRODUCT_ONLY = ['facetFilters', 'numericFilters', 'facets', 'filters', 'page', 'maxValuesPerFacet'] as const;

type Request = { indexName: string; params?: Record<string, unknown> } & Record<string, unknown>;

/** A blog request as the search page sends it: the first page, no product filters (legacy `params` or flat form). */
export function articlesRequest<T extends Request>(request: T): T {
  const strip = (params: Record<string, unknown>) => {
    const out = { ...params };
    for (const name of PRODUCT_ONLY) delete out[name];
    return { ...out, page: 0 };
  };
  if (request.params && typeof request.params === 'object') return { ...request, params: strip(request.params) };
  return strip(request) as unknown as T;
}

/** True when a request goes to a blog index. */
export function isArticlesRequest(request: { indexName?: string }): boolean {
  return parseIndexName(request.indexName ?? '')?.kind === 'blogs';
}

/** Wraps a client so that blog requests carry only the query, sort and page size. */
export function withArticleRequests(client: LiteClient): LiteClient {
  const search = client.search.bind(client) as (requests: unknown, options?: unknown) => Promise<unknown>;
  const wrapped = ((input: unknown, options?: unknown) => {
    const requests = Array.isArray(input) ? input : (input as { requests: Request[] }).requests;
    const fixed = (requests as Request[]).map((r) => (isArticlesRequest(r) ? articlesRequest(r) : r));
    return search(Array.isArray(input) ? fixed : { ...(input as object), requests: fixed }, options);
  }) as LiteClient['search'];
  return { ...client, search: wrapped } as LiteClient;
}
