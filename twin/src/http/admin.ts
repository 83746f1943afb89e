import crypto from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';

/** Header that carries the twin's admin key on twin-only routes. */
export const ADMIN_KEY_HEADER = 'X-Twin-Admin-Key';
/** Shortest admin key the twin accepts: tests and tools use random keys; a word would be guessed. */
export const MIN_ADMIN_KEY_LENGTH = 16;

const NOT_CONFIGURED = 'This twin-only route needs X-Twin-Admin-Key (set TWIN_ADMIN_KEY)';
const MISSING_OR_WRONG = 'This twin-only route needs the twin\'s admin key in X-Twin-Admin-Key';

/** The admin key: the option, else TWIN_ADMIN_KEY; undefined when neither is set (admin routes then answer 403). */
export function resolveAdminKey(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = option ?? env.TWIN_ADMIN_KEY;
  if (key === undefined || key === '') return undefined;
  if (key.length < MIN_ADMIN_KEY_LENGTH) throw new Error(`The twin's admin key must be at least ${MIN_ADMIN_KEY_LENGTH} characters`);
  return key;
}

// Digests of equal length let timingSafeEqual compare keys of any length without revealing it.
const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** Whether the request carries the admin key (compared in constant time); never true without a configured key. */
export function hasAdminKey(c: Context, key: string | undefined): boolean {
  const given = c.req.header(ADMIN_KEY_HEADER);
  if (!key || given === undefined) return false;
  return crypto.timingSafeEqual(digest(given), digest(key));
}

/** Lets a request on only with the admin key: 403 when the twin has none configured, 401 when it is missing or wrong. */
export function requireAdmin(key: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!key) return c.json({ errors: [{ message: NOT_CONFIGURED }] }, 403);
    if (!hasAdminKey(c, key)) return c.json({ errors: [{ message: MISSING_OR_WRONG }] }, 401);
    return next();
  };
}

/** A twin-only route (no hosted service has it); `except` lists methods of the same path that stay public, `vendor` paths under it a vendor's own credentials guard. */
interface AdminRoute {
  path: string;
  except?: string[];
  vendor?: RegExp;
}

/** Every twin-only route that reads or changes state behind the public credentials' back. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  // Shopify's Admin API under it answers its own access token (twin/src/admin).
  { path: '/shops/:store/admin/*', vendor: /^\/shops\/[^/]+\/admin\/api\// },
  // POST /1/events is the Insights API; only reading events back is twin-only.
  { path: '/1/events', except: ['POST'] },
  // Every mail the twin sent, reset and verification codes among them.
  { path: '/outbox' },
  { path: '/__clock' },
  { path: '/__cognito/expire-codes' },
  { path: '/__faults' },
  { path: '/__analytics' },
  { path: '/__errors' },
  { path: '/__errors/*' },
  { path: '/__flags' },
  { path: '/__flags/*' },
  { path: '/__lake/webhooks/idle' },
];

/** Puts requireAdmin in front of every twin-only route; call before the routes are mounted. */
export function guardAdminRoutes(app: Hono, key: string | undefined): void {
  const guard = requireAdmin(key);
  for (const route of ADMIN_ROUTES) {
    app.use(route.path, (c, next) => (route.except?.includes(c.req.method) || route.vendor?.test(c.req.path) ? next() : guard(c, next)));
  }
}
