// The twin holds against a flooding sender: the vendors' browser endpoints take bodies of a bounded size and,
// per client address, a bounded number of hits, flag events and error envelopes per window, answering as each
// vendor does (413, 429 with Retry-After in the vendor's shape) while another address goes on; an address holds
// a bounded number of flag and listen streams; the readback answers pages of a bounded size with a cursor.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../wire/error-reporting';
import { HIT_BUDGET, MAX_HIT_BODY_BYTES } from '../src/analytics/routes.js';
import { ENVELOPE_BUDGET } from '../src/errors/routes.js';
import { FLAG_EVENT_BUDGET, FLAG_STREAMS_PER_SENDER, MAX_EVENTS_BODY_BYTES } from '../src/flags/routes.js';
import { LISTENERS_PER_SENDER } from '../src/lake/routes.js';
import { fitPage } from '../src/http/listing.js';
import { sendMail } from '../src/outbox/index.js';
import { ADMIN_HEADERS, useTestTwin } from './helpers.js';

const twin = useTestTwin();
const SITE = 'http://127.0.0.1:9001';
const ENV = TWIN_FLAG_CLIENT_IDS.trailmate;
const KLAVIYO_COMPANY = 'TwTrl1';

// Every sender of a test has its own loopback address, so tests do not share windows.
let nextAddress = 10;
const newSender = () => `127.0.0.${nextAddress++}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request from the client address `from` (a loopback address of its own). */
function send(from: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  const url = new URL(path, twin.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: init.method ?? 'GET', headers: init.headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The twin may answer a refused body before reading it and close the connection.
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Opens an event stream from `from`; answers its status, and a close for an open one. */
function openStream(from: string, path: string): Promise<{ status: number; text: string; close: () => void }> {
  const url = new URL(path, twin.url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { origin: SITE, accept: 'text/event-stream' }, localAddress: from }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, close: () => undefined }));
        return;
      }
      res.once('data', () => resolve({ status: 200, text: '', close: () => req.destroy() }));
    });
    req.on('error', reject);
  });
}

const ga4 = (from: string, body: unknown, raw?: string) =>
  send(from, '/g/collect?tid=G-TWIN1', { method: 'POST', headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8' }, body: raw ?? JSON.stringify(body) });
const ga4Batch = (n: number) => ({ client_id: 'c1', events: Array.from({ length: n }, (_, i) => ({ name: `event_${i}` })) });

const klaviyoEvent = (from: string, properties: Record<string, unknown> = {}) =>
  send(from, `/client/events/?company_id=${KLAVIYO_COMPANY}`, {
    method: 'POST',
    headers: { origin: SITE, revision: '2025-04-15', 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        type: 'event',
        attributes: {
          properties,
          metric: { data: { type: 'metric', attributes: { name: 'Viewed Product' } } },
          profile: { data: { type: 'profile', attributes: { anonymous_id: 'anon-1' } } },
        },
      },
    }),
  });

const flagEvents = (from: string, events: unknown[] | string) =>
  send(from, `/events/bulk/${ENV}`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: typeof events === 'string' ? events : JSON.stringify(events) });
const identify = (i: number) => ({ kind: 'identify', creationDate: i, context: { kind: 'user', key: `v-${i}`, anonymous: true } });

const envelope = (payload: string) => `${JSON.stringify({ sent_at: new Date().toISOString() })}\n${JSON.stringify({ type: 'client_report' })}\n${payload}\n`;
const report = (from: string, body: string) =>
  send(from, `/api/${TWIN_SENTRY_PROJECT_ID}/envelope/?sentry_key=${TWIN_SENTRY_PUBLIC_KEY}`, { method: 'POST', headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8' }, body });

describe('analytics collectors', () => {
  it('refuse a body over the size a collector takes, as GA4 and Klaviyo answer', async () => {
    const big = { client_id: 'c1', events: [{ name: 'page_view', params: { blob: 'x'.repeat(MAX_HIT_BODY_BYTES) } }] };
    expect((await ga4(newSender(), big)).status).toBe(413);
    const klaviyo = await klaviyoEvent(newSender(), { blob: 'x'.repeat(MAX_HIT_BODY_BYTES) });
    expect(klaviyo.status).toBe(413);
    expect(JSON.parse(klaviyo.text).errors[0]).toMatchObject({ status: 413, code: 'too_large' });
  });

  it('take a sender\'s hits up to its budget, then answer 429 with Retry-After (Klaviyo\'s `throttled`), while another sender goes on', async () => {
    const flooder = newSender();
    const other = newSender();
    for (let sent = 0; sent < HIT_BUDGET.count; sent += 25) expect((await ga4(flooder, ga4Batch(25))).status).toBe(204);
    const refused = await ga4(flooder, ga4Batch(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(HIT_BUDGET.windowMs / 1000);
    const throttled = await klaviyoEvent(flooder);
    expect(throttled.status).toBe(429);
    expect(JSON.parse(throttled.text).errors[0]).toMatchObject({ status: 429, code: 'throttled', title: 'Request was throttled.' });
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await send(flooder, '/pixel/TWINADV/TWINPIX?event=pageView', { headers: { origin: SITE } })).status).toBe(429);
    expect((await ga4(other, ga4Batch(25))).status).toBe(204);
    expect((await klaviyoEvent(other)).status).toBe(202);
  });
});

describe('flag events', () => {
  it('refuse a post over the size the events endpoint takes, in LaunchDarkly\'s shape', async () => {
    const res = await flagEvents(newSender(), JSON.stringify([{ kind: 'custom', key: 'x', data: 'x'.repeat(MAX_EVENTS_BODY_BYTES) }]));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('take a sender\'s events up to its budget, then answer 429 rate_limited with Retry-After, while another sender goes on', async () => {
    const flooder = newSender();
    const perPost = 1000;
    for (let sent = 0; sent < FLAG_EVENT_BUDGET.count; sent += perPost) {
      expect((await flagEvents(flooder, Array.from({ length: perPost }, (_, i) => identify(sent + i)))).status).toBe(202);
    }
    const refused = await flagEvents(flooder, [identify(0)]);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await flagEvents(newSender(), [identify(1)])).status).toBe(202);
  });
});

describe('error envelopes', () => {
  it('refuse an envelope over Sentry\'s size limit', async () => {
    const res = await report(newSender(), envelope(JSON.stringify({ blob: 'x'.repeat(1024 * 1024) })));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ detail: 'envelope exceeded size limits' });
  });

  it('take a sender\'s envelopes up to its budget, then answer 429 with Retry-After and X-Sentry-Rate-Limits, while another sender goes on', async () => {
    const flooder = newSender();
    const small = envelope(JSON.stringify({ timestamp: 1, discarded_events: [] }));
    for (let sent = 0; sent < ENVELOPE_BUDGET.count; sent++) expect((await report(flooder, small)).status).toBe(200);
    const refused = await report(flooder, small);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-sentry-rate-limits']).toMatch(/^\d+::organization$/);
    expect((await report(newSender(), small)).status).toBe(200);
  });
});

describe('event streams', () => {
  it(`a sender holds at most ${FLAG_STREAMS_PER_SENDER} flag streams (429 rate_limited past them), gets one back when it closes one, and another sender is not held back`, async () => {
    const holder = newSender();
    const context = Buffer.from(JSON.stringify({ kind: 'user', key: 'v-streams', anonymous: true })).toString('base64url');
    const path = `/eval/${ENV}/${context}`;
    const open = [];
    for (let i = 0; i < FLAG_STREAMS_PER_SENDER; i++) {
      const s = await openStream(holder, path);
      expect(s.status).toBe(200);
      open.push(s);
    }
    const refused = await openStream(holder, path);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'rate_limited' });
    const other = await openStream(newSender(), path);
    expect(other.status).toBe(200);
    other.close();
    open.pop()!.close();
    await expect.poll(async () => {
      const again = await openStream(holder, path);
      again.close();
      return again.status;
    }).toBe(200);
    for (const s of open) s.close();
  });

  it(`a sender holds at most ${LISTENERS_PER_SENDER} listen streams of the content lake (Sanity's 429 past them); another sender is not held back`, async () => {
    const holder = newSender();
    const path = `/sanity/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "product"]')}`;
    const open = [];
    for (let i = 0; i < LISTENERS_PER_SENDER; i++) {
      const s = await openStream(holder, path);
      expect(s.status).toBe(200);
      open.push(s);
    }
    const refused = await openStream(holder, path);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ error: 'Too Many Requests', message: `Max listener limit exceeded at ${LISTENERS_PER_SENDER}`, statusCode: 429 });
    const other = await openStream(newSender(), path);
    expect(other.status).toBe(200);
    other.close();
    for (const s of open) s.close();
  });
});

describe('readback pages', () => {
  it('answer at most `limit` rows, newest first in pages of oldest-first rows, with a cursor to the older page; a limit past the maximum is refused', async () => {
    const from = newSender();
    for (let i = 0; i < 5; i++) expect((await ga4(from, { client_id: 'c1', events: [{ name: `paged_${i}` }] })).status).toBe(204);
    type Page = { hits: { name: string }[]; next: { before: number } | null };
    const read = async (query: string) => (await (await fetch(`${twin.url}/__analytics?origin=${encodeURIComponent(SITE)}&${query}`, { headers: ADMIN_HEADERS })).json()) as Page;
    const first = await read('limit=2');
    expect(first.hits.map((h) => h.name)).toEqual(['paged_3', 'paged_4']);
    expect(first.next).not.toBeNull();
    const second = await read(`limit=2&before=${first.next!.before}`);
    expect(second.hits.map((h) => h.name)).toEqual(['paged_1', 'paged_2']);
    for (const bad of ['limit=0', 'limit=100000', 'limit=x', 'before=-1']) {
      expect((await fetch(`${twin.url}/__analytics?${bad}`, { headers: ADMIN_HEADERS })).status, bad).toBe(400);
    }
  });

  it('page the outbox, error events and flag events the same way', async () => {
    for (let i = 0; i < 3; i++) sendMail(twin.db, { to: 'paged@example.com', subject: `Mail ${i}`, text: 'x' });
    const mails = (await (await fetch(`${twin.url}/outbox?to=paged@example.com&limit=2`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string }[]; next: { before: number } | null };
    expect(mails.messages.map((m) => m.subject)).toEqual(['Mail 1', 'Mail 2']);
    const older = (await (await fetch(`${twin.url}/outbox?to=paged@example.com&limit=2&before=${mails.next!.before}`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string }[]; next: unknown };
    expect(older).toMatchObject({ messages: [{ subject: 'Mail 0' }], next: null });
    expect((await fetch(`${twin.url}/outbox?limit=501`, { headers: ADMIN_HEADERS })).status).toBe(400);
    expect((await fetch(`${twin.url}/__errors?limit=1001`, { headers: ADMIN_HEADERS })).status).toBe(400);
    expect((await fetch(`${twin.url}/__errors/spans?limit=0`, { headers: ADMIN_HEADERS })).status).toBe(400);
    const events = (await (await fetch(`${twin.url}/__flags/trailmate/events?limit=1`, { headers: ADMIN_HEADERS })).json()) as { events: { id: number }[]; next: { after: number } | null };
    expect(events.events).toHaveLength(1);
    expect(events.next).toEqual({ after: events.events[0]!.id });
    expect((await fetch(`${twin.url}/__flags/trailmate/events?limit=1001`, { headers: ADMIN_HEADERS })).status).toBe(400);
  });

  it('stop a page at its byte budget, always with at least one row', () => {
    const rows = [5, 5, 5, 5];
    expect(fitPage(rows, 10, (r) => r, 12)).toEqual({ rows: [5, 5], more: true });
    expect(fitPage([50, 1], 10, (r) => r, 12)).toEqual({ rows: [50], more: true });
    expect(fitPage([1, 1, 1], 2, (r) => r, 12)).toEqual({ rows: [1, 1], more: true });
    expect(fitPage([1, 1], 2, (r) => r, 12)).toEqual({ rows: [1, 1], more: false });
  });
});
