// The twin's developer pages (the outbox, the collected analytics, the reported errors, the flags page) show
// what only whoever runs the twin may see — a mailed reset code, a visitor's events — and switch flags for
// every visitor. A page answers a tool that sends the admin key in X-Twin-Admin-Key, or a browser with a
// developer session: the developer types the admin key into the sign-in page the twin answers in the page's
// place, and gets an HttpOnly SameSite=Strict cookie whose token the twin keeps (hashed) in memory for 12 hours.
// A change from a page (the flags page's form) also needs the twin's own Origin and the session's form token.
// Sign-in tries are counted per client address before the key is looked at.
import crypto from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { TwinRuntime } from '../runtime.js';
import { hasAdminKey } from './admin.js';
import { mediaType, readBody } from './body.js';
import { senderOf, SenderWindows } from './sender-caps.js';

/** The developer pages, as mounted: each needs the admin key or a developer session. */
export const DEVELOPER_PAGES = ['/outbox.html', '/analytics', '/errors', '/flags', '/flags/*'] as const;
/** Where a developer signs in. */
export const SIGN_IN_PATH = '/__sign-in';
/** The session cookie. */
export const SESSION_COOKIE = 'twin_developer';
/** How long a session lasts. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Wrong keys one client address may try in 15 minutes (a right key clears its count). */
export const SIGN_IN_TRIES = { count: 10, bytes: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60_000 };
/** Most sessions kept at once (the oldest go first). */
const MAX_SESSIONS = 1000;
// Where a sign-in may lead: one of the pages, with a query.
const NEXT_PATH = /^\/(outbox\.html|analytics|errors|flags)(\?[^#\s]{0,400})?$/;

/** A developer's session: the token its pages' forms carry. */
export interface DeveloperSession {
  formToken: string;
}

interface Sessions {
  byHash: Map<string, DeveloperSession & { expires: number }>;
  tries: SenderWindows;
}

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();
const sameSecret = (given: string, expected: string) => crypto.timingSafeEqual(digest(given), digest(expected));
const hashOf = (token: string) => digest(token).toString('hex');

const sessionsOf = new WeakMap<TwinRuntime, Sessions>();
function sessions(rt: TwinRuntime): Sessions {
  let s = sessionsOf.get(rt);
  if (!s) sessionsOf.set(rt, (s = { byHash: new Map(), tries: new SenderWindows(SIGN_IN_TRIES) }));
  return s;
}

/** The live developer session of the request's cookie, if any. */
export function developerSession(c: Context, rt: TwinRuntime): DeveloperSession | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return undefined;
  const { byHash } = sessions(rt);
  const hash = hashOf(token);
  const session = byHash.get(hash);
  if (!session) return undefined;
  if (session.expires <= Date.now()) {
    byHash.delete(hash);
    return undefined;
  }
  return { formToken: session.formToken };
}

/** Whether a form carries its session's token (compared in constant time). */
export function sameFormToken(session: DeveloperSession, given: string | null | undefined): boolean {
  return typeof given === 'string' && given.length > 0 && given.length <= 200 && sameSecret(given, session.formToken);
}

/** Whether the request comes from a page of the twin itself: its Origin is the twin's, as addressed or as published. */
function fromOwnOrigin(c: Context, rt: TwinRuntime): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && (origin === new URL(c.req.url).origin || origin === rt.origin());
}

function startSession(c: Context, rt: TwinRuntime): void {
  const { byHash } = sessions(rt);
  const now = Date.now();
  for (const [hash, s] of byHash) if (s.expires <= now) byHash.delete(hash);
  while (byHash.size >= MAX_SESSIONS) byHash.delete(byHash.keys().next().value as string);
  const token = crypto.randomBytes(32).toString('base64url');
  byHash.set(hashOf(token), { formToken: crypto.randomBytes(32).toString('base64url'), expires: now + SESSION_TTL_MS });
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: new URL(c.req.url).protocol === 'https:', maxAge: SESSION_TTL_MS / 1000 });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sign-in page: the admin key's field, where to go after, and why the last try failed. */
export function signInPage(next: string, problem: string | null, keyConfigured: boolean): string {
  const form = keyConfigured
    ? `<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="key">Twin admin key</label>
<input id="key" name="key" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p><code>npm start</code> prints the key it made up for this machine (kept in <code>.data/local-secrets.json</code>); otherwise it is <code>TWIN_ADMIN_KEY</code>.</p>`
    : '<p>This twin has no admin key, so its developer pages stay closed: start it with <code>TWIN_ADMIN_KEY</code> set (<code>npm start</code> makes one up).</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in · twin</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1d2320}label{display:block;font-weight:600}input{font:inherit;width:100%;margin:.25rem 0 1rem;padding:.4rem}[role=alert]{color:#9b1c1c}</style></head>
<body><main><h1>Sign in to the twin's developer pages</h1>
<p role="alert">${problem ? escapeHtml(problem) : ''}</p>
${form}</main></body></html>`;
}

const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
};

function signInAnswer(c: Context, rt: TwinRuntime, next: string, problem: string | null, status: 200 | 400 | 401 | 403 | 429, headers: Record<string, string> = {}) {
  return c.html(signInPage(next, problem, rt.adminKey !== undefined), status, { ...PAGE_HEADERS, ...headers });
}

/** Where a page asked for sends the developer back after signing in. */
const pageOf = (c: Context) => {
  const url = new URL(c.req.url);
  const path = `${url.pathname}${url.search}`;
  return c.req.method === 'GET' && NEXT_PATH.test(path) ? path : url.pathname.startsWith('/flags') ? '/flags' : DEVELOPER_PAGES[0];
};

/**
 * Puts the developer pages behind the admin key or a developer session and mounts the sign-in page; call
 * before the pages' routes are mounted. A change from a page also needs the twin's own Origin.
 */
export function mountDeveloperPages(app: Hono, rt: TwinRuntime): void {
  const guard: MiddlewareHandler = async (c, next) => {
    if (hasAdminKey(c, rt.adminKey)) return next();
    if (!developerSession(c, rt)) return signInAnswer(c, rt, pageOf(c), null, rt.adminKey ? 401 : 403);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !fromOwnOrigin(c, rt)) return c.text('This change did not come from the twin\'s own page.', 403);
    return next();
  };
  for (const path of DEVELOPER_PAGES) app.use(path, guard);

  app.get(SIGN_IN_PATH, (c) => {
    const next = c.req.query('next') ?? '';
    return signInAnswer(c, rt, NEXT_PATH.test(next) ? next : DEVELOPER_PAGES[0], null, rt.adminKey ? 200 : 403);
  });

  app.post(SIGN_IN_PATH, async (c) => {
    const key = rt.adminKey;
    if (!key) return signInAnswer(c, rt, DEVELOPER_PAGES[0], null, 403);
    if (!fromOwnOrigin(c, rt)) return signInAnswer(c, rt, DEVELOPER_PAGES[0], 'Please sign in from this page.', 403);
    const type = mediaType(c);
    const body = await readBody(c, 4096);
    if (type !== 'application/x-www-form-urlencoded' || !body.ok) return signInAnswer(c, rt, DEVELOPER_PAGES[0], 'Please sign in with the form.', 400);
    const form = new URLSearchParams(body.text);
    const wanted = form.get('next') ?? '';
    const next = NEXT_PATH.test(wanted) ? wanted : DEVELOPER_PAGES[0];
    // The try counts before the key is looked at: at most the limit are ever compared.
    const { tries } = sessions(rt);
    const sender = senderOf(c);
    const counted = tries.charge(sender, 1, 0);
    if (!counted.ok) return signInAnswer(c, rt, next, 'Too many wrong keys from this address. Wait a few minutes and try again.', 429, { 'Retry-After': String(counted.retryAfter) });
    if (!sameSecret(form.get('key') ?? '', key)) return signInAnswer(c, rt, next, 'That is not the twin\'s admin key.', 401);
    tries.forget(sender);
    startSession(c, rt);
    c.header('Cache-Control', 'no-store');
    return c.redirect(next, 303);
  });
}
