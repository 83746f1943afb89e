import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRedirectsFile } from '../scripts/static-server/netlify-files';
import { compileRedirects, matchRedirect } from '../scripts/static-server/redirect-rules';
import { createStaticServer, listen } from '../scripts/static-server/server';

let root: string;
let outside: string;
let server: http.Server;
let base: string;

function write(file: string, text: string): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** A request whose body is not decoded, to see the bytes on the wire. */
function rawGet(p: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(base + p, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function get(p: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(base + p, { redirect: 'manual', headers });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  outside = mkdtempSync(path.join(os.tmpdir(), 'static-outside-'));
  writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  write('index.html', '<h1>Home</h1>');
  write('dog-hammocks/index.html', '<h1>Dog Hammocks</h1>');
  write('404.html', '<h1>Page not found</h1>');
  write('404/index.html', '<h1>Page not found</h1>');
  write('de/404/index.html', '<h1>Seite nicht gefunden</h1>');
  write('ca/fr/404/index.html', '<h1>Page introuvable</h1>');
  write('ca/404/index.html', '<h1>Page not found (CA)</h1>');
  write('app-0123456789abcdef0123.js', 'console.log("app");'.repeat(50));
  write('page-data/app-data.json', '{"webpackCompilationHash":"x"}');
  write('shadowed/index.html', '<h1>Shadowed</h1>');
  write('forced-over/index.html', '<h1>Forced over</h1>');
  write(
    '_redirects',
    [
      '# permanent redirects',
      '/car-seat-covers/stowe-hammock  /dog-hammocks  301!',
      '/search  query=warranty  https://shop.example/pages/lifetime-warranty  301!',
      '/gatsby query=x  /dog-hammocks/  301',
      '/Web-Specials  /  301!',
      '/shadowed  /dog-hammocks/  301',
      '/forced-over  /dog-hammocks/  301!',
      '/old-blog/:slug  /blog/:slug/  301',
      '/docs/*  /help/:splat  302!',
      '/rucksack-pro-program-application*  /  301!',
      '/first  /dog-hammocks/  301!',
      '/first  /  301!',
    ].join('\n'),
  );
  symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'));
  server = createStaticServer({ root });
  const port = await listen(server, 0);
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves a directory page at its trailing-slash URL as HTML', async () => {
    const res = await get('/dog-hammocks/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toContain('Dog Hammocks');
  });

  it('adds the trailing slash to directory pages with a 301 and keeps the query', async () => {
    const res = await get('/dog-hammocks?sort=new');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/dog-hammocks/?sort=new');
  });

  it('never turns a doubled leading slash into an off-site Location', async () => {
    const res = await get('//dog-hammocks');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/dog-hammocks/');
  });

  it('applies _redirects rules as Netlify does: their letter case, with or without a trailing slash', async () => {
    for (const from of ['/car-seat-covers/stowe-hammock', '/car-seat-covers/stowe-hammock/', '/Web-Specials']) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
    }
    expect((await get('/car-seat-covers/stowe-hammock/')).headers.get('location')).toBe('/dog-hammocks');
    for (const from of ['/CAR-Seat-Covers/Stowe-Hammock/', '/web-specials']) expect((await get(from)).status, from).toBe(404);
  });

  it('applies query conditions only to the exact value, and passes the query on', async () => {
    const hit = await get('/search?query=warranty');
    expect(hit.status).toBe(301);
    expect(hit.headers.get('location')).toBe('https://shop.example/pages/lifetime-warranty?query=warranty');
    // The request's last value of a parameter counts.
    expect((await get('/search?query=leash&query=warranty')).status).toBe(301);
    for (const miss of ['/search?query=Warranty', '/search?QUERY=warranty', '/search?query=warranty&query=leash', '/search?query=leash', '/gatsby?x=1']) {
      expect((await get(miss)).status, miss).toBe(404);
    }
    expect((await get('/gatsby?query=x')).headers.get('location')).toBe('/dog-hammocks/?query=x');
  });

  it('leaves a path with a page to the page unless the rule is forced', async () => {
    const shadowed = await get('/shadowed/');
    expect(shadowed.status).toBe(200);
    expect(await shadowed.text()).toContain('Shadowed');
    expect((await get('/shadowed')).headers.get('location')).toBe('/shadowed/');
    const forced = await get('/forced-over/');
    expect(forced.status).toBe(301);
    expect(forced.headers.get('location')).toBe('/dog-hammocks/');
  });

  it('fills placeholders and splats, takes the first matching rule and keeps its status', async () => {
    expect((await get('/old-blog/a-post')).headers.get('location')).toBe('/blog/a-post/');
    expect((await get('/old-blog/a/b')).status).toBe(404);
    const docs = await get('/docs/a/b');
    expect(docs.status).toBe(302);
    expect(docs.headers.get('location')).toBe('/help/a/b');
    for (const from of ['/rucksack-pro-program-application', '/rucksack-pro-program-application-success', '/rucksack-pro-program-application-fail/']) {
      expect((await get(from)).headers.get('location'), from).toBe('/');
    }
    expect((await get('/first')).headers.get('location')).toBe('/dog-hammocks/');
  });

  it('answers a missing path with the longest matching locale 404 page', async () => {
    const cases: [string, string][] = [
      ['/de/nope/', 'Seite nicht gefunden'],
      ['/ca/fr/nope/deeper/', 'Page introuvable'],
      ['/ca/nope/', 'Page not found (CA)'],
      ['/nope/', 'Page not found'],
      ['/design/', 'Page not found'],
    ];
    for (const [p, heading] of cases) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('gzips text when the client accepts it and marks hashed assets immutable', async () => {
    const res = await get('/app-0123456789abcdef0123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself; the body must be the original script.
    expect(await res.text()).toContain('console.log("app")');
    const raw = await rawGet('/page-data/app-data.json', { 'accept-encoding': 'gzip' });
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe('{"webpackCompilationHash":"x"}');
    const plain = await rawGet('/page-data/app-data.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('{"webpackCompilationHash":"x"}');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/index.html');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/index.html', { 'if-none-match': etag as string })).status).toBe(304);
  });

  it('refuses to leave the site folder', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/%2e%2e/etc/passwd', '/..%2fsecret.txt', '/%00', '/link.txt']) {
      const res = await get(p);
      expect(res.status, p).not.toBe(200);
      expect(await res.text(), p).not.toContain('secret');
    }
  });

  it('rejects methods other than GET and HEAD', async () => {
    const res = await fetch(base + '/', { method: 'POST' });
    expect(res.status).toBe(405);
  });
});

describe("_redirects as Netlify's parser reads it", () => {
  it('reads from, query conditions, to, status and force; reports the lines it rejects', async () => {
    const file = path.join(root, '_redirects-parsing');
    writeFileSync(file, '# c\n/a /b 301!\n/s q=1 https://x.example/ 301 # trailing comment\n/only-from\n/x /y\n/rewrite /index.html 200\n');
    const { rules, errors } = await readRedirectsFile(file);
    expect(rules.map(({ from, query, to, status, force }) => ({ from, query, to, status, force }))).toEqual([
      { from: '/a', query: {}, to: '/b', status: 301, force: true },
      { from: '/s', query: { q: '1' }, to: 'https://x.example/', status: 301, force: false },
      { from: '/x', query: {}, to: '/y', status: undefined, force: false },
      { from: '/rewrite', query: {}, to: '/index.html', status: 200, force: false },
    ]);
    expect(errors.join('\n')).toMatch(/line 4[\s\S]*Missing destination/);
    // A line without a status is a 301; rewrites (200) are Netlify's alone, not this server's.
    const compiled = compileRedirects(rules);
    expect(compiled.map((rule) => [rule.rule.from, rule.status])).toEqual([
      ['/a', 301],
      ['/s', 301],
      ['/x', 301],
    ]);
    expect(matchRedirect(compiled, '/a/', '')?.location).toBe('/b');
    expect(matchRedirect(compiled, '/A', '')).toBeUndefined();
  });
});
