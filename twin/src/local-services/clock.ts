import type { Db } from '../db/open.js';
import { clockNow } from '../subscriptions/clock.js';

// In-process tests may pin the services' time exactly; otherwise the twin clock (POST /__clock) rules.
let pinned: Date | undefined;

/** "Now" of the local services (slots, care hours): a pinned instant, else the twin clock. */
export function serviceNow(db: Db): Date {
  if (pinned) return new Date(pinned);
  return clockNow(db);
}

/** Pins the services' time at an instant (in-process tests), or unpins it with no argument. */
export function setServiceNow(at?: Date | string): void {
  pinned = at === undefined ? undefined : new Date(at);
}
