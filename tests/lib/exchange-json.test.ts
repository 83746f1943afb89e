// The shared JSON exchange under our services' doors: an answer of any status with its JSON, and a
// timeout, a refused connection or a body that is not JSON each told apart.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeJson } from '../../src/lib/http/exchange-json';

let server: http.Server;
let base: string;
const seen: { method?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 1500);
      if (req.url === '/html') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (req.url === '/refused') return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":"BAD_REQUEST"}}');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('exchangeJson', () => {
  it('answers the JSON of a success and sends a body as JSON', async () => {
    expect(await exchangeJson({ url: new URL('/ok', base), method: 'POST', body: { a: 1 } })).toEqual({ ok: true, status: 200, success: true, json: { hello: 'world' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' });
  });

  it('answers an error status with its JSON for the door to read', async () => {
    expect(await exchangeJson({ url: new URL('/refused', base) })).toEqual({ ok: true, status: 400, success: false, json: { error: { code: 'BAD_REQUEST' } } });
  });

  it('a body that is not JSON is INVALID_RESPONSE with the status', async () => {
    expect(await exchangeJson({ url: new URL('/html', base) })).toEqual({ ok: false, code: 'INVALID_RESPONSE', status: 502 });
  });

  it('past the time limit is TIMEOUT; a refused connection is NETWORK', async () => {
    expect(await exchangeJson({ url: new URL('/slow', base), timeoutMs: 200 })).toEqual({ ok: false, code: 'TIMEOUT' });
    expect(await exchangeJson({ url: new URL('/', 'http://127.0.0.1:9') })).toEqual({ ok: false, code: 'NETWORK' });
  });
});
