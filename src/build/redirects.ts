// The brand's permanent redirects: the table of redirects/<brand>.json plus the generated
// /{product}-pro-program-application rules; validated against the built pages, handed to Gatsby for
// the browser, and written as Netlify's `_redirects` file for the host (read there, in the tests and
// by the local server with Netlify's own parser: scripts/static-server/redirect-rules.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import trailmate from '../../redirects/trailmate.json';
import yardwise from '../../redirects/yardwise.json';
import homing from '../../redirects/homing.json';
import { permanentRedirect, splitPath, withTrailingSlash, type RedirectRule } from '../lib/paths';

const ruleSchema = z.object({
  fromPath: z.string().startsWith('/'),
  toPath: z.string().refine((v) => v.startsWith('/') || v.startsWith('https://'), 'must be a site path or https URL'),
  isPermanent: z.literal(true),
  ignoreCase: z.boolean(),
  redirectInBrowser: z.literal(true),
  force: z.literal(true),
});

const tables: Record<string, unknown> = { trailmate, yardwise, homing };

/** The redirect table of a brand, validated. */
export function redirectTable(brandId: string): RedirectRule[] {
  const table = tables[brandId] as { rules?: unknown } | undefined;
  if (!table) throw new Error(`No redirect table redirects/${brandId}.json.`);
  return z.array(ruleSchema).parse(table.rules);
}

/** /{product}-pro-program-application and its -success and -fail variants go home. */
export function proProgramRules(handles: string[]): RedirectRule[] {
  return handles.flatMap((handle) =>
    ['', '-success', '-fail'].map((suffix) => permanentRedirect(`/${handle}-pro-program-application${suffix}`, '/')),
  );
}

/** Every internal target that is not a page of the build, as messages (empty = all good). */
export function missingRedirectTargets(rules: RedirectRule[], pagePaths: Set<string>): string[] {
  return rules
    .filter((rule) => rule.toPath.startsWith('/'))
    .filter((rule) => !pagePaths.has(withTrailingSlash(splitPath(rule.toPath).pathname)))
    .map((rule) => `${rule.fromPath} → ${rule.toPath}`);
}

/** Fails the build when an internal redirect target is not a created page. */
export function assertRedirectTargets(rules: RedirectRule[], pagePaths: Set<string>): void {
  const missing = missingRedirectTargets(rules, pagePaths);
  if (missing.length) {
    throw new Error(`Redirect targets that are not pages of this build:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  }
}

/**
 * The rules for Gatsby's createRedirect, which the browser matches by exact pathname: each
 * from-path also in its trailing-slash form. Query rules are left out: Gatsby cannot match them in
 * the browser, and its page loader would take their target for a page of the site and show the 404
 * page instead of the page on the rule's path (which applies them itself: PageContextBase.queryRedirects, set by plan() in src/build/plan.ts).
 * The `_redirects` file keeps every rule for the server.
 */
export function gatsbyRedirects(rules: RedirectRule[]): RedirectRule[] {
  return rules
    .filter((rule) => !rule.fromPath.includes('?'))
    .flatMap((rule) => (rule.fromPath.endsWith('/') ? [rule] : [rule, { ...rule, fromPath: `${rule.fromPath}/` }]));
}

/** One rule of `_redirects` in the terms Netlify's parser reads it with. */
export interface HostRedirect {
  /** From-path, compared with its letter case; a `*` at its end matches the rest of the path. */
  from: string;
  /** Query conditions: each parameter must be in the request with exactly this value. */
  query: Record<string, string>;
  /** Target path or https URL. */
  to: string;
  status: 301;
  /** Applies even where the site has a file at the path (`301!`). */
  force: boolean;
}

/** A query key or value Netlify's line parser would read otherwise (split, comment, placeholder). */
const UNSAFE_CONDITION = /^$|[\s=]|^[#:]/;

/** A table rule in Netlify's terms: the query string of its from-path becomes its query conditions. */
export function hostRedirect(rule: RedirectRule): HostRedirect {
  const { pathname, search } = splitPath(rule.fromPath);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key in query) throw new Error(`${rule.fromPath}: a Netlify query condition names each parameter once.`);
    if (UNSAFE_CONDITION.test(key) || UNSAFE_CONDITION.test(value)) {
      throw new Error(`${rule.fromPath}: "${key}=${value}" cannot be written as a Netlify query condition.`);
    }
    query[key] = value;
  }
  // Whitespace splits a line; `/:name` and `*` in a from-path are placeholders and splats.
  if (/\s|\/:|\*/.test(pathname) || /\s/.test(rule.toPath)) {
    throw new Error(`${rule.fromPath} → ${rule.toPath} cannot be written as a Netlify rule.`);
  }
  return { from: pathname, query, to: rule.toPath, status: 301, force: rule.force };
}

/**
 * One rule per product for /{product}-pro-program-application and its -success and -fail variants:
 * the shared prefix and a `*`. Netlify's placeholders and splats only take whole segments or the
 * end of the path (`/:handle-pro-program-application` would be a placeholder named
 * `handle-pro-program-application`, matching every one-segment path), so no pattern covers every
 * product; the trailing `*` also takes other paths that start with the prefix.
 */
export function proProgramHostRedirects(handles: string[]): HostRedirect[] {
  return handles.map((handle) => ({ from: `/${handle}-pro-program-application*`, query: {}, to: '/', status: 301, force: true }));
}

/** The rules of `_redirects`: the table's in its order, then the products'. */
export function hostRedirects(table: RedirectRule[], handles: string[]): HostRedirect[] {
  return [...table.map(hostRedirect), ...proProgramHostRedirects(handles)];
}

/** One line of `_redirects`: `from [key=value …] to 301[!]`. */
export function redirectLine(rule: HostRedirect): string {
  const conditions = Object.entries(rule.query).map(([key, value]) => `${key}=${value}`);
  return [rule.from, ...conditions, rule.to, `${rule.status}${rule.force ? '!' : ''}`].join(' ');
}

/** The `_redirects` file, in Netlify's syntax. */
export function redirectsFile(rules: HostRedirect[]): string {
  const header = [
    "# Permanent redirects, written by the build (src/build/redirects.ts) in Netlify's _redirects syntax:",
    '# from [key=value ...] to 301!. The first matching rule applies; `!` forces it where a file exists.',
    '# Netlify compares from-paths with their letter case (a trailing slash does not matter) and query',
    '# values exactly: a request in another letter case is not redirected by the host (inside the app,',
    "# Gatsby's browser redirects, ignoreCase, cover it). The request's query string goes on to the target.",
  ];
  return `${[...header, ...rules.map(redirectLine)].join('\n')}\n`;
}

/** Writes `_redirects` into the build output. */
export async function writeRedirectsFile(publicDir: string, rules: HostRedirect[]): Promise<void> {
  await writeFile(path.join(publicDir, '_redirects'), redirectsFile(rules));
}
