import crypto from 'node:crypto';
import type { Context } from 'hono';

/** Who calls the lake: nobody in particular, the holder of the twin's admin key (as bearer token), or a token the twin does not know. */
export type LakeAuth = 'anonymous' | 'admin' | 'invalid';

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** Reads `Authorization: Bearer <token>` and compares it with the admin key in constant time. */
export function lakeAuthOf(c: Context, key: string | undefined): LakeAuth {
  const header = c.req.header('authorization');
  if (header === undefined) return 'anonymous';
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m || !key) return 'invalid';
  return crypto.timingSafeEqual(digest(m[1]!), digest(key)) ? 'admin' : 'invalid';
}

/** Sanity's answer to a token it does not know. */
export const unauthorized = (c: Context) => c.json({ error: 'Unauthorized', message: 'Session not found', statusCode: 401 }, 401);
