import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { readBodyBytes } from '../http/body.js';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../../wire/error-reporting.js';
import { decodeBody, EnvelopeError, MAX_ENVELOPE_BYTES, parseEnvelope, readEventPayload, readRecording, readReplayEvent, readSpanContainer, stringAttribute, tagsOf, titleOf, type Envelope, type ReplayEventPayload } from './envelope.js';
import { clearErrorEvents, listErrorEvents, listReplaySegments, listSpans, recordErrorEvents, recordReplaySegments, recordSpans, replayRecording, type ErrorEventRow, type ReplaySegmentRow, type SpanRow } from './store.js';
import { errorsPage } from './page.js';

/** Sentry's answer to a refused envelope: a status and `{ detail }`. */
const refuse = (c: Context, status: 400 | 401 | 404 | 413, detail: string) => c.json({ detail }, status);

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

const kindSchema = z.enum(['event', 'transaction']);

/** The stand-in for hosted Sentry's ingestion of one project, its readback for tests and its page. */
export function mountErrorRoutes(app: Hono, rt: TwinRuntime): void {
  app.post('/api/:projectId/envelope/', async (c) => {
    const projectId = c.req.param('projectId');
    if (projectId !== TWIN_SENTRY_PROJECT_ID) return refuse(c, 404, 'project not found');
    const raw = await readBodyBytes(c, MAX_ENVELOPE_BYTES);
    if (!raw) return refuse(c, 413, 'envelope exceeded size limits');
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

  // Twin-only readback (admin key): ?kind= event | transaction, ?origin= one site.
  app.get('/__errors', (c) => {
    const kind = kindSchema.safeParse(c.req.query('kind'));
    if (c.req.query('kind') !== undefined && !kind.success) return c.json({ errors: [{ message: 'kind must be event or transaction' }] }, 400);
    c.header('cache-control', 'no-store');
    return c.json({ events: listErrorEvents(rt.db, { kind: kind.success ? kind.data : undefined, origin: c.req.query('origin') || undefined }) });
  });
  app.delete('/__errors', (c) => c.json({ cleared: clearErrorEvents(rt.db) }));
  // Replay segments (?origin= one site), and one segment's recording events, decoded.
  app.get('/__errors/replays', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ replays: listReplaySegments(rt.db, { origin: c.req.query('origin') || undefined }) });
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
    c.header('cache-control', 'no-store');
    return c.json({ spans: listSpans(rt.db, { origin: c.req.query('origin') || undefined, traceId }) });
  });

  // The page a developer watches while trying a site.
  app.get('/errors', (c) => {
    c.header('cache-control', 'no-store');
    return c.html(errorsPage(listErrorEvents(rt.db, { limit: 200 }), listReplaySegments(rt.db, { limit: 200 }), listSpans(rt.db, { limit: 200 })));
  });
}
