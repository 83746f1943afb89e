// The static server applies the site's `_headers` file as Netlify's parser reads it, keeps sane
// defaults without one, and never serves deploy files, source maps or build manifests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictingHeaders, formatHeadersFile, headersForPath, hostHeaderRule, netlifyHeaderPattern } from '../src/build/headers-file';
import { readHeadersFile } from '../scripts/static-server/netlify-files';
import { isUnservedPath } from '../scripts/static-server/files';
import { createStaticServer, listen } from '../scripts/static-server/server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const CSP = "default-src 'self'; connect-src 'self' http://127.0.0.1:8787; frame-ancestors 'none'";

const HEADERS = `# Deploy headers
/*
  Content-Security-Policy: ${CSP}
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin

/page-data/*
  Cache-Control: ${REVALIDATE}

/static/*
  Cache-Control: ${IMMUTABLE}

/*.js
  Cache-Control: ${IMMUTABLE}
`;

let root: string;
let bare: string;
const servers: http.Server[] = [];

function write(dir: string, file: string, text: string): void {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

async function serve(dir: string, twinOrigin?: string): Promise<string> {
  const server = createStaticServer({ root: dir, twinOrigin });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

function populate(dir: string): void {
  write(dir, 'index.html', '<h1>Home</h1>');
  write(dir, 'about/index.html', '<h1>About</h1>');
  write(dir, '404.html', '<h1>Not found</h1>');
  write(dir, 'app-0123456789abcdef0123.js', 'app()');
  write(dir, 'app-0123456789abcdef0123.js.map', '{"version":3}');
  write(dir, 'static/0123abcd/dog.webp', 'webp');
  write(dir, 'page-data/app-data.json', '{}');
  write(dir, 'webpack.stats.json', '{}');
  write(dir, 'chunk-map.json', '{}');
  write(dir, '_redirects', '/old /about/ 301\n');
  write(dir, '.env', 'SECRET=1');
  write(dir, '.well-known/security.txt', 'Contact: mailto:security@example.com');
  write(dir, 'sub/thing.css.map', '{}');
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-headers-'));
  bare = mkdtempSync(path.join(os.tmpdir(), 'static-no-headers-'));
  populate(root);
  populate(bare);
  write(root, '_headers', HEADERS);
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

describe('static server with _headers', () => {
  it('sends the security headers of /* with pages and assets', async () => {
    const base = await serve(root);
    for (const p of ['/', '/about/', '/app-0123456789abcdef0123.js', '/page-data/app-data.json']) {
      const res = await fetch(base + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-security-policy'), p).toBe(CSP);
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
    }
  });

  it('takes the cache policy from _headers, HTML getting the hosts’ default', async () => {
    const base = await serve(root);
    const cache = async (p: string) => (await fetch(base + p)).headers.get('cache-control');
    expect(await cache('/app-0123456789abcdef0123.js')).toBe(IMMUTABLE);
    expect(await cache('/static/0123abcd/dog.webp')).toBe(IMMUTABLE);
    expect(await cache('/page-data/app-data.json')).toBe(REVALIDATE);
    expect(await cache('/about/')).toBe(REVALIDATE);
    expect(await cache('/')).toBe(REVALIDATE);
  });

  it('keeps the security headers but not the cache policy on 404 answers', async () => {
    const base = await serve(root);
    const res = await fetch(`${base}/static/missing.webp`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
  });

  it('rewrites the twin origin in header values when serving for another twin', async () => {
    const base = await serve(root, 'http://127.0.0.1:45679');
    const res = await fetch(`${base}/`);
    expect(res.headers.get('content-security-policy')).toBe(CSP.replace('http://127.0.0.1:8787', 'http://127.0.0.1:45679'));
  });

  it('picks up a changed _headers file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'static-headers-change-'));
    try {
      write(dir, 'index.html', 'x');
      write(dir, '_headers', '/*\n  X-Test: one\n');
      const base = await serve(dir);
      expect((await fetch(`${base}/`)).headers.get('x-test')).toBe('one');
      await new Promise((resolve) => setTimeout(resolve, 20));
      write(dir, '_headers', '/*\n  X-Test: two\n');
      expect((await fetch(`${base}/`)).headers.get('x-test')).toBe('two');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('static server without _headers', () => {
  it('falls back to the built-in policy: hashed assets immutable, the rest revalidated, nosniff', async () => {
    const base = await serve(bare);
    const js = await fetch(`${base}/app-0123456789abcdef0123.js`);
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(js.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${base}/about/`)).headers.get('cache-control')).toBe(REVALIDATE);
  });
});

describe('files the server never serves', () => {
  it('answers 404 for deploy files, source maps, manifests and dot-files', async () => {
    for (const base of [await serve(root), await serve(bare)]) {
      for (const p of [
        '/_headers',
        '/_redirects',
        '/_REDIRECTS',
        '/webpack.stats.json',
        '/chunk-map.json',
        '/app-0123456789abcdef0123.js.map',
        '/sub/thing.css.map',
        '/.env',
      ]) {
        const res = await fetch(base + p);
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).toContain('Not found');
      }
      expect((await fetch(`${base}/.well-known/security.txt`)).status).toBe(200);
      // _redirects is still applied, just not served.
      expect((await fetch(`${base}/old`, { redirect: 'manual' })).headers.get('location')).toBe('/about/');
    }
  });

  it('names them by path', () => {
    expect(isUnservedPath('/a/b.js.map')).toBe(true);
    expect(isUnservedPath('/_headers')).toBe(true);
    expect(isUnservedPath('/.git/config')).toBe(true);
    expect(isUnservedPath('/app-1.js')).toBe(false);
    expect(isUnservedPath('/maps/')).toBe(false);
    expect(isUnservedPath('/.well-known/security.txt')).toBe(false);
  });
});

/** Reads `_headers` text as Netlify's parser does. */
async function readText(text: string): Promise<Awaited<ReturnType<typeof readHeadersFile>>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-text-'));
  try {
    writeFileSync(path.join(dir, '_headers'), text);
    return await readHeadersFile(path.join(dir, '_headers'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("_headers as Netlify's parser reads it", () => {
  it('reads blocks, joins a repeated header, skips comments and lines without a colon, and knows no `!`', async () => {
    const { rules, errors } = await readText('# c\n/a\n  X-A: 1\n  # inner comment\n  no colon\n  Link: <a>\n  Link: <b>\n/b/*\n  ! X-A\n  X-B: 2\n');
    expect(errors).toEqual([]);
    expect(rules.map((r) => [r.for, r.values])).toEqual([
      ['/a', { 'X-A': '1', Link: '<a>, <b>' }],
      ['/b/*', { 'X-B': '2' }],
    ]);
  });

  it('reports a header line before any path', async () => {
    const { errors } = await readText('X-A: 1\n/a\n  X-B: 2\n');
    expect(errors.join('\n')).toMatch(/Path should come before header "X-A"/);
  });

  it('matches as Netlify: * spans segments, :name one segment, optional trailing slash, any case', async () => {
    const patterns = ['/*', '/*.js', '/*-*.js', '/static/*', '/blog/:slug', '/About', '/'];
    const { rules } = await readText(patterns.map((p) => `${p}\n  X-A: 1\n`).join(''));
    const netlify = (pattern: string) => rules.find((r) => r.for === pattern)!.forRegExp;
    const cases: [string, string, boolean][] = [
      ['/*', '/a/b/c.js', true],
      ['/*.js', '/a/b-1.js', true],
      ['/*.js', '/a/b.json', false],
      ['/*-*.js', '/app-0123.js', true],
      ['/*-*.js', '/sw.js', false],
      ['/static/*', '/static/x/y.png', true],
      // Netlify's expression leaves the slash before a whole-segment `*` optional.
      ['/static/*', '/staticx', true],
      ['/blog/:slug', '/blog/a', true],
      ['/blog/:slug', '/blog/a/b', false],
      ['/About', '/about/', true],
      ['/', '/', true],
      ['/', '/a', false],
    ];
    for (const [pattern, file, expected] of cases) {
      expect(netlify(pattern).test(file), `${pattern} ${file}`).toBe(expected);
      expect(netlifyHeaderPattern(pattern).test(file), `build's ${pattern} ${file}`).toBe(expected);
    }
  });

  it('merges matching rules: a later rule wins a header; conflicts are named', async () => {
    const { rules } = await readText('/*\n  X-A: 1\n  X-C: c\n/x/*\n  X-A: 2\n  Link: <a>\n  Link: <b>\n');
    const merged = headersForPath(rules, '/x/y');
    expect(merged.get('x-a')?.value).toBe('2');
    expect(merged.get('link')?.value).toBe('<a>, <b>');
    expect(merged.get('x-c')?.value).toBe('c');
    expect(conflictingHeaders(rules, '/x/y')).toEqual(['x-a']);
    expect(conflictingHeaders(rules, '/z')).toEqual([]);
  });

  it('formats rules into a file the parser reads back as they were', async () => {
    const written = [
      { path: '/*', headers: [['X-A', '1']] as [string, string][] },
      { path: '/b', headers: [['X-B', '2'], ['X-B', '3']] as [string, string][] },
    ];
    const text = formatHeadersFile(written, ['top']);
    expect(text).toBe('# top\n\n/*\n  X-A: 1\n\n/b\n  X-B: 2\n  X-B: 3\n');
    const { rules } = await readText(text);
    expect(rules.map((r) => ({ for: r.for, values: r.values }))).toEqual(written.map(hostHeaderRule).map((r) => ({ for: r.for, values: r.values })));
  });
});
