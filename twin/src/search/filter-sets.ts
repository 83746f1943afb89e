// Filters evaluated over a whole index at once: facet values from per-value record lists, numbers
// from per-attribute columns, and AND / OR / NOT over record sets (one byte per record).
import { attributeValue, type Filter } from './filters.js';

/** One byte per record: 1 when the record passes. */
export type RecordSet = Uint8Array;

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

const CACHED_FILTERS = 64;

/** Filter evaluation over one index's records (which never change: an index is rebuilt instead). */
export class FilterSets {
  private readonly columns = new Map<string, unknown[][]>();
  private readonly valueLists = new Map<string, Map<string, number[]>>();
  /** Recent filters' record sets: faceted navigation repeats the same filters with other queries. */
  private readonly cache = new Map<string, RecordSet>();

  constructor(private readonly records: Record<string, unknown>[]) {}

  /** The records passing a filter (the returned set is shared: never write to it). */
  evaluate(filter: Filter): RecordSet {
    const key = JSON.stringify(filter);
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const set = this.set(filter);
    this.cache.set(key, set);
    if (this.cache.size > CACHED_FILTERS) this.cache.delete(this.cache.keys().next().value as string);
    return set;
  }

  /** Each record's values of an attribute (a list per record), read once. */
  column(attr: string): unknown[][] {
    let col = this.columns.get(attr);
    if (!col) this.columns.set(attr, (col = this.records.map((r) => asList(attributeValue(r, attr)))));
    return col;
  }

  /** A fresh set (callers of `set` may write to it). */
  private set(f: Filter): RecordSet {
    const n = this.records.length;
    switch (f.kind) {
      case 'and':
      case 'or': {
        const [head, ...rest] = f.items;
        const out = head ? this.set(head) : new Uint8Array(n).fill(f.kind === 'and' ? 1 : 0);
        for (const item of rest) {
          const other = this.set(item);
          // Every set has one entry per record.
          if (f.kind === 'and') for (let i = 0; i < n; i++) out[i]! &= other[i]!;
          else for (let i = 0; i < n; i++) out[i]! |= other[i]!;
        }
        return out;
      }
      case 'not': {
        const out = this.set(f.item);
        for (let i = 0; i < n; i++) out[i]! ^= 1;
        return out;
      }
      case 'facet': {
        const out = new Uint8Array(n);
        for (const i of this.values(f.attr).get(f.value.toLowerCase()) ?? []) out[i] = 1;
        return out;
      }
      case 'range':
      case 'num': {
        const out = new Uint8Array(n);
        const col = this.column(f.attr);
        const pass = f.kind === 'range' ? (v: number) => v >= f.lo && v <= f.hi : numericTest(f.op, f.value);
        for (const [i, values] of col.entries()) {
          for (const v of values) {
            if (typeof v === 'number' && pass(v)) {
              out[i] = 1;
              break;
            }
          }
        }
        return out;
      }
    }
  }

  /** Records per value of an attribute, values compared without case (as facet filters compare). */
  private values(attr: string): Map<string, number[]> {
    let lists = this.valueLists.get(attr);
    if (!lists) {
      lists = new Map();
      const col = this.column(attr);
      for (const [i, values] of col.entries()) {
        for (const v of values) {
          const k = String(v).toLowerCase();
          let list = lists.get(k);
          if (!list) lists.set(k, (list = []));
          if (list[list.length - 1] !== i) list.push(i);
        }
      }
      this.valueLists.set(attr, lists);
    }
    return lists;
  }
}

function numericTest(op: Extract<Filter, { kind: 'num' }>['op'], b: number): (a: number) => boolean {
  switch (op) {
    case '<': return (a) => a < b;
    case '<=': return (a) => a <= b;
    case '=': return (a) => a === b;
    case '!=': return (a) => a !== b;
    case '>=': return (a) => a >= b;
    case '>': return (a) => a > b;
  }
}
