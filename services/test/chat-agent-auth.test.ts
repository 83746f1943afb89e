// The agent side of live chat shows visitors' names and emails and speaks for the care team: sign-in
// only, with sessions and sign-in attempts kept in the database.
import { describe, expect, it, beforeAll } from 'vitest';
import { SERVICE_PATHS } from '../../wire/services.js';
import { configFromEnv, ConfigError } from '../src/config.js';
import { SIGN_IN_ATTEMPTS } from '../src/chat/agent-auth.js';
import { chatPart } from '../src/chat/part.js';
import { AGENT_PASSWORD, SITE_ORIGIN, useStack } from './harness.js';
import { bearer } from './chat-support.js';

const OPEN = '2026-11-23T15:00:00Z';
// One trusted proxy: each test that counts sign-in attempts comes from an address of its own.
const stack = useStack({ now: OPEN, parts: [chatPart], env: { SERVICES_TRUSTED_PROXIES: '1' } });
let conversation: { id: string; token: string };

beforeAll(async () => {
  conversation = (await stack.call('POST', SERVICE_PATHS.conversations, { name: 'Robin Private', email: 'robin.private@example.com' })).body.conversation;
  await stack.call('POST', SERVICE_PATHS.conversationMessages(conversation.id), { text: 'My gate code is 4321' }, bearer(conversation.token));
});

const agentUrl = (p = '') => `${stack.url}/chat/agent${p}`;
const signIn = (password: string, origin: string | null = stack.url, headers: Record<string, string> = {}) =>
  fetch(agentUrl('/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...headers },
    body: new URLSearchParams({ password }).toString(),
    redirect: 'manual',
  });

/** Signs in and answers the session cookie and the page's CSRF token. */
async function session(): Promise<{ cookie: string; csrf: string }> {
  const res = await signIn(AGENT_PASSWORD);
  expect(res.status).toBe(303);
  const [cookie = ''] = res.headers.get('set-cookie')!.split(';');
  const page = await (await fetch(agentUrl(), { headers: { cookie } })).text();
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)?.[1];
  if (!csrf) throw new Error('The agent page has no CSRF token');
  return { cookie, csrf };
}

describe('the agent page and API need a signed-in agent', () => {
  it('without a session the page is a sign-in form and nothing of the conversations shows', async () => {
    const res = await fetch(agentUrl());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input[^>]+type="password"[^>]+id="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('Robin Private');
    expect(html).not.toContain('csrf-token');
  });

  it('without a session the API answers 401 and changes nothing', async () => {
    const list = await fetch(agentUrl('/conversations'));
    expect(list.status).toBe(401);
    expect(await list.text()).not.toContain('Robin');
    const post = (p: string, body: unknown) =>
      fetch(agentUrl(p), { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.url }, body: JSON.stringify(body) });
    expect((await post(`/conversations/${conversation.id}/messages`, { text: 'Hi, agent here' })).status).toBe(401);
    expect((await post(`/conversations/${conversation.id}/close`, {})).status).toBe(401);
    // A made-up cookie is no session either.
    expect((await fetch(agentUrl('/conversations'), { headers: { cookie: 'chat_agent=made-up' } })).status).toBe(401);
    const seen = (await stack.call('GET', SERVICE_PATHS.conversation(conversation.id), undefined, bearer(conversation.token))).body;
    expect(seen.status).toBe('open');
    expect(seen.messages.map((m: { from: string }) => m.from)).toEqual(['visitor']);
  });

  it('a wrong password, a missing Origin or another origin does not sign in', async () => {
    const wrong = await signIn('not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('Wrong password');
    for (const origin of [null, SITE_ORIGIN, 'https://evil.example']) {
      const res = await signIn(AGENT_PASSWORD, origin);
      expect(res.status, String(origin)).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const notTheForm = await fetch(agentUrl('/sign-in'), { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.url }, body: JSON.stringify({ password: AGENT_PASSWORD }) });
    expect(notTheForm.status).toBe(400);
    expect(notTheForm.headers.get('set-cookie')).toBeNull();
  });

  it('signing in sets an HttpOnly, SameSite=Strict session cookie for /chat/agent and opens the page', async () => {
    const res = await signIn(AGENT_PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/chat/agent');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/chat\/agent(;|$)/);
    const { cookie: sessionCookie, csrf } = await session();
    expect(csrf.length).toBeGreaterThanOrEqual(32);
    const page = await fetch(agentUrl(), { headers: { cookie: sessionCookie } });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const list = await fetch(agentUrl('/conversations'), { headers: { cookie: sessionCookie } });
    expect(list.status).toBe(200);
    const { conversations } = (await list.json()) as { conversations: { id: string; name: string }[] };
    expect(conversations.find((c) => c.id === conversation.id)?.name).toBe('Robin Private');
    // Only a hash of the cookie is kept.
    const token = sessionCookie.slice(sessionCookie.indexOf('=') + 1);
    const rows = await stack.services.services.db.selectFrom('chat_agent_sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('a state change needs the session, the page’s CSRF token and the services’ own Origin', async () => {
    const { cookie, csrf } = await session();
    const post = (p: string, body: unknown, headers: Record<string, string>) =>
      fetch(agentUrl(p), { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify(body) });
    const reply = `/conversations/${conversation.id}/messages`;
    expect((await post(reply, { text: 'x' }, { origin: stack.url })).status).toBe(403);
    expect((await post(reply, { text: 'x' }, { origin: stack.url, 'x-csrf-token': `${csrf.slice(0, -2)}xx` })).status).toBe(403);
    expect((await post(reply, { text: 'x' }, { origin: SITE_ORIGIN, 'x-csrf-token': csrf })).status).toBe(403);
    expect((await post(reply, { text: 'x' }, { 'x-csrf-token': csrf })).status).toBe(403);
    // Another session's token does not do either.
    const other = await session();
    expect((await post(reply, { text: 'x' }, { origin: stack.url, 'x-csrf-token': other.csrf })).status).toBe(403);
    const sent = await post(reply, { text: 'Hello Robin' }, { origin: stack.url, 'x-csrf-token': csrf });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ from: 'agent', text: 'Hello Robin' });
    expect((await post(`/conversations/${conversation.id}/close`, {}, { origin: SITE_ORIGIN, 'x-csrf-token': csrf })).status).toBe(403);
    expect((await post('/conversations/chat_nope/messages', { text: 'x' }, { origin: stack.url, 'x-csrf-token': csrf })).status).toBe(404);
  });

  it('agent routes carry no CORS headers for the site origins, not even on a preflight', async () => {
    const { cookie, csrf } = await session();
    const list = await fetch(agentUrl('/conversations'), { headers: { cookie, origin: SITE_ORIGIN } });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(agentUrl(), { headers: { cookie, origin: SITE_ORIGIN } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(agentUrl(`/conversations/${conversation.id}/close`), {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const refused = await fetch(agentUrl(`/conversations/${conversation.id}/close`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: SITE_ORIGIN, 'x-csrf-token': csrf },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // The visitor's own routes still serve the sites.
    expect((await fetch(`${stack.url}${SERVICE_PATHS.chatStatus}`, { headers: { origin: SITE_ORIGIN } })).headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('signing out ends the session', async () => {
    const { cookie, csrf } = await session();
    const out = await fetch(agentUrl('/sign-out'), {
      method: 'POST',
      headers: { cookie, origin: stack.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf }).toString(),
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    expect((await fetch(agentUrl('/conversations'), { headers: { cookie } })).status).toBe(401);
  });
});

describe('sign-in attempts are limited', () => {
  it('after five wrong passwords from an address even the right one waits; another address is not held up', async () => {
    const from = { 'x-forwarded-for': '203.0.113.5' };
    for (let i = 0; i < SIGN_IN_ATTEMPTS.max; i++) expect((await signIn(`guess ${i}`, stack.url, from)).status).toBe(401);
    const locked = await signIn(AGENT_PASSWORD, stack.url, from);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect(await locked.text()).toContain('Too many wrong passwords');
    expect((await signIn(AGENT_PASSWORD, stack.url, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(303);
  });

  it('a right password clears the count of its address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < SIGN_IN_ATTEMPTS.max - 1; i++) expect((await signIn(`guess ${i}`, stack.url, from)).status).toBe(401);
    expect((await signIn(AGENT_PASSWORD, stack.url, from)).status).toBe(303);
    for (let i = 0; i < SIGN_IN_ATTEMPTS.max - 1; i++) expect((await signIn(`again ${i}`, stack.url, from)).status).toBe(401);
    expect((await signIn(AGENT_PASSWORD, stack.url, from)).status).toBe(303);
  });

  it('60 concurrent wrong passwords: at most the limit are checked, the rest wait, and so does the right one until the window ends', async () => {
    const from = { 'x-forwarded-for': '198.51.100.60' };
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`concurrent guess ${i}`, stack.url, from)));
    const statuses = answers.map((a) => a.status);
    // Each checked password answers 401 ("Wrong password"); everything past the limit was refused unchecked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SIGN_IN_ATTEMPTS.max);
    const refused = await signIn(AGENT_PASSWORD, stack.url, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
    // Still inside the 15-minute window.
    stack.setNow(new Date(Date.parse(OPEN) + SIGN_IN_ATTEMPTS.windowMs - 60_000));
    expect((await signIn(AGENT_PASSWORD, stack.url, from)).status).toBe(429);
    // The next window.
    stack.setNow(new Date(Date.parse(OPEN) + SIGN_IN_ATTEMPTS.windowMs));
    expect((await signIn(AGENT_PASSWORD, stack.url, from)).status).toBe(303);
    stack.setNow(OPEN);
  });
});

describe('the agent password', () => {
  it('is required and at least 12 characters: the services do not start without one', () => {
    const base = { SERVICES_SITE_ORIGINS: 'http://a', SERVICES_ADMIN_KEY: 'an-admin-key-long-enough', SHOPIFY_STORES: '[]', COGNITO_ISSUER: 'http://x', COGNITO_CLIENT_ID: 'c', SMTP_URL: 'smtp://x' };
    const problem = (env: Record<string, string>) => {
      try {
        configFromEnv(env);
      } catch (error) {
        return (error as ConfigError).problems.find((p) => p.variable === 'SERVICES_AGENT_PASSWORD')?.message;
      }
      return undefined;
    };
    expect(problem(base)).toBe('is required');
    expect(problem({ ...base, SERVICES_AGENT_PASSWORD: 'short' })).toBe('must be at least 12 characters');
    expect(problem({ ...base, SERVICES_AGENT_PASSWORD: 'long enough password' })).toBeUndefined();
  });
});
