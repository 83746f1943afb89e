// The twin's test clock: read and moved with the admin key (test twins only), never backwards, and a
// move calls every TWIN_CLOCK_HOOKS address with the new time and the admin key, answering the orders
// they report.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, TEST_ADMIN_KEY, useTestTwin } from './helpers.js';

const twin = useTestTwin();
const calls: { key: string | undefined; body: any }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { renewedOrders: [] } };
let hook: http.Server;
let hookUrl: string;
const saved = { clock: process.env.TWIN_TEST_CLOCK, hooks: process.env.TWIN_CLOCK_HOOKS };

beforeAll(async () => {
  process.env.TWIN_TEST_CLOCK = '1';
  hook = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      calls.push({ key: req.headers['x-twin-admin-key'] as string | undefined, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/__clock/advanced`;
});
afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
  for (const [k, v] of [['TWIN_TEST_CLOCK', saved.clock], ['TWIN_CLOCK_HOOKS', saved.hooks]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const move = async (body: unknown) => {
  const res = await fetch(`${twin.url}/__clock`, { method: 'POST', headers: { 'content-type': 'application/json', ...ADMIN_HEADERS }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
};

describe('the test clock', () => {
  it('is 404 unless the twin runs with the test clock', async () => {
    process.env.TWIN_TEST_CLOCK = '0';
    try {
      expect((await move({ advanceDays: 1 })).status).toBe(404);
      expect((await fetch(`${twin.url}/__clock`, { headers: ADMIN_HEADERS })).status).toBe(404);
    } finally {
      process.env.TWIN_TEST_CLOCK = '1';
    }
  });

  it('refuses bad input with 400 and never goes back', async () => {
    delete process.env.TWIN_CLOCK_HOOKS;
    expect((await move({ advanceDays: -3 })).status).toBe(400);
    expect((await move({ now: 'tomorrow' })).status).toBe(400);
    const before = (await move({ advanceDays: 0 })).json.now;
    const back = await move({ now: '2020-01-01T00:00:00Z' });
    expect(back.json).toEqual({ now: expect.any(String), renewedOrders: [] });
    expect(back.json.now >= before).toBe(true);
  });

  it('calls each hook with the new time and the admin key, and answers the orders they placed, each once', async () => {
    process.env.TWIN_CLOCK_HOOKS = `${hookUrl}, ${hookUrl}?second`;
    answer = { status: 200, body: { renewedOrders: [12, 7] } };
    calls.length = 0;
    const res = await move({ advanceDays: 30 });
    expect(res.status).toBe(200);
    expect(res.json.renewedOrders).toEqual([7, 12]);
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.key === TEST_ADMIN_KEY && c.body.now === res.json.now)).toBe(true);
    const read = (await (await fetch(`${twin.url}/__clock`, { headers: ADMIN_HEADERS })).json()) as any;
    expect(Date.parse(read.now) - Date.parse(res.json.now)).toBeLessThan(5_000);
  });

  it('answers 502 with why when a hook fails, the clock moved all the same', async () => {
    process.env.TWIN_CLOCK_HOOKS = hookUrl;
    answer = { status: 500, body: { error: 'down' } };
    const before = Date.parse((await (await fetch(`${twin.url}/__clock`, { headers: ADMIN_HEADERS })).json() as any).now);
    const res = await move({ advanceDays: 2 });
    expect(res.status).toBe(502);
    expect(res.json.error).toMatchObject({ code: 'CLOCK_HOOK_FAILED', message: expect.stringContaining('500') });
    const after = Date.parse((await (await fetch(`${twin.url}/__clock`, { headers: ADMIN_HEADERS })).json() as any).now);
    expect(after - before).toBeGreaterThan(2 * 86_400_000 - 5_000);
  });
});
