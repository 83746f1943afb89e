// "Now" for the services: the real time, or a test clock's (the twin's /__clock) when one is set, so
// tests move schedules, slots and renewals by moving one clock.

/** Reads the current time. */
export type Clock = () => Promise<Date>;

/** The real clock, or one that asks `url` (GET answers `{ now }`, with `key` in X-Twin-Admin-Key). */
export function createClock(url?: string, key?: string): Clock {
  if (!url) return async () => new Date();
  return async () => {
    const res = await fetch(url, { headers: key ? { 'x-twin-admin-key': key } : {} });
    if (!res.ok) throw new Error(`the test clock answered ${res.status}`);
    const body = (await res.json()) as { now?: unknown };
    const at = new Date(String(body.now));
    if (Number.isNaN(at.getTime())) throw new Error('the test clock answered no time');
    return at;
  };
}
