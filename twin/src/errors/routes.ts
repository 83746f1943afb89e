import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { readBodyBytes } from '../http/body.js';
import { corsFor } from '../http/hardening.js';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../../wire/error-reporting.js';
import { decodeBody, EnvelopeError, MAX_ENVELOPE_BYTES, parseEnvelope, readEventPayload, readRecording, readReplayEvent, readSpanContainer, stringAttribute, tagsOf, titleOf, type Envelope, type ReplayEventPayload } from './envelope.js';
import { clearErrorEvents, listErrorEvents, listReplaySegments, listSpans, recordErrorEvents, recordReplaySegments, recordSpans, replayRecording, type ErrorEventRow, type ReplaySegmentRow, type SpanRow } from './store.js';
import { errorsPage } from './page.js';
import { senderOf, SenderWindows, type SenderBudget } from '../http/sender-caps.js';
import { newestFirstPage, pageProblem, type PageSize } from '../http/listing.js';
import type { ThrottledAnswer } from '../module.js';

/** What one sender may send the project in ten seconds: envelopes and bytes (as sent). */
export const ENVELOPE_BUDGET: SenderBudget = { count: 200, bytes: 8 * 1024 * 1024, windowMs: 10_000 };
/** Pages of the twin-only readback: events, replay segments, spans. */
export const EVENT_PAGE: PageSize = { default: 100, max: 1000 };
export const REPLAY_PAGE: PageSize = { default: 100, max: 1000 };
export const SPAN_PAGE: PageSize = { default: 500, max: 5000 };
/** Rows of each kind the errors page shows. */
const PAGE_ROWS = 200;

/** Sentry's answer to a refused envelope: a status and `{ detail }`. */
const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 413 | 429, detail: string, headers: Record<string, string> = {}) => c.json({ detail }, status, headers);

/** Sentry's answer to a sender over its rate limit (Relay's words): 429 with Retry-After and X-Sentry-Rate-Limits for every category. */
const rateLimited = (c: Context, retryAfter: number) =>
  refuse(c, 429, 'event rejected due to rate limit', { 'Retry-After': String(retryAfter), 'X-Sentry-Rate-Limits': `${retryAfter}::organization` });

/** Sentry's answer on its ingestion paths (`/api/<project>/envelope/`, `/api/<project>/store/`) to a client over the rate. */
export const sentryThrottled: ThrottledAnswer = {
  path: /^\/api\/\d+\/(envelope|store)\/?$/,
  answer: rateLimited,
};

/**
 * The project's Allowed Domains: TWIN_SENTRY_ALLOWED_ORIGINS (comma-separated), else `*`, every origin, as a new
 * Sentry project has. An entry is `*`, an origin (`https://shop.example`) or a host, `*.` for its subdomains too.
 */
export function sentryAllowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = env.TWIN_SENTRY_ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return list?.length ? list : ['*'];
}

/** Whether an origin is one of the allowed domains. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return allowed.includes('*');
  }
  return allowed.some((entry) => {
    if (entry === '*') return true;
    if (entry.includes('://')) return entry.replace(/\/+$/, '') === origin;
    if (entry.startsWith('*.')) return host === entry.slice(2) || host.endsWith(entry.slice(1));
    return host === entry;
  });
}

/**
 * CORS of the envelope endpoint as Sentry answers it: any origin may ask (preflights for POST are answered for
 * all) and read the headers the SDKs read. Mount before the twin's own CORS, which allows only the site origins
 * and then leaves this path alone; envelopeAllowedDomains after it.
 */
export const envelopeCors: MiddlewareHandler = corsFor({
  origin: () => true,
  methods: ['POST'],
  maxAge: 3600,
  exposeHeaders: ['X-Sentry-Error', 'X-Sentry-Rate-Limits', 'Retry-After'],
});

/** An envelope from an origin outside the project's allowed domains is refused 403 with reason Cors (its CORS headers still on). */
export function envelopeAllowedDomains(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !originAllowed(origin, allowed)) return refuse(c, 403, 'event submission rejected with_reason: Cors');
    return next();
  };
}

/** The public key a request authenticates with: `sentry_key` in the query, X-Sentry-Auth, or the envelope's DSN. */
function publicKeyOf(c: Context, envelope: Envelope | null): string | undefined {
  const query = c.req.query('sentry_key');
  if (query) return query;
  const auth = /(?:^|[\s,])sentry_key=([^,\s]+)/.exec(c.req.header('x-sentry-auth') ?? '')?.[1];
  if (auth) return auth;
  const dsn = envelope?.header.dsn;
  if (!dsn) return undefined;
  try {
    return new URL(dsn).username || undefined;
  } catch {
    return undefined;
  }
}

/** Where the SDKs post envelopes. */
export const ENVELOPE_PATH = '/api/:projectId/envelope/';

/**
 * Refuses an envelope whose declared length is over the limit, in Sentry's shape, before anything reads it;
 * mount before the twin's own declared-length limit, which answers the twin's shape.
 */
export const envelopeBodyLimit: MiddlewareHandler = async (c, next) => {
  if (Number(c.req.header('content-length') ?? '0') > MAX_ENVELOPE_BYTES) return c.json({ detail: 'envelope exceeded size limits' }, 413, { Connection: 'close' });
  return next();
};

const kindSchema = z.enum(['event', 'transaction']);
const eventPageQuery = newestFirstPage(EVENT_PAGE);
const replayPageQuery = newestFirstPage(REPLAY_PAGE);
const spanPageQuery = newestFirstPage(SPAN_PAGE);

/** The stand-in for hosted Sentry's ingestion of one project, its readback for tests and its page. */
export function mountErrorRoutes(app: Hono, rt: TwinRuntime): void {
  const senders = new SenderWindows(ENVELOPE_BUDGET);
  app.post(ENVELOPE_PATH, async (c) => {
    const projectId = c.req.param('projectId');
    if (projectId !== TWIN_SENTRY_PROJECT_ID) return refuse(c, 404, 'project not found');
    const spent = senders.spent(senderOf(c));
    if (!spent.ok) return rateLimited(c, spent.retryAfter);
    const raw = await readBodyBytes(c, MAX_ENVELOPE_BYTES);
    if (!raw) return refuse(c, 413, 'envelope exceeded size limits');
    const charged = senders.charge(senderOf(c), 1, raw.length);
    if (!charged.ok) return rateLimited(c, charged.retryAfter);
    let envelope: Envelope;
    try {
      envelope = parseEnvelope(decodeBody(raw, c.req.header('content-encoding')));
    } catch (err) {
      if (err instanceof EnvelopeError) return refuse(c, 400, `invalid envelope: ${err.message}`);
      throw err;
    }
    if (publicKeyOf(c, envelope) !== TWIN_SENTRY_PUBLIC_KEY) return refuse(c, 401, 'bad sentry DSN public key');
    const origin = c.req.header('origin') ?? null;
    const events: Omit<ErrorEventRow, 'id' | 'receivedAt'>[] = [];
    const replays: (Omit<ReplaySegmentRow, 'id' | 'receivedAt'> & { recording: Buffer })[] = [];
    const spans: Omit<SpanRow, 'id' | 'receivedAt'>[] = [];
    const siteOrigin = origin && rt.siteOrigins.includes(origin) ? origin : null;
    try {
      // A replay segment is a `replay_event` and its `replay_recording`, in one envelope.
      let replayEvent: ReplayEventPayload | null = null;
      for (const item of envelope.items) {
        if (item.header.type === 'replay_event') {
          if (replayEvent) throw new EnvelopeError('A replay_event has no replay_recording');
          replayEvent = readReplayEvent(item);
          continue;
        }
        if (item.header.type === 'replay_recording') {
          if (!replayEvent) throw new EnvelopeError('A replay_recording has no replay_event');
          const recording = readRecording(item.payload);
          if (recording.segmentId !== replayEvent.segment_id) throw new EnvelopeError('A replay_recording is not of its replay_event segment');
          replays.push({
            projectId,
            replayId: replayEvent.replay_id,
            segmentId: replayEvent.segment_id,
            replayType: replayEvent.replay_type,
            origin: siteOrigin,
            release: replayEvent.release ?? null,
            environment: replayEvent.environment ?? null,
            tags: tagsOf(replayEvent),
            urls: replayEvent.urls,
            errorIds: replayEvent.error_ids,
            encoding: recording.encoding,
            size: item.payload.length,
            eventCount: recording.events.length,
            recording: Buffer.from(item.payload),
          });
          replayEvent = null;
          continue;
        }
        // Streamed spans: one item holds a batch of one trace's spans.
        if (item.header.type === 'span') {
          const container = readSpanContainer(item);
          for (const span of container.items) {
            spans.push({
              projectId,
              traceId: span.trace_id,
              spanId: span.span_id,
              parentSpanId: span.parent_span_id ?? null,
              name: span.name,
              op: stringAttribute(span, 'sentry.op'),
              segment: span.is_segment,
              status: span.status,
              durationMs: Math.max(0, (span.end_timestamp - span.start_timestamp) * 1000),
              origin: siteOrigin,
              release: stringAttribute(span, 'sentry.release'),
              environment: stringAttribute(span, 'sentry.environment'),
              span,
              envelope: { trace: envelope.header.trace ?? null, ingestSettings: container.ingest_settings ?? null },
            });
          }
          continue;
        }
        // Sessions, client reports and the like are accepted and not kept.
        if (item.header.type !== 'event' && item.header.type !== 'transaction') continue;
        const payload = readEventPayload(item);
        const eventId = payload.event_id ?? envelope.header.event_id;
        if (!eventId) throw new EnvelopeError(`A ${item.header.type} has no event_id`);
        events.push({
          projectId,
          eventId,
          kind: item.header.type,
          origin: siteOrigin,
          title: titleOf(payload).slice(0, 500),
          level: payload.level ?? (item.header.type === 'event' ? 'error' : null),
          release: payload.release ?? null,
          environment: payload.environment ?? null,
          tags: tagsOf(payload),
          payload,
        });
      }
      if (replayEvent) throw new EnvelopeError('A replay_event has no replay_recording');
    } catch (err) {
      if (err instanceof EnvelopeError) return refuse(c, 400, `invalid envelope: ${err.message}`);
      throw err;
    }
    if (events.length) recordErrorEvents(rt.db, events);
    if (replays.length) recordReplaySegments(rt.db, replays);
    if (spans.length) recordSpans(rt.db, spans);
    return c.json({ id: envelope.header.event_id ?? events[0]?.eventId ?? replays[0]?.replayId ?? null });
  });

  // Twin-only readback (admin key): ?kind= event | transaction, ?origin= one site; the newest `limit`, older pages by `before`.
  const badPage = (c: Context, size: PageSize) => c.json({ errors: [{ message: pageProblem(size, 'before') }] }, 400);
  app.get('/__errors', (c) => {
    const kind = kindSchema.safeParse(c.req.query('kind'));
    if (c.req.query('kind') !== undefined && !kind.success) return c.json({ errors: [{ message: 'kind must be event or transaction' }] }, 400);
    const page = eventPageQuery.safeParse(c.req.query());
    if (!page.success) return badPage(c, EVENT_PAGE);
    c.header('cache-control', 'no-store');
    const { rows, next } = listErrorEvents(rt.db, { kind: kind.success ? kind.data : undefined, origin: c.req.query('origin') || undefined, ...page.data });
    return c.json({ events: rows, next });
  });
  app.delete('/__errors', (c) => c.json({ cleared: clearErrorEvents(rt.db) }));
  // Replay segments (?origin= one site), and one segment's recording events, decoded.
  app.get('/__errors/replays', (c) => {
    const page = replayPageQuery.safeParse(c.req.query());
    if (!page.success) return badPage(c, REPLAY_PAGE);
    c.header('cache-control', 'no-store');
    const { rows, next } = listReplaySegments(rt.db, { origin: c.req.query('origin') || undefined, ...page.data });
    return c.json({ replays: rows, next });
  });
  app.get('/__errors/replays/:replayId/:segmentId', (c) => {
    const replayId = c.req.param('replayId');
    const segmentId = Number(c.req.param('segmentId'));
    if (!/^[0-9a-f]{32}$/.test(replayId) || !Number.isInteger(segmentId) || segmentId < 0) return c.json({ errors: [{ message: 'a replay id is 32 hex digits and a segment id a whole number' }] }, 400);
    const recording = replayRecording(rt.db, replayId, segmentId);
    if (!recording) return c.json({ errors: [{ message: 'no such replay segment' }] }, 404);
    c.header('cache-control', 'no-store');
    return c.json({ events: readRecording(recording).events });
  });

  // Streamed spans (?origin= one site, ?trace= one trace), each as sent with its envelope's sampling context.
  app.get('/__errors/spans', (c) => {
    const traceId = c.req.query('trace');
    if (traceId !== undefined && !/^[0-9a-f]{32}$/.test(traceId)) return c.json({ errors: [{ message: 'a trace id is 32 hex digits' }] }, 400);
    const page = spanPageQuery.safeParse(c.req.query());
    if (!page.success) return badPage(c, SPAN_PAGE);
    c.header('cache-control', 'no-store');
    const { rows, next } = listSpans(rt.db, { origin: c.req.query('origin') || undefined, traceId, ...page.data });
    return c.json({ spans: rows, next });
  });

  // The page a developer watches while trying a site (a developer page: the admin key or a session).
  app.get('/errors', (c) => {
    c.header('cache-control', 'no-store');
    return c.html(errorsPage(listErrorEvents(rt.db, { limit: PAGE_ROWS }).rows, listReplaySegments(rt.db, { limit: PAGE_ROWS }).rows, listSpans(rt.db, { limit: PAGE_ROWS }).rows));
  });
}
