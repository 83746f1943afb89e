// Newsletter and back-in-stock through Klaviyo's client API (JSON:API bodies, revision header, 202 when accepted).
import { FORM_MESSAGES, HONEYPOT_FIELD, altchaSchema, backInStockFormSchema, newsletterFormSchema, type NewsletterForm } from '../../../wire/forms';
import { z } from 'zod';
import { callDoor } from '../http/door';
import { KLAVIYO_REVISION, type FormsConfig } from './config';
import { failure, validate, type FormResult } from './result';

/** Newsletter values as the form holds them: the fields, the captcha payload and the honeypot. */
export type NewsletterValues = NewsletterForm & { altcha: string; [HONEYPOT_FIELD]?: string };
/** Out-of-stock form values. */
export type BackInStockValues = { email: string; altcha: string; [HONEYPOT_FIELD]?: string };

const newsletterValuesSchema = newsletterFormSchema.extend({ altcha: altchaSchema });

// Klaviyo names profile fields its own way; the forms use the wire names.
const POINTER_FIELDS: Record<string, string> = { first_name: 'firstName', email: 'email', 'properties/interest': 'interest', 'properties/altcha': 'altcha' };

const klaviyoErrorsSchema = z.object({
  errors: z.array(z.object({ code: z.string().optional(), detail: z.string().optional(), source: z.object({ pointer: z.string().optional() }).optional() })),
});

/** A Shopify variant as Klaviyo's catalog names it; takes a numeric id or a ProductVariant gid. */
export function klaviyoVariantId(variant: string | number): string {
  const id = String(variant).replace(/^gid:\/\/shopify\/ProductVariant\//, '');
  return `$shopify:::$default:::${id}`;
}

async function post(config: FormsConfig, path: string, body: unknown, failedMessage: string): Promise<FormResult> {
  const reply = await callDoor(
    { baseUrl: config.klaviyoUrl, fetch: config.fetch },
    {
      method: 'POST',
      path,
      query: { company_id: config.klaviyoCompanyId },
      headers: { accept: 'application/vnd.api+json', revision: config.klaviyoRevision ?? KLAVIYO_REVISION },
      body,
      // Klaviyo accepts with an empty 202.
      schema: null,
    },
  );
  if (reply.ok) return { ok: true };
  const { status, body: answer, retryAfter } = reply.failure;
  if (status === 429) return failure('rate-limited', failedMessage, {}, retryAfter);
  const parsed = klaviyoErrorsSchema.safeParse(answer);
  if (status !== 400 || !parsed.success) return failure('failed', failedMessage);
  if (parsed.data.errors.some((e) => e.code === 'captcha')) return failure('captcha', FORM_MESSAGES.captchaRequired, { altcha: FORM_MESSAGES.captchaRequired });
  const fields: Record<string, string> = {};
  for (const e of parsed.data.errors) {
    const pointer = e.source?.pointer?.replace(/^\/data\/attributes\/profile\/data\/attributes\//, '') ?? '';
    const field = POINTER_FIELDS[pointer];
    if (field && e.detail && !(field in fields)) fields[field] = e.detail;
  }
  return failure(Object.keys(fields).length ? 'invalid' : 'failed', failedMessage, fields);
}

/** Subscribes to the brand's newsletter (double opt-in: Klaviyo mails a confirmation link). */
export async function subscribeNewsletter(config: FormsConfig, values: NewsletterValues): Promise<FormResult> {
  const checked = validate(newsletterValuesSchema, values, FORM_MESSAGES.subscribeFailed);
  if (!checked.ok) return checked.result;
  const { firstName, email, interest, altcha } = checked.data;
  // Klaviyo ignores unknown profile properties; the twin reads the captcha and honeypot from them.
  const properties: Record<string, string> = { interest, altcha };
  if (values[HONEYPOT_FIELD]) properties[HONEYPOT_FIELD] = values[HONEYPOT_FIELD];
  return post(
    config,
    '/client/subscriptions/',
    {
      data: {
        type: 'subscription',
        attributes: { profile: { data: { type: 'profile', attributes: { email, first_name: firstName, properties } } } },
        relationships: { list: { data: { type: 'list', id: config.klaviyoListId } } },
      },
    },
    FORM_MESSAGES.subscribeFailed,
  );
}

/**
 * Asks for one mail when an out-of-stock variant is back. `pageUrl` is the product page the form is on (absolute,
 * without query or fragment): the mail links back to it, on the subscriber's site and market.
 */
export async function subscribeBackInStock(config: FormsConfig, variant: string | number, values: BackInStockValues, pageUrl?: string): Promise<FormResult> {
  const checked = validate(backInStockFormSchema, values, FORM_MESSAGES.outOfStockFailed);
  if (!checked.ok) return checked.result;
  const properties: Record<string, string> = { altcha: checked.data.altcha };
  if (pageUrl) properties.page_url = pageUrl;
  if (values[HONEYPOT_FIELD]) properties[HONEYPOT_FIELD] = values[HONEYPOT_FIELD];
  return post(
    config,
    '/client/back-in-stock-subscriptions/',
    {
      data: {
        type: 'back-in-stock-subscription',
        attributes: { channels: ['EMAIL'], profile: { data: { type: 'profile', attributes: { email: checked.data.email, properties } } } },
        relationships: { variant: { data: { type: 'catalog-variant', id: klaviyoVariantId(variant) } } },
      },
    },
    FORM_MESSAGES.outOfStockFailed,
  );
}
