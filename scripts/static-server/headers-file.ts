// The CDN's `_headers` file (Netlify / Cloudflare Pages format): a path pattern on its own line,
// then indented `Name: value` lines. Shared by the build, which writes it (src/build/deploy-headers.ts),
// and the static server, which applies it the way the hosts do:
//
// - A pattern is matched against the request path: `*` matches any characters (slashes included),
//   a `:name` segment matches one segment, a trailing slash is optional, letter case is ignored
//   (Netlify's matching; Cloudflare Pages' splat behaves the same for the patterns the build writes).
// - Every matching rule applies, in file order. The same header repeated inside one rule is joined
//   with ", " (both hosts). The same header set by two matching rules is where hosts differ
//   (Netlify: the later rule wins; Cloudflare Pages: the values are joined); this server follows
//   Netlify, and the build never writes such a pair (deploy-headers.ts checks every published file),
//   so both hosts and this server send the same headers.
// - `! Name` (Cloudflare Pages) removes a header set by an earlier matching rule.

/** One block of a `_headers` file. */
export interface HeaderRule {
  /** Path pattern, e.g. `/*`, `/static/*`, `/page-data/*`. */
  path: string;
  /** Headers in file order; a name may repeat. */
  headers: [name: string, value: string][];
  /** Header names to remove (Cloudflare's `! Name`). */
  detach?: string[];
}

/** A parsed rule with its matcher. */
export interface CompiledHeaderRule extends HeaderRule {
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The regular expression a path pattern stands for. */
export function headerPathPattern(path: string): RegExp {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return /^\/$/;
  const body = parts
    .map((part) => (/^:\w+$/.test(part) ? '[^/]+' : escapeRegExp(part).replace(/\\\*/g, '.*')))
    .join('/');
  return new RegExp(`^/${body}/?$`, 'i');
}

/** Reads the text of a `_headers` file; comments, absolute-URL rules and malformed lines are skipped. */
export function parseHeadersFile(text: string): CompiledHeaderRule[] {
  const rules: CompiledHeaderRule[] = [];
  let current: CompiledHeaderRule | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const indented = /^\s/.test(raw);
    if (!indented) {
      // A new block; only site paths apply here (absolute `https://host/…` rules target other hosts).
      current = line.startsWith('/') ? { path: line, headers: [], pattern: headerPathPattern(line) } : null;
      if (current) rules.push(current);
      continue;
    }
    if (!current) continue;
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (name) (current.detach ??= []).push(name);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) continue;
    current.headers.push([name, value]);
  }
  return rules;
}

/** Writes rules as a `_headers` file, with optional comment lines at the top. */
export function formatHeadersFile(rules: HeaderRule[], comment: string[] = []): string {
  const lines = comment.map((c) => (c ? `# ${c}` : '#'));
  for (const rule of rules) {
    if (lines.length) lines.push('');
    lines.push(rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The rules whose pattern matches a request path. */
export function matchingRules(rules: CompiledHeaderRule[], pathname: string): CompiledHeaderRule[] {
  return rules.filter((rule) => rule.pattern.test(pathname));
}

/**
 * The headers for a request path: names lowercased, each with the header's name as first written
 * and its value after merging (see the top of this file).
 */
export function headersForPath(rules: CompiledHeaderRule[], pathname: string): Map<string, { name: string; value: string }> {
  const out = new Map<string, { name: string; value: string }>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const name of rule.detach ?? []) out.delete(name.toLowerCase());
    const own = new Map<string, { name: string; value: string }>();
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const seen = own.get(key);
      own.set(key, seen ? { name: seen.name, value: `${seen.value}, ${value}` } : { name, value });
    }
    for (const [key, entry] of own) out.set(key, entry);
  }
  return out;
}

/**
 * Header names that two or more matching rules set for a path: where Netlify (later rule wins) and
 * Cloudflare Pages (values joined) would send different headers. A rule that removes a header
 * (`! Name`) and sets it again starts it afresh: Cloudflare Pages drops the earlier value and Netlify
 * keeps the later one, so both send that rule's value.
 */
export function conflictingHeaders(rules: CompiledHeaderRule[], pathname: string): string[] {
  const setBy = new Map<string, number>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const name of rule.detach ?? []) setBy.delete(name.toLowerCase());
    for (const key of new Set(rule.headers.map(([name]) => name.toLowerCase()))) setBy.set(key, (setBy.get(key) ?? 0) + 1);
  }
  return [...setBy].filter(([, count]) => count > 1).map(([key]) => key);
}
