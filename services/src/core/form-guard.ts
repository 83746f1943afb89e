// The public forms' guard, shared by every instance: submissions per client address and per email
// address in a ten-minute window, counted in PostgreSQL (core/rate-limit.ts), and the honeypot field
// that people leave empty.
import type { Context } from 'hono';
import { hit, type Verdict } from './rate-limit.js';
import type { Services } from '../part.js';

/** The forms' window. */
export const FORM_WINDOW_MS = 10 * 60_000;

/** Counts one submission of `form` from this request's address (and `email`, when given); refused when either is over its limit. */
export async function countSubmission(services: Services, c: Context, form: string, email?: string): Promise<Verdict> {
  const { formPerAddress, formPerEmail } = services.config.limits;
  const now = await services.now();
  const byAddress = await hit(services.db, `form:${form}:addr:${services.clientAddress(c)}`, { max: formPerAddress, windowMs: FORM_WINDOW_MS }, now);
  if (!byAddress.ok) return byAddress;
  if (!email) return { ok: true };
  return hit(services.db, `form:${form}:email:${email.trim().toLowerCase()}`, { max: formPerEmail, windowMs: FORM_WINDOW_MS }, now);
}

/** Whether the honeypot field of a body was filled (a bot). */
export function isHoneypotFilled(body: unknown, field = 'website'): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== '';
}
