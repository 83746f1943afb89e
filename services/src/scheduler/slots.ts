// A dealer's consultation slots: the one-hour slots of its calendar in its own time zone, from its
// lead days to its horizon, without public holidays, past slots and slots already booked.
import type { Slot } from '../../../wire/services.js';
import { addDays, localParts, weekdayOf, zonedInstant } from '../core/zoned-time.js';
import type { DealerRecord } from '../dealers/directory.js';
import type { Services } from '../part.js';

/** Public holidays every dealer is closed on (month-day): Christmas Day and New Year's Day. */
export const CLOSED_DAYS: readonly string[] = ['12-25', '01-01'];

/**
 * Every slot of a dealer's calendar from `leadDays` to `horizonDays` after today (its zone), still in the future,
 * on the calendar's weekdays except the public holidays of CLOSED_DAYS.
 */
export function calendarSlots(dealer: DealerRecord, now: Date): Slot[] {
  const cal = dealer.calendar;
  const today = localParts(now, cal.timezone).date;
  const slots: Slot[] = [];
  for (let d = cal.leadDays; d <= cal.horizonDays; d++) {
    const date = addDays(today, d);
    if (!cal.weekdays.includes(weekdayOf(date)) || CLOSED_DAYS.includes(date.slice(5))) continue;
    for (const time of cal.slots) {
      const startsAt = zonedInstant(date, time, cal.timezone);
      if (startsAt.getTime() > now.getTime()) slots.push({ date, time, startsAt: startsAt.toISOString() });
    }
  }
  return slots;
}

/** The dealer's calendar slots that nobody has booked. */
export async function freeSlots(services: Services, dealer: DealerRecord, now: Date): Promise<Slot[]> {
  const rows = await services.db.selectFrom('appointments').select('starts_at').where('dealer_id', '=', dealer.id).where('starts_at', '>', now).execute();
  const taken = new Set(rows.map((r) => new Date(r.starts_at).toISOString()));
  return calendarSlots(dealer, now).filter((s) => !taken.has(s.startsAt));
}
