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

/**
 * The page's clock moves this far at a time, and no further while a request is open: a jump of
 * seconds in one go would run a client's own time-outs (the search client's one second to connect)
 * before an answer that was on its way, which no shopper's page sees.
 */
const CLOCK_STEP_MS = 250;

/** Runs the page's installed clock `ms` ahead, a step at a time, each once every request counted by `inFlight` is answered. */
export async function runClockPast(page: Page, ms: number, inFlight: () => number): Promise<void> {
  for (let ran = 0; ran < ms; ran += CLOCK_STEP_MS) {
    await expect.poll(inFlight).toBe(0);
    await page.clock.runFor(Math.min(CLOCK_STEP_MS, ms - ran));
  }
  await expect.poll(inFlight).toBe(0);
}

/** Every request of the page but its streams (an event stream stays open). */
export const notAStream = (request: Request): boolean => request.resourceType() !== 'eventsource';
