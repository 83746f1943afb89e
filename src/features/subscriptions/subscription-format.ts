// Pure rules of the Subscriptions tab: which UI string names a frequency, a status or a service
// message, how a card expiry and an address read, and which days a next order may move to.
import { FREQUENCY_LABELS, MESSAGES, nextDateRequestSchema, SCHEDULE_LIMIT_MESSAGE } from '../../../wire/subscriptions';
import type { Subscription } from '../../lib/subscriptions';

/** A UI string key with its placeholder values. */
export interface TextRef {
  key: string;
  vars?: Record<string, string | number>;
}

const FREQUENCY_KEYS: Record<string, string> = {
  Monthly: 'subFreqMonthly',
  'Bi-Monthly': 'subFreqBiMonthly',
  Quarterly: 'subFreqQuarterly',
  'Every 4 Months': 'subFreqEvery4Months',
  'Semi-Annually': 'subFreqSemiAnnually',
  Yearly: 'subFreqYearly',
};

/** The autoship label of a frequency, else "Every N Weeks/Months" (Weekly for one week). */
export function frequencyText(frequency: Subscription['frequency']): TextRef {
  const { unit, count } = frequency;
  const label = unit === 'months' ? FREQUENCY_LABELS[count] : undefined;
  const labelKey = label === undefined ? undefined : FREQUENCY_KEYS[label];
  if (labelKey) return { key: labelKey };
  if (unit === 'weeks') return count === 1 ? { key: 'subFreqWeekly' } : { key: 'subFreqEveryWeeks', vars: { count } };
  return { key: 'subFreqEveryMonths', vars: { count } };
}

const STATUS_KEYS: Record<Subscription['status'], string> = {
  ACTIVE: 'subStatusActive',
  AWAITING_ACTIVATION: 'subStatusAwaitingActivation',
  PAUSED: 'subStatusPaused',
  CANCELLED: 'subStatusCancelled',
};

/** Which dates a subscription's facts show. */
export interface ScheduleFacts {
  /** The next shipping date (autoship that still ships). */
  nextShipping: boolean;
  /** The next billing date (anything that still renews). */
  nextBilling: boolean;
  /** When it was cancelled, when cancelled and the service says. */
  cancelledAt: string | null;
}

/** A cancelled subscription neither ships nor bills again: it shows when it was cancelled instead. */
export function scheduleFacts(s: Pick<Subscription, 'kind' | 'status' | 'cancelledAt'>): ScheduleFacts {
  if (s.status === 'CANCELLED') return { nextShipping: false, nextBilling: false, cancelledAt: s.cancelledAt ?? null };
  return { nextShipping: s.kind === 'autoship', nextBilling: true, cancelledAt: null };
}

/** The UI string of a subscription status. */
export function statusKey(status: Subscription['status']): string {
  return STATUS_KEYS[status];
}

/** Whether a subscription is paused: active, with a pause in force. */
export function isPaused(s: Pick<Subscription, 'status' | 'pausedUntil'>): s is Pick<Subscription, 'status'> & { pausedUntil: string } {
  return s.status === 'ACTIVE' && Boolean(s.pausedUntil);
}

/** How a subscription's status reads: "Paused until {date}" while paused (`day` formats the date), else its status. */
export function statusText(s: Pick<Subscription, 'status' | 'pausedUntil'>, day: (iso: string) => string): TextRef {
  return isPaused(s) ? { key: 'subPausedUntil', vars: { date: day(s.pausedUntil) } } : { key: statusKey(s.status) };
}

/** What a subscription's payment needs to say: a declined renewal (tried again on a day, or paused), a card that expires before the next charge, or nothing. */
export type PaymentNotice = { kind: 'retrying'; retryAt: string; days: number } | { kind: 'paused' } | { kind: 'expiring'; billingDate: string } | null;

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * The payment notice of a subscription at `now`: a declined renewal first; else, for one that still
 * bills, a card (good through the last day of its expiry month) that expires before its next billing date.
 */
export function paymentNotice(
  s: Pick<Subscription, 'status' | 'nextBillingDate' | 'paymentFailure'>,
  card: { expiry: { month: number; year: number } } | null,
  now: Date,
): PaymentNotice {
  const failure = s.paymentFailure;
  if (failure && s.status === 'PAUSED') return { kind: 'paused' };
  if (failure && s.status === 'ACTIVE' && failure.nextRetryAt) {
    const days = Math.max(0, Math.round((utcDay(new Date(failure.nextRetryAt)) - utcDay(now)) / DAY_MS));
    return { kind: 'retrying', retryAt: failure.nextRetryAt, days };
  }
  if (s.status !== 'ACTIVE' || !s.nextBillingDate || !card) return null;
  const goodUntil = Date.UTC(card.expiry.year, card.expiry.month, 1);
  // An expired card has its own marker; this one is still good today.
  if (goodUntil <= now.getTime()) return null;
  return goodUntil <= new Date(s.nextBillingDate).getTime() ? { kind: 'expiring', billingDate: s.nextBillingDate } : null;
}

// Spec message (English, as the door answers it) → its translated UI string; the schedule-limit answer too.
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(MESSAGES).map(([name, text]): [string, string] => [text, `subMsg${name.charAt(0).toUpperCase()}${name.slice(1)}`]),
  [SCHEDULE_LIMIT_MESSAGE, 'subMsgScheduleLimit'],
]);

/** The UI string of a service message; an unknown text falls back to the generic failure. */
export function messageKey(message: string): string {
  return MESSAGE_KEYS.get(message) ?? 'subMsgGeneric';
}

/** The UI string of one of the spec's messages by its wire name. */
export function messageKeyOf(name: keyof typeof MESSAGES): string {
  return messageKey(MESSAGES[name]);
}

/** A card expiry as MM/YYYY. */
export function cardExpiry(expiry: { month: number; year: number }): string {
  return `${String(expiry.month).padStart(2, '0')}/${expiry.year}`;
}

/** The lines of a shipping or billing address, empty parts left out. */
export function addressLines(a: Subscription['shippingAddress']): string[] {
  return [`${a.firstName} ${a.lastName}`.trim(), a.address1, a.address2, [a.city, a.province, a.zip].filter(Boolean).join(' '), a.country].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

/** The calendar day (YYYY-MM-DD, UTC) of an instant. */
export function dayOf(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The day after `now` (YYYY-MM-DD, UTC): the earliest day a next order may move to. */
export function earliestNextDay(now: Date): string {
  return dayOf(new Date(now.getTime() + 86_400_000));
}

/**
 * Whether a typed next-order day can be sent: a real calendar day after today. The service also
 * refuses days too far ahead; its answer carries the same message.
 */
export function isValidNextDay(value: string, now: Date): boolean {
  if (!nextDateRequestSchema.safeParse({ date: value }).success) return false;
  return value >= earliestNextDay(now);
}
