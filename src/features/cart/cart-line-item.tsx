// One line of the drawer: image, title, options, autoship or service plan (with the plan's price per term,
// billed from activation), price, quantity controls, remove.
import React from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatMoney } from '../../lib/i18n/money';
import type { CartLine } from '../../lib/storefront/cart';
import { servicePlanNote } from './service-plan-note';

/** Props of CartLineItem. */
export interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
}

/** A cart line with its controls, each named after the product for screen readers. */
export function CartLineItem({ line, busy, onIncrement, onDecrement, onRemove }: CartLineItemProps) {
  const t = useT();
  const { locale } = useSite();
  const money = (m: { amount: string; currencyCode: string }) => formatMoney(m.amount, m.currencyCode, locale.priceFormat);
  const title = line.variantTitle ? `${line.product.title} (${line.variantTitle})` : line.product.title;
  const atStockLimit = line.quantityAvailable !== null && line.quantityAvailable > 0 && line.quantity >= line.quantityAvailable;
  return (
    <li className="cart-line" data-testid="cart-line">
      {line.image ? <img className="cart-line__image" src={line.image.url} alt={line.image.altText ?? ''} width={72} height={72} loading="lazy" /> : null}
      <div className="cart-line__details">
        <p className="cart-line__title">{line.product.title}</p>
        {line.selectedOptions.length ? (
          <p className="note">{line.selectedOptions.map((o) => `${o.name}: ${o.value}`).join(' · ')}</p>
        ) : null}
        {line.sellingPlan ? (
          <p className="note">{t(line.sellingPlan.service ? 'servicePlanLine' : 'autoshipPlan', { plan: line.sellingPlan.name })}</p>
        ) : null}
        {line.sellingPlan?.serviceTerm ? <p className="note">{servicePlanNote(line.sellingPlan.serviceTerm, t, locale.priceFormat)}</p> : null}
        <p className="cart-line__price">
          <span>{money(line.unitPrice)}</span>
          {line.discounts.map((d) => (
            <span key={d.title} className="note">
              {' '}
              {t('discountLine', { title: d.title })}: −{money(d.amount)}
            </span>
          ))}
        </p>
        <div className="cart-line__quantity" role="group" aria-label={t('quantityOf', { title })}>
          <button type="button" className="icon-button" onClick={onDecrement} disabled={busy} aria-label={t('decreaseQuantity', { title })}>
            −
          </button>
          <output aria-label={t('quantityOf', { title })} data-testid="cart-line-quantity">
            {line.quantity}
          </output>
          <button type="button" className="icon-button" onClick={onIncrement} disabled={busy || atStockLimit} aria-label={t('increaseQuantity', { title })}>
            +
          </button>
          <button type="button" className="link-button" onClick={onRemove} disabled={busy} aria-label={t('removeItem', { title })}>
            {t('removeItem', { title: '' }).trim() || '×'}
          </button>
        </div>
      </div>
      <p className="cart-line__total">{money(line.total)}</p>
    </li>
  );
}
