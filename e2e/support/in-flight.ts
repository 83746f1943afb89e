// What a page has asked for and not yet been answered. A test that proves something was NOT sent
// advances the page's clock past the timers that would send it (page.clock.runFor), then waits for
// these requests to reach zero: the request event of a request the page starts is reported before
// runFor returns, so whatever the timers sent has arrived when the count is back at zero.
import { expect, type Page, type Request } from '@playwright/test';

/** Counts the page's requests that `matches` started (since this call) and that have not finished or failed. */
export function requestsInFlight(page: Page, matches: (request: Request) => boolean): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (matches(request)) open.add(request);
  });
  const answered = (request: Request) => void open.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return () => open.size;
}

/** Runs the page's installed clock `ms` ahead, then waits until every request counted by `inFlight` is answered. */
export async function runClockPast(page: Page, ms: number, inFlight: () => number): Promise<void> {
  await page.clock.runFor(ms);
  await expect.poll(inFlight).toBe(0);
}

/** Every request of the page but its streams (an event stream stays open). */
export const notAStream = (request: Request): boolean => request.resourceType() !== 'eventsource';
