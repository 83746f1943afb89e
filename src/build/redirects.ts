// The brand's permanent redirects: the table of redirects/<brand>.json plus the generated
// /{product}-pro-program-application rules; validated against the built pages and written as a
// host-neutral `_redirects` file for static hosts and CDNs.
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

/** The `_redirects` file: one `from to 301` line per rule (paths as given; matching ignores case). */
export function redirectsFile(rules: RedirectRule[]): string {
  const header = [
    '# Permanent redirects (generated). Every rule is case-insensitive: match the request path',
    '# lowercased, with or without a trailing slash. A from-path with ?query matches only that query.',
  ];
  return `${[...header, ...rules.map((r) => `${r.fromPath} ${r.toPath} 301`)].join('\n')}\n`;
}

/** Writes `_redirects` into the build output. */
export async function writeRedirectsFile(publicDir: string, rules: RedirectRule[]): Promise<void> {
  await writeFile(path.join(publicDir, '_redirects'), redirectsFile(rules));
}
