import crypto from 'node:crypto';
import type { TwinRuntime } from '../../runtime.js';
import { sendMail } from '../../outbox/index.js';
import { brandStores, type KlaviyoAccount } from './accounts.js';
import { addWelcomeCode, WELCOME_PERCENTAGE } from './welcome-code.js';
import { continueShoppingUrl } from '../../checkout/brand-sites.js';

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
  site_origin: string | null;
}

/** An email subscription as the twin keeps it: the profile's email, and its first name and `interest` property when given. */
export interface EmailSignup {
  email: string;
  firstName: string;
  interest: string;
}

/** The greeting of a mail: with the first name when the profile has one. */
const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

/**
 * Records a pending signup and mails the double opt-in link; a confirmed profile is left as it is. `siteOrigin` is
 * the site origin the signup came from (one the twin serves), the way back to the store from the confirmation.
 */
export function subscribeNewsletter(rt: TwinRuntime, account: KlaviyoAccount, form: EmailSignup, siteOrigin: string | null = null): void {
  const db = rt.db;
  db.transaction(() => {
    const row = db.prepare('SELECT * FROM klaviyo_newsletter WHERE list_id = ? AND email = ?').get(account.newsletterListId, form.email) as NewsletterRow | undefined;
    if (row?.status === 'CONFIRMED') return;
    const token = crypto.randomBytes(24).toString('hex');
    const now = new Date().toISOString();
    db.prepare(`INSERT INTO klaviyo_newsletter (list_id, email, brand, first_name, interest, token, status, created_at, site_origin)
      VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)
      ON CONFLICT(list_id, email) DO UPDATE SET first_name = excluded.first_name, interest = excluded.interest, token = excluded.token,
        site_origin = COALESCE(excluded.site_origin, site_origin)`)
      .run(account.newsletterListId, form.email, account.brand, form.firstName, form.interest, token, now, siteOrigin);
    const link = `${rt.origin()}${CONFIRM_PATH.replace(':token', token)}`;
    sendMail(db, {
      to: form.email,
      subject: 'Please confirm your subscription',
      text: [
        greeting(form.firstName),
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
export type Confirmation = { ok: true; firstName: string; email: string; code: string; shopUrl: string | null } | { ok: false };

/** Confirms a signup once: issues the welcome code and mails it; later visits show the same code. */
export function confirmNewsletter(rt: TwinRuntime, token: string): Confirmation {
  const db = rt.db;
  return db.transaction((): Confirmation => {
    const row = db.prepare('SELECT * FROM klaviyo_newsletter WHERE token = ?').get(token) as NewsletterRow | undefined;
    if (!row) return { ok: false };
    // Back to the store: the site the signup came from, else the brand's own site.
    const shopUrl = continueShoppingUrl(db, row.brand, row.site_origin);
    if (row.status === 'CONFIRMED' && row.discount_code) return { ok: true, firstName: row.first_name, email: row.email, code: row.discount_code, shopUrl };
    const stores = brandStores(rt, row.brand).map((s) => s.name);
    const code = addWelcomeCode(db, stores, row.email, row.brand);
    db.prepare("UPDATE klaviyo_newsletter SET status = 'CONFIRMED', confirmed_at = ?, discount_code = ? WHERE token = ?").run(new Date().toISOString(), code, token);
    sendMail(db, {
      to: row.email,
      subject: `Your ${WELCOME_PERCENTAGE}% welcome code`,
      text: [
        greeting(row.first_name),
        '',
        'Thanks for confirming your subscription.',
        `Your code for ${WELCOME_PERCENTAGE}% off your first order: ${code}`,
        'Enter it in your cart, under Discount code. It works once.',
        ...(shopUrl ? ['', `Shop now: ${shopUrl}`] : []),
      ].join('\n'),
    });
    return { ok: true, firstName: row.first_name, email: row.email, code, shopUrl };
  })();
}

/** Records an SMS subscription to a list (the twin sends no SMS; the row is what Klaviyo would keep). */
export function subscribeSms(rt: TwinRuntime, account: KlaviyoAccount, phone: string): void {
  rt.db
    .prepare('INSERT INTO klaviyo_sms_subscribers (list_id, phone_number, brand, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (list_id, phone_number) DO NOTHING')
    .run(account.newsletterListId, phone, account.brand, new Date().toISOString());
}
