// Where the country/location picker sends a shopper: the same page under another locale.

/**
 * The path of `pagePath` (the page's path without any locale prefix, e.g. `/dog-hammocks/`)
 * under a locale whose prefix is `urlPath` (`''` for the default locale, e.g. `/be/fr`).
 */
export function localeSwitchPath(urlPath: string, pagePath: string): string {
  const prefix = urlPath.replace(/\/+$/, '');
  const [pathOnly, hash = ''] = pagePath.split('#', 2);
  let path = pathOnly.startsWith('/') ? pathOnly : `/${pathOnly}`;
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) path = `${path}/`;
  const joined = prefix === '' ? path : path === '/' ? `${prefix}/` : `${prefix}${path}`;
  return hash ? `${joined}#${hash}` : joined;
}
