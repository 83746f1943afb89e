// The static server streams files as the build wrote them: product videos answer Range requests (206
// with Content-Range), as a browser's <video> asks for them; text files come from the build's own
// `.br` / `.gz` copies when it wrote them, else compressed as they stream (Brotli when the client takes
// it, else gzip); the deploy headers stay on.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../scripts/static-server/server';

const CSP = "default-src 'self'";
const VIDEO = randomBytes(200_000);
const SCRIPT = 'console.log("precompressed");'.repeat(40);
const PLAIN = 'console.log("plain");'.repeat(40);

let root: string;
const servers: http.Server[] = [];
let base: string;
/** The same site served as for another twin, as the e2e serve it. */
let rewritten: string;

function write(file: string, body: string | Buffer): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, body);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is not decoded, to see the bytes on the wire. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-range-'));
  write('index.html', '<h1>Home</h1>');
  write('404.html', '<h1>Not found</h1>');
  write('media/trailmate/rover-hammock.webm', VIDEO);
  write('app-0123456789abcdef0123.js', SCRIPT);
  write('app-0123456789abcdef0123.js.br', brotliCompressSync(SCRIPT));
  write('app-0123456789abcdef0123.js.gz', gzipSync(SCRIPT));
  write('plain-0123456789abcdef0123.js', PLAIN);
  write('_headers', `/*\n  Content-Security-Policy: ${CSP}\n\n/media/*\n  Cache-Control: public, max-age=86400\n`);
  for (const twinOrigin of [undefined, 'http://127.0.0.1:45679']) {
    const server = createStaticServer({ root, twinOrigin });
    servers.push(server);
    const url = `http://127.0.0.1:${await listen(server, 0)}`;
    if (twinOrigin) rewritten = url;
    else base = url;
  }
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('video by Range', () => {
  const video = '/media/trailmate/rover-hammock.webm';

  it('answers a byte range 206 with its Content-Range, the deploy headers on', async () => {
    for (const site of [base, rewritten]) {
      const res = await request(site + video, { range: 'bytes=1000-1999' });
      expect(res.status, site).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 1000-1999/${VIDEO.length}`);
      expect(res.headers['content-length']).toBe('1000');
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.body.equals(VIDEO.subarray(1000, 2000))).toBe(true);
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('answers an open-ended and a suffix range', async () => {
    const open = await request(base + video, { range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${VIDEO.length - 1}/${VIDEO.length}`);
    expect(open.body.equals(VIDEO)).toBe(true);
    const tail = await request(base + video, { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(VIDEO.subarray(VIDEO.length - 500))).toBe(true);
  });

  it('refuses a range past the end 416 with the length', async () => {
    const res = await request(base + video, { range: `bytes=${VIDEO.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('says it takes ranges, answers HEAD without a body and a known ETag with 304', async () => {
    const full = await request(base + video);
    expect(full.status).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.body.equals(VIDEO)).toBe(true);
    const head = await request(base + video, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(VIDEO.length));
    expect(head.body.length).toBe(0);
    expect((await request(base + video, { 'if-none-match': full.headers.etag! })).status).toBe(304);
  });

  it('answers a missing file 404 with the site’s page', async () => {
    const res = await request(`${base}/media/trailmate/missing.webm`, { range: 'bytes=0-99' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('Not found');
  });
});

describe('compressed text', () => {
  const script = '/app-0123456789abcdef0123.js';

  it("serves the build's .br or .gz copy in the encoding the client takes", async () => {
    const br = await request(base + script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    const gz = await request(base + script, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const raw = await request(base + script);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(SCRIPT);
    expect(raw.headers['content-security-policy']).toBe(CSP);
  });

  it('gzips a text file the build left uncompressed as it streams it', async () => {
    const res = await request(`${base}/plain-0123456789abcdef0123.js`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(res.body).toString()).toBe(PLAIN);
  });

  it('compresses it in Brotli when the client takes Brotli, as a browser does, with an ETag of its own', async () => {
    const res = await request(`${base}/plain-0123456789abcdef0123.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(PLAIN);
    const gz = await request(`${base}/plain-0123456789abcdef0123.js`, { 'accept-encoding': 'gzip' });
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers.etag).not.toBe(gz.headers.etag);
    expect((await request(`${base}/plain-0123456789abcdef0123.js`, { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) })).status).toBe(304);
    // Refused by `;q=0`: gzip.
    const refused = await request(`${base}/plain-0123456789abcdef0123.js`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
