// The preview's sign-in: the editor pastes the preview secret into the sign-in page of the preview
// origin (a same-origin POST, never a token in a URL) and gets a session cookie, HttpOnly and
// SameSite=Strict, holding its expiry signed with an HMAC of the secret. Every other request of the
// preview origin needs a valid, unexpired session.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the preview's session cookie. */
export const SESSION_COOKIE = 'preview_session';

/** How long a preview session lasts (12 hours). */
export const SESSION_SECONDS = 12 * 60 * 60;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`preview-session:${payload}`).digest('base64url');
}

/** A session value good until `expiresAt` (ms since the epoch): `v1.<expiry>.<hmac>`. */
export function signSession(secret: string, expiresAt: number): string {
  const payload = `v1.${Math.floor(expiresAt / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** True when the value is a session signed with this secret that has not expired at `now`. */
export function verifySession(secret: string, value: string | undefined, now = Date.now()): boolean {
  if (!value) return false;
  const [, payload, expires, signature] = /^(v1\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(value) ?? [];
  if (!payload || !expires || !signature) return false;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(expires) * 1000 > now;
}

/** True when the pasted secret is the preview secret (compared in constant time). */
export function secretMatches(secret: string, given: string): boolean {
  const a = createHmac('sha256', 'preview-secret').update(secret).digest();
  const b = createHmac('sha256', 'preview-secret').update(given).digest();
  return timingSafeEqual(a, b);
}

/** The value of one cookie of a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header of a new session (Secure when the preview is served over HTTPS). */
export function sessionCookie(secret: string, now: number, secure: boolean): string {
  const value = signSession(secret, now + SESSION_SECONDS * 1000);
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * Name of the session cookie of a preview inside Studio's Presentation tool. Studio (localhost:3333)
 * and the preview (preview-<brand>.localhost) are different sites, so a SameSite=Strict or Lax cookie
 * never reaches the framed preview: this one is SameSite=None, Secure (browsers take Secure cookies
 * from `localhost` names over plain HTTP) and Partitioned (CHIPS: kept for the preview framed by
 * that one top-level site only, which Chromium allows even where it blocks third-party cookies).
 */
export const FRAMED_SESSION_COOKIE = 'preview_session_framed';

/** How long a framed preview session lasts (as long as a Studio secret: an hour). */
export const FRAMED_SESSION_SECONDS = 60 * 60;

/** The Set-Cookie header of a session for the preview framed by Studio. */
export function framedSessionCookie(secret: string, now: number): string {
  const value = signSession(secret, now + FRAMED_SESSION_SECONDS * 1000);
  return `${FRAMED_SESSION_COOKIE}=${value}; Path=/; Max-Age=${FRAMED_SESSION_SECONDS}; HttpOnly; SameSite=None; Secure; Partitioned`;
}
