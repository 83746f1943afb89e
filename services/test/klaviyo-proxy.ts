// A door in front of the twin's Klaviyo stand-in for the relay's tests: it passes requests on, or, for the
// next few, answers as Klaviyo does when it cannot take them (429 with Retry-After, 503) or drops the
// connection, so a test sees the relay queue a subscription and deliver it later.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the door does with a request. */
export type ProxyMode = 'pass' | 'throttled' | 'unavailable' | 'unreachable';

/** A running door. */
export interface KlaviyoProxy {
  url: string;
  /** Where requests are passed on to. */
  target: string;
  /** Answers the next `count` requests to /api/… with `mode`, then passes again. */
  fail(mode: Exclude<ProxyMode, 'pass'>, count: number): void;
  /** Paths and what was done with them, in order. */
  seen: { path: string; mode: ProxyMode }[];
  stop(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Starts the door on an ephemeral port; set `target` before the first request. */
export async function startKlaviyoProxy(): Promise<KlaviyoProxy> {
  const failures: Exclude<ProxyMode, 'pass'>[] = [];
  const proxy: KlaviyoProxy = {
    url: '',
    target: '',
    seen: [],
    fail(mode, count) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    const mode: ProxyMode = path.startsWith('/api/') ? (failures.shift() ?? 'pass') : 'pass';
    proxy.seen.push({ path, mode });
    if (mode === 'unreachable') return req.socket.destroy();
    if (mode === 'throttled') {
      res.writeHead(429, { 'content-type': 'application/vnd.api+json', 'retry-after': '1' });
      return res.end(JSON.stringify({ errors: [{ id: 'x', status: 429, code: 'throttled', title: 'Request was throttled.', detail: 'Request was throttled. Expected available in 1 second.', source: {}, meta: {} }] }));
    }
    if (mode === 'unavailable') {
      res.writeHead(503, { 'content-type': 'application/vnd.api+json' });
      return res.end(JSON.stringify({ errors: [{ id: 'x', status: 503, code: 'service_unavailable', title: 'Service unavailable.', detail: 'Please try again later.', source: {}, meta: {} }] }));
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k))) as Record<string, string>;
    const answer = await fetch(proxy.target + path, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body) });
    const out = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([k]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))));
    res.end(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
