// The site's doors of Yardwise's local services (dealer search, scheduler, referral) against the services.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { bookConsultation, dealersForConsultation, enrolReferrer, findDealers, loadSlots, SERVICE_MESSAGES, type ServicesConfig } from '../../src/lib/services';
import { FIELD_LIMITS, REFERRAL_ALREADY_ENROLLED_MESSAGE, TOO_LONG_MESSAGE } from '../../wire/services';
import { dealersPart } from '../../services/src/dealers/part';
import { schedulerPart } from '../../services/src/scheduler/part';
import { referralPart } from '../../services/src/referral/part';
import { useStack } from '../../services/test/harness';
import { contentWithReferralStores } from '../../services/test/referral-fixture';

// Monday 23 November 2026, 10:00 in New York.
// The local services' content with Yardwise's stores, which issue the referral gift cards.
const contentDir = contentWithReferralStores();
const stack = useStack({ twin: { contentDir }, now: '2026-11-23T15:00:00Z', parts: [dealersPart, schedulerPart, referralPart] });
let config: ServicesConfig;

beforeAll(() => {
  config = { baseUrl: stack.url };
});

const person = { firstName: 'Robin', lastName: 'Ashby', email: 'robin.door@example.com', phone: '614-555-0199', address: '12 Elm Row', postalCode: '43215' };

describe('dealer search door', () => {
  it('answers the dealers serving a ZIP', async () => {
    const found = await findDealers(config, '43215');
    expect(found).toMatchObject({ outcome: 'dealers', dealers: [{ id: 'buckeye-pet-fence', companyOwned: true }] });
  });

  it('no dealer: "We\'re sorry" and the spec\'s no-dealer wording', async () => {
    expect(await findDealers(config, '90210')).toEqual({
      outcome: 'no-dealers',
      title: "We're sorry",
      message: "We couldn't find an authorized dealer in that area. Please check the ZIP/postal code you submitted.",
    });
  });

  it('an invalid ZIP is "Please enter a valid ZIP or Postal Code" without a request', async () => {
    expect(await findDealers({ ...config, fetch: () => Promise.reject(new Error('no call expected')) }, '12')).toEqual({ outcome: 'invalid', message: SERVICE_MESSAGES.zipInvalid });
  });

  it('an unreachable service is an error outcome, not a throw', async () => {
    expect((await findDealers({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }, '43215')).outcome).toBe('error');
  });
});

describe('scheduler door', () => {
  it('walks personal details → dealer → slot → confirmation to success', async () => {
    const dealers = await dealersForConsultation(config, '43215');
    if (dealers.outcome !== 'dealers') throw new Error(dealers.outcome);
    const slots = await loadSlots(config, dealers.dealers[0]!.id, 'Virtual');
    if (slots.outcome !== 'slots') throw new Error(slots.outcome);
    const slot = slots.slots[0];
    assert.isDefined(slot, 'slot');
    const booked = await bookConsultation(config, { ...person, type: 'Virtual', date: slot.date, time: slot.time, dealerId: dealers.dealers[0]!.id });
    expect(booked).toMatchObject({ outcome: 'success', appointment: { date: slot.date, time: slot.time, status: 'booked' } });
    const again = await bookConsultation(config, { ...person, email: 'second@example.com', type: 'Virtual', date: slot.date, time: slot.time, dealerId: dealers.dealers[0]!.id });
    expect(again).toEqual({ outcome: 'slot-taken', message: SERVICE_MESSAGES.slotTaken });
  });

  it('no dealers and no appointments are outcomes of their own', async () => {
    expect(await dealersForConsultation(config, '90210')).toEqual({ outcome: 'no-dealers', message: SERVICE_MESSAGES.noDealers });
    expect(await loadSlots(config, 'lone-star-containment', 'Virtual')).toEqual({ outcome: 'no-appointments' });
    expect(await loadSlots(config, 'nobody', 'Virtual')).toEqual({ outcome: 'error', message: SERVICE_MESSAGES.appointmentsError });
  });

  it('invalid fields come back with the spec messages per field', async () => {
    const booked = await bookConsultation(config, { ...person, type: 'In-Home', date: '', time: '', address: '', dealerId: '' });
    expect(booked.outcome).toBe('invalid');
    if (booked.outcome !== 'invalid') return;
    expect(booked.fields).toEqual(
      expect.arrayContaining([
        { field: 'date', message: SERVICE_MESSAGES.dateRequired },
        { field: 'time', message: SERVICE_MESSAGES.slotInvalid },
        { field: 'address', message: SERVICE_MESSAGES.addressRequired },
        { field: 'dealerId', message: SERVICE_MESSAGES.dealerRequired },
      ]),
    );
  });

  it('an over-long address comes back as the too-long message on its field', async () => {
    const booked = await bookConsultation(config, { ...person, address: 'A'.repeat(FIELD_LIMITS.address + 1), type: 'In-Home', date: '2026-11-25', time: '09:00', dealerId: 'buckeye-pet-fence' });
    expect(booked).toEqual({ outcome: 'invalid', fields: [{ field: 'address', message: TOO_LONG_MESSAGE }] });
  });

  it('a failure the form cannot fix is "We\'re Sorry" with the appointment type', async () => {
    const broken = await bookConsultation({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }, { ...person, type: 'In-Home', date: '2026-11-25', time: '09:00', dealerId: 'x' });
    expect(broken).toEqual({ outcome: 'error', title: "We're Sorry", message: 'There was an error scheduling your In-Home appointment.' });
  });
});

describe('referral door', () => {
  it('enrols and hands out share links for every channel; an installed referred consultation mails a gift card', async () => {
    const enrolled = await enrolReferrer(config, { company: 'Door Kennels', email: 'door.referrer@example.com', zip: '80202', mobilePhone: '303-555-0100' }, 'https://yardwise.example/consultation/');
    if (enrolled.outcome !== 'enrolled') throw new Error(enrolled.outcome);
    expect(Object.keys(enrolled.shareLinks).sort()).toEqual(['email', 'facebook', 'linkedin', 'sms', 'x']);
    expect(enrolled.shareLinks.facebook).toContain(encodeURIComponent(enrolled.referralCode));

    const slots = await loadSlots(config, 'front-range-fence', 'In-Home');
    if (slots.outcome !== 'slots') throw new Error(slots.outcome);
    const booked = await bookConsultation(config, { ...person, email: 'friend.door@example.com', postalCode: '80202', type: 'In-Home', date: slots.slots[0]!.date, time: slots.slots[0]!.time, dealerId: 'front-range-fence', referralCode: enrolled.referralCode });
    if (booked.outcome !== 'success') throw new Error(booked.outcome);
    const installed = await stack.call('POST', `/scheduler/appointments/${booked.appointment.id}/installed`, undefined, { 'x-services-admin-key': stack.config.adminKey });
    expect(installed.body.giftCard.amount).toEqual({ amount: '50.00', currencyCode: 'USD' });
    expect((await stack.mails('door.referrer@example.com', 2)).map((m) => m.subject)).toContain('Your Yardwise referral gift card');
  });

  it('an ineligible region is the spec message with "Not eligible" on the zip', async () => {
    const outcome = await enrolReferrer(config, { company: 'Far Kennels', email: 'far.door@example.com', zip: '10001', mobilePhone: '212-555-0100' }, 'https://yardwise.example/');
    expect(outcome).toEqual({ outcome: 'not-eligible', message: SERVICE_MESSAGES.referralRegion, fields: [{ field: 'zip', message: SERVICE_MESSAGES.notEligible }] });
  });

  it('an email enrolled already is said on the email field; its code is mailed to that address, never answered', async () => {
    const request = { company: 'Twice Kennels', email: 'twice.door@example.com', zip: '80202', mobilePhone: '303-555-0101' };
    const first = await enrolReferrer(config, request, 'https://yardwise.example/');
    if (first.outcome !== 'enrolled') throw new Error(first.outcome);
    const again = await enrolReferrer(config, { ...request, company: 'Someone Else' }, 'https://yardwise.example/');
    expect(again).toEqual({ outcome: 'already-enrolled', fields: [{ field: 'email', message: REFERRAL_ALREADY_ENROLLED_MESSAGE }] });
    expect(JSON.stringify(again)).not.toContain(first.referralCode);
    const mails = await stack.mails('twice.door@example.com', 2);
    expect(mails.map((m) => m.subject)).toContain('Your Yardwise referral code');
  });

  it('an over-long field comes back as the too-long message on that field, not as a platform failure', async () => {
    const company = 'K'.repeat(FIELD_LIMITS.company + 1);
    const outcome = await enrolReferrer(config, { company, email: 'long.door@example.com', zip: '80202', mobilePhone: '303-555-0102' }, 'https://yardwise.example/');
    expect(outcome).toEqual({ outcome: 'invalid', fields: [{ field: 'company', message: TOO_LONG_MESSAGE }] });
  });

  it('a platform failure is "An error occurred communicating with our platform. Please try again later."', async () => {
    const outcome = await enrolReferrer({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }, { company: 'X Kennels', email: 'x@example.com', zip: '43017', mobilePhone: '614-555-0100' }, 'https://yardwise.example/');
    expect(outcome).toEqual({ outcome: 'error', message: SERVICE_MESSAGES.referralPlatform });
  });
});
