// Every answer of the forms door, turned once into data the forms show in their aria-live region.
import { FORM_MESSAGES, fieldMessages } from '../../../wire/forms';
import type { z } from 'zod';

/** Why a submission did not go through. */
export type FormFailureKind = 'invalid' | 'captcha' | 'rate-limited' | 'failed';

/** Outcome of a submission: accepted (with the service's id when it gives one) or a failure to show. */
export type FormResult =
  | { ok: true; id?: string }
  | { ok: false; kind: FormFailureKind; message: string; fields: Record<string, string>; retryAfter?: number };

/** A failure result. */
export function failure(kind: FormFailureKind, message: string, fields: Record<string, string> = {}, retryAfter?: number): FormResult {
  return { ok: false, kind, message, fields, ...(retryAfter ? { retryAfter } : {}) };
}

/** Checks values with a form's schema before anything is sent; answers the parsed values or the invalid result. */
export function validate<S extends z.ZodTypeAny>(schema: S, values: unknown, failedMessage: string): { ok: true; data: z.infer<S> } | { ok: false; result: FormResult } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldMessages(parsed.error);
  const onlyCaptcha = Object.keys(fields).length === 1 && 'altcha' in fields;
  return { ok: false, result: onlyCaptcha ? failure('captcha', FORM_MESSAGES.captchaRequired, fields) : failure('invalid', failedMessage, fields) };
}

