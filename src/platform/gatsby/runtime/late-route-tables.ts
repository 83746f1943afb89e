// Gatsby keeps two route tables in the app bundle of every page: the match-paths list (pages that
// outrank a locale's catch-all 404) and the browser redirect list. Both grow with the catalogue, so
// the build swaps in these stand-ins (see src/build/match-paths.ts and browser-redirects.ts), and the
// tables themselves load as their own chunk once the page is idle.
//
// Until then: a static page resolves to itself (which is right for every built page); the page served
// for an unknown URL (a locale's 404 HTML) resolves from `window.pagePath`, so the first render is the
// right page; and redirects are left to the server, which has already applied its rules to this URL
// (with their letter case, as the host does): once the list has loaded, the browser follows a
// case-insensitive rule the server could not (followLateRedirect).

import { onIdle } from '../../../lib/timing/idle';
import { retrying } from '../../../lib/timing/retry';

/** One entry of Gatsby's match-paths list. */
export interface MatchPathEntry {
  path: string;
  matchPath: string;
}

/** The redirect fields Gatsby's redirect-utils reads. */
export interface BrowserRedirect {
  fromPath: string;
  toPath: string;
  ignoreCase: boolean;
}

type Load<T> = () => Promise<{ default: T[] }>;

declare global {
  interface Window {
    /** The path of the page whose HTML was served (Gatsby writes it into every page). */
    pagePath?: string;
  }
}

function whenIdle(run: () => void): void {
  onIdle(run, { timeout: 4000 });
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Retries a chunk load a few times (a flaky network must not leave the tables empty for good). */
function loadWithRetry<T>(load: Load<T>, use: (entries: T[]) => void): void {
  retrying(load, { tries: 4, pause: (failed) => 2000 * failed }).then(
    (module) => use(module.default),
    () => undefined,
  );
}

/**
 * The match-paths list as Gatsby's find-path reads it (`.map` on every lookup): the served page for
 * an unknown URL at first, the whole list once its chunk has loaded.
 */
export function lateMatchPaths(load: Load<MatchPathEntry>): Pick<MatchPathEntry[], 'map'> {
  let entries: MatchPathEntry[] = [];
  if (typeof window !== 'undefined') {
    const served = window.pagePath;
    const here = window.location.pathname;
    const same = served === here || served === `${here}/` || `${served}/` === here;
    if (served && !same && !served.endsWith('.html')) entries = [{ path: served, matchPath: decoded(here) }];
    whenIdle(() => loadWithRetry(load, (all) => (entries = all)));
  }
  return { map: (fn) => entries.map(fn) };
}

/**
 * The browser redirect list as Gatsby's redirect-utils reads it (one `.forEach` at start-up that fills
 * its lookup maps): the callback is kept and given every rule once the chunk has loaded.
 */
export function lateRedirects(load: Load<BrowserRedirect>): Pick<BrowserRedirect[], 'forEach'> {
  return {
    forEach(add) {
      if (typeof window === 'undefined') return;
      whenIdle(() =>
        loadWithRetry(load, (all) => {
          all.forEach(add);
          followLateRedirect(all);
        }),
      );
    },
  };
}

/**
 * The redirect Gatsby would have followed at start-up had the list been there: the host compares
 * paths with their letter case, so a link in other letters is served the 404 page, and the spec's
 * case-insensitive rules are the browser's to apply once the list has loaded.
 */
export function followLateRedirect(rules: BrowserRedirect[], location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'> = window.location): void {
  const here = decoded(location.pathname);
  const rule =
    rules.find((r) => !r.ignoreCase && r.fromPath === here) ?? rules.find((r) => r.ignoreCase && r.fromPath.toLowerCase() === here.toLowerCase());
  if (!rule || rule.toPath === here) return;
  location.replace(rule.toPath.includes('?') ? rule.toPath + location.hash : rule.toPath + location.search + location.hash);
}
