// The scheduler's failures in the spec's words: a booking that failed ("We're Sorry", the error
// naming the appointment type, and the dealer to call instead), and a step whose dealers or
// appointments could not be fetched, with a retry.
import React from 'react';
import type { Translate } from '../../components/site/site-provider';
import type { Dealer } from '../../lib/services';
import { serviceKey } from './service-text';

/** A consultation type as it reads inside the failed booking's message (of the appointment) or the booked one (of the consultation). */
export function typeInSentence(t: Translate, type: string, of: 'appointment' | 'consultation'): string {
  const virtual = type === 'Virtual';
  if (of === 'appointment') return t(virtual ? 'lsAppointmentVirtual' : 'lsAppointmentInHome');
  return t(virtual ? 'lsConsultationVirtual' : 'lsConsultationInHome');
}

/** The booking failed: who to call to book instead. */
export function BookingFailedNotice({ t, appointmentType, dealer }: { t: Translate; appointmentType: string; dealer: Pick<Dealer, 'name' | 'phone'> }) {
  return (
    <div role="alert" className="error">
      <h3>{t(serviceKey('schedulerSorry'))}</h3>
      <p>{t(serviceKey('schedulerError'), { appointmentType })}</p>
      <p>{t('lsCallPrompt', { dealer: dealer.name, phone: dealer.phone })}</p>
    </div>
  );
}

/** The dealers ('schedulingFailed') or the appointments ('appointmentsError') could not be fetched. */
export function StepFailedNotice({ t, message, onRetry }: { t: Translate; message: 'schedulingFailed' | 'appointmentsError'; onRetry: () => void }) {
  return (
    <p role="alert" className="error">
      {t(serviceKey(message))}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('lsRetry')}
      </button>
    </p>
  );
}
