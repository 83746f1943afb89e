// A price with its compare-at price when on sale (screen readers hear which is which).
import React from 'react';
import type { PriceView } from '../../lib/content/page-types';
import { useT } from '../site/site-provider';

/** Props of Price. */
export interface PriceProps {
  price: PriceView;
  compareAtPrice?: PriceView | null;
  /** Show "From {price}" for products whose variants differ in price. */
  from?: boolean;
}

/** Sale price plus struck-through compare-at price, or the plain price. */
export function Price({ price, compareAtPrice, from }: PriceProps) {
  const t = useT();
  const onSale = compareAtPrice && Number.parseFloat(compareAtPrice.amount) > Number.parseFloat(price.amount);
  const shown = from ? t('fromPrice', { price: price.formatted }) : price.formatted;
  if (!onSale) {
    return (
      <p className="price">
        <span className="visually-hidden">{t('price')}: </span>
        <span>{shown}</span>
      </p>
    );
  }
  return (
    <p className="price">
      <span className="visually-hidden">{t('salePrice')}: </span>
      <span className="price__sale">{shown}</span>
      <span className="visually-hidden">{t('regularPrice')}: </span>
      <s className="price__compare">{compareAtPrice.formatted}</s>
    </p>
  );
}
