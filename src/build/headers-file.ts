// Netlify's `_headers` file: a path pattern on its own line, then indented `Name: value` lines
// (Netlify's syntax only: no other host's extensions). The build writes it (src/build/deploy-headers.ts);
// the static server applies it as Netlify's own parser, @netlify/headers-parser, reads it
// (scripts/static-server/netlify-files.ts):
//
// - A pattern is matched against the request path with the regular expression the parser builds:
//   `*` as a whole segment matches the rest of the path (slashes included, and the slash before it
//   is optional); `*` inside a segment matches any characters; `:name` matches one segment; a
//   trailing slash is optional; letter case is ignored.
// - The same header repeated inside one rule is joined with ", " (the parser does it).
// - Every matching rule applies. Netlify's documentation does not say what its CDN sends when two
//   matching rules set the same header, so the build never writes such a pair (deploy-headers.ts
//   checks every published file); this server then keeps the later rule's value, as Netlify's local
//   engine (@netlify/headers, used by `netlify dev`) does.
import type { Header } from '@netlify/headers-parser';

/** One block of `_headers` as the build writes it. */
export interface HeaderRule {
  /** Path pattern, e.g. `/*`, `/static/*`, `/page-data/*`. */
  path: string;
  /** Headers in file order; a name may repeat (Netlify joins the values with ", "). */
  headers: [name: string, value: string][];
}

/** One rule of `_headers` as Netlify's parser reads it: `for`, `values` and the `forRegExp` it matches with. */
export type HostHeaderRule = Pick<Header, 'for' | 'values' | 'forRegExp'>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regular expression Netlify's parser matches a header path pattern with (its `forRegExp`; the
 * build cannot load the parser, a tool of the tests and the local server). Literal characters inside
 * a segment with `*` are escaped here and not by the parser, which only tells apart paths no build
 * publishes; tests/build/deploy-headers.test.ts holds the two to the same answers.
 */
export function netlifyHeaderPattern(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part.split('*').map(escapeRegExp).join('(.*)');
    })
    .join('/');
  return new RegExp(`^/${body}/?$`, 'iu');
}

/** A rule as Netlify's parser reads it (repeated names joined with ", "), with the build's own matcher. */
export function hostHeaderRule(rule: HeaderRule): HostHeaderRule {
  const values: Record<string, string> = {};
  for (const [name, value] of rule.headers) values[name] = name in values ? `${values[name]}, ${value}` : value;
  return { for: rule.path, values, forRegExp: netlifyHeaderPattern(rule.path) };
}

/** Writes rules as a `_headers` file, with optional comment lines at the top. */
export function formatHeadersFile(rules: HeaderRule[], comment: string[] = []): string {
  const lines = comment.map((c) => (c ? `# ${c}` : '#'));
  for (const rule of rules) {
    if (lines.length) lines.push('');
    lines.push(rule.path);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The rules whose pattern matches a request path. */
export function matchingRules(rules: HostHeaderRule[], pathname: string): HostHeaderRule[] {
  return rules.filter((rule) => rule.forRegExp.test(pathname));
}

/**
 * The headers for a request path: names lowercased, each with the header's name as first written
 * and its value (a later matching rule's value replaces an earlier one, see the top of this file).
 */
export function headersForPath(rules: HostHeaderRule[], pathname: string): Map<string, { name: string; value: string }> {
  const out = new Map<string, { name: string; value: string }>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      out.set(key, { name: out.get(key)?.name ?? name, value });
    }
  }
  return out;
}

/** Header names (lowercased) that two or more matching rules set for a path: what the build must never write. */
export function conflictingHeaders(rules: HostHeaderRule[], pathname: string): string[] {
  const setBy = new Map<string, number>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const key of new Set(Object.keys(rule.values).map((name) => name.toLowerCase()))) setBy.set(key, (setBy.get(key) ?? 0) + 1);
  }
  return [...setBy].filter(([, count]) => count > 1).map(([key]) => key);
}
