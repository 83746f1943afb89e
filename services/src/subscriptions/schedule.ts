// Calendar arithmetic of subscriptions, in UTC with date-fns. A schedule is an anchor instant plus a
// number of months and days: the n-th monthly renewal of a plan started on January 31 is "anchor plus
// n months" (February 28 or 29, then March 31), never a month added to the month before, so the day
// of the month does not drift and no month is skipped.
import { addDays, addMonths } from 'date-fns';
import type { IntervalUnit } from './tables.js';

/** Where a subscription's next billing date comes from. */
export interface Schedule {
  anchor: Date;
  months: number;
  days: number;
}

// date-fns counts in the process's time zone: the calendar step is taken on that zone's noon of the
// same date (never inside a daylight-saving jump) and the UTC time of day is put back.
function shiftUtc(at: Date, step: (local: Date) => Date): Date {
  const local = step(new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 12));
  const timeOfDay = at.getTime() - Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) + timeOfDay);
}

/** `at` plus `months` calendar months (the day kept, or the month's last day) and `days` days, in UTC. */
export function shifted(at: Date, months: number, days = 0): Date {
  return shiftUtc(at, (local) => addDays(addMonths(local, months), days));
}

/** The months and days one period of `count` `unit`s spans. */
export function periodOf(unit: IntervalUnit, count: number): { months: number; days: number } {
  if (unit === 'YEAR') return { months: 12 * count, days: 0 };
  if (unit === 'MONTH') return { months: count, days: 0 };
  if (unit === 'WEEK') return { months: 0, days: 7 * count };
  return { months: 0, days: count };
}

/** `at` plus `count` periods of `unit`. */
export function addInterval(at: Date, unit: IntervalUnit, count: number): Date {
  const p = periodOf(unit, count);
  return shifted(at, p.months, p.days);
}

/** The date a schedule points at. */
export function scheduleDate(s: Schedule): Date {
  return shifted(s.anchor, s.months, s.days);
}

/** The schedule moved on by `periods` periods of a plan (a renewal or a skip: one). */
export function stepSchedule(s: Schedule, unit: IntervalUnit, count: number, periods = 1): Schedule {
  const p = periodOf(unit, count);
  return { anchor: s.anchor, months: s.months + p.months * periods, days: s.days + p.days * periods };
}

/**
 * The latest a pause or skip may move the next delivery to: a year from now, or two of the plan's
 * periods for plans that ship yearly or less often, so they can still skip one delivery.
 */
export function latestNextDelivery(now: Date, plan: { interval_unit: IntervalUnit; interval_count: number }): Date {
  const year = shifted(now, 12);
  const twoPeriods = addInterval(now, plan.interval_unit, plan.interval_count * 2);
  return twoPeriods > year ? twoPeriods : year;
}

/**
 * The schedule after a pause of `by`: a monthly or yearly plan paused by months keeps its anchor (the
 * next date is months further on the same day of the month); any other pause moves the next date by
 * `by` and counts the schedule from there.
 */
export function pausedSchedule(s: Schedule, unit: IntervalUnit, by: { months: number; days: number }): Schedule {
  if ((unit === 'MONTH' || unit === 'YEAR') && by.days === 0) return { ...s, months: s.months + by.months };
  return { anchor: shifted(scheduleDate(s), by.months, by.days), months: 0, days: 0 };
}

/**
 * The schedule after a resume: the schedule the subscription had before its pause, moved on by whole
 * periods past `now` (deliveries missed while paused are not sent late). When the pause ends sooner
 * than that, its schedule stands: resuming never puts the next delivery further off.
 */
export function resumedSchedule(beforePause: Schedule, paused: Schedule, unit: IntervalUnit, count: number, now: Date): Schedule {
  let s = beforePause;
  // Bounded: a pause moves a delivery at most a year or two periods ahead (latestNextDelivery).
  for (let i = 0; i < 1000 && scheduleDate(s) <= now; i++) s = stepSchedule(s, unit, count);
  return scheduleDate(s) < scheduleDate(paused) ? s : paused;
}
