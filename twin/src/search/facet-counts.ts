// Facet counting over a query's hits: each record's values of a facet are numbered once per index,
// so a query adds into an array of counters and picks the top values without sorting them all.

/** Counts and numeric statistics of one facet over some records. */
export interface FacetCount {
  values: Record<string, number>;
  stats?: { min: number; max: number; avg: number; sum: number };
}

/** One facet attribute's values, numbered, with each record's value numbers. */
export class FacetValues {
  /** Distinct values as text (the facet's keys). */
  private readonly keys: string[];
  /** Value numbers in ascending key order (the tie-break of equal counts), sorted on first use. */
  private sorted?: { byKey: Int32Array; keyRank: Int32Array };
  /** Record i's values are entries starts[i] to starts[i + 1] of ids and nums. */
  private readonly starts: Int32Array;
  private readonly ids: Int32Array;
  /** The value as a number, NaN when it is not one (statistics count numbers only). */
  private readonly nums: Float64Array;

  constructor(column: unknown[][]) {
    const idOf = new Map<string, number>();
    this.keys = [];
    const ids: number[] = [];
    const nums: number[] = [];
    this.starts = new Int32Array(column.length + 1);
    for (const [i, values] of column.entries()) {
      for (const v of values) {
        const k = String(v);
        let id = idOf.get(k);
        if (id === undefined) {
          idOf.set(k, (id = this.keys.length));
          this.keys.push(k);
        }
        ids.push(id);
        nums.push(typeof v === 'number' ? v : NaN);
      }
      this.starts[i + 1] = ids.length;
    }
    this.ids = Int32Array.from(ids);
    this.nums = Float64Array.from(nums);
  }

  /** Counts over `docs` (in hit order), the `max` most frequent values first, ties by key. */
  count(docs: ArrayLike<number>, max: number): FacetCount {
    const { starts, ids, nums } = this;
    const counts = new Int32Array(this.keys.length);
    let min = Infinity;
    let top = -Infinity;
    let sum = 0;
    let n = 0;
    for (let h = 0; h < docs.length; h++) {
      // Indices below come from the column itself (docs are record numbers, entries lie within starts).
      const d = docs[h]!;
      const end = starts[d + 1]!;
      for (let e = starts[d]!; e < end; e++) {
        counts[ids[e]!]!++;
        const x = nums[e]!;
        // NaN marks a value that is not a number.
        if (x === x) {
          if (x < min) min = x;
          if (x > top) top = x;
          sum += x;
          n++;
        }
      }
    }
    const values: Record<string, number> = {};
    for (const id of this.top(counts, max)) values[this.keys[id]!] = counts[id]!;
    return n ? { values, stats: { min, max: top, avg: sum / n, sum } } : { values };
  }

  /** The `max` value numbers with the highest counts (ties by key), in that order. */
  private top(counts: Int32Array, max: number): number[] {
    let distinct = 0;
    let highest = 0;
    for (const c of counts) {
      if (c > 0) distinct++;
      if (c > highest) highest = c;
    }
    const { byKey, keyRank } = this.keyOrder();
    const byCount = (a: number, b: number) => counts[b]! - counts[a]! || keyRank[a]! - keyRank[b]!;
    if (distinct <= max) return Array.from(byKey).filter((id) => counts[id]! > 0).sort(byCount);
    // The count of the max-th value: everything above it is taken, values at it fill up in key order.
    const perCount = new Int32Array(highest + 1);
    for (const c of counts) perCount[c]!++;
    let threshold = highest;
    for (let taken = 0; threshold > 0; threshold--) {
      taken += perCount[threshold]!;
      if (taken >= max) break;
    }
    const above: number[] = [];
    const at: number[] = [];
    for (const id of byKey) {
      const c = counts[id]!;
      if (c > threshold) above.push(id);
      else if (c === threshold && at.length < max) at.push(id);
    }
    above.sort(byCount);
    return above.concat(at).slice(0, max);
  }

  private keyOrder(): { byKey: Int32Array; keyRank: Int32Array } {
    if (!this.sorted) {
      const keys = this.keys;
      const byKey = Int32Array.from(keys.keys()).sort((a, b) => {
        const ka = keys[a]!;
        const kb = keys[b]!;
        return ka < kb ? -1 : ka > kb ? 1 : 0;
      });
      const keyRank = new Int32Array(keys.length);
      byKey.forEach((id, rank) => (keyRank[id] = rank));
      this.sorted = { byKey, keyRank };
    }
    return this.sorted;
  }
}
