// The cart id cookie (`_cartId`, `_cadCartId` for CAD) for the parent domain, so every
// host of a brand (www, shop …) finds the same cart.

/** Where cookies are read and written: `document` in the browser, anything like it in tests. */
export interface CookieJar {
  cookie: string;
}

/** Two weeks, as long as the Storefront API keeps an untouched cart. */
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** The parent domain of a host (`shop.trailmate.example` → `trailmate.example`); none for IPs and single labels. */
export function parentDomain(hostname: string): string | null {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.slice(-2).join('.');
}

/** The cart id stored under `name`, or null. */
export function readCartId(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

/** Stores the cart id for the parent domain (secure on https). */
export function writeCartId(jar: CookieJar, name: string, id: string, location: { hostname: string; protocol: string }): void {
  const domain = parentDomain(location.hostname);
  const parts = [`${name}=${encodeURIComponent(id)}`, 'path=/', `max-age=${MAX_AGE_SECONDS}`, 'samesite=lax'];
  if (domain) parts.push(`domain=${domain}`);
  if (location.protocol === 'https:') parts.push('secure');
  jar.cookie = parts.join('; ');
}

/** Forgets the cart id. */
export function clearCartId(jar: CookieJar, name: string, location: { hostname: string }): void {
  const domain = parentDomain(location.hostname);
  jar.cookie = `${name}=; path=/; max-age=0${domain ? `; domain=${domain}` : ''}`;
}
