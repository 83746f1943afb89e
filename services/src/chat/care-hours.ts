// Customer care hours: when agents answer chats, and when they are back when they do not.
import type { ChatStatus } from '../../../wire/services.js';
import { addDays, localParts, weekdayOf, zonedInstant } from '../core/zoned-time.js';

/** Customer care hours: Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET; closed Sundays. */
export const CARE_HOURS = {
  timezone: 'America/New_York',
  /** By weekday (0 = Sunday): [opens, closes] as HH:MM local time. */
  days: { 1: ['08:00', '20:00'], 2: ['08:00', '20:00'], 3: ['08:00', '20:00'], 4: ['08:00', '20:00'], 5: ['08:00', '20:00'], 6: ['09:00', '17:00'] } as Record<number, [string, string]>,
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Whether agents answer at `now`; when not, the instant they are back. */
export function careStatus(now: Date): ChatStatus {
  const { date: today, minutes } = localParts(now, CARE_HOURS.timezone);
  const hours = CARE_HOURS.days[weekdayOf(today)];
  if (hours && minutes >= minutesOf(hours[0]) && minutes < minutesOf(hours[1])) return { open: true };
  for (let d = 0; d <= 7; d++) {
    const date = addDays(today, d);
    const day = CARE_HOURS.days[weekdayOf(date)];
    if (!day) continue;
    const opens = zonedInstant(date, day[0], CARE_HOURS.timezone);
    if (opens.getTime() > now.getTime()) return { open: false, backAt: opens.toISOString() };
  }
  throw new Error('Care hours have no opening in the coming week');
}
