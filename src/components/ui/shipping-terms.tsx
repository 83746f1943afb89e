// What shipping costs, as the product page says it: the store's flat rate below its free-shipping
// threshold (spec §9), read from the same store settings the checkout charges by.
import React from 'react';
import { useSite, useT } from '../site/site-provider';
import { formatMoney } from '../../lib/i18n/money';

/** The flat rate and the free-shipping threshold of the page's store; nothing where shipping is priced at checkout. */
export function ShippingTerms() {
  const t = useT();
  const { commerce, locale } = useSite();
  if (!commerce.shipping) return null;
  const money = (amount: string) => formatMoney(amount, commerce.currency, locale.priceFormat);
  return (
    <p className="note shipping-terms" data-testid="shipping-terms">
      {t('shippingTerms', { flatRate: money(commerce.shipping.flatRate), threshold: money(commerce.shipping.freeShippingThreshold) })}
    </p>
  );
}
