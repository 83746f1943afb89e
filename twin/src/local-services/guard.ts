import type { Context } from 'hono';
import { HONEYPOT_FIELD, SERVICE_MESSAGES } from '../../../wire/services.js';
import { FormGuard, guardLimitsFromEnv, isHoneypotFilled, type GuardLimits } from '../forms/guard.js';
import { readJson } from '../http/body.js';
import { errorAnswer } from './answer.js';

// One guard per form, so a busy chat does not use up the booking form's allowance.
const guards = new Map<string, FormGuard>();
let limits: GuardLimits = guardLimitsFromEnv();

/** Replaces the limits of every public POST of these services (the forms' TWIN_FORM_*_LIMIT by default). */
export function setServiceFormLimits(next: GuardLimits): void {
  limits = next;
  guards.clear();
}

/**
 * Reads the JSON object of a public POST of these services: bad bodies answered in the services'
 * shape, and a filled honeypot field refused like a failed form without saying why.
 */
export async function readServiceJson(c: Context): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const body = await readJson(c);
  if (!body.ok) {
    const status = body.response.status as 400 | 413 | 415;
    const [code, message] =
      status === 415 ? ['UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json'] : status === 413 ? ['TOO_LARGE', 'Request body too large'] : ['MALFORMED', 'Malformed JSON body'];
    return { ok: false, response: errorAnswer(c, status, code, message) };
  }
  const value = body.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, response: errorAnswer(c, 400, 'MALFORMED', 'Body must be a JSON object') };
  }
  if (isHoneypotFilled(value, HONEYPOT_FIELD)) return { ok: false, response: errorAnswer(c, 400, 'REJECTED', SERVICE_MESSAGES.formFailed) };
  return { ok: true, value: value as Record<string, unknown> };
}

/** The services' 429 with Retry-After. */
export function tooMany(c: Context, verdict: { retryAfter: number }): Response {
  c.header('Retry-After', String(verdict.retryAfter));
  return errorAnswer(c, 429, 'RATE_LIMITED', SERVICE_MESSAGES.tooManyRequests);
}

/** Reads the JSON body of a public POST (`readServiceJson`) with the forms' guard: too many submissions per address or email answer 429. */
export async function guardedJson(c: Context, form: string): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const body = await readServiceJson(c);
  if (!body.ok) return body;
  let guard = guards.get(form);
  if (!guard) guards.set(form, (guard = new FormGuard(limits)));
  const email = body.value.email;
  const verdict = guard.check(c, typeof email === 'string' ? email : undefined);
  return verdict.ok ? body : { ok: false, response: tooMany(c, verdict) };
}
