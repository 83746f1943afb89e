// The cart drawer: a modal dialog (focus stays inside, Escape closes, focus
// returns to the button that opened it) with the lines, discount codes, gift cards, totals and checkout.
import React, { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { MoneyBackGuarantee } from '../../components/ui/money-back-guarantee';
import { useSite, useT } from '../../components/site/site-provider';
import { formatMoney } from '../../lib/i18n/money';
import { CartLineItem } from './cart-line-item';
import { GiftCardCodes } from './gift-card-codes';
import { trackCheckout, trackCartView } from '../../lib/analytics/track-cart';
import { cartView, useCartState } from '../../lib/cart/cart-state';
import { checkoutHref, summarizeCart } from './cart-summary';
import { useCartActions } from '../../lib/cart/use-cart-actions';
import { useFlag } from '../../components/site/use-flag';
import { readStoredCustomer } from '../../lib/auth/stored-customer';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The drawer; lazy-loaded on first open. */
export default function CartDrawer() {
  const t = useT();
  const site = useSite();
  const { commerce, locale } = site;
  const { status, cart, busy, notice, active, rejectedCode } = useCartState();
  const actions = useCartActions(commerce);
  const money = (amount: string, currency: string) => formatMoney(amount, currency, locale.priceFormat);
  const lines = cart?.lines ?? [];
  const summary = cart ? summarizeCart(cart, commerce.shipping) : null;
  const checkout = cart ? checkoutHref(cart.checkoutUrl) : null;
  // Experiment: the Checkout button standard or prominent; a click on it is the experiment's goal.
  const ctaStyle = useFlag('checkout-cta-style');
  // view_cart once per opening, when the cart is there to show.
  const viewed = useRef(false);
  useEffect(() => {
    if (!active) viewed.current = false;
    else if (cart && !viewed.current) {
      viewed.current = true;
      trackCartView(cart.currencyCode, cart.lines);
    }
  }, [active, cart]);

  return (
    <Modal open={active} onClose={cartView.close} title={t('cartTitle')} closeLabel={t('closeCart')} className="modal--drawer">
      <div className="cart-drawer" aria-busy={busy || status === 'loading'}>
        {notice ? (
          <div role="alert" className={notice.tone === 'error' ? 'error' : 'note'}>
            <p>{t(notice.key, notice.values)}</p>
            {status === 'error' ? (
              <button type="button" className="button button--secondary" onClick={() => actions.init()}>
                {t('tryAgain')}
              </button>
            ) : null}
          </div>
        ) : null}
        {!cart && status !== 'error' ? <p role="status">{t('cartLoading')}</p> : null}
        {cart && lines.length === 0 ? (
          <div className="cart-drawer__empty">
            <p>{t('cartEmpty')}</p>
            <button type="button" className="button button--secondary" onClick={cartView.close}>
              {t('continueShopping')}
            </button>
          </div>
        ) : null}
        {lines.length ? (
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                busy={busy}
                onIncrement={() => actions.increment(line.id)}
                onDecrement={() => actions.decrement(line.id)}
                onRemove={() => actions.remove(line.id)}
              />
            ))}
          </ul>
        ) : null}
        {cart && lines.length ? (
          <DiscountCodes
            codes={cart.discountCodes}
            rejected={rejectedCode}
            busy={busy}
            onApply={(code) => actions.applyDiscountCode(code)}
            onChange={(codes) => actions.setDiscountCodes(codes)}
          />
        ) : null}
        {cart && lines.length ? (
          <GiftCardCodes cartId={cart.id} revision={`${cart.total.amount} ${cart.totalQuantity} ${cart.currencyCode}`} busy={busy} />
        ) : null}
        {cart && summary && lines.length ? (
          <dl className="cart-summary">
            <dt>{t('cartSubtotal')}</dt>
            <dd data-testid="cart-subtotal">{money(cart.subtotal.amount, cart.subtotal.currencyCode)}</dd>
            {cart.discounts.map((d) => (
              <React.Fragment key={d.title}>
                <dt>{t('discountLine', { title: d.title })}</dt>
                <dd>−{money(d.amount.amount, d.amount.currencyCode)}</dd>
              </React.Fragment>
            ))}
            {summary.subscriptionDiscountPercent > 0 ? (
              <>
                <dt>{t('subscriptionDiscountApplied', { percent: summary.subscriptionDiscountPercent })}</dt>
                <dd />
              </>
            ) : null}
            <dt>{t('estimatedShipping')}</dt>
            <dd data-testid="cart-shipping">
              {summary.shipping.kind === 'free'
                ? t('shippingFree')
                : summary.shipping.kind === 'flat'
                  ? money(summary.shipping.amount, cart.currencyCode)
                  : t('shippingAtCheckout')}
            </dd>
          </dl>
        ) : null}
        {summary && summary.freeShippingProgress !== null && lines.length ? (
          <div className="cart-shipping-progress">
            <p>
              {summary.remainingForFreeShipping
                ? t('freeShippingProgress', { amount: money(summary.remainingForFreeShipping, cart!.currencyCode) })
                : t('freeShippingReached')}
            </p>
            <FreeShippingBar progress={summary.freeShippingProgress} label={t('freeShippingMeter')} />
          </div>
        ) : null}
        {cart && lines.length ? (
          <div className="cart-drawer__actions">
            {checkout ? (
              <a
                className={ctaStyle === 'prominent' ? 'button button--prominent' : 'button'}
                href={checkout}
                aria-disabled={busy}
                data-flag-goal="checkout-cta"
                onClick={(event) => {
                  trackCheckout(cart.currencyCode, cart);
                  // A signed-in customer goes through the store's Multipass login, so the checkout knows them.
                  if (!readStoredCustomer(storage(), commerce.currency) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  const plain = checkout;
                  void import('../../lib/account/checkout-handoff')
                    .then(({ signedInCheckoutUrl }) => signedInCheckoutUrl(site, plain))
                    .catch(() => plain)
                    .then((url) => window.location.assign(url));
                }}
              >
                {t('checkout')}
              </a>
            ) : null}
            <button type="button" className="button button--secondary" onClick={() => actions.empty()} disabled={busy}>
              {t('emptyCart')}
            </button>
            <MoneyBackGuarantee />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** The progress to free shipping, filled in the brand's primary colour (theme tokens, not the browser's default). */
function FreeShippingBar({ progress, label }: { progress: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, progress)) * 100);
  return (
    <div className="cart-shipping-progress__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="cart-shipping-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Props of DiscountCodes. */
export interface DiscountCodesProps {
  codes: { code: string; applicable: boolean }[];
  /** The code the store just refused (it is not on the cart), said once under the field. */
  rejected: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onChange: (codes: string[]) => void;
}

/** Discount code entry and the codes on the cart (one that stopped applying says so). */
export function DiscountCodes({ codes, rejected, busy, onApply, onChange }: DiscountCodesProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <div className="cart-codes">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const code = value.trim();
          if (!code) return;
          onApply(code);
          setValue('');
        }}
      >
        <label htmlFor={id}>{t('discountCode')}</label>
        <div className="cart-codes__row">
          <input
            id={id}
            name="discountCode"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            maxLength={100}
            aria-describedby={rejected ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--secondary" disabled={busy || !value.trim()}>
            {t('applyCode')}
          </button>
        </div>
        <div aria-live="polite">
          {rejected ? (
            <p id={`${id}-error`} role="alert" className="error">
              {t('codeNotApplicable', { code: rejected })}
            </p>
          ) : null}
        </div>
      </form>
      {codes.length ? (
        <ul className="cart-codes__list">
          {codes.map((c) => (
            <li key={c.code}>
              <span>{c.code}</span>
              {!c.applicable ? <span className="note"> {t('codeNotApplicable', { code: c.code })}</span> : null}
              <button type="button" className="link-button" disabled={busy} onClick={() => onChange(codes.filter((o) => o.code !== c.code).map((o) => o.code))} aria-label={t('removeCode', { code: c.code })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
