// Applies the query rules a page carries (/search?query=warranty) in the browser, on
// mount and whenever the address changes, since Gatsby's browser redirects match the pathname only.
import { useEffect } from 'react';
import { queryRedirectTarget, type RedirectRule } from '../../lib/paths';

/**
 * Replaces the page (no history entry) when the address matches one of the rules. The router's
 * location says when to look; the window's says where we are (it is never behind the router).
 */
export function useQueryRedirect(rules: RedirectRule[] | undefined, location: { pathname: string; search?: string }): void {
  const { pathname, search } = location;
  useEffect(() => {
    if (!rules?.length) return;
    const target = queryRedirectTarget(rules, { pathname: window.location.pathname, search: window.location.search });
    if (target) window.location.replace(target);
  }, [rules, pathname, search]);
}
