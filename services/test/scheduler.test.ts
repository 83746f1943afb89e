import { assert, describe, expect, it } from 'vitest';
import { gql } from 'graphql-request';
import { SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { useStack } from './harness.js';
import { contentWithDealers } from './local-services-fixture.js';

// Monday 23 November 2026, 10:00 in New York.
const NOW = '2026-11-23T15:00:00Z';
const contentDir = contentWithDealers();
const stack = useStack({ twin: { contentDir }, now: NOW });

const booking = (fields: Record<string, unknown> = {}) => ({
  type: 'In-Home',
  date: '2026-11-25',
  time: '09:00',
  firstName: 'Robin',
  lastName: 'Ashby',
  email: 'robin@example.com',
  phone: '(614) 555-0199',
  address: '12 Elm Row, Columbus OH',
  postalCode: '43215',
  dealerId: 'buckeye-pet-fence',
  ...fields,
});
const slotsOf = async (dealer: string, type = 'In-Home') => (await stack.call('GET', `${SERVICE_PATHS.slots(dealer)}?type=${type}`)).body;

describe('consultation slots', () => {
  it('are one-hour calendar slots in the dealer time zone from leadDays on, weekdays of its calendar only', async () => {
    const body = await slotsOf('buckeye-pet-fence');
    expect(body).toMatchObject({ dealerId: 'buckeye-pet-fence', type: 'In-Home', timezone: 'America/New_York' });
    expect(body.slots[0]).toEqual({ date: '2026-11-25', time: '09:00', startsAt: '2026-11-25T14:00:00.000Z' });
    expect(body.slots.some((s: { date: string }) => s.date === '2026-11-29')).toBe(false); // a Sunday
    expect(body.slots.at(-1).date <= '2026-12-23').toBe(true);
    expect(body.slots.filter((s: { date: string }) => s.date === '2026-11-25').map((s: { time: string }) => s.time)).toEqual(['09:00', '11:00', '13:00', '15:00', '17:00']);
  });

  it('are never on public holidays: no slot on December 25 or January 1, and booking one is refused', async () => {
    stack.setNow('2026-12-10T15:00:00Z');
    try {
      const dates = new Set((await slotsOf('buckeye-pet-fence')).slots.map((s: { date: string }) => s.date));
      expect(dates.has('2026-12-24')).toBe(true);
      expect(dates.has('2026-12-26')).toBe(true);
      expect(dates.has('2026-12-25')).toBe(false);
      expect(dates.has('2027-01-01')).toBe(false);
      const res = await stack.call('POST', SERVICE_PATHS.appointments, booking({ date: '2026-12-25', time: '09:00', email: 'xmas@example.com' }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(SERVICE_MESSAGES.slotInvalid);
    } finally {
      stack.setNow(NOW);
    }
  });

  it('start times follow the dealer zone (Denver 09:00 is 16:00 UTC)', async () => {
    expect((await slotsOf('front-range-fence')).slots[0]).toMatchObject({ date: '2026-11-25', startsAt: '2026-11-25T16:00:00.000Z' });
  });

  it('a type the dealer does not offer has no slots (the no-appointments outcome)', async () => {
    expect((await slotsOf('lone-star-containment', 'Virtual')).slots).toEqual([]);
  });

  it('an unknown dealer is 404 and an unknown type 400', async () => {
    expect((await stack.call('GET', `${SERVICE_PATHS.slots('nobody')}?type=Virtual`)).status).toBe(404);
    const res = await stack.call('GET', `${SERVICE_PATHS.slots('buckeye-pet-fence')}?type=Outdoor`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SERVICE_MESSAGES.typeInvalid);
  });
});

describe('booking a consultation', () => {
  it('books a free slot, removes it from the slots and mails the customer and the dealer', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.appointments, booking());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      existingAccount: false,
      appointment: { type: 'In-Home', date: '2026-11-25', time: '09:00', startsAt: '2026-11-25T14:00:00.000Z', dealerId: 'buckeye-pet-fence', status: 'booked', referralCode: null },
    });
    expect(res.body.appointment).not.toHaveProperty('email');
    expect((await slotsOf('buckeye-pet-fence')).slots[0].time).toBe('11:00');
    const [customerMail] = await stack.mails('robin@example.com', 1);
    assert.isDefined(customerMail, 'customerMail');
    expect(customerMail.subject).toBe('Your Yardwise In-Home consultation is booked');
    expect(customerMail.text).toContain('Buckeye Pet Fence');
    expect(customerMail.text).toContain('Wednesday, November 25, 2026 at 9:00 AM (America/New_York)');
    const [dealerMail] = await stack.mails('buckeye-pet-fence@dealers.yardwise.example', 1);
    assert.isDefined(dealerMail, 'dealerMail');
    expect(dealerMail.text).toContain('Phone: 614-555-0199');
    expect(dealerMail.text).toContain(`Appointment reference: ${res.body.appointment.id}`);
  });

  it('concurrent bookings of one slot: exactly one wins, the others get 409 with the spec message', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => stack.call('POST', SERVICE_PATHS.appointments, booking({ time: '13:00', email: `racer${i}@example.com` }))),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = attempts.filter((r) => r.status === 409);
    expect(losers).toHaveLength(5);
    expect(losers[0]?.body.error).toMatchObject({ code: 'SLOT_TAKEN', message: SERVICE_MESSAGES.slotTaken, fields: [{ field: 'time', message: SERVICE_MESSAGES.slotTaken }] });
  });

  // The embedded database lives in one process: only a database server is shared by two instances.
  it.skipIf(!process.env.SERVICES_TEST_DATABASE_URL)('two instances on one database booking one slot at once: exactly one booking', async () => {
    const other = await stack.another();
    const at = (url: string, i: number) =>
      fetch(`${url}${SERVICE_PATHS.appointments}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking({ date: '2026-11-26', time: '09:00', email: `twin-racer${i}@example.com` })),
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => at(i % 2 ? other.url : stack.url, i)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const free = (await slotsOf('buckeye-pet-fence')).slots.filter((s: { date: string; time: string }) => s.date === '2026-11-26' && s.time === '09:00');
    expect(free).toEqual([]);
    const booked = await stack.services.services.db.selectFrom('appointments').select('id').where('date', '=', '2026-11-26').where('time', '=', '09:00').execute();
    expect(booked).toHaveLength(1);
    await other.stop();
  });

  it('an email that already has a customer gets the existing-account notice', async () => {
    const created = await stack.twin.client().request<{ customerCreate: { customer: { id: string } | null } }>(
      gql`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
      { input: { email: 'known@example.com', password: 'long-enough-1' } },
    );
    expect(created.customerCreate.customer).not.toBeNull();
    const res = await stack.call('POST', SERVICE_PATHS.appointments, booking({ time: '15:00', email: 'Known@Example.com' }));
    expect(res.status).toBe(201);
    expect(res.body.existingAccount).toBe(true);
  });

  it('answers the spec messages for missing date, time, dealer and address', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: undefined }, 'date', SERVICE_MESSAGES.dateRequired],
      [{ time: '' }, 'time', SERVICE_MESSAGES.slotInvalid],
      [{ dealerId: undefined }, 'dealerId', SERVICE_MESSAGES.dealerRequired],
      [{ address: '  ' }, 'address', SERVICE_MESSAGES.addressRequired],
      [{ firstName: '' }, 'firstName', SERVICE_MESSAGES.firstNameRequired],
      [{ lastName: 'A' }, 'lastName', SERVICE_MESSAGES.lastNameShort],
      [{ email: '' }, 'email', SERVICE_MESSAGES.emailRequired],
      [{ email: 'robin@' }, 'email', SERVICE_MESSAGES.emailInvalid],
      [{ phone: '555-0199' }, 'phone', SERVICE_MESSAGES.phoneInvalid],
      [{ postalCode: '432' }, 'postalCode', SERVICE_MESSAGES.zipInvalid],
      [{ type: 'Outdoor' }, 'type', SERVICE_MESSAGES.typeInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await stack.call('POST', SERVICE_PATHS.appointments, booking(fields));
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields, field).toContainEqual({ field, message });
    }
  });

  it('a time that is not a free slot of the calendar is "Please select a valid time slot"', async () => {
    for (const fields of [{ time: '10:00' }, { date: '2026-11-24' }, { date: '2026-11-29' }, { date: '2027-02-01' }, { date: '2026-11-20' }]) {
      const res = await stack.call('POST', SERVICE_PATHS.appointments, booking(fields));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: SERVICE_MESSAGES.slotInvalid });
    }
  });

  it('an impossible date is "Appointment date is invalid"', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.appointments, booking({ date: '2026-11-31' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field: 'date', message: SERVICE_MESSAGES.dateInvalid }]);
  });

  it('an unknown dealer is "Dealer selection is required"; a type it does not offer is invalid', async () => {
    expect((await stack.call('POST', SERVICE_PATHS.appointments, booking({ dealerId: 'nobody' }))).body.error.message).toBe(SERVICE_MESSAGES.dealerRequired);
    expect((await stack.call('POST', SERVICE_PATHS.appointments, booking({ dealerId: 'cascade-pet-boundaries' }))).body.error.message).toBe(SERVICE_MESSAGES.typeInvalid);
  });

  it('an unknown referral code is refused', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.appointments, booking({ time: '17:00', referralCode: 'YW-NOPE99' }));
    expect(res.body.error.fields).toEqual([{ field: 'referralCode', message: SERVICE_MESSAGES.referralCodeInvalid }]);
  });

  it('a filled honeypot is refused and books nothing', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.appointments, booking({ time: '17:00', website: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'REJECTED', message: SERVICE_MESSAGES.formFailed });
    expect((await slotsOf('buckeye-pet-fence')).slots.some((s: { date: string; time: string }) => s.date === '2026-11-25' && s.time === '17:00')).toBe(true);
  });

  it('malformed JSON is 400 and a wrong content type 415, without a stack', async () => {
    const bad = await stack.call('POST', SERVICE_PATHS.appointments, '{"type":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'MALFORMED', message: 'Malformed JSON body' } });
    const form = await stack.call('POST', SERVICE_PATHS.appointments, 'x', { 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
