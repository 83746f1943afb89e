// Wall-clock arithmetic in named time zones with Intl only: care hours, slots and local dates.

/** Local calendar date, weekday (0 = Sunday) and minutes after midnight of an instant in a zone. */
export interface LocalParts {
  date: string;
  weekday: number;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
    formatters.set(timeZone, f);
  }
  return f;
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local date, weekday and time of `at` in `timeZone`. */
export function localParts(at: Date, timeZone: string): LocalParts {
  const p = Object.fromEntries(formatter(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAYS.indexOf(p.weekday ?? ''), minutes: Number(p.hour) * 60 + Number(p.minute) };
}

// Offset of the zone from UTC at an instant, in minutes.
function offsetMinutes(at: Date, timeZone: string): number {
  const p = Object.fromEntries(formatter(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which the wall clock of `timeZone` shows `date` (YYYY-MM-DD) `time` (HH:MM). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  // A malformed part reads as NaN, which makes an Invalid Date, as Number() of it would.
  const [y = NaN, mo = NaN, d = NaN] = date.split('-').map(Number);
  const [h = NaN, mi = NaN] = time.split(':').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let at = new Date(guess - offsetMinutes(new Date(guess), timeZone) * 60000);
  // Across a DST change the first guess can be one hour off; one correction settles it.
  at = new Date(guess - offsetMinutes(at, timeZone) * 60000);
  return at;
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whether a YYYY-MM-DD string names a real calendar date. */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;
}
