// Search for facet values (`POST /1/indexes/<index>/facets/<facet>/query`, or `type: "facet"` in a
// multi-query): the values of one facet among the query's hits whose words start with the facet query.
import type { ReplicaSort, SearchIndex } from './engine.js';
import { highlightString } from './highlight.js';
import type { SearchParams } from './params.js';
import { escapeHtml, words } from './text.js';

/** One facet value found. */
export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** Facet values matching `facetQuery` (every word a prefix of a value word), most frequent first. */
export function searchFacetValues(
  index: SearchIndex,
  params: SearchParams,
  facet: string,
  facetQuery: string,
  maxFacetHits: number,
  sort?: ReplicaSort,
): FacetHit[] | null {
  if (!index.settings.attributesForFaceting.includes(facet)) return null;
  const answer = index.search({ ...params, facets: [facet], hitsPerPage: 0, page: 0, offset: undefined, length: undefined, maxValuesPerFacet: 1000, clickAnalytics: false }, sort);
  const q = words(facetQuery);
  const hits: FacetHit[] = [];
  for (const [value, count] of Object.entries(answer.facets?.[facet] ?? {})) {
    const valueWords = words(value);
    if (!q.every((w) => valueWords.some((v) => v.startsWith(w)))) continue;
    const highlighted = q.length ? highlightString(value, q, params.highlightPreTag, params.highlightPostTag).value : escapeHtml(value);
    hits.push({ value, highlighted, count });
    if (hits.length >= maxFacetHits) break;
  }
  return hits;
}
