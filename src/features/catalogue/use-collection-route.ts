// A collection page's sort, filters and page, kept in the address for every collection (small ones
// filtered in the browser, large ones through the search door), so a reload, a shared link and
// Back/Forward show the same state. The built HTML is the collection as built; the address is read
// with useSyncExternalStore, so hydration matches that HTML and the very next render shows the
// address's state (and a page reached by an in-site link renders its state at once).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { collectionRouteToSearch, parseCollectionRoute, type CollectionRoute } from './collection-route';
import type { CollectionSort } from '../../lib/catalogue/sort-filter';

/** Set by ROUTE_PENDING_SCRIPT on the collection while the built HTML stands for an address with a sort, filter or page. */
export const ROUTE_PENDING_ATTRIBUTE = 'data-route-pending';

/**
 * Runs in the built HTML just inside the collection, before its products are parsed: when the address
 * asks for a sort, filter or page, the collection is marked pending and its built products stay
 * hidden (the stylesheet) until the page's code shows the address's state. Static code, ES5.
 */
export const ROUTE_PENDING_SCRIPT = `(function(){var s=document.currentScript;if(s&&/[?&](sort|pet|price|page)=/.test(window.location.search)){s.parentNode.setAttribute('${ROUTE_PENDING_ATTRIBUTE}','')}})();`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

// The built HTML is the collection as built: no sort, filter or page of its own.
const builtSearch = () => '';

function notify(): void {
  for (const listener of listeners) listener();
}

/** What a collection shows, and `go` to another state (a new history entry). */
export interface CollectionRouteState {
  route: CollectionRoute;
  go(next: CollectionRoute): void;
}

/**
 * The collection's route from the address. `routerSearch` is the router's search (the template's
 * `location.search`): an in-site navigation to another address of the same page is read anew.
 * `pending` is the collection element the built HTML may have marked pending; it is unmarked once the
 * address's state is rendered.
 */
export function useCollectionRoute(defaultSort: CollectionSort, routerSearch: string | undefined, pending: RefObject<HTMLElement>): CollectionRouteState {
  // The address's search while it is this page's: Back or Forward to another page changes the address
  // before the router swaps the pages, and this page keeps its state meanwhile.
  const own = useRef<{ path: string; search: string } | null>(null);
  const addressSearch = useCallback(() => {
    const { pathname, search } = window.location;
    own.current ??= { path: pathname, search };
    if (pathname === own.current.path) own.current.search = search;
    return own.current.search;
  }, []);
  const search = useSyncExternalStore(subscribe, addressSearch, builtSearch);
  const route = useMemo(() => parseCollectionRoute(search, defaultSort), [search, defaultSort]);

  useEffect(notify, [routerSearch]);

  useLayoutEffect(() => {
    // Before paint, once the render holds the address's state (hydration renders the built one).
    if (search === window.location.search) pending.current?.removeAttribute(ROUTE_PENDING_ATTRIBUTE);
  }, [search, pending]);

  const go = useCallback(
    (next: CollectionRoute) => {
      const url = `${window.location.pathname}${collectionRouteToSearch(next, defaultSort)}${window.location.hash}`;
      window.history.pushState(window.history.state, '', url);
      notify();
    },
    [defaultSort],
  );
  return { route, go };
}
