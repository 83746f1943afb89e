// Applies the query rules a page carries (/search?query=warranty) in the browser, on
// mount and whenever the address changes, since Gatsby's browser redirects match the pathname only.
import { useEffect } from 'react';
import { queryRedirectTarget, type RedirectRule } from '../../lib/paths';

/**
 * Replaces the page (no history entry) when the address matches one of the rules. The router's
 * location is where a navigation went; the window's is asked too, for an address changed without the
 * router. The router's comes first: the search results' own router may already have written its
 * state back into the window's address (`/search/`) before this effect runs.
 */
export function useQueryRedirect(rules: RedirectRule[] | undefined, location: { pathname: string; search?: string }): void {
  const { pathname, search } = location;
  useEffect(() => {
    if (!rules?.length) return;
    const target =
      queryRedirectTarget(rules, { pathname, search: search ?? '' }) ??
      queryRedirectTarget(rules, { pathname: window.location.pathname, search: window.location.search });
    if (target) window.location.replace(target);
  }, [rules, pathname, search]);
}
