import type { Hono } from 'hono';
import type { TwinRuntime } from '../../runtime.js';
import { FORM_MESSAGES, FORM_PATHS, HONEYPOT_FIELD, fieldMessages, warrantyClaimSchema } from '../../../../wire/forms.js';
import { MAX_UPLOAD_BODY_BYTES, uploadPaths } from '../../http/hardening.js';
import { FormGuard, isHoneypotFilled } from '../guard.js';
import { captchaConfig } from '../captcha/keys.js';
import { accepted, formError } from '../answers.js';
import { fieldLines, submitForm } from '../submit.js';
import { checkPhoto, parseMultipart } from './upload.js';
import { readBodyBytes } from '../../http/body.js';
import crypto from 'node:crypto';

// No 0/O or 1/I: claim numbers are read out on the phone and typed.
const CLAIM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short claim number people can read and quote, e.g. `WC-4K7Q2M` (about a billion of them). */
export function newClaimNumber(): string {
  return `WC-${Array.from(crypto.randomBytes(6), (b) => CLAIM_ALPHABET[b % CLAIM_ALPHABET.length]).join('')}`;
}

/** The lifetime warranty claim: multipart/form-data with the claim's fields and one `photo`. */
export function mountWarrantyRoutes(app: Hono, rt: TwinRuntime): void {
  const captcha = captchaConfig(rt.db);
  const guard = new FormGuard();
  uploadPaths.add(FORM_PATHS.warranty);

  app.post(FORM_PATHS.warranty, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (contentType.split(';')[0].trim().toLowerCase() !== 'multipart/form-data') {
      return formError(c, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data');
    }
    const bytes = await readBodyBytes(c, MAX_UPLOAD_BODY_BYTES);
    if (!bytes) return formError(c, 'PAYLOAD_TOO_LARGE', FORM_MESSAGES.photoTooLarge, undefined, { Connection: 'close' });
    const form = await parseMultipart(contentType, bytes);
    if (!form) return formError(c, 'INVALID', 'Malformed multipart body');
    if (isHoneypotFilled(form.fields, HONEYPOT_FIELD)) return accepted(c, newClaimNumber());
    const photo = await checkPhoto(form.files.get('photo'));
    if (!photo.ok) {
      const parsed = warrantyClaimSchema.safeParse(form.fields);
      const fields = { ...(parsed.success ? {} : fieldMessages(parsed.error)), photo: photo.message };
      return formError(c, 'INVALID', FORM_MESSAGES.formFailed, fields);
    }
    const files = [{ field: 'photo', name: photo.name, type: photo.type, data: photo.data }];
    return submitForm(c, rt, {
      type: 'warranty',
      schema: warrantyClaimSchema,
      guard,
      captcha,
      email: (v) => v.email,
      newId: () => {
        let claim = newClaimNumber();
        while (rt.db.prepare('SELECT 1 FROM form_submissions WHERE id = ?').get(claim)) claim = newClaimNumber();
        return claim;
      },
      mails: (v, id) => ({
        subject: 'We received your warranty claim',
        sender: `Hi ${v.name},\n\nThanks for your lifetime warranty claim for ${v.product} (order ${v.orderNumber}). Your claim number is ${id}. We will reply by email.`,
        care: `Warranty claim from ${v.name} <${v.email}>\n\n${fieldLines(v)}\nphoto: ${photo.name} (${photo.type}, ${photo.data.byteLength} bytes)`,
      }),
    }, form.fields, files);
  });
}
