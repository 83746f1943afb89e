// The newsletter and back-in-stock forms: the brands' rules here (fields, account, honeypot, captcha,
// limits), then the subscription relayed to Klaviyo's server API. What Klaviyo cannot take at once is
// queued and the shopper is told it worked: the relay owns its delivery.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { FORM_MESSAGES, FORM_PATHS, HONEYPOT_FIELD, backInStockRequestSchema, newsletterRequestSchema } from '../../../wire/forms.js';
import type { Services, ServicesApp, ServicesContext } from '../part.js';
import type { KlaviyoAccount } from '../config.js';
import type { KlaviyoClient } from '../vendors/klaviyo.js';
import { countSubmission, isHoneypotFilled } from '../core/form-guard.js';
import { accepted, formError, rateLimited, readFormJson } from './answers.js';
import { verifyCaptcha } from './captcha.js';
import { captchaRefused, refusedBody } from './submit.js';
import { RELAY_QUEUE, relay, relayAccount, type RelayTask } from './relay.js';

/** What the relay does with one form: its schema, its failure message, and the task a checked body makes. */
interface RelaySpec<S extends z.ZodTypeAny> {
  form: 'newsletter' | 'back-in-stock';
  schema: S;
  failedMessage: string;
  /** The task, or the field the account refuses (a list that is not the account's). */
  task: (v: z.infer<S>, account: KlaviyoAccount, site: string | null) => RelayTask | { refusedField: string };
}

/** The site the request came from, when it is one of the brand sites. */
function siteOf(c: ServicesContext, services: Services): string | null {
  const origin = c.req.header('origin');
  return origin && services.config.siteOrigins.includes(origin) ? origin : null;
}

/** Mounts the newsletter and back-in-stock routes. */
export function relayRoutes(app: ServicesApp, services: Services, klaviyo: KlaviyoClient): void {
  const route = <S extends z.ZodTypeAny>(path: string, spec: RelaySpec<S>) =>
    app.post(path, async (c) => {
      const body = await readFormJson(c);
      if (!body.ok) return body.response;
      if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) return accepted(c, randomUUID());
      const parsed = spec.schema.safeParse(body.value);
      if (!parsed.success) return refusedBody(c, parsed.error, spec.failedMessage);
      const value = parsed.data as z.infer<S> & { companyId: string; email: string; altcha: string };
      const account = relayAccount(services, value.companyId);
      if (!account) return formError(c, 'INVALID', spec.failedMessage, { companyId: spec.failedMessage });
      const task = spec.task(value, account, siteOf(c, services));
      if ('refusedField' in task) return formError(c, 'INVALID', spec.failedMessage, { [task.refusedField]: spec.failedMessage });
      // The captcha before the limits: bogus submissions (no solved captcha) never count against the email.
      if (!(await verifyCaptcha(services, value.altcha))) return captchaRefused(c);
      const verdict = await countSubmission(services, c, spec.form, value.email);
      if (!verdict.ok) return rateLimited(c, verdict.retryAfter);
      const outcome = await relay(klaviyo, account, task);
      if (outcome.kind === 'refused') {
        c.var.log.warn({ form: spec.form, companyId: account.companyId, status: outcome.status, errors: outcome.errors }, 'Klaviyo refused a subscription');
        return formError(c, 'UPSTREAM', spec.failedMessage);
      }
      if (outcome.kind === 'later') {
        await services.jobs.send(RELAY_QUEUE, task, outcome.retryAfter ? { startAfterSeconds: outcome.retryAfter } : {});
        c.var.log.warn({ form: spec.form, companyId: account.companyId, reason: outcome.reason }, 'Klaviyo could not take a subscription now; queued');
      }
      return accepted(c, randomUUID());
    });

  route(FORM_PATHS.newsletter, {
    form: 'newsletter',
    schema: newsletterRequestSchema,
    failedMessage: FORM_MESSAGES.subscribeFailed,
    task: (v, account, site) =>
      v.listId !== account.newsletterListId
        ? { refusedField: 'listId' }
        : { kind: 'newsletter', companyId: account.companyId, email: v.email, firstName: v.firstName, interest: v.interest, listId: v.listId, site },
  });

  route(FORM_PATHS.backInStock, {
    form: 'back-in-stock',
    schema: backInStockRequestSchema,
    failedMessage: FORM_MESSAGES.outOfStockFailed,
    // The page is kept only when it is on the site the form was sent from.
    task: (v, account, site) => ({ kind: 'back-in-stock', companyId: account.companyId, email: v.email, variant: v.variant, pageUrl: pageOnSite(v.pageUrl, site) }),
  });
}

/** `pageUrl` when it is an http(s) page of `site`, else null. */
export function pageOnSite(pageUrl: string | undefined, site: string | null): string | null {
  if (!pageUrl || !site) return null;
  try {
    return new URL(pageUrl).origin === site ? pageUrl : null;
  } catch {
    return null;
  }
}
