import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { sendMail } from '../outbox/index.js';
import { FORM_MESSAGES, HONEYPOT_FIELD, fieldMessages, type SubmissionType } from '../../../wire/forms.js';
import { isHoneypotFilled, type FormGuard } from './guard.js';
import { verifyCaptcha } from './captcha/verify.js';
import type { CaptchaConfig } from './captcha/keys.js';
import { accepted, formError, rateLimited } from './answers.js';
import { storeSubmission, type SubmittedFile } from './submissions.js';
import { brandName, careAddress } from './care.js';

/** How one form is checked, stored and acknowledged. */
export interface FormSpec<S extends z.ZodTypeAny> {
  type: SubmissionType;
  schema: S;
  guard: FormGuard;
  /** Captcha settings when the form carries an ALTCHA payload; undefined for forms without one. */
  captcha?: CaptchaConfig;
  /** The sender's email, if the form has one. */
  email: (v: z.infer<S>) => string | null;
  /** Acknowledgement to the sender and note to the brand's care address. */
  mails?: (v: z.infer<S>, id: string) => { subject: string; sender: string; care: string };
  /** The submission's id, when the form gives people a readable one (a warranty claim number); else a UUID. */
  newId?: () => string;
}

/**
 * The forms pipeline: honeypot (answered as accepted, nothing kept), validation (400 with a message per field),
 * rate limits per address and email (429), captcha (400 "Please complete the CAPTCHA"), then store and mail.
 */
export async function submitForm<S extends z.ZodTypeAny>(c: Context, rt: TwinRuntime, spec: FormSpec<S>, body: unknown, files: SubmittedFile[] = []) {
  if (isHoneypotFilled(body, HONEYPOT_FIELD)) return accepted(c, spec.newId?.() ?? crypto.randomUUID());
  const parsed = spec.schema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    const code = Object.keys(fields).length === 1 && fields.altcha ? 'CAPTCHA' : 'INVALID';
    return formError(c, code, code === 'CAPTCHA' ? FORM_MESSAGES.captchaRequired : FORM_MESSAGES.formFailed, fields);
  }
  const value = parsed.data as z.infer<S> & Record<string, unknown>;
  const email = spec.email(value);
  const verdict = spec.guard.check(c, email);
  if (!verdict.ok) return rateLimited(c, verdict.retryAfter);
  if (spec.captcha && !(await verifyCaptcha(rt.db, spec.captcha, value.altcha))) {
    return formError(c, 'CAPTCHA', FORM_MESSAGES.captchaRequired, { altcha: FORM_MESSAGES.captchaRequired });
  }
  const { altcha: _altcha, [HONEYPOT_FIELD]: _honeypot, ...fields } = value;
  const brand = String(value.brand);
  let id = '';
  rt.db.transaction(() => {
    id = storeSubmission(rt.db, { type: spec.type, brand, email, fields, files }, spec.newId?.());
    const mails = spec.mails?.(value, id);
    if (!mails) return;
    const name = brandName(brand);
    if (email) sendMail(rt.db, { to: email, subject: `${name}: ${mails.subject}`, text: mails.sender });
    sendMail(rt.db, { to: careAddress(brand), subject: `${name}: ${mails.subject} (${spec.type} ${id})`, text: mails.care });
  })();
  return accepted(c, id);
}

/** The submitted fields as "label: value" lines for the care team's mail. */
export function fieldLines(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([k, v]) => k !== 'altcha' && k !== HONEYPOT_FIELD && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('\n');
}
