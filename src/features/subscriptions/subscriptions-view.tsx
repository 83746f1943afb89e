// The account's Subscriptions tab: the customer's subscriptions with
// their dialogs, and payment methods. A failed load shows an empty list, a plain message and a retry.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { useSite, useT } from '../../components/site/site-provider';
import { formatDate } from '../../lib/i18n';
import { localizePath } from '../../lib/paths';
import type { Subscription } from '../../lib/subscriptions';
import { CollarActivation } from './collar-activation';
import { PaymentMethods } from './payment-methods';
import { SubscriptionCard, type SubscriptionAction } from './subscription-card';
import { CancelForm, NextDateForm, PauseForm, SkipForm } from './subscription-dialogs';
import { messageKey, messageKeyOf } from './subscription-format';
import { useSubscriptionsClient, useSubscriptionsData } from './use-subscriptions';

type DialogAction = Exclude<SubscriptionAction, 'resume'>;
type Open = { action: DialogAction; subscription: Subscription } | null;
/** The last change's confirmation, or its failure. */
type Notice = { lines: string[]; failed?: boolean } | null;

const TITLE_KEYS: Record<DialogAction, string> = { cancel: 'subCancelTitle', pause: 'subPauseTitle', skip: 'subSkipTitle', date: 'subDateTitle' };

/** The Subscriptions tab. */
export function SubscriptionsView() {
  const t = useT();
  const { locale } = useSite();
  const client = useSubscriptionsClient();
  const { list, cards, reload, refresh, replace } = useSubscriptionsData(client);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resuming = useRef(false);
  const day = (iso: string) => formatDate(iso, locale.hreflang);
  const close = useCallback(() => setOpen(null), []);

  // After a change the dialog closes and focus goes back to its button; when that button is gone
  // (a cancelled subscription has none) the confirmation takes the focus instead.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) noticeRef.current?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const done = (subscription: Subscription, lines: string[]) => {
    replace(subscription);
    setNotice({ lines });
    setOpen(null);
  };

  // Resume needs no choice, so it asks the service at once; the button keeps the focus and becomes Pause.
  const resume = async (subscription: Subscription) => {
    if (resuming.current) return;
    resuming.current = true;
    const r = await client.resume(subscription.id);
    resuming.current = false;
    if (r.ok) done(r.value.subscription, [t('subResumed'), t('subDateSaved', { date: day(r.value.nextDate) })]);
    else {
      setNotice({ lines: [t(messageKey(r.failure.message))], failed: true });
      if (r.failure.code === 'NOT_ACTIVE' || r.failure.code === 'NOT_PAUSED' || r.failure.code === 'NOT_FOUND') void refresh();
    }
  };

  const onAction = (action: SubscriptionAction, subscription: Subscription) => {
    setNotice(null);
    if (action === 'resume') void resume(subscription);
    else setOpen({ action, subscription });
  };

  if (list.state === 'loading') return <p role="status">{t('subLoading')}</p>;

  const subscriptions = list.state === 'ready' ? list.subscriptions : [];
  const cardOf = (s: Subscription) => (cards.state === 'ready' ? (cards.cards.find((c) => c.id === s.paymentMethodId) ?? null) : null);
  const current = open?.subscription;

  return (
    <div className="subscriptions">
      <CollarActivation onActivated={() => void refresh()} />
      <div ref={noticeRef} tabIndex={-1} aria-live="polite">
        {notice ? (
          <div role={notice.failed ? 'alert' : 'status'} className={notice.failed ? 'form-error' : 'form-success'}>
            {notice.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
      <section aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">{t('subListLabel')}</h2>
        {list.state === 'error' ? (
          <div role="alert" className="form-error">
            {t('subLoadFailed')}{' '}
            <button type="button" className="button" onClick={() => void reload()}>
              {t('subTryAgain')}
            </button>
          </div>
        ) : null}
        {list.state === 'ready' && subscriptions.length === 0 ? (
          <p>
            {t('subEmpty')} <a href={localizePath(locale.urlPath, '/')}>{t('subShop')}</a>
          </p>
        ) : null}
        <ul className="subscription-list" aria-labelledby="subscriptions-heading">
          {subscriptions.map((s) => (
            <SubscriptionCard key={s.id} subscription={s} card={cardOf(s)} cardsLoaded={cards.state === 'ready'} client={client} onAction={onAction} />
          ))}
        </ul>
      </section>
      {list.state === 'ready' ? <PaymentMethods cards={cards} subscriptions={subscriptions} client={client} onRetry={() => void reload()} /> : null}

      <Modal open={open !== null} onClose={close} title={open ? t(TITLE_KEYS[open.action]) : ''} closeLabel={t('subClose')}>
        {current && open?.action === 'cancel' ? (
          <CancelForm
            subscription={current}
            onClose={close}
            onPauseInstead={current.kind === 'autoship' ? () => setOpen({ action: 'pause', subscription: current }) : undefined}
            onSubmit={async (input) => {
              const r = await client.cancel(current.id, input);
              if (r.ok) done(r.value.subscription, [t(messageKeyOf('cancelled'))]);
              else if (r.failure.code === 'NOT_ACTIVE' || r.failure.code === 'NOT_FOUND') void refresh();
              return r;
            }}
          />
        ) : null}
        {current && open?.action === 'pause' ? (
          <PauseForm
            onClose={close}
            onSubmit={async (duration) => {
              const r = await client.pause(current.id, duration);
              if (r.ok) done(r.value.subscription, [t(messageKeyOf('paused')), t('subPauseMoved', { from: day(r.value.previousDate), to: day(r.value.newDate) })]);
              return r;
            }}
          />
        ) : null}
        {current && open?.action === 'skip' ? (
          <SkipForm
            subscription={current}
            onClose={close}
            onSubmit={async () => {
              const r = await client.skipNext(current.id);
              if (r.ok) done(r.value.subscription, [t('subSkipped', { from: day(r.value.skippedDate), to: day(r.value.nextDate) })]);
              return r;
            }}
          />
        ) : null}
        {current && open?.action === 'date' ? (
          <NextDateForm
            subscription={current}
            onClose={close}
            onSubmit={async (date) => {
              const r = await client.setNextDate(current.id, date);
              if (r.ok) done(r.value, [t('subDateSaved', { date: r.value.scheduledAt ? day(r.value.scheduledAt) : date })]);
              return r;
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
