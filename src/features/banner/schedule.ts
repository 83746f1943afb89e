// The notification banner rule: the scheduled message shows only while the current
// time in America/New_York lies between startDate and endDate; otherwise the plain message.
import type { BannerContext } from '../../lib/content/site-context';

/** The message a banner shows. */
export interface BannerMessage {
  text: string;
  link: string | null;
  scheduled: boolean;
}

const NEW_YORK = 'America/New_York';
const HAS_OFFSET = /(Z|[+-]\d\d:?\d\d)$/i;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// Every page asks for the current banner as it renders (thousands a second while a site builds), and
// formatToParts is the costly part: the wall time of the current second and each boundary are kept.
let current: { second: number; text: string } | null = null;
const boundaries = new Map<string, string | null>();

/** `now` as New York wall-clock time, `YYYY-MM-DDTHH:mm:ss` (sortable as text). */
export function newYorkWallTime(now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  if (current?.second === second) return current.text;
  const parts: Record<string, string> = {};
  for (const part of wallClock.formatToParts(now)) parts[part.type] = part.value;
  const text = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  current = { second, text };
  return text;
}

/** A boundary as sortable New York wall time; a date alone means the whole day (start 00:00, end 23:59:59). */
function boundary(value: string, edge: 'start' | 'end'): string | null {
  const key = `${edge} ${value}`;
  if (!boundaries.has(key)) boundaries.set(key, wallTimeOf(value, edge));
  return boundaries.get(key) ?? null;
}

function wallTimeOf(value: string, edge: 'start' | 'end'): string | null {
  const trimmed = value.trim();
  if (HAS_OFFSET.test(trimmed)) {
    // An explicit instant: convert it to New York wall time.
    const instant = new Date(trimmed);
    return Number.isNaN(instant.getTime()) ? null : newYorkWallTime(instant);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return `${trimmed}T${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(trimmed);
  if (!match) return null;
  return `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? (edge === 'start' ? '00' : '59')}`;
}

/** True when `now` lies inside the banner's schedule, read in America/New_York (both ends inclusive). */
export function isScheduleActive(startDate: string | null, endDate: string | null, now: Date): boolean {
  if (!startDate || !endDate) return false;
  const start = boundary(startDate, 'start');
  const end = boundary(endDate, 'end');
  if (!start || !end) return false;
  const current = newYorkWallTime(now);
  return current >= start && current <= end;
}

/** The message to show at `now`: scheduled inside its window when enabled, else the plain one. */
export function selectBannerMessage(banner: BannerContext | null, now: Date): BannerMessage | null {
  if (!banner) return null;
  if (
    banner.scheduledMessageEnabled &&
    banner.scheduledMessage &&
    isScheduleActive(banner.startDate, banner.endDate, now)
  ) {
    return { text: banner.scheduledMessage, link: banner.scheduledLink, scheduled: true };
  }
  if (!banner.messageText) return null;
  return { text: banner.messageText, link: banner.messageLink, scheduled: false };
}
