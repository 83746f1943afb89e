// The 1 year money-back guarantee (spec §9) as the product page and the cart say it.
import React from 'react';
import { useT } from '../site/site-provider';

/** The guarantee line under the product's buy button and the cart's checkout. */
export function MoneyBackGuarantee() {
  const t = useT();
  return <p className="note money-back-guarantee">{t('moneyBackGuarantee')}</p>;
}
