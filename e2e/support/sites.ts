// Where each built brand site is served during the e2e run (see playwright.config.ts).
import { BRAND_PORTS, type SiteBrand } from '../../scripts/static-server/brands';

export type { SiteBrand };

/** Origin of a brand site, e.g. `http://127.0.0.1:9001`. */
export function siteOrigin(brand: SiteBrand): string {
  return `http://127.0.0.1:${BRAND_PORTS[brand]}`;
}

/** Absolute URL of a path on a brand site. */
export function siteUrl(brand: SiteBrand, path: string): string {
  return siteOrigin(brand) + path;
}

/** Path part of a URL, without a trailing slash (except for the root), for tolerant comparisons. */
export function pathWithoutSlash(url: string): string {
  const { pathname } = new URL(url);
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
