// The words of an index's searchable attributes, each with the records holding it, in a radix tree
// so that a query word finds its exact, prefix and typo terms without scanning the vocabulary.
import SearchableMap from 'minisearch/SearchableMap';
import { matchKind, typosAllowed, words } from './text.js';

/** Records holding one word (ascending) and, per record, the earliest searchable attribute holding it. */
interface Postings {
  docs: Int32Array;
  attrs: Uint8Array;
}

/** Records matching every query word, with Algolia's relevance criteria per record (indexed by record). */
export interface WordMatches {
  /** Matching records, in no particular order. */
  docs: number[];
  /** Typos summed over the query words. */
  typos: Uint16Array;
  /** Earliest searchable attribute any query word matched in. */
  attribute: Uint8Array;
  /** Query words matched exactly (not as a prefix or with a typo). */
  exact: Uint16Array;
}

const NONE = 255;

/** Word postings of a set of records, built once. */
export class WordIndex {
  private readonly terms = new SearchableMap<Postings>();

  /** `text(i, a)` is record i's text in searchable attribute a (attributes most important first). */
  constructor(readonly size: number, attributes: number, text: (i: number, attr: number) => string) {
    const lists = new Map<string, { docs: number[]; attrs: number[] }>();
    // Types, vendors, tags (and often titles) repeat across records: each distinct text is split once.
    const split = new Map<string, string[]>();
    for (let i = 0; i < size; i++) {
      // Attributes run in order, so a word's first posting for a record carries its earliest attribute.
      for (let a = 0; a < attributes; a++) {
        const t = text(i, a);
        let ws = split.get(t);
        if (!ws) split.set(t, (ws = words(t)));
        for (const w of ws) {
          let list = lists.get(w);
          if (!list) lists.set(w, (list = { docs: [], attrs: [] }));
          if (list.docs[list.docs.length - 1] === i) continue;
          list.docs.push(i);
          list.attrs.push(a);
        }
      }
    }
    for (const [w, list] of lists) this.terms.set(w, { docs: Int32Array.from(list.docs), attrs: Uint8Array.from(list.attrs) });
  }

  /** Records holding every query word (the last also as a prefix; typos by word length unless `typos` is false). */
  match(query: string[], typos = true): WordMatches {
    const n = this.size;
    const seen = new Uint16Array(n);
    const out: WordMatches = { docs: [], typos: new Uint16Array(n), attribute: new Uint8Array(n).fill(NONE), exact: new Uint16Array(n) };
    const kind = new Uint8Array(n);
    const attr = new Uint8Array(n);
    let first: number[] = [];
    for (const [w, word] of query.entries()) {
      kind.fill(NONE);
      const touched: number[] = [];
      const last = w === query.length - 1;
      for (const [term, postings] of this.candidates(word, last, typos)) {
        const k = matchKind(word, term, last);
        if (k === null || (!typos && k >= 2)) continue;
        const { docs, attrs } = postings;
        // Postings hold record numbers below size, and one attribute per record.
        for (let p = 0; p < docs.length; p++) {
          const d = docs[p]!;
          const a = attrs[p]!;
          const was = kind[d]!;
          if (was === NONE) touched.push(d);
          if (k < was || (k === was && a < attr[d]!)) {
            kind[d] = k;
            attr[d] = a;
          }
        }
      }
      for (const d of touched) {
        seen[d]!++;
        const k = kind[d]!;
        const a = attr[d]!;
        if (k >= 2) out.typos[d]! += k - 2;
        if (k === 0) out.exact[d]!++;
        if (a < out.attribute[d]!) out.attribute[d] = a;
      }
      if (w === 0) first = touched;
    }
    out.docs = first.filter((d) => seen[d] === query.length);
    return out;
  }

  /** Terms a query word may match: itself, its completions when last, those within its typo allowance. */
  private candidates(word: string, last: boolean, withTypos: boolean): Map<string, Postings> {
    const found = new Map<string, Postings>();
    const exact = this.terms.get(word);
    if (exact) found.set(word, exact);
    if (last) for (const [term, postings] of this.terms.atPrefix(word)) found.set(term, postings);
    const typos = withTypos ? typosAllowed(word) : 0;
    if (typos) for (const [term, [postings]] of this.terms.fuzzyGet(word, typos)) found.set(term, postings);
    return found;
  }
}
