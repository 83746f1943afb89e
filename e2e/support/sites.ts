// Where each built brand site is served for the current test worker (see `sites` in twin.ts).
import type { SiteBrand } from '../../scripts/static-server/brands';

export type { SiteBrand };

let current: Record<SiteBrand, string> | null = null;

/** Records the worker's site origins; called once by the worker's `sites` fixture. */
export function useSites(sites: Record<SiteBrand, string>): void {
  current = sites;
}

/** Origin of a brand site in this worker, e.g. `http://trailmate.localhost:41234`; only inside a test or hook. */
export function siteOrigin(brand: SiteBrand): string {
  if (!current) throw new Error('The sites are served per worker: call siteOrigin inside a test, not at import time.');
  return current[brand];
}

/** Absolute URL of a path on a brand site. */
export function siteUrl(brand: SiteBrand, path: string): string {
  return siteOrigin(brand) + path;
}

/**
 * A site URL as the test's own requests reach it (Playwright's `request`, Node's fetch): Chromium takes
 * every `*.localhost` name to this machine, Node's resolver does not, so the name becomes 127.0.0.1
 * (the sites listen there; each brand has a port of its own).
 */
export function fromNode(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname.endsWith('.localhost')) parsed.hostname = '127.0.0.1';
  return parsed.toString();
}

/** Absolute URL of a path on a brand site, for the test's own requests (see fromNode). */
export function siteUrlFromNode(brand: SiteBrand, path: string): string {
  return fromNode(siteUrl(brand, path));
}

/** Path part of a URL, without a trailing slash (except for the root), for tolerant comparisons. */
export function pathWithoutSlash(url: string): string {
  const { pathname } = new URL(url);
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
