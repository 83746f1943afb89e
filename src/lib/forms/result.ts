// Every answer of the forms door, turned once into data the forms show in their aria-live region: a
// DoorResult (src/lib/result.ts) whose failure carries the message and the field messages.
import { FORM_MESSAGES, fieldMessages } from '../../../wire/forms';
import type { z } from 'zod';
import { fail, type DoorFailure, type DoorResult } from '../result';

/** Why a submission did not go through. */
export type FormFailureKind = 'invalid' | 'captcha' | 'rate-limited' | 'failed';

/** A submission that did not go through: its kind, the message to show and the messages of its fields. */
export interface FormFailure extends DoorFailure<FormFailureKind> {
  message: string;
  fields: Record<string, string>;
}

/** Outcome of a submission: accepted (with the service's id when it gives one) or a failure to show. */
export type FormResult = DoorResult<{ id?: string }, FormFailure>;

/** A failure result; a rate-limited or failed submission may go through when sent again. */
export function failure(kind: FormFailureKind, message: string, fields: Record<string, string> = {}, retryAfter?: number): FormResult {
  return fail({ code: kind, message, fields, retryable: kind === 'rate-limited' || kind === 'failed', ...(retryAfter ? { retryAfter } : {}) });
}

/** Checks values with a form's schema before anything is sent; answers the parsed values or the invalid result. */
export function validate<S extends z.ZodTypeAny>(schema: S, values: unknown, failedMessage: string): { ok: true; data: z.infer<S> } | { ok: false; result: FormResult } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldMessages(parsed.error);
  const onlyCaptcha = Object.keys(fields).length === 1 && 'altcha' in fields;
  return { ok: false, result: onlyCaptcha ? failure('captcha', FORM_MESSAGES.captchaRequired, fields) : failure('invalid', failedMessage, fields) };
}

