// The one door helper under our services' doors, against a real HTTP server: the parsed answer, the
// Bearer token in a header, a multipart body, an error body handed to the door, and a timeout, a
// refused connection, a signed-out caller and an answer off the schema each told apart.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callDoor } from '../../src/lib/http/door';

let server: http.Server;
let base: string;
const seen: { method?: string; url?: string; type?: string; authorization?: string; body: string }[] = [];
const hello = z.object({ hello: z.string() });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], authorization: req.headers.authorization, body });
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 1500);
      if (req.url === '/html') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (req.url === '/busy') return void res.writeHead(429, { 'retry-after': '7', 'content-type': 'application/json' }).end('{}');
      if (req.url === '/refused') return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":"BAD_REQUEST"}}');
      if (req.url === '/accepted') return void res.writeHead(202).end();
      if (req.url === '/other') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"bye":1}');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('callDoor', () => {
  it('answers the parsed JSON of a success; a body goes as JSON, the query and the token where they belong', async () => {
    const reply = await callDoor({ baseUrl: `${base}/` }, { path: '/ok', query: { store: 'homing-us' }, body: { a: 1 }, idToken: () => 'id-token', schema: hello });
    expect(reply).toEqual({ ok: true, value: { hello: 'world' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/ok?store=homing-us', type: 'application/json', authorization: 'Bearer id-token', body: '{"a":1}' });
  });

  it('sends a FormData as multipart', async () => {
    const form = new FormData();
    form.set('name', 'Ada');
    await callDoor({ baseUrl: base }, { path: '/ok', body: form, schema: hello });
    expect(seen.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('Ada');
  });

  it('a body-less success (schema null) is read to its end and answers no value', async () => {
    expect(await callDoor({ baseUrl: base }, { method: 'POST', path: '/accepted', body: {}, schema: null })).toEqual({ ok: true, value: undefined });
  });

  it('hands an error status and its JSON to the door; a Retry-After comes along', async () => {
    expect(await callDoor({ baseUrl: base }, { path: '/refused', schema: hello })).toEqual({
      ok: false,
      failure: { code: 'HTTP', status: 400, retryable: false, body: { error: { code: 'BAD_REQUEST' } }, retryAfter: undefined },
    });
    const busy = await callDoor({ baseUrl: base }, { path: '/busy', schema: hello });
    expect(busy.ok ? null : busy.failure).toMatchObject({ code: 'HTTP', status: 429, retryable: true, retryAfter: 7 });
    const html = await callDoor({ baseUrl: base }, { path: '/html', schema: hello });
    expect(html.ok ? null : html.failure).toMatchObject({ code: 'HTTP', status: 502, retryable: true, body: null });
  });

  it('a success off the wire schema is INVALID_RESPONSE', async () => {
    expect(await callDoor({ baseUrl: base }, { path: '/other', schema: hello })).toEqual({ ok: false, failure: { code: 'INVALID_RESPONSE', status: 200, retryable: false } });
  });

  it('a signed-out caller is UNAUTHORIZED without a call', async () => {
    const before = seen.length;
    expect(await callDoor({ baseUrl: base }, { path: '/ok', idToken: async () => null, schema: hello })).toEqual({ ok: false, failure: { code: 'UNAUTHORIZED', status: 401, retryable: false } });
    expect(seen.length).toBe(before);
  });

  it('past the time limit is TIMEOUT; a refused connection is NETWORK', async () => {
    expect(await callDoor({ baseUrl: base, timeoutMs: 200 }, { path: '/slow', schema: hello })).toEqual({ ok: false, failure: { code: 'TIMEOUT', retryable: true } });
    expect(await callDoor({ baseUrl: 'http://127.0.0.1:9' }, { path: '/', schema: hello })).toEqual({ ok: false, failure: { code: 'NETWORK', retryable: true } });
  });
});
