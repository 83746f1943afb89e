// Studio's Presentation tool signs the preview in by its preview-url secret: Studio writes the secret
// document (with @sanity/preview-url-secret's own createPreviewSecret, as Presentation does) into the
// twin's lake; the preview server reads it back with its drafts-reading token and sets the framed
// session cookie once. Reused, expired, forged and foreign-Studio secrets are refused. Preview
// responses may be framed by Studio's origins only; the public site's stay unframeable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer, ENABLE_PATH } from '../../scripts/preview/preview-server';
import { PREVIEW_LISTEN_QUERY } from '../../scripts/preview/previewer';
import { FRAMED_SESSION_COOKIE } from '../../scripts/preview/session';
import { STUDIO_SECRET_TTL_MS, StudioHandshake, withFrameAncestors } from '../../scripts/preview/studio-handshake';
import { createStaticServer, listen } from '../../scripts/static-server/server';
import { startTestTwin, TEST_ADMIN_KEY } from '../../twin/test/helpers';

const SECRET = 'a-preview-secret-of-this-test-0002';
const STUDIO = 'http://localhost:3333';
const CSP = "default-src 'self'; frame-ancestors 'none'; object-src 'none'";
let work: string;
let twin: Awaited<ReturnType<typeof startTestTwin>>;
let lake: SanityClient;
const servers: http.Server[] = [];

/** A preview server over the test site whose handshake reads the clock `now`. */
async function previewOrigin(now: () => number = Date.now): Promise<string> {
  const server = createPreviewServer({ root: path.join(work, 'trailmate'), secret: SECRET, siteName: 'trailmate', studioOrigins: [STUDIO], handshake: new StudioHandshake(lake, [STUDIO], now) });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

const enable = (origin: string, secret: string) =>
  fetch(`${origin}${ENABLE_PATH}?${new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/blog/a-post/?x=1', 'sanity-preview-perspective': 'drafts' })}`, {
    redirect: 'manual',
  });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'studio-handshake-'));
  const site = path.join(work, 'trailmate');
  mkdirSync(site, { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title><h1>Draft headline</h1>');
  writeFileSync(path.join(site, '_headers'), `/*\n  Content-Security-Policy: ${CSP}\n  X-Frame-Options: DENY\n`);
  twin = await startTestTwin();
  lake = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: TEST_ADMIN_KEY });
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  await twin?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("Studio's preview-url secret", () => {
  it('signs the framed preview in once: a session cookie for the frame, then the page framable by Studio only', async () => {
    const origin = await previewOrigin();
    const { secret } = await createPreviewSecret(lake, 'test', `${STUDIO}/twin`, 'twin-editor');
    const res = await enable(origin, secret);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog/a-post/?x=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${FRAMED_SESSION_COOKIE}=v1\\.`));
    for (const attribute of ['HttpOnly', 'SameSite=None', 'Secure', 'Partitioned']) expect(cookie).toContain(`; ${attribute}`);

    const [session = ''] = cookie.split(';');
    const page = await fetch(`${origin}/`, { headers: { Cookie: session } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Draft headline');
    expect(page.headers.get('content-security-policy')).toBe(`default-src 'self'; object-src 'none'; frame-ancestors ${STUDIO}`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('private, no-cache');

    // One use: the same secret again (a replayed address) gets no session.
    const again = await enable(origin, secret);
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a forged secret, an expired one, one from a Studio not allowed to frame the preview, and none', async () => {
    const origin = await previewOrigin();
    const forged = await enable(origin, 'bm90LWEtc2VjcmV0LXN0dWRpby13cm90ZQ');
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(await forged.text()).toContain('Studio could not sign in to this preview');
    expect((await fetch(`${origin}${ENABLE_PATH}`, { redirect: 'manual' })).status).toBe(401);

    const foreign = await createPreviewSecret(lake, 'test', 'https://studio.example.com/twin', 'twin-editor');
    expect((await enable(origin, foreign.secret)).status).toBe(401);

    const { secret } = await createPreviewSecret(lake, 'test', `${STUDIO}/twin`, 'twin-editor');
    const later = await previewOrigin(() => Date.now() + STUDIO_SECRET_TTL_MS + 1000);
    const expired = await enable(later, secret);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('set-cookie')).toBeNull();
    // The refusal, like every preview answer, may be framed by Studio (so the editor reads it there).
    expect(expired.headers.get('content-security-policy')).toContain(`frame-ancestors ${STUDIO}`);
  });
});

describe("the twin's lake for Presentation", () => {
  it('answers the Live Content API event stream Presentation opens, with its welcome', async () => {
    const controller = new AbortController();
    const res = await fetch(`${twin.url}/sanity/v2025-02-19/data/live/events/production`, { headers: { Authorization: `Bearer ${TEST_ADMIN_KEY}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const first = await res.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toContain('event: welcome');
    controller.abort();
  });
});

describe('framing', () => {
  it('names only Studio in frame-ancestors of the preview, while the public site stays unframeable', async () => {
    expect(withFrameAncestors("default-src 'self'; frame-ancestors 'none'", [STUDIO, 'http://127.0.0.1:3333'])).toBe("default-src 'self'; frame-ancestors http://localhost:3333 http://127.0.0.1:3333");
    const refused = await fetch(`${await previewOrigin()}/`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-security-policy')).toContain(`frame-ancestors ${STUDIO}`);
    const site = createStaticServer({ root: path.join(work, 'trailmate') });
    servers.push(site);
    const res = await fetch(`http://127.0.0.1:${await listen(site, 0)}/`);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the previewer', () => {
  it('hears content drafts but not the preview-url secrets Presentation writes each time it opens', async () => {
    const heard: string[] = [];
    const subscription = lake.listen(PREVIEW_LISTEN_QUERY, {}, { includeResult: false, events: ['mutation'] }).subscribe((event) => {
      if (event.type === 'mutation') heard.push(event.documentId);
    });
    // The listener is open once the lake has announced it (its welcome is not in `events`).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await createPreviewSecret(lake, 'test', `${STUDIO}/twin`, 'twin-editor');
    await lake.createOrReplace({ _id: 'drafts.previewer-hears-this', _type: 'page', brand: 'trailmate', title: 'A draft page' });
    await expect.poll(() => heard, { timeout: 5000 }).toContain('drafts.previewer-hears-this');
    subscription.unsubscribe();
    expect(heard).toEqual(['drafts.previewer-hears-this']);
  });
});
