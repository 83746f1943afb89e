// One searchable index in memory: a word index finds the candidates (AND of words, last word as a
// prefix, typos by word length); the twin ranks them with Algolia's tie-breaking (typo, attribute,
// exact, then custom ranking), filters, counts facets, paginates and highlights. Everything a query
// reads per record (words, filter values, facet values, sort orders) is prepared once per build.
import crypto from 'node:crypto';
import { FacetValues } from './facet-counts.js';
import { FilterSets } from './filter-sets.js';
import { attributeValue } from './filters.js';
import { highlightValue, queryWords, snippetString, type Highlight, type SnippetValue } from './highlight.js';
import { byAttribute, sortInGroups, sortedOrder, type RecordOrder } from './orders.js';
import type { SearchParams } from './params.js';
import { WordIndex } from './word-index.js';

/** A record as stored in an index. */
export type SearchRecord = { objectID: string } & Record<string, unknown>;

/** How an index searches and facets (Algolia's index settings, reduced). */
export interface IndexSettings {
  /** Searched attributes, most important first (ties go to the earlier attribute). */
  searchableAttributes: string[];
  attributesForFaceting: string[];
  /** Tie-break after relevance: attribute ascending (`position` = catalogue order). */
  customRanking: { attr: string; dir: 'asc' | 'desc' }[];
}

/** Sort of a standard replica: this attribute first, relevance after. */
export interface ReplicaSort {
  attr: string;
  dir: 'asc' | 'desc';
}

/** One answer of a query, before it is shaped for the wire. */
export interface SearchAnswer {
  hits: Record<string, unknown>[];
  nbHits: number;
  /** Page-based paging (no `offset` asked): the page, how many there are and hits on each. */
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  /** Offset-based paging (`offset` asked): where the hits start and how many were asked for, instead of the page fields. */
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  queryID?: string;
}

/** An index built from records; immutable once built (rebuild by building a new one). */
export class SearchIndex {
  private readonly words: WordIndex;
  private readonly filters: FilterSets;
  private readonly facetValues = new Map<string, FacetValues>();
  /** Records by custom ranking (ties by catalogue order), and by each replica's sort then custom ranking. */
  private readonly orders = new Map<string, RecordOrder>();

  constructor(readonly records: SearchRecord[], readonly settings: IndexSettings) {
    this.filters = new FilterSets(records);
    for (const a of settings.attributesForFaceting) this.facetValues.set(a, new FacetValues(this.filters.column(a)));
    const attrs = settings.searchableAttributes;
    this.words = new WordIndex(records.length, attrs.length, (i, a) => flatText(attributeValue(records[i]!, attrs[a]!)));
    const custom = settings.customRanking.map((c) => byAttribute(records, c.attr, c.dir));
    const ranked = sortedOrder(records.keys(), (a, b) => {
      for (const compare of custom) {
        const d = compare(a, b);
        if (d) return d;
      }
      return 0;
    });
    // Custom ranking comes after relevance: one group, so relevance decides first.
    this.orders.set('', { docs: ranked.docs, group: new Int32Array(records.length) });
  }

  /** Runs a query; `sort` orders as a standard replica does. */
  search(params: SearchParams, sort?: ReplicaSort): SearchAnswer {
    const q = queryWords(params.query);
    const order = this.order(sort);
    const pass = params.filter ? this.filters.evaluate(params.filter) : undefined;
    let hits: number[];
    if (q.length === 0) {
      // Relevance ties everywhere: the order alone ranks.
      hits = [];
      for (const d of order.docs) if (!pass || pass[d]) hits.push(d);
    } else {
      const found = this.words.match(q, params.typoTolerance);
      const isHit = new Uint8Array(this.records.length);
      for (const d of found.docs) if (!pass || pass[d]) isHit[d] = 1;
      hits = [];
      for (const d of order.docs) if (isHit[d]) hits.push(d);
      // Typos, attribute, exact words inside each sort group; the walk above already set ties in custom order.
      const attrs = this.settings.searchableAttributes.length + 1;
      const words = q.length + 1;
      const relevance = new Uint32Array(this.records.length);
      // Hits are record numbers, and found holds an entry per record.
      for (const d of hits) relevance[d] = (found.typos[d]! * attrs + found.attribute[d]!) * words + (q.length - found.exact[d]!);
      sortInGroups(hits, order.group, relevance, (2 * q.length + 1) * attrs * words);
    }

    // As Algolia: `length` counts only with `offset` (without it, hitsPerPage), and an offset answer carries
    // offset and length in place of page, nbPages and hitsPerPage.
    let answer: SearchAnswer;
    let start: number;
    let count: number;
    if (params.offset === undefined) {
      start = params.page * params.hitsPerPage;
      count = params.hitsPerPage;
      const nbPages = params.hitsPerPage > 0 ? Math.min(Math.ceil(hits.length / params.hitsPerPage), 1000) : 0;
      answer = { hits: [], nbHits: hits.length, page: params.page, nbPages, hitsPerPage: params.hitsPerPage };
    } else {
      start = params.offset;
      count = params.length ?? params.hitsPerPage;
      answer = { hits: [], nbHits: hits.length, offset: start, length: count };
    }
    answer.hits = hits.slice(start, start + count).map((d) => this.hit(this.records[d]!, q, params));
    if (params.facets.length) Object.assign(answer, this.facets(hits, params));
    if (params.clickAnalytics) answer.queryID = crypto.randomBytes(16).toString('hex');
    return answer;
  }

  /** The custom ranking order, or a replica's (built on its first query). */
  private order(sort?: ReplicaSort): RecordOrder {
    const name = sort ? `${sort.attr}:${sort.dir}` : '';
    let order = this.orders.get(name);
    if (!order && sort) {
      const base = this.orders.get('') as RecordOrder;
      this.orders.set(name, (order = sortedOrder(base.docs, byAttribute(this.records, sort.attr, sort.dir))));
    }
    return order as RecordOrder;
  }

  private hit(record: SearchRecord, q: string[], params: SearchParams): Record<string, unknown> {
    const out: Record<string, unknown> = pick(record, params.attributesToRetrieve);
    const highlight: Record<string, Highlight> = {};
    for (const attr of params.attributesToHighlight ?? this.settings.searchableAttributes) {
      if (attr === '*') continue;
      const h = highlightValue(record[attr], q, params.highlightPreTag, params.highlightPostTag, params.typoTolerance);
      if (h !== undefined) highlight[attr] = h;
    }
    out._highlightResult = highlight;
    if (params.attributesToSnippet.length) {
      const snippets: Record<string, SnippetValue | SnippetValue[]> = {};
      const snip = (v: unknown, size: number): SnippetValue | undefined =>
        typeof v === 'string' || typeof v === 'number'
          ? snippetString(String(v), q, size, params.highlightPreTag, params.highlightPostTag, params.snippetEllipsisText, params.typoTolerance)
          : undefined;
      for (const { attr, words } of params.attributesToSnippet) {
        const value = attributeValue(record, attr);
        if (Array.isArray(value)) snippets[attr] = value.map((v) => snip(v, words)).filter((s): s is SnippetValue => s !== undefined);
        else {
          const s = snip(value, words);
          if (s) snippets[attr] = s;
        }
      }
      out._snippetResult = snippets;
    }
    return out;
  }

  private facets(hits: number[], params: SearchParams): Pick<SearchAnswer, 'facets' | 'facets_stats'> {
    const names = params.facets.includes('*')
      ? this.settings.attributesForFaceting
      : params.facets.filter((f) => this.settings.attributesForFaceting.includes(f));
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
    for (const name of names) {
      const counted = (this.facetValues.get(name) as FacetValues).count(hits, params.maxValuesPerFacet);
      facets[name] = counted.values;
      if (counted.stats) stats[name] = counted.stats;
    }
    return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
  }
}

/** Text of a value for searching: strings, numbers and the strings inside arrays. */
function flatText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(flatText).join(' ');
  return '';
}

/** attributesToRetrieve: `*` is everything, `-attr` leaves an attribute out; objectID always comes. */
function pick(record: SearchRecord, attrs: string[]): Record<string, unknown> {
  const all = attrs.includes('*');
  const excluded = new Set(attrs.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (k === 'objectID' || (all ? !excluded.has(k) : attrs.includes(k))) out[k] = v;
  }
  return out;
}
