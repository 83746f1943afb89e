import type { Context, Hono, MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';
import { MAX_BODY_BYTES } from './body.js';
import type { ThrottledAnswer } from '../module.js';

/** Client address as the socket reports it (no proxy headers are trusted). */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Token-bucket settings per client: `perSecond` refill, `burst` capacity; 0 disables. */
export interface RateLimit {
  perSecond: number;
  burst: number;
}

/** Methods the twin serves; a preflight for any other is refused. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];
/** Longest Access-Control-Request-Headers value the twin reads (real clients send well under 200 characters). */
export const MAX_REQUEST_HEADERS_LENGTH = 1024;
/** Most headers one preflight may ask for. */
const MAX_REQUEST_HEADERS = 32;
// RFC 9110 field names (tokens), separated by commas with optional whitespace.
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Headers a browser page may never send cross-origin: the twin's admin key is for tools, not pages. */
const NEVER_ALLOWED = new Set(['x-twin-admin-key']);
/** Response headers clients read: Retry-After (429s), X-Request-Id. */
const EXPOSED_HEADERS = ['Retry-After', 'X-Request-Id'];
const PREFLIGHT_VARY = 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method';

/** The headers a preflight asks for, lower-cased, or null when the list is malformed, too long or asks for a refused header. */
export function requestedHeaders(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return [];
  if (value.length > MAX_REQUEST_HEADERS_LENGTH) return null;
  const names = value.split(',').map((n) => n.trim().toLowerCase());
  if (names.length > MAX_REQUEST_HEADERS) return null;
  if (names.some((n) => !FIELD_NAME.test(n) || NEVER_ALLOWED.has(n))) return null;
  return names;
}

/** What one CORS answer allows: who may call, with which methods, what it may read, how long a preflight holds. */
export interface CorsPolicy {
  /** Whether a page on `origin` may call: any other origin's preflight is refused 403 and its answers carry no CORS headers. */
  origin: (origin: string) => boolean;
  methods: readonly string[];
  /** Seconds a browser may keep an answered preflight. */
  maxAge: number;
  /** Response headers a page may read. */
  exposeHeaders: readonly string[];
  /** Whether the page may send cookies (LaunchDarkly's endpoints say so). */
  credentials?: boolean;
}

// The first policy mounted for a path decides a request's CORS; later ones (the site origins' on every path)
// leave it alone, so a vendor's paths answer as that vendor does.
const decided = new WeakSet<Request>();

/**
 * CORS by `policy`, written by Hono's cors middleware. Each preflight is judged from its own request first:
 * the origin, the method if the policy serves it, the headers it lists if well formed and never the admin key;
 * anything else is a 403 with no CORS headers, as the hosted services refuse one.
 */
export function corsFor(policy: CorsPolicy): MiddlewareHandler {
  const options = {
    origin: (origin: string) => (policy.origin(origin) ? origin : null),
    allowMethods: [...policy.methods],
    maxAge: policy.maxAge,
    exposeHeaders: [...policy.exposeHeaders],
    credentials: policy.credentials,
  };
  const answers = honoCors(options);
  return async (c, next) => {
    if (decided.has(c.req.raw)) return next();
    decided.add(c.req.raw);
    const origin = c.req.header('origin');
    const ok = origin !== undefined && policy.origin(origin);
    if (c.req.method === 'OPTIONS') {
      const method = c.req.header('access-control-request-method') ?? '';
      const headers = requestedHeaders(c.req.header('access-control-request-headers'));
      if (!ok || !policy.methods.includes(method) || !headers) return c.body(null, 403, { Vary: PREFLIGHT_VARY });
      // Hono's answer varies on Origin, and on the requested headers when there are some: the rest of PREFLIGHT_VARY.
      c.res.headers.set('Vary', headers.length ? 'Access-Control-Request-Method' : 'Access-Control-Request-Headers, Access-Control-Request-Method');
      // The headers allowed are the ones asked for, as judged above (one entry: the list as the answer names it).
      return honoCors({ ...options, allowHeaders: headers.length ? [headers.join(', ')] : [] })(c, next);
    }
    if (ok) return answers(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
}

/** CORS for the configured site origins only (the methods the twin serves, its own readable headers). */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return corsFor({ origin: (o) => allowed.has(o), methods: SERVED_METHODS, maxAge: 600, exposeHeaders: EXPOSED_HEADERS });
}

/**
 * Per-client rate limit. Over it, each vendor's paths answer as that vendor does (`answers`, first match),
 * Shopify's GraphQL its THROTTLED error, and the twin's own routes a plain 429. A client is the socket's
 * address, unless `clientOf` names another for the request (a buyer a trusted server asks for).
 */
export function rateLimit(limit: RateLimit, answers: readonly ThrottledAnswer[] = [], clientOf?: (c: Context) => string | null): MiddlewareHandler {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (c, next) => {
    if (limit.perSecond <= 0 || c.req.method === 'OPTIONS') return next();
    const key = clientOf?.(c) ?? clientIp(c);
    const now = Date.now();
    const b = buckets.get(key) ?? { tokens: limit.burst, at: now };
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.perSecond);
    b.at = now;
    buckets.set(key, b);
    if (buckets.size > 10_000) buckets.clear();
    if (b.tokens < 1) {
      const seconds = Math.max(1, Math.ceil((1 - b.tokens) / limit.perSecond));
      const retry = String(seconds);
      const vendor = answers.find((a) => a.path.test(c.req.path));
      if (vendor) return vendor.answer(c, seconds);
      if (c.req.path.endsWith('/graphql.json')) {
        return c.json(
          { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }] },
          200,
          { 'Retry-After': retry },
        );
      }
      return c.json({ errors: [{ message: 'Too many requests' }] }, 429, { 'Retry-After': retry });
    }
    b.tokens -= 1;
    return next();
  };
}

/** Refuses bodies whose declared length is over the limit before anything reads them. */
export const declaredBodyLimit: MiddlewareHandler = async (c, next) => {
  const len = Number(c.req.header('content-length') ?? '0');
  if (len > MAX_BODY_BYTES) return c.json({ errors: [{ message: 'Request body too large' }] }, 413, { Connection: 'close' });
  return next();
};

/** Generic 404 and 500 answers: never a stack trace or internal message. */
export function safeErrors(app: Hono): void {
  app.notFound((c) => c.json({ errors: [{ message: 'Not Found' }] }, 404));
  app.onError((err, c) => {
    console.error('[twin] request failed:', c.req.method, c.req.path, err.message);
    return c.json({ errors: [{ message: 'Internal error. Looks like something went wrong on our end.' }] }, 500);
  });
}
