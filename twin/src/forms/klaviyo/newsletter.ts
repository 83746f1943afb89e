import crypto from 'node:crypto';
import type { TwinRuntime } from '../../runtime.js';
import { sendMail } from '../../outbox/index.js';
import type { NewsletterForm } from '../../../../wire/forms.js';
import { brandStores, type KlaviyoAccount } from './accounts.js';
import { addWelcomeCode, WELCOME_PERCENTAGE } from './welcome-code.js';

/** Path of the twin's double opt-in confirmation page (Klaviyo hosts its own in production). */
export const CONFIRM_PATH = '/klaviyo/confirm/:token';

interface NewsletterRow {
  list_id: string;
  email: string;
  brand: string;
  first_name: string;
  interest: string;
  token: string;
  status: 'PENDING' | 'CONFIRMED';
  discount_code: string | null;
}

/** Records a pending signup and mails the double opt-in link; a confirmed profile is left as it is. */
export function subscribeNewsletter(rt: TwinRuntime, account: KlaviyoAccount, form: NewsletterForm): void {
  const db = rt.db;
  db.transaction(() => {
    const row = db.prepare('SELECT * FROM klaviyo_newsletter WHERE list_id = ? AND email = ?').get(account.newsletterListId, form.email) as NewsletterRow | undefined;
    if (row?.status === 'CONFIRMED') return;
    const token = crypto.randomBytes(24).toString('hex');
    const now = new Date().toISOString();
    db.prepare(`INSERT INTO klaviyo_newsletter (list_id, email, brand, first_name, interest, token, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?)
      ON CONFLICT(list_id, email) DO UPDATE SET first_name = excluded.first_name, interest = excluded.interest, token = excluded.token`)
      .run(account.newsletterListId, form.email, account.brand, form.firstName, form.interest, token, now);
    const link = `${rt.origin()}${CONFIRM_PATH.replace(':token', token)}`;
    sendMail(db, {
      to: form.email,
      subject: 'Please confirm your subscription',
      text: [
        `Hi ${form.firstName},`,
        '',
        'Please confirm your subscription to our newsletter by opening this link:',
        link,
        '',
        `Once confirmed, we will send you a code for ${WELCOME_PERCENTAGE}% off your first order.`,
        'If you did not sign up, ignore this mail.',
      ].join('\n'),
    });
  })();
}

/** Outcome of opening a confirmation link. */
export type Confirmation = { ok: true; firstName: string; email: string; code: string } | { ok: false };

/** Confirms a signup once: issues the welcome code and mails it; later visits show the same code. */
export function confirmNewsletter(rt: TwinRuntime, token: string): Confirmation {
  const db = rt.db;
  return db.transaction((): Confirmation => {
    const row = db.prepare('SELECT * FROM klaviyo_newsletter WHERE token = ?').get(token) as NewsletterRow | undefined;
    if (!row) return { ok: false };
    if (row.status === 'CONFIRMED' && row.discount_code) return { ok: true, firstName: row.first_name, email: row.email, code: row.discount_code };
    const stores = brandStores(rt, row.brand).map((s) => s.name);
    const code = addWelcomeCode(db, stores, row.email, row.brand);
    db.prepare("UPDATE klaviyo_newsletter SET status = 'CONFIRMED', confirmed_at = ?, discount_code = ? WHERE token = ?").run(new Date().toISOString(), code, token);
    sendMail(db, {
      to: row.email,
      subject: `Your ${WELCOME_PERCENTAGE}% welcome code`,
      text: [
        `Hi ${row.first_name},`,
        '',
        'Thanks for confirming your subscription.',
        `Your code for ${WELCOME_PERCENTAGE}% off your first order: ${code}`,
        'Enter it at checkout. It works once.',
      ].join('\n'),
    });
    return { ok: true, firstName: row.first_name, email: row.email, code };
  })();
}
