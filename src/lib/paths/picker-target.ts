// Where the country/location picker sends a shopper: the same page under another locale.
import { localizePath } from './core';

/**
 * The path of `pagePath` (the page's path without any locale prefix, e.g. `/dog-hammocks/`)
 * under a locale whose prefix is `urlPath` (`''` for the default locale, e.g. `/be/fr`).
 */
export function localeSwitchPath(urlPath: string, pagePath: string): string {
  return localizePath(urlPath.replace(/\/+$/, ''), pagePath);
}
