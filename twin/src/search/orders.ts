// Record orders computed once per index: custom ranking, and each replica's sort before it. A query
// walks an order and keeps its hits, so only relevance is left to sort.
import { attributeValue } from './filters.js';

/** Records in one order, and each record's group in it (records of a group tie on the sort). */
export interface RecordOrder {
  docs: Int32Array;
  group: Int32Array;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Algolia-like value order: numbers numerically, text without case or accents, missing values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Records sorted by `compare`, ties kept in `docs` order (the sort is stable); ties share a group. */
export function sortedOrder(docs: Iterable<number>, compare: (a: number, b: number) => number): RecordOrder {
  const sorted = Int32Array.from([...docs].sort(compare));
  const group = new Int32Array(sorted.length);
  let g = 0;
  for (let k = 1; k < sorted.length; k++) {
    const d = sorted[k]!;
    if (compare(sorted[k - 1]!, d)) g++;
    group[d] = g;
  }
  return { docs: sorted, group };
}

/** Comparator of records by one attribute (`desc` reverses the whole order, missing values first). */
export function byAttribute(records: Record<string, unknown>[], attr: string, dir: 'asc' | 'desc'): (a: number, b: number) => number {
  const values = records.map((r) => attributeValue(r, attr));
  return dir === 'asc' ? (a, b) => compareValues(values[a], values[b]) : (a, b) => -compareValues(values[a], values[b]);
}

/** Re-sorts hits walked in an order by relevance inside each group of it, stably (`relevance` below `span`). */
export function sortInGroups(hits: number[], group: Int32Array, relevance: Uint32Array, span: number): void {
  const counts = new Int32Array(span + 1);
  // hits are record numbers (within group and relevance); s, e and k stay within hits and counts.
  for (let s = 0, e = 0; s < hits.length; s = e) {
    const g = group[hits[s]!];
    for (e = s + 1; e < hits.length && group[hits[e]!] === g; e++);
    if (e - s < 2) continue;
    const run = hits.slice(s, e);
    if (run.length < span) {
      run.sort((a, b) => relevance[a]! - relevance[b]!);
    } else {
      // A counting sort: relevance has few distinct values, so a long run costs one pass.
      counts.fill(0);
      for (const d of run) counts[relevance[d]! + 1]!++;
      for (let k = 1; k <= span; k++) counts[k]! += counts[k - 1]!;
      for (const d of run) hits[s + counts[relevance[d]!]!++] = d;
      continue;
    }
    for (const [k, d] of run.entries()) hits[s + k] = d;
  }
}
