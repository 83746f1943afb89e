// Rules of the Subscriptions tab: the frequency labels, the next-order day check, and
// every service message shown in the spec's English words with a real translation per language.
import { describe, expect, it } from 'vitest';
import { FREQUENCY_LABELS, MESSAGES, SCHEDULE_LIMIT_MESSAGE, type Subscription } from '../../wire/subscriptions';
import { uiSubscriptions } from '../../strings/ui-subscriptions';
import { allowedActions } from '../../src/features/subscriptions/subscription-card';
import { addressLines, cardExpiry, earliestNextDay, frequencyText, isPaused, isValidNextDay, messageKey, paymentNotice, statusKey, statusText } from '../../src/features/subscriptions/subscription-format';
import { LANGUAGES } from '../../wire/vocabulary';
import { formatMessage } from '../../src/lib/i18n/message';
import { messageOf, pageStrings } from '../ui/fixtures';
import { autoship, US_ADDRESS } from './subscription-fixture';

const byKey = new Map(uiSubscriptions.strings.map((s) => [s.key, s]));
const english = (key: string) => byKey.get(key)?.values.en;

const address = US_ADDRESS;
const base = autoship();

describe('frequency labels', () => {
  it('every autoship label reads as its English words', () => {
    for (const [months, label] of Object.entries(FREQUENCY_LABELS)) {
      const text = frequencyText({ unit: 'months', count: Number(months), label });
      expect(english(text.key)).toBe(label);
    }
  });
  it('other frequencies read "Every N Weeks/Months", one week "Weekly"', () => {
    expect(frequencyText({ unit: 'weeks', count: 1, label: '' })).toEqual({ key: 'subFreqWeekly' });
    expect(frequencyText({ unit: 'weeks', count: 2, label: '' })).toEqual({ key: 'subFreqEveryWeeks', vars: { count: 2 } });
    expect(frequencyText({ unit: 'months', count: 5, label: '' })).toEqual({ key: 'subFreqEveryMonths', vars: { count: 5 } });
    const en = pageStrings(Object.fromEntries(uiSubscriptions.strings.map((s) => [s.key, s.values.en])));
    expect(formatMessage(messageOf(en.messages, 'subFreqEveryWeeks'), 'en', { count: 2 })).toBe('Every 2 Weeks');
    expect(formatMessage(messageOf(en.messages, 'subFreqEveryMonths'), 'en', { count: 5 })).toBe('Every 5 Months');
    expect(formatMessage(messageOf(en.messages, 'subFreqEveryMonths'), 'en', { count: 1 })).toBe('Every Month');
  });
});

describe('service messages', () => {
  it('every message of the service has a string with the spec English verbatim and all six languages', () => {
    const shown = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).filter((k) => !/activation|email|plan/i.test(k));
    for (const name of shown) {
      const key = messageKey(MESSAGES[name]);
      expect(english(key), name).toBe(MESSAGES[name]);
      for (const lang of LANGUAGES) expect(byKey.get(key)?.values[lang], `${key} ${lang}`).toBeTruthy();
    }
  });
  it('a pause or skip past the limit says the order cannot move further ahead, in all six languages', () => {
    const key = messageKey(SCHEDULE_LIMIT_MESSAGE);
    expect(key).toBe('subMsgScheduleLimit');
    expect(english(key)).toBe(SCHEDULE_LIMIT_MESSAGE);
    for (const lang of LANGUAGES) expect(byKey.get(key)?.values[lang], lang).toBeTruthy();
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(byKey.get(key)?.values[lang], lang).not.toBe(SCHEDULE_LIMIT_MESSAGE);
  });
  it('an unknown message falls back to the generic failure', () => {
    expect(english(messageKey('socket hang up'))).toBe('We could not complete your request at this time. Please try again later.');
  });
  it('every string of the group is translated into all six languages, not copied from English', () => {
    for (const s of uiSubscriptions.strings) {
      for (const lang of LANGUAGES) expect(s.values[lang], `${s.key} ${lang}`).toBeTruthy();
    }
    const copied = uiSubscriptions.strings.filter((s) => LANGUAGES.every((lang) => s.values[lang] === s.values.en)).map((s) => s.key);
    expect(copied).toEqual([]);
  });
});

describe('next order day', () => {
  const now = new Date('2026-11-23T21:00:00Z');
  it('accepts a real day after today', () => {
    expect(earliestNextDay(now)).toBe('2026-11-24');
    expect(isValidNextDay('2026-11-24', now)).toBe(true);
    expect(isValidNextDay('2027-03-01', now)).toBe(true);
  });
  it('refuses today, past days, impossible days and empty input', () => {
    expect(isValidNextDay('2026-11-23', now)).toBe(false);
    expect(isValidNextDay('2025-01-01', now)).toBe(false);
    expect(isValidNextDay('2027-02-30', now)).toBe(false);
    expect(isValidNextDay('', now)).toBe(false);
    expect(isValidNextDay('next week', now)).toBe(false);
  });
});

describe('what a subscription allows', () => {
  it('an active autoship can be skipped, re-dated, paused and cancelled', () => {
    expect(allowedActions(base)).toEqual(['skip', 'date', 'pause', 'cancel']);
  });
  it('a cancelled subscription offers no cancel (only an active one can be cancelled)', () => {
    expect(allowedActions({ ...base, status: 'CANCELLED' })).toEqual([]);
    expect(allowedActions({ ...base, kind: 'service', status: 'AWAITING_ACTIVATION', scheduledAt: null })).toEqual([]);
  });
  it('a paused autoship offers Resume instead of Pause', () => {
    const paused = { ...base, pausedUntil: '2027-01-23T10:00:00.000Z', scheduledAt: '2027-01-23T10:00:00.000Z' };
    expect(allowedActions(paused)).toEqual(['skip', 'date', 'resume', 'cancel']);
    expect(english('subResumeButton')).toBe('Resume subscription');
  });
  it('an active service plan ships nothing: it can only be cancelled', () => {
    expect(allowedActions({ ...base, kind: 'service', scheduledAt: null })).toEqual(['cancel']);
  });
});

describe('facts', () => {
  it('a paused subscription reads "Paused until {date}", not Active', () => {
    const paused = { ...base, pausedUntil: '2027-01-23T10:00:00.000Z' };
    const day = (iso: string) => iso.slice(0, 10);
    expect(isPaused(paused)).toBe(true);
    expect(statusText(paused, day)).toEqual({ key: 'subPausedUntil', vars: { date: '2027-01-23' } });
    const en = pageStrings(Object.fromEntries(uiSubscriptions.strings.map((s) => [s.key, s.values.en])));
    expect(formatMessage(messageOf(en.messages, 'subPausedUntil'), 'en', { date: 'January 23, 2027' })).toBe('Paused until January 23, 2027');
    expect(statusText(base, day)).toEqual({ key: 'subStatusActive' });
    // A cancelled one is cancelled whatever pause it had.
    expect(isPaused({ ...paused, status: 'CANCELLED' })).toBe(false);
  });
  it('statuses, card expiry and address lines', () => {
    expect(english(statusKey('CANCELLED'))).toBe('Cancelled');
    expect(cardExpiry({ month: 3, year: 2029 })).toBe('03/2029');
    expect(addressLines(address)).toEqual(['Kit Fern', '2 Pine St', 'Boulder CO 80301', 'United States']);
  });
});

describe('paymentNotice', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const card = (month: number, year: number) => ({ expiry: { month, year } });
  const sub = (over: Partial<Pick<Subscription, 'status' | 'nextBillingDate' | 'paymentFailure'>> = {}) => ({
    status: 'ACTIVE' as Subscription['status'],
    nextBillingDate: '2026-04-02T09:00:00.000Z',
    paymentFailure: null,
    ...over,
  });

  it('says when a declined renewal is tried again, in whole days from today', () => {
    const failure = { failedAt: '2026-03-09T09:00:00.000Z', nextRetryAt: '2026-03-13T09:00:00.000Z' };
    expect(paymentNotice(sub({ paymentFailure: failure }), card(12, 2030), now)).toEqual({ kind: 'retrying', retryAt: failure.nextRetryAt, days: 3 });
    expect(paymentNotice(sub({ paymentFailure: { ...failure, nextRetryAt: '2026-03-11T01:00:00.000Z' } }), card(12, 2030), now)).toMatchObject({ days: 1 });
    expect(paymentNotice(sub({ paymentFailure: { ...failure, nextRetryAt: '2026-03-10T09:00:00.000Z' } }), card(12, 2030), now)).toMatchObject({ days: 0 });
  });

  it('says a subscription paused after its last retry is paused', () => {
    expect(paymentNotice(sub({ status: 'PAUSED', paymentFailure: { failedAt: '2026-03-01T00:00:00.000Z', nextRetryAt: null } }), card(12, 2030), now)).toEqual({ kind: 'paused' });
  });

  it('flags a card that expires before the next billing date, and only then', () => {
    // Good through the end of March: billed on 2 April, it will have expired.
    expect(paymentNotice(sub(), card(3, 2026), now)).toEqual({ kind: 'expiring', billingDate: '2026-04-02T09:00:00.000Z' });
    expect(paymentNotice(sub(), card(4, 2026), now)).toBeNull();
    // Expired already: the expired marker says so, not this notice.
    expect(paymentNotice(sub(), card(2, 2026), now)).toBeNull();
    expect(paymentNotice(sub({ status: 'CANCELLED' }), card(3, 2026), now)).toBeNull();
    expect(paymentNotice(sub(), null, now)).toBeNull();
  });
});

describe('the retry notice', () => {
  it('reads today, tomorrow and in n days in every language, with the plural each needs', () => {
    const retry = uiSubscriptions.strings.find((s) => s.key === 'subPaymentRetryOn')!;
    const say = (lang: string, days: number) =>
      formatMessage(messageOf(pageStrings({ subPaymentRetryOn: retry.values[lang as keyof typeof retry.values]! }, lang).messages, 'subPaymentRetryOn'), lang, { days, date: 'D' });
    expect([0, 1, 2, 3].map((d) => say('en', d))).toEqual([
      'We will try again today, on D. Update your payment method to keep your subscription going.',
      'We will try again tomorrow, on D. Update your payment method to keep your subscription going.',
      'We will try again in 2 days, on D. Update your payment method to keep your subscription going.',
      'We will try again in 3 days, on D. Update your payment method to keep your subscription going.',
    ]);
    expect(say('fr', 7)).toContain('dans 7 jours');
    expect(say('de', 1)).toContain('morgen');
    for (const lang of LANGUAGES) for (const d of [0, 1, 2, 7]) expect(say(lang, d)).not.toMatch(/[{}#]/);
  });
});
