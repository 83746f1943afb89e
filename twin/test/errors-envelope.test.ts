import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { ADMIN_HEADERS, present, useTestTwin } from './helpers.js';
import { parseEnvelope, EnvelopeError } from '../src/errors/envelope.js';
import { sentryAllowedOriginsFromEnv } from '../src/errors/routes.js';
import { disabledUntil, isRateLimited, updateRateLimits } from '@sentry/core';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../wire/error-reporting.js';

const SITE = 'http://127.0.0.1:9001';
const EVENT_ID = '9ec79c33ec9942ab8353589fcb2e04dc';

/** An error event as @sentry/browser sends it (trimmed). */
function errorEvent(overrides: Record<string, unknown> = {}) {
  return {
    event_id: EVENT_ID,
    level: 'error',
    platform: 'javascript',
    timestamp: 1764170000.123,
    release: 'trailmate@0123456789ab',
    environment: 'production',
    sdk: { name: 'sentry.javascript.gatsby', version: '11.0.0' },
    exception: { values: [{ type: 'TypeError', value: 'e.replace is not a function', mechanism: { type: 'auto.browser.global_handlers.onerror', handled: false } }] },
    tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' },
    request: { url: 'http://127.0.0.1:9001/account/settings/', headers: { 'User-Agent': 'Mozilla/5.0' } },
    ...overrides,
  };
}

/** Serializes an envelope: header line, then each item's header and payload (with its byte length). */
function envelope(items: { type: string; payload: Buffer | string | object; length?: boolean; header?: Record<string, unknown> }[], header: Record<string, unknown> = { event_id: EVENT_ID, sent_at: new Date().toISOString() }): Buffer {
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(header)}\n`)];
  for (const item of items) {
    const payload = Buffer.isBuffer(item.payload) ? item.payload : Buffer.from(typeof item.payload === 'string' ? item.payload : JSON.stringify(item.payload));
    const itemHeader = { type: item.type, ...item.header, ...(item.length === false ? {} : { length: payload.length }) };
    parts.push(Buffer.from(`${JSON.stringify(itemHeader)}\n`), payload, Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}

const REPLAY_ID = '4b1f6c0d2e8a4f3b9c7d5e1a0f2b3c4d';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_CONTENT_TYPE = 'application/vnd.sentry.items.span.v2+json';

/** Streamed spans as @sentry/browser 11 serializes them (typed attributes): a page load and a request in it. */
function streamedSpans() {
  const common = {
    'sentry.release': { type: 'string', value: 'trailmate@0123456789ab' },
    'sentry.environment': { type: 'string', value: 'production' },
    'sentry.segment.id': { type: 'string', value: '00f067aa0ba902b7' },
    'sentry.segment.name': { type: 'string', value: 'pageload' },
  };
  return [
    {
      trace_id: TRACE_ID,
      span_id: '1a2b3c4d5e6f7081',
      parent_span_id: '00f067aa0ba902b7',
      name: 'GET http://127.0.0.1:8787/flags/sdk/evalx/x/contexts/y',
      start_timestamp: 1764170001,
      end_timestamp: 1764170001.25,
      status: 'ok',
      is_segment: false,
      attributes: { ...common, 'sentry.op': { type: 'string', value: 'http.client' }, 'http.response.status_code': { type: 'integer', value: 200 }, 'server.address': { type: 'string', value: '127.0.0.1' } },
    },
    {
      trace_id: TRACE_ID,
      span_id: '00f067aa0ba902b7',
      name: 'pageload',
      start_timestamp: 1764170000,
      end_timestamp: 1764170003.5,
      status: 'ok',
      is_segment: true,
      attributes: {
        ...common,
        'sentry.op': { type: 'string', value: 'pageload' },
        'url.full': { type: 'string', value: 'http://127.0.0.1:9001/account/settings/' },
        'sentry.sdk.integrations': { type: 'array', value: ['BrowserTracing', 'HttpContext'] },
        'performance.timeOrigin': { type: 'double', value: 1764169999.9 },
        'sentry.is_localhost': { type: 'boolean', value: true },
        'lcp.value': { type: 'double', value: 812.5, unit: 'millisecond' },
      },
      links: [{ trace_id: '5cf92f3577b34da6a3ce929d0e0e4737', span_id: '3c4d5e6f708192a3', sampled: true, attributes: { 'sentry.link.type': { type: 'string', value: 'previous_trace' } } }],
    },
  ];
}

/** A span envelope as the SDK sends it: the trace's sampling context in its header, one span item holding the spans. */
function spanEnvelope(spans: unknown[] = streamedSpans(), itemHeader: Record<string, unknown> = { item_count: spans.length, content_type: SPAN_CONTENT_TYPE }, container: Record<string, unknown> = {}): Buffer {
  return envelope(
    [{ type: 'span', header: itemHeader, payload: { version: 2, ingest_settings: { infer_ip: 'never', infer_user_agent: 'never' }, items: spans, ...container }, length: false }],
    { sent_at: new Date().toISOString(), trace: { trace_id: TRACE_ID, public_key: TWIN_SENTRY_PUBLIC_KEY, environment: 'production', release: 'trailmate@0123456789ab', sampled: 'true', sample_rate: '1' }, sdk: { name: 'sentry.javascript.gatsby', version: '11.0.0' } },
  );
}

/** rrweb events of a recording as the replay integration sends them (meta, full snapshot, an input masked, a custom breadcrumb). */
const RECORDING_EVENTS = [
  { type: 4, data: { href: 'http://127.0.0.1:9001/account/login/', width: 1280, height: 720 }, timestamp: 1764170000100 },
  { type: 2, data: { node: { type: 0, childNodes: [{ type: 2, tagName: 'html', attributes: { lang: 'en' }, childNodes: [], id: 2 }], id: 1 }, initialOffset: { left: 0, top: 0 } }, timestamp: 1764170000110 },
  { type: 3, data: { source: 5, text: '*************************', isChecked: false, id: 57 }, timestamp: 1764170001000 },
  { type: 5, timestamp: 1764170001500, data: { tag: 'breadcrumb', payload: { timestamp: 1764170001.5, type: 'default', category: 'ui.click', message: 'form > button' } } },
];

/** A `replay_recording` payload: the segment header line, then the events compressed as the SDK's worker does (zlib deflate). */
function replayRecording(segment: number, encode: (text: Buffer) => Buffer = (text) => zlib.deflateSync(text)): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify({ segment_id: segment })}\n`), encode(Buffer.from(JSON.stringify(RECORDING_EVENTS)))]);
}

/** A `replay_event` as @sentry/replay 11 sends it (trimmed). */
function replayEvent(overrides: Record<string, unknown> = {}, segment = 0) {
  return {
    type: 'replay_event',
    replay_start_timestamp: 1764170000.1,
    timestamp: 1764170002.3,
    error_ids: [EVENT_ID],
    trace_ids: ['0123456789abcdef0123456789abcdef'],
    urls: ['http://127.0.0.1:9001/account/login/'],
    replay_id: REPLAY_ID,
    segment_id: segment,
    replay_type: 'buffer',
    request: { url: 'http://127.0.0.1:9001/account/login/', headers: { 'User-Agent': 'Mozilla/5.0' } },
    event_id: REPLAY_ID,
    environment: 'production',
    release: 'trailmate@0123456789ab',
    sdk: { name: 'sentry.javascript.gatsby', version: '11.0.0', integrations: ['Replay'] },
    tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' },
    platform: 'javascript',
    ...overrides,
  };
}

/** An envelope of one replay segment: its event (an item without a length, as the SDK sends it) and its recording. */
function replayEnvelope(init: { segment?: number; encode?: (text: Buffer) => Buffer; event?: Record<string, unknown> } = {}): Buffer {
  const segment = init.segment ?? 0;
  return envelope(
    [
      { type: 'replay_event', payload: replayEvent(init.event, segment), length: false },
      { type: 'replay_recording', payload: replayRecording(segment, init.encode) },
    ],
    { event_id: REPLAY_ID, sent_at: new Date().toISOString(), sdk: { name: 'sentry.javascript.gatsby', version: '11.0.0' } },
  );
}

const query = `sentry_version=7&sentry_key=${TWIN_SENTRY_PUBLIC_KEY}&sentry_client=sentry.javascript.gatsby%2F11.0.0`;

describe('envelope format', () => {
  it('reads items by their byte length, binary payloads and items without a length', () => {
    const binary = Buffer.from([0x00, 0x0a, 0xff, 0x0a, 0x10]);
    const parsed = parseEnvelope(
      envelope([
        { type: 'event', payload: errorEvent({ message: 'ünïcode ✓' }) },
        { type: 'replay_recording', payload: binary },
        { type: 'client_report', payload: { discarded_events: [] }, length: false },
      ]),
    );
    expect(parsed.header.event_id).toBe(EVENT_ID);
    expect(parsed.items.map((i) => i.header.type)).toEqual(['event', 'replay_recording', 'client_report']);
    const [event, recording] = parsed.items;
    expect(JSON.parse(present(event, 'the event item').payload.toString('utf8')).message).toBe('ünïcode ✓');
    expect(Buffer.compare(present(recording, 'the recording item').payload, binary)).toBe(0);
  });

  it('refuses what is not an envelope', () => {
    expect(() => parseEnvelope(Buffer.from('not json\n'))).toThrow(EnvelopeError);
    expect(() => parseEnvelope(Buffer.from('{}\n{"type":"event","length":500}\n{}'))).toThrow(/shorter than its length/);
    expect(() => parseEnvelope(Buffer.from('{}\n{"type":"event","length":1}\n{}\n'))).toThrow(/longer than its length/);
    expect(() => parseEnvelope(Buffer.from('{}\n{"length":2}\n{}\n'))).toThrow(/item header is invalid/);
    expect(() => parseEnvelope(Buffer.from('[]\n'))).toThrow(/envelope header is invalid/);
    const many = `{}\n${'{"type":"session","length":2}\n{}\n'.repeat(101)}`;
    expect(() => parseEnvelope(Buffer.from(many))).toThrow(/at most 100 items/);
  });
});

describe("the twin's Sentry project", () => {
  const twin = useTestTwin({ siteOrigins: [SITE] });
  const post = (body: Buffer, init: { path?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${twin.url}${init.path ?? `/api/${TWIN_SENTRY_PROJECT_ID}/envelope/?${query}`}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, ...init.headers },
      body: new Uint8Array(body),
    });
  const replays = async () => {
    const res = await fetch(`${twin.url}/__errors/replays`, { headers: ADMIN_HEADERS });
    return ((await res.json()) as { replays: { replayId: string; segmentId: number; encoding: string; [key: string]: unknown }[] }).replays;
  };
  const events = async (kind?: string) => {
    const res = await fetch(`${twin.url}/__errors${kind ? `?kind=${kind}` : ''}`, { headers: ADMIN_HEADERS });
    return ((await res.json()) as { events: { eventId: string; kind: string; title: string; tags: Record<string, string>; release: string; environment: string; origin: string | null; payload: unknown }[] }).events;
  };

  it('records an error event with its tags, release and environment, and answers its id', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    const res = await post(envelope([{ type: 'event', payload: errorEvent() }, { type: 'session', payload: { sid: 'x', status: 'ok' } }]));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: EVENT_ID });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const [event] = await events();
    expect(event).toMatchObject({
      eventId: EVENT_ID,
      kind: 'event',
      title: 'TypeError: e.replace is not a function',
      release: 'trailmate@0123456789ab',
      environment: 'production',
      origin: SITE,
      tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' },
    });
  });

  it('takes gzip-compressed envelopes and transactions, and the key from X-Sentry-Auth', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    const transaction = { event_id: 'a'.repeat(32), type: 'transaction', transaction: '/account/', tags: { template: 'account' }, spans: [] };
    const res = await post(zlib.gzipSync(envelope([{ type: 'transaction', payload: transaction }], { event_id: 'a'.repeat(32) })), {
      path: `/api/${TWIN_SENTRY_PROJECT_ID}/envelope/`,
      headers: { 'content-encoding': 'gzip', 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${TWIN_SENTRY_PUBLIC_KEY}, sentry_client=test/1.0` },
    });
    expect(res.status).toBe(200);
    expect((await events('transaction')).map((e) => e.title)).toEqual(['/account/']);
    expect(await events('event')).toEqual([]);
  });

  it('takes the key from the envelope header DSN', async () => {
    const res = await post(envelope([{ type: 'event', payload: errorEvent({ event_id: 'b'.repeat(32) }) }], { event_id: 'b'.repeat(32), dsn: `http://${TWIN_SENTRY_PUBLIC_KEY}@127.0.0.1:8787/${TWIN_SENTRY_PROJECT_ID}` }), {
      path: `/api/${TWIN_SENTRY_PROJECT_ID}/envelope/`,
    });
    expect(res.status).toBe(200);
  });

  it('refuses another project, a wrong key, malformed envelopes and payloads, without echoing them', async () => {
    const body = envelope([{ type: 'event', payload: errorEvent() }]);
    expect((await post(body, { path: `/api/999/envelope/?${query}` })).status).toBe(404);
    const wrongKey = await post(body, { path: `/api/${TWIN_SENTRY_PROJECT_ID}/envelope/?sentry_key=0000000000000000` });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ detail: 'bad sentry DSN public key' });
    const garbage = await post(Buffer.from('<script>alert(1)</script>\n'));
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).not.toContain('<script>');
    expect((await post(envelope([{ type: 'event', payload: 'not json' }]))).status).toBe(400);
    expect((await post(envelope([{ type: 'event', payload: { level: 'error' } }], {}))).status).toBe(400);
    expect((await post(envelope([{ type: 'event', payload: errorEvent({ tags: 'brand' }) }]))).status).toBe(400);
    expect((await post(Buffer.from('not gzip'), { headers: { 'content-encoding': 'gzip' } })).status).toBe(400);
    const bomb = zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024, 0x20));
    expect((await post(bomb, { headers: { 'content-encoding': 'gzip' } })).status).toBe(400);
  });

  it('records a replay segment (its replay_event and compressed replay_recording) with ids, size and tags, and serves its events back', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    const res = await post(replayEnvelope());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: REPLAY_ID });
    const [segment] = await replays();
    const recording = replayRecording(0);
    expect(segment).toMatchObject({
      replayId: REPLAY_ID,
      segmentId: 0,
      replayType: 'buffer',
      origin: SITE,
      release: 'trailmate@0123456789ab',
      environment: 'production',
      tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' },
      urls: ['http://127.0.0.1:9001/account/login/'],
      errorIds: [EVENT_ID],
      encoding: 'deflate',
      size: recording.length,
      eventCount: RECORDING_EVENTS.length,
    });
    const read = await fetch(`${twin.url}/__errors/replays/${REPLAY_ID}/0`, { headers: ADMIN_HEADERS });
    expect(((await read.json()) as { events: unknown }).events).toEqual(RECORDING_EVENTS);
    expect(await events()).toEqual([]);

    // A later segment, sent as plain JSON; gzip is read too.
    expect((await post(replayEnvelope({ segment: 1, encode: (text) => text }))).status).toBe(200);
    expect((await post(replayEnvelope({ segment: 2, encode: (text) => zlib.gzipSync(text) }))).status).toBe(200);
    expect((await replays()).map((r) => [r.segmentId, r.encoding])).toEqual([[0, 'deflate'], [1, 'plain'], [2, 'gzip']]);
  });

  it('records the replay envelope the SDK sent from a built page (an error on a product page, recording zlib-deflated by its worker)', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    // Captured from @sentry/gatsby 11 in Chromium on Trailmate's product page (e2e), as posted.
    const captured = fs.readFileSync(new URL('./fixtures/errors/replay-envelope.bin', import.meta.url));
    const res = await post(captured);
    expect(res.status).toBe(200);
    const segment = present((await replays())[0], 'the replay segment');
    expect(segment).toMatchObject({
      replayId: 'd04125780b5c450599f65807cb3152c8',
      segmentId: 0,
      replayType: 'buffer',
      tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'product' },
      errorIds: ['e383f4c94a8746cea9a6ebf70febad5b'],
      encoding: 'deflate',
      size: 25590,
    });
    const read = await fetch(`${twin.url}/__errors/replays/${segment.replayId}/0`, { headers: ADMIN_HEADERS });
    const recorded = ((await read.json()) as { events: { type: number; data?: { href?: string; tag?: string } }[] }).events;
    expect(recorded.length).toBe(segment.eventCount);
    expect(recorded.find((e) => e.type === 4)?.data?.href).toMatch(/\/car-seat-covers\/rover-hammock\/$/);
    expect(recorded.some((e) => e.type === 2)).toBe(true);
    expect(recorded.some((e) => e.type === 5 && e.data?.tag === 'options')).toBe(true);
  });

  it('refuses a replay without its recording, a recording without its event, mismatched segments and bad recordings', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    const event = replayEvent();
    const recording = replayRecording(0);
    const refused = [
      envelope([{ type: 'replay_event', payload: event, length: false }]),
      envelope([{ type: 'replay_recording', payload: recording }]),
      envelope([{ type: 'replay_event', payload: event, length: false }, { type: 'replay_recording', payload: replayRecording(3) }]),
      envelope([{ type: 'replay_event', payload: { ...event, replay_id: 'not-an-id' }, length: false }, { type: 'replay_recording', payload: recording }]),
      envelope([{ type: 'replay_event', payload: { ...event, replay_type: 'forever' }, length: false }, { type: 'replay_recording', payload: recording }]),
      envelope([{ type: 'replay_event', payload: event, length: false }, { type: 'replay_recording', payload: Buffer.concat([Buffer.from('{"segment_id":0}\n'), Buffer.from([0x78, 0x9c, 0x00, 0x01])]) }]),
      envelope([{ type: 'replay_event', payload: event, length: false }, { type: 'replay_recording', payload: Buffer.from('{"segment_id":0}\n{"not":"a list"}') }]),
      envelope([{ type: 'replay_event', payload: event, length: false }, { type: 'replay_recording', payload: Buffer.from('<script>alert(1)</script>') }]),
      envelope([{ type: 'replay_event', payload: event, length: false }, { type: 'replay_recording', payload: Buffer.concat([Buffer.from('{"segment_id":0}\n'), zlib.deflateSync(Buffer.alloc(11 * 1024 * 1024, 0x20))]) }]),
    ];
    for (const body of refused) {
      const res = await post(body);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toContain('<script>');
      expect(text).not.toMatch(/\bat .*\.ts:\d+/);
    }
    expect(await replays()).toEqual([]);
    expect((await fetch(`${twin.url}/__errors/replays`)).status).toBe(401);
    expect((await fetch(`${twin.url}/__errors/replays/${REPLAY_ID}/0`)).status).toBe(401);
    expect((await fetch(`${twin.url}/__errors/replays/${REPLAY_ID}/0`, { headers: ADMIN_HEADERS })).status).toBe(404);
    expect((await fetch(`${twin.url}/__errors/replays/x/0`, { headers: ADMIN_HEADERS })).status).toBe(400);
  });

  it('records the streamed spans of a span item with their trace, operation and release, and serves them back', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    const res = await post(spanEnvelope());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: null });
    const read = await fetch(`${twin.url}/__errors/spans?trace=${TRACE_ID}`, { headers: ADMIN_HEADERS });
    const { spans } = (await read.json()) as { spans: { spanId: string; [key: string]: unknown }[] };
    expect(spans.map((s) => s.spanId)).toEqual(['1a2b3c4d5e6f7081', '00f067aa0ba902b7']);
    expect(spans[1]).toMatchObject({
      traceId: TRACE_ID,
      parentSpanId: null,
      name: 'pageload',
      op: 'pageload',
      segment: true,
      status: 'ok',
      durationMs: 3500,
      origin: SITE,
      release: 'trailmate@0123456789ab',
      environment: 'production',
      span: streamedSpans()[1],
      envelope: { trace: { trace_id: TRACE_ID, sampled: 'true' }, ingestSettings: { infer_ip: 'never', infer_user_agent: 'never' } },
    });
    expect(spans[0]).toMatchObject({ parentSpanId: '00f067aa0ba902b7', op: 'http.client', segment: false });
    // Spans are neither events nor transactions.
    expect(await events()).toEqual([]);
    const other = await fetch(`${twin.url}/__errors/spans?trace=${'f'.repeat(32)}`, { headers: ADMIN_HEADERS });
    expect(((await other.json()) as { spans: unknown[] }).spans).toEqual([]);
    expect((await fetch(`${twin.url}/__errors/spans?trace=<x>`, { headers: ADMIN_HEADERS })).status).toBe(400);
    expect((await fetch(`${twin.url}/__errors/spans`)).status).toBe(401);
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    expect(((await (await fetch(`${twin.url}/__errors/spans`, { headers: ADMIN_HEADERS })).json()) as { spans: unknown[] }).spans).toEqual([]);
  });

  it('records the span envelope the SDK sent from a built page (a product page load continuing a sampled trace)', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    // Captured from @sentry/gatsby 11 in Chromium on Trailmate's product page (e2e), as posted.
    const captured = fs.readFileSync(new URL('./fixtures/errors/span-envelope.bin', import.meta.url));
    const res = await post(captured);
    expect(res.status).toBe(200);
    const { spans } = (await (await fetch(`${twin.url}/__errors/spans?trace=3c0fc89ea4c56cc248889b710520407d`, { headers: ADMIN_HEADERS })).json()) as {
      spans: { op: string | null; segment: boolean; release: string | null; span: { attributes: Record<string, { value: unknown }> }; envelope: { ingestSettings: unknown } }[];
    };
    expect(spans).toHaveLength(42);
    const segments = spans.filter((s) => s.segment);
    expect(segments.map((s) => s.op)).toEqual(['pageload']);
    const segment = present(segments[0], 'the pageload segment');
    expect(String(segment.span.attributes['url.full']?.value)).toMatch(/\/car-seat-covers\/rover-hammock\/$/);
    expect(segment.release).toMatch(/^trailmate@/);
    expect(segment.envelope.ingestSettings).toEqual({ infer_ip: 'never', infer_user_agent: 'never' });
    expect([...new Set(spans.map((s) => s.op))]).toEqual(expect.arrayContaining(['pageload', 'http.client', 'resource.script', 'browser.request']));
  });

  it('refuses span items that are not streamed span containers, or whose spans are malformed, without echoing them', async () => {
    await fetch(`${twin.url}/__errors`, { method: 'DELETE', headers: ADMIN_HEADERS });
    const [request, pageload] = streamedSpans();
    const refused = [
      spanEnvelope([request], { item_count: 1 }),
      spanEnvelope([request], { item_count: 1, content_type: 'application/json' }),
      spanEnvelope([request, pageload], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([], { item_count: 0, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, trace_id: '<script>alert(1)</script>' }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, span_id: 'xyz' }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, status: 'cancelled' }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, end_timestamp: 'later' }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, attributes: { 'url.full': 'http://127.0.0.1:9001/' } }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, attributes: { 'url.full': { type: 'object', value: { a: 1 } } } }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([{ ...request, name: 'x'.repeat(3000) }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }),
      spanEnvelope([request], { item_count: 1, content_type: SPAN_CONTENT_TYPE }, { items: [request], extra: '<script>alert(1)</script>' }),
    ];
    for (const body of refused) {
      const res = await post(body);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toContain('<script>');
      expect(text).not.toMatch(/\bat .*\.ts:\d+/);
    }
    expect(((await (await fetch(`${twin.url}/__errors/spans`, { headers: ADMIN_HEADERS })).json()) as { spans: unknown[] }).spans).toEqual([]);
  });

  it('keeps readback for the admin key and lists events, escaped, on /errors', async () => {
    expect((await fetch(`${twin.url}/__errors`)).status).toBe(401);
    expect((await fetch(`${twin.url}/__errors?kind=log`, { headers: ADMIN_HEADERS })).status).toBe(400);
    await post(envelope([{ type: 'event', payload: errorEvent({ event_id: 'c'.repeat(32), exception: { values: [{ type: 'Error', value: '<img src=x onerror=alert(1)>' }] }, tags: { template: '<b>account</b>' } }) }], { event_id: 'c'.repeat(32) }));
    expect((await fetch(`${twin.url}/errors`)).status).toBe(401);
    const page = await fetch(`${twin.url}/errors`, { headers: ADMIN_HEADERS });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Reported errors');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#60;b&#62;account&#60;/b&#62;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>account');
    await post(replayEnvelope({ event: { tags: { template: '<i>account</i>' }, urls: ['http://127.0.0.1:9001/<script>x</script>'] } }));
    const withReplay = await (await fetch(`${twin.url}/errors`, { headers: ADMIN_HEADERS })).text();
    expect(withReplay).toContain('Session replays');
    expect(withReplay).toContain(REPLAY_ID);
    expect(withReplay).toContain('&#60;i&#62;account&#60;/i&#62;');
    expect(withReplay).not.toContain('<i>account');
    expect(withReplay).not.toContain('<script>x');
    const [request] = streamedSpans();
    await post(spanEnvelope([{ ...request, name: 'GET /<script>y</script>' }], { item_count: 1, content_type: SPAN_CONTENT_TYPE }));
    const withSpans = await (await fetch(`${twin.url}/errors`, { headers: ADMIN_HEADERS })).text();
    expect(withSpans).toContain('Tracing spans');
    expect(withSpans).toContain(TRACE_ID);
    expect(withSpans).toContain('GET /&#60;script&#62;y&#60;/script&#62;');
    expect(withSpans).not.toContain('<script>y');
  });
});

describe('allowed domains of the Sentry project', () => {
  const path = `/api/${TWIN_SENTRY_PROJECT_ID}/envelope/?${query}`;
  const send = (url: string, origin: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { origin, 'content-type': 'text/plain;charset=UTF-8' }, body: new Uint8Array(envelope([{ type: 'event', payload: errorEvent() }])) });

  describe('by default every origin, as a new Sentry project (*)', () => {
    const twin = useTestTwin({ siteOrigins: [SITE] });

    it('takes an envelope from an origin that is not a site, with CORS for it, and answers its preflight', async () => {
      const res = await send(twin.url, 'https://shop.example');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(res.headers.get('access-control-expose-headers')).toContain('X-Sentry-Rate-Limits');
      const preflight = await fetch(`${twin.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    });
  });

  describe('configured (sentryAllowedOrigins, or TWIN_SENTRY_ALLOWED_ORIGINS)', () => {
    const twin = useTestTwin({ siteOrigins: [SITE], sentryAllowedOrigins: [SITE, '*.trailmate.example'] });

    it('takes envelopes from the allowed origins and hosts, and refuses others 403 with Sentry’s reason Cors', async () => {
      expect((await send(twin.url, SITE)).status).toBe(200);
      expect((await send(twin.url, 'https://www.trailmate.example')).status).toBe(200);
      const refused = await send(twin.url, 'https://shop.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(await refused.json()).toEqual({ detail: 'event submission rejected with_reason: Cors' });
    });
  });

  it('reads TWIN_SENTRY_ALLOWED_ORIGINS, `*` when unset', () => {
    expect(sentryAllowedOriginsFromEnv({})).toEqual(['*']);
    expect(sentryAllowedOriginsFromEnv({ TWIN_SENTRY_ALLOWED_ORIGINS: 'https://a.example, *.b.example' })).toEqual(['https://a.example', '*.b.example']);
  });
});

describe('the Sentry project over the request rate', () => {
  // Every request of this twin is over its rate.
  const twin = useTestTwin({ siteOrigins: [SITE], rateLimit: { perSecond: 0.001, burst: 0 } });

  it('answers 429 with Retry-After and X-Sentry-Rate-Limits, which the SDK reads as every category limited', async () => {
    const res = await fetch(`${twin.url}/api/${TWIN_SENTRY_PROJECT_ID}/envelope/?${query}`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8' },
      body: new Uint8Array(envelope([{ type: 'event', payload: errorEvent() }])),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await res.json()).toEqual({ detail: 'event rejected due to rate limit' });
    const now = Date.now();
    const limits = updateRateLimits({}, { statusCode: 429, headers: { 'retry-after': res.headers.get('retry-after'), 'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits') } }, now);
    for (const category of ['error', 'transaction', 'replay', 'span'] as const) expect(isRateLimited(limits, category, now + 1000)).toBe(true);
    expect(disabledUntil(limits, 'error')).toBeGreaterThan(now + 60_000);
  });
});
