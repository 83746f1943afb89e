// Redirect rules and their lookup: exact for
// case-sensitive rules, by lowercase for ignoreCase rules. A rule's query string is a condition:
// every parameter it names must be in the request with the same value.
import { splitPath, withoutTrailingSlash } from './core';
import { isSameOriginPath } from './links';

/** One redirect rule; every rule of the site is permanent, ignoreCase, in the browser and forced. */
export interface RedirectRule {
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
  ignoreCase: boolean;
  redirectInBrowser: boolean;
  force: boolean;
}

function comparable(value: string, lowercase: boolean): string {
  return lowercase ? value.toLowerCase() : value;
}

function samePathname(rule: RedirectRule, pathname: string): boolean {
  const from = withoutTrailingSlash(splitPath(rule.fromPath).pathname);
  return comparable(from, rule.ignoreCase) === comparable(withoutTrailingSlash(pathname), rule.ignoreCase);
}

/** The query parameters a rule requires (`/search?query=warranty` → [['query', 'warranty']]). */
export function redirectQuery(rule: RedirectRule): [string, string][] {
  return [...new URLSearchParams(splitPath(rule.fromPath).search)];
}

function queryMatches(conditions: [string, string][], search: URLSearchParams, lowercase: boolean): boolean {
  const actual = [...search].map(([key, value]) => [comparable(key, lowercase), comparable(value, lowercase)] as const);
  return conditions.every(([key, value]) => {
    const wantedKey = comparable(key, lowercase);
    const wantedValue = comparable(value, lowercase);
    return actual.some(([k, v]) => k === wantedKey && v === wantedValue);
  });
}

/**
 * The rule for a requested path (pathname plus search), or undefined. A trailing slash on the
 * request does not matter. A rule with a query string matches when every parameter it names is in
 * the request with the same value (both compared by lowercase for ignoreCase rules), and wins over
 * a rule without one on the same path; a rule without a query string matches any query.
 */
export function findRedirect(rules: RedirectRule[], requested: string): RedirectRule | undefined {
  const { pathname, search } = splitPath(requested);
  const params = new URLSearchParams(search);
  let plain: RedirectRule | undefined;
  for (const rule of rules) {
    if (!samePathname(rule, pathname)) continue;
    const conditions = redirectQuery(rule);
    if (conditions.length === 0) {
      plain ??= rule;
      continue;
    }
    if (queryMatches(conditions, params, rule.ignoreCase)) return rule;
  }
  return plain;
}

/** True for a target the browser may be sent to: an http(s) absolute URL or a same-origin path. */
export function isRedirectTarget(target: string): boolean {
  if (isSameOriginPath(target)) return true;
  if (!/^https?:\/\/[^\s/\\]/i.test(target) || /[\u0000-\u001f\s]/.test(target)) return false;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Where the browser must go for the current address under the query rules a page carries
 * (Gatsby's own browser redirects match the pathname only), or null to stay. Rules without a
 * query string are left to Gatsby and the server; an unsafe target is never returned.
 */
export function queryRedirectTarget(rules: RedirectRule[], location: { pathname: string; search: string }): string | null {
  if (!location.search) return null;
  const queryRules = rules.filter((rule) => redirectQuery(rule).length > 0);
  const rule = findRedirect(queryRules, `${location.pathname}${location.search}`);
  return rule && isRedirectTarget(rule.toPath) ? rule.toPath : null;
}

/** The query rules that apply on a page (`/search?query=warranty` on `/search/`). */
export function queryRedirectsOn(rules: RedirectRule[], pagePath: string): RedirectRule[] {
  return rules.filter((rule) => redirectQuery(rule).length > 0 && samePathname(rule, pagePath));
}

/**
 * queryRedirectsOn for many pages: the rules are parsed once and grouped by pathname, so each page
 * is one lookup instead of a pass over every rule.
 */
export function queryRedirectIndex(rules: RedirectRule[]): (pagePath: string) => RedirectRule[] {
  const byPath = new Map<string, RedirectRule[]>();
  for (const rule of rules) {
    if (redirectQuery(rule).length === 0) continue;
    const key = withoutTrailingSlash(splitPath(rule.fromPath).pathname).toLowerCase();
    byPath.set(key, [...(byPath.get(key) ?? []), rule]);
  }
  return (pagePath) => (byPath.get(withoutTrailingSlash(pagePath).toLowerCase()) ?? []).filter((rule) => samePathname(rule, pagePath));
}

/** A rule with the spec's flags (all true). */
export function permanentRedirect(fromPath: string, toPath: string): RedirectRule {
  return { fromPath, toPath, isPermanent: true, ignoreCase: true, redirectInBrowser: true, force: true };
}
