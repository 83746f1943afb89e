import type { Hono } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { findUser } from '../cognito/users.js';
import { testClockEnabled } from '../clock/clock.js';
import { readJson } from '../http/body.js';

const requestSchema = z.object({ email: z.string().max(254).email() });

/**
 * `POST /__cognito/expire-codes` `{ email }` (test twins only, like `/__clock`): every pending code of
 * that user (sign-up, reset, email change) expires now, so the screens' "expired code" path can be
 * reached without waiting a day. Answers `{ expired: <count> }`; an unknown user is 404.
 */
export function codeExpiryRoutes(app: Hono, rt: TwinRuntime): void {
  app.post('/__cognito/expire-codes', async (c) => {
    if (!testClockEnabled()) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const input = requestSchema.safeParse(parsed.value);
    if (!input.success) return c.json({ error: { code: 'BAD_REQUEST', message: 'email is required', field: 'email' } }, 400);
    const user = findUser(rt.db, input.data.email);
    if (!user) return c.json({ error: { code: 'NOT_FOUND', message: 'No such user' } }, 404);
    const expired = rt.db.prepare('UPDATE cognito_code SET expires_at = 0 WHERE sub = ?').run(user.sub).changes;
    return c.json({ expired });
  });
}
