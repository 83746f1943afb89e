import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { GiftCard } from '../../../wire/services.js';
import { sendMail } from '../outbox/index.js';
import { REFERRAL_REWARD } from './regions.js';

/** An enrolled referrer. */
export interface Enrolment {
  code: string;
  email: string;
  /** Only for a business's referral; friends referring friends give none (stored as ''). */
  company: string | null;
  zip: string;
  mobilePhone: string;
  country: 'US' | 'CA';
}

/** Tables of referrers and the gift cards they earned (one per installed appointment). */
export function createReferralTables(db: Database): void {
  db.exec(`
    CREATE TABLE referral_enrolments (
      code TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      company TEXT NOT NULL,
      zip TEXT NOT NULL,
      mobile_phone TEXT NOT NULL,
      country TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE referral_gift_cards (
      code TEXT PRIMARY KEY,
      appointment_id TEXT NOT NULL UNIQUE,
      referral_code TEXT NOT NULL REFERENCES referral_enrolments(code),
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
}

// No 0/O or 1/I: codes are read aloud and typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) => Array.from(crypto.randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** Enrols a referrer, or answers the existing enrolment of that email (its code does not change). */
export function enrol(db: Database, input: Omit<Enrolment, 'code'>): { enrolment: Enrolment; created: boolean } {
  return db.transaction(() => {
    const existing = findEnrolment(db, { email: input.email });
    if (existing) return { enrolment: existing, created: false };
    let code = `YW-${randomCode(6)}`;
    while (findEnrolment(db, { code })) code = `YW-${randomCode(6)}`;
    db.prepare('INSERT INTO referral_enrolments (code, email, company, zip, mobile_phone, country, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      code, input.email, input.company ?? '', input.zip, input.mobilePhone, input.country, new Date().toISOString(),
    );
    return { enrolment: { code, ...input }, created: true };
  })();
}

/** An enrolment by referral code or email. */
export function findEnrolment(db: Database, by: { code: string } | { email: string }): Enrolment | undefined {
  const row = ('code' in by
    ? db.prepare('SELECT * FROM referral_enrolments WHERE code = ?').get(by.code.toUpperCase())
    : db.prepare('SELECT * FROM referral_enrolments WHERE email = ?').get(by.email)) as Record<string, string> | undefined;
  return row && { code: row.code, email: row.email, company: row.company || null, zip: row.zip, mobilePhone: row.mobile_phone, country: row.country as 'US' | 'CA' };
}

/**
 * Issues the referrer's gift card for an installed appointment booked with their code and mails it;
 * a second call for the same appointment answers the card already issued and sends nothing.
 */
export function rewardReferrer(db: Database, appointmentId: string, referralCode: string): GiftCard | null {
  const enrolment = findEnrolment(db, { code: referralCode });
  if (!enrolment) return null;
  const issued = db.prepare('SELECT code, amount, currency FROM referral_gift_cards WHERE appointment_id = ?').get(appointmentId) as
    | { code: string; amount: string; currency: 'USD' | 'CAD' }
    | undefined;
  if (issued) return { code: issued.code, amount: { amount: issued.amount, currencyCode: issued.currency } };
  const reward = REFERRAL_REWARD[enrolment.country];
  const code = [0, 1, 2, 3].map(() => randomCode(4)).join('-');
  db.prepare('INSERT INTO referral_gift_cards (code, appointment_id, referral_code, amount, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    code, appointmentId, enrolment.code, reward.amount, reward.currencyCode, new Date().toISOString(),
  );
  sendMail(db, {
    to: enrolment.email,
    subject: 'Your Yardwise referral gift card',
    text: `Thank you for referring a friend to Yardwise. Their system is installed, so here is your gift card.\n\nGift card code: ${code}\nAmount: ${reward.amount} ${reward.currencyCode}\nReferral code: ${enrolment.code}\n`,
  });
  return { code, amount: { ...reward } };
}
