// Who hears that the test clock moved: every URL of TWIN_CLOCK_HOOKS (comma-separated, read at each
// move) gets POST { now } with the twin's admin key and answers { renewedOrders }, the orders its
// renewals placed at the new time (the store's own services run renewals; the twin only keeps time).

/** The hook URLs of TWIN_CLOCK_HOOKS. */
export function clockHooks(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.TWIN_CLOCK_HOOKS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//.test(u));
}

/** A hook that did not answer 2xx with renewedOrders. */
export class ClockHookError extends Error {}

/** Calls every hook at once with the new `now`; answers the order ids they report, each once, in order. */
export async function callClockHooks(now: Date, adminKey: string | undefined, hooks = clockHooks()): Promise<number[]> {
  const answers = await Promise.all(
    hooks.map(async (url) => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(adminKey ? { 'x-twin-admin-key': adminKey } : {}) },
          body: JSON.stringify({ now: now.toISOString() }),
          signal: AbortSignal.timeout(120_000),
        });
      } catch (error) {
        throw new ClockHookError(`${url}: ${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { renewedOrders?: unknown } | null;
      if (!res.ok || !Array.isArray(body?.renewedOrders)) throw new ClockHookError(`${url} answered ${res.status}`);
      return body.renewedOrders.filter((id): id is number => Number.isInteger(id));
    }),
  );
  return [...new Set(answers.flat())].sort((a, b) => a - b);
}
