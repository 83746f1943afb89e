import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Appointment, ConsultationType } from '../../../wire/services.js';

/** Appointments; one dealer cannot have two at the same instant (the unique key decides races). */
export function createAppointmentTables(db: Database): void {
  db.exec(`
    CREATE TABLE appointments (
      id TEXT PRIMARY KEY,
      dealer_id TEXT NOT NULL,
      type TEXT NOT NULL,
      date TEXT NOT NULL,
      time TEXT NOT NULL,
      starts_at TEXT NOT NULL,
      timezone TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      address TEXT NOT NULL,
      postal_code TEXT NOT NULL,
      referral_code TEXT,
      status TEXT NOT NULL DEFAULT 'booked',
      created_at TEXT NOT NULL,
      installed_at TEXT,
      UNIQUE (dealer_id, starts_at)
    );
  `);
}

/** What a booking stores. */
export interface NewAppointment {
  dealerId: string;
  type: ConsultationType;
  date: string;
  time: string;
  startsAt: string;
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

const toRecord = (r: Record<string, string | null>): AppointmentRecord => ({
  id: r.id!,
  type: r.type as ConsultationType,
  date: r.date!,
  time: r.time!,
  startsAt: r.starts_at!,
  timezone: r.timezone!,
  dealerId: r.dealer_id!,
  status: r.status as 'booked' | 'installed',
  referralCode: r.referral_code,
  firstName: r.first_name!,
  lastName: r.last_name!,
  email: r.email!,
  phone: r.phone!,
  address: r.address!,
  postalCode: r.postal_code!,
});

/** Books a slot; answers undefined when the slot was taken first (unique key on dealer and instant). */
export function insertAppointment(db: Database, a: NewAppointment): AppointmentRecord | undefined {
  const id = `apt_${crypto.randomBytes(8).toString('hex')}`;
  try {
    db.prepare(
      `INSERT INTO appointments (id, dealer_id, type, date, time, starts_at, timezone, first_name, last_name, email, phone, address, postal_code, referral_code, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, a.dealerId, a.type, a.date, a.time, a.startsAt, a.timezone, a.firstName, a.lastName, a.email, a.phone, a.address, a.postalCode, a.referralCode ?? null, new Date().toISOString());
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
    throw error;
  }
  return findAppointment(db, id);
}

/** One appointment by id. */
export function findAppointment(db: Database, id: string): AppointmentRecord | undefined {
  const row = db.prepare('SELECT * FROM appointments WHERE id = ?').get(id) as Record<string, string | null> | undefined;
  return row && toRecord(row);
}

/** Marks an appointment installed (idempotent). */
export function markInstalled(db: Database, id: string): AppointmentRecord | undefined {
  db.prepare("UPDATE appointments SET status = 'installed', installed_at = COALESCE(installed_at, ?) WHERE id = ?").run(new Date().toISOString(), id);
  return findAppointment(db, id);
}

/** The public view of an appointment (no customer details). */
export function publicAppointment(a: AppointmentRecord): Appointment {
  const { id, type, date, time, startsAt, timezone, dealerId, status, referralCode } = a;
  return { id, type, date, time, startsAt, timezone, dealerId, status, referralCode };
}

/** Whether any store already has a customer with this email (the existing-account notice); read only. */
export function hasCustomerAccount(db: Database, email: string): boolean {
  try {
    return db.prepare('SELECT 1 FROM customers WHERE email = ? COLLATE NOCASE LIMIT 1').get(email) !== undefined;
  } catch {
    // A twin mounted without the customer module has no customers table.
    return false;
  }
}
