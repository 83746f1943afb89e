import type { Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { clockRequestSchema, SUBSCRIPTION_PATHS as P, type ClockResponse } from '../../../wire/subscriptions.js';
import { setTwinNow, testClockEnabled, twinNow } from './clock.js';
import { body, fail } from './http.js';
import { runDueRenewals } from './renewals.js';

/** `GET|POST /__clock`: read or move the twin's clock (test twins only, with the admin key); moving it runs due renewals. */
export function clockRoutes(app: Hono, rt: TwinRuntime): void {
  app.get(P.clock, (c) => {
    if (!testClockEnabled()) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const answer: ClockResponse = { now: twinNow(rt.db).toISOString(), renewedOrders: [] };
    return c.json(answer);
  });

  app.post(P.clock, async (c) => {
    if (!testClockEnabled()) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const input = await body(c, clockRequestSchema);
    if (!input.ok) return input.response;
    const v = input.value;
    const to = 'advanceDays' in v ? new Date(twinNow(rt.db).getTime() + v.advanceDays * 86_400_000) : new Date(v.now);
    if (Number.isNaN(to.getTime())) return fail(c, 'BAD_REQUEST', 'now is invalid', 'now');
    const now = setTwinNow(rt.db, to);
    const answer: ClockResponse = { now: now.toISOString(), renewedOrders: runDueRenewals(rt) };
    return c.json(answer);
  });
}
