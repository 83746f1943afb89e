// The search page's controls: its sorts and the product list filters
// (Pet Type: Dog, Cat; Price), all InstantSearch widgets of the products index.
import React, { useId, useState } from 'react';
import { useInstantSearch, useNumericMenu, useRefinementList, useSortBy } from 'react-instantsearch';
import { useSite, useT } from '../../components/site/site-provider';
import { indexName, SEARCH_SORTS, type SortKey } from '../../lib/search/index-names';
import { priceAttribute } from '../../lib/search/filters';
import { PRICE_BANDS } from '../../lib/catalogue/sort-filter';
import { formatWholeMoney } from '../../lib/i18n';
import { SortControl } from '../../components/ui/sort-control';
import type { SearchScope } from './search-route';

/** UI string key of each search sort's label. */
export const SEARCH_SORT_LABEL_KEYS: Record<SortKey, string> = {
  featured: 'sortFeatured',
  newest: 'searchSortNewest',
  oldest: 'searchSortOldest',
  'title-asc': 'searchSortPagesAtoZ',
  'title-desc': 'searchSortPagesZtoA',
  'price-asc': 'sortPriceLowHigh',
  'price-desc': 'sortPriceHighLow',
};

/** The sort select; every sort is a replica index. */
export function SearchSort({ scope }: { scope: SearchScope }) {
  const t = useT();
  const items = SEARCH_SORTS.map((s) => ({ value: indexName(scope.brand, scope.language, 'products', s.key), label: t(SEARCH_SORT_LABEL_KEYS[s.key]) }));
  const { currentRefinement, refine, options } = useSortBy({ items });
  return <SortControl label={t('sortBy')} value={currentRefinement} options={options} onChange={refine} />;
}

/** Pet Type (Dog, Cat) and Price filters of the product results, in the page's currency, behind a Filters button on narrow screens. */
export function SearchFilters({ currency }: { currency: string }) {
  const t = useT();
  const site = useSite();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const pets = useRefinementList({ attribute: 'petType' });
  const money = (n: number) => formatWholeMoney(n, currency, site.locale.priceFormat);
  const price = useNumericMenu({
    attribute: priceAttribute(currency),
    items: [
      { label: t('priceAny') },
      ...PRICE_BANDS.map((band) =>
        band.min === 0
          ? { label: t('priceUnder', { max: money(band.max) }), end: band.max - 0.01 }
          : Number.isFinite(band.max)
            ? { label: t('priceBetween', { min: money(band.min), max: money(band.max) }), start: band.min, end: band.max - 0.01 }
            : { label: t('priceOver', { min: money(band.min) }), start: band.min },
      ),
    ],
  });
  const chosen = indexUiState.refinementList?.petType ?? [];
  const pet = (value: 'dog' | 'cat', labelKey: string) => (
    <label className="choice">
      <input type="checkbox" checked={chosen.includes(value)} onChange={() => pets.refine(value)} />
      {t(labelKey)}
    </label>
  );
  // The first price item is "Any price": any other refined item is an applied price filter.
  const priceChosen = price.items.slice(1).some((item) => item.isRefined);
  const active = chosen.length + (priceChosen ? 1 : 0);
  const filtered = chosen.length > 0 || Boolean(indexUiState.numericMenu);
  // Beside the results on wide screens; on narrower ones folded behind a Filters button (as on a
  // collection) so the first results show on the first screen.
  return (
    <section className="collection__filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="collection__filters-heading">
        {t('filters')}
      </h2>
      <button
        type="button"
        className="button button--secondary collection__filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('filtersActive', { count: active }) : t('filters')}
      </button>
      <div id={panelId} className="collection__filters-panel" data-open={open ? 'true' : undefined}>
        <fieldset>
          <legend>{t('filterPetType')}</legend>
          {pet('dog', 'filterDog')}
          {pet('cat', 'filterCat')}
        </fieldset>
        <fieldset>
          <legend>{t('filterPrice')}</legend>
          {price.items.map((item) => (
            <label className="choice" key={item.value}>
              <input type="radio" name="search-price" checked={item.isRefined} onChange={() => price.refine(item.value)} />
              {item.label}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--secondary"
          disabled={!filtered}
          onClick={() => setIndexUiState((state) => ({ ...state, refinementList: undefined, numericMenu: undefined, page: undefined }))}
        >
          {t('clearFilters')}
        </button>
      </div>
    </section>
  );
}
