// The site of each locale (strings, brand, menus, services: a LocaleSite) is not in the pages' data, which
// would repeat it on every page: the build publishes one file per locale (localeSiteFile), the browser
// loads the page's before React hydrates it (gatsby-browser.tsx) and keeps each one it has loaded for the
// pages after, and server rendering has every locale's from the start: for the HTML stages the build
// swaps ./locale-sites.built.json (empty in the browser bundle) for the brand's (gatsby-node.ts).
import type { LocaleSite } from '../../lib/content/site-context';
import { localeSiteFile } from '../../lib/paths/site-files';
import { retrying } from '../../lib/timing/retry';
import built from './locale-sites.built.json';

const sites = new Map<string, LocaleSite>(Object.entries(built as Record<string, LocaleSite>));
const loading = new Map<string, Promise<LocaleSite>>();
const failed = new Map<string, unknown>();

/** Tries of a locale's file before its load fails, and the pause after a failed try. */
const TRIES = 3;
const RETRY_MS = 500;

function fetchLocaleSite(localeId: string): Promise<LocaleSite> {
  return retrying(
    async () => {
      const response = await fetch(localeSiteFile(localeId), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${localeSiteFile(localeId)}: HTTP ${response.status}`);
      return (await response.json()) as LocaleSite;
    },
    { tries: TRIES, pause: (failed) => RETRY_MS * failed },
  );
}

/** Loads the site of a locale once (answers at once when it is loaded); a failed load can be tried again. */
export function loadLocaleSite(localeId: string): Promise<LocaleSite> {
  const known = sites.get(localeId);
  if (known) return Promise.resolve(known);
  let pending = loading.get(localeId);
  if (!pending) {
    failed.delete(localeId);
    pending = fetchLocaleSite(localeId).then(
      (site) => {
        sites.set(localeId, site);
        loading.delete(localeId);
        return site;
      },
      (error: unknown) => {
        loading.delete(localeId);
        failed.set(localeId, error);
        throw error;
      },
    );
    loading.set(localeId, pending);
  }
  return pending;
}

/** The site of a locale if it is loaded. */
export function loadedLocaleSite(localeId: string): LocaleSite | undefined {
  return sites.get(localeId);
}

/**
 * The site of a locale for a rendering component: loaded before the first page hydrates, so this
 * suspends only for a page of another locale reached inside the app (a link across locales), until its file is in.
 */
export function useLocaleSite(localeId: string): LocaleSite {
  const site = sites.get(localeId);
  if (site) return site;
  // A load that failed (after its tries) is an error for the nearest error boundary, not another load.
  if (failed.has(localeId)) throw failed.get(localeId);
  // Suspense: React renders again once the load settles.
  throw loading.get(localeId) ?? loadLocaleSite(localeId);
}
