// Text rules shared by indexing, querying and highlighting: accents and case never matter.

// ASCII text has no accents to remove and only a-z and 0-9 as word characters once lowercased:
// the plain path skips Unicode normalization, which dominated building a large index.
const ASCII = /^[\x00-\x7f]*$/;

/** Lowercased, accents removed (Algolia ignores both by default). */
export function normalize(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase();
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Words of a text, normalized; punctuation separates words. */
export function words(value: string): string[] {
  if (ASCII.test(value)) return value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return normalize(value).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Typos allowed in a query word (Algolia's minWordSizefor1Typo 4 and minWordSizefor2Typos 8). */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

// Rows of the edit distance table, reused: highlighting computes a distance per word of every hit.
const tableRows = (size: number): [Int32Array, Int32Array, Int32Array] => [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
let rows = tableRows(64);

/** Edit distance (with transposition) between a and b, or max + 1 once it is known to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) rows = tableRows(b.length * 2 + 1);
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  // Every index below is within the rows, which are longer than b.
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}

/** How a record word matches a query word: 0 exact, 1 prefix, 2 + typos for a typo match, or null. */
export function matchKind(queryWord: string, recordWord: string, prefixAllowed: boolean): number | null {
  if (recordWord === queryWord) return 0;
  if (prefixAllowed && recordWord.startsWith(queryWord)) return 1;
  const allowed = typosAllowed(queryWord);
  if (!allowed) return null;
  // A typo on the last word may also sit inside a prefix ("hamoc" → "hammock").
  const target = prefixAllowed && recordWord.length > queryWord.length ? recordWord.slice(0, queryWord.length + allowed) : recordWord;
  let best = editDistance(queryWord, recordWord, allowed);
  if (target !== recordWord) {
    for (let len = queryWord.length - allowed; len <= queryWord.length + allowed; len++) {
      if (len > 0 && len <= recordWord.length) best = Math.min(best, editDistance(queryWord, recordWord.slice(0, len), allowed));
    }
  }
  return best <= allowed ? 2 + best : null;
}

/** Escapes text for HTML the way Algolia escapes highlighted values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}
