// Collection products with the sorting control and filters (Pet Type: Dog, Cat; Price), applied
// in the browser to the products the page carries.
import React, { useId, useMemo, useState } from 'react';
import type { ProductCard } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { CollectionFilters } from './collection-filters';
import { ProductGrid } from './product-card';
import {
  COLLECTION_SORTS,
  defaultSort,
  filterProducts,
  NO_FILTERS,
  SORT_LABEL_KEYS,
  sortProducts,
  type CollectionSort,
  type ProductFilters,
} from './sort-filter';

/** Props of CollectionBrowser. */
export interface CollectionBrowserProps {
  products: ProductCard[];
  sortOrder: string;
}

/** Filters beside a sorted product grid, with a live result count. */
export function CollectionBrowser({ products, sortOrder }: CollectionBrowserProps) {
  const t = useT();
  const site = useSite();
  const [sort, setSort] = useState<CollectionSort>(() => defaultSort(sortOrder));
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const sortId = useId();
  const shown = useMemo(
    () => sortProducts(filterProducts(products, filters), sort, site.locale.language),
    [products, filters, sort, site.locale.language],
  );

  return (
    <div className="collection">
      <CollectionFilters filters={filters} onChange={setFilters} samplePrice={products[0]?.price} />
      <div>
        <div className="collection__toolbar">
          <p role="status" aria-live="polite" className="note">
            {shown.length === 0 ? t('noResults') : t(shown.length === 1 ? 'productCountOne' : 'productCount', { count: shown.length })}
          </p>
          <div className="field">
            <label htmlFor={sortId}>{t('sortBy')}</label>
            <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as CollectionSort)}>
              {COLLECTION_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_LABEL_KEYS[option])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ProductGrid products={shown} leading />
      </div>
    </div>
  );
}
