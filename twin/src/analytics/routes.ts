import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { readBody } from '../http/body.js';
import { accountByCompanyId } from '../forms/klaviyo/accounts.js';
import { invalid, readKlaviyoRequest, throttled } from '../forms/klaviyo/jsonapi.js';
import { senderOf, SenderWindows, type SenderBudget } from '../http/sender-caps.js';
import { newestFirstPage, pageProblem, type PageSize } from '../http/listing.js';
import { adrollScript, gtmScript, klaviyoScript } from './scripts.js';
import { clearHits, listHits, recordHits, type Collector } from './store.js';
import { analyticsPage } from './page.js';

/** Klaviyo API revision klaviyo.js speaks. */
const KLAVIYO_REVISION = '2025-04-15';
/** Largest body a collector takes (a GA4 batch of 25 events, one Klaviyo event or profile). */
export const MAX_HIT_BODY_BYTES = 64 * 1024;
/** What one sender may send the collectors together in ten seconds: hits and bytes. */
export const HIT_BUDGET: SenderBudget = { count: 1000, bytes: 4 * 1024 * 1024, windowMs: 10_000 };
/** Pages of the twin-only readback. */
export const HIT_PAGE: PageSize = { default: 200, max: 1000 };
/** Hits the collectors page shows. */
const PAGE_HITS = 200;

const params = z.record(z.string().max(100), z.unknown());

/** GA4's measurement protocol body: a client id and up to 25 events with their parameters. */
export const ga4BodySchema = z.object({
  client_id: z.string().min(1).max(100),
  user_id: z.string().max(256).optional(),
  events: z
    .array(z.object({ name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), params: params.optional() }))
    .min(1)
    .max(25),
});

const profileAttributes = z
  .object({
    email: z.string().email().max(254).optional(),
    anonymous_id: z.string().min(1).max(100).optional(),
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    properties: params.optional(),
  })
  .refine((p) => p.email !== undefined || p.anonymous_id !== undefined, { message: 'A profile needs an email or an anonymous_id.' });

/** Klaviyo's client event create body (JSON:API). */
export const klaviyoEventBodySchema = z.object({
  data: z.object({
    type: z.literal('event'),
    attributes: z.object({
      properties: params,
      metric: z.object({ data: z.object({ type: z.literal('metric'), attributes: z.object({ name: z.string().min(1).max(128) }) }) }),
      profile: z.object({ data: z.object({ type: z.literal('profile'), attributes: profileAttributes }) }),
      time: z.string().datetime({ offset: true }).optional(),
      value: z.number().optional(),
      unique_id: z.string().max(256).optional(),
    }),
  }),
});

/** Klaviyo's client profile create-or-update body (JSON:API). */
export const klaviyoProfileBodySchema = z.object({ data: z.object({ type: z.literal('profile'), attributes: profileAttributes }) });

const collectorSchema = z.enum(['ga4', 'klaviyo', 'adroll']);
const hitPageQuery = newestFirstPage(HIT_PAGE);

/** The site a hit came from: the request's Origin when it is one of the sites; null otherwise. */
function siteOrigin(c: Context, rt: TwinRuntime): string | null {
  const origin = c.req.header('origin');
  return origin && rt.siteOrigins.includes(origin) ? origin : null;
}

const script = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });

/** The stand-in collectors: GTM container and GA4 collection, Klaviyo on-site, AdRoll; their readback and page. */
export function mountAnalyticsRoutes(app: Hono, rt: TwinRuntime): void {
  const senders = new SenderWindows(HIT_BUDGET);
  // A collector over the sender's budget answers 429 with Retry-After and no body (GA4's collection and AdRoll's pixel document none).
  const tooMany = (c: Context, retryAfter: number) => c.body(null, 429, { 'Retry-After': String(retryAfter) });

  app.get('/gtm.js', (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^GTM-[A-Z0-9]{1,20}$/.test(id)) return c.text('Unknown container', 404);
    return script(c, gtmScript(rt.origin(), id));
  });

  app.post('/g/collect', async (c) => {
    const origin = siteOrigin(c, rt);
    if (!origin) return c.body(null, 403);
    if (!/^G-[A-Z0-9]{1,20}$/.test(c.req.query('tid') ?? '')) return c.text('Invalid measurement id', 400);
    const spent = senders.spent(senderOf(c));
    if (!spent.ok) return tooMany(c, spent.retryAfter);
    const raw = await readBody(c, MAX_HIT_BODY_BYTES);
    if (!raw.ok) return c.text(raw.message, raw.status);
    let body: unknown;
    try {
      body = JSON.parse(raw.text);
    } catch {
      return c.text('Malformed JSON body', 400);
    }
    const parsed = ga4BodySchema.safeParse(body);
    if (!parsed.success) return c.text('Invalid measurement protocol body', 400);
    const charged = senders.charge(senderOf(c), parsed.data.events.length, raw.text.length);
    if (!charged.ok) return tooMany(c, charged.retryAfter);
    recordHits(
      rt.db,
      origin,
      'ga4',
      parsed.data.events.map((e) => ({ name: e.name, payload: { client_id: parsed.data.client_id, tid: c.req.query('tid'), params: e.params ?? {} } })),
    );
    return c.body(null, 204);
  });

  app.get('/onsite/js/klaviyo.js', (c) => {
    const company = c.req.query('company_id') ?? '';
    if (!accountByCompanyId(company)) return c.text('Unknown company_id', 404);
    return script(c, klaviyoScript(rt.origin(), company, KLAVIYO_REVISION));
  });

  // Klaviyo's client endpoints: over the sender's budget, Klaviyo's 429 `throttled`.
  const klaviyoRequest = async (c: Context) => {
    const spent = senders.spent(senderOf(c));
    if (!spent.ok) return { ok: false as const, response: throttled(c, spent.retryAfter) };
    const req = await readKlaviyoRequest(c, MAX_HIT_BODY_BYTES);
    if (!req.ok) return req;
    const charged = senders.charge(senderOf(c), 1, req.bytes);
    return charged.ok ? req : { ok: false as const, response: throttled(c, charged.retryAfter) };
  };

  app.on('POST', ['/client/events/', '/client/events'], async (c) => {
    const req = await klaviyoRequest(c);
    if (!req.ok) return req.response;
    if (!accountByCompanyId(req.companyId)) return invalid(c, 'A valid company_id is required.');
    const shape = klaviyoEventBodySchema.safeParse(req.body);
    if (!shape.success) return invalid(c, 'The request body is not a valid event.', `/${shape.error.issues[0]?.path.join('/') ?? ''}`);
    const origin = siteOrigin(c, rt);
    const a = shape.data.data.attributes;
    if (origin) recordHits(rt.db, origin, 'klaviyo', [{ name: a.metric.data.attributes.name, payload: { companyId: req.companyId, profile: a.profile.data.attributes, properties: a.properties } }]);
    return c.body(null, 202);
  });

  app.on('POST', ['/client/profiles/', '/client/profiles'], async (c) => {
    const req = await klaviyoRequest(c);
    if (!req.ok) return req.response;
    if (!accountByCompanyId(req.companyId)) return invalid(c, 'A valid company_id is required.');
    const shape = klaviyoProfileBodySchema.safeParse(req.body);
    if (!shape.success) return invalid(c, 'The request body is not a valid profile.', `/${shape.error.issues[0]?.path.join('/') ?? ''}`);
    const origin = siteOrigin(c, rt);
    if (origin) recordHits(rt.db, origin, 'klaviyo', [{ name: 'identify', payload: { companyId: req.companyId, profile: shape.data.data.attributes } }]);
    return c.body(null, 202);
  });

  app.get('/j/roundtrip.js', (c) => script(c, adrollScript(rt.origin())));

  app.get('/pixel/:adv/:pix', (c) => {
    const { adv, pix } = c.req.param();
    if (!/^[A-Z0-9]{1,32}$/.test(adv) || !/^[A-Z0-9]{1,32}$/.test(pix)) return c.body(null, 400);
    const event = c.req.query('event') ?? 'pageView';
    const url = c.req.query('url') ?? '';
    if (!/^[A-Za-z_]{1,40}$/.test(event) || url.length > 2000) return c.body(null, 400);
    const charged = senders.charge(senderOf(c), 1, url.length);
    if (!charged.ok) return tooMany(c, charged.retryAfter);
    const origin = siteOrigin(c, rt);
    if (origin) recordHits(rt.db, origin, 'adroll', [{ name: event, payload: { adv, pix, url, segments: c.req.query('adroll_segments') ?? null } }]);
    return c.body(null, 204);
  });

  // Twin-only readback (admin key): ?origin= one site, ?collector= ga4 | klaviyo | adroll; the newest `limit` hits, older pages by `before`.
  app.get('/__analytics', (c) => {
    const collector = collectorSchema.safeParse(c.req.query('collector'));
    if (c.req.query('collector') !== undefined && !collector.success) return c.json({ errors: [{ message: 'collector must be ga4, klaviyo or adroll' }] }, 400);
    const page = hitPageQuery.safeParse(c.req.query());
    if (!page.success) return c.json({ errors: [{ message: pageProblem(HIT_PAGE, 'before') }] }, 400);
    const origin = c.req.query('origin');
    c.header('cache-control', 'no-store');
    return c.json(listHits(rt.db, { origin, collector: collector.success ? (collector.data as Collector) : undefined, ...page.data }));
  });
  app.delete('/__analytics', (c) => c.json({ cleared: clearHits(rt.db, c.req.query('origin')) }));

  // The page a marketer watches while clicking through a site (a developer page: the admin key or a session).
  app.get('/analytics', (c) => {
    const origin = c.req.query('origin') || undefined;
    c.header('cache-control', 'no-store');
    return c.html(analyticsPage(listHits(rt.db, { origin, limit: PAGE_HITS }).hits, origin));
  });
}
