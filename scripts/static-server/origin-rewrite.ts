// Serving a build as if it had been built for another twin origin: the built pages bake in the
// twin's origin (GATSBY_TWIN_URL, default http://127.0.0.1:8787) in HTML, page-data JSON and
// scripts, so a server in front of a twin on another port rewrites that origin in text bodies and
// in header values instead of rebuilding the site.
import { createHash } from 'node:crypto';

/** The twin origin a default build bakes in (GATSBY_TWIN_URL's default in src/config/env.ts). */
export const DEFAULT_BUILT_TWIN_ORIGIN = 'http://127.0.0.1:8787';
/** The services' origin a default build bakes in (GATSBY_SERVICES_URL's default in src/config/env.ts). */
export const DEFAULT_BUILT_SERVICES_ORIGIN = 'http://127.0.0.1:8788';

/** Replaces one origin with another in text. */
export interface OriginRewrite {
  /** Origin as built, without trailing slash. */
  from: string;
  /** Origin to serve instead, without trailing slash. */
  to: string;
  /** Short stable id of the pair, for cache keys and validators. */
  tag: string;
  /** Returns text with every exact occurrence of `from` replaced. */
  apply(text: string): string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function normalizeOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as http://127.0.0.1:8787 (got ${JSON.stringify(value)}).`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an origin (scheme, host and port only), not ${JSON.stringify(value)}.`);
  }
  // Keep the spelling the build used (URL would drop a default port and lowercase the host).
  return value.replace(/\/+$/, '');
}

/**
 * A rewrite of `from` to `to`, or null when there is nothing to rewrite. An occurrence counts only
 * when the origin ends there: `http://127.0.0.1:8787` is not rewritten inside
 * `http://127.0.0.1:87870`, and `http://shop.example` not inside `http://shop.example.org` or
 * `http://shop.example:8080`. The JSON/JS-escaped spelling (`http:\/\/host:port`) is rewritten too.
 */
export function originRewrite(from: string, to: string | undefined): OriginRewrite | null {
  if (to === undefined) return null;
  const source = normalizeOrigin(from, 'builtTwinOrigin');
  const target = normalizeOrigin(to, 'twinOrigin');
  if (source === target) return null;
  const escapedSource = source.replace(/\//g, '\\/');
  const escapedTarget = target.replace(/\//g, '\\/');
  // After a port only another digit would continue it; after a host name, a host character, a
  // dot followed by one, or a port would.
  const end = /:\d+$/.test(source) ? '(?!\\d)' : '(?![A-Za-z0-9-]|\\.[A-Za-z0-9]|:\\d)';
  const pattern = new RegExp(`(${escapeRegExp(source)}|${escapeRegExp(escapedSource)})${end}`, 'g');
  const tag = createHash('sha1').update(`${source}\0${target}`).digest('hex').slice(0, 8);
  return {
    from: source,
    to: target,
    tag,
    apply: (text) => (text.includes(source) || text.includes(escapedSource) ? text.replace(pattern, (match) => (match === source ? target : escapedTarget)) : text),
  };
}

/** Several rewrites applied one after another as one (null when none applies). */
export function combineRewrites(rewrites: (OriginRewrite | null)[]): OriginRewrite | null {
  const list = rewrites.filter((r): r is OriginRewrite => r !== null);
  if (list.length <= 1) return list[0] ?? null;
  return {
    from: list.map((r) => r.from).join(' '),
    to: list.map((r) => r.to).join(' '),
    tag: createHash('sha1').update(list.map((r) => r.tag).join('\0')).digest('hex').slice(0, 8),
    apply: (text) => list.reduce((out, r) => r.apply(out), text),
  };
}
