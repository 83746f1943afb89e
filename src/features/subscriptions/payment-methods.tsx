// Payment methods: each card with its expiry, an
// expired marker, billing address and the subscriptions it pays for. A card is changed through a
// link the service emails; the door has no call that moves a subscription to another card.
import React from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatDate } from '../../lib/i18n';
import type { PaymentMethod, Subscription, SubscriptionsClient } from '../../lib/subscriptions';
import type { CardsLoad } from './use-subscriptions';
import { AddressLines } from '../../components/ui/address-lines';
import { addressLines, cardExpiry, messageKey, messageKeyOf, statusText } from './subscription-format';
import { UpdateLinkButton } from './update-link-button';

/** Props of PaymentMethods. */
export interface PaymentMethodsProps {
  cards: CardsLoad;
  subscriptions: Subscription[];
  client: SubscriptionsClient;
  onRetry: () => void;
}

/** The customer's cards. */
export function PaymentMethods({ cards, subscriptions, client, onRetry }: PaymentMethodsProps) {
  const t = useT();
  return (
    <section aria-labelledby="payment-methods-heading" className="payment-methods">
      <h2 id="payment-methods-heading">{t('subPaymentHeading')}</h2>
      {cards.state === 'loading' ? <p role="status">{t('subPaymentLoading')}</p> : null}
      {cards.state === 'error' ? (
        <div role="alert" className="form-error">
          {t(messageKey(cards.message))}{' '}
          <button type="button" className="button" onClick={onRetry}>
            {t('subPaymentRetry')}
          </button>
        </div>
      ) : null}
      {cards.state === 'ready' && cards.cards.length === 0 ? <p>{t('subPaymentEmpty')}</p> : null}
      {cards.state === 'ready' && cards.cards.length ? (
        <>
          <p className="note">{t('subUpdateNote')}</p>
          <ul className="address-list">
            {cards.cards.map((card) => (
              <CardItem key={card.id} card={card} subscriptions={subscriptions} client={client} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function CardItem({ card, subscriptions, client }: { card: PaymentMethod; subscriptions: Subscription[]; client: SubscriptionsClient }) {
  const t = useT();
  const { locale } = useSite();
  const day = (iso: string) => formatDate(iso, locale.hreflang);
  const status = (s: Subscription) => statusText(s, day);
  const label = t('subCard', { brand: card.brand, last4: card.last4, expiry: cardExpiry(card.expiry) });
  const usedBy = subscriptions.filter((s) => card.subscriptionIds.includes(s.id));
  const headingId = `card-${card.id}-title`;

  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>
        {label}
        {card.expired ? (
          <>
            {' '}
            <span className="badge">{t('subCardExpired')}</span>
          </>
        ) : null}
      </h3>
      {card.expired && usedBy.some((s) => s.status === 'ACTIVE') ? <p className="form-error">{t(messageKeyOf('invalidCard'))}</p> : null}
      <dl className="order-facts">
        <dt>{t('subBillingAddress')}</dt>
        <dd>
          <AddressLines lines={addressLines(card.billingAddress)} />
        </dd>
        <dt>{t('subUsedBy')}</dt>
        <dd>
          {usedBy.length ? (
            <ul>
              {usedBy.map((s) => (
                <li key={s.id}>
                  {s.productTitle} · {t(status(s).key, status(s).vars)}
                </li>
              ))}
            </ul>
          ) : (
            t('subUsedByNone')
          )}
        </dd>
      </dl>
      <UpdateLinkButton cardId={card.id} client={client} text={t('subSendLink')} label={t('subSendLinkFor', { card: label })} />
    </li>
  );
}
