import type { Hono } from 'hono';
import { bookingRequestSchema, consultationTypeSchema, SERVICE_MESSAGES } from '../../../wire/services.js';
import type { TwinRuntime } from '../runtime.js';
import { findDealer } from '../dealers/store.js';
import { errorAnswer, invalidAnswer } from '../local-services/answer.js';
import { serviceNow } from '../local-services/clock.js';
import { guardedJson } from '../local-services/guard.js';
import { isCalendarDate } from '../local-services/zoned-time.js';
import { findEnrolment, rewardReferrer } from '../referral/store.js';
import { mailBooking } from './mails.js';
import { calendarSlots, freeSlots } from './slots.js';
import { findAppointment, hasCustomerAccount, insertAppointment, markInstalled, publicAppointment } from './store.js';

/** Slots, booking and the twin-only installed call of the consultation scheduler. */
export function schedulerRoutes(app: Hono, rt: TwinRuntime): void {
  app.get('/scheduler/dealers/:dealerId/slots', (c) => {
    const dealer = findDealer(rt.db, c.req.param('dealerId'));
    if (!dealer) return errorAnswer(c, 404, 'NOT_FOUND', SERVICE_MESSAGES.dealerRequired);
    const type = consultationTypeSchema.safeParse(c.req.query('type'));
    if (!type.success) return errorAnswer(c, 400, 'INVALID_INPUT', type.error.issues[0].message, [{ field: 'type', message: type.error.issues[0].message }]);
    const slots = dealer.consultationTypes.includes(type.data) ? freeSlots(rt.db, dealer, serviceNow(rt.db)) : [];
    c.header('cache-control', 'no-store');
    return c.json({ dealerId: dealer.id, type: type.data, timezone: dealer.timezone, slots });
  });

  app.post('/scheduler/appointments', async (c) => {
    const body = await guardedJson(c, 'scheduler-booking');
    if (!body.ok) return body.response;
    const parsed = bookingRequestSchema.safeParse(body.value);
    if (!parsed.success) return invalidAnswer(c, parsed.error);
    const input = parsed.data;
    const field = (name: string, message: string) => errorAnswer(c, 400, 'INVALID_INPUT', message, [{ field: name, message }]);
    const dealer = findDealer(rt.db, input.dealerId);
    if (!dealer) return field('dealerId', SERVICE_MESSAGES.dealerRequired);
    if (!dealer.consultationTypes.includes(input.type)) return field('type', SERVICE_MESSAGES.typeInvalid);
    if (!isCalendarDate(input.date)) return field('date', SERVICE_MESSAGES.dateInvalid);
    const slot = calendarSlots(dealer, serviceNow(rt.db)).find((s) => s.date === input.date && s.time === input.time);
    if (!slot) return field('time', SERVICE_MESSAGES.slotInvalid);
    if (input.referralCode && !findEnrolment(rt.db, { code: input.referralCode })) return field('referralCode', SERVICE_MESSAGES.referralCodeInvalid);

    const appointment = insertAppointment(rt.db, { ...input, dealerId: dealer.id, startsAt: slot.startsAt, timezone: dealer.timezone });
    if (!appointment) return errorAnswer(c, 409, 'SLOT_TAKEN', SERVICE_MESSAGES.slotTaken, [{ field: 'time', message: SERVICE_MESSAGES.slotTaken }]);
    mailBooking(rt.db, appointment, dealer);
    return c.json({ appointment: publicAppointment(appointment), existingAccount: hasCustomerAccount(rt.db, appointment.email) }, 201);
  });

  // Twin-only: stands in for the dealer reporting an installation; needs the twin's admin key (guardAdminRoutes in app.ts).
  app.post('/scheduler/appointments/:id/installed', (c) => {
    const existing = findAppointment(rt.db, c.req.param('id'));
    if (!existing) return errorAnswer(c, 404, 'NOT_FOUND', 'Appointment not found');
    const result = rt.db.transaction(() => {
      const appointment = markInstalled(rt.db, existing.id)!;
      const giftCard = appointment.referralCode ? rewardReferrer(rt.db, appointment.id, appointment.referralCode) : null;
      return { appointment: publicAppointment(appointment), giftCard };
    })();
    return c.json(result);
  });
}
