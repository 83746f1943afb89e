// The add-to-cart notification: the added line and its add-ons (a collar's service plan with its price per
// term, billed from activation), until closed or the
// drawer toggles. It does not take focus; the cart's live region announces the change. It moves to the top
// when at the bottom it would cover the Add to cart button (see toast-place.ts).
import React, { useLayoutEffect, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatMoney } from '../../lib/i18n/money';
import { cartView, useCartState } from '../../lib/cart/cart-state';
import { servicePlanNote } from './service-plan-note';
import { toastTop, type Box } from './toast-place';

/** Marks a control the toast must leave uncovered (the product page's Add to cart button). */
const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

const boxOf = (element: Element): Box => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};

/** The toast's top edge while it shows (null: at the bottom), followed as the page scrolls or resizes. */
function useToastTop(ref: React.RefObject<HTMLElement>, shown: unknown): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const toast = ref.current;
    if (!toast) return;
    const place = () => {
      // Measured where the style sheet puts it (at the bottom), then moved if it covers a marked control.
      toast.style.removeProperty('top');
      toast.style.removeProperty('bottom');
      const avoid = [...document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)].filter((e) => e.getClientRects().length).map(boxOf);
      const header = document.querySelector('header');
      const next = toastTop(boxOf(toast), avoid, header ? header.getBoundingClientRect().bottom : 0);
      if (next !== null) {
        toast.style.top = `${next}px`;
        toast.style.bottom = 'auto';
      }
      setTop(next);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [ref, shown]);
  return top;
}

/** The toast; lazy-loaded with the drawer. */
export default function CartToast() {
  const t = useT();
  const { locale } = useSite();
  const toast = useCartState((s) => s.toast);
  const cart = useCartState((s) => s.cart);
  const ref = useRef<HTMLElement>(null);
  const lines = toast && cart ? cart.lines.filter((l) => toast.lineIds.includes(l.id)) : [];
  const top = useToastTop(ref, lines.length ? toast : null);
  if (!lines.length) return null;
  return (
    <section ref={ref} className="cart-toast" aria-label={t('addedToCart')} data-testid="cart-toast" data-place={top === null ? 'bottom' : 'top'}>
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
