import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, SERVICE_PATHS, TOO_LONG_MESSAGE } from '../../wire/services.js';
import { useStack } from './harness.js';
import { contentWithDealers } from './local-services-fixture.js';

const contentDir = contentWithDealers();
// Three submissions of a form per client address and per email in ten minutes.
const stack = useStack({ twin: { contentDir }, now: '2026-11-23T15:00:00Z', env: { SERVICES_FORM_ADDRESS_LIMIT: '3', SERVICES_FORM_EMAIL_LIMIT: '3' } });

const enrol = (i: number, fields: Record<string, unknown> = {}) =>
  stack.call('POST', SERVICE_PATHS.enrolments, { company: 'Acme Kennels', email: `r${i}@example.com`, zip: '43017', mobilePhone: '6145550142', ...fields });

describe('rate limits of the public POSTs', () => {
  it('a client over the limit of a form gets 429 with Retry-After; other forms keep their own allowance', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await enrol(i));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[3]?.status).toBe(429);
    expect(answers[3]?.body.error).toEqual({ code: 'RATE_LIMITED', message: SERVICE_MESSAGES.tooManyRequests });
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stack.mails('r3@example.com')).toEqual([]);
    const booking = await stack.call('POST', SERVICE_PATHS.appointments, {
      type: 'In-Home', date: '2026-11-25', time: '09:00', firstName: 'Robin', lastName: 'Ashby', email: 'robin@example.com',
      phone: '(614) 555-0199', address: '12 Elm Row', postalCode: '43215', dealerId: 'buckeye-pet-fence',
    });
    expect(booking.status).toBe(201);
  });

  it('the allowance comes back with the next window', async () => {
    stack.setNow('2026-11-23T15:11:00Z');
    expect((await enrol(10)).status).toBe(201);
  });
});

describe('over-long fields', () => {
  it('referral enrolment refuses an over-long email with the 400 validation answer', async () => {
    stack.setNow('2026-11-23T16:00:00Z');
    const res = await enrol(0, { email: `${'a'.repeat(300)}@example.com` });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID_INPUT', message: TOO_LONG_MESSAGE, fields: [{ field: 'email', message: TOO_LONG_MESSAGE }] });
    expect(await stack.services.services.db.selectFrom('referral_enrolments').select('code').where('email', 'like', 'aaaa%').execute()).toEqual([]);
  });

  it('a booking refuses an over-long name and address', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.appointments, {
      type: 'In-Home', date: '2026-11-25', time: '11:00', firstName: 'R'.repeat(101), lastName: 'Ashby', email: 'long@example.com',
      phone: '(614) 555-0199', address: 'Elm '.repeat(100), postalCode: '43215', dealerId: 'buckeye-pet-fence',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { field: 'firstName', message: TOO_LONG_MESSAGE },
      { field: 'address', message: TOO_LONG_MESSAGE },
    ]);
  });
});
