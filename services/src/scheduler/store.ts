// Appointments as the scheduler keeps them: booking (one per dealer and instant, decided by the unique
// key whichever instance books), reading, and marking one installed.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Appointment, ConsultationType } from '../../../wire/services.js';
import type { Services } from '../part.js';
import type { SchedulerTables } from './tables.js';

/** What a booking stores. */
export interface NewAppointment {
  dealerId: string;
  type: ConsultationType;
  date: string;
  time: string;
  startsAt: Date;
  timezone: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  referralCode?: string;
}

/** A stored appointment with the customer's details. */
export interface AppointmentRecord extends Appointment {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
}

const toRecord = (r: Selectable<SchedulerTables['appointments']>): AppointmentRecord => ({
  id: r.id,
  type: r.type,
  date: r.date,
  time: r.time,
  startsAt: new Date(r.starts_at).toISOString(),
  timezone: r.timezone,
  dealerId: r.dealer_id,
  status: r.status,
  referralCode: r.referral_code,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  address: r.address,
  postalCode: r.postal_code,
});

/** Books a slot; answers undefined when the slot was taken first (unique key on dealer and instant). */
export async function insertAppointment(services: Services, a: NewAppointment): Promise<AppointmentRecord | undefined> {
  const row = await services.db
    .insertInto('appointments')
    .values({
      id: `apt_${crypto.randomBytes(8).toString('hex')}`,
      dealer_id: a.dealerId,
      type: a.type,
      date: a.date,
      time: a.time,
      starts_at: a.startsAt,
      timezone: a.timezone,
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      phone: a.phone,
      address: a.address,
      postal_code: a.postalCode,
      referral_code: a.referralCode ?? null,
      created_at: await services.now(),
    })
    .onConflict((oc) => oc.columns(['dealer_id', 'starts_at']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Marks an appointment installed (idempotent: the first installation time stays); undefined when there is none. */
export async function markInstalled(services: Services, id: string): Promise<AppointmentRecord | undefined> {
  const now = await services.now();
  const row = await services.db
    .updateTable('appointments')
    .set((eb) => ({ status: 'installed', installed_at: eb.fn.coalesce('installed_at', eb.val(now)) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The public view of an appointment (no customer details). */
export function publicAppointment(a: AppointmentRecord): Appointment {
  const { id, type, date, time, startsAt, timezone, dealerId, status, referralCode } = a;
  return { id, type, date, time, startsAt, timezone, dealerId, status, referralCode };
}
