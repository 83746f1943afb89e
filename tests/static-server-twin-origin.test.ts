// Serving a build as if built for another twin origin: the static server rewrites the baked-in twin
// origin in text bodies, and serveBrands starts the three brand sites on ephemeral ports.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originRewrite } from '../scripts/static-server/origin-rewrite';
import { serveBrands } from '../scripts/static-server/serve-brands';
import { createStaticServer, listen } from '../scripts/static-server/server';
import { BRAND_IDS } from '../wire/vocabulary';

const BUILT = 'http://127.0.0.1:8787';
const TWIN = 'http://127.0.0.1:45678';

let root: string;
let rewritten: http.Server;
let plain: http.Server;
let base: string;
let plainBase: string;

function write(dir: string, file: string, content: string | Buffer): void {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const HTML = `<html><head><link rel="preconnect" href="${BUILT}"/></head><body><img src="${BUILT}/cdn/a.webp"/>
<p>not this: http://127.0.0.1:87870/x nor https://127.0.0.1:8787/y</p></body></html>`;
const PAGE_DATA = JSON.stringify({ result: { pageContext: { twin: `${BUILT}/api`, escaped: `${BUILT}/v` } } }).replace(
  `${BUILT}/v`,
  `${BUILT}/v`.replace(/\//g, '\\/'),
);
const SCRIPT = `const a="${BUILT}";const b="${BUILT}/graphql.json";`;
const BINARY = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(BUILT)]);

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-twin-origin-'));
  write(root, 'index.html', HTML);
  write(root, 'page-data/index/page-data.json', PAGE_DATA);
  write(root, 'app-0123456789abcdef.js', SCRIPT);
  write(root, 'static/img.png', BINARY);
  write(root, '404.html', `<a href="${BUILT}/help">help</a>`);
  write(root, '_redirects', `/twin-help  ${BUILT}/help  301!\n`);
  rewritten = createStaticServer({ root, twinOrigin: TWIN });
  plain = createStaticServer({ root });
  base = `http://127.0.0.1:${await listen(rewritten, 0)}`;
  plainBase = `http://127.0.0.1:${await listen(plain, 0)}`;
});

afterAll(() => {
  rewritten.close();
  plain.close();
  rmSync(root, { recursive: true, force: true });
});

describe('twinOrigin', () => {
  it('rewrites the built twin origin in HTML, page-data and scripts, exactly', async () => {
    const html = (await rawGet(`${base}/`)).body.toString();
    expect(html).toContain(`href="${TWIN}"`);
    expect(html).toContain(`src="${TWIN}/cdn/a.webp"`);
    expect(html).toContain('http://127.0.0.1:87870/x');
    expect(html).toContain('https://127.0.0.1:8787/y');
    expect(html).not.toContain(`${BUILT}/`);
    const data = (await rawGet(`${base}/page-data/index/page-data.json`)).body.toString();
    expect(JSON.parse(data).result.pageContext).toEqual({ twin: `${TWIN}/api`, escaped: `${TWIN}/v` });
    const js = (await rawGet(`${base}/app-0123456789abcdef.js`)).body.toString();
    expect(js).toBe(`const a="${TWIN}";const b="${TWIN}/graphql.json";`);
  });

  it('rewrites 404 pages and redirect targets', async () => {
    const missing = await rawGet(`${base}/nope/`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain(`${TWIN}/help`);
    const moved = await rawGet(`${base}/twin-help`);
    expect(moved.headers.location).toBe(`${TWIN}/help`);
  });

  it('leaves binary files alone', async () => {
    const png = await rawGet(`${base}/static/img.png`);
    expect(png.body.equals(BINARY)).toBe(true);
  });

  it('sends the length of the rewritten body, raw, gzipped and in Brotli, also for HEAD', async () => {
    const raw = await rawGet(`${base}/`);
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(raw.body.length).toBe(Buffer.byteLength(HTML) + 2 * (TWIN.length - BUILT.length));
    const gz = await rawGet(`${base}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(raw.body.toString());
    const br = await rawGet(`${base}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(raw.body.toString());
    const head = await rawGet(`${base}/`, {}, 'HEAD');
    expect(head.headers['content-length']).toBe(raw.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('gives rewritten bodies their own ETag and honours it', async () => {
    const own = (await rawGet(`${base}/`)).headers.etag as string;
    const untouched = (await rawGet(`${plainBase}/`)).headers.etag as string;
    expect(own).toBeTruthy();
    expect(own).not.toBe(untouched);
    expect((await rawGet(`${base}/`, { 'if-none-match': own })).status).toBe(304);
    expect((await rawGet(`${base}/`, { 'if-none-match': untouched })).status).toBe(200);
    // The server without twinOrigin still serves the build as it is.
    expect((await rawGet(`${plainBase}/`)).body.toString()).toBe(HTML);
  });

  it('serves the new content once a file changes (the cache follows size and mtime)', async () => {
    write(root, 'changing.js', `x("${BUILT}")`);
    utimesSync(path.join(root, 'changing.js'), new Date(1_000_000), new Date(1_000_000));
    expect((await rawGet(`${base}/changing.js`)).body.toString()).toBe(`x("${TWIN}")`);
    write(root, 'changing.js', `y("${BUILT}")`);
    utimesSync(path.join(root, 'changing.js'), new Date(2_000_000), new Date(2_000_000));
    expect((await rawGet(`${base}/changing.js`)).body.toString()).toBe(`y("${TWIN}")`);
  });
});

describe('originRewrite', () => {
  it('matches the whole origin only', () => {
    const port = originRewrite('http://127.0.0.1:8787', 'http://localhost:1')!;
    expect(port.apply('http://127.0.0.1:8787 http://127.0.0.1:8787/a http://127.0.0.1:87870 "http://127.0.0.1:8787"')).toBe(
      'http://localhost:1 http://localhost:1/a http://127.0.0.1:87870 "http://localhost:1"',
    );
    const host = originRewrite('https://twin.example', 'http://127.0.0.1:9')!;
    expect(host.apply('https://twin.example/x https://twin.example.org https://twin.example:8443 https://twin.examples https://twin.example.')).toBe(
      'http://127.0.0.1:9/x https://twin.example.org https://twin.example:8443 https://twin.examples http://127.0.0.1:9.',
    );
  });

  it('is off when no other origin is asked for and rejects non-origins', () => {
    expect(originRewrite(BUILT, undefined)).toBeNull();
    expect(originRewrite(BUILT, `${BUILT}/`)).toBeNull();
    expect(() => originRewrite(BUILT, 'http://127.0.0.1:1/path')).toThrow(/origin/);
    expect(() => originRewrite(BUILT, 'not a url')).toThrow(/absolute URL/);
  });
});

describe('serveBrands', () => {
  it('serves every built brand on its own ephemeral port with the twin origin rewritten', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'static-brands-'));
    try {
      for (const brand of BRAND_IDS) write(dist, `${brand}/index.html`, `<h1>${brand}</h1><a href="${BUILT}/x">`);
      const sites = await serveBrands({ distRoot: dist, twinOrigin: TWIN });
      try {
        const origins = Object.values(sites.origins);
        expect(origins).toHaveLength(3);
        expect(new Set(origins).size).toBe(3);
        for (const brand of BRAND_IDS) {
          expect(sites.origin(brand)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
          const body = (await rawGet(`${sites.origin(brand)}/`)).body.toString();
          expect(body).toBe(`<h1>${brand}</h1><a href="${TWIN}/x">`);
        }
      } finally {
        await sites.close();
      }
      await expect(fetch(`${sites.origin('trailmate')}/`)).rejects.toThrow();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('uses given ports, skips or refuses brands without a build', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'static-brands-'));
    try {
      write(dist, 'yardwise/index.html', '<h1>yardwise</h1>');
      await expect(serveBrands({ distRoot: dist })).rejects.toThrow(/trailmate.*no built site|no built site/);
      const probe = createStaticServer({ root: path.join(dist, 'yardwise') });
      const free = await listen(probe, 0);
      await new Promise((resolve) => probe.close(resolve));
      const sites = await serveBrands({ distRoot: dist, skipMissing: true, ports: { yardwise: free } });
      try {
        expect(sites.origins).toEqual({ yardwise: `http://127.0.0.1:${free}` });
        expect(sites.missing).toEqual(['trailmate', 'homing']);
        expect(() => sites.origin('trailmate')).toThrow(/not served/);
      } finally {
        await sites.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
