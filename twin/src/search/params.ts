// Search parameters as Algolia receives them: body fields, a URL-encoded `params` string, or both.
import { FilterError, listFilter, parseFilters, type Filter } from './filters.js';

/** The parameters the twin acts on, validated. */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets: string[];
  maxValuesPerFacet: number;
  filter?: Filter;
  attributesToRetrieve: string[];
  attributesToHighlight?: string[];
  /** `attr` or `attr:words` (10 words by default), as Algolia's attributesToSnippet. */
  attributesToSnippet: { attr: string; words: number }[];
  snippetEllipsisText: string;
  /** false: only exact and prefix matches (Algolia's `typoTolerance: false`). */
  typoTolerance: boolean;
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
  analytics: boolean;
  userToken?: string;
  cursor?: string;
  /** The parameters as a URL-encoded string, echoed in the answer like Algolia's `params`. */
  encoded: string;
}

/** Bad parameters: answered 400 with the message. */
export class ParamError extends Error {}

// Parameters Algolia knows that the twin accepts without acting on them.
const IGNORED = new Set([
  'analyticsTags', 'ruleContexts', 'enableRules', 'enablePersonalization', 'personalizationImpact', 'getRankingInfo',
  'restrictHighlightAndSnippetArrays', 'distinct', 'tagFilters',
  'optionalFilters', 'sumOrFiltersScores', 'facetingAfterDistinct', 'responseFields', 'synonyms',
  'minWordSizefor1Typo', 'minWordSizefor2Typos', 'ignorePlurals', 'removeStopWords', 'queryLanguages',
  'naturalLanguages', 'decompoundQuery', 'advancedSyntax', 'optionalWords', 'removeWordsIfNoResults', 'queryType',
  'exactOnSingleWordQuery', 'alternativesAsExact', 'percentileComputation', 'enableABTest', 'enableReRanking',
  'aroundLatLng', 'aroundLatLngViaIP', 'aroundRadius', 'insideBoundingBox', 'insidePolygon', 'sortFacetValuesBy',
  'maxFacetHits', 'facetQuery', 'facet', 'type', 'minProximity', 'explain', 'similarQuery', 'relevancyStrictness',
  'renderingContent', 'attributeCriteriaComputedByMinProximity', 'restrictSearchableAttributes', 'mode', 're_rankingApplyFilter',
]);
const KNOWN = new Set([
  'query', 'page', 'hitsPerPage', 'offset', 'length', 'facets', 'maxValuesPerFacet', 'filters', 'facetFilters',
  'numericFilters', 'attributesToRetrieve', 'attributesToHighlight', 'highlightPreTag', 'highlightPostTag',
  'clickAnalytics', 'analytics', 'userToken', 'cursor', 'params', 'attributesToSnippet', 'snippetEllipsisText', 'typoTolerance',
]);

/** Merges a request's `params` string with its other fields (fields win, as Algolia's clients expect). */
export function rawParams(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (body.params !== undefined) {
    if (typeof body.params !== 'string') throw new ParamError('params must be a URL-encoded string');
    for (const [k, v] of new URLSearchParams(body.params)) out[k] = v;
  }
  for (const [k, v] of Object.entries(body)) if (k !== 'params' && k !== 'indexName' && v !== undefined) out[k] = v;
  return out;
}

const int = (raw: Record<string, unknown>, name: string, def: number, min: number, max: number): number => {
  const v = raw[name];
  if (v === undefined) return def;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new ParamError(`Invalid value for parameter ${name}: expected an integer from ${min} to ${max}`);
  }
  return n;
};

const bool = (raw: Record<string, unknown>, name: string, def: boolean): boolean => {
  const v = raw[name];
  if (v === undefined) return def;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new ParamError(`Invalid value for parameter ${name}: expected a boolean`);
};

const text = (raw: Record<string, unknown>, name: string, def: string, max = 512): string => {
  const v = raw[name];
  if (v === undefined) return def;
  if (typeof v !== 'string' || v.length > max) throw new ParamError(`Invalid value for parameter ${name}: expected a string of at most ${max} characters`);
  return v;
};

const list = (raw: Record<string, unknown>, name: string): string[] | undefined => {
  let v = raw[name];
  if (v === undefined) return undefined;
  if (typeof v === 'string') {
    if (v.trim().startsWith('[')) {
      try {
        v = JSON.parse(v);
      } catch {
        throw new ParamError(`Invalid value for parameter ${name}: malformed list`);
      }
    } else v = v.split(',').map((s) => s.trim()).filter(Boolean);
  }
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new ParamError(`Invalid value for parameter ${name}: expected a list of strings`);
  return v as string[];
};

/** `attr:words` of attributesToSnippet (Algolia's default is 10 words). */
function snippetSpec(spec: string): { attr: string; words: number } {
  const m = /^([^:]+?)(?::(\d+))?$/.exec(spec.trim());
  const n = m?.[2] === undefined ? 10 : Number(m[2]);
  if (!m || !Number.isInteger(n) || n < 1 || n > 1000) throw new ParamError(`Invalid value for parameter attributesToSnippet: "${spec}" is not attribute or attribute:words`);
  return { attr: m[1]!, words: n };
}

/**
 * Algolia's typoTolerance: true (default), false (no typo matches at all), or the strings "true",
 * "false", "min" and "strict". "min" and "strict" keep typo matches as "true" does here (they only
 * reorder results in Algolia).
 */
function typoTolerance(v: unknown): boolean {
  if (v === undefined || v === true || v === 'true' || v === 'min' || v === 'strict') return true;
  if (v === false || v === 'false') return false;
  throw new ParamError('Invalid value for parameter typoTolerance: expected true, false, "min" or "strict"');
}

/** Validates a request's search parameters (unknown names are refused as Algolia does). */
export function parseSearchParams(body: Record<string, unknown>, defaults: { hitsPerPage: number; maxHitsPerPage: number } = { hitsPerPage: 20, maxHitsPerPage: 1000 }): SearchParams {
  const raw = rawParams(body);
  for (const name of Object.keys(raw)) {
    if (!KNOWN.has(name) && !IGNORED.has(name)) throw new ParamError(`Unknown parameter: ${name}`);
  }
  let filter: Filter | undefined;
  try {
    const parts = [
      raw.filters === undefined ? undefined : parseFilters(text(raw, 'filters', '', 4096)),
      listFilter(raw.facetFilters, 'facetFilters'),
      listFilter(raw.numericFilters, 'numericFilters'),
    ].filter((f): f is Filter => f !== undefined);
    filter = parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { kind: 'and', items: parts };
  } catch (err) {
    if (err instanceof FilterError) throw new ParamError(err.message);
    throw err;
  }
  const encoded = new URLSearchParams(
    Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string]),
  ).toString();
  return {
    query: text(raw, 'query', ''),
    page: int(raw, 'page', 0, 0, 10_000),
    hitsPerPage: int(raw, 'hitsPerPage', defaults.hitsPerPage, 0, defaults.maxHitsPerPage),
    offset: raw.offset === undefined ? undefined : int(raw, 'offset', 0, 0, 100_000),
    length: raw.length === undefined ? undefined : int(raw, 'length', 0, 0, 1000),
    facets: list(raw, 'facets') ?? [],
    maxValuesPerFacet: int(raw, 'maxValuesPerFacet', 100, 1, 1000),
    filter,
    attributesToRetrieve: list(raw, 'attributesToRetrieve') ?? ['*'],
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    attributesToSnippet: (list(raw, 'attributesToSnippet') ?? []).map(snippetSpec),
    snippetEllipsisText: text(raw, 'snippetEllipsisText', '…', 64),
    typoTolerance: typoTolerance(raw.typoTolerance),
    highlightPreTag: text(raw, 'highlightPreTag', '<em>', 64),
    highlightPostTag: text(raw, 'highlightPostTag', '</em>', 64),
    clickAnalytics: bool(raw, 'clickAnalytics', false),
    analytics: bool(raw, 'analytics', true),
    userToken: raw.userToken === undefined ? undefined : text(raw, 'userToken', '', 129),
    cursor: raw.cursor === undefined ? undefined : text(raw, 'cursor', '', 256),
    encoded,
  };
}
