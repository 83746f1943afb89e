import crypto from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { TwinRuntime } from '../../runtime.js';
import { FORM_MESSAGES, FORM_PATHS, HONEYPOT_FIELD, backInStockRequestSchema, fieldMessages, newsletterRequestSchema } from '../../../../wire/forms.js';
import { FormGuard, isHoneypotFilled } from '../guard.js';
import { captchaConfig } from '../captcha/keys.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { accepted, formError, rateLimited } from '../answers.js';
import { readFormJson } from '../read-json.js';
import { accountByCompanyId } from '../klaviyo/accounts.js';

/** Klaviyo revision the relay speaks. */
export const RELAY_KLAVIYO_REVISION = '2025-04-15';

/** Klaviyo's pointers into a profile, named as the forms name their fields. */
const POINTER_FIELDS: Record<string, string> = { email: 'email', first_name: 'firstName', 'properties/interest': 'interest' };

/** What the relay does with one form: its schema, its failure message and the Klaviyo call it makes. */
interface SignupSpec<S extends z.ZodTypeAny> {
  schema: S;
  failedMessage: string;
  klaviyoPath: string;
  klaviyoBody: (v: z.infer<S>) => unknown;
}

/**
 * The forms service's newsletter and back-in-stock routes: the brands' own rules, then Klaviyo. A filled honeypot is
 * answered as accepted and nothing is sent on; the form's fields are checked with its wire schema (400 INVALID, a
 * message per field); sends are limited per address and per email (429); the ALTCHA payload is verified and spent
 * (400 CAPTCHA when missing, forged, expired or replayed). Only then is the subscription relayed to Klaviyo's client
 * endpoint in Klaviyo's documented shape; Klaviyo's 202 is answered 201 `{ ok, id }`, its refusals as INVALID (with
 * the field its pointer names) and anything else as UPSTREAM. The twin's Klaviyo is reached in process.
 */
export function mountSignupRoutes(app: Hono, rt: TwinRuntime): void {
  const captcha = captchaConfig(rt.db);

  const relay = <S extends z.ZodTypeAny>(path: string, spec: SignupSpec<S>) => {
    const guard = new FormGuard();
    app.post(path, async (c) => {
      const body = await readFormJson(c);
      if (!body.ok) return body.response;
      if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) return accepted(c, crypto.randomUUID());
      const parsed = spec.schema.safeParse(body.value);
      if (!parsed.success) {
        const fields = fieldMessages(parsed.error);
        const code = Object.keys(fields).length === 1 && fields.altcha ? 'CAPTCHA' : 'INVALID';
        return formError(c, code, code === 'CAPTCHA' ? FORM_MESSAGES.captchaRequired : spec.failedMessage, fields);
      }
      const value = parsed.data as z.infer<S> & { companyId: string; email: string; altcha: string };
      if (!accountByCompanyId(value.companyId)) return formError(c, 'INVALID', spec.failedMessage, { companyId: spec.failedMessage });
      const verdict = guard.check(c, value.email);
      if (!verdict.ok) return rateLimited(c, verdict.retryAfter);
      if (!(await verifyCaptcha(rt.db, captcha, value.altcha))) {
        return formError(c, 'CAPTCHA', FORM_MESSAGES.captchaRequired, { altcha: FORM_MESSAGES.captchaRequired });
      }
      return relayToKlaviyo(c, app, `${spec.klaviyoPath}?company_id=${encodeURIComponent(value.companyId)}`, spec.klaviyoBody(value), spec.failedMessage);
    });
  };

  relay(FORM_PATHS.newsletter, {
    schema: newsletterRequestSchema,
    failedMessage: FORM_MESSAGES.subscribeFailed,
    klaviyoPath: '/client/subscriptions/',
    klaviyoBody: (v) => ({
      data: {
        type: 'subscription',
        attributes: {
          custom_source: 'Newsletter form',
          profile: {
            data: {
              type: 'profile',
              attributes: { email: v.email, first_name: v.firstName, properties: { interest: v.interest }, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } },
            },
          },
        },
        relationships: { list: { data: { type: 'list', id: v.listId } } },
      },
    }),
  });

  relay(FORM_PATHS.backInStock, {
    schema: backInStockRequestSchema,
    failedMessage: FORM_MESSAGES.outOfStockFailed,
    klaviyoPath: '/client/back-in-stock-subscriptions/',
    klaviyoBody: (v) => ({
      data: {
        type: 'back-in-stock-subscription',
        attributes: {
          channels: ['EMAIL'],
          profile: { data: { type: 'profile', attributes: { email: v.email, ...(v.pageUrl ? { properties: { page_url: v.pageUrl } } : {}) } } },
        },
        relationships: { variant: { data: { type: 'catalog-variant', id: v.variant } } },
      },
    }),
  });
}

/** Sends one subscription to Klaviyo and answers the forms protocol's way. */
async function relayToKlaviyo(c: Context, app: Hono, path: string, body: unknown, failedMessage: string) {
  const headers: Record<string, string> = { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', revision: RELAY_KLAVIYO_REVISION };
  // The site the form was sent from: the twin's Klaviyo links its confirmation page and restock mail back to it.
  const origin = c.req.header('origin');
  if (origin) headers.origin = origin;
  let res: Response;
  let answer: unknown = null;
  try {
    res = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, c.env);
    const text = await res.text();
    answer = text ? JSON.parse(text) : null;
  } catch {
    return formError(c, 'UPSTREAM', failedMessage);
  }
  if (res.status === 202) return accepted(c, crypto.randomUUID());
  if (res.status === 429) return rateLimited(c, Number(res.headers.get('retry-after')) || 1);
  if (res.status === 400 || res.status === 404) {
    const errors = (answer as { errors?: { detail?: unknown; source?: { pointer?: unknown } }[] } | null)?.errors ?? [];
    const fields: Record<string, string> = {};
    for (const e of errors) {
      const pointer = typeof e.source?.pointer === 'string' ? e.source.pointer.replace(/^\/data\/attributes\/profile\/data\/attributes\//, '') : '';
      const field = POINTER_FIELDS[pointer];
      if (field && typeof e.detail === 'string' && !(field in fields)) fields[field] = e.detail;
    }
    return formError(c, 'INVALID', failedMessage, fields);
  }
  return formError(c, 'UPSTREAM', failedMessage);
}
