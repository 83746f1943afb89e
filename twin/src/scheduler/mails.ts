import type { Database } from 'better-sqlite3';
import type { DealerRecord } from '../dealers/store.js';
import { sendMail } from '../outbox/index.js';
import type { AppointmentRecord } from './store.js';

/** Confirmation mails of a booking: one to the customer, one to the dealer. */
export function mailBooking(db: Database, a: AppointmentRecord, dealer: DealerRecord): void {
  const when = `${a.date} at ${a.time} (${a.timezone})`;
  sendMail(db, {
    to: a.email,
    subject: `Your Yardwise ${a.type} consultation is booked`,
    text: [
      `Hello ${a.firstName},`,
      '',
      `Your ${a.type} consultation with ${dealer.name} is booked for ${when}. It takes about one hour.`,
      `${dealer.name} will contact you within 1-2 business days; you can reach them at ${dealer.phone}.`,
      a.type === 'In-Home' ? `Address: ${a.address}, ${a.postalCode}` : 'The dealer will send you a link for the video call.',
      `Appointment reference: ${a.id}`,
      '',
    ].join('\n'),
  });
  sendMail(db, {
    to: dealer.email,
    subject: `New ${a.type} consultation: ${a.firstName} ${a.lastName}, ${a.date} ${a.time}`,
    text: [
      `${a.type} consultation on ${when}.`,
      `Customer: ${a.firstName} ${a.lastName}`,
      `Email: ${a.email}`,
      `Phone: ${a.phone}`,
      `Address: ${a.address}, ${a.postalCode}`,
      a.referralCode ? `Referral code: ${a.referralCode}` : 'No referral code',
      `Appointment reference: ${a.id}`,
      '',
    ].join('\n'),
  });
}
