// The forms protocol's answers (wire/forms.ts): `{ error: { code, message, fields? } }` with a message per
// field, each code with its status; 201 `{ ok, id }` for an accepted submission; and JSON bodies read with
// the protocol's 415, 413 and 400.
import type { Context } from 'hono';
import { FORM_ERROR_STATUS, FORM_MESSAGES, type FormErrorCode } from '../../../wire/forms.js';
import { MAX_JSON_BYTES, readBytes } from '../http/answers.js';

/** Answers an error of the forms protocol with the code's status. */
export function formError(c: Context, code: FormErrorCode, message: string, fields?: Record<string, string>, headers: Record<string, string> = {}): Response {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, FORM_ERROR_STATUS[code], headers);
}

/** Answers 429 with Retry-After. */
export function rateLimited(c: Context, retryAfter: number): Response {
  return formError(c, 'RATE_LIMITED', FORM_MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(retryAfter) });
}

/** Answers an accepted submission (201); the honeypot's fake acceptance looks the same. */
export function accepted(c: Context, id: string): Response {
  return c.json({ ok: true as const, id }, 201);
}

/** Reads a JSON form body: 415 unless application/json, 413 past 1 MB, 400 when malformed. */
export async function readFormJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const [mediaType = ''] = (c.req.header('content-type') ?? '').split(';');
  const type = mediaType.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, response: formError(c, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json') };
  const bytes = await readBytes(c, MAX_JSON_BYTES);
  if (!bytes) return { ok: false, response: formError(c, 'PAYLOAD_TOO_LARGE', 'Request body too large', undefined, { Connection: 'close' }) };
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) };
  } catch {
    return { ok: false, response: formError(c, 'INVALID', 'Malformed JSON body') };
  }
}
