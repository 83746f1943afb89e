// One subscription as the tab lists it: what, when, where, how much, its
// status and card, and the actions its state allows. A cancelled one shows no next
// shipping or billing date, and when it was cancelled if the service says. A collar's service plan shows
// the plan and its own price per term (the collar was paid with its order), billed from activation on.
import React from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { AddressLines } from '../../components/ui/address-lines';
import { formatDate, formatMoney } from '../../lib/i18n';
import type { PaymentMethod, Subscription, SubscriptionsClient } from '../../lib/subscriptions';
import { nextBillingText, planPriceText } from './service-plan-format';
import { addressLines, cardExpiry, frequencyText, isPaused, messageKeyOf, paymentNotice, scheduleFacts, statusText } from './subscription-format';
import { UpdateLinkButton } from './update-link-button';

/** What a subscription's buttons do: open a dialog, or (resume) ask the service at once. */
export type SubscriptionAction = 'cancel' | 'pause' | 'resume' | 'skip' | 'date';

/** Props of SubscriptionCard. */
export interface SubscriptionCardProps {
  subscription: Subscription;
  /** The card it is paid with, when the payment methods loaded. */
  card: PaymentMethod | null;
  cardsLoaded: boolean;
  /** Sends the card's update link from a payment notice. */
  client: SubscriptionsClient;
  onAction: (action: SubscriptionAction, subscription: Subscription) => void;
}

/** The actions a subscription allows: moving deliveries needs an active autoship one (a paused one resumes instead of pausing); cancelling an active one, or one paused after its payment failed. */
export function allowedActions(s: Subscription): SubscriptionAction[] {
  if (s.status === 'PAUSED') return ['cancel'];
  if (s.status !== 'ACTIVE') return [];
  if (s.kind !== 'autoship') return ['cancel'];
  return ['skip', 'date', isPaused(s) ? 'resume' : 'pause', 'cancel'];
}

const ACTION_KEYS: Record<SubscriptionAction, string> = {
  cancel: 'subCancelButton',
  pause: 'subPauseButton',
  resume: 'subResumeButton',
  skip: 'subSkipButton',
  date: 'subDateButton',
};

/** One subscription with its facts and buttons. */
export function SubscriptionCard({ subscription: s, card, cardsLoaded, client, onAction }: SubscriptionCardProps) {
  const t = useT();
  const { locale } = useSite();
  const day = (iso: string) => formatDate(iso, locale.hreflang);
  const titleId = `subscription-${s.id}-title`;
  const frequency = frequencyText(s.frequency);
  const facts: [string, React.ReactNode][] = [
    [t('subSku'), s.sku ?? t('subNone')],
    [t('subQuantity'), s.quantity],
  ];
  const schedule = scheduleFacts(s);
  if (schedule.nextShipping) facts.push([t('subNextShipping'), s.scheduledAt ? day(s.scheduledAt) : t('subNone')]);
  if (s.kind === 'autoship') facts.push([t('subFrequency'), t(frequency.key, frequency.vars)]);
  const price = formatMoney(s.pricePerItem.amount, s.pricePerItem.currencyCode, locale.priceFormat);
  if (s.kind === 'service') {
    const perTerm = planPriceText(s, price);
    facts.push([t('collarPlan'), s.sellingPlanName], [t('collarPlanPrice'), t(perTerm.key, perTerm.vars)]);
  } else facts.push([t('subPricePerItem'), price]);
  if (schedule.nextBilling) {
    const next = nextBillingText(s, day);
    facts.push([t('subNextBilling'), typeof next === 'string' ? next : t(next.key, next.vars)]);
  }
  const status = statusText(s, day);
  facts.push([t('subStatus'), t(status.key, status.vars)]);
  if (schedule.cancelledAt) facts.push([t('subCancelledOn'), day(schedule.cancelledAt)]);
  if (s.petName) facts.push([t('subPetName'), s.petName]);
  if (s.kind === 'service' && s.lteServiceExpiry) facts.push([t('subLteExpiry'), day(s.lteServiceExpiry)]);
  if (cardsLoaded) {
    facts.push([
      t('subPaymentMethod'),
      card ? (
        <>
          {t('subCard', { brand: card.brand, last4: card.last4, expiry: cardExpiry(card.expiry) })}
          {card.expired ? (
            <>
              {' '}
              <span className="badge">{t('subCardExpired')}</span>
            </>
          ) : null}
        </>
      ) : (
        t('subNoCard')
      ),
    ]);
  }

  return (
    <li className="subscription" aria-labelledby={titleId}>
      <h3 id={titleId}>{s.productTitle}</h3>
      <dl className="order-facts">
        {facts.map(([label, value]) => (
          <React.Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
        <dt>{t('subShippingAddress')}</dt>
        <dd>
          <AddressLines lines={addressLines(s.shippingAddress)} />
        </dd>
      </dl>
      {card?.expired && s.status === 'ACTIVE' ? (
        <p className="form-error" role="note">
          {t(messageKeyOf('invalidCard'))}
        </p>
      ) : null}
      <PaymentNoticeView subscription={s} card={card} client={client} day={day} />
      <div className="subscription__actions button-row">
        {allowedActions(s).map((action) => (
          <button
            // Pause and Resume are one button that changes with the state, so the focus stays on it.
            key={action === 'resume' ? 'pause' : action}
            type="button"
            className={action === 'cancel' ? 'button button--secondary' : 'button'}
            aria-label={t('subActionFor', { action: t(ACTION_KEYS[action]), title: s.productTitle })}
            onClick={() => onAction(action, s)}
          >
            {t(ACTION_KEYS[action])}
          </button>
        ))}
      </div>
    </li>
  );
}

/** A declined renewal (retried or paused) or a card expiring before the next charge, with the card's update link. */
function PaymentNoticeView({ subscription: s, card, client, day }: { subscription: Subscription; card: PaymentMethod | null; client: SubscriptionsClient; day: (iso: string) => string }) {
  const t = useT();
  const notice = paymentNotice(s, card, new Date());
  if (!notice) return null;
  const update = card ? (
    <UpdateLinkButton cardId={card.id} client={client} className="button" text={t('subUpdatePayment')} label={t('subUpdatePaymentFor', { title: s.productTitle })} />
  ) : null;
  if (notice.kind === 'expiring') {
    return (
      <div className="subscription__notice" role="note">
        <p>{t('subCardExpiresSoon', { date: day(notice.billingDate) })}</p>
        {update}
      </div>
    );
  }
  return (
    <div className="subscription__notice form-error" role="note">
      <p>
        <strong>{t('subPaymentFailed')}</strong>{' '}
        {notice.kind === 'retrying' ? t('subPaymentRetryOn', { days: notice.days, date: day(notice.retryAt) }) : t('subPaymentPaused')}
      </p>
      {update}
    </div>
  );
}
