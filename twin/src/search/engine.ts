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
  /** Per record, per searchable attribute, its words (for ranking the candidates). */
  private readonly wordsByAttr: string[][][];

  constructor(readonly records: SearchRecord[], readonly settings: IndexSettings) {
    const text = (r: SearchRecord, attr: string) => flatText(attributeValue(r, attr));
    this.wordsByAttr = records.map((r) => settings.searchableAttributes.map((a) => words(text(r, a))));
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
        const rank = this.rank(r.id as number, q);
        if (rank) ranked.push(rank);
      }
    }
    const filter = params.filter;
    if (filter) ranked = ranked.filter((r) => matches(this.records[r.i], filter));
    ranked.sort((a, b) => this.compare(a, b, sort));

    const answer: SearchAnswer = { hits: [], nbHits: ranked.length, page: params.page, nbPages: 0, hitsPerPage: params.hitsPerPage };
    const start = params.offset ?? params.page * params.hitsPerPage;
    const count = params.length ?? params.hitsPerPage;
    answer.nbPages = params.hitsPerPage > 0 ? Math.min(Math.ceil(ranked.length / params.hitsPerPage), 1000) : 0;
    answer.hits = ranked.slice(start, start + count).map((r) => this.hit(this.records[r.i], q, params));
    if (params.facets.length) Object.assign(answer, this.facets(ranked, params));
    if (params.clickAnalytics) answer.queryID = crypto.randomBytes(16).toString('hex');
    return answer;
  }

  /** Best match of every query word in the record, or null if a word does not match (MiniSearch may be looser). */
  private rank(i: number, q: string[]): Ranked | null {
    let typos = 0;
    let attribute = Infinity;
    let exact = 0;
    for (let w = 0; w < q.length; w++) {
      let best: { kind: number; attr: number } | null = null;
      this.wordsByAttr[i].forEach((attrWords, attr) => {
        for (const rw of attrWords) {
          const kind = matchKind(q[w], rw, w === q.length - 1);
          if (kind !== null && (!best || kind < best.kind || (kind === best.kind && attr < best.attr))) best = { kind, attr };
        }
      });
      if (!best) return null;
      const { kind, attr } = best as { kind: number; attr: number };
      if (kind >= 2) typos += kind - 2;
      if (kind === 0) exact++;
      attribute = Math.min(attribute, attr);
    }
    return { i, typos, attribute, exact };
  }

  private compare(a: Ranked, b: Ranked, sort?: ReplicaSort): number {
    if (sort) {
      const d = compareValues(attributeValue(this.records[a.i], sort.attr), attributeValue(this.records[b.i], sort.attr));
      if (d) return sort.dir === 'asc' ? d : -d;
    }
    const relevance = a.typos - b.typos || a.attribute - b.attribute || b.exact - a.exact;
    if (relevance) return relevance;
    for (const c of this.settings.customRanking) {
      const d = compareValues(attributeValue(this.records[a.i], c.attr), attributeValue(this.records[b.i], c.attr));
      if (d) return c.dir === 'asc' ? d : -d;
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
      const numbers: number[] = [];
      for (const r of ranked) {
        const v = attributeValue(this.records[r.i], name);
        for (const x of Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) {
          counts.set(String(x), (counts.get(String(x)) ?? 0) + 1);
          if (typeof x === 'number') numbers.push(x);
        }
      }
      facets[name] = Object.fromEntries(
        [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, params.maxValuesPerFacet),
      );
      if (numbers.length) {
        const sum = numbers.reduce((s, n) => s + n, 0);
        stats[name] = { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum };
      }
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

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
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
