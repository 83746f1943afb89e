import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin, TOKENS } from './helpers.js';
import { createTwin } from '../src/app.js';
import { TWIN_ALGOLIA_APP_ID, TWIN_ALGOLIA_SEARCH_KEY } from '../src/search/config.js';

const KEY = 'admin-key-for-tests-0123456789abcdef';
const STORE = { 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] };
const ALGOLIA = { 'x-algolia-application-id': TWIN_ALGOLIA_APP_ID, 'x-algolia-api-key': TWIN_ALGOLIA_SEARCH_KEY };

/** Every twin-only route, with the credentials it took before (the public store token, the search key). */
const ADMIN_ROUTES: { method: string; path: string; headers?: Record<string, string>; body?: unknown }[] = [
  { method: 'GET', path: '/1/events?userToken=user-1', headers: ALGOLIA },
  { method: 'POST', path: '/shops/trailmate-us/admin/orders/1/fulfill', headers: STORE, body: {} },
  { method: 'POST', path: '/shops/trailmate-us/admin/variants/1', headers: STORE, body: { quantity: 1 } },
  { method: 'POST', path: '/shops/trailmate-us/admin/customers/tags', headers: STORE, body: { email: 'a@example.com', tags: [] } },
  { method: 'GET', path: '/__faults' },
  { method: 'POST', path: '/__faults', body: { operation: 'cart', mode: 'unavailable' } },
  { method: 'DELETE', path: '/__faults' },
  { method: 'GET', path: '/__clock' },
  { method: 'POST', path: '/__clock', body: { advanceDays: 0 } },
  { method: 'POST', path: '/__cognito/expire-codes', body: { email: 'nobody@example.com' } },
  { method: 'GET', path: '/outbox?to=someone@example.com' },
  { method: 'GET', path: '/__lake/webhooks/idle' },
];

type Twin = Awaited<ReturnType<typeof startTestTwin>>;
const call = (twin: Twin, r: (typeof ADMIN_ROUTES)[number], extra: Record<string, string> = {}) =>
  fetch(twin.url + r.path, {
    method: r.method,
    headers: { ...(r.body === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers, ...extra },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });

let saved: { key?: string; clock?: string };
beforeAll(() => {
  saved = { key: process.env.TWIN_ADMIN_KEY, clock: process.env.TWIN_TEST_CLOCK };
  delete process.env.TWIN_ADMIN_KEY;
  process.env.TWIN_TEST_CLOCK = '1';
});
afterAll(() => {
  if (saved.key === undefined) delete process.env.TWIN_ADMIN_KEY;
  else process.env.TWIN_ADMIN_KEY = saved.key;
  if (saved.clock === undefined) delete process.env.TWIN_TEST_CLOCK;
  else process.env.TWIN_TEST_CLOCK = saved.clock;
});

describe('twin-only routes need the admin key', () => {
  let twin: Twin;
  beforeAll(async () => {
    twin = await startTestTwin({ faults: true, adminKey: KEY });
  });
  afterAll(async () => {
    await twin.stop();
  });

  for (const r of ADMIN_ROUTES) {
    it(`${r.method} ${r.path.split('?')[0]}: the public credentials alone are refused, the admin key is let through`, async () => {
      const without = await call(twin, r);
      expect(without.status).toBe(401);
      expect((await without.json()).errors[0].message).toMatch(/X-Twin-Admin-Key/);
      for (const wrong of ['', 'wrong', KEY.slice(0, -1), `${KEY}x`, KEY.toUpperCase()]) {
        expect((await call(twin, r, { 'x-twin-admin-key': wrong })).status).toBe(401);
      }
      const withKey = await call(twin, r, { 'x-twin-admin-key': KEY });
      expect([401, 403]).not.toContain(withKey.status);
      expect(withKey.status).toBeLessThan(500);
    });
  }

  it('keeps the store scope of the store admin routes: the key with another store token is refused', async () => {
    const res = await call(twin, { method: 'POST', path: '/shops/trailmate-us/admin/orders/1/fulfill', body: {} }, {
      'x-twin-admin-key': KEY,
      'x-shopify-storefront-access-token': TOKENS['trailmate-ca'],
    });
    expect(res.status).toBe(401);
  });

  it('leaves the public routes alone: Insights events are still sent with the search key', async () => {
    const sent = await fetch(`${twin.url}/1/events`, {
      method: 'POST',
      headers: { ...ALGOLIA, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ eventType: 'view', eventName: 'Viewed', index: 'trailmate_en_products', userToken: 'user-1', objectIDs: ['1'] }] }),
    });
    expect(sent.status).toBe(200);
    const read = await call(twin, ADMIN_ROUTES.find((r) => r.path.startsWith('/1/events'))!, { 'x-twin-admin-key': KEY });
    expect((await read.json()).events).toHaveLength(1);
  });
});

describe('without a configured admin key', () => {
  let twin: Twin;
  beforeAll(async () => {
    twin = await startTestTwin({ faults: true, adminKey: undefined });
  });
  afterAll(async () => {
    await twin.stop();
  });

  for (const r of ADMIN_ROUTES) {
    it(`${r.method} ${r.path.split('?')[0]} answers 403 whatever is sent`, async () => {
      for (const extra of [{}, { 'x-twin-admin-key': '' }, { 'x-twin-admin-key': 'anything' }] as Record<string, string>[]) {
        const res = await call(twin, r, extra);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ errors: [{ message: 'This twin-only route needs X-Twin-Admin-Key (set TWIN_ADMIN_KEY)' }] });
      }
    });
  }
});

describe('TWIN_ADMIN_KEY', () => {
  it('is read from the environment when no adminKey option is given', async () => {
    process.env.TWIN_ADMIN_KEY = KEY;
    const twin = await startTestTwin({ adminKey: undefined });
    try {
      const [route] = ADMIN_ROUTES;
      expect(route).toBeDefined();
      expect((await call(twin, route!)).status).toBe(401);
      expect((await call(twin, route!, { 'x-twin-admin-key': KEY })).status).toBe(200);
    } finally {
      delete process.env.TWIN_ADMIN_KEY;
      await twin.stop();
    }
  });

  it('must be too long to guess', () => {
    expect(() => createTwin({ dbPath: ':memory:', adminKey: 'short' })).toThrow(/at least 16 characters/);
  });
});
