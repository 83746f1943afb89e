import crypto from 'node:crypto';
import type { Db } from '../../db/open.js';

/** Percentage of the newsletter welcome code (10% off the first order). */
export const WELCOME_PERCENTAGE = 10;

// No 0/O or 1/I: the code is read from a mail and typed in by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh, unguessable code such as WELCOME-7KQ2MZ9H. */
export function newWelcomeCode(): string {
  const bytes = crypto.randomBytes(8);
  return `WELCOME-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * Adds a single-use 10% welcome code for one email to every given store's `discount_codes` (an ORDER code,
 * first order only, limited to that email: another buyer's cart or checkout cannot use it). An order that
 * carries the code ends it in every store (trigger klaviyo_welcome_code_used).
 */
export function addWelcomeCode(db: Db, stores: readonly string[], email: string, brand: string, code = newWelcomeCode()): string {
  const now = new Date().toISOString();
  const insert = db.prepare(`INSERT INTO discount_codes (store, code, title, kind, percentage, entitled_tag, first_order_only, customer_email, starts_at, ends_at)
    VALUES (?, ?, ?, 'ORDER', ?, NULL, 1, ?, ?, NULL)`);
  db.transaction(() => {
    for (const store of stores) insert.run(store, code, `Newsletter welcome: ${WELCOME_PERCENTAGE}% off your first order`, WELCOME_PERCENTAGE, email, now);
    db.prepare('INSERT INTO klaviyo_welcome_codes (code, email, brand, created_at) VALUES (?, ?, ?, ?)').run(code, email, brand, now);
  })();
  return code;
}
