// Parses a CDN `_redirects` file and matches request URLs against it, the way the hosted CDN does:
// every rule is permanent and forced, from-paths compare case-insensitively and without a trailing
// slash, and a rule may require query parameters (`/search?query=warranty` or `/search query=warranty`).

/** One rule of a `_redirects` file. */
export interface RedirectRule {
  /** Lowercased from-path without trailing slash ('/' stays '/'). */
  from: string;
  /** Query parameters the request must carry (names and values compared case-insensitively). */
  query: [string, string][];
  to: string;
  status: number;
}

/** Lowercases a path and drops one trailing slash, so `/A/` and `/a` compare equal. */
export function normalizeFromPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

function parseStatus(token: string | undefined): number | null {
  if (token === undefined) return 301;
  const match = /^(\d{3})!?$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Reads the text of a `_redirects` file; comment lines and malformed lines are skipped. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const tokens = line.split(/\s+/);
    const fromToken = tokens.shift();
    if (!fromToken) continue;
    const [fromPath, fromQuery = ''] = fromToken.split('?', 2);
    const query: [string, string][] = [...new URLSearchParams(fromQuery).entries()];
    // Netlify writes query conditions as separate `key=value` tokens between from and to.
    while (tokens.length > 1 && /^[^/][^=]*=/.test(tokens[0]) && !/^https?:/i.test(tokens[0])) {
      const [key, value = ''] = (tokens.shift() as string).split('=', 2);
      query.push([key, value]);
    }
    const to = tokens.shift();
    const status = parseStatus(tokens.shift());
    if (!to || status === null) continue;
    rules.push({ from: normalizeFromPath(fromPath), query, to, status });
  }
  return rules;
}

/** Finds the rule for a request: rules with query conditions win over plain ones on the same path. */
export function matchRedirect(
  rules: RedirectRule[],
  pathname: string,
  search: URLSearchParams,
): RedirectRule | undefined {
  const from = normalizeFromPath(pathname);
  // Every parameter of the request, by lowercase, as the browser's lookup compares them.
  const given = new Set([...search].map(([key, value]) => `${key.toLowerCase()}=${value.toLowerCase()}`));
  let plain: RedirectRule | undefined;
  for (const rule of rules) {
    if (rule.from !== from) continue;
    if (rule.query.length === 0) {
      plain ??= rule;
      continue;
    }
    if (rule.query.every(([key, value]) => given.has(`${key.toLowerCase()}=${value.toLowerCase()}`))) return rule;
  }
  return plain;
}
