// The cart id cookie (`_cartId`, `_cadCartId` for CAD) for the site's registrable domain, so every
// host of a brand (www, shop …) finds the same cart. That domain is decided at build time with the
// Public Suffix List (src/build/cookie-domain.ts), not guessed here: "the last two labels" of
// `shop.example.co.uk` is `co.uk`, a public suffix the browser refuses to set a cookie for.

/** Where cookies are read and written: `document` in the browser, anything like it in tests. */
export interface CookieJar {
  cookie: string;
}

/** Two weeks, as long as the Storefront API keeps an untouched cart. */
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/**
 * The Domain attribute for a page on `hostname`: the site's registrable domain when the page is on it
 * or one of its subdomains, else none (a host-only cookie: localhost, IPs, a preview host), since a
 * browser ignores a cookie whose domain does not cover the page's host.
 */
export function cookieDomainFor(hostname: string, siteDomain: string | null): string | null {
  if (!siteDomain) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === siteDomain || host.endsWith(`.${siteDomain}`) ? siteDomain : null;
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

/** Stores the cart id for the site's registrable domain (`siteDomain`, from the build), secure on https. */
export function writeCartId(jar: CookieJar, name: string, id: string, location: { hostname: string; protocol: string }, siteDomain: string | null): void {
  const domain = cookieDomainFor(location.hostname, siteDomain);
  const parts = [`${name}=${encodeURIComponent(id)}`, 'path=/', `max-age=${MAX_AGE_SECONDS}`, 'samesite=lax'];
  if (domain) parts.push(`domain=${domain}`);
  if (location.protocol === 'https:') parts.push('secure');
  jar.cookie = parts.join('; ');
}

/** Forgets the cart id (written for `siteDomain` as writeCartId does). */
export function clearCartId(jar: CookieJar, name: string, location: { hostname: string }, siteDomain: string | null): void {
  const domain = cookieDomainFor(location.hostname, siteDomain);
  jar.cookie = `${name}=; path=/; max-age=0${domain ? `; domain=${domain}` : ''}`;
}
