// The consultation scheduler's failures say the spec's words: a booking that failed ("We're Sorry",
// "There was an error scheduling your {appointmentType} appointment." and the dealer to call), dealers
// or appointments that could not be fetched, no dealers, a slot taken, and its field checks.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeT } from '../../src/components/site/site-provider';
import { BookingFailedNotice, StepFailedNotice, typeInSentence } from '../../src/features/local-services/scheduler-notices';
import { serviceKey } from '../../src/features/local-services/service-text';
import { uiLocalServices } from '../../strings/ui-local-services';
import { pageStrings } from './fixtures';

const strings = (language: 'en' | 'fr') => Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values[language] ?? '']));
const en = makeT(pageStrings(strings('en'), 'en'));
const fr = makeT(pageStrings(strings('fr'), 'fr'));
const dealer = { name: 'Northside Fence Co', phone: '555-010-0199' };

/** The text a reader gets from server-rendered markup: tags dropped, entities read. */
function text(node: React.ReactElement): string[] {
  return renderToStaticMarkup(node)
    .split(/<[^>]+>/)
    .map((part) => part.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trim())
    .filter(Boolean);
}

describe('scheduler failures', () => {
  it('a failed booking: "We\'re Sorry", the error naming the appointment type, and the dealer to call', () => {
    expect(text(<BookingFailedNotice t={en} appointmentType={typeInSentence(en, 'In-Home', 'appointment')} dealer={dealer} />)).toEqual([
      "We're Sorry",
      'There was an error scheduling your In-Home appointment.',
      'Please call Northside Fence Co at 555-010-0199 to book your appointment.',
    ]);
    expect(text(<BookingFailedNotice t={en} appointmentType={typeInSentence(en, 'Virtual', 'appointment')} dealer={dealer} />)[1]).toBe('There was an error scheduling your Virtual appointment.');
    expect(renderToStaticMarkup(<BookingFailedNotice t={en} appointmentType="In-Home" dealer={dealer} />)).toMatch(/^<div role="alert"/);
  });

  it('dealers that could not be fetched: "Error scheduling appointment. Please contact customer service." with a retry', () => {
    expect(text(<StepFailedNotice t={en} message="schedulingFailed" onRetry={() => undefined} />)).toEqual(['Error scheduling appointment. Please contact customer service.', 'Try again']);
    expect(renderToStaticMarkup(<StepFailedNotice t={en} message="schedulingFailed" onRetry={() => undefined} />)).toMatch(/^<p role="alert"[^>]*>.*<button type="button"/);
  });

  it('appointments that could not be fetched: "Error fetching appointments" with a retry', () => {
    expect(text(<StepFailedNotice t={en} message="appointmentsError" onRetry={() => undefined} />)).toEqual(['Error fetching appointments', 'Try again']);
  });

  it('no dealers, a slot taken and the field checks in the spec\'s words', () => {
    expect(en(serviceKey('noDealers'))).toBe('There are currently no dealers in your region.');
    expect(en(serviceKey('slotTaken'))).toBe("The date and time you've selected is no longer available. Please select a different date or time");
    expect(en(serviceKey('slotInvalid'))).toBe('Please select a valid time slot');
    expect(en(serviceKey('dateRequired'))).toBe('Appointment date is required');
    expect(en(serviceKey('dealerRequired'))).toBe('Dealer selection is required');
    expect(en(serviceKey('addressRequired'))).toBe('Address is required');
  });

  it('a French failed booking agrees the type with "rendez-vous" (masculine), the booked one with "consultation" (feminine)', () => {
    const virtual = text(<BookingFailedNotice t={fr} appointmentType={typeInSentence(fr, 'Virtual', 'appointment')} dealer={dealer} />);
    expect(virtual[1]).toBe("Une erreur s'est produite lors de la prise de votre rendez-vous virtuel.");
    expect(typeInSentence(fr, 'Virtual', 'consultation')).toBe('virtuelle');
    expect(typeInSentence(en, 'Virtual', 'consultation')).toBe('Virtual');
  });

  it('a French page says them in French', () => {
    const booking = text(<BookingFailedNotice t={fr} appointmentType={typeInSentence(fr, 'In-Home', 'appointment')} dealer={dealer} />);
    expect(booking[0]).toBe('Nous sommes désolés');
    expect(booking[1]).toBe("Une erreur s'est produite lors de la prise de votre rendez-vous à domicile.");
    expect(booking[2]).toBe('Veuillez appeler Northside Fence Co au 555-010-0199 pour réserver votre rendez-vous.');
    expect(text(<StepFailedNotice t={fr} message="appointmentsError" onRetry={() => undefined} />)).toEqual(['Erreur lors du chargement des rendez-vous', 'Réessayer']);
  });
});
