// Content for the referral tests: the local services' content (the test catalogue and the dealers) with
// Yardwise's two stores added, the stores that issue the program's gift cards; and a door to the stores'
// Admin API that a test can close, to see the services through a store outage.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { contentWithDealers } from './local-services-fixture.js';

/** Storefront tokens of the added Yardwise stores. */
export const YARDWISE_TOKENS = { 'yardwise-us': 'test-token-yardwise-us', 'yardwise-ca': 'test-token-yardwise-ca' } as const;

/** contentWithDealers() with yardwise-us (USD) and yardwise-ca (CAD) among the stores. */
export function contentWithReferralStores(): string {
  const dir = contentWithDealers();
  const file = path.join(dir, 'stores.ndjson');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const added = lines
    .map((l) => JSON.parse(l) as { _id: string; name: string; brand: string; storefrontAccessToken: string })
    .filter((doc) => doc.brand === 'trailmate')
    .map((doc) => {
      const name = doc.name.replace('trailmate', 'yardwise') as keyof typeof YARDWISE_TOKENS;
      return JSON.stringify({ ...doc, _id: `shopifyStore-${name}`, name, brand: 'yardwise', storefrontAccessToken: YARDWISE_TOKENS[name] });
    });
  fs.writeFileSync(file, [...lines, ...added].join('\n') + '\n');
  return dir;
}

/** How the door answers: passes requests on, is down (503), or passes them on and loses the answer (502). */
export type DoorMode = 'up' | 'down' | 'lose-answer';

/** A door in front of the twin for one test file: `url` is set before the stack starts, `target` once it runs. */
export interface StoreDoor {
  url: string;
  target: string;
  mode: DoorMode;
  /** Requests that reached the door, by the mode it was in. */
  seen: Record<DoorMode, number>;
}

/** Opens the door before the test file's stack starts (call before useStack) and closes it after. */
export function useStoreDoor(): StoreDoor {
  const door: StoreDoor = { url: '', target: '', mode: 'up', seen: { up: 0, down: 0, 'lose-answer': 0 } };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const mode = door.mode;
      door.seen[mode]++;
      if (mode === 'down') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
      fetch(door.target + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          if (mode === 'lose-answer') res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
          else res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(body);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    door.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return door;
}
