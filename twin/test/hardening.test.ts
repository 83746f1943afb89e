import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin, TOKENS } from './helpers.js';
import { modules } from '../src/modules.js';
import type { TwinModule } from '../src/module.js';

// A module that fails on purpose, to prove failures never leak their message or stack.
const faulty: TwinModule = {
  name: 'faulty',
  resolvers: { Shop: { name: () => { throw new Error('boom at /srv/secret/path.ts:12'); } } },
  routes: (app) => app.get('/faulty', () => { throw new Error('boom at /srv/secret/path.ts:12'); }),
};

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin({ modules: [...modules, faulty], siteOrigins: ['http://localhost:9001'] });
});
afterAll(async () => {
  await twin.stop();
});

const headers = { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] };
const gql = (body: string, extra: Record<string, string> = {}) => fetch(twin.endpoint(), { method: 'POST', headers: { ...headers, ...extra }, body });

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await gql('{"query": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'Malformed JSON body' }] });
  });

  it('answers a body that is not a GraphQL request with 400', async () => {
    expect((await gql('[1,2]')).status).toBe(400);
    expect((await gql('{"query": 5}')).status).toBe(400);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await gql('{"query":"{ shop { name } }"}', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('answers a body over 1 MB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ query: `{ shop { name } }`, variables: { pad: 'x'.repeat(1024 * 1024 + 10) } });
    expect((await gql(big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const res = await fetch(twin.endpoint(), { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses mutations over GET with 405 but runs queries', async () => {
    const q = encodeURIComponent('{ product(handle: "trail-bowl") { handle } }');
    const ok = await fetch(`${twin.endpoint()}?query=${q}`, { headers });
    expect(await ok.json()).toEqual({ data: { product: { handle: 'trail-bowl' } }, extensions: { context: { country: 'US', language: 'EN' } } });
    const m = encodeURIComponent('mutation { cartCreate { cart { id } } }');
    const res = await fetch(`${twin.endpoint()}?query=${m}`, { headers });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('answers a wrong or missing token with 401 as Shopify', async () => {
    for (const token of ['', 'wrong', TOKENS['trailmate-ca']]) {
      const res = await gql('{"query":"{ shop { name } }"}', { 'X-Shopify-Storefront-Access-Token': token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] });
    }
  });

  it('limits query depth', async () => {
    let sel = 'handle';
    for (let i = 0; i < 10; i++) sel = `variants(first: 1) { nodes { product { ${sel} } } }`;
    const query = `{ product(handle: "trail-bowl") { ${sel} } }`;
    const body = await (await gql(JSON.stringify({ query }))).json();
    expect(body.errors[0].extensions.code).toBe('MAX_DEPTH_EXCEEDED');
    expect(body.data).toBeUndefined();
  });

  it('limits query complexity (fragment and alias fan-out)', async () => {
    const fields = Array.from({ length: 60 }, (_, i) => `a${i}: handle`).join(' ');
    const frags = Array.from({ length: 10 }, (_, i) => `fragment F${i} on Product { ${i === 0 ? fields : `x: product: handle ...F${i - 1}`} }`);
    const query = `{ products(first: 1) { nodes { ${Array.from({ length: 100 }, (_, i) => `p${i}: collections(first: 1) { nodes { products(first: 1) { nodes { ...F9 } } } }`).join(' ')} } } } ${frags.join(' ')}`;
    const body = await (await gql(JSON.stringify({ query: query.replace(/x: product: handle/g, 'handle') }))).json();
    expect(body.errors[0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });
});

describe('faults', () => {
  it('never leaks a resolver error message or stack', async () => {
    const body = await (await gql(JSON.stringify({ query: '{ shop { name } }' }))).json();
    expect(body.errors[0].message).toBe('Internal error. Looks like something went wrong on our end.');
    expect(JSON.stringify(body)).not.toMatch(/secret|path\.ts|boom|at /);
  });

  it('answers a failing route with a generic 500 and unknown paths with 404', async () => {
    const res = await fetch(`${twin.url}/faulty`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/secret|path\.ts|boom/);
    expect((await fetch(`${twin.url}/no/such/path`)).status).toBe(404);
  });
});

describe('CORS', () => {
  it('allows only the configured site origins', async () => {
    const pre = await fetch(twin.endpoint(), {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:9001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-shopify-storefront-access-token' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:9001');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/X-Shopify-Storefront-Access-Token/i);
    const evil = await fetch(twin.endpoint(), { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const post = await gql(JSON.stringify({ query: '{ product(handle: "trail-bowl") { handle } }' }), { origin: 'https://evil.example' });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const good = await gql(JSON.stringify({ query: '{ product(handle: "trail-bowl") { handle } }' }), { origin: 'http://localhost:9001' });
    expect(good.headers.get('access-control-allow-origin')).toBe('http://localhost:9001');
  });
});

describe('rate limit', () => {
  it('throttles a flooding client: GraphQL THROTTLED, REST 429 with Retry-After', async () => {
    const limited = await startTestTwin({ rateLimit: { perSecond: 0.5, burst: 5 } });
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(limited.endpoint(), { method: 'POST', headers, body: JSON.stringify({ query: '{ product(handle: "trail-bowl") { handle } }' }) }).then((r) => r.json()),
        ),
      );
      const throttled = results.filter((r: any) => r.errors?.[0]?.extensions?.code === 'THROTTLED');
      expect(throttled.length).toBeGreaterThanOrEqual(5);
      expect(throttled[0].errors[0].message).toBe('Throttled');
      const rest = await fetch(`${limited.url}/cdn/images/trailmate/rover.png`);
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.stop();
    }
  });
});
