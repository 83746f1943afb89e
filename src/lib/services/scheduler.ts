// Consultation scheduler: dealers of a postal code, free slots of a dealer, booking; each answer is one
// of the scheduler's outcomes with the spec's wording.
import {
  bookingResponseSchema,
  SERVICE_MESSAGES,
  SERVICE_PATHS,
  slotsResponseSchema,
  type Appointment,
  type BookingRequest,
  type ConsultationType,
  type Dealer,
  type Slot,
} from '../../../wire/services';
import { findDealers } from './dealers';
import { call, type FieldMessage, type ServicesConfig } from './request';

/** Dealer step: dealers to choose from, or the no-dealers outcome. */
export type DealerStep =
  | { outcome: 'dealers'; dealers: Dealer[] }
  | { outcome: 'no-dealers'; message: string }
  | { outcome: 'invalid'; fields: FieldMessage[] }
  | { outcome: 'error'; message: string };

/** Appointment step: free slots, or the no-appointments outcome. */
export type SlotStep = { outcome: 'slots'; slots: Slot[]; timezone: string } | { outcome: 'no-appointments' } | { outcome: 'error'; message: string };

/** Confirmation step. */
export type BookingOutcome =
  | { outcome: 'success'; appointment: Appointment }
  | { outcome: 'existing-account'; appointment: Appointment }
  | { outcome: 'slot-taken'; message: string }
  | { outcome: 'invalid'; fields: FieldMessage[] }
  | { outcome: 'error'; title: string; message: string };

/** Dealers that can hold a consultation for the postal code (the scheduler's no-dealers wording). */
export async function dealersForConsultation(config: ServicesConfig, postalCode: string): Promise<DealerStep> {
  const found = await findDealers(config, postalCode);
  if (found.outcome === 'dealers') return found;
  if (found.outcome === 'no-dealers') return { outcome: 'no-dealers', message: SERVICE_MESSAGES.noDealers };
  if (found.outcome === 'invalid') return { outcome: 'invalid', fields: [{ field: 'postalCode', message: found.message }] };
  return { outcome: 'error', message: SERVICE_MESSAGES.schedulingFailed };
}

/** Free slots of a dealer for a consultation type. */
export async function loadSlots(config: ServicesConfig, dealerId: string, type: ConsultationType): Promise<SlotStep> {
  const result = await call(config, { method: 'GET', path: `${SERVICE_PATHS.slots(dealerId)}?${new URLSearchParams({ type })}`, schema: slotsResponseSchema });
  if (!result.ok) return { outcome: 'error', message: SERVICE_MESSAGES.appointmentsError };
  return result.value.slots.length ? { outcome: 'slots', slots: result.value.slots, timezone: result.value.timezone } : { outcome: 'no-appointments' };
}

/** Books a consultation. */
export async function bookConsultation(config: ServicesConfig, request: BookingRequest): Promise<BookingOutcome> {
  const result = await call(config, { method: 'POST', path: SERVICE_PATHS.appointments, schema: bookingResponseSchema, body: request });
  if (result.ok) return { outcome: result.value.existingAccount ? 'existing-account' : 'success', appointment: result.value.appointment };
  if (result.failure.code === 'SLOT_TAKEN') return { outcome: 'slot-taken', message: SERVICE_MESSAGES.slotTaken };
  if (result.failure.code === 'INVALID_INPUT' && result.failure.fields.length) return { outcome: 'invalid', fields: result.failure.fields };
  const type = typeof request.type === 'string' ? request.type : 'consultation';
  return { outcome: 'error', title: SERVICE_MESSAGES.schedulerSorry, message: SERVICE_MESSAGES.schedulerError.replace('{appointmentType}', type) };
}
