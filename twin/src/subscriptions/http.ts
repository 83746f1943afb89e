import type { Context } from 'hono';
import type { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { cognitoConfigFromEnv } from '../cognito/config.js';
import { CognitoError } from '../cognito/errors.js';
import { verifyIdToken } from '../cognito/tokens.js';
import { readJson } from '../http/body.js';
import { ERROR_STATUS, MESSAGES, STORE_HEADER, STORE_PARAM, type SubscriptionErrorCode } from '../../../wire/subscriptions.js';

/** Answers the service's JSON error `{ error: { code, message, field? } }` with the code's status. */
export function fail(c: Context, code: SubscriptionErrorCode, message: string, field?: string): Response {
  return c.json({ error: { code, message, ...(field ? { field } : {}) } }, ERROR_STATUS[code]);
}

/** Who is calling and in which store: the id token's email and the validated `store`; or the error to answer. */
export async function caller(c: Context, rt: TwinRuntime): Promise<{ ok: true; email: string; store: string } | { ok: false; response: Response }> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return { ok: false, response: fail(c, 'UNAUTHORIZED', MESSAGES.unauthorized) };
  let email: string;
  try {
    email = (await verifyIdToken(rt.db, { ...cognitoConfigFromEnv(), origin: rt.origin }, match[1])).email;
  } catch (error) {
    if (error instanceof CognitoError) return { ok: false, response: fail(c, 'UNAUTHORIZED', MESSAGES.unauthorized) };
    throw error;
  }
  const store = c.req.query(STORE_PARAM) ?? c.req.header(STORE_HEADER) ?? '';
  if (!rt.stores.has(store)) return { ok: false, response: fail(c, 'UNKNOWN_STORE', 'store must name a shopifyStore', STORE_PARAM) };
  return { ok: true, email, store };
}

/** Reads a JSON body and validates it; an empty body counts as `{}`. Errors are the service's 400/413/415 answers. */
export async function body<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<{ ok: true; value: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown = {};
  if (c.req.header('content-length') !== '0' && (c.req.header('content-type') || c.req.header('content-length'))) {
    const parsed = await readJson(c);
    if (!parsed.ok) {
      const status = parsed.response.status;
      if (status === 400) return { ok: false, response: fail(c, 'BAD_REQUEST', 'Malformed JSON body') };
      return { ok: false, response: c.json({ error: { code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE', message: status === 415 ? 'Content-Type must be application/json' : 'Request body too large' } }, status as 413 | 415) };
    }
    raw = parsed.value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, response: fail(c, 'BAD_REQUEST', issue?.message ?? 'Invalid request', issue?.path.join('.') || undefined) };
  }
  return { ok: true, value: result.data };
}

/** A positive integer path id, or undefined. */
export function idParam(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}
