// The lifetime warranty claim: multipart/form-data with the claim's fields and one photo (checked by its
// bytes, at most 5 MB), stored with the photo in the database under a claim number people can read.
import { randomBytes } from 'node:crypto';
import { FORM_MESSAGES, FORM_PATHS, HONEYPOT_FIELD, MAX_PHOTO_BYTES, fieldMessages, warrantyClaimSchema } from '../../../wire/forms.js';
import type { Services, ServicesApp } from '../part.js';
import { readBytes } from '../http/answers.js';
import { isHoneypotFilled } from '../core/form-guard.js';
import { accepted, formError } from './answers.js';
import { fieldLines, submitForm } from './submit.js';
import { checkPhoto, parseMultipart } from './upload.js';

/** Largest claim body: the photo and the claim's fields. */
export const MAX_CLAIM_BYTES = MAX_PHOTO_BYTES + 1024 * 1024;

// No 0/O or 1/I: claim numbers are read out on the phone and typed.
const CLAIM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short claim number people can read and quote, e.g. `WC-4K7Q2M` (about a billion of them). */
export function newClaimNumber(): string {
  return `WC-${Array.from(randomBytes(6), (b) => CLAIM_ALPHABET[b % CLAIM_ALPHABET.length]).join('')}`;
}

/** Mounts the warranty claim route. */
export function warrantyRoutes(app: ServicesApp, services: Services): void {
  app.post(FORM_PATHS.warranty, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    const [mediaType = ''] = contentType.split(';');
    if (mediaType.trim().toLowerCase() !== 'multipart/form-data') {
      return formError(c, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data');
    }
    const bytes = await readBytes(c, MAX_CLAIM_BYTES);
    if (!bytes) return formError(c, 'PAYLOAD_TOO_LARGE', FORM_MESSAGES.photoTooLarge, undefined, { Connection: 'close' });
    const form = await parseMultipart(contentType, bytes);
    if (!form) return formError(c, 'INVALID', 'Malformed multipart body');
    if (isHoneypotFilled(form.fields, HONEYPOT_FIELD)) return accepted(c, newClaimNumber());
    const photo = await checkPhoto(form.files.get('photo'));
    if (!photo.ok) {
      const parsed = warrantyClaimSchema.safeParse(form.fields);
      return formError(c, 'INVALID', FORM_MESSAGES.formFailed, { ...(parsed.success ? {} : fieldMessages(parsed.error)), photo: photo.message });
    }
    const files = [{ field: 'photo', name: photo.name, type: photo.type, data: photo.data }];
    return submitForm(
      c,
      services,
      {
        type: 'warranty',
        schema: warrantyClaimSchema,
        captcha: true,
        email: (v) => v.email,
        newId: newClaimNumber,
        mails: (v, id) => ({
          subject: 'We received your warranty claim',
          sender: `Hi ${v.name},\n\nThanks for your lifetime warranty claim for ${v.product} (order ${v.orderNumber}). Your claim number is ${id}. We will reply by email.`,
          care: `Warranty claim from ${v.name} <${v.email}>\n\n${fieldLines(v)}\nphoto: ${photo.name} (${photo.type}, ${photo.data.byteLength} bytes)`,
        }),
      },
      form.fields,
      files,
    );
  });
}
