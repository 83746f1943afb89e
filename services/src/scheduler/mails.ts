// The scheduler's mails: a booking's confirmation to the customer and its notice to the dealer.
import type { DealerRecord } from '../dealers/directory.js';
import type { Services } from '../part.js';
import type { AppointmentRecord } from './store.js';

/** A slot as the mails say it: `Friday, December 4, 2026 at 9:00 AM (America/New_York)`. */
export function slotWords(date: string, time: string, timezone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(`1970-01-01T${time}:00Z`));
  return `${day} at ${clock} (${timezone})`;
}

/** Confirmation mails of a booking: one to the customer, one to the dealer. */
export async function mailBooking(services: Services, a: AppointmentRecord, dealer: DealerRecord): Promise<void> {
  const when = slotWords(a.date, a.time, a.timezone);
  await services.mail.send({
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
  await services.mail.send({
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
