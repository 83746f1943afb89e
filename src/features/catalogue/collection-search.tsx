// A collection with more products than one page (spec §2 product list filters, §3 Collection sorts):
// the built HTML holds the first page with the sort, filters and pages; the search door's code loads
// on the first use of those controls (or at once for a shared address with a sort, filter or page),
// and the products index answers every other page, sort and filter. The state is in the address, so
// it can be shared and Back restores it. When search fails, the page says so, offers a retry, and
// the products the page carries are sorted, filtered and paged in the browser instead.
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Money, ProductCard } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { InPlacePagination } from '../../components/ui/in-place-pagination';
import { ProductGrid } from './product-card';
import {
  COLLECTION_PAGE_SIZE,
  collectionRouteToSearch,
  initialRoute,
  isInitialRoute,
  parseCollectionRoute,
  type CollectionRoute,
} from './collection-route';
import type { CollectionAnswer } from './collection-search-runtime';
import { COLLECTION_SORTS, filterProducts, NO_FILTERS, PRICE_BANDS, SORT_LABEL_KEYS, sortProducts, type CollectionSort } from './sort-filter';

const loadRuntime = () => import(/* webpackChunkName: "collection-search" */ './collection-search-runtime');

function formatWhole(amount: number, sample: Money | undefined, locale: string): string {
  if (!sample) return String(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: sample.currencyCode, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return String(amount);
  }
}

const objectIdOf = (gid: string) => /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid)?.[1] ?? gid;

/** Props of CollectionSearch. */
export interface CollectionSearchProps {
  handle: string;
  /** Every product of the collection (the cards the results are shown with). */
  products: ProductCard[];
  defaultSort: CollectionSort;
}

type Answered = { search: string; answer: CollectionAnswer };

/** Sort, filters and pages of a large collection through the search door. */
export function CollectionSearch({ handle, products, defaultSort }: CollectionSearchProps) {
  const t = useT();
  const site = useSite();
  const sortId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [route, setRoute] = useState<CollectionRoute>(() => initialRoute(defaultSort));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const search = collectionRouteToSearch(route, defaultSort);
  const initial = isInitialRoute(route, defaultSort);

  // The address is read after hydration (the HTML is the collection as built) and on Back/Forward.
  useEffect(() => {
    setHydrated(true);
    const read = () => setRoute(parseCollectionRoute(window.location.search, defaultSort));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [defaultSort]);

  useEffect(() => {
    if (initial) return;
    let current = true;
    const scope = { brand: site.brand.id, language: site.locale.language, currency: site.locale.currency, collection: handle };
    const { algolia, twinUrl } = site.services;
    const config = algolia ? { appId: algolia.appId, searchKey: algolia.searchKey, twinUrl } : { twinUrl };
    loadRuntime()
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
      const url = `${window.location.pathname}${collectionRouteToSearch(next, defaultSort)}${window.location.hash}`;
      window.history.pushState(window.history.state, '', url);
      setRoute(next);
      if (focusResults) {
        gridRef.current?.scrollIntoView({ block: 'start' });
        gridRef.current?.focus({ preventScroll: true });
      }
    },
    [defaultSort],
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
    // Loading: the previous results stay until the answer arrives.
    const previous = answered?.answer.ok ? answered.answer : null;
    shown = previous ? previous.objectIDs.map((id) => byObjectId.get(id)).filter((p): p is ProductCard => p !== undefined) : local.slice(0, COLLECTION_PAGE_SIZE);
    total = previous ? previous.nbHits : local.length;
    pages = previous ? previous.nbPages : Math.ceil(local.length / COLLECTION_PAGE_SIZE);
  }

  const money = (n: number) => formatWhole(n, products[0]?.price, site.locale.priceFormat);
  const bandLabel = (band: (typeof PRICE_BANDS)[number]) =>
    band.min === 0
      ? t('priceUnder', { max: money(band.max) })
      : band.max === Infinity
        ? t('priceOver', { min: money(band.min) })
        : t('priceBetween', { min: money(band.min), max: money(band.max) });
  const filtered = route.filters.dog || route.filters.cat || route.filters.price !== 'any';

  return (
    <div className="collection">
      <section aria-labelledby={`${sortId}-filters`}>
        <h2 id={`${sortId}-filters`}>{t('filters')}</h2>
        <fieldset>
          <legend>{t('filterPetType')}</legend>
          <label className="choice">
            <input type="checkbox" checked={route.filters.dog} onChange={(e) => setFilters({ ...route.filters, dog: e.target.checked })} />
            {t('filterDog')}
          </label>
          <label className="choice">
            <input type="checkbox" checked={route.filters.cat} onChange={(e) => setFilters({ ...route.filters, cat: e.target.checked })} />
            {t('filterCat')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('filterPrice')}</legend>
          <label className="choice">
            <input type="radio" name="price" checked={route.filters.price === 'any'} onChange={() => setFilters({ ...route.filters, price: 'any' })} />
            {t('priceAny')}
          </label>
          {PRICE_BANDS.map((band) => (
            <label className="choice" key={band.id}>
              <input type="radio" name="price" checked={route.filters.price === band.id} onChange={() => setFilters({ ...route.filters, price: band.id })} />
              {bandLabel(band)}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary" disabled={!filtered} onClick={() => setFilters({ ...NO_FILTERS })}>
          {t('clearFilters')}
        </button>
      </section>
      <div>
        <div className="collection__toolbar">
          <p role="status" aria-live="polite" className="note">
            {loading ? t('searchLoading') : total === 0 ? t('noResults') : t(total === 1 ? 'productCountOne' : 'productCount', { count: total })}
          </p>
          <div className="field">
            <label htmlFor={sortId}>{t('sortBy')}</label>
            <select id={sortId} value={route.sort} onChange={(e) => go({ ...route, sort: e.target.value as CollectionSort, page: 1 })}>
              {COLLECTION_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_LABEL_KEYS[option])}
                </option>
              ))}
            </select>
          </div>
        </div>
        {failed ? (
          <div role="alert" className="search__error">
            <p>{t('searchUnavailable')}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('tryAgain')}
            </button>
          </div>
        ) : null}
        <div ref={gridRef} tabIndex={-1} aria-busy={loading}>
          <ProductGrid products={shown} label={t('searchProducts')} leading list={{ id: handle, name: handle }} />
        </div>
        {hydrated ? (
          <InPlacePagination
            label={t('pagination')}
            page={route.page}
            pages={pages}
            href={(n) => collectionRouteToSearch({ ...route, page: n }, defaultSort) || '?'}
            onPage={(n) => go({ ...route, page: n }, true)}
          />
        ) : null}
      </div>
    </div>
  );
}
