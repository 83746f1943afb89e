// The list filters of a collection (Pet Type: Dog, Cat; Price). Beside the grid on wide screens; on
// narrower ones they stack above it, folded behind a Filters button that says how many are applied,
// so the first products show on the first screen.
import React, { useId, useState } from 'react';
import type { PriceView } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { activeFilterCount, NO_FILTERS, PRICE_BANDS, type ProductFilters } from '../../lib/catalogue/sort-filter';
import { formatWholeMoney } from '../../lib/i18n';

function formatWhole(amount: number, sample: PriceView | undefined, locale: string): string {
  if (!sample) return String(amount);
  try {
    return formatWholeMoney(amount, sample.currencyCode, locale);
  } catch {
    return String(amount);
  }
}

/** Props of CollectionFilters. */
export interface CollectionFiltersProps {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** A price of the list, for the currency of the price bands. */
  samplePrice: PriceView | undefined;
}

/** The Filters heading (a disclosure button on narrow screens), the pet and price filters and Clear filters. */
export function CollectionFilters({ filters, onChange, samplePrice }: CollectionFiltersProps) {
  const t = useT();
  const site = useSite();
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const money = (n: number) => formatWhole(n, samplePrice, site.locale.priceFormat);
  const bandLabel = (band: (typeof PRICE_BANDS)[number]) =>
    band.min === 0
      ? t('priceUnder', { max: money(band.max) })
      : band.max === Infinity
        ? t('priceOver', { min: money(band.min) })
        : t('priceBetween', { min: money(band.min), max: money(band.max) });

  return (
    <section className="collection__filters" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="collection__filters-heading">
        {t('filters')}
      </h2>
      <button
        type="button"
        className="button button--secondary collection__filters-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('filtersActive', { count: active }) : t('filters')}
      </button>
      <div id={`${id}-panel`} className="collection__filters-panel" data-open={open ? 'true' : undefined}>
        <fieldset>
          <legend>{t('filterPetType')}</legend>
          <label className="choice">
            <input type="checkbox" checked={filters.dog} onChange={(e) => onChange({ ...filters, dog: e.target.checked })} />
            {t('filterDog')}
          </label>
          <label className="choice">
            <input type="checkbox" checked={filters.cat} onChange={(e) => onChange({ ...filters, cat: e.target.checked })} />
            {t('filterCat')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('filterPrice')}</legend>
          <label className="choice">
            <input type="radio" name={`${id}-price`} checked={filters.price === 'any'} onChange={() => onChange({ ...filters, price: 'any' })} />
            {t('priceAny')}
          </label>
          {PRICE_BANDS.map((band) => (
            <label className="choice" key={band.id}>
              <input type="radio" name={`${id}-price`} checked={filters.price === band.id} onChange={() => onChange({ ...filters, price: band.id })} />
              {bandLabel(band)}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary" disabled={active === 0} onClick={() => onChange({ ...NO_FILTERS })}>
          {t('clearFilters')}
        </button>
      </div>
    </section>
  );
}
