// The stored forms' pipeline: honeypot, validation, captcha, rate limits, then store and mail.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import { FORM_MESSAGES, HONEYPOT_FIELD, fieldMessages, type SubmissionType } from '../../../wire/forms.js';
import type { Services } from '../part.js';
import { countSubmission, isHoneypotFilled } from '../core/form-guard.js';
import { accepted, formError, rateLimited } from './answers.js';
import { verifyCaptcha } from './captcha.js';
import { storeSubmission, type SubmittedFile } from './submissions.js';
import { brandName, careAddress } from './care.js';

/** How one form is checked, stored and acknowledged. */
export interface FormSpec<S extends z.ZodTypeAny> {
  type: SubmissionType;
  schema: S;
  /** Whether the form carries an ALTCHA payload (`altcha`). */
  captcha: boolean;
  /** The sender's email, if the form has one. */
  email: (v: z.infer<S>) => string | null;
  /** Acknowledgement to the sender and note to the brand's care address. */
  mails?: (v: z.infer<S>, id: string) => { subject: string; sender: string; care: string };
  /** The submission's id, when the form gives people a readable one (a warranty claim number); else a UUID. */
  newId?: () => string;
}

/** The answer to a body its schema refused: CAPTCHA when only the captcha is missing, else INVALID with a message per field. */
export function refusedBody(c: Context, error: z.ZodError, failedMessage: string): Response {
  const fields = fieldMessages(error);
  const onlyCaptcha = Object.keys(fields).length === 1 && fields.altcha !== undefined;
  return onlyCaptcha ? formError(c, 'CAPTCHA', FORM_MESSAGES.captchaRequired, fields) : formError(c, 'INVALID', failedMessage, fields);
}

/** The answer to a captcha that is forged, expired or spent. */
export function captchaRefused(c: Context): Response {
  return formError(c, 'CAPTCHA', FORM_MESSAGES.captchaRequired, { altcha: FORM_MESSAGES.captchaRequired });
}

/**
 * A filled honeypot is answered as accepted and nothing is kept; the fields are checked (400 with a message per
 * field); the captcha is verified and spent (400 "Please complete the CAPTCHA"); only a submission that got this far
 * counts against the limits per address and per email (429), so bogus ones cannot lock a sender out. Then the
 * submission is stored and acknowledged by mail.
 */
export async function submitForm<S extends z.ZodTypeAny>(c: Context, services: Services, spec: FormSpec<S>, body: unknown, files: SubmittedFile[] = []): Promise<Response> {
  if (isHoneypotFilled(body, HONEYPOT_FIELD)) return accepted(c, spec.newId?.() ?? randomUUID());
  const parsed = spec.schema.safeParse(body);
  if (!parsed.success) return refusedBody(c, parsed.error, FORM_MESSAGES.formFailed);
  const value = parsed.data as z.infer<S> & Record<string, unknown>;
  if (spec.captcha && !(await verifyCaptcha(services, value.altcha))) return captchaRefused(c);
  const email = spec.email(value);
  const verdict = await countSubmission(services, c, spec.type, email ?? undefined);
  if (!verdict.ok) return rateLimited(c, verdict.retryAfter);
  const { altcha: _altcha, [HONEYPOT_FIELD]: _honeypot, ...fields } = value;
  const brand = String(value.brand);
  const id = await storeSubmission(services.db, { type: spec.type, brand, email, fields, files }, await services.now(), spec.newId);
  const mails = spec.mails?.(value, id);
  if (mails) {
    const name = brandName(brand);
    if (email) await services.mail.send({ to: email, subject: `${name}: ${mails.subject}`, text: mails.sender });
    await services.mail.send({ to: careAddress(brand), subject: `${name}: ${mails.subject} (${spec.type} ${id})`, text: mails.care });
  }
  return accepted(c, id);
}

/** The submitted fields as "label: value" lines for the care team's mail. */
export function fieldLines(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([k, v]) => k !== 'altcha' && k !== HONEYPOT_FIELD && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('\n');
}
