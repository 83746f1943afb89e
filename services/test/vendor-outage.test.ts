// A vendor that does not answer (a store's Admin API, the user pool's keys …) is the vendor's outage,
// not a fault of the services: its callers get 503 with Retry-After in the services' error shape, and
// a fault of the services' own code still gets 500.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServicesPart } from '../src/part.js';
import { freePort } from '../../shared/free-port.js';
import { useStack } from './harness.js';

/** Where nothing listens: the connection is refused. */
let refusedUrl = '';
/** A server that takes connections and never answers. */
const silent = net.createServer(() => undefined);
let silentUrl = '';

const vendorCalls: ServicesPart = {
  name: 'vendor-calls',
  routes(app) {
    app.get('/refused', async (c) => c.json(await (await fetch(refusedUrl)).json()));
    app.get('/silent', async (c) => c.json(await (await fetch(silentUrl, { signal: AbortSignal.timeout(300) })).json()));
    app.get('/our-fault', () => {
      throw new TypeError('plan.price is undefined');
    });
  },
};

const stack = useStack({ now: '2026-12-02T12:00:00Z', parts: [vendorCalls] });

beforeAll(async () => {
  refusedUrl = `http://127.0.0.1:${await freePort()}/`;
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/`;
});

afterAll(() => {
  silent.close();
});

describe('a vendor that does not answer', () => {
  for (const [what, pathname] of [
    ['refuses the connection', '/refused'],
    ['takes the connection and never answers', '/silent'],
  ] as const) {
    it(`${what}: 503 UNAVAILABLE with Retry-After`, async () => {
      const answer = await stack.call('GET', pathname);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ error: { code: 'UNAVAILABLE', message: 'A service the store relies on is not answering. Please try again in a moment.' } });
    });
  }

  it('is not confused with a fault of the services’ own code, which stays 500 INTERNAL', async () => {
    const answer = await stack.call('GET', '/our-fault');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(answer.body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' } });
  });
});
