// Agent sign-in for live chat, shared by every instance: sessions are rows (the SHA-256 of their
// cookie and the page's CSRF token), and sign-in attempts are counted in the database before the
// password is looked at, so however many tries arrive at once, at most the limit are ever checked.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AGENT_PATH } from './agent-path.js';
import { hit, type Verdict } from '../core/rate-limit.js';
import type { Services } from '../part.js';

/** The agent session cookie, sent to the agent page and API only. */
export const AGENT_COOKIE = 'chat_agent';
/** Header carrying the page's CSRF token on every state change. */
export const CSRF_HEADER = 'x-csrf-token';

// Sessions last by the real clock, as the cookie's Max-Age does in the browser (a test clock moved by
// days must not sign the agent out).
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Sign-in attempts one client address may make in 15 minutes (a right password clears its count). */
export const SIGN_IN_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Compares two secrets in constant time (hashed first, so their lengths do not show either). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A signed-in agent's session. */
export interface AgentSession {
  csrf: string;
}

const attemptsKey = (services: Services, c: Context) => `chat:agent-sign-in:${services.clientAddress(c)}`;

/**
 * Counts a sign-in attempt from this request's address; refused when the address is over its limit.
 * Counted before the password is checked, in one atomic upsert, so concurrent tries cannot slip past.
 */
export async function countSignIn(services: Services, c: Context): Promise<Verdict> {
  return hit(services.db, attemptsKey(services, c), SIGN_IN_ATTEMPTS, await services.now());
}

/** Checks a password (only after `countSignIn` allowed the attempt); a right one clears the address's count. */
export async function checkPassword(services: Services, c: Context, given: string): Promise<boolean> {
  if (!sameSecret(given, services.config.agentPassword)) return false;
  await services.db.deleteFrom('rate_limit_windows').where('key', '=', attemptsKey(services, c)).execute();
  return true;
}

/** Starts a session: stores it, sets the cookie and answers its CSRF token. */
export async function startSession(services: Services, c: Context): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const now = new Date();
  await services.db.deleteFrom('chat_agent_sessions').where('expires_at', '<', now).execute();
  await services.db
    .insertInto('chat_agent_sessions')
    .values({ token_hash: digest(token).toString('hex'), csrf, created_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
    .execute();
  setCookie(c, AGENT_COOKIE, token, {
    path: AGENT_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:' || services.config.publicUrl.startsWith('https:'),
    maxAge: SESSION_TTL_MS / 1000,
  });
  return csrf;
}

/** The live session of this request's cookie, if any. */
export async function readSession(services: Services, c: Context): Promise<AgentSession | undefined> {
  const token = getCookie(c, AGENT_COOKIE);
  if (!token || token.length > 200) return undefined;
  const row = await services.db
    .selectFrom('chat_agent_sessions')
    .select(['csrf'])
    .where('token_hash', '=', digest(token).toString('hex'))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { csrf: row.csrf } : undefined;
}

/** Ends this request's session and clears its cookie. */
export async function endSession(services: Services, c: Context): Promise<void> {
  const token = getCookie(c, AGENT_COOKIE);
  if (token && token.length <= 200) await services.db.deleteFrom('chat_agent_sessions').where('token_hash', '=', digest(token).toString('hex')).execute();
  deleteCookie(c, AGENT_COOKIE, { path: AGENT_PATH, httpOnly: true, sameSite: 'Strict' });
}

/** Whether a state-changing request comes from the services' own pages: its Origin is theirs (as addressed, or as published). */
export function fromOwnOrigin(c: Context, publicUrl: string): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin === new URL(c.req.url).origin || origin === new URL(publicUrl).origin;
}

/** Whether the request carries the session's CSRF token (header, or the `csrf` field of a form). */
export function csrfMatches(session: AgentSession, given: string | undefined): boolean {
  return typeof given === 'string' && given.length > 0 && given.length <= 200 && sameSecret(given, session.csrf);
}

/** Keeps the agent routes the services' own: a preflight is refused outright and no Access-Control-* header leaves. */
export const agentRoutesWithoutCors: MiddlewareHandler = async (c, next) => {
  if (c.req.path !== AGENT_PATH && !c.req.path.startsWith(`${AGENT_PATH}/`)) return next();
  if (c.req.method === 'OPTIONS') return c.body(null, 403);
  await next();
  for (const name of [...c.res.headers.keys()]) if (name.startsWith('access-control-')) c.res.headers.delete(name);
};
