// The public POSTs of Yardwise's local services (booking, referral enrolment): the JSON body read in
// the services' error shape, a filled honeypot refused like a failed form without saying why, and
// each form's own allowance of submissions per client address and per email (counted in the database).
import type { Context } from 'hono';
import { HONEYPOT_FIELD, SERVICE_MESSAGES } from '../../../wire/services.js';
import { countSubmission, isHoneypotFilled } from '../core/form-guard.js';
import { errorAnswer, readJsonObject, type BodyRead } from '../http/answers.js';
import type { Services } from '../part.js';

/** The services' 429 with Retry-After. */
export function tooMany(c: Context, verdict: { retryAfter: number }): Response {
  c.header('Retry-After', String(verdict.retryAfter));
  return errorAnswer(c, 429, 'RATE_LIMITED', SERVICE_MESSAGES.tooManyRequests);
}

/** Reads a public POST's JSON object; a filled honeypot answers 400 REJECTED with the form-failed message. */
export async function readServiceJson(c: Context): Promise<BodyRead<Record<string, unknown>>> {
  const body = await readJsonObject(c);
  if (!body.ok) return body;
  if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) return { ok: false, response: errorAnswer(c, 400, 'REJECTED', SERVICE_MESSAGES.formFailed) };
  return body;
}

/** Reads a public POST of `form` (readServiceJson) and counts it: too many per address or email answer 429. */
export async function guardedJson(services: Services, c: Context, form: string): Promise<BodyRead<Record<string, unknown>>> {
  const body = await readServiceJson(c);
  if (!body.ok) return body;
  const email = body.value.email;
  const verdict = await countSubmission(services, c, form, typeof email === 'string' ? email : undefined);
  return verdict.ok ? body : { ok: false, response: tooMany(c, verdict) };
}
