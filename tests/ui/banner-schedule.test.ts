import { describe, expect, it, vi } from 'vitest';
import { isScheduleActive as isActiveIn, selectBannerMessage } from '../../src/features/banner/schedule';
import { newYorkWallTime, scheduleWindow } from '../../src/build/banner-window';
import type { BannerContext } from '../../src/lib/content/site-context';

const banner = (startDate: string, endDate: string): BannerContext => ({
  scheduledMessageEnabled: true,
  scheduledMessage: 'Holiday sale',
  scheduledLink: '/dog-hammocks/',
  window: scheduleWindow(startDate, endDate),
  messageText: 'Free shipping over $50',
  messageLink: null,
});

/** The build's window of a New York schedule, read at `now` as the browser does. */
const isScheduleActive = (startDate: string | null, endDate: string | null, now: Date) => isActiveIn(scheduleWindow(startDate, endDate), now);

describe('banner schedule is read in America/New_York', () => {
  it('New York wall time follows EST and EDT', () => {
    expect(newYorkWallTime(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15T07:00:00');
    expect(newYorkWallTime(new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15T08:00:00');
  });

  it('gives each second its own wall time, however often a second is asked for (pages render thousands a second)', () => {
    expect(newYorkWallTime(new Date('2026-03-08T06:59:59.001Z'))).toBe('2026-03-08T01:59:59');
    expect(newYorkWallTime(new Date('2026-03-08T06:59:59.999Z'))).toBe('2026-03-08T01:59:59');
    expect(newYorkWallTime(new Date('2026-03-08T07:00:00.000Z'))).toBe('2026-03-08T03:00:00');
    expect(newYorkWallTime(new Date('2026-03-08T06:59:59.500Z'))).toBe('2026-03-08T01:59:59');
    // The same window asked again, and asked of at another time, answers for that time.
    expect(isScheduleActive('2026-03-08T03:00', '2026-03-08', new Date('2026-03-08T06:59:59Z'))).toBe(false);
    expect(isScheduleActive('2026-03-08T03:00', '2026-03-08', new Date('2026-03-08T07:00:00Z'))).toBe(true);
  });

  it('spring forward (8 March 2026): a window starting at 03:00 New York opens at 07:00 UTC, not 08:00', () => {
    const start = '2026-03-08T03:00:00';
    const end = '2026-03-31';
    // 06:59:59Z is 01:59:59 EST, the last second before the clocks jump.
    expect(isScheduleActive(start, end, new Date('2026-03-08T06:59:59Z'))).toBe(false);
    // 07:00:00Z is 03:00:00 EDT.
    expect(isScheduleActive(start, end, new Date('2026-03-08T07:00:00Z'))).toBe(true);
  });

  it('spring forward: a window ending on 8 March covers that whole New York day (EDT evening)', () => {
    const start = '2026-03-01';
    const end = '2026-03-08';
    // 23:30 EDT on 8 March is 03:30Z on 9 March: still inside.
    expect(isScheduleActive(start, end, new Date('2026-03-09T03:30:00Z'))).toBe(true);
    // 00:00:30 EDT on 9 March (04:00:30Z) is after the window.
    expect(isScheduleActive(start, end, new Date('2026-03-09T04:00:30Z'))).toBe(false);
  });

  it('fall back (1 November 2026): a window ending on 1 November lasts until midnight EST (05:00 UTC)', () => {
    const start = '2026-10-20';
    const end = '2026-11-01';
    // 23:30 EST on 1 November = 04:30Z on 2 November: inside (an EDT reading would say 00:30 on 2 Nov).
    expect(isScheduleActive(start, end, new Date('2026-11-02T04:30:00Z'))).toBe(true);
    expect(isScheduleActive(start, end, new Date('2026-11-02T05:00:01Z'))).toBe(false);
  });

  it('fall back: a window starting on 2 November opens at 05:00 UTC (midnight EST), not 04:00', () => {
    const start = '2026-11-02';
    const end = '2026-12-31';
    expect(isScheduleActive(start, end, new Date('2026-11-02T04:30:00Z'))).toBe(false);
    expect(isScheduleActive(start, end, new Date('2026-11-02T05:00:00Z'))).toBe(true);
  });

  it('explicit instants with an offset are honoured', () => {
    expect(isScheduleActive('2026-11-01T06:00:00Z', '2026-11-01T07:00:00Z', new Date('2026-11-01T06:30:00Z'))).toBe(true);
    expect(isScheduleActive('2026-11-01T06:00:00Z', '2026-11-01T07:00:00Z', new Date('2026-11-01T07:30:00Z'))).toBe(false);
  });

  it('shows the scheduled message inside the window and the plain message outside it', () => {
    const b = banner('2026-11-20', '2026-12-01');
    expect(selectBannerMessage(b, new Date('2026-11-25T15:00:00Z'))).toEqual({ text: 'Holiday sale', link: '/dog-hammocks/', scheduled: true });
    expect(selectBannerMessage(b, new Date('2026-12-05T15:00:00Z'))).toEqual({ text: 'Free shipping over $50', link: null, scheduled: false });
  });

  it('shows the plain message when scheduling is disabled or dates are missing', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(selectBannerMessage({ ...banner('2026-11-20', '2026-12-01'), scheduledMessageEnabled: false }, now)?.scheduled).toBe(false);
    expect(selectBannerMessage({ ...banner('2026-11-20', '2026-12-01'), window: scheduleWindow('2026-11-20', null) }, now)?.scheduled).toBe(false);
    expect(selectBannerMessage(null, now)).toBeNull();
  });

  it('a start inside the spring-forward gap opens when the clocks jump (07:00 UTC); an end inside it closes just before', () => {
    expect(scheduleWindow('2026-03-08T02:30', '2026-03-08T02:30')).toEqual({ start: Date.parse('2026-03-08T07:00:00Z'), end: Date.parse('2026-03-08T06:59:59Z') });
  });

  it('the repeated fall-back hour: a start takes its first pass (EDT), an end its second (EST)', () => {
    expect(scheduleWindow('2026-11-01T01:30', '2026-11-01T01:30')).toEqual({ start: Date.parse('2026-11-01T05:30:00Z'), end: Date.parse('2026-11-01T06:30:59Z') });
  });

  it('an unreadable end leaves no window, so the plain message shows', () => {
    expect(scheduleWindow('2026-11-20', 'soon')).toBeNull();
    expect(selectBannerMessage({ ...banner('2026-11-20', '2026-12-01'), window: scheduleWindow('2026-11-20', 'soon') }, new Date('2026-11-25T15:00:00Z'))?.scheduled).toBe(false);
  });

  it('the browser compares instants and never makes a date formatter (its first one is a long task on a phone)', async () => {
    const built = banner('2026-11-20', '2026-12-01');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const { selectBannerMessage: select } = await import('../../src/features/banner/schedule');
    expect(select(built, new Date('2026-11-25T15:00:00Z'))?.scheduled).toBe(true);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
