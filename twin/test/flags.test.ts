// The twin's flag service speaks LaunchDarkly's client-side protocol as the JS client SDK calls it
// (launchdarkly-js-sdk-common Requestor, Stream, EventProcessor, diagnostics; the browser SDK's goals):
// evaluation by GET and REPORT, the stream's put and patch, events, goals; 401 for an unknown
// client-side ID; targeting by context attributes and a sticky percentage rollout; flags changed through
// the admin route or the flags page reach an open stream.
import { describe, expect, it } from 'vitest';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import { ADMIN_HEADERS, developerCookie, present, startTestTwin, useTestTwin } from './helpers';

const twin = useTestTwin();
const ENV = TWIN_FLAG_CLIENT_IDS.trailmate;
const ORIGIN = 'http://127.0.0.1:9001';
// The headers the browser SDK sends with every request.
const SDK_HEADERS = { 'X-LaunchDarkly-User-Agent': 'JSClient/3.9.5', origin: ORIGIN };

const encode = (context: unknown) => Buffer.from(JSON.stringify(context)).toString('base64url');
const visitor = (key: string, extra: Record<string, unknown> = {}) => ({ kind: 'user', key, anonymous: true, brand: 'trailmate', market: 'us', locale: 'en-us', ...extra });
const evalx = (context: unknown, env = ENV) => fetch(`${twin.url}/sdk/evalx/${env}/contexts/${encode(context)}`, { headers: SDK_HEADERS });
const patchFlag = (flag: string, change: unknown, env = 'trailmate') =>
  fetch(`${twin.url}/__flags/${env}/${flag}`, { method: 'PATCH', headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' }, body: JSON.stringify(change) });

/** Opens the stream the SDK opens and reads its server-sent events as they come. */
async function openStream(context: unknown) {
  const controller = new AbortController();
  const res = await fetch(`${twin.url}/eval/${ENV}/${encode(context)}`, { headers: SDK_HEADERS, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (timeoutMs = 2000): Promise<{ event: string; data: any }> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue;
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
        return { event, data };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left))]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { res, next, close: () => controller.abort() };
}

describe('flag evaluation', () => {
  it('evaluates every flag of the environment for a context, as content/flags.json seeds them', async () => {
    const res = await evalx(visitor('v-1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const flags = (await res.json()) as Record<string, any>;
    expect(flags['live-chat']).toMatchObject({ value: true, variation: 0, version: 1, flagVersion: 1, trackEvents: false });
    expect(flags['dealer-locator']).toMatchObject({ value: false, variation: 1 });
    expect(flags['checkout-cta-style'].trackEvents).toBe(true);
    expect(flags['live-chat'].reason).toBeUndefined();
  });

  it('answers REPORT with the context in the body, and reasons when asked', async () => {
    const res = await fetch(`${twin.url}/sdk/evalx/${ENV}/context?withReasons=true`, {
      method: 'REPORT',
      headers: { ...SDK_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(visitor('v-2')),
    });
    expect(res.status).toBe(200);
    const flags = (await res.json()) as Record<string, any>;
    expect(flags['live-chat'].reason).toEqual({ kind: 'FALLTHROUGH' });
    expect(flags['checkout-cta-style'].reason).toEqual({ kind: 'FALLTHROUGH', inExperiment: true });
  });

  it('answers 401 for an unknown client-side ID on every endpoint', async () => {
    const unknown = '000000000000000000000000';
    expect((await evalx(visitor('v-3'), unknown)).status).toBe(401);
    expect((await fetch(`${twin.url}/eval/${unknown}/${encode(visitor('v-3'))}`, { headers: SDK_HEADERS })).status).toBe(401);
    expect((await fetch(`${twin.url}/sdk/goals/${unknown}`, { headers: SDK_HEADERS })).status).toBe(401);
    const post = await fetch(`${twin.url}/events/bulk/${unknown}`, { method: 'POST', headers: { ...SDK_HEADERS, 'content-type': 'application/json' }, body: '[]' });
    expect(post.status).toBe(401);
  });

  it('refuses malformed contexts with 400', async () => {
    for (const bad of [encode([1]), encode({ kind: 'user', key: '' }), encode({ kind: 'kind', key: 'x' }), 'not*base64', encode({ kind: 'user', key: 'x'.repeat(300) })]) {
      const res = await fetch(`${twin.url}/sdk/evalx/${ENV}/contexts/${bad}`, { headers: SDK_HEADERS });
      expect(res.status, bad).toBe(400);
      expect(await res.text()).not.toMatch(/at .*\.ts/);
    }
  });

  it('answers preflights from any origin for the SDK\'s methods and headers', async () => {
    const res = await fetch(`${twin.url}/sdk/evalx/${ENV}/context`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'REPORT', 'access-control-request-headers': 'content-type,x-launchdarkly-user-agent' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(res.headers.get('access-control-allow-methods')).toContain('REPORT');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, x-launchdarkly-user-agent');
    const refused = await fetch(`${twin.url}/sdk/evalx/${ENV}/context`, { method: 'OPTIONS', headers: { origin: 'https://shop.example', 'access-control-request-method': 'DELETE' } });
    expect(refused.status).toBe(403);
  });
});

describe('targeting and rollout', () => {
  it('serves a rule\'s variation to contexts whose attributes match (market, locale)', async () => {
    const res = await patchFlag('live-chat', { rules: [{ clauses: [{ attribute: 'market', op: 'in', values: ['ca'] }], variation: 1 }] });
    expect(res.status).toBe(200);
    const us = (await (await evalx(visitor('v-4'))).json()) as Record<string, any>;
    const ca = (await (await evalx(visitor('v-4', { market: 'ca', locale: 'en-ca' }))).json()) as Record<string, any>;
    expect(us['live-chat'].value).toBe(true);
    expect(ca['live-chat'].value).toBe(false);
    expect(ca['live-chat'].version).toBe(2);
    expect((await patchFlag('live-chat', { rules: [] })).status).toBe(200);
  });

  it('names the matched rule in a RULE_MATCH reason by ruleIndex and ruleId (its own id, else one kept when the rule moves)', async () => {
    const reasons = async (extra: Record<string, unknown>) => {
      const res = await fetch(`${twin.url}/sdk/evalx/${ENV}/contexts/${encode(visitor('v-rule', extra))}?withReasons=true`, { headers: SDK_HEADERS });
      return ((await res.json()) as Record<string, any>)['live-chat'].reason;
    };
    const ca = { clauses: [{ attribute: 'market', op: 'in', values: ['ca'] }], variation: 1 };
    const fr = { id: 'fr-visitors', clauses: [{ attribute: 'locale', op: 'in', values: ['fr-ca'] }], variation: 1 };
    expect((await patchFlag('live-chat', { rules: [fr, ca] })).status).toBe(200);
    expect(await reasons({ locale: 'fr-ca' })).toEqual({ kind: 'RULE_MATCH', ruleIndex: 0, ruleId: 'fr-visitors' });
    const first = await reasons({ market: 'ca', locale: 'en-ca' });
    expect(first).toMatchObject({ kind: 'RULE_MATCH', ruleIndex: 1, ruleId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/) });
    expect((await patchFlag('live-chat', { rules: [ca, fr] })).status).toBe(200);
    expect(await reasons({ market: 'ca', locale: 'en-ca' })).toEqual({ kind: 'RULE_MATCH', ruleIndex: 0, ruleId: first.ruleId });
    expect((await patchFlag('live-chat', { rules: [] })).status).toBe(200);
  });

  it('splits visitors by the experiment\'s percentage rollout, the same visitor always in the same variation', async () => {
    const seen = { standard: 0, prominent: 0 } as Record<string, number>;
    for (let i = 0; i < 200; i++) {
      const flags = (await (await evalx(visitor(`rollout-${i}`))).json()) as Record<string, any>;
      const value = String(flags['checkout-cta-style'].value);
      seen[value] = (seen[value] ?? 0) + 1;
    }
    expect(seen.standard).toBeGreaterThan(60);
    expect(seen.prominent).toBeGreaterThan(60);
    const once = (await (await evalx(visitor('rollout-7'))).json()) as Record<string, any>;
    const again = (await (await evalx(visitor('rollout-7'))).json()) as Record<string, any>;
    expect(again['checkout-cta-style'].value).toBe(once['checkout-cta-style'].value);
  });

  it('validates changes: unknown fields, missing variations and weights that do not add up are refused', async () => {
    expect((await patchFlag('live-chat', { bogus: true })).status).toBe(400);
    expect((await patchFlag('live-chat', { fallthrough: { variation: 5 } })).status).toBe(400);
    expect((await patchFlag('live-chat', { fallthrough: { rollout: [{ variation: 0, weight: 10 }] } })).status).toBe(400);
    expect((await patchFlag('no-such-flag', { on: false })).status).toBe(404);
    const noKey = await fetch(`${twin.url}/__flags/trailmate/live-chat`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"on":false}' });
    expect(noKey.status).toBe(401);
  });
});

describe('the stream', () => {
  it('puts every flag on connect and patches an open stream within a second of a change', async () => {
    const stream = await openStream(visitor('v-stream'));
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const put = await stream.next();
    expect(put.event).toBe('put');
    expect(put.data['live-chat'].value).toBe(true);
    const started = Date.now();
    expect((await patchFlag('live-chat', { on: false })).status).toBe(200);
    const patch = await stream.next(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(patch.event).toBe('patch');
    expect(patch.data).toMatchObject({ key: 'live-chat', value: false, variation: 1 });
    stream.close();
    expect((await patchFlag('live-chat', { on: true })).status).toBe(200);
  });

  it('the flags page lists flags escaped and its form flips a flag for open streams; a form without the session\'s token or from another origin is refused', async () => {
    expect((await fetch(`${twin.url}/flags`)).status).toBe(401);
    const cookie = await developerCookie(twin.url);
    const page = await fetch(`${twin.url}/flags`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<code>live-chat</code>');
    expect(html).toContain('<label for="serve-trailmate-live-chat">What live-chat serves</label>');
    const token = present(/name="token" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1], 'the form token');
    const stream = await openStream(visitor('v-page'));
    await stream.next();
    const post = (body: string, origin = twin.url) =>
      fetch(`${twin.url}/flags/trailmate/live-chat`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin }, body, redirect: 'manual' });
    expect((await post('serve=off&token=wrong')).status).toBe(403);
    expect((await post(`serve=off&token=${token}`, 'http://127.0.0.1:9001')).status).toBe(403);
    expect((await post(`serve=variation:9&token=${token}`)).status).toBe(400);
    const saved = await post(`serve=variation:1&token=${token}`);
    expect(saved.status).toBe(303);
    expect((await stream.next(1000)).data).toMatchObject({ key: 'live-chat', value: false });
    await post(`serve=variation:0&token=${token}`);
    expect((await stream.next(1000)).data).toMatchObject({ key: 'live-chat', value: true });
    stream.close();
  });
});

describe('stopping the twin', () => {
  it('ends open streams cleanly, so a client sees the stream end and reconnects', async () => {
    const own = await startTestTwin();
    const res = await fetch(`${own.url}/eval/${ENV}/${encode(visitor('v-stop'))}`, { headers: SDK_HEADERS });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^event: put\n/);
    const stopped = own.stop();
    await expect(reader.read()).resolves.toMatchObject({ done: true });
    await stopped;
  });
});

describe('events and goals', () => {
  it('records bulk and diagnostic events and lists them behind the admin key', async () => {
    const headers = { ...SDK_HEADERS, 'content-type': 'application/json', 'X-LaunchDarkly-Event-Schema': '4', 'X-LaunchDarkly-Payload-ID': 'a-payload' };
    const feature = { kind: 'feature', key: 'checkout-cta-style', context: visitor('v-ev'), value: 'prominent', variation: 1, version: 1, creationDate: Date.now() };
    const bulk = await fetch(`${twin.url}/events/bulk/${ENV}`, { method: 'POST', headers, body: JSON.stringify([feature, { kind: 'summary', startDate: 1, endDate: 2, features: {} }]) });
    expect(bulk.status).toBe(202);
    const diag = await fetch(`${twin.url}/events/diagnostic/${ENV}`, { method: 'POST', headers, body: JSON.stringify({ kind: 'diagnostic-init', id: { diagnosticId: 'x' } }) });
    expect(diag.status).toBe(202);
    // What the browser SDK posts: one combined diagnostic, and a page view of a page with click goals.
    const combined = { kind: 'diagnostic-combined', id: { diagnosticId: 'y', sdkKeySuffix: '3d4e01' }, creationDate: 1, dataSinceDate: 1, droppedEvents: 0, eventsInLastBatch: 0, streamInits: [], sdk: { name: 'js-client-sdk', version: '3.9.5', wrapperName: 'react-client-sdk' }, configuration: { eventsCapacity: 100 }, platform: { name: 'JS' } };
    expect((await fetch(`${twin.url}/events/diagnostic/${ENV}`, { method: 'POST', headers, body: JSON.stringify(combined) })).status).toBe(202);
    const pageview = { kind: 'click_pageview', key: 'checkout-cta-click', data: null, url: 'http://127.0.0.1:9001/', creationDate: 1, contextKeys: { user: 'v-ev' } };
    const identify = { kind: 'identify', context: visitor('v-ev'), creationDate: 1 };
    expect((await fetch(`${twin.url}/events/bulk/${ENV}`, { method: 'POST', headers, body: JSON.stringify([identify, pageview]) })).status).toBe(202);
    expect((await fetch(`${twin.url}/events/bulk/${ENV}`, { method: 'POST', headers, body: JSON.stringify([{ nokind: 1 }]) })).status).toBe(400);
    expect((await fetch(`${twin.url}/events/bulk/${ENV}`, { method: 'POST', headers, body: '{' })).status).toBe(400);
    const listed = await fetch(`${twin.url}/__flags/trailmate/events?kind=feature`, { headers: ADMIN_HEADERS });
    const { events } = (await listed.json()) as { events: { kind: string; payload: any }[] };
    expect(events.map((e) => e.payload.key)).toContain('checkout-cta-style');
    expect((await fetch(`${twin.url}/__flags/trailmate/events`)).status).toBe(401);
  });

  it('serves the environment\'s goals as JSON', async () => {
    const res = await fetch(`${twin.url}/sdk/goals/${ENV}`, { headers: SDK_HEADERS });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([expect.objectContaining({ kind: 'click', key: 'checkout-cta-click' })]);
  });
});

describe('outage', () => {
  it('answers the injected status on the protocol paths until cleared', async () => {
    const set = await fetch(`${twin.url}/__flags/outage`, { method: 'POST', headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ status: 503 }) });
    expect(set.status).toBe(201);
    expect((await evalx(visitor('v-out'))).status).toBe(503);
    expect((await fetch(`${twin.url}/sdk/goals/${ENV}`, { headers: SDK_HEADERS })).status).toBe(503);
    expect((await fetch(`${twin.url}/__flags/outage`, { method: 'DELETE', headers: ADMIN_HEADERS })).status).toBe(200);
    expect((await evalx(visitor('v-out'))).status).toBe(200);
  });
});

describe('over the request rate', () => {
  // Every request of this twin is over its rate.
  const throttled = useTestTwin({ rateLimit: { perSecond: 0.001, burst: 0 } });

  it('answers the SDK’s endpoints with LaunchDarkly’s 429 rate_limited and Retry-After', async () => {
    for (const res of [
      await fetch(`${throttled.url}/sdk/evalx/${ENV}/contexts/${encode(visitor('v-rate'))}`, { headers: SDK_HEADERS }),
      await fetch(`${throttled.url}/events/bulk/${ENV}`, { method: 'POST', headers: { ...SDK_HEADERS, 'content-type': 'application/json' }, body: '[]' }),
    ]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(await res.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    }
  });
});
