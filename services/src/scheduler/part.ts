// The consultation scheduler: a dealer's free slots, booking one (one booking per slot across every
// instance), and the dealer's report that a consultation ended in an installation (operators only),
// which earns a referrer their gift card.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Context } from 'hono';
import { bookingRequestSchema, consultationTypeSchema, SERVICE_MESSAGES } from '../../../wire/services.js';
import { isCalendarDate } from '../core/zoned-time.js';
import { dealerDirectory } from '../dealers/directory.js';
import { errorAnswer, invalidAnswer } from '../http/answers.js';
import { guardedJson } from '../local-services/guarded-json.js';
import type { Services, ServicesPart } from '../part.js';
import { findEnrolment, rewardReferrer } from '../referral/store.js';
import { hasCustomerAccount } from './accounts.js';
import { mailBooking } from './mails.js';
import { calendarSlots, freeSlots } from './slots.js';
import { insertAppointment, markInstalled, publicAppointment } from './store.js';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Whether the request carries the services' admin key (X-Services-Admin-Key), compared in constant time. */
function hasAdminKey(c: Context, services: Services): boolean {
  const given = c.req.header('x-services-admin-key');
  return given !== undefined && timingSafeEqual(digest(given), digest(services.config.adminKey));
}

/** In-Home and Virtual consultations booked on dealers' calendars, one booking per slot. */
export const schedulerPart: ServicesPart = {
  name: 'scheduler',
  routes: (app, services) => {
    const dealers = dealerDirectory(services);

    app.get('/scheduler/dealers/:dealerId/slots', async (c) => {
      const dealer = await dealers.find(c.req.param('dealerId'));
      if (!dealer) return errorAnswer(c, 404, 'NOT_FOUND', SERVICE_MESSAGES.dealerRequired);
      const type = consultationTypeSchema.safeParse(c.req.query('type'));
      if (!type.success) {
        const message = type.error.issues[0]?.message ?? SERVICE_MESSAGES.typeInvalid;
        return errorAnswer(c, 400, 'INVALID_INPUT', message, [{ field: 'type', message }]);
      }
      const slots = dealer.consultationTypes.includes(type.data) ? await freeSlots(services, dealer, await services.now()) : [];
      c.header('cache-control', 'no-store');
      return c.json({ dealerId: dealer.id, type: type.data, timezone: dealer.timezone, slots });
    });

    app.post('/scheduler/appointments', async (c) => {
      const body = await guardedJson(services, c, 'scheduler-booking');
      if (!body.ok) return body.response;
      const parsed = bookingRequestSchema.safeParse(body.value);
      if (!parsed.success) return invalidAnswer(c, parsed.error);
      const input = parsed.data;
      const field = (name: string, message: string) => errorAnswer(c, 400, 'INVALID_INPUT', message, [{ field: name, message }]);
      const dealer = await dealers.find(input.dealerId);
      if (!dealer) return field('dealerId', SERVICE_MESSAGES.dealerRequired);
      if (!dealer.consultationTypes.includes(input.type)) return field('type', SERVICE_MESSAGES.typeInvalid);
      if (!isCalendarDate(input.date)) return field('date', SERVICE_MESSAGES.dateInvalid);
      const slot = calendarSlots(dealer, await services.now()).find((s) => s.date === input.date && s.time === input.time);
      if (!slot) return field('time', SERVICE_MESSAGES.slotInvalid);
      if (input.referralCode && !(await findEnrolment(services.db, { code: input.referralCode }))) return field('referralCode', SERVICE_MESSAGES.referralCodeInvalid);

      const { website: _website, ...details } = input;
      const appointment = await insertAppointment(services, { ...details, dealerId: dealer.id, startsAt: new Date(slot.startsAt), timezone: dealer.timezone });
      if (!appointment) return errorAnswer(c, 409, 'SLOT_TAKEN', SERVICE_MESSAGES.slotTaken, [{ field: 'time', message: SERVICE_MESSAGES.slotTaken }]);
      await mailBooking(services, appointment, dealer);
      return c.json({ appointment: publicAppointment(appointment), existingAccount: await hasCustomerAccount(services, appointment.email) }, 201);
    });

    // Operators only: the dealer reports an installation (X-Services-Admin-Key); a referred one earns its referrer a gift card.
    app.post('/scheduler/appointments/:id/installed', async (c) => {
      if (!hasAdminKey(c, services)) return errorAnswer(c, 401, 'UNAUTHORIZED', 'The admin key is required');
      const appointment = await markInstalled(services, c.req.param('id'));
      if (!appointment) return errorAnswer(c, 404, 'NOT_FOUND', 'Appointment not found');
      const giftCard = appointment.referralCode ? await rewardReferrer(services, appointment.id, appointment.referralCode) : null;
      return c.json({ appointment: publicAppointment(appointment), giftCard });
    });
  },
};
