import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientError } from 'graphql-request';
import { ADMIN_HEADERS, startTestTwin, TOKENS } from './helpers.js';
import * as D from './documents.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let plain: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin({ faults: true });
  plain = await startTestTwin();
});
afterAll(async () => {
  await twin.stop();
  await plain.stop();
});

type Json = any;
const HAMMOCK_STD = 'gid://shopify/ProductVariant/2001';

async function faults(method: 'POST' | 'GET' | 'DELETE', body?: unknown, base = twin.url) {
  const res = await fetch(`${base}/__faults`, {
    method,
    headers: body === undefined ? ADMIN_HEADERS : { 'content-type': 'application/json', ...ADMIN_HEADERS },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function newCart() {
  return (await twin.client().request<Json>(D.CART_CREATE, { input: {} })).cartCreate.cart;
}

/** A raw cartLinesAdd, so the test sees the HTTP status and can abort it. */
function addLine(cartId: string, signal?: AbortSignal) {
  return fetch(twin.endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] },
    body: JSON.stringify({ query: D.CART_LINES_ADD, variables: { cartId, lines: [{ merchandiseId: HAMMOCK_STD, quantity: 1 }] } }),
    signal,
  });
}

const quantityOf = async (cartId: string) => (await twin.client().request<Json>(D.CART_QUERY, { cartId })).cart.totalQuantity;

describe('fault injection (--faults)', () => {
  it('is off unless the twin is started with it: /__faults answers 404', async () => {
    expect((await faults('GET', undefined, plain.url)).status).toBe(404);
    expect((await faults('POST', { operation: 'cartLinesAdd', mode: 'unavailable' }, plain.url)).status).toBe(404);
  });

  it('unavailable answers 503 without executing, for the next `count` requests of that operation only', async () => {
    const cart = await newCart();
    const reg = await faults('POST', { operation: 'cartLinesAdd', mode: 'unavailable', count: 2 });
    expect(reg.status).toBe(201);
    expect(reg.body.fault).toMatchObject({ operation: 'cartLinesAdd', mode: 'unavailable', remaining: 2, store: null });
    const first = await addLine(cart.id);
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    // Other operations are untouched, and the refused write was never applied.
    expect(await quantityOf(cart.id)).toBe(0);
    expect((await faults('GET')).body.faults).toEqual([expect.objectContaining({ operation: 'cartLinesAdd', remaining: 1 })]);
    expect((await addLine(cart.id)).status).toBe(503);
    expect((await faults('GET')).body.faults).toEqual([]);
    expect((await addLine(cart.id)).status).toBe(200);
    expect(await quantityOf(cart.id)).toBe(1);
  });

  it('delay applies the write, then holds the answer: a client that gives up finds it applied when it re-reads', async () => {
    const cart = await newCart();
    await faults('POST', { operation: 'cartLinesAdd', mode: 'delay', delayMs: 1500 });
    const started = Date.now();
    await expect(addLine(cart.id, AbortSignal.timeout(600))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await quantityOf(cart.id)).toBe(1);

    await faults('POST', { operation: 'cartLinesAdd', mode: 'delay', delayMs: 300 });
    const t0 = Date.now();
    const res = await addLine(cart.id);
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    expect((await res.json()).data.cartLinesAdd.cart.totalQuantity).toBe(2);
  });

  it('a fault for one store leaves the others alone; DELETE clears every fault', async () => {
    await faults('POST', { operation: 'cart', mode: 'unavailable', store: 'trailmate-ca', count: 5 });
    const cart = await newCart();
    expect(await quantityOf(cart.id)).toBe(0);
    const ca = twin.client('trailmate-ca');
    await expect(ca.request(D.CART_QUERY, { cartId: cart.id })).rejects.toBeInstanceOf(ClientError);
    expect(await faults('DELETE')).toEqual({ status: 200, body: { cleared: 1 } });
    expect((await ca.request<Json>(D.CART_QUERY, { cartId: cart.id })).cart).toBeNull();
  });

  it('refuses bad fault definitions with 400', async () => {
    for (const body of [
      { operation: 'notAField', mode: 'delay', delayMs: 10 },
      { operation: 'cartLinesAdd', mode: 'explode' },
      { operation: 'cartLinesAdd', mode: 'delay' },
      { operation: 'cartLinesAdd', mode: 'delay', delayMs: 30001 },
      { operation: 'cartLinesAdd', mode: 'unavailable', count: 0 },
      { operation: 'cartLinesAdd', mode: 'unavailable', store: 'nowhere' },
      { operation: 'cartLinesAdd', mode: 'unavailable', extra: true },
    ]) {
      const res = await faults('POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'INVALID', message: expect.any(String) });
    }
    expect((await faults('GET')).body.faults).toEqual([]);
  });
});
