// Redirect rules (spec §2 Redirects, §3 Redirect rule) and their lookup: exact for
// case-sensitive rules, by lowercase for ignoreCase rules.
import { splitPath, withoutTrailingSlash } from './core';

/** One redirect rule; every rule of the site is permanent, ignoreCase, in the browser and forced. */
export interface RedirectRule {
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
  ignoreCase: boolean;
  redirectInBrowser: boolean;
  force: boolean;
}

function comparable(path: string, lowercase: boolean): string {
  const { pathname, search } = splitPath(path);
  const key = `${withoutTrailingSlash(pathname)}${search}`;
  return lowercase ? key.toLowerCase() : key;
}

/**
 * The rule for a requested path (pathname plus search), or undefined. A trailing slash on the
 * request does not matter; the query string must match when the rule has one.
 */
export function findRedirect(rules: RedirectRule[], requested: string): RedirectRule | undefined {
  const exact = comparable(requested, false);
  const lower = comparable(requested, true);
  const withoutSearch = splitPath(requested).search ? comparable(splitPath(requested).pathname, false) : null;
  for (const rule of rules) {
    const from = comparable(rule.fromPath, rule.ignoreCase);
    const candidate = rule.ignoreCase ? lower : exact;
    if (from === candidate) return rule;
  }
  // A rule without a query string also matches a request that carries one.
  if (withoutSearch !== null) {
    for (const rule of rules) {
      if (splitPath(rule.fromPath).search) continue;
      const from = comparable(rule.fromPath, rule.ignoreCase);
      if (from === (rule.ignoreCase ? withoutSearch.toLowerCase() : withoutSearch)) return rule;
    }
  }
  return undefined;
}

/** A rule with the spec's flags (all true). */
export function permanentRedirect(fromPath: string, toPath: string): RedirectRule {
  return { fromPath, toPath, isPermanent: true, ignoreCase: true, redirectInBrowser: true, force: true };
}
