import type { Context } from 'hono';
import { FORM_ERROR_STATUS, FORM_MESSAGES, type FormErrorCode } from '../../../wire/forms.js';

/** Answers an error of the forms protocol: `{ error: { code, message, fields? } }` with the code's status. */
export function formError(c: Context, code: FormErrorCode, message: string, fields?: Record<string, string>, headers: Record<string, string> = {}) {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, FORM_ERROR_STATUS[code], headers);
}

/** Answers 429 with Retry-After. */
export function rateLimited(c: Context, retryAfter: number) {
  return formError(c, 'RATE_LIMITED', FORM_MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(retryAfter) });
}

/** Answers an accepted submission (201); the honeypot's fake acceptance looks the same. */
export function accepted(c: Context, id: string) {
  return c.json({ ok: true as const, id }, 201);
}
