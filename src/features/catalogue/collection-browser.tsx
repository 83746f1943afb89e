// Collection products with the sorting control and filters (Pet Type: Dog, Cat; Price), applied
// in the browser to the products the page carries.
import React, { useId, useMemo, useState } from 'react';
import type { Money, ProductCard } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { ProductGrid, type TrackedList } from './product-card';
import {
  COLLECTION_SORTS,
  defaultSort,
  filterProducts,
  NO_FILTERS,
  PRICE_BANDS,
  SORT_LABEL_KEYS,
  sortProducts,
  type CollectionSort,
  type ProductFilters,
} from './sort-filter';

function formatWhole(amount: number, sample: Money | undefined, locale: string): string {
  if (!sample) return String(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: sample.currencyCode, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return String(amount);
  }
}

/** Props of CollectionBrowser. */
export interface CollectionBrowserProps {
  products: ProductCard[];
  sortOrder: string;
  /** The collection as a tracked list. */
  list?: TrackedList;
}

/** Filters beside a sorted product grid, with a live result count. */
export function CollectionBrowser({ products, sortOrder, list }: CollectionBrowserProps) {
  const t = useT();
  const site = useSite();
  const [sort, setSort] = useState<CollectionSort>(() => defaultSort(sortOrder));
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const sortId = useId();
  const shown = useMemo(
    () => sortProducts(filterProducts(products, filters), sort, site.locale.language),
    [products, filters, sort, site.locale.language],
  );
  const money = (n: number) => formatWhole(n, products[0]?.price, site.locale.priceFormat);
  const bandLabel = (band: (typeof PRICE_BANDS)[number]) =>
    band.min === 0
      ? t('priceUnder', { max: money(band.max) })
      : band.max === Infinity
        ? t('priceOver', { min: money(band.min) })
        : t('priceBetween', { min: money(band.min), max: money(band.max) });

  return (
    <div className="collection">
      <section aria-labelledby={`${sortId}-filters`}>
        <h2 id={`${sortId}-filters`}>{t('filters')}</h2>
        <fieldset>
          <legend>{t('filterPetType')}</legend>
          <label className="choice">
            <input type="checkbox" checked={filters.dog} onChange={(e) => setFilters({ ...filters, dog: e.target.checked })} />
            {t('filterDog')}
          </label>
          <label className="choice">
            <input type="checkbox" checked={filters.cat} onChange={(e) => setFilters({ ...filters, cat: e.target.checked })} />
            {t('filterCat')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('filterPrice')}</legend>
          <label className="choice">
            <input type="radio" name="price" checked={filters.price === 'any'} onChange={() => setFilters({ ...filters, price: 'any' })} />
            {t('priceAny')}
          </label>
          {PRICE_BANDS.map((band) => (
            <label className="choice" key={band.id}>
              <input type="radio" name="price" checked={filters.price === band.id} onChange={() => setFilters({ ...filters, price: band.id })} />
              {bandLabel(band)}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary" onClick={() => setFilters(NO_FILTERS)}>
          {t('clearFilters')}
        </button>
      </section>
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
        <ProductGrid products={shown} leading list={list} />
      </div>
    </div>
  );
}
