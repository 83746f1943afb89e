import type { Database } from 'better-sqlite3';
import type { Slot } from '../../../wire/services.js';
import type { DealerRecord } from '../dealers/store.js';
import { addDays, localParts, weekdayOf, zonedInstant } from '../local-services/zoned-time.js';

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
export function freeSlots(db: Database, dealer: DealerRecord, now: Date): Slot[] {
  const taken = new Set(
    (db.prepare('SELECT starts_at FROM appointments WHERE dealer_id = ? AND starts_at > ?').all(dealer.id, now.toISOString()) as { starts_at: string }[]).map(
      (r) => r.starts_at,
    ),
  );
  return calendarSlots(dealer, now).filter((s) => !taken.has(s.startsAt));
}
