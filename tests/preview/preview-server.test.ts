import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer, safeNext, SIGN_IN_PATH } from '../../scripts/preview/preview-server';
import { previewArtefactsRoot } from '../../scripts/preview/previewer';
import { SESSION_COOKIE, signSession, verifySession } from '../../scripts/preview/session';
import { listen } from '../../scripts/static-server/server';

const SECRET = 'a-preview-secret-of-this-test-0001';
const CSP = "default-src 'self'; object-src 'none'";
let work: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'preview-server-'));
  const site = path.join(work, 'trailmate');
  mkdirSync(path.join(site, 'page-data'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title><h1>Draft headline</h1>');
  writeFileSync(path.join(site, 'page-data', 'app-data.json'), '{"draft":true}');
  writeFileSync(path.join(site, '_headers'), `/*\n  Content-Security-Policy: ${CSP}\n  X-Frame-Options: DENY\n`);
  server = createPreviewServer({ root: site, secret: SECRET, siteName: 'trailmate' });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});

afterAll(() => {
  server.close();
  server.closeAllConnections();
  rmSync(work, { recursive: true, force: true });
});

const signIn = (secret: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${SIGN_IN_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: new URLSearchParams({ secret, next: '/page-data/app-data.json' }).toString(),
  });

describe('a preview session', () => {
  it('is good until it expires, for the secret that signed it only', () => {
    const now = Date.now();
    const value = signSession(SECRET, now + 60_000);
    expect(verifySession(SECRET, value, now)).toBe(true);
    expect(verifySession(SECRET, value, now + 61_000)).toBe(false);
    expect(verifySession('another-secret-of-sixteen-plus', value, now)).toBe(false);
    const [v, expiry, mac] = value.split('.');
    expect(verifySession(SECRET, `${v}.${Number(expiry) + 3600}.${mac}`, now)).toBe(false);
    expect(verifySession(SECRET, undefined, now)).toBe(false);
  });

  it('goes back only to a path of the preview origin', () => {
    expect(safeNext('/products/a/?q=1')).toBe('/products/a/?q=1');
    for (const bad of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', `${SIGN_IN_PATH}?next=/`, null]) expect(safeNext(bad)).toBe('/');
  });
});

describe('the preview server', () => {
  it('refuses every request without a session, with the sign-in form and none of the content', async () => {
    for (const pathname of ['/', '/page-data/app-data.json', '/missing/']) {
      const res = await fetch(`${origin}${pathname}`, { headers: { Cookie: `${SESSION_COOKIE}=v1.9999999999.${'A'.repeat(43)}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).not.toContain('Draft headline');
      expect(html).not.toContain('"draft"');
      expect(html).toContain('<label for="preview-secret">Preview secret</label>');
      expect(html).toContain(`action="${SIGN_IN_PATH}"`);
    }
  });

  it('does not sign in with a wrong secret, from another site, or by a secret in the address', async () => {
    expect((await signIn('not-the-secret')).status).toBe(401);
    const crossSite = await signIn(SECRET, { Origin: 'http://evil.localhost', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const inUrl = await fetch(`${origin}${SIGN_IN_PATH}?secret=${SECRET}`, { redirect: 'manual' });
    expect(inUrl.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${origin}/?secret=${SECRET}`)).status).toBe(401);
  });

  it('signs in with the secret: an HttpOnly SameSite session, then the build with its own headers, never cached by others', async () => {
    const res = await signIn(SECRET);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/page-data/app-data.json');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=v1\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict$`));
    const [session = ''] = cookie.split(';');
    const page = await fetch(`${origin}/`, { headers: { Cookie: session } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Draft headline');
    // The build's own CSP, except that Studio's Presentation tool (its default origin) may frame it.
    expect(page.headers.get('content-security-policy')).toBe(`${CSP}; frame-ancestors http://localhost:3333`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const data = await fetch(`${origin}/page-data/app-data.json`, { headers: { Cookie: session } });
    expect(await data.json()).toEqual({ draft: true });
  });
});

describe('a preview without a build yet', () => {
  it('asks the previewer for its first build when a signed-in editor opens it, and says it is being built', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'preview-empty-'));
    let asked = 0;
    const unbuilt = createPreviewServer({ root: empty, secret: SECRET, siteName: 'yardwise', onWanted: () => asked++ });
    const at = `http://127.0.0.1:${await listen(unbuilt, 0)}`;
    try {
      // Not signed in: nothing is built for a visitor.
      expect((await fetch(`${at}/`)).status).toBe(401);
      expect(asked).toBe(0);
      const cookie = `${SESSION_COOKIE}=${signSession(SECRET, Date.now() + 60_000)}`;
      const res = await fetch(`${at}/`, { headers: { cookie } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('15');
      expect(await res.text()).toContain('The preview of yardwise is being built');
      expect(asked).toBe(1);
    } finally {
      unbuilt.close();
      unbuilt.closeAllConnections();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('a preview build', () => {
  it('keeps its source maps and chunk lists beside the previews, never in the public builds’ .artifacts/', () => {
    expect(previewArtefactsRoot({ previewRoot: '/srv/store/.preview' })).toBe(path.join('/srv/store/.preview', '.artifacts'));
    expect(previewArtefactsRoot({ previewRoot: '/srv/store/.preview', artefactsRoot: '/tmp/a' })).toBe('/tmp/a');
  });
});
