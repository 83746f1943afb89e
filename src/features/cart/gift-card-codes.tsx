// Gift cards in the cart drawer, beside the discount codes: a code field, the cards applied (their last
// characters, what each takes off this cart and what is left on it) each with a remove button, and a
// clear message for a code the store does not know or a card with nothing left.
import React, { useEffect, useId, useMemo, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatMoney } from '../../lib/i18n/money';
import { createStorefrontClient } from '../../lib/storefront/client';
import { giftCardApi, type AppliedGiftCard, type GiftCardFailure, type GiftCardApi } from '../../lib/storefront/gift-cards';

/** Props of GiftCardCodes. */
export interface GiftCardCodesProps {
  cartId: string;
  /** Changes whenever the cart's lines or total do, so the amounts the cards take are read again. */
  revision: string;
  /** The cart is changing; the buttons wait. */
  busy: boolean;
  /** Another door for tests; by default the page's store. */
  api?: GiftCardApi;
}

const FAILURE_KEYS: Record<GiftCardFailure, string> = { unknown: 'gcUnknown', empty: 'gcEmpty', unavailable: 'gcUnavailable' };

// The codes applied on this page, by applied card id: the store answers only a card's last characters,
// and a change sends every code the cart keeps. Held in memory only, never stored.
const appliedCodes = new Map<string, string>();

/** Gift card entry and the cards on the cart. */
export function GiftCardCodes({ cartId, revision, busy, api: given }: GiftCardCodesProps) {
  const t = useT();
  const id = useId();
  const { commerce, locale } = useSite();
  const api = useMemo(() => given ?? giftCardApi(createStorefrontClient(commerce.storefront), commerce.country, commerce.language), [given, commerce]);
  const [cards, setCards] = useState<AppliedGiftCard[]>([]);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GiftCardFailure | null>(null);
  const money = (m: { amount: string; currencyCode: string }) => formatMoney(m.amount, m.currencyCode, locale.priceFormat);

  useEffect(() => {
    let live = true;
    void api.list(cartId).then((r) => {
      if (live && r.ok) setCards(r.value);
    });
    return () => {
      live = false;
    };
  }, [api, cartId, revision]);

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code || pending || busy) return;
    setPending(true);
    setFailure(null);
    const keep = cards.map((c) => appliedCodes.get(c.id)).filter((c): c is string => !!c);
    const r = await api.apply(cartId, code, keep);
    setPending(false);
    if (!r.ok) return setFailure(r.failure.code);
    const before = new Set(cards.map((c) => c.id));
    for (const card of r.value) if (!before.has(card.id)) appliedCodes.set(card.id, code);
    setCards(r.value);
    setValue('');
  };

  const remove = async (card: AppliedGiftCard) => {
    setPending(true);
    setFailure(null);
    const r = await api.remove(cartId, card.id);
    setPending(false);
    if (!r.ok) return setFailure('unavailable');
    appliedCodes.delete(card.id);
    setCards(r.value);
  };

  const errorId = `${id}-error`;
  return (
    <div className="cart-codes cart-gift-cards">
      <form onSubmit={(e) => void apply(e)}>
        <label htmlFor={id}>{t('gcCode')}</label>
        <div className="cart-codes__row">
          <input
            id={id}
            name="giftCardCode"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={failure === 'unknown' || failure === 'empty' ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
          />
          <button type="submit" className="button button--secondary" aria-disabled={pending || busy || !value.trim() ? true : undefined}>
            {pending ? t('gcApplying') : t('gcApply')}
          </button>
        </div>
        <div aria-live="polite">
          {failure ? (
            <p id={errorId} role="alert" className="error">
              {t(FAILURE_KEYS[failure])}
            </p>
          ) : null}
        </div>
      </form>
      {cards.length ? (
        <ul className="cart-codes__list" aria-live="polite">
          {cards.map((card) => (
            <li key={card.id}>
              <span>{t('gcApplied', { last: card.lastCharacters, used: money(card.amountUsed), left: money(card.balanceLeft) })}</span>{' '}
              <button type="button" className="link-button" disabled={pending || busy} onClick={() => void remove(card)} aria-label={t('gcRemove', { last: card.lastCharacters })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
