// The notification banner rule: the scheduled message shows only while the current time lies in
// its window (startDate to endDate in America/New_York, turned into instants by the build:
// src/build/banner-window.ts); otherwise the plain message.
import type { BannerContext, ScheduleWindow } from '../../lib/content/site-context';

/** The message a banner shows. */
export interface BannerMessage {
  text: string;
  link: string | null;
  scheduled: boolean;
}

/** True when `now` lies inside the banner's schedule (both ends inclusive, to the second). */
export function isScheduleActive(window: ScheduleWindow | null, now: Date): boolean {
  if (!window) return false;
  const second = Math.floor(now.getTime() / 1000) * 1000;
  return second >= window.start && second <= window.end;
}

/** The message to show at `now`: scheduled inside its window when enabled, else the plain one. */
export function selectBannerMessage(banner: BannerContext | null, now: Date): BannerMessage | null {
  if (!banner) return null;
  if (
    banner.scheduledMessageEnabled &&
    banner.scheduledMessage &&
    isScheduleActive(banner.window, now)
  ) {
    return { text: banner.scheduledMessage, link: banner.scheduledLink, scheduled: true };
  }
  if (!banner.messageText) return null;
  return { text: banner.messageText, link: banner.messageLink, scheduled: false };
}
