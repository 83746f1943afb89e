// The stored JSON forms (dealer and general contact, article feedback, pro program) and the operators'
// listing of what the forms stored, with a stored file's bytes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  FORM_PATHS,
  SUBMISSION_TYPES,
  articleFeedbackSchema,
  dealerContactSchema,
  generalContactSchema,
  proProgramSchema,
  type SubmissionType,
} from '../../../wire/forms.js';
import type { Services, ServicesApp, ServicesContext } from '../part.js';
import { errorAnswer } from '../http/answers.js';
import { formError, readFormJson } from './answers.js';
import { fieldLines, submitForm, type FormSpec } from './submit.js';
import { listSubmissions, readSubmittedFile } from './submissions.js';

// Digests of equal length let timingSafeEqual compare keys of any length.
const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Whether the request carries the services' admin key (operators' routes), compared in constant time. */
export function isOperator(c: ServicesContext, services: Services): boolean {
  const given = c.req.header('x-services-admin-key');
  return given !== undefined && timingSafeEqual(digest(given), digest(services.config.adminKey));
}

/** Mounts the contact forms, article feedback, pro program and the operators' submissions listing. */
export function contactRoutes(app: ServicesApp, services: Services): void {
  const json = <S extends z.ZodTypeAny>(path: string, spec: FormSpec<S>) =>
    app.post(path, async (c) => {
      const body = await readFormJson(c);
      return body.ok ? submitForm(c, services, spec, body.value) : body.response;
    });

  json(FORM_PATHS.dealerContact, {
    type: 'dealer-contact',
    schema: dealerContactSchema,
    captcha: true,
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
    captcha: true,
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
    captcha: false,
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
    captcha: true,
    email: (v) => v.email,
    mails: (v) => ({
      subject: 'We received your pro program application',
      sender: `Hi ${v.firstName},\n\nThanks for applying to our pro program. We review every application and will reply by email.`,
      care: `Pro program application from ${v.firstName} ${v.lastName} <${v.email}>\n\n${fieldLines(v)}`,
    }),
  });

  // Operators: what the forms stored (X-Services-Admin-Key), optionally of one type.
  app.get(FORM_PATHS.submissions, async (c) => {
    if (!isOperator(c, services)) return errorAnswer(c, 403, 'FORBIDDEN', 'The admin key is required');
    const type = c.req.query('type');
    if (type !== undefined && !(SUBMISSION_TYPES as readonly string[]).includes(type)) {
      return formError(c, 'INVALID', `type must be one of ${SUBMISSION_TYPES.join(', ')}`);
    }
    c.header('cache-control', 'no-store');
    return c.json({ submissions: await listSubmissions(services.db, type as SubmissionType | undefined) });
  });

  // Operators: a stored file (a warranty photo) by its submission and field, from any instance.
  app.get(`${FORM_PATHS.submissions}/:id/files/:field`, async (c) => {
    if (!isOperator(c, services)) return errorAnswer(c, 403, 'FORBIDDEN', 'The admin key is required');
    const file = await readSubmittedFile(services.db, c.req.param('id'), c.req.param('field'));
    if (!file) return errorAnswer(c, 404, 'NOT_FOUND', 'Not found');
    return c.body(Buffer.from(file.data), 200, {
      'content-type': file.type,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
