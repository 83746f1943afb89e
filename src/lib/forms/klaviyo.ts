// Newsletter and back-in-stock: checked here with the forms' schemas, then sent to our forms service, which verifies
// the captcha, drops what the honeypot caught and relays the subscription to Klaviyo's server API.
import { FORM_MESSAGES, FORM_PATHS, HONEYPOT_FIELD, altchaSchema, backInStockFormSchema, formAcceptedSchema, formErrorBodySchema, newsletterFormSchema, type NewsletterForm } from '../../../wire/forms';
import { callDoor } from '../http/door';
import type { FormsConfig } from './config';
import { ok } from '../result';
import { failure, validate, type FormResult } from './result';

/** Newsletter values as the form holds them: the fields, the captcha payload and the honeypot. */
export type NewsletterValues = NewsletterForm & { altcha: string; [HONEYPOT_FIELD]?: string };
/** Out-of-stock form values. */
export type BackInStockValues = { email: string; altcha: string; [HONEYPOT_FIELD]?: string };

const newsletterValuesSchema = newsletterFormSchema.extend({ altcha: altchaSchema });

/** A Shopify variant as Klaviyo's catalog names it; takes a numeric id or a ProductVariant gid. */
export function klaviyoVariantId(variant: string | number): string {
  const id = String(variant).replace(/^gid:\/\/shopify\/ProductVariant\//, '');
  return `$shopify:::$default:::${id}`;
}

async function post(config: FormsConfig, path: string, body: unknown, failedMessage: string): Promise<FormResult> {
  const reply = await callDoor({ baseUrl: config.formsUrl, fetch: config.fetch }, { method: 'POST', path, body, schema: formAcceptedSchema });
  if (reply.ok) return ok({});
  const { code, status, body: answer, retryAfter } = reply.failure;
  if (status === 429) return failure('rate-limited', failedMessage, {}, retryAfter);
  if (code !== 'HTTP') return failure('failed', failedMessage);
  const err = formErrorBodySchema.safeParse(answer);
  const fields = err.success ? (err.data.error.fields ?? {}) : {};
  if (err.success && err.data.error.code === 'CAPTCHA') return failure('captcha', FORM_MESSAGES.captchaRequired, { altcha: FORM_MESSAGES.captchaRequired });
  const known = Object.fromEntries(Object.entries(fields).filter(([field]) => ['firstName', 'email', 'interest', 'altcha'].includes(field)));
  return failure(err.success && err.data.error.code === 'INVALID' && Object.keys(known).length ? 'invalid' : 'failed', failedMessage, known);
}

/** Subscribes to the brand's newsletter (double opt-in: Klaviyo mails a confirmation link). */
export async function subscribeNewsletter(config: FormsConfig, values: NewsletterValues): Promise<FormResult> {
  const checked = validate(newsletterValuesSchema, values, FORM_MESSAGES.subscribeFailed);
  if (!checked.ok) return checked.result;
  const { firstName, email, interest, altcha } = checked.data;
  // The honeypot travels as typed so the service can drop what a bot filled in.
  const body = { firstName, email, interest, altcha, companyId: config.klaviyoCompanyId, listId: config.klaviyoListId, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '' };
  return post(config, FORM_PATHS.newsletter, body, FORM_MESSAGES.subscribeFailed);
}

/**
 * Asks for one mail when an out-of-stock variant is back. `pageUrl` is the product page the form is on (absolute,
 * without query or fragment): the mail links back to it, on the subscriber's site and market.
 */
export async function subscribeBackInStock(config: FormsConfig, variant: string | number, values: BackInStockValues, pageUrl?: string): Promise<FormResult> {
  const checked = validate(backInStockFormSchema, values, FORM_MESSAGES.outOfStockFailed);
  if (!checked.ok) return checked.result;
  const body = {
    email: checked.data.email,
    altcha: checked.data.altcha,
    companyId: config.klaviyoCompanyId,
    variant: klaviyoVariantId(variant),
    ...(pageUrl ? { pageUrl } : {}),
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '',
  };
  return post(config, FORM_PATHS.backInStock, body, FORM_MESSAGES.outOfStockFailed);
}
