// The lake over HTTP/2 with TLS on a port of its own (what Studio in a browser needs: its listen streams
// and requests share one connection), with a local certificate made once and kept in the data folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { startTestTwin, TEST_ADMIN_KEY, type TestTwin } from '../helpers.js';
import { lakeTlsPort } from '../../src/lake/tls.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-tls-test-'));
let twin: TestTwin;
let origin: string;
let ca: string;

beforeAll(async () => {
  twin = await startTestTwin({ studioOrigins: ['http://localhost:3333'], lakeTls: { port: 0, dataDir } } as Parameters<typeof startTestTwin>[0]);
  expect(twin.lakeTls).toBeTruthy();
  origin = twin.lakeTls!.url;
  ca = twin.lakeTls!.certificate.ca;
});
afterAll(async () => {
  await twin?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const auth = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

/** An HTTP/2 connection to the lake that trusts only the twin's local certificate authority, as `servername` (Studio's `twin.localhost` by default). */
function connect(servername = 'twin.localhost'): Promise<http2.ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca, servername });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

/** One request on the session: status, headers and the whole body. */
function request(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    let text = '';
    let head: http2.IncomingHttpHeaders = {};
    stream.setEncoding('utf8');
    stream.on('response', (h) => (head = h));
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, text }));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

/** A listen stream on the session: its events as they come, and a wait for one that `match` accepts. */
function listen(session: http2.ClientHttp2Session, query: string) {
  const stream = session.request({ ':path': `/sanity/v2025-04-01/data/listen/production?query=${encodeURIComponent(query)}&includeResult=true`, ...auth, accept: 'text/event-stream' });
  let text = '';
  const waiters: (() => void)[] = [];
  let status = 0;
  stream.setEncoding('utf8');
  stream.on('response', (h) => (status = Number(h[':status'])));
  stream.on('data', (chunk: string) => {
    text += chunk;
    for (const w of waiters.splice(0)) w();
  });
  const events = () =>
    text
      .split('\n\n')
      .map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1], data: /^data: (.+)$/m.exec(block)?.[1] }))
      .filter((e) => e.event);
  const waitFor = async (event: string, match: (data: Record<string, unknown>) => boolean = () => true) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const hit = events().find((e) => e.event === event && match(JSON.parse(e.data ?? '{}') as Record<string, unknown>));
      if (hit) return JSON.parse(hit.data ?? '{}') as Record<string, unknown>;
      if (Date.now() > deadline) throw new Error(`No ${event} event within 10 s (status ${status}): ${text.slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { stream, waitFor, status: () => status };
}

const query = (groq: string) => ({ ':path': `/sanity/v2025-04-01/data/query/production?query=${encodeURIComponent(groq)}&perspective=drafts`, ...auth });
const mutate = (session: http2.ClientHttp2Session, mutations: unknown[]) =>
  request(session, { ':method': 'POST', ':path': '/sanity/v2025-04-01/data/mutate/production', 'content-type': 'application/json', ...auth }, JSON.stringify({ mutations }));

describe('the lake over HTTP/2 with TLS', () => {
  it('answers a query over HTTP/2 with a certificate for the names Studio calls', async () => {
    const session = await connect();
    try {
      const res = await request(session, query('count(*[_type == "product"]) > 0'));
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toMatchObject({ result: true });
      // HTTP/2, not HTTP/1.1: the connection negotiated h2.
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    const cert = new crypto.X509Certificate(twin.lakeTls!.certificate.cert);
    for (const host of ['localhost', 'twin.localhost']) expect(cert.checkHost(host), host).toBe(host);
    expect(cert.subjectAltName).toContain('DNS:*.localhost');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.verify(new crypto.X509Certificate(ca).publicKey)).toBe(true);
  });

  it('streams listen events over HTTP/2: welcome, then the mutation', async () => {
    const session = await connect('localhost');
    try {
      const stream = listen(session, '*[_id == "drafts.tls-listen"]');
      await stream.waitFor('welcome');
      expect(stream.status()).toBe(200);
      const write = await mutate(session, [{ createOrReplace: { _id: 'drafts.tls-listen', _type: 'page', title: 'Over TLS' } }]);
      expect(write.status).toBe(200);
      expect(await stream.waitFor('mutation')).toMatchObject({ documentId: 'drafts.tls-listen', transition: 'appear', result: { title: 'Over TLS' } });
      stream.stream.close();
    } finally {
      session.close();
    }
  });

  it('serves ten listen streams and a query on one connection, and every stream hears the mutation', async () => {
    const session = await connect();
    try {
      const streams = Array.from({ length: 10 }, (_, i) => listen(session, `*[_id == "drafts.tls-many" && ${i} >= 0]`));
      await Promise.all(streams.map((s) => s.waitFor('welcome')));
      // With every stream open, a query and a mutation still answer at once on the same connection.
      const res = await request(session, query('*[_type == "product"][0]._id'));
      expect(res.status).toBe(200);
      expect(typeof (JSON.parse(res.text) as { result: unknown }).result).toBe('string');
      expect((await mutate(session, [{ createOrReplace: { _id: 'drafts.tls-many', _type: 'page', title: 'Ten' } }])).status).toBe(200);
      const heard = await Promise.all(streams.map((s) => s.waitFor('mutation', (d) => d.documentId === 'drafts.tls-many')));
      expect(heard).toHaveLength(10);
      for (const s of streams) s.stream.close();
    } finally {
      session.close();
    }
  });

  it("answers Studio's host routes and CORS for Studio's origin over TLS; other paths are not served", async () => {
    const session = await connect();
    try {
      const me = await request(session, { ':path': '/sanity/v2021-06-07/users/me', ...auth, origin: 'http://localhost:3333' });
      expect(JSON.parse(me.text)).toMatchObject({ id: 'twin-editor' });
      expect(me.headers['access-control-allow-origin']).toBe('http://localhost:3333');
      const preflight = await request(session, {
        ':method': 'OPTIONS',
        ':path': '/sanity/v2025-04-01/data/mutate/production',
        origin: 'http://localhost:3333',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3333');
      expect((await request(session, { ':path': '/shops/trailmate-us/api/2025-04/graphql.json' })).status).toBe(404);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      https
        .get(`${origin}/sanity/v1/ping`, { ca }, (res) => {
          let body = `${res.httpVersion} ${res.statusCode} `;
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    expect(text).toBe('1.1 200 PONG');
  });

  it('keeps its certificate across restarts, and serves the same one', async () => {
    const first = twin.lakeTls!.certificate;
    expect(first.created).toBe(true);
    const again = await startTestTwin({ lakeTls: { port: 0, dataDir } } as Parameters<typeof startTestTwin>[0]);
    try {
      expect(again.lakeTls!.certificate).toMatchObject({ created: false, cert: first.cert, key: first.key, ca: first.ca });
      const served = await new Promise<string>((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port: again.lakeTls!.port, servername: 'localhost', ca, ALPNProtocols: ['h2'] }, () => {
          resolve(socket.getPeerX509Certificate()?.fingerprint256 ?? '');
          socket.end();
        });
        socket.once('error', reject);
      });
      expect(served).toBe(new crypto.X509Certificate(first.cert).fingerprint256);
    } finally {
      await again.stop();
    }
    // Keys stay readable by their owner only.
    expect(fs.statSync(path.join(first.dir, 'key.pem')).mode & 0o077).toBe(0);
  });
});

describe('lakeTlsPort', () => {
  it('opens 8789 (or TWIN_LAKE_TLS_PORT) for a twin on a fixed port, none for one on a free port unless asked, and none when off', () => {
    expect(lakeTlsPort(undefined, 8787, {})).toBe(8789);
    expect(lakeTlsPort(undefined, 8787, { TWIN_LAKE_TLS_PORT: '9443' })).toBe(9443);
    expect(lakeTlsPort(undefined, 8787, { TWIN_LAKE_TLS_PORT: 'off' })).toBeNull();
    expect(lakeTlsPort(undefined, 0, { TWIN_LAKE_TLS_PORT: '9443' })).toBeNull();
    expect(lakeTlsPort('0', 0, {})).toBe(0);
    expect(() => lakeTlsPort('https', 8787, {})).toThrow(/port number or "off"/);
  });
});
