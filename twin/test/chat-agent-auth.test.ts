import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../wire/services.js';
import { FIXTURE_CONTENT } from './helpers.js';
import { startServicesTwin } from './services-fixture.js';

// The agent side of live chat shows visitors' names and emails and speaks for the care team: sign-in only.
const OPEN = '2026-11-23T15:00:00Z';
const PASSWORD = 'correct horse battery staple';
const SITE = 'http://localhost:9001';
let twin: Awaited<ReturnType<typeof startServicesTwin>>;
let conversation: { id: string; token: string };

beforeAll(async () => {
  twin = await startServicesTwin({ now: OPEN, agentPassword: PASSWORD });
  conversation = (await twin.call('POST', SERVICE_PATHS.conversations, { name: 'Robin Private', email: 'robin.private@example.com' })).body.conversation;
  await twin.call('POST', SERVICE_PATHS.conversationMessages(conversation.id), { text: 'My gate code is 4321' }, { authorization: `Bearer ${conversation.token}` });
});
afterAll(async () => {
  await twin?.stop();
});

const agentUrl = (p = '') => `${twin.url}/chat/agent${p}`;
const signIn = (password: string, origin: string | null = twin.url) =>
  fetch(agentUrl('/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ password }).toString(),
    redirect: 'manual',
  });

/** Signs in and answers the session cookie and the page's CSRF token. */
async function session(): Promise<{ cookie: string; csrf: string }> {
  const res = await signIn(PASSWORD);
  expect(res.status).toBe(303);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const page = await (await fetch(agentUrl(), { headers: { cookie } })).text();
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)![1];
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
      fetch(agentUrl(p), { method: 'POST', headers: { 'content-type': 'application/json', origin: twin.url }, body: JSON.stringify(body) });
    expect((await post(`/conversations/${conversation.id}/messages`, { text: 'Hi, agent here' })).status).toBe(401);
    expect((await post(`/conversations/${conversation.id}/close`, {})).status).toBe(401);
    const seen = (await twin.call('GET', SERVICE_PATHS.conversation(conversation.id), undefined, { authorization: `Bearer ${conversation.token}` })).body;
    expect(seen.status).toBe('open');
    expect(seen.messages.map((m: { from: string }) => m.from)).toEqual(['visitor']);
  });

  it('a wrong password, a missing Origin or another origin does not sign in', async () => {
    const wrong = await signIn('not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('Wrong password');
    for (const origin of [null, SITE, 'https://evil.example']) {
      const res = await signIn(PASSWORD, origin);
      expect(res.status, String(origin)).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('signing in sets an HttpOnly, SameSite=Strict session cookie for /chat/agent and opens the page', async () => {
    const res = await signIn(PASSWORD);
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
    const list = await fetch(agentUrl('/conversations'), { headers: { cookie: sessionCookie } });
    expect(list.status).toBe(200);
    const { conversations } = (await list.json()) as { conversations: { id: string; name: string }[] };
    expect(conversations.find((c) => c.id === conversation.id)?.name).toBe('Robin Private');
  });

  it('a state change needs the session, the page’s CSRF token and the twin’s own Origin', async () => {
    const { cookie, csrf } = await session();
    const post = (p: string, body: unknown, headers: Record<string, string>) =>
      fetch(agentUrl(p), { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify(body) });
    const reply = `/conversations/${conversation.id}/messages`;
    expect((await post(reply, { text: 'x' }, { origin: twin.url })).status).toBe(403);
    expect((await post(reply, { text: 'x' }, { origin: twin.url, 'x-csrf-token': `${csrf.slice(0, -2)}xx` })).status).toBe(403);
    expect((await post(reply, { text: 'x' }, { origin: SITE, 'x-csrf-token': csrf })).status).toBe(403);
    expect((await post(reply, { text: 'x' }, { 'x-csrf-token': csrf })).status).toBe(403);
    const sent = await post(reply, { text: 'Hello Robin' }, { origin: twin.url, 'x-csrf-token': csrf });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ from: 'agent', text: 'Hello Robin' });
    expect((await post(`/conversations/${conversation.id}/close`, {}, { origin: SITE, 'x-csrf-token': csrf })).status).toBe(403);
  });

  it('agent routes carry no CORS headers for the site origins, not even on a preflight', async () => {
    const { cookie, csrf } = await session();
    const list = await fetch(agentUrl('/conversations'), { headers: { cookie, origin: SITE } });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(agentUrl(), { headers: { cookie, origin: SITE } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(agentUrl(`/conversations/${conversation.id}/close`), {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const refused = await fetch(agentUrl(`/conversations/${conversation.id}/close`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: SITE, 'x-csrf-token': csrf },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // The visitor's own routes still serve the sites.
    expect((await fetch(`${twin.url}${SERVICE_PATHS.chatStatus}`, { headers: { origin: SITE } })).headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('signing out ends the session', async () => {
    const { cookie, csrf } = await session();
    const out = await fetch(agentUrl('/sign-out'), {
      method: 'POST',
      headers: { cookie, origin: twin.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf }).toString(),
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    expect((await fetch(agentUrl('/conversations'), { headers: { cookie } })).status).toBe(401);
  });
});

describe('sign-in attempts are limited', () => {
  it('after five wrong passwords from an address even the right one waits', async () => {
    const other = await startServicesTwin({ now: OPEN, agentPassword: PASSWORD });
    try {
      const attempt = (password: string) =>
        fetch(`${other.url}/chat/agent/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: other.url },
          body: new URLSearchParams({ password }).toString(),
          redirect: 'manual',
        });
      for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).status).toBe(401);
      const locked = await attempt(PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(locked.headers.get('set-cookie')).toBeNull();
    } finally {
      await other.stop();
    }
  });
});

describe('npm start prints where to answer chats', () => {
  it('without TWIN_AGENT_PASSWORD the twin makes up a password and prints it once, and it signs in', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-agent-'));
    const env = { ...process.env };
    delete env.TWIN_AGENT_PASSWORD;
    const child = spawn(process.execPath, ['--import', 'tsx', 'twin/src/main.ts', '--port', '0', '--db', path.join(dir, 'twin.sqlite'), '--content', FIXTURE_CONTENT, '--reset'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const line = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no agent line in: ${output}`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /^chat agent: .*$/m.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[0]);
          }
        });
        child.once('exit', () => reject(new Error(`exited: ${output}`)));
      });
      const url = /TWIN_URL=(\S+)/.exec(output)![1];
      const match = /^chat agent: (\S+)\/chat\/agent \(password: (\S+)\)$/.exec(line);
      expect(match?.[1]).toBe(url);
      const password = match![2];
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(output.split(password).length).toBe(2);
      const res = await fetch(`${url}/chat/agent/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: new URLSearchParams({ password }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
