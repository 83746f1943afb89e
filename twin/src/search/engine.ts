// One searchable index in memory: MiniSearch finds the candidates (AND of words, last word as a
// prefix, typos by word length); the twin ranks them with Algolia's tie-breaking (typo, attribute,
// exact, then custom ranking), filters, counts facets, paginates and highlights.
import crypto from 'node:crypto';
import MiniSearch from 'minisearch';
import { attributeValue, matches } from './filters.js';
import { highlightValue, queryWords, type Highlight } from './highlight.js';
import type { SearchParams } from './params.js';
import { matchKind, typosAllowed, words } from './text.js';

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
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  queryID?: string;
}

interface Ranked {
  i: number;
  typos: number;
  attribute: number;
  exact: number;
}

/** An index built from records; immutable once built (rebuild by building a new one). */
export class SearchIndex {
  private readonly engine: MiniSearch<{ i: number }>;
  /** Custom ranking values per record, read once. */
  private readonly customValues: unknown[][];
  private readonly attrIndex: Map<string, number>;
  /** Per facet attribute, each record's values (read once: facet counting is the hot loop). */
  private readonly facetLists: Map<string, unknown[][]>;

  constructor(readonly records: SearchRecord[], readonly settings: IndexSettings) {
    const text = (r: SearchRecord, attr: string) => flatText(attributeValue(r, attr));
    this.customValues = records.map((r) => settings.customRanking.map((c) => attributeValue(r, c.attr)));
    this.attrIndex = new Map(settings.searchableAttributes.map((a, i) => [a, i]));
    this.facetLists = new Map(
      settings.attributesForFaceting.map((a) => [
        a,
        records.map((r) => {
          const v = attributeValue(r, a);
          return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
        }),
      ]),
    );
    this.engine = new MiniSearch<{ i: number }>({
      idField: 'i',
      fields: settings.searchableAttributes,
      extractField: (doc, field) => (field === 'i' ? doc.i : text(records[doc.i], field)),
      tokenize: (s) => words(s),
      processTerm: (t) => t,
    });
    this.engine.addAll(records.map((_, i) => ({ i })));
  }

  /** Runs a query; `sort` orders as a standard replica does. */
  search(params: SearchParams, sort?: ReplicaSort): SearchAnswer {
    const q = queryWords(params.query);
    let ranked: Ranked[];
    if (q.length === 0) {
      ranked = this.records.map((_, i) => ({ i, typos: 0, attribute: 0, exact: 0 }));
    } else {
      const found = this.engine.search(q.join(' '), {
        combineWith: 'AND',
        prefix: (_t, i, terms) => i === terms.length - 1,
        fuzzy: (t) => typosAllowed(t) || false,
        tokenize: (s) => s.split(' '),
        processTerm: (t) => t,
      });
      ranked = [];
      for (const r of found) {
        const rank = this.rank(r.id as number, r.match, q);
        if (rank) ranked.push(rank);
      }
    }
    const filter = params.filter;
    if (filter) ranked = ranked.filter((r) => matches(this.records[r.i], filter));
    const sortValues = sort ? new Map(ranked.map((r) => [r.i, attributeValue(this.records[r.i], sort.attr)])) : undefined;
    ranked.sort((a, b) => this.compare(a, b, sort, sortValues));

    const answer: SearchAnswer = { hits: [], nbHits: ranked.length, page: params.page, nbPages: 0, hitsPerPage: params.hitsPerPage };
    const start = params.offset ?? params.page * params.hitsPerPage;
    const count = params.length ?? params.hitsPerPage;
    answer.nbPages = params.hitsPerPage > 0 ? Math.min(Math.ceil(ranked.length / params.hitsPerPage), 1000) : 0;
    answer.hits = ranked.slice(start, start + count).map((r) => this.hit(this.records[r.i], q, params));
    if (params.facets.length) Object.assign(answer, this.facets(ranked, params));
    if (params.clickAnalytics) answer.queryID = crypto.randomBytes(16).toString('hex');
    return answer;
  }

  /** Best match of every query word among the terms MiniSearch matched, or null if a word has none. */
  private rank(i: number, match: Record<string, string[]>, q: string[]): Ranked | null {
    let typos = 0;
    let attribute = Infinity;
    let exact = 0;
    const terms = Object.entries(match);
    for (let w = 0; w < q.length; w++) {
      let bestKind = Infinity;
      let bestAttr = Infinity;
      for (const [term, fields] of terms) {
        const kind = matchKind(q[w], term, w === q.length - 1);
        if (kind === null) continue;
        const attr = Math.min(...fields.map((f) => this.attrIndex.get(f) ?? Infinity));
        if (kind < bestKind || (kind === bestKind && attr < bestAttr)) {
          bestKind = kind;
          bestAttr = attr;
        }
      }
      if (bestKind === Infinity) return null;
      if (bestKind >= 2) typos += bestKind - 2;
      if (bestKind === 0) exact++;
      attribute = Math.min(attribute, bestAttr);
    }
    return { i, typos, attribute, exact };
  }

  private compare(a: Ranked, b: Ranked, sort?: ReplicaSort, sortValues?: Map<number, unknown>): number {
    if (sort && sortValues) {
      const d = compareValues(sortValues.get(a.i), sortValues.get(b.i));
      if (d) return sort.dir === 'asc' ? d : -d;
    }
    const relevance = a.typos - b.typos || a.attribute - b.attribute || b.exact - a.exact;
    if (relevance) return relevance;
    const ca = this.customValues[a.i];
    const cb = this.customValues[b.i];
    for (let k = 0; k < ca.length; k++) {
      const d = compareValues(ca[k], cb[k]);
      if (d) return this.settings.customRanking[k].dir === 'asc' ? d : -d;
    }
    return a.i - b.i;
  }

  private hit(record: SearchRecord, q: string[], params: SearchParams): Record<string, unknown> {
    const out: Record<string, unknown> = pick(record, params.attributesToRetrieve);
    const highlight: Record<string, Highlight> = {};
    for (const attr of params.attributesToHighlight ?? this.settings.searchableAttributes) {
      if (attr === '*') continue;
      const h = highlightValue(record[attr], q, params.highlightPreTag, params.highlightPostTag);
      if (h !== undefined) highlight[attr] = h;
    }
    out._highlightResult = highlight;
    return out;
  }

  private facets(ranked: Ranked[], params: SearchParams): Pick<SearchAnswer, 'facets' | 'facets_stats'> {
    const names = params.facets.includes('*')
      ? this.settings.attributesForFaceting
      : params.facets.filter((f) => this.settings.attributesForFaceting.includes(f));
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
    for (const name of names) {
      const counts = new Map<string, number>();
      const lists = this.facetLists.get(name) ?? [];
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let n = 0;
      for (const r of ranked) {
        for (const x of lists[r.i]) {
          const k = String(x);
          counts.set(k, (counts.get(k) ?? 0) + 1);
          if (typeof x === 'number') {
            if (x < min) min = x;
            if (x > max) max = x;
            sum += x;
            n++;
          }
        }
      }
      facets[name] = Object.fromEntries(
        [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, params.maxValuesPerFacet),
      );
      if (n) stats[name] = { min, max, avg: sum / n, sum };
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

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
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
