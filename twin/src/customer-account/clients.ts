// The one public client (Hydrogen's Headless / Hydrogen channel app) each store registers for the
// Customer Account API: its client id, and the origins whose URLs it may be sent back to after sign-in
// and sign-out (Shopify's "Callback URI(s)" and "Logout URI" of the channel's Customer Account API settings).
import { createHash } from 'node:crypto';
import type { TwinRuntime } from '../runtime.js';

/** The API versions the twin's Customer Account GraphQL endpoint answers. */
export const CUSTOMER_ACCOUNT_API_VERSIONS = ['2025-04'] as const;

/** A Hydrogen dev server's own origins (the skeleton runs on port 3000; Hydrogen sends its origin as https). */
const HYDROGEN_DEV_ORIGINS = ['http://localhost:3000', 'https://localhost:3000', 'http://127.0.0.1:3000', 'https://127.0.0.1:3000'];

/** The store's public client id, shaped as Shopify's (`shp_` and a UUID), the same at every start. */
export function customerAccountClientId(store: string): string {
  const h = createHash('sha256').update(`customer-account-client\0${store}`).digest('hex');
  return `shp_${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Origins registered for the stores' clients: TWIN_CUSTOMER_ACCOUNT_ORIGINS (comma-separated) when set,
 * else the twin's site origins and a Hydrogen dev server's.
 */
export function registeredOrigins(rt: TwinRuntime, env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.TWIN_CUSTOMER_ACCOUNT_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return configured?.length ? configured : [...rt.siteOrigins, ...HYDROGEN_DEV_ORIGINS];
}

/**
 * The URL when it may be redirected to: absolute http(s), no user info, no fragment, at a registered
 * origin. Anything else (another origin, `javascript:`, a relative or protocol-relative URL) is undefined.
 */
export function registeredRedirect(raw: unknown, origins: readonly string[]): URL | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.hash || raw.includes('#')) return undefined;
  return origins.includes(url.origin) ? url : undefined;
}
