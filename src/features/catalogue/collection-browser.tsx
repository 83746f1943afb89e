// Collection products with the sorting control and filters (Pet Type: Dog, Cat; Price), applied
// in the browser to the products the page carries; the sort and filters live in the address, so a
// reload, a shared link and Back/Forward keep them.
import React, { useMemo, useRef } from 'react';
import type { ProductCard } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { CollectionFilters } from './collection-filters';
import { ProductGrid, type TrackedList } from './product-card';
import { COLLECTION_SORTS, filterProducts, SORT_LABEL_KEYS, sortProducts, type CollectionSort, type ProductFilters } from '../../lib/catalogue/sort-filter';
import { RoutePendingScript } from './route-pending-script';
import { SortControl } from '../../components/ui/sort-control';
import { useCollectionRoute } from './use-collection-route';

/** Props of CollectionBrowser. */
export interface CollectionBrowserProps {
  products: ProductCard[];
  defaultSort: CollectionSort;
  /** The router's search (the template's `location.search`). */
  routerSearch?: string;
  /** The collection as a tracked list. */
  list?: TrackedList;
}

/** Filters beside a sorted product grid, with a live result count. */
export function CollectionBrowser({ products, defaultSort, routerSearch, list }: CollectionBrowserProps) {
  const t = useT();
  const site = useSite();
  const root = useRef<HTMLDivElement>(null);
  const { route, go } = useCollectionRoute(defaultSort, routerSearch, root);
  const { sort, filters } = route;
  // Every product fits on one page: a page in the address means nothing here.
  const setFilters = (next: ProductFilters) => go({ sort, filters: next, page: 1 });
  const setSort = (next: CollectionSort) => go({ sort: next, filters, page: 1 });
  const shown = useMemo(
    () => sortProducts(filterProducts(products, filters), sort, site.locale.language),
    [products, filters, sort, site.locale.language],
  );
  return (
    <div className="collection" ref={root} suppressHydrationWarning>
      <RoutePendingScript />
      <CollectionFilters filters={filters} onChange={setFilters} samplePrice={products[0]?.price} />
      <div>
        <div className="collection__toolbar">
          <p role="status" aria-live="polite" className="note">
            {shown.length === 0 ? t('noResults') : t('productCount', { count: shown.length })}
          </p>
          <SortControl label={t('sortBy')} value={sort} options={COLLECTION_SORTS.map((option) => ({ value: option, label: t(SORT_LABEL_KEYS[option]) }))} onChange={(v) => setSort(v)} />
        </div>
        <ProductGrid products={shown} label={t('searchProducts')} leading list={list} />
      </div>
    </div>
  );
}
