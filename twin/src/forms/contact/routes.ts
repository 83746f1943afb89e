import type { Hono } from 'hono';
import type { TwinRuntime } from '../../runtime.js';
import {
  FORM_PATHS,
  SUBMISSION_TYPES,
  articleFeedbackSchema,
  dealerContactSchema,
  generalContactSchema,
  proProgramSchema,
  type SubmissionType,
} from '../../../../wire/forms.js';
import { FormGuard } from '../guard.js';
import { captchaConfig } from '../captcha/keys.js';
import { formError } from '../answers.js';
import { readFormJson } from '../read-json.js';
import { fieldLines, submitForm, type FormSpec } from '../submit.js';
import { listSubmissions } from '../submissions.js';
import type { z } from 'zod';

/** Contact (dealer and general), article feedback and pro program routes, and the twin-only submissions list. */
export function mountContactRoutes(app: Hono, rt: TwinRuntime): void {
  const captcha = captchaConfig(rt.db);
  const json = <S extends z.ZodTypeAny>(path: string, spec: FormSpec<S>) =>
    app.post(path, async (c) => {
      const body = await readFormJson(c);
      return body.ok ? submitForm(c, rt, spec, body.value) : body.response;
    });

  json(FORM_PATHS.dealerContact, {
    type: 'dealer-contact',
    schema: dealerContactSchema,
    guard: new FormGuard(),
    captcha,
    email: (v) => v.emailAddress,
    mails: (v) => ({
      subject: 'We received your message',
      sender: `Hi ${v.firstName},\n\nThanks for contacting us about ${v.outletName}. A member of our team will reply within 1-2 business days.\n\nYour message:\n${v.message}`,
      care: `Dealer contact from ${v.firstName} ${v.lastName} <${v.emailAddress}>\n\n${fieldLines(v)}`,
    }),
  });

  json(FORM_PATHS.generalContact, {
    type: 'general-contact',
    schema: generalContactSchema,
    guard: new FormGuard(),
    captcha,
    email: (v) => v.email,
    mails: (v) => ({
      subject: 'We received your question',
      sender: `Hi ${v.name},\n\nThanks for your question. Our customer care team will reply by email or call you at ${v.phone}.\n\nYour question:\n${v.question}`,
      care: `Contact from ${v.name} <${v.email}>\n\n${fieldLines(v)}`,
    }),
  });

  json(FORM_PATHS.articleFeedback, {
    type: 'article-feedback',
    schema: articleFeedbackSchema,
    guard: new FormGuard(),
    email: () => null,
    mails: (v) => ({
      subject: 'Support article feedback',
      sender: '',
      care: `Article ${v.articleId} was${v.helpful ? '' : ' not'} helpful.${v.comment ? `\n\nComment:\n${v.comment}` : ''}`,
    }),
  });

  json(FORM_PATHS.proProgram, {
    type: 'pro-program',
    schema: proProgramSchema,
    guard: new FormGuard(),
    captcha,
    email: (v) => v.email,
    mails: (v) => ({
      subject: 'We received your pro program application',
      sender: `Hi ${v.firstName},\n\nThanks for applying to our pro program. We review every application and will reply by email.`,
      care: `Pro program application from ${v.firstName} ${v.lastName} <${v.email}>\n\n${fieldLines(v)}`,
    }),
  });

  // Twin-only: what the forms stored, for tests and local checks (not part of any hosted service); needs the admin key.
  app.get(FORM_PATHS.submissions, (c) => {
    const type = c.req.query('type');
    if (type !== undefined && !(SUBMISSION_TYPES as readonly string[]).includes(type)) {
      return formError(c, 'INVALID', `type must be one of ${SUBMISSION_TYPES.join(', ')}`);
    }
    c.header('cache-control', 'no-store');
    return c.json({ submissions: listSubmissions(rt.db, type as SubmissionType | undefined) });
  });
}
