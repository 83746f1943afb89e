// Where each built brand site is served for the current test worker (see `sites` in twin.ts).
import type { SiteBrand } from '../../scripts/static-server/brands';

export type { SiteBrand };

let current: Record<SiteBrand, string> | null = null;

/** Records the worker's site origins; called once by the worker's `sites` fixture. */
export function useSites(sites: Record<SiteBrand, string>): void {
  current = sites;
}

/** Origin of a brand site in this worker, e.g. `http://127.0.0.1:41234`; only inside a test or hook. */
export function siteOrigin(brand: SiteBrand): string {
  if (!current) throw new Error('The sites are served per worker: call siteOrigin inside a test, not at import time.');
  return current[brand];
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
