import type { Context } from 'hono';
import { HONEYPOT_FIELD, SERVICE_MESSAGES } from '../../../wire/services.js';
import { readJson } from '../http/body.js';
import { clientIp } from '../http/hardening.js';
import { errorAnswer } from './answer.js';

/** Public POSTs allowed per client address and form per minute (`TWIN_FORM_RATE_LIMIT`, 0 = off). */
export const formLimits = { perMinute: Number(process.env.TWIN_FORM_RATE_LIMIT ?? 20) };

const windows = new Map<string, number[]>();

// Sliding one-minute window per form and client address.
function overLimit(form: string, ip: string, now: number): number | undefined {
  if (formLimits.perMinute <= 0) return undefined;
  const key = `${form}\0${ip}`;
  const recent = (windows.get(key) ?? []).filter((t) => now - t < 60_000);
  if (recent.length >= formLimits.perMinute) {
    windows.set(key, recent);
    return Math.max(1, Math.ceil((recent[0] + 60_000 - now) / 1000));
  }
  recent.push(now);
  windows.set(key, recent);
  if (windows.size > 10_000) windows.clear();
  return undefined;
}

/**
 * Reads the JSON body of a public POST after its rate limit (429 with Retry-After); a filled
 * honeypot field is refused like a failed form, without saying why.
 */
export async function guardedJson(c: Context, form: string): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const retry = overLimit(form, clientIp(c), Date.now());
  if (retry !== undefined) {
    c.header('Retry-After', String(retry));
    return { ok: false, response: errorAnswer(c, 429, 'RATE_LIMITED', SERVICE_MESSAGES.tooManyRequests) };
  }
  const body = await readJson(c);
  if (!body.ok) {
    const status = body.response.status as 400 | 413 | 415;
    const message = status === 415 ? 'Content-Type must be application/json' : status === 413 ? 'Request body too large' : 'Malformed JSON body';
    return { ok: false, response: errorAnswer(c, status, status === 400 ? 'MALFORMED' : status === 413 ? 'TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', message) };
  }
  const value = body.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, response: errorAnswer(c, 400, 'MALFORMED', 'Body must be a JSON object') };
  }
  const trap = (value as Record<string, unknown>)[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') {
    return { ok: false, response: errorAnswer(c, 400, 'REJECTED', SERVICE_MESSAGES.formFailed) };
  }
  return { ok: true, value };
}
