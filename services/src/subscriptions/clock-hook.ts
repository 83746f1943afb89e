// The test clock's hook: when a test moves the twin's clock (POST /__clock), the twin calls
// `POST /__clock/advanced` here and the renewals due at the new time are charged at once, through the
// same exactly-once path as the jobs; the answer lists the orders this instance placed. Only with a
// test clock (SERVICES_CLOCK_URL) and its key.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { Services, ServicesEnv } from '../part.js';
import { runDueRenewals } from './renewals.js';

/** Path of the hook. */
export const CLOCK_HOOK_PATH = '/__clock/advanced';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Mounts the hook. */
export function clockHookRoutes(app: Hono<ServicesEnv>, services: Services): void {
  app.post(CLOCK_HOOK_PATH, async (c) => {
    const clock = services.config.clock;
    if (!clock) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const given = c.req.header('x-twin-admin-key');
    if (!clock.key || given === undefined || !timingSafeEqual(digest(given), digest(clock.key))) {
      return c.json({ error: { code: 'FORBIDDEN', message: 'The test clock key is required' } }, 403);
    }
    const renewedOrders = await runDueRenewals(services, await services.now());
    return c.json({ renewedOrders });
  });
}
