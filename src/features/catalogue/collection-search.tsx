// A collection with more products than one page:
// the built HTML holds the first page with the sort, filters and pages; the search door's code loads
// on the first use of those controls (or at once for a shared address with a sort, filter or page),
// and the products index answers every other page, sort and filter. The state is in the address, so
// it can be shared and Back restores it; a page opened on such an address shows a loading state, not
// the built first page, until the answer arrives. When search fails, the page says so, offers a retry, and
// the products the page carries are sorted, filtered and paged in the browser instead.
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProductCard } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { Pagination, pagesOf, paginationLabels } from '../../components/ui/pagination';
import { CollectionFilters } from './collection-filters';
import { ProductGrid } from './product-card';
import { COLLECTION_PAGE_SIZE, collectionRouteToSearch, isInitialRoute, type CollectionRoute } from './collection-route';
import type { CollectionAnswer } from './collection-search-runtime';
import { RoutePendingScript } from './route-pending-script';
import { COLLECTION_SORTS, filterProducts, SORT_LABEL_KEYS, sortProducts, type CollectionSort } from '../../lib/catalogue/sort-filter';
import { SortControl } from '../../components/ui/sort-control';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useCollectionRoute } from './use-collection-route';

const loadRuntime = () => import(/* webpackChunkName: "collection-search" */ './collection-search-runtime');

const objectIdOf = (gid: string) => /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid)?.[1] ?? gid;

/** Props of CollectionSearch. */
export interface CollectionSearchProps {
  handle: string;
  /** Every product of the collection (the cards the results are shown with). */
  products: ProductCard[];
  defaultSort: CollectionSort;
  /** The router's search (the template's `location.search`). */
  routerSearch?: string;
}

type Answered = { search: string; answer: CollectionAnswer };

/** Sort, filters and pages of a large collection through the search door. */
export function CollectionSearch({ handle, products, defaultSort, routerSearch }: CollectionSearchProps) {
  const t = useT();
  const site = useSite();
  const gridRef = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const { route, go: goRoute } = useCollectionRoute(defaultSort, routerSearch, root);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const search = collectionRouteToSearch(route, defaultSort);
  const initial = isInitialRoute(route, defaultSort);

  // The pages need the address, which the built HTML cannot know.
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (initial) return;
    let current = true;
    const scope = { brand: site.brand.id, language: site.locale.language, currency: site.locale.currency, collection: handle };
    const config = site.services.algolia;
    void loadRuntime()
      .then((runtime) => runtime.searchCollection(config, route, scope))
      .catch((error: unknown): CollectionAnswer => {
        console.error('Collection search could not load', error);
        return { ok: false };
      })
      .then((answer) => {
        if (current) setAnswered({ search, answer });
      });
    return () => {
      current = false;
    };
    // `search` stands for `route`; `attempt` re-runs a failed query.
  }, [search, attempt, initial, handle, site]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = useCallback(
    (next: CollectionRoute, focusResults = false) => {
      goRoute(next);
      if (focusResults) {
        gridRef.current?.scrollIntoView({ block: 'start' });
        gridRef.current?.focus({ preventScroll: true });
      }
    },
    [goRoute],
  );
  const setFilters = (filters: CollectionRoute['filters']) => go({ ...route, filters, page: 1 });

  const byObjectId = useMemo(() => new Map(products.map((p) => [objectIdOf(p.id), p])), [products]);
  const local = useMemo(
    () => sortProducts(filterProducts(products, route.filters), route.sort, site.locale.language),
    [products, route.filters, route.sort, site.locale.language],
  );
  const current = answered?.search === search ? answered.answer : null;
  const failed = !initial && current?.ok === false;
  const loading = !initial && current === null;

  // What the grid shows: the built first page, the search's page, or (search failed) the page of
  // the carried products sorted and filtered here.
  let shown: ProductCard[];
  let total: number;
  let pages: number;
  if (!initial && current?.ok) {
    shown = current.objectIDs.map((id) => byObjectId.get(id)).filter((p): p is ProductCard => p !== undefined);
    total = current.nbHits;
    pages = current.nbPages;
  } else if (initial || failed) {
    shown = local.slice((route.page - 1) * COLLECTION_PAGE_SIZE, route.page * COLLECTION_PAGE_SIZE);
    total = local.length;
    pages = Math.ceil(local.length / COLLECTION_PAGE_SIZE);
  } else {
    // Loading: the previous results stay until the answer arrives; a page opened on this address
    // has none, and shows no product until then (never the collection as built, which the
    // address's sort and filters would not show).
    const previous = answered?.answer.ok ? answered.answer : null;
    shown = previous ? previous.objectIDs.map((id) => byObjectId.get(id)).filter((p): p is ProductCard => p !== undefined) : [];
    total = previous ? previous.nbHits : 0;
    pages = previous ? previous.nbPages : 0;
  }


  return (
    <div className="collection" ref={root} suppressHydrationWarning>
      <RoutePendingScript />
      <CollectionFilters filters={route.filters} onChange={setFilters} samplePrice={products[0]?.price} />
      <div>
        <div className="collection__toolbar">
          <p role="status" aria-live="polite" className="note">
            {loading ? t('searchLoading') : total === 0 ? t('noResults') : t('productCount', { count: total })}
          </p>
          <SortControl label={t('sortBy')} value={route.sort} options={COLLECTION_SORTS.map((option) => ({ value: option, label: t(SORT_LABEL_KEYS[option]) }))} onChange={(v) => go({ ...route, sort: v, page: 1 })} />
        </div>
        {failed ? (
          <RetryAlert className="search__error" message={t('searchUnavailable')} retryLabel={t('tryAgain')} onRetry={() => setAttempt((n) => n + 1)} />
        ) : null}
        <div ref={gridRef} tabIndex={-1} aria-busy={loading}>
          <ProductGrid products={shown} label={t('searchProducts')} leading list={{ id: handle, name: handle }} />
        </div>
        {hydrated ? (
          <Pagination
            pagination={pagesOf(route.page, pages, (n) => collectionRouteToSearch({ ...route, page: n }, defaultSort) || '?')}
            labels={paginationLabels(t)}
            onPage={(n) => go({ ...route, page: n }, true)}
          />
        ) : null}
      </div>
    </div>
  );
}
