// `_highlightResult` as Algolia builds it: every value HTML-escaped, matched words wrapped in the tags.
import { escapeHtml, matchKind, normalize, words } from './text.js';

/** The highlight of one string value. */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Highlight of a value: strings, arrays of strings, or nested objects of them. */
export type Highlight = HighlightValue | Highlight[] | { [key: string]: Highlight };

/** Highlights one string for the query words (the last word may match as a prefix; typo matches unless `typos` is false). */
export function highlightString(source: string, queryWords: string[], pre: string, post: string, typos = true): HighlightValue {
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  let highlightedChars = 0;
  let wordChars = 0;
  for (const m of source.matchAll(/[\p{L}\p{N}]+/gu)) {
    const token = m[0];
    const start = m.index ?? 0;
    const w = normalize(token);
    wordChars += token.length;
    let best: { kind: number; q: string } | null = null;
    queryWords.forEach((q, i) => {
      const kind = matchKind(q, w, i === queryWords.length - 1);
      if (kind !== null && (typos || kind < 2) && (!best || kind < best.kind)) best = { kind, q };
    });
    if (!best) continue;
    const { kind, q } = best as { kind: number; q: string };
    matched.add(q);
    const len = kind === 1 ? Math.min(q.length, token.length) : token.length;
    highlightedChars += len;
    out += escapeHtml(source.slice(last, start)) + pre + escapeHtml(token.slice(0, len)) + post;
    last = start + len;
  }
  out += escapeHtml(source.slice(last));
  const matchedWords = queryWords.filter((q) => matched.has(q));
  const distinct = new Set(queryWords).size;
  const matchLevel = matchedWords.length === 0 ? 'none' : new Set(matchedWords).size === distinct ? 'full' : 'partial';
  const result: HighlightValue = { value: out, matchLevel, matchedWords: [...new Set(matchedWords)] };
  if (matchLevel !== 'none') result.fullyHighlighted = highlightedChars === wordChars;
  return result;
}

/** Highlights any retrievable value (numbers and booleans are shown as text, as Algolia does). */
export function highlightValue(value: unknown, queryWords: string[], pre: string, post: string, typos = true): Highlight | undefined {
  if (typeof value === 'string') return highlightString(value, queryWords, pre, post, typos);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightString(String(value), queryWords, pre, post, typos);
  if (Array.isArray(value)) return value.map((v) => highlightValue(v, queryWords, pre, post, typos)).filter((h): h is Highlight => h !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, Highlight> = {};
    for (const [k, v] of Object.entries(value)) {
      const h = highlightValue(v, queryWords, pre, post, typos);
      if (h !== undefined) out[k] = h;
    }
    return out;
  }
  return undefined;
}

/** The query's words, normalized as the index holds them. */
export function queryWords(query: string): string[] {
  return words(query);
}

/** A snippet's value and match level. */
export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/**
 * `_snippetResult` of one string as Algolia builds it: at most `size` words around the first matched
 * word (from the start when none matched), highlighted, with `ellipsis` where text was cut.
 */
export function snippetString(source: string, queryWords: string[], size: number, pre: string, post: string, ellipsis: string, typos = true): SnippetValue {
  const tokens = [...source.matchAll(/[\p{L}\p{N}]+/gu)];
  let first = 0;
  if (queryWords.length) {
    const at = tokens.findIndex((m) => {
      const w = normalize(m[0]);
      return queryWords.some((q, i) => {
        const kind = matchKind(q, w, i === queryWords.length - 1);
        return kind !== null && (typos || kind < 2);
      });
    });
    if (at > 0) first = Math.max(0, Math.min(at - Math.floor((size - 1) / 2), tokens.length - size));
  }
  const cutStart = first > 0;
  const cutEnd = first + size < tokens.length;
  const from = cutStart ? (tokens[first]?.index ?? 0) : 0;
  const last = tokens[first + size - 1];
  const to = cutEnd && last ? (last.index ?? 0) + last[0].length : source.length;
  const h = highlightString(source.slice(from, to), queryWords, pre, post, typos);
  return { value: (cutStart ? ellipsis : '') + h.value + (cutEnd ? ellipsis : ''), matchLevel: h.matchLevel };
}
