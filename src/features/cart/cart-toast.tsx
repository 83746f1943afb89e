// The add-to-cart notification: the added line and its add-ons (a collar's service plan with its price per
// term, billed from activation), until closed or the
// drawer toggles. It does not take focus; the cart's live region announces the change.
import React from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatMoney } from '../../lib/i18n/money';
import { cartView, useCartState } from '../../lib/cart/cart-state';
import { servicePlanNote } from './service-plan-note';

/** The toast; lazy-loaded with the drawer. */
export default function CartToast() {
  const t = useT();
  const { locale } = useSite();
  const toast = useCartState((s) => s.toast);
  const cart = useCartState((s) => s.cart);
  if (!toast || !cart) return null;
  const lines = cart.lines.filter((l) => toast.lineIds.includes(l.id));
  if (!lines.length) return null;
  return (
    <section className="cart-toast" aria-label={t('addedToCart')} data-testid="cart-toast">
      <p className="cart-toast__title">{t('addedToCart')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            {line.image ? <img src={line.image.url} alt="" width={48} height={48} /> : null}
            <span>
              {line.product.title}
              {line.variantTitle ? ` (${line.variantTitle})` : ''} × {line.quantity}
              {line.sellingPlan?.serviceTerm ? <span className="note cart-toast__plan">{servicePlanNote(line.sellingPlan.serviceTerm, t, locale.priceFormat)}</span> : null}
            </span>
            <span className="note">{formatMoney(line.total.amount, line.total.currencyCode, locale.priceFormat)}</span>
          </li>
        ))}
      </ul>
      <div className="cart-toast__actions">
        <button type="button" className="button" onClick={cartView.open}>
          {t('viewCart')}
        </button>
        <button type="button" className="button button--secondary" onClick={cartView.hideToast}>
          {t('closeNotification')}
        </button>
      </div>
    </section>
  );
}
