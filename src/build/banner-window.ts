// The notification banner's schedule is given in New York wall time (a date alone is the whole day;
// a time with an offset is an instant). The build turns it into two instants, so the browser only
// compares numbers and never loads a date formatter (a phone's first Intl.DateTimeFormat costs a
// long task). Semantics, as if reading a New York clock: the window opens at the first instant the
// clock shows the start or later, and closes after the last instant it shows the end or earlier (so a
// start inside the spring-forward gap opens when the clocks jump, and an end inside the repeated
// fall-back hour waits for its second pass).

const NEW_YORK = 'America/New_York';
const HAS_OFFSET = /(Z|[+-]\d\d:?\d\d)$/i;
const HOUR = 3_600_000;

import type { ScheduleWindow } from '../lib/content/site-context';

let clock: Intl.DateTimeFormat | null = null;

/** The New York wall time at `instant`, as the epoch milliseconds of the same reading in UTC. */
function wallClockMs(instant: number): number {
  clock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_YORK,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of clock.formatToParts(instant)) parts[part.type] = Number(part.value);
  const at = (key: string) => parts[key] ?? 0;
  return Date.UTC(at('year'), at('month') - 1, at('day'), at('hour'), at('minute'), at('second'));
}

/** `now` as New York wall-clock time, `YYYY-MM-DDTHH:mm:ss`. */
export function newYorkWallTime(now: Date): string {
  return new Date(wallClockMs(Math.floor(now.getTime() / 1000) * 1000)).toISOString().slice(0, 19);
}

/** A boundary as New York wall time (UTC-read epoch ms); a date alone is its first or last second. */
function wallTimeOf(value: string, edge: 'start' | 'end'): number | null {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return Date.parse(`${trimmed}T${edge === 'start' ? '00:00:00' : '23:59:59'}Z`);
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(trimmed);
  if (!match) return null;
  const wall = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? (edge === 'start' ? '00' : '59')}Z`);
  return Number.isNaN(wall) ? null : wall;
}

/**
 * The instant the clock first reads `wall` or later (start), or last reads `wall` or earlier (end).
 * New York is 4 or 5 hours behind UTC, so the reading happens at wall + 4 h or wall + 5 h (the
 * second is a repeat of the first in the fall-back hour); in the spring-forward gap neither reads it,
 * and the answer is the second the clocks jump.
 */
function instantOf(wall: number, edge: 'start' | 'end'): number {
  const readings = [wall + 4 * HOUR, wall + 5 * HOUR].filter((instant) => wallClockMs(instant) === wall);
  if (readings.length > 0) return edge === 'start' ? Math.min(...readings) : Math.max(...readings);
  // In the gap: the clock reads earlier at wall + 4 h and later at wall + 5 h; find the jump.
  let before = wall + 4 * HOUR;
  let after = wall + 5 * HOUR;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallClockMs(middle) >= wall) after = middle;
    else before = middle;
  }
  return edge === 'start' ? after : before;
}

function boundary(value: string, edge: 'start' | 'end'): number | null {
  if (HAS_OFFSET.test(value.trim())) {
    const instant = Date.parse(value.trim());
    return Number.isNaN(instant) ? null : Math.floor(instant / 1000) * 1000;
  }
  const wall = wallTimeOf(value, edge);
  return wall === null ? null : instantOf(wall, edge);
}

/** The window of a schedule given in New York time; null when either end is missing or unreadable. */
export function scheduleWindow(startDate: string | null | undefined, endDate: string | null | undefined): ScheduleWindow | null {
  if (!startDate || !endDate) return null;
  const start = boundary(startDate, 'start');
  const end = boundary(endDate, 'end');
  return start === null || end === null ? null : { start, end };
}
