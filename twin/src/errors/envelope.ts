// Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header
// line, then items, each a JSON item header line and a payload. A payload is `length` bytes when its
// header says so, else the rest of its line. Parsed from bytes, since `length` counts bytes and
// binary payloads (replay recordings, attachments) are not text.
import zlib from 'node:zlib';
import { z } from 'zod';

/** Most items one envelope may hold (the SDKs send a handful). */
export const MAX_ENVELOPE_ITEMS = 100;
/** Largest envelope once decompressed. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;

const envelopeHeaderSchema = z
  .object({
    event_id: z.string().regex(/^[0-9a-f]{32}$/).optional(),
    dsn: z.string().max(500).optional(),
    sent_at: z.string().max(64).optional(),
    sdk: z.object({ name: z.string().max(200), version: z.string().max(100) }).passthrough().optional(),
    // The trace's dynamic sampling context (span envelopes carry it).
    trace: z.object({ trace_id: z.string().regex(/^[0-9a-f]{32}$/), public_key: z.string().max(100) }).passthrough().optional(),
  })
  .passthrough();

const itemHeaderSchema = z
  .object({
    type: z.string().regex(/^[a-z_]{1,40}$/),
    length: z.number().int().min(0).max(MAX_ENVELOPE_BYTES).optional(),
    content_type: z.string().max(200).optional(),
  })
  .passthrough();

/** One item: its header and raw payload. */
export interface EnvelopeItem {
  header: z.infer<typeof itemHeaderSchema>;
  payload: Buffer;
}

/** A parsed envelope. */
export interface Envelope {
  header: z.infer<typeof envelopeHeaderSchema>;
  items: EnvelopeItem[];
}

/** Why an envelope was refused (answered 400 with this detail). */
export class EnvelopeError extends Error {}

const NEWLINE = 0x0a;

function jsonLine(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
}

/** The body as sent: decompressed when the request says gzip or deflate (at most MAX_ENVELOPE_BYTES). */
export function decodeBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return body;
  const options = { maxOutputLength: MAX_ENVELOPE_BYTES };
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body, options);
    if (encoding === 'deflate') return zlib.inflateSync(body, options);
    if (encoding === 'br') return zlib.brotliDecompressSync(body, options);
  } catch {
    throw new EnvelopeError(`The body is not valid ${encoding} or too large`);
  }
  throw new EnvelopeError(`Unsupported Content-Encoding: ${encoding}`);
}

/** Parses an envelope; throws EnvelopeError on anything malformed. */
export function parseEnvelope(bytes: Buffer): Envelope {
  let at = bytes.indexOf(NEWLINE);
  const headerEnd = at === -1 ? bytes.length : at;
  const header = envelopeHeaderSchema.safeParse(jsonLine(bytes.subarray(0, headerEnd), 'The envelope header'));
  if (!header.success) throw new EnvelopeError('The envelope header is invalid');
  const items: EnvelopeItem[] = [];
  at = headerEnd + 1;
  while (at < bytes.length) {
    // Blank lines between items are tolerated, as Sentry does.
    if (bytes[at] === NEWLINE) {
      at += 1;
      continue;
    }
    if (items.length >= MAX_ENVELOPE_ITEMS) throw new EnvelopeError(`An envelope holds at most ${MAX_ENVELOPE_ITEMS} items`);
    const lineEnd = bytes.indexOf(NEWLINE, at);
    if (lineEnd === -1) throw new EnvelopeError('An item header has no payload');
    const itemHeader = itemHeaderSchema.safeParse(jsonLine(bytes.subarray(at, lineEnd), 'An item header'));
    if (!itemHeader.success) throw new EnvelopeError('An item header is invalid');
    const start = lineEnd + 1;
    let end: number;
    if (itemHeader.data.length !== undefined) {
      end = start + itemHeader.data.length;
      if (end > bytes.length) throw new EnvelopeError('An item is shorter than its length');
      if (end < bytes.length && bytes[end] !== NEWLINE) throw new EnvelopeError('An item is longer than its length');
    } else {
      const next = bytes.indexOf(NEWLINE, start);
      end = next === -1 ? bytes.length : next;
    }
    items.push({ header: itemHeader.data, payload: bytes.subarray(start, end) });
    at = end + 1;
  }
  return { header: header.data, items };
}

const tagValue = z.union([z.string().max(200), z.number(), z.boolean()]);

/** The fields of an event or transaction payload the twin reads (the rest is kept as sent). */
export const eventPayloadSchema = z
  .object({
    event_id: z.string().regex(/^[0-9a-f]{32}$/).optional(),
    type: z.enum(['transaction']).optional(),
    level: z.string().max(20).optional(),
    release: z.string().max(200).optional(),
    environment: z.string().max(64).optional(),
    message: z.union([z.string().max(8192), z.object({ formatted: z.string().max(8192).optional(), message: z.string().max(8192).optional() }).passthrough()]).optional(),
    transaction: z.string().max(1000).optional(),
    tags: z.union([z.record(z.string().max(200), tagValue), z.array(z.tuple([z.string().max(200), tagValue]))]).optional(),
    exception: z
      .object({ values: z.array(z.object({ type: z.string().max(200).optional(), value: z.string().max(8192).optional() }).passthrough()).max(50).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough();

export type EventPayload = z.infer<typeof eventPayloadSchema>;

/** An event or transaction item's payload, or an EnvelopeError. */
export function readEventPayload(item: EnvelopeItem): EventPayload {
  const parsed = eventPayloadSchema.safeParse(jsonLine(item.payload, `A ${item.header.type} payload`));
  if (!parsed.success) throw new EnvelopeError(`A ${item.header.type} payload is invalid`);
  return parsed.data;
}

/** The event's tags as a plain map (the SDK sends an object; the protocol allows pairs). */
export function tagsOf(event: Pick<EventPayload, 'tags'>): Record<string, string> {
  const entries = Array.isArray(event.tags) ? event.tags : Object.entries(event.tags ?? {});
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** A one-line title: the first exception's type and value, else the message, else the transaction. */
export function titleOf(event: EventPayload): string {
  const exception = event.exception?.values?.[event.exception.values.length - 1];
  if (exception) return [exception.type, exception.value].filter(Boolean).join(': ') || 'Error';
  if (typeof event.message === 'string') return event.message;
  if (event.message) return event.message.formatted ?? event.message.message ?? '';
  return event.transaction ?? '';
}

/** Largest replay recording once decompressed (a full DOM snapshot and the events after it). */
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;

const replayId = z.string().regex(/^[0-9a-f]{32}$/);

/** The fields of a `replay_event` payload the twin reads (the rest is kept as sent). */
export const replayEventSchema = z
  .object({
    type: z.literal('replay_event'),
    replay_id: replayId,
    event_id: replayId.optional(),
    segment_id: z.number().int().min(0).max(100_000),
    replay_type: z.enum(['session', 'buffer']),
    timestamp: z.number().optional(),
    replay_start_timestamp: z.number().optional(),
    urls: z.array(z.string().max(2000)).max(500).default([]),
    error_ids: z.array(z.string().max(64)).max(500).default([]),
    trace_ids: z.array(z.string().max(64)).max(500).default([]),
    release: z.string().max(200).optional(),
    environment: z.string().max(64).optional(),
    tags: eventPayloadSchema.shape.tags,
  })
  .passthrough();

export type ReplayEventPayload = z.infer<typeof replayEventSchema>;

/** A `replay_event` item's payload, or an EnvelopeError. */
export function readReplayEvent(item: EnvelopeItem): ReplayEventPayload {
  const parsed = replayEventSchema.safeParse(jsonLine(item.payload, 'A replay_event payload'));
  if (!parsed.success) throw new EnvelopeError('A replay_event payload is invalid');
  return parsed.data;
}

/** One recording segment: its header's segment id, how its events were sent and the events. */
export interface Recording {
  segmentId: number;
  encoding: 'deflate' | 'gzip' | 'plain';
  events: { type: number; timestamp: number; [key: string]: unknown }[];
}

const recordingHeaderSchema = z.object({ segment_id: z.number().int().min(0).max(100_000) }).passthrough();
const recordingEventsSchema = z.array(z.object({ type: z.number().int().min(0).max(10), timestamp: z.number() }).passthrough()).max(100_000);

/**
 * A `replay_recording` payload: a JSON header line (`{"segment_id":0}`), then the JSON array of
 * rrweb events, as text or compressed (zlib deflate as the SDK's worker sends it, or gzip).
 */
export function readRecording(payload: Buffer): Recording {
  const lineEnd = payload.indexOf(NEWLINE);
  if (lineEnd === -1) throw new EnvelopeError('A replay_recording has no header line');
  const header = recordingHeaderSchema.safeParse(jsonLine(payload.subarray(0, lineEnd), 'A replay_recording header'));
  if (!header.success) throw new EnvelopeError('A replay_recording header is invalid');
  const body = payload.subarray(lineEnd + 1);
  let encoding: Recording['encoding'] = 'plain';
  let text: Buffer = body;
  const options = { maxOutputLength: MAX_RECORDING_BYTES };
  try {
    if (body[0] === 0x1f && body[1] === 0x8b) {
      encoding = 'gzip';
      text = zlib.gunzipSync(body, options);
    } else if (body[0] === 0x78) {
      encoding = 'deflate';
      text = zlib.inflateSync(body, options);
    }
  } catch {
    throw new EnvelopeError(`A replay_recording is not valid ${encoding} or too large`);
  }
  if (text.length > MAX_RECORDING_BYTES) throw new EnvelopeError('A replay_recording is too large');
  const events = recordingEventsSchema.safeParse(jsonLine(text, 'A replay_recording'));
  if (!events.success) throw new EnvelopeError('A replay_recording is not a list of recording events');
  return { segmentId: header.data.segment_id, encoding, events: events.data };
}

/** The content type of a span item holding streamed spans (the SDK's `traceLifecycle: 'stream'`). */
export const SPAN_CONTAINER_CONTENT_TYPE = 'application/vnd.sentry.items.span.v2+json';
/** Most spans one span item may hold (what the SDK sends at most per envelope). */
export const MAX_SPANS_PER_ITEM = 1000;

const spanId = z.string().regex(/^[0-9a-f]{16}$/);
const traceId = z.string().regex(/^[0-9a-f]{32}$/);
const primitive = z.union([z.string().max(8192), z.number(), z.boolean()]);

/** A typed attribute as the SDK serializes it: `{ type, value, unit? }`. */
const attributeSchema = z
  .object({
    type: z.enum(['string', 'boolean', 'integer', 'double', 'array']),
    value: z.union([primitive, z.array(primitive).max(1000)]),
    unit: z.string().max(64).optional(),
  })
  .strict();
const attributesSchema = z.record(z.string().min(1).max(300), attributeSchema).refine((attributes) => Object.keys(attributes).length <= 1000, 'at most 1000 attributes');

/** One streamed span (`SerializedStreamedSpan`). */
export const streamedSpanSchema = z
  .object({
    trace_id: traceId,
    span_id: spanId,
    parent_span_id: spanId.optional(),
    name: z.string().max(2000),
    start_timestamp: z.number().nonnegative(),
    end_timestamp: z.number().nonnegative(),
    status: z.enum(['ok', 'error']),
    is_segment: z.boolean(),
    attributes: attributesSchema.default({}),
    links: z
      .array(z.object({ trace_id: traceId, span_id: spanId, sampled: z.boolean().optional(), attributes: attributesSchema.optional() }).strict())
      .max(128)
      .optional(),
  })
  .strict();

export type StreamedSpan = z.infer<typeof streamedSpanSchema>;

/** A span item's payload: the spans and how the service may infer the sender's IP and user agent. */
const spanContainerSchema = z
  .object({
    version: z.literal(2).optional(),
    ingest_settings: z.object({ infer_ip: z.enum(['auto', 'never']).optional(), infer_user_agent: z.enum(['auto', 'never']).optional() }).strict().optional(),
    items: z.array(streamedSpanSchema).min(1).max(MAX_SPANS_PER_ITEM),
  })
  .strict();

export type SpanContainer = z.infer<typeof spanContainerSchema>;

/** A `span` item's payload (a container of streamed spans, `item_count` of them), or an EnvelopeError. */
export function readSpanContainer(item: EnvelopeItem): SpanContainer {
  if (item.header.content_type !== SPAN_CONTAINER_CONTENT_TYPE) throw new EnvelopeError(`A span item is not ${SPAN_CONTAINER_CONTENT_TYPE}`);
  const parsed = spanContainerSchema.safeParse(jsonLine(item.payload, 'A span payload'));
  if (!parsed.success) throw new EnvelopeError('A span payload is invalid');
  if (item.header.item_count !== parsed.data.items.length) throw new EnvelopeError('A span item holds another number of spans than its item_count');
  return parsed.data;
}

/** A string attribute's value, or null. */
export function stringAttribute(span: Pick<StreamedSpan, 'attributes'>, key: string): string | null {
  const attribute = span.attributes[key];
  return attribute?.type === 'string' && typeof attribute.value === 'string' ? attribute.value : null;
}
