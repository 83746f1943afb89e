import type { Context, Hono, MiddlewareHandler } from 'hono';
import { MAX_BODY_BYTES } from './body.js';

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

const ALLOWED_HEADERS =
  'Content-Type, Accept, Cache-Control, X-Shopify-Storefront-Access-Token, Authorization, X-Amz-Target, X-Amz-User-Agent, X-Algolia-Application-Id, X-Algolia-API-Key, X-SDK-Version, revision, X-Altcha';

/** CORS for the configured site origins only; other origins get no CORS headers. */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ok = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      if (!ok) return c.body(null, 403, { Vary: 'Origin' });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ? ALLOWED_HEADERS : ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (ok) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
    }
  };
}

/** Per-client rate limit: GraphQL answers Shopify's THROTTLED error, everything else 429. */
export function rateLimit(limit: RateLimit): MiddlewareHandler {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (c, next) => {
    if (limit.perSecond <= 0 || c.req.method === 'OPTIONS') return next();
    const key = clientIp(c);
    const now = Date.now();
    const b = buckets.get(key) ?? { tokens: limit.burst, at: now };
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.perSecond);
    b.at = now;
    buckets.set(key, b);
    if (buckets.size > 10_000) buckets.clear();
    if (b.tokens < 1) {
      const retry = String(Math.max(1, Math.ceil((1 - b.tokens) / limit.perSecond)));
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

/** Largest body on the upload paths: a multipart form with one photo (up to 5 MB) and its fields. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;
/** Paths that take file uploads up to MAX_UPLOAD_BODY_BYTES; modules add theirs when they mount routes. */
export const uploadPaths = new Set<string>();

/** Refuses bodies whose declared length is over the limit before anything reads them. */
export const declaredBodyLimit: MiddlewareHandler = async (c, next) => {
  const len = Number(c.req.header('content-length') ?? '0');
  if (len > (uploadPaths.has(c.req.path) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES)) return c.json({ errors: [{ message: 'Request body too large' }] }, 413, { Connection: 'close' });
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
