// Netlify's `_redirects` rules as its own parser (@netlify/redirect-parser, read in
// netlify-files.ts) hands them out, and how Netlify applies them to a request, as its redirect
// engine does (checked against netlify-redirector, the engine of `netlify dev`):
//
// - The first rule that matches wins, in file order.
// - The from-path is compared with its letter case (Netlify's docs: paths are case-sensitive); a
//   trailing slash on the request or the rule does not matter. `:name` matches one whole segment
//   (the name runs to the next `/`, so `/:handle-x` is a placeholder named `handle-x`); a `*` at the
//   end of the from-path matches the rest of the path, slashes included (`/a/*` also matches `/a`),
//   and `:splat` in the target stands for it. A `*` anywhere else matches only itself.
// - Each `key=value` query condition needs the request's (last) value of `key` to be exactly
//   `value`; `key=:name` takes any value. Other parameters do not matter.
// - A rule that is not forced does not apply when the site has a file at the path (shadowing); a
//   forced one (`301!`) applies anyway.
// - The request's query string is passed on to a target that has none of its own.
import { z } from 'zod';

/** One rule of `_redirects` as @netlify/redirect-parser reads it (the fields the site writes and this server uses). */
export const parsedRedirectSchema = z.object({
  from: z.string(),
  /** Query conditions: `key=value` pairs written after the from-path. */
  query: z.record(z.string(), z.string()),
  to: z.string(),
  /** Absent when the line has none (Netlify then answers 301). */
  status: z.number().int().optional(),
  force: z.boolean(),
  conditions: z.record(z.string(), z.unknown()),
  signed: z.string().optional(),
  /** Set when the from-path is a full URL (a rule for one host). */
  host: z.string().optional(),
  path: z.string(),
  proxy: z.boolean(),
});

/** One rule of `_redirects` as Netlify reads it. */
export type ParsedRedirect = z.infer<typeof parsedRedirectSchema>;

/** A rule ready to match: the parsed rule with the expression of its from-path. */
export interface CompiledRedirect {
  rule: ParsedRedirect;
  status: number;
  pattern: RegExp;
  /** Names of the path placeholders, in the order of the pattern's groups; `splat` last for a `*` rule. */
  names: string[];
}

/** The outcome of a request that a rule matches. */
export interface RedirectMatch {
  rule: ParsedRedirect;
  status: number;
  force: boolean;
  /** The target with placeholders filled in and the request's query passed on. */
  location: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function segmentsPattern(path: string, names: string[]): string {
  return path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
}

/** The expression of a from-path (see the top of this file), case-sensitive. */
export function fromPathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  if (path.endsWith('*')) {
    const prefix = path.slice(0, -1);
    const source = prefix.endsWith('/')
      ? `^${segmentsPattern(prefix.slice(0, -1), names)}(?:/(.*))?$`
      : `^${segmentsPattern(prefix, names)}(.*)$`;
    names.push('splat');
    return { pattern: new RegExp(source), names };
  }
  if (path === '/') return { pattern: /^\/$/, names };
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return { pattern: new RegExp(`^${segmentsPattern(trimmed, names)}/?$`), names };
}

/** True for a rule this server applies: a redirect (3xx) of this site's paths without conditions. */
export function isLocalRedirect(rule: ParsedRedirect): boolean {
  const status = rule.status ?? 301;
  return status >= 300 && status < 400 && !rule.host && !rule.proxy && !rule.signed && Object.keys(rule.conditions).length === 0;
}

/** Compiles the rules this server applies. */
export function compileRedirects(rules: ParsedRedirect[]): CompiledRedirect[] {
  return rules.filter(isLocalRedirect).map((rule) => ({ rule, status: rule.status ?? 301, ...fromPathPattern(rule.path) }));
}

function fill(target: string, values: Map<string, string>): string {
  // Longer names first, so `:slug` never eats the start of `:slugs`.
  return [...values.keys()].sort((a, b) => b.length - a.length).reduce((out, name) => out.split(`:${name}`).join(values.get(name)), target);
}

/**
 * The first rule that matches a request, with the location it sends to. `pathname` is decoded;
 * `search` is the request's query string as sent (`?a=1` or empty).
 */
export function matchRedirect(rules: CompiledRedirect[], pathname: string, search: string): RedirectMatch | undefined {
  const params = new URLSearchParams(search);
  for (const { rule, status, pattern, names } of rules) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    const queryMatches = Object.entries(rule.query).every(([key, wanted]) => {
      const given = params.getAll(key).at(-1);
      if (given === undefined) return false;
      if (wanted.startsWith(':')) {
        values.set(wanted.slice(1), given);
        return true;
      }
      return given === wanted;
    });
    if (!queryMatches) continue;
    const target = fill(rule.to, values);
    const location = target.includes('?') || search.length <= 1 ? target : `${target}${search.startsWith('?') ? '' : '?'}${search}`;
    return { rule, status, force: rule.force, location };
  }
  return undefined;
}
