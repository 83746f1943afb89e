// The twin holds against a visitor: what it keeps for the developer (every mail, reset codes among them; the
// collected analytics; the reported errors; the flags of every visitor) needs the twin's admin key, or a
// developer session started with it on the twin's own sign-in page; the vendors' browser endpoints stay open.
import { describe, expect, it } from 'vitest';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import { sendMail } from '../src/outbox/index.js';
import { SIGN_IN_TRIES } from '../src/http/developer-session.js';
import { ADMIN_HEADERS, developerCookie, present, startTestTwin, TEST_ADMIN_KEY, useTestTwin } from './helpers.js';

const twin = useTestTwin();
const SITE = 'http://127.0.0.1:9001';
const RESET_CODE = '493817';

/** What a visitor can ask for, with nothing but a browser. */
const READS = ['/outbox', '/outbox?to=victim@example.com', '/outbox.html', '/analytics', '/errors', '/flags', '/__analytics', '/__errors', '/__flags'];

const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(body).toString(),
  redirect: 'manual' as const,
});

describe('a visitor without the admin key', () => {
  it('reads no mail, no collected analytics, no errors and no flags', async () => {
    sendMail(twin.db, { to: 'victim@example.com', subject: 'Reset your password', text: `Your code is ${RESET_CODE}` });
    for (const path of READS) {
      const res = await fetch(`${twin.url}${path}`, { headers: { origin: SITE } });
      expect(res.status, path).toBe(401);
      expect(await res.text(), path).not.toContain(RESET_CODE);
    }
  });

  it('is shown the sign-in page in place of a developer page, never the page', async () => {
    const res = await fetch(`${twin.url}/outbox.html?to=victim@example.com`);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<label for="key">Twin admin key</label>');
    expect(html).toContain('name="next" value="/outbox.html?to=victim@example.com"');
  });

  it('changes no flag: neither the admin route nor the flags page form', async () => {
    const patch = await fetch(`${twin.url}/__flags/trailmate/live-chat`, { method: 'PATCH', headers: { 'content-type': 'application/json', origin: SITE }, body: JSON.stringify({ on: false }) });
    expect(patch.status).toBe(401);
    for (const origin of [SITE, twin.url]) {
      const post = await fetch(`${twin.url}/flags/trailmate/live-chat`, form({ serve: 'off', token: 'anything' }, { origin }));
      expect(post.status).toBe(401);
    }
    const flags = (await (await fetch(`${twin.url}/__flags`, { headers: ADMIN_HEADERS })).json()) as { environments: { key: string; flags: { key: string; on: boolean }[] }[] };
    expect(flags.environments.find((e) => e.key === 'trailmate')!.flags.find((f) => f.key === 'live-chat')!.on).toBe(true);
  });

  it('cannot sign in with a wrong key, from another origin, or past the tries an address has', async () => {
    const own = await startTestTwin();
    try {
      const wrong = await fetch(`${own.url}/__sign-in`, form({ key: 'not-the-key-0123456789', next: '/flags' }, { origin: own.url }));
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      const elsewhere = await fetch(`${own.url}/__sign-in`, form({ key: TEST_ADMIN_KEY, next: '/flags' }, { origin: SITE }));
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.headers.get('set-cookie')).toBeNull();
      for (let i = 1; i < SIGN_IN_TRIES.count; i++) await fetch(`${own.url}/__sign-in`, form({ key: `wrong-${i}`, next: '/flags' }, { origin: own.url }));
      // Counted before the key is looked at: even the right key is refused now.
      const locked = await fetch(`${own.url}/__sign-in`, form({ key: TEST_ADMIN_KEY, next: '/flags' }, { origin: own.url }));
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(locked.headers.get('set-cookie')).toBeNull();
    } finally {
      await own.stop();
    }
  });

  it('still sends what the sites send from the browser: an analytics hit, an error report, flag evaluation and events', async () => {
    const env = TWIN_FLAG_CLIENT_IDS.trailmate;
    const ga4 = await fetch(`${twin.url}/g/collect?tid=G-TWIN1`, { method: 'POST', headers: { origin: SITE, 'content-type': 'text/plain' }, body: JSON.stringify({ client_id: 'c1', events: [{ name: 'page_view' }] }) });
    expect(ga4.status).toBe(204);
    const context = Buffer.from(JSON.stringify({ kind: 'user', key: 'v1', anonymous: true })).toString('base64url');
    expect((await fetch(`${twin.url}/sdk/evalx/${env}/contexts/${context}`, { headers: { origin: SITE } })).status).toBe(200);
    const events = await fetch(`${twin.url}/events/bulk/${env}`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify([{ kind: 'identify', context: { kind: 'user', key: 'v1' } }]) });
    expect(events.status).toBe(202);
  });
});

describe('with the admin key', () => {
  it('a tool reads the outbox, analytics, errors and flags and changes a flag', async () => {
    sendMail(twin.db, { to: 'tool@example.com', subject: 'Verify', text: `Code ${RESET_CODE}` });
    for (const path of READS) expect((await fetch(`${twin.url}${path}`, { headers: ADMIN_HEADERS })).status, path).toBe(200);
    const mail = (await (await fetch(`${twin.url}/outbox?to=tool@example.com`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
    expect(mail.messages.at(-1)!.text).toContain(RESET_CODE);
    const patch = await fetch(`${twin.url}/__flags/trailmate/live-chat`, { method: 'PATCH', headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ on: true }) });
    expect(patch.status).toBe(200);
  });

  it('a developer signs in on the sign-in page and browses the pages with the session; a change also needs the twin\'s origin and the page\'s token', async () => {
    const signIn = await fetch(`${twin.url}/__sign-in`, form({ key: TEST_ADMIN_KEY, next: '/outbox.html?to=tool@example.com' }, { origin: twin.url }));
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/outbox.html?to=tool@example.com');
    const setCookie = signIn.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = await developerCookie(twin.url);
    for (const path of ['/outbox.html?to=tool@example.com', '/analytics', '/errors', '/flags']) {
      const res = await fetch(`${twin.url}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
    }
    expect(await (await fetch(`${twin.url}/outbox.html?to=tool@example.com`, { headers: { cookie } })).text()).toContain(RESET_CODE);
    // The session is for pages; the JSON readback is for tools with the key.
    expect((await fetch(`${twin.url}/outbox`, { headers: { cookie } })).status).toBe(401);
    const token = present(/name="token" value="([A-Za-z0-9_-]+)"/.exec(await (await fetch(`${twin.url}/flags`, { headers: { cookie } })).text())?.[1], 'the form token');
    expect((await fetch(`${twin.url}/flags/trailmate/live-chat`, form({ serve: 'variation:0', token }, { cookie }))).status).toBe(403);
    expect((await fetch(`${twin.url}/flags/trailmate/live-chat`, form({ serve: 'variation:0', token }, { cookie, origin: SITE }))).status).toBe(403);
    expect((await fetch(`${twin.url}/flags/trailmate/live-chat`, form({ serve: 'variation:0', token: 'x'.repeat(43) }, { cookie, origin: twin.url }))).status).toBe(403);
    expect((await fetch(`${twin.url}/flags/trailmate/live-chat`, form({ serve: 'variation:0', token }, { cookie, origin: twin.url }))).status).toBe(303);
    // A forged or foreign cookie is no session.
    expect((await fetch(`${twin.url}/flags`, { headers: { cookie: 'twin_developer=forged' } })).status).toBe(401);
  });

  it('without a configured key, nobody reads the pages and the sign-in page says how to set one', async () => {
    const saved = process.env.TWIN_ADMIN_KEY;
    delete process.env.TWIN_ADMIN_KEY;
    const closed = await startTestTwin({ adminKey: undefined });
    try {
      const page = await fetch(`${closed.url}/outbox.html`);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain('TWIN_ADMIN_KEY');
      expect((await fetch(`${closed.url}/outbox`)).status).toBe(403);
      expect((await fetch(`${closed.url}/__sign-in`, form({ key: 'anything-at-all-123', next: '/flags' }, { origin: closed.url }))).status).toBe(403);
    } finally {
      if (saved !== undefined) process.env.TWIN_ADMIN_KEY = saved;
      await closed.stop();
    }
  });
});
