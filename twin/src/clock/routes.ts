import type { Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { readJson } from '../http/body.js';
import { clockRequestSchema, SUBSCRIPTION_PATHS as P, type ClockResponse } from '../../../wire/subscriptions.js';
import { setTwinNow, testClockEnabled, twinNow } from './clock.js';
import { callClockHooks, ClockHookError } from './hooks.js';

const notFound = { error: { code: 'NOT_FOUND', message: 'Not found' } };
const badRequest = (message: string, field?: string) => ({ error: { code: 'BAD_REQUEST', message, ...(field ? { field } : {}) } });

/**
 * `GET|POST /__clock`: read or move the twin's clock (test twins only, with the admin key). Moving it
 * calls the clock hooks (TWIN_CLOCK_HOOKS), which run what fell due, and answers the orders they placed.
 */
export function clockRoutes(app: Hono, rt: TwinRuntime): void {
  app.get(P.clock, (c) => {
    if (!testClockEnabled()) return c.json(notFound, 404);
    const answer: ClockResponse = { now: twinNow(rt.db).toISOString(), renewedOrders: [] };
    return c.json(answer);
  });

  app.post(P.clock, async (c) => {
    if (!testClockEnabled()) return c.json(notFound, 404);
    let raw: unknown = {};
    if (c.req.header('content-length') !== '0' && (c.req.header('content-type') || c.req.header('content-length'))) {
      const parsed = await readJson(c);
      if (!parsed.ok) return parsed.response;
      raw = parsed.value;
    }
    const input = clockRequestSchema.safeParse(raw);
    if (!input.success) {
      const issue = input.error.issues[0];
      return c.json(badRequest(issue?.message ?? 'Invalid request', issue?.path.join('.') || undefined), 400);
    }
    const v = input.data;
    const to = 'advanceDays' in v ? new Date(twinNow(rt.db).getTime() + v.advanceDays * 86_400_000) : new Date(v.now);
    if (Number.isNaN(to.getTime())) return c.json(badRequest('now is invalid', 'now'), 400);
    const now = setTwinNow(rt.db, to);
    try {
      const answer: ClockResponse = { now: now.toISOString(), renewedOrders: await callClockHooks(now, rt.adminKey) };
      return c.json(answer);
    } catch (error) {
      if (error instanceof ClockHookError) return c.json({ error: { code: 'CLOCK_HOOK_FAILED', message: `A clock hook failed: ${error.message}` } }, 502);
      throw error;
    }
  });
}
