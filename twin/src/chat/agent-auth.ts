import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientIp } from '../http/hardening.js';

/** The agent session cookie, sent to the agent page and API only. */
export const AGENT_COOKIE = 'twin_chat_agent';
/** Where the agent page and its API live; the cookie's path. */
export const AGENT_PATH = '/chat/agent';
/** Header carrying the page's CSRF token on every state change. */
export const CSRF_HEADER = 'x-csrf-token';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const MAX_SESSIONS = 1000;
/** Wrong passwords one client address may try in 15 minutes. */
const SIGN_IN_FAILURES = { max: 5, windowMs: 15 * 60_000 };

/** A new random agent password, for a twin started without one. */
export const generateAgentPassword = (): string => randomBytes(18).toString('base64url');

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Compares two secrets in constant time (hashed first, so their lengths do not show either). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

interface Session {
  csrf: string;
  expiresAt: number;
}

/** Agent sign-in for one twin: the password, live sessions (by the SHA-256 of their cookie) and failed attempts. */
export class AgentAuth {
  private readonly sessions = new Map<string, Session>();
  // Times of recent wrong passwords per client address.
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly password: string) {}

  /** Seconds a client address must wait before it may try a password again, or 0. */
  waitFor(c: Context, now = Date.now()): number {
    const recent = this.recentFailures(clientIp(c), now);
    if (recent.length < SIGN_IN_FAILURES.max) return 0;
    return Math.max(1, Math.ceil((recent[0] + SIGN_IN_FAILURES.windowMs - now) / 1000));
  }

  /** Checks a password; a wrong one counts against the client address, a right one clears its count. */
  check(c: Context, given: string, now = Date.now()): boolean {
    const ip = clientIp(c);
    if (sameSecret(given, this.password)) {
      this.failures.delete(ip);
      return true;
    }
    // A flood of addresses must not grow the map without bound.
    if (this.failures.size > 10_000) this.failures.clear();
    this.failures.set(ip, [...this.recentFailures(ip, now), now]);
    return false;
  }

  private recentFailures(ip: string, now: number): number[] {
    return (this.failures.get(ip) ?? []).filter((t) => t > now - SIGN_IN_FAILURES.windowMs);
  }

  /** Starts a session: sets the cookie and answers its CSRF token. */
  start(c: Context): string {
    const token = randomBytes(32).toString('base64url');
    const csrf = randomBytes(32).toString('base64url');
    const now = Date.now();
    for (const [key, s] of this.sessions) if (s.expiresAt < now) this.sessions.delete(key);
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(digest(token).toString('hex'), { csrf, expiresAt: now + SESSION_TTL_MS });
    setCookie(c, AGENT_COOKIE, token, {
      path: AGENT_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: SESSION_TTL_MS / 1000,
    });
    return csrf;
  }

  /** The live session of this request's cookie, if any. */
  session(c: Context): Session | undefined {
    const token = getCookie(c, AGENT_COOKIE);
    if (!token || token.length > 200) return undefined;
    const key = digest(token).toString('hex');
    const session = this.sessions.get(key);
    if (!session) return undefined;
    if (session.expiresAt < Date.now()) {
      this.sessions.delete(key);
      return undefined;
    }
    return session;
  }

  /** Ends this request's session and clears its cookie. */
  end(c: Context): void {
    const token = getCookie(c, AGENT_COOKIE);
    if (token) this.sessions.delete(digest(token).toString('hex'));
    deleteCookie(c, AGENT_COOKIE, { path: AGENT_PATH, httpOnly: true, sameSite: 'Strict' });
  }
}

/** Whether a state-changing request comes from the twin's own pages: its Origin is the twin's (as addressed, or as it runs). */
export function fromOwnOrigin(c: Context, ownOrigin: string): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin === new URL(c.req.url).origin || origin === ownOrigin;
}

/** Whether the request carries the session's CSRF token (header, or the `csrf` field of a form). */
export function csrfMatches(session: Session, given: string | undefined): boolean {
  return typeof given === 'string' && given.length > 0 && given.length <= 200 && sameSecret(given, session.csrf);
}

/**
 * Keeps the agent routes the twin's own: a preflight is refused outright and no Access-Control-* header
 * leaves, whatever the global CORS middleware added for the site origins. Mount it before that middleware.
 */
export const agentRoutesWithoutCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return c.body(null, 403);
  await next();
  for (const name of [...c.res.headers.keys()]) if (name.startsWith('access-control-')) c.res.headers.delete(name);
};
