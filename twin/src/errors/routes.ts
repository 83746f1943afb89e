import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { readBodyBytes } from '../http/body.js';
import { TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../../wire/error-reporting.js';
import { decodeBody, EnvelopeError, MAX_ENVELOPE_BYTES, parseEnvelope, readEventPayload, tagsOf, titleOf, type Envelope } from './envelope.js';
import { clearErrorEvents, listErrorEvents, recordErrorEvents, type ErrorEventRow } from './store.js';
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
    try {
      for (const item of envelope.items) {
        // Sessions, client reports, replays and the like are accepted and not kept.
        if (item.header.type !== 'event' && item.header.type !== 'transaction') continue;
        const payload = readEventPayload(item);
        const eventId = payload.event_id ?? envelope.header.event_id;
        if (!eventId) throw new EnvelopeError(`A ${item.header.type} has no event_id`);
        events.push({
          projectId,
          eventId,
          kind: item.header.type,
          origin: origin && rt.siteOrigins.includes(origin) ? origin : null,
          title: titleOf(payload).slice(0, 500),
          level: payload.level ?? (item.header.type === 'event' ? 'error' : null),
          release: payload.release ?? null,
          environment: payload.environment ?? null,
          tags: tagsOf(payload),
          payload,
        });
      }
    } catch (err) {
      if (err instanceof EnvelopeError) return refuse(c, 400, `invalid envelope: ${err.message}`);
      throw err;
    }
    if (events.length) recordErrorEvents(rt.db, events);
    return c.json({ id: envelope.header.event_id ?? events[0]?.eventId ?? null });
  });

  // Twin-only readback (admin key): ?kind= event | transaction, ?origin= one site.
  app.get('/__errors', (c) => {
    const kind = kindSchema.safeParse(c.req.query('kind'));
    if (c.req.query('kind') !== undefined && !kind.success) return c.json({ errors: [{ message: 'kind must be event or transaction' }] }, 400);
    c.header('cache-control', 'no-store');
    return c.json({ events: listErrorEvents(rt.db, { kind: kind.success ? kind.data : undefined, origin: c.req.query('origin') || undefined }) });
  });
  app.delete('/__errors', (c) => c.json({ cleared: clearErrorEvents(rt.db) }));

  // The page a developer watches while trying a site.
  app.get('/errors', (c) => {
    c.header('cache-control', 'no-store');
    return c.html(errorsPage(listErrorEvents(rt.db, { limit: 200 })));
  });
}
