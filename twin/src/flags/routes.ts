// LaunchDarkly's client-side protocol as the JS client SDK speaks it: flag evaluation for a context
// (`/sdk/evalx/{env}/contexts/{context}` GET, `/sdk/evalx/{env}/context` REPORT), the evaluation stream
// (`/eval/{env}/{context}` server-sent events: `put` on connect, `patch` when a flag changes, `delete`),
// event posts (`/events/bulk/{env}`, `/events/diagnostic/{env}`) and goals (`/sdk/goals/{env}`). An
// unknown client-side ID answers 401. Any origin may call them, as LaunchDarkly answers client-side SDKs.
// A sender (client address) may hold FLAG_STREAMS_PER_SENDER streams open and post FLAG_EVENT_BUDGET of
// events per window; past either it is answered 429, which the SDK takes as a reason to try again later.
// Twin-only: `/__flags` (behind the admin key) lists and changes flags, lists received events and
// injects an outage; `/flags` is a small page to flip flags by hand (a developer page: the admin key or a
// developer session, whose form token its forms carry).
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import type { ThrottledAnswer } from '../module.js';
import { isJson, readBody, readJson } from '../http/body.js';
import { corsFor } from '../http/hardening.js';
import { hasAdminKey } from '../http/admin.js';
import { developerSession, sameFormToken } from '../http/developer-session.js';
import { senderOf, SenderWindows, StreamSlots, type SenderBudget } from '../http/sender-caps.js';
import { oldestFirstPage, pageProblem, type PageSize } from '../http/listing.js';
import { parseContextBody, parseEncodedContext, type FlagContext } from './context.js';
import {
  changeFlag,
  environmentByClientId,
  environmentByKey,
  evaluate,
  evaluateAll,
  flagChangeSchema,
  getFlag,
  goals,
  listEnvironments,
  listFlagEvents,
  listFlags,
  recordFlagEvents,
  ROLLOUT_TOTAL,
  type Flag,
  type FlagChange,
  type FlagEnvironment,
} from './store.js';
import { flagsPage } from './page.js';

/** Paths of the client-side protocol (CORS as LaunchDarkly answers it, outage injection). */
export const FLAG_PROTOCOL_PATHS = ['/sdk/*', '/eval/*', '/events/*'] as const;
/** Interval of the stream's heartbeat comments (the SDK cycles a stream silent for 300000 ms). */
export const HEARTBEAT_MS = 60_000;
/** Most events one bulk post may carry. */
const MAX_EVENTS_PER_POST = 1000;
/** Largest event post (the SDK flushes at most 100 events, a few kilobytes each). */
export const MAX_EVENTS_BODY_BYTES = 512 * 1024;
/** What one sender may post in ten seconds: events and bytes. */
export const FLAG_EVENT_BUDGET: SenderBudget = { count: 2000, bytes: 8 * 1024 * 1024, windowMs: 10_000 };
/** Streams one sender may hold open (a browser holds one per open page). */
export const FLAG_STREAMS_PER_SENDER = 20;
/** Pages of the twin-only event readback. */
export const FLAG_EVENT_PAGE: PageSize = { default: 500, max: 1000 };
const LD_METHODS = ['GET', 'REPORT', 'POST'];
// What the JS client SDK posts: analytics events in bulk (`click_pageview` is a page view on a page with click
// goals); diagnostics as `diagnostic-init` and `diagnostic`, or in the browser as one `diagnostic-combined`.
const DIAGNOSTIC_KINDS = ['diagnostic-init', 'diagnostic', 'diagnostic-combined'] as const;
const EVENT_KINDS = ['feature', 'summary', 'custom', 'identify', 'index', 'debug', 'click', 'pageview', 'click_pageview', ...DIAGNOSTIC_KINDS] as const;

/**
 * CORS of the client-side endpoints: any origin (client-side IDs are public), GET, REPORT and POST with the
 * SDK's headers and credentials, the Date header readable. Mount before the site-origin CORS middleware,
 * which then leaves these paths alone.
 */
export const flagsCors: MiddlewareHandler = corsFor({ origin: () => true, methods: LD_METHODS, maxAge: 300, exposeHeaders: ['Date'], credentials: true });

interface Subscriber {
  context: FlagContext;
  withReasons: boolean;
  send: (event: string, data: unknown) => void;
  /** Ends the stream (the twin is stopping). */
  end: () => void;
}

const outageSchema = z
  .object({
    status: z.number().int().min(400).max(599),
    count: z.number().int().min(1).max(1000).optional(),
  })
  .strict();

const listEventsQuery = oldestFirstPage(FLAG_EVENT_PAGE).extend({ kind: z.enum(EVENT_KINDS).optional() });

const eventSchema = z.object({ kind: z.enum(EVENT_KINDS) }).passthrough();

const json = (c: Context, body: unknown, status: 200 | 201 | 202 | 400 | 401 | 404 | 413 | 415 | 429 = 200, headers: Record<string, string> = {}) => c.json(body as object, status, headers);
const unauthorized = (c: Context) => json(c, { code: 'unauthorized', message: 'Invalid client-side ID' }, 401);
const badRequest = (c: Context, message: string) => json(c, { code: 'invalid_request', message }, 400);
/** LaunchDarkly's answer to a sender over a limit: 429 `rate_limited` with Retry-After. */
const rateLimited = (c: Context, message: string, retryAfter: number) => json(c, { code: 'rate_limited', message }, 429, { 'Retry-After': String(retryAfter) });

/** LaunchDarkly's answer on its client-side paths (`/sdk/`, `/eval/`, `/events/`) to a client over the rate. */
export const flagsThrottled: ThrottledAnswer = {
  path: /^\/(sdk|eval|events)\//,
  answer: (c, retryAfter) => rateLimited(c, 'Too many requests from this address', retryAfter),
};

/** Mounts the flag service on the twin. */
export function mountFlagRoutes(app: Hono, rt: TwinRuntime): void {
  const subscribers = new Map<string, Set<Subscriber>>();
  let outage: { status: number; remaining: number | null } | null = null;
  const eventSenders = new SenderWindows(FLAG_EVENT_BUDGET);
  const streamSlots = new StreamSlots(FLAG_STREAMS_PER_SENDER);
  rt.onClose(() => {
    let ended = 0;
    for (const set of subscribers.values()) {
      for (const s of [...set]) {
        s.end();
        ended++;
      }
    }
    return ended;
  });

  /** Sends every open stream of the environment the flag's new evaluation for its context. */
  const broadcast = (flag: Flag) => {
    for (const s of subscribers.get(flag.envKey) ?? []) s.send('patch', { key: flag.key, ...evaluate(flag, s.context, s.withReasons) });
  };
  const apply = (envKey: string, key: string, change: FlagChange) => {
    const result = changeFlag(rt.db, envKey, key, change);
    if (result && 'flag' in result) broadcast(result.flag);
    return result;
  };

  for (const path of FLAG_PROTOCOL_PATHS) {
    app.use(path, async (c, next) => {
      if (!outage || c.req.method === 'OPTIONS') return next();
      const { status } = outage;
      if (outage.remaining !== null && --outage.remaining <= 0) outage = null;
      return c.json({ code: 'unavailable', message: 'Injected outage' }, status as 503);
    });
  }

  const env = (c: Context): FlagEnvironment | undefined => environmentByClientId(rt.db, c.req.param('envId') ?? '');
  const withReasons = (c: Context) => c.req.query('withReasons') === 'true';

  // Flag evaluation: GET with the context in the path, REPORT with it in the body.
  const evalGet = (c: Context) => {
    const e = env(c);
    if (!e) return unauthorized(c);
    const parsed = parseEncodedContext(c.req.param('context') ?? '');
    if (!parsed.ok) return badRequest(c, parsed.message);
    return json(c, evaluateAll(rt.db, e.key, parsed.context, withReasons(c)));
  };
  const evalReport = async (c: Context) => {
    const e = env(c);
    if (!e) return unauthorized(c);
    const body = await readBody(c);
    if (!body.ok) return json(c, { code: 'invalid_request', message: body.message }, body.status);
    const parsed = parseContextBody(body.text);
    if (!parsed.ok) return badRequest(c, parsed.message);
    return json(c, evaluateAll(rt.db, e.key, parsed.context, withReasons(c)));
  };
  app.get('/sdk/evalx/:envId/contexts/:context', evalGet);
  app.get('/sdk/evalx/:envId/users/:context', evalGet);
  app.on('REPORT', ['/sdk/evalx/:envId/context', '/sdk/evalx/:envId/user'], evalReport);

  // The stream: `put` with every flag at once, then a `patch` per change, heartbeats in between.
  const stream = (c: Context, e: FlagEnvironment, context: FlagContext, release: () => void) => {
    const encoder = new TextEncoder();
    const reasons = withReasons(c);
    let sub: Subscriber | null = null;
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (sub) subscribers.get(e.key)?.delete(sub);
      if (heartbeat) clearInterval(heartbeat);
      sub = null;
      heartbeat = null;
      release();
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        sub = {
          context,
          withReasons: reasons,
          send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
          end: () => {
            stop();
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        let set = subscribers.get(e.key);
        if (!set) subscribers.set(e.key, (set = new Set()));
        set.add(sub);
        sub.send('put', evaluateAll(rt.db, e.key, context, reasons));
        heartbeat = setInterval(() => write(':\n\n'), HEARTBEAT_MS);
        heartbeat.unref?.();
      },
      cancel: stop,
    });
    c.req.raw.signal?.addEventListener('abort', stop);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-store', 'X-Accel-Buffering': 'no' } });
  };
  // A stream takes one of its sender's slots until it ends.
  const openStream = (c: Context, e: FlagEnvironment, context: FlagContext) => {
    const release = streamSlots.take(senderOf(c));
    if (!release) return rateLimited(c, `Too many open streams from this address (at most ${FLAG_STREAMS_PER_SENDER})`, 1);
    return stream(c, e, context, release);
  };
  app.get('/eval/:envId/:context', (c) => {
    const e = env(c);
    if (!e) return unauthorized(c);
    const parsed = parseEncodedContext(c.req.param('context'));
    if (!parsed.ok) return badRequest(c, parsed.message);
    return openStream(c, e, parsed.context);
  });
  app.on('REPORT', '/eval/:envId', async (c) => {
    const e = env(c);
    if (!e) return unauthorized(c);
    const body = await readBody(c);
    if (!body.ok) return json(c, { code: 'invalid_request', message: body.message }, body.status);
    const parsed = parseContextBody(body.text);
    if (!parsed.ok) return badRequest(c, parsed.message);
    return openStream(c, e, parsed.context);
  });

  // Events: analytics events in bulk, and the SDK's diagnostics.
  const postEvents = (channel: 'bulk' | 'diagnostic') => async (c: Context) => {
    const e = env(c);
    if (!e) return unauthorized(c);
    const sender = senderOf(c);
    const spent = eventSenders.spent(sender);
    if (!spent.ok) return rateLimited(c, 'Too many events from this address', spent.retryAfter);
    if (!isJson(c)) return json(c, { code: 'unsupported_media_type', message: 'Content-Type must be application/json' }, 415);
    const raw = await readBody(c, MAX_EVENTS_BODY_BYTES);
    if (!raw.ok) return json(c, { code: raw.status === 413 ? 'request_entity_too_large' : 'invalid_request', message: raw.message }, raw.status, raw.status === 413 ? { Connection: 'close' } : {});
    let value: unknown;
    try {
      value = JSON.parse(raw.text);
    } catch {
      return badRequest(c, 'Malformed JSON body');
    }
    const list = channel === 'bulk' ? value : [value];
    if (!Array.isArray(list) || list.length > MAX_EVENTS_PER_POST) return badRequest(c, `body must be an array of at most ${MAX_EVENTS_PER_POST} events`);
    const charged = eventSenders.charge(sender, list.length, raw.text.length);
    if (!charged.ok) return rateLimited(c, 'Too many events from this address', charged.retryAfter);
    const events = z.array(eventSchema).safeParse(list);
    if (!events.success) return badRequest(c, `every event needs a kind (${EVENT_KINDS.join(', ')})`);
    const diagnostic = events.data.every((ev) => (DIAGNOSTIC_KINDS as readonly string[]).includes(ev.kind));
    if ((channel === 'diagnostic') !== diagnostic) return badRequest(c, channel === 'diagnostic' ? 'a diagnostic post carries a diagnostic event' : 'diagnostic events go to /events/diagnostic');
    recordFlagEvents(rt.db, e.key, channel, events.data);
    return c.body(null, 202);
  };
  app.post('/events/bulk/:envId', postEvents('bulk'));
  app.post('/events/diagnostic/:envId', postEvents('diagnostic'));

  app.get('/sdk/goals/:envId', (c) => (env(c) ? json(c, goals()) : unauthorized(c)));

  // Twin-only (admin key): flags, their changes, received events, outages.
  app.get('/__flags', (c) =>
    json(c, { environments: listEnvironments(rt.db).map((e) => ({ ...e, flags: listFlags(rt.db, e.key).map(({ salt: _salt, envKey: _env, ...f }) => f) })) }),
  );
  app.post('/__flags/outage', async (c) => {
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const input = outageSchema.safeParse(parsed.value);
    if (!input.success) return badRequest(c, 'body must be { status: 400..599, count?: 1..1000 }');
    outage = { status: input.data.status, remaining: input.data.count ?? null };
    return json(c, { outage }, 201);
  });
  app.delete('/__flags/outage', (c) => {
    const cleared = outage !== null;
    outage = null;
    return json(c, { cleared });
  });
  app.patch('/__flags/:env/:flag', async (c) => {
    const e = environmentByKey(rt.db, c.req.param('env'));
    if (!e) return json(c, { code: 'not_found', message: 'No such flag environment' }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const change = flagChangeSchema.safeParse(parsed.value);
    if (!change.success) return badRequest(c, change.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    const result = apply(e.key, c.req.param('flag'), change.data);
    if (!result) return json(c, { code: 'not_found', message: 'No such flag' }, 404);
    if ('problems' in result) return badRequest(c, result.problems.join('; '));
    const { salt: _salt, envKey: _env, ...flag } = result.flag;
    return json(c, { flag });
  });
  app.get('/__flags/:env/events', (c) => {
    const e = environmentByKey(rt.db, c.req.param('env'));
    if (!e) return json(c, { code: 'not_found', message: 'No such flag environment' }, 404);
    const q = listEventsQuery.safeParse(c.req.query());
    if (!q.success) return badRequest(c, `kind must be an event kind; ${pageProblem(FLAG_EVENT_PAGE, 'after')}`);
    return json(c, listFlagEvents(rt.db, e.key, q.data));
  });

  // The flags page: every environment's flags, each with a form to switch what it serves. Its forms carry the
  // developer session's form token (a page opened with the admin key has none: a tool changes flags at /__flags).
  app.get('/flags', (c) => {
    const token = developerSession(c, rt)?.formToken ?? '';
    const page = flagsPage(listEnvironments(rt.db).map((e) => ({ env: e, flags: listFlags(rt.db, e.key) })), token, c.req.query('saved') ?? null);
    return c.html(page, 200, { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'", 'Cache-Control': 'no-store' });
  });
  app.post('/flags/:env/:flag', async (c) => {
    const body = await readBody(c, 4096);
    if (!body.ok) return c.text(body.message, body.status);
    const form = new URLSearchParams(body.text);
    const session = developerSession(c, rt);
    const tokenOk = hasAdminKey(c, rt.adminKey) || (session !== undefined && sameFormToken(session, form.get('token')));
    if (!tokenOk) return c.text('This form has expired: reload the flags page.', 403);
    const e = environmentByKey(rt.db, c.req.param('env'));
    const flag = e ? getFlag(rt.db, e.key, c.req.param('flag')) : undefined;
    if (!e || !flag) return c.text('No such flag.', 404);
    const change = servedChange(form.get('serve') ?? '', flag);
    if (!change) return c.text('Choose what the flag serves.', 400);
    apply(e.key, flag.key, change);
    return c.redirect(`/flags?saved=${encodeURIComponent(`${e.key}/${flag.key}`)}`, 303);
  });
}

/** The change a flags-page choice makes: `off`, `variation:<n>`, or `rollout` (equal shares). */
export function servedChange(serve: string, flag: Flag): FlagChange | null {
  if (serve === 'off') return { on: false };
  if (serve === 'rollout') {
    const share = Math.floor(ROLLOUT_TOTAL / flag.variations.length);
    const rollout = flag.variations.map((_, variation) => ({ variation, weight: variation === 0 ? ROLLOUT_TOTAL - share * (flag.variations.length - 1) : share }));
    return { on: true, fallthrough: { rollout } };
  }
  const m = /^variation:(\d{1,2})$/.exec(serve);
  if (!m || Number(m[1]) >= flag.variations.length) return null;
  return { on: true, fallthrough: { variation: Number(m[1]) } };
}
