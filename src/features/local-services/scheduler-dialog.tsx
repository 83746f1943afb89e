// Consultation scheduler: In-Home or Virtual; personal
// details → dealer → appointment slot → confirmation, with the outcomes success, existing-account
// notice, no dealers, no appointments, slot taken and error in the spec's words. Entered data stays
// when a step fails.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSite, useT } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import { bookConsultation, dealersForConsultation, loadSlots, type Appointment, type Dealer, type FieldMessage, type Slot } from '../../lib/services';
import { maxLengths } from '../../lib/forms/max-length';
import { bookingRequestSchema, SERVICE_MESSAGES } from '../../../wire/services';
import { DealerDetails } from './dealer-card';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { useServiceField } from './service-field';
import type { ServiceDialogProps } from './local-services-panel';
import { serviceKey, serviceText } from './service-text';
import { BookingFailedNotice, StepFailedNotice, typeInSentence } from './scheduler-notices';
import { servicesConfig } from './services-config';

const detailsSchema = bookingRequestSchema.pick({ type: true, firstName: true, lastName: true, email: true, phone: true, address: true, postalCode: true, referralCode: true, website: true });
const DETAILS_MAX = maxLengths(detailsSchema);
type DetailsInput = z.input<typeof detailsSchema>;
type Details = z.output<typeof detailsSchema>;

type Step =
  | { name: 'details' }
  | { name: 'dealer'; status: 'loading' | 'ready' | 'no-dealers' | 'error'; dealers: Dealer[] }
  | { name: 'slot'; dealer: Dealer; status: 'loading' | 'ready' | 'no-appointments' | 'error'; slots: Slot[]; timezone: string }
  | { name: 'done'; dealer: Dealer; appointment: Appointment; existingAccount: boolean };

const STEP_NUMBER = { details: 1, dealer: 2, slot: 3, done: 4 } as const;
const STEP_NAME = { details: 'lsStepDetails', dealer: 'lsStepDealer', slot: 'lsStepSlot', done: 'lsStepConfirmation' } as const;

/** The referral code a friend's share link carries (`?referral=`), if it looks like one. */
function referralFromAddress(): string {
  if (typeof window === 'undefined') return '';
  const code = new URLSearchParams(window.location.search).get('referral') ?? '';
  return /^[A-Za-z0-9-]{4,24}$/.test(code) ? code.toUpperCase() : '';
}

/** The scheduler dialog. */
export default function SchedulerDialog({ onClose }: ServiceDialogProps) {
  const site = useSite();
  const t = useT();
  const id = useId();
  const config = servicesConfig(site);
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [details, setDetails] = useState<Details | null>(null);
  const [dealerId, setDealerId] = useState('');
  const [dealerError, setDealerError] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [slotErrors, setSlotErrors] = useState<{ date?: string; time?: string }>({});
  const [booking, setBooking] = useState(false);
  const [bookingNotice, setBookingNotice] = useState<{ kind: 'taken' | 'invalid' | 'error'; fields?: FieldMessage[] } | null>(null);
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { type: 'In-Home', firstName: '', lastName: '', email: '', phone: '', address: '', postalCode: '', referralCode: referralFromAddress(), website: '' },
  });

  const findDealersFor = async (values: Details) => {
    setStep({ name: 'dealer', status: 'loading', dealers: [] });
    const found = await dealersForConsultation(config, values.postalCode);
    if (found.outcome === 'invalid') {
      setStep({ name: 'details' });
      for (const f of found.fields) form.setError(f.field as keyof DetailsInput, { message: f.message }, { shouldFocus: true });
      return;
    }
    if (found.outcome === 'error') return setStep({ name: 'dealer', status: 'error', dealers: [] });
    const offering = found.outcome === 'dealers' ? found.dealers.filter((d) => d.consultationTypes.includes(values.type)) : [];
    setStep({ name: 'dealer', status: offering.length ? 'ready' : 'no-dealers', dealers: offering });
    if (!offering.some((d) => d.id === dealerId)) setDealerId('');
  };

  const submitDetails = form.handleSubmit(async (values) => {
    setDetails(values);
    await findDealersFor(values);
  });

  const fetchSlots = async (dealer: Dealer) => {
    if (!details) return;
    setStep({ name: 'slot', dealer, status: 'loading', slots: [], timezone: dealer.timezone });
    const found = await loadSlots(config, dealer.id, details.type);
    if (found.outcome === 'slots') {
      setStep({ name: 'slot', dealer, status: 'ready', slots: found.slots, timezone: found.timezone });
      if (!found.slots.some((s) => s.date === date && s.time === time)) {
        setDate((d) => (found.slots.some((s) => s.date === d) ? d : ''));
        setTime('');
      }
    } else {
      setStep({ name: 'slot', dealer, status: found.outcome, slots: [], timezone: dealer.timezone });
    }
  };

  const chooseDealer = (event: React.FormEvent) => {
    event.preventDefault();
    if (step.name !== 'dealer') return;
    const dealer = step.dealers.find((d) => d.id === dealerId);
    if (!dealer) return setDealerError(SERVICE_MESSAGES.dealerRequired);
    setDealerError('');
    void fetchSlots(dealer);
  };

  const book = async (event: React.FormEvent) => {
    event.preventDefault();
    if (step.name !== 'slot' || !details || booking) return;
    const problems = { date: date ? undefined : SERVICE_MESSAGES.dateRequired, time: time ? undefined : SERVICE_MESSAGES.slotInvalid };
    setSlotErrors(problems);
    if (problems.date || problems.time) return;
    setBooking(true);
    setBookingNotice(null);
    const outcome = await bookConsultation(config, { ...details, referralCode: details.referralCode ?? '', dealerId: step.dealer.id, date, time });
    setBooking(false);
    if (outcome.outcome === 'success' || outcome.outcome === 'existing-account') {
      setStep({ name: 'done', dealer: step.dealer, appointment: outcome.appointment, existingAccount: outcome.outcome === 'existing-account' });
      return;
    }
    if (outcome.outcome === 'slot-taken') {
      setBookingNotice({ kind: 'taken' });
      await fetchSlots(step.dealer);
      return;
    }
    setBookingNotice(outcome.outcome === 'invalid' ? { kind: 'invalid', fields: outcome.fields } : { kind: 'error' });
  };

  const typeLabel = (type: string) => t(type === 'Virtual' ? 'lsTypeVirtual' : 'lsTypeInHome');
  const field = useServiceField(form, id, DETAILS_MAX);

  const dates = step.name === 'slot' ? [...new Set(step.slots.map((s) => s.date))] : [];
  const times = step.name === 'slot' ? step.slots.filter((s) => s.date === date) : [];
  const dateLabel = (iso: string) => new Intl.DateTimeFormat(site.locale.priceFormat, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  // The slot's local clock time in the page's convention: `9:00 AM` in the US, `09 h 00` in French Canada.
  const timeLabel = (hhmm: string) => new Intl.DateTimeFormat(site.locale.priceFormat, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`1970-01-01T${hhmm}:00Z`));

  return (
    <Modal open onClose={onClose} title={t('lsSchedulerTitle')} closeLabel={t('lsClose')} className="service-dialog">
      <p className="note" aria-live="polite">
        {t('lsStep', { step: STEP_NUMBER[step.name], name: t(STEP_NAME[step.name]) })}
      </p>

      {step.name === 'details' ? (
        <form onSubmit={submitDetails} noValidate aria-label={t('lsStepDetails')}>
          <fieldset>
            <legend>{t('lsType')}</legend>
            {(['In-Home', 'Virtual'] as const).map((type) => (
              <label key={type} className="choice">
                <input type="radio" value={type} {...form.register('type')} />
                {typeLabel(type)}
              </label>
            ))}
          </fieldset>
          {field('firstName', 'lsFirstName', 'given-name')}
          {field('lastName', 'lsLastName', 'family-name')}
          {field('email', 'lsEmail', 'email', 'email')}
          {field('phone', 'lsPhoneNumber', 'tel', 'tel')}
          {field('address', 'lsAddress', 'street-address')}
          {field('postalCode', 'lsPostalCode', 'postal-code')}
          {field('referralCode', 'lsReferralCode', 'off')}
          <HoneypotField id={`${id}-website`} {...form.register('website')} />
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {t('lsContinue')}
          </button>
        </form>
      ) : null}

      {step.name === 'dealer' ? (
        <form onSubmit={chooseDealer} noValidate aria-label={t('lsStepDealer')}>
          {step.status === 'loading' ? <p role="status">{t('lsFindingDealers')}</p> : null}
          {step.status === 'no-dealers' ? <p role="alert">{t(serviceKey('noDealers'))}</p> : null}
          {step.status === 'error' ? <StepFailedNotice t={t} message="schedulingFailed" onRetry={() => details && void findDealersFor(details)} /> : null}
          {step.status === 'ready' ? (
            <fieldset aria-describedby={dealerError ? `${id}-dealer-error` : undefined}>
              <legend>{t('lsDealer')}</legend>
              {step.dealers.map((dealer) => (
                <div key={dealer.id} className="card">
                  <label className="choice">
                    <input type="radio" name={`${id}-dealer`} value={dealer.id} checked={dealerId === dealer.id} onChange={() => setDealerId(dealer.id)} />
                    {dealer.name} ({dealer.city}, {dealer.region})
                  </label>
                  <DealerDetails dealer={dealer} t={t} />
                </div>
              ))}
              {dealerError ? (
                <p id={`${id}-dealer-error`} className="error" role="alert">
                  {serviceText(t, dealerError)}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <button type="button" className="button button--secondary" onClick={() => setStep({ name: 'details' })}>
            {t('lsBack')}
          </button>{' '}
          {step.status === 'ready' ? (
            <button type="submit" className="button">
              {t('lsContinue')}
            </button>
          ) : null}
        </form>
      ) : null}

      {step.name === 'slot' ? (
        <form onSubmit={(e) => void book(e)} noValidate aria-label={t('lsStepSlot')} aria-busy={booking}>
          <p>{step.dealer.name}</p>
          {bookingNotice?.kind === 'taken' ? (
            <p role="alert" className="error">
              {t(serviceKey('slotTaken'))}
            </p>
          ) : null}
          {bookingNotice?.kind === 'invalid' ? (
            <ul role="alert" className="error">
              {(bookingNotice.fields ?? []).map((f) => (
                <li key={f.field}>{serviceText(t, f.message)}</li>
              ))}
            </ul>
          ) : null}
          {bookingNotice?.kind === 'error' ? <BookingFailedNotice t={t} appointmentType={typeInSentence(t, details?.type ?? 'In-Home', 'appointment')} dealer={step.dealer} /> : null}
          {step.status === 'loading' ? <p role="status">{t('lsLoadingSlots')}</p> : null}
          {step.status === 'no-appointments' ? <p role="alert">{t('lsNoAppointments')}</p> : null}
          {step.status === 'error' ? <StepFailedNotice t={t} message="appointmentsError" onRetry={() => void fetchSlots(step.dealer)} /> : null}
          {step.status === 'ready' ? (
            <fieldset>
              <legend>{t('lsStepSlot')}</legend>
              <div className="field">
                <label htmlFor={`${id}-date`}>{t('lsDate')}</label>
                <select
                  id={`${id}-date`}
                  value={date}
                  aria-invalid={slotErrors.date ? true : undefined}
                  aria-describedby={slotErrors.date ? `${id}-date-error` : undefined}
                  onChange={(e) => {
                    setDate(e.target.value);
                    setTime('');
                  }}
                >
                  <option value="">—</option>
                  {dates.map((d) => (
                    <option key={d} value={d}>
                      {dateLabel(d)}
                    </option>
                  ))}
                </select>
                {slotErrors.date ? (
                  <p id={`${id}-date-error`} className="error">
                    {serviceText(t, slotErrors.date)}
                  </p>
                ) : null}
              </div>
              <div className="field">
                <label htmlFor={`${id}-time`}>{t('lsTime', { timezone: step.timezone })}</label>
                <select
                  id={`${id}-time`}
                  value={time}
                  aria-invalid={slotErrors.time ? true : undefined}
                  aria-describedby={slotErrors.time ? `${id}-time-error` : undefined}
                  onChange={(e) => setTime(e.target.value)}
                >
                  <option value="">—</option>
                  {times.map((s) => (
                    <option key={s.startsAt} value={s.time}>
                      {timeLabel(s.time)}
                    </option>
                  ))}
                </select>
                {slotErrors.time ? (
                  <p id={`${id}-time-error`} className="error">
                    {serviceText(t, slotErrors.time)}
                  </p>
                ) : null}
              </div>
            </fieldset>
          ) : null}
          <button type="button" className="button button--secondary" onClick={() => details && void findDealersFor(details)}>
            {t('lsBack')}
          </button>{' '}
          {step.status === 'ready' ? (
            <button type="submit" className="button" disabled={booking} aria-busy={booking || undefined}>
              {booking ? t('lsBooking') : t('lsBook')}
            </button>
          ) : null}
        </form>
      ) : null}

      {step.name === 'done' ? (
        <div role="status">
          <h3>{t('lsBookedTitle')}</h3>
          <p>
            {t('lsBookedBody', {
              type: typeInSentence(t, step.appointment.type, 'consultation'),
              dealer: step.dealer.name,
              date: dateLabel(step.appointment.date),
              time: timeLabel(step.appointment.time),
              email: details?.email ?? '',
            })}
          </p>
          {step.existingAccount ? <p className="note">{t('lsExistingAccount')}</p> : null}
        </div>
      ) : null}
    </Modal>
  );
}
