// Path building rules: trailing slashes, locale prefixes, the CAD prefix.
// Every URL the site makes goes through this folder; nothing else concatenates a prefix.

/** The prefix CAD pages gain. */
export const CAD_PREFIX = '/en-ca';

/** True when the last segment looks like a file (`/guide.pdf`, `/sitemap.xml`). */
export function isFileLike(path: string): boolean {
  const pathname = splitPath(path).pathname;
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/** Splits a path into pathname, search (with `?`) and hash (with `#`). */
export function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const hashIndex = path.indexOf('#');
  const hash = hashIndex >= 0 ? path.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const searchIndex = beforeHash.indexOf('?');
  const search = searchIndex >= 0 ? beforeHash.slice(searchIndex) : '';
  const pathname = searchIndex >= 0 ? beforeHash.slice(0, searchIndex) : beforeHash;
  return { pathname, search, hash };
}

/** Adds the trailing slash every internal page path ends with; file-like paths are left alone. */
export function withTrailingSlash(path: string): string {
  const { pathname, search, hash } = splitPath(path);
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (isFileLike(normalized) || normalized.endsWith('/')) return `${normalized}${search}${hash}`;
  return `${normalized}/${search}${hash}`;
}

/** Removes a trailing slash (except from the root), for comparing paths. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** A page path under a locale prefix: `localizePath('/be/fr', '/dog-hammocks')` → `/be/fr/dog-hammocks/`. */
export function localizePath(urlPath: string, path: string): string {
  const page = withTrailingSlash(path);
  if (!urlPath) return page;
  return `${urlPath}${page}`;
}

/**
 * When the currency is CAD the path gains the prefix /en-ca, otherwise it is unchanged;
 * an optional anchor follows a hash.
 */
export function currencyPath(path: string, currency: string, anchor?: string): string {
  const page = withTrailingSlash(path);
  const prefixed = currency === 'CAD' ? `${CAD_PREFIX}${page}` : page;
  return anchor ? `${prefixed}#${anchor}` : prefixed;
}

/** An absolute URL on the brand's site: `absoluteUrl('https://www.x.example', '/a/')`. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Finds which locale prefix a pathname is under (longest prefix wins) and the page path without it,
 * so the country picker can keep the page when switching market.
 */
export function stripLocalePrefix<L extends { urlPath: string }>(
  pathname: string,
  locales: L[],
): { locale: L | undefined; path: string } {
  const sorted = [...locales].sort((a, b) => b.urlPath.length - a.urlPath.length);
  for (const locale of sorted) {
    if (!locale.urlPath) continue;
    if (pathname === locale.urlPath || pathname.startsWith(`${locale.urlPath}/`)) {
      return { locale, path: withTrailingSlash(pathname.slice(locale.urlPath.length) || '/') };
    }
  }
  return { locale: locales.find((l) => l.urlPath === ''), path: withTrailingSlash(pathname || '/') };
}

/** Lowercase, URL-safe form of a label: `Car Seat Covers` → `car-seat-covers`. */
export function toUrlSafe(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
