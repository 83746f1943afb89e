// Where the country/location picker sends a shopper: the same page under another locale, with what
// a listing (the search page, a collection) was showing.
import { localizePath } from './core';

/**
 * The path of `pagePath` (the page's path without any locale prefix, e.g. `/dog-hammocks/`)
 * under a locale whose prefix is `urlPath` (`''` for the default locale, e.g. `/be/fr`).
 */
export function localeSwitchPath(urlPath: string, pagePath: string): string {
  return localizePath(urlPath.replace(/\/+$/, ''), pagePath);
}

// The parameters of a listing's address that hold what it shows: the search, its sort and filters.
// The page number is left behind: another language's results are not paged alike.
const KEPT_PARAMS = ['query', 'sort', 'pet', 'price'];

/**
 * The part of a page's search string (`?query=leash&pet=dog&page=2`) that a switch to another locale
 * keeps (`?query=leash&pet=dog`), or '' when nothing is kept.
 */
export function keptSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** `path` (which may end in an anchor) with a search string put before its anchor. */
export function withSearch(path: string, search: string): string {
  if (!search) return path;
  const hash = path.indexOf('#');
  return hash < 0 ? `${path}${search}` : `${path.slice(0, hash)}${search}${path.slice(hash)}`;
}
