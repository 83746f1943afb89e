// The subscriptions protocol's answers and inputs (wire/subscriptions.ts): errors as `{ error: { code,
// message, field? } }` with each code's status, who is calling (a Cognito id token with a verified
// email, and the store the call is about), JSON bodies (an empty body is `{}`) and path ids.
import type { Context } from 'hono';
import type { z } from 'zod';
import { readBytes, MAX_JSON_BYTES } from '../http/answers.js';
import { bearer } from '../core/auth.js';
import type { Services } from '../part.js';
import { ERROR_STATUS, MESSAGES, STORE_HEADER, STORE_PARAM, type SubscriptionErrorCode } from '../../../wire/subscriptions.js';

/** Answers `{ error: { code, message, field? } }` with the code's status. */
export function fail(c: Context, code: SubscriptionErrorCode, message: string, field?: string): Response {
  return c.json({ error: { code, message, ...(field ? { field } : {}) } }, ERROR_STATUS[code]);
}

/** A result or the answer to give instead. */
export type Checked<T> = ({ ok: true } & T) | { ok: false; response: Response };

/** Who is calling and in which store: the id token's email (verified) and a store the services serve; or the error to answer. */
export async function caller(c: Context, services: Services): Promise<Checked<{ email: string; store: string }>> {
  const token = bearer(c.req.header('authorization'));
  // The verifier takes only an id token whose email the pool verified.
  const who = token ? await services.verifyIdToken(token) : null;
  if (!who) return { ok: false, response: fail(c, 'UNAUTHORIZED', MESSAGES.unauthorized) };
  const store = c.req.query(STORE_PARAM) ?? c.req.header(STORE_HEADER) ?? '';
  if (!services.stores.has(store)) return { ok: false, response: fail(c, 'UNKNOWN_STORE', 'store must name a shopifyStore', STORE_PARAM) };
  return { ok: true, email: who.email.toLowerCase(), store };
}

/** Reads a JSON body and validates it; an empty body counts as `{}`. Errors are the protocol's 400, 413 and 415 answers. */
export async function body<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<Checked<{ value: z.infer<S> }>> {
  let raw: unknown = {};
  if (c.req.header('content-length') !== '0' && (c.req.header('content-type') || c.req.header('content-length'))) {
    const [mediaType = ''] = (c.req.header('content-type') ?? '').split(';');
    const type = mediaType.trim().toLowerCase();
    if (type !== 'application/json') {
      return { ok: false, response: c.json({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' } }, 415) };
    }
    const bytes = await readBytes(c, MAX_JSON_BYTES);
    if (bytes === null) return { ok: false, response: c.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' } }, 413, { Connection: 'close' }) };
    try {
      raw = JSON.parse(bytes.toString('utf8'));
    } catch {
      return { ok: false, response: fail(c, 'BAD_REQUEST', 'Malformed JSON body') };
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, response: fail(c, 'BAD_REQUEST', issue?.message ?? 'Invalid request', issue?.path.join('.') || undefined) };
  }
  return { ok: true, value: result.data as z.infer<S> };
}

/** A positive integer path id, or undefined. */
export function idParam(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}
