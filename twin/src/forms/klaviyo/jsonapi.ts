import crypto from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_BODY_BYTES, mediaType, readBody } from '../../http/body.js';
import type { ThrottledAnswer } from '../../module.js';

/** Consent to one channel: `{ marketing: { consent: 'SUBSCRIBED' } }` (SMS may add transactional consent). */
export const channelConsent = z
  .object({ marketing: z.object({ consent: z.literal('SUBSCRIBED') }).passthrough().optional(), transactional: z.object({ consent: z.literal('SUBSCRIBED') }).passthrough().optional() })
  .passthrough();

/**
 * A profile as Klaviyo's client endpoints take it: identifiers (email, phone_number, external_id), names, custom
 * `properties` (any JSON, kept as given) and, for subscriptions, which channels to subscribe. Klaviyo requires no
 * field here by itself; the endpoints require an email or a phone number.
 */
export const profileAttributes = z
  .object({
    email: z.string().max(254).optional(),
    phone_number: z.string().max(30).optional(),
    external_id: z.string().max(200).optional(),
    first_name: z.string().max(255).optional(),
    last_name: z.string().max(255).optional(),
    properties: z.record(z.unknown()).optional(),
    subscriptions: z.object({ email: channelConsent.optional(), sms: channelConsent.optional() }).passthrough().optional(),
  })
  .passthrough();
const profile = z.object({ data: z.object({ type: z.literal('profile'), id: z.string().optional(), attributes: profileAttributes }) });
/** A profile's attributes as the client endpoints take them. */
export type ProfileAttributes = z.infer<typeof profileAttributes>;

/** Klaviyo's client subscription create body (JSON:API): a profile and the list it subscribes to. */
export const subscriptionBodySchema = z.object({
  data: z.object({
    type: z.literal('subscription'),
    attributes: z.object({ custom_source: z.string().max(200).optional(), profile }),
    relationships: z.object({ list: z.object({ data: z.object({ type: z.literal('list'), id: z.string().max(100) }) }) }),
  }),
});

/** Klaviyo's client back-in-stock subscription create body (JSON:API): channels, a profile and a catalog variant. */
export const backInStockBodySchema = z.object({
  data: z.object({
    type: z.literal('back-in-stock-subscription'),
    attributes: z.object({ channels: z.array(z.enum(['EMAIL', 'SMS'])).min(1), profile }),
    relationships: z.object({ variant: z.object({ data: z.object({ type: z.literal('catalog-variant'), id: z.string().max(200) }) }) }),
  }),
});

/** Klaviyo's wordings for identifiers it refuses. */
export const KLAVIYO_DETAILS = {
  identifierRequired: 'One of email or phone_number is required.',
  emailInvalid: 'Invalid email address.',
  phoneInvalid: 'Invalid phone number format (Example of a valid format: +12345678901).',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone numbers as Klaviyo takes them: E.164, a plus and up to 15 digits. */
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** The profile's email and phone number when Klaviyo would take them, or the error it answers (with its pointer under `base`). */
export function profileIdentifiers(
  attributes: Pick<ProfileAttributes, 'email' | 'phone_number'>,
  needs: { email?: boolean; phone?: boolean } = {},
  base: string = PROFILE_POINTER,
): { ok: true; email: string | null; phone: string | null } | { ok: false; detail: string; pointer: string } {
  const email = attributes.email?.trim() || null;
  const phone = attributes.phone_number?.trim() || null;
  if (!email && !phone) return { ok: false, detail: KLAVIYO_DETAILS.identifierRequired, pointer: base };
  if (email && !EMAIL_PATTERN.test(email)) return { ok: false, detail: KLAVIYO_DETAILS.emailInvalid, pointer: `${base}/email` };
  if (phone && !PHONE_PATTERN.test(phone)) return { ok: false, detail: KLAVIYO_DETAILS.phoneInvalid, pointer: `${base}/phone_number` };
  if (needs.email && !email) return { ok: false, detail: 'An email is required for the EMAIL channel.', pointer: `${base}/email` };
  if (needs.phone && !phone) return { ok: false, detail: 'A phone_number is required for the SMS channel.', pointer: `${base}/phone_number` };
  return { ok: true, email, phone };
}

/** One error object of Klaviyo's JSON:API error answer. */
export interface KlaviyoError {
  code: string;
  title: string;
  detail: string;
  pointer?: string;
}

/** Answers Klaviyo's error shape: `{ errors: [{ id, status, code, title, detail, source, meta }] }`. */
export function klaviyoErrors(c: Context, status: 400 | 401 | 403 | 404 | 413 | 415 | 429, errors: KlaviyoError[], headers: Record<string, string> = {}) {
  return c.json(
    {
      errors: errors.map((e) => ({
        id: crypto.randomUUID(),
        status,
        code: e.code,
        title: e.title,
        detail: e.detail,
        source: e.pointer ? { pointer: e.pointer } : {},
        meta: {},
      })),
    },
    status,
    headers,
  );
}

/** Answers one invalid-input error. */
export function invalid(c: Context, detail: string, pointer?: string) {
  return klaviyoErrors(c, 400, [{ code: 'invalid', title: 'Invalid input.', detail, pointer }]);
}

/** Klaviyo's answer to a sender over its rate limit: 429 `throttled`, with Retry-After. */
export function throttled(c: Context, retryAfter: number) {
  const detail = `Request was throttled. Expected available in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`;
  return klaviyoErrors(c, 429, [{ code: 'throttled', title: 'Request was throttled.', detail }], { 'Retry-After': String(retryAfter) });
}

/** Klaviyo's answer on its client (`/client/...`) and server (`/api/<resource>/`) paths to a client over the rate. */
export const klaviyoThrottled: ThrottledAnswer = {
  path: /^\/(client|api)\/[a-z-]+\/?$/,
  answer: throttled,
};

/** Reads a Klaviyo client request: revision header, company_id and a JSON body (application/json or vnd.api+json) of at most `limit` bytes. */
export async function readKlaviyoRequest(c: Context, limit = MAX_BODY_BYTES): Promise<{ ok: true; companyId: string; body: unknown; bytes: number } | { ok: false; response: Response }> {
  const read = await readKlaviyoBody(c, limit);
  return read.ok ? { ok: true, companyId: c.req.query('company_id') ?? '', body: read.body, bytes: read.bytes } : read;
}

/** Reads what every Klaviyo request carries: a revision header and a JSON body (application/json or vnd.api+json) of at most `limit` bytes. */
export async function readKlaviyoBody(c: Context, limit = MAX_BODY_BYTES): Promise<{ ok: true; body: unknown; bytes: number } | { ok: false; response: Response }> {
  const revision = c.req.header('revision') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(revision)) {
    return { ok: false, response: klaviyoErrors(c, 400, [{ code: 'invalid', title: 'Invalid input.', detail: 'A valid revision header is required.' }]) };
  }
  const type = mediaType(c);
  if (type !== 'application/json' && type !== 'application/vnd.api+json') {
    return { ok: false, response: klaviyoErrors(c, 415, [{ code: 'unsupported_media_type', title: 'Unsupported media type.', detail: 'Content-Type must be application/json.' }]) };
  }
  const raw = await readBody(c, limit);
  if (!raw.ok) return { ok: false, response: klaviyoErrors(c, 413, [{ code: 'too_large', title: 'Request too large.', detail: raw.message }]) };
  try {
    return { ok: true, body: JSON.parse(raw.text), bytes: raw.text.length };
  } catch {
    return { ok: false, response: invalid(c, 'Malformed JSON body.') };
  }
}

/** JSON:API pointers of the form fields inside a profile. */
export const PROFILE_POINTER = '/data/attributes/profile/data/attributes';
