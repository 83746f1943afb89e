// Contact, article feedback, pro program and warranty submissions to the forms service (our protocol, wire/forms).
import {
  FORM_MESSAGES,
  FORM_PATHS,
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
  articleFeedbackSchema,
  dealerContactSchema,
  formAcceptedSchema,
  formErrorBodySchema,
  generalContactSchema,
  proProgramSchema,
  warrantyClaimSchema,
} from '../../../wire/forms';
import type { z } from 'zod';
import { callDoor } from '../http/door';
import { joinUrl, type FormsConfig } from './config';
import { ok } from '../result';
import { failure, validate, type FormResult } from './result';

/** Values of a form as the site holds them: the wire fields without the brand, which the door adds. */
export type FormValues<S extends z.ZodTypeAny> = Omit<z.input<S>, 'brand'>;

/** Posts a submission (JSON, or multipart for a FormData) through the one door and turns the answer into a result. */
async function send(config: FormsConfig, path: string, body: unknown, failedMessage: string): Promise<FormResult> {
  const reply = await callDoor({ baseUrl: config.formsUrl, fetch: config.fetch }, { method: 'POST', path, body, schema: formAcceptedSchema });
  if (reply.ok) return ok({ id: reply.value.id });
  const { code, status, body: answer, retryAfter } = reply.failure;
  if (status === 429) return failure('rate-limited', failedMessage, {}, retryAfter);
  if (code !== 'HTTP') return failure('failed', failedMessage);
  const err = formErrorBodySchema.safeParse(answer);
  const fields = err.success ? (err.data.error.fields ?? {}) : {};
  if (err.success && err.data.error.code === 'CAPTCHA') return failure('captcha', FORM_MESSAGES.captchaRequired, fields);
  if (err.success && err.data.error.code === 'INVALID' && Object.keys(fields).length) return failure('invalid', failedMessage, fields);
  return failure('failed', failedMessage);
}

/** Validates with the form's schema, then posts JSON; the brand comes from the config. */
async function postForm<S extends z.ZodTypeAny>(config: FormsConfig, path: string, schema: S, values: FormValues<S>): Promise<FormResult> {
  const checked = validate(schema, { ...values, brand: config.brand }, FORM_MESSAGES.formFailed);
  if (!checked.ok) return checked.result;
  // The honeypot travels as typed so the service can drop what a bot filled in.
  const body = { ...checked.data, website: (values as { website?: string }).website ?? '' };
  return send(config, path, body, FORM_MESSAGES.formFailed);
}

/** The dealer or outlet contact form. */
export const sendDealerContact = (config: FormsConfig, values: FormValues<typeof dealerContactSchema>) =>
  postForm(config, FORM_PATHS.dealerContact, dealerContactSchema, values);

/** The general contact form (its captcha is the not-a-robot check). */
export const sendGeneralContact = (config: FormsConfig, values: FormValues<typeof generalContactSchema>) =>
  postForm(config, FORM_PATHS.generalContact, generalContactSchema, values);

/** Was this support article helpful? */
export const sendArticleFeedback = (config: FormsConfig, values: FormValues<typeof articleFeedbackSchema>) =>
  postForm(config, FORM_PATHS.articleFeedback, articleFeedbackSchema, values);

/** The pro program application. */
export const applyProProgram = (config: FormsConfig, values: FormValues<typeof proProgramSchema>) =>
  postForm(config, FORM_PATHS.proProgram, proProgramSchema, values);

/** Checks a chosen photo before upload (type by its declared type, size); the service checks its bytes again. */
export function photoProblem(photo: Blob | null | undefined): string | null {
  if (!photo || photo.size === 0) return FORM_MESSAGES.photoRequired;
  if (photo.size > MAX_PHOTO_BYTES) return FORM_MESSAGES.photoTooLarge;
  if (photo.type && !(PHOTO_TYPES as readonly string[]).includes(photo.type)) return FORM_MESSAGES.photoType;
  return null;
}

/** The lifetime warranty claim, sent as multipart/form-data with its photo. */
export async function claimWarranty(config: FormsConfig, values: FormValues<typeof warrantyClaimSchema>, photo: Blob | null, photoName = 'photo'): Promise<FormResult> {
  const checked = validate(warrantyClaimSchema, { ...values, brand: config.brand }, FORM_MESSAGES.formFailed);
  const problem = photoProblem(photo);
  if (!checked.ok && !problem) return checked.result;
  if (!checked.ok || problem) {
    const fields = { ...(checked.ok || checked.result.ok ? {} : checked.result.failure.fields), ...(problem ? { photo: problem } : {}) };
    return failure('invalid', FORM_MESSAGES.formFailed, fields);
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(checked.data)) if (value !== undefined) form.set(key, String(value));
  form.set('website', (values as { website?: string }).website ?? '');
  form.set('photo', photo as Blob, photoName);
  return send(config, FORM_PATHS.warranty, form, FORM_MESSAGES.formFailed);
}

/** The URL the ALTCHA widget fetches its challenge from (its `challengeurl`). */
export function captchaChallengeUrl(config: FormsConfig): string {
  return joinUrl(config.formsUrl, FORM_PATHS.captchaChallenge);
}
