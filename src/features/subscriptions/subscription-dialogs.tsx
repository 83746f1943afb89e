// The forms inside the subscription dialogs: cancel with a reason and feedback, pause for
// 1 week / 1 month / 3 months, skip the next order after a confirmation, a new next delivery date.
// Each keeps what was chosen and shows the service's message when the call fails.
import React, { useId, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatDate } from '../../lib/i18n';
import type { Subscription, SubscriptionsResult } from '../../lib/subscriptions';
import { maxLengths } from '../../lib/forms/max-length';
import { CANCEL_REASONS, cancelRequestSchema, PAUSE_DURATIONS, type CancelRequest, type PauseRequest } from '../../../wire/subscriptions';
import { dayOf, earliestNextDay, isValidNextDay, messageKey, messageKeyOf } from './subscription-format';

/** What a dialog's form runs: the door call; the view handles success. */
export type Submit<T> = (value: T) => Promise<SubscriptionsResult<unknown>>;

const REASON_KEYS: Record<CancelRequest['reason'], string> = {
  'no-longer-use': 'subReasonNoLongerUse',
  'too-expensive': 'subReasonTooExpensive',
  'another-company': 'subReasonAnotherCompany',
  'more-than-needed': 'subReasonMoreThanNeeded',
  other: 'subReasonOther',
};
const CANCEL_MAX = maxLengths(cancelRequestSchema);
const PAUSE_KEYS: Record<PauseRequest['duration'], string> = { '1-week': 'subPause1Week', '1-month': 'subPause1Month', '3-months': 'subPause3Months' };

/** Runs a submit and keeps its failure message (translated) while the dialog stays open. */
function useSubmit<T>(submit: Submit<T>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(value: T) {
    setBusy(true);
    setError(null);
    const result = await submit(value);
    setBusy(false);
    if (!result.ok) setError(messageKey(result.failure.message));
  }
  return { busy, error, setError, run };
}

function Actions({ busy, label, onClose, dismiss = 'subBack' }: { busy: boolean; label: string; onClose: () => void; dismiss?: string }) {
  const t = useT();
  return (
    <p className="button-row">
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('subWorking') : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t(dismiss)}
      </button>
    </p>
  );
}

function Failure({ messageKey: key }: { messageKey: string | null }) {
  const t = useT();
  return <div aria-live="assertive">{key ? <p role="alert" className="form-error">{t(key)}</p> : null}</div>;
}

/** Cancel: a reason (required), optional feedback, and the offer to pause instead. */
export function CancelForm({ subscription, onSubmit, onClose, onPauseInstead }: { subscription: Subscription; onSubmit: Submit<CancelRequest>; onClose: () => void; onPauseInstead?: () => void }) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<CancelRequest['reason'] | ''>('');
  const [feedback, setFeedback] = useState('');
  const { busy, error, setError, run } = useSubmit(onSubmit);
  return (
    <form
      noValidate
      aria-label={t('subCancelTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason) return setError('subChooseReason');
        void run({ reason, feedback: feedback.trim() });
      }}
    >
      <p>{subscription.productTitle}</p>
      <fieldset aria-describedby={error === 'subChooseReason' ? `${id}-error` : undefined}>
        <legend>{t('subCancelReason')}</legend>
        {(Object.keys(CANCEL_REASONS) as CancelRequest['reason'][]).map((r) => (
          <div key={r} className="form-field form-field--inline">
            <input type="radio" id={`${id}-${r}`} name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            <label htmlFor={`${id}-${r}`}>{t(REASON_KEYS[r])}</label>
          </div>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-feedback`}>{t('subFeedback')}</label>
        <textarea id={`${id}-feedback`} rows={3} maxLength={CANCEL_MAX.feedback} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      </div>
      <div id={`${id}-error`}>
        <Failure messageKey={error} />
      </div>
      {onPauseInstead ? (
        <p className="note">
          {t('subPauseInstead')}{' '}
          <button type="button" className="link-button" onClick={onPauseInstead}>
            {t('subPauseButton')}
          </button>
        </p>
      ) : null}
      <Actions busy={busy} label={t('subCancelButton')} onClose={onClose} dismiss="subKeep" />
    </form>
  );
}

/** Pause for one of the spec's durations. */
export function PauseForm({ onSubmit, onClose }: { onSubmit: Submit<PauseRequest['duration']>; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const [duration, setDuration] = useState<PauseRequest['duration']>('1-month');
  const { busy, error, run } = useSubmit(onSubmit);
  return (
    <form noValidate aria-label={t('subPauseTitle')} onSubmit={(e) => (e.preventDefault(), void run(duration))}>
      <fieldset>
        <legend>{t('subPauseFor')}</legend>
        {(Object.keys(PAUSE_DURATIONS) as PauseRequest['duration'][]).map((d) => (
          <div key={d} className="form-field form-field--inline">
            <input type="radio" id={`${id}-${d}`} name="duration" value={d} checked={duration === d} onChange={() => setDuration(d)} />
            <label htmlFor={`${id}-${d}`}>{t(PAUSE_KEYS[d])}</label>
          </div>
        ))}
      </fieldset>
      <Failure messageKey={error} />
      <Actions busy={busy} label={t('subPauseConfirm')} onClose={onClose} />
    </form>
  );
}

/** Skip: says which order goes, then asks for the confirmation. */
export function SkipForm({ subscription, onSubmit, onClose }: { subscription: Subscription; onSubmit: Submit<void>; onClose: () => void }) {
  const t = useT();
  const { locale } = useSite();
  const { busy, error, run } = useSubmit(onSubmit);
  return (
    <form noValidate aria-label={t('subSkipTitle')} onSubmit={(e) => (e.preventDefault(), void run(undefined))}>
      <p>{t('subSkipQuestion', { date: subscription.scheduledAt ? formatDate(subscription.scheduledAt, locale.hreflang) : '' })}</p>
      <Failure messageKey={error} />
      <Actions busy={busy} label={t('subSkipConfirm')} onClose={onClose} />
    </form>
  );
}

/** A new next delivery date: a real day after today here, the service checks the rest. */
export function NextDateForm({ subscription, onSubmit, onClose }: { subscription: Subscription; onSubmit: Submit<string>; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const [date, setDate] = useState(subscription.scheduledAt ? dayOf(subscription.scheduledAt) : '');
  const { busy, error, setError, run } = useSubmit(onSubmit);
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      aria-label={t('subDateTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!isValidNextDay(date, new Date())) return setError(messageKeyOf('invalidNextDate'));
        void run(date);
      }}
    >
      <div className="form-field">
        <label htmlFor={`${id}-date`}>{t('subDateLabel')}</label>
        <input
          id={`${id}-date`}
          type="date"
          min={earliestNextDay(new Date())}
          value={date}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <div id={errorId}>
        <Failure messageKey={error} />
      </div>
      <Actions busy={busy} label={t('subDateSave')} onClose={onClose} />
    </form>
  );
}
