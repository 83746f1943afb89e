import crypto from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../../http/body.js';

/** Properties the twin reads from a profile: the ALTCHA payload and the honeypot, where Klaviyo would ignore them. */
const properties = z.record(z.unknown()).optional();

/** Klaviyo's client subscription create body (JSON:API). */
export const subscriptionBodySchema = z.object({
  data: z.object({
    type: z.literal('subscription'),
    attributes: z.object({
      custom_source: z.string().max(200).optional(),
      profile: z.object({
        data: z.object({
          type: z.literal('profile'),
          attributes: z.object({ email: z.unknown(), first_name: z.unknown().optional(), properties }).passthrough(),
        }),
      }),
    }),
    relationships: z.object({ list: z.object({ data: z.object({ type: z.literal('list'), id: z.string().max(100) }) }) }),
  }),
});

/** Klaviyo's client back-in-stock subscription create body (JSON:API). */
export const backInStockBodySchema = z.object({
  data: z.object({
    type: z.literal('back-in-stock-subscription'),
    attributes: z.object({
      channels: z.array(z.enum(['EMAIL', 'SMS'])).min(1),
      profile: z.object({
        data: z.object({ type: z.literal('profile'), attributes: z.object({ email: z.unknown(), properties }).passthrough() }),
      }),
    }),
    relationships: z.object({ variant: z.object({ data: z.object({ type: z.literal('catalog-variant'), id: z.string().max(200) }) }) }),
  }),
});

/** One error object of Klaviyo's JSON:API error answer. */
export interface KlaviyoError {
  code: string;
  title: string;
  detail: string;
  pointer?: string;
}

/** Answers Klaviyo's error shape: `{ errors: [{ id, status, code, title, detail, source, meta }] }`. */
export function klaviyoErrors(c: Context, status: 400 | 404 | 413 | 415 | 429, errors: KlaviyoError[], headers: Record<string, string> = {}) {
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

/** Reads a Klaviyo client request: revision header, company_id and a JSON body (application/json or vnd.api+json). */
export async function readKlaviyoRequest(c: Context): Promise<{ ok: true; companyId: string; body: unknown } | { ok: false; response: Response }> {
  const revision = c.req.header('revision') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(revision)) {
    return { ok: false, response: klaviyoErrors(c, 400, [{ code: 'invalid', title: 'Invalid input.', detail: 'A valid revision header is required.' }]) };
  }
  const companyId = c.req.query('company_id') ?? '';
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/vnd.api+json') {
    return { ok: false, response: klaviyoErrors(c, 415, [{ code: 'unsupported_media_type', title: 'Unsupported media type.', detail: 'Content-Type must be application/json.' }]) };
  }
  const raw = await readBody(c);
  if (!raw.ok) return { ok: false, response: klaviyoErrors(c, 413, [{ code: 'too_large', title: 'Request too large.', detail: raw.message }]) };
  try {
    return { ok: true, companyId, body: JSON.parse(raw.text) };
  } catch {
    return { ok: false, response: invalid(c, 'Malformed JSON body.') };
  }
}

/** JSON:API pointers of the form fields inside a profile. */
export const PROFILE_POINTER = '/data/attributes/profile/data/attributes';
