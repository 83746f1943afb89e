// Referrers and their rewards: an enrolment gives a code (one per email); an installed consultation
// booked with a code earns its referrer one gift card, mailed by the referral-reward job.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GiftCard } from '../../../wire/services.js';
import type { Database } from '../db/schema.js';
import type { Services } from '../part.js';
import { REFERRAL_REWARD } from './regions.js';

/** The queue that mails a referrer their gift card. */
export const REWARD_QUEUE = 'referral-reward';

/** An enrolled referrer. */
export interface Enrolment {
  code: string;
  email: string;
  /** Only for a business's referral; friends referring friends give none. */
  company: string | null;
  zip: string;
  mobilePhone: string;
  country: 'US' | 'CA';
}

// No 0/O or 1/I: codes are read aloud and typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) => Array.from(crypto.randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

const columns = ['code', 'email', 'company', 'zip', 'mobile_phone', 'country'] as const;
const toEnrolment = (r: { code: string; email: string; company: string | null; zip: string; mobile_phone: string; country: 'US' | 'CA' }): Enrolment => ({
  code: r.code,
  email: r.email,
  company: r.company,
  zip: r.zip,
  mobilePhone: r.mobile_phone,
  country: r.country,
});

/** An enrolment by referral code (any case) or email (any case). */
export async function findEnrolment(db: Kysely<Database>, by: { code: string } | { email: string }): Promise<Enrolment | undefined> {
  const query = db.selectFrom('referral_enrolments').select(columns);
  const row =
    'code' in by
      ? await query.where('code', '=', by.code.toUpperCase()).executeTakeFirst()
      : await query.where((eb) => eb(eb.fn<string>('lower', ['email']), '=', by.email.toLowerCase())).executeTakeFirst();
  return row && toEnrolment(row);
}

/**
 * Enrols a referrer, or answers the existing enrolment of that email (its code does not change). Two
 * instances enrolling one email at once: the unique email index lets one insert win.
 */
export async function enrol(services: Services, input: Omit<Enrolment, 'code'>): Promise<{ enrolment: Enrolment; created: boolean }> {
  const createdAt = await services.now();
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await services.db
      .insertInto('referral_enrolments')
      .values({ code: `YW-${randomCode(6)}`, email: input.email, company: input.company, zip: input.zip, mobile_phone: input.mobilePhone, country: input.country, created_at: createdAt })
      .onConflict((oc) => oc.doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (inserted) return { enrolment: toEnrolment(inserted), created: true };
    const existing = await findEnrolment(services.db, { email: input.email });
    if (existing) return { enrolment: existing, created: false };
    // The code was taken: draw another.
  }
  throw new Error('no free referral code');
}

/**
 * Issues the referrer's gift card for an installed appointment booked with their code: the card is
 * recorded at once (one per appointment, whoever asks twice) and the referral-reward job mails it.
 * Answers the card, the same on every call for that appointment; null when the code has no referrer.
 */
export async function rewardReferrer(services: Services, appointmentId: string, referralCode: string): Promise<GiftCard | null> {
  const enrolment = await findEnrolment(services.db, { code: referralCode });
  if (!enrolment) return null;
  const reward = REFERRAL_REWARD[enrolment.country];
  await services.db
    .insertInto('referral_gift_cards')
    .values({
      code: [0, 1, 2, 3].map(() => randomCode(4)).join('-'),
      appointment_id: appointmentId,
      referral_code: enrolment.code,
      amount: reward.amount,
      currency: reward.currencyCode,
      created_at: await services.now(),
    })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .execute();
  const card = await services.db
    .selectFrom('referral_gift_cards')
    .select(['code', 'amount', 'currency', 'mailed_at'])
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  // Until it is mailed, asking again enqueues again; the key keeps one job per card pending.
  if (!card.mailed_at) await services.jobs.send(REWARD_QUEUE, { giftCard: card.code }, { key: `gift-card:${card.code}` });
  return { code: card.code, amount: { amount: card.amount, currencyCode: card.currency } };
}

/** The referral-reward job: mails a gift card to its referrer once. */
export async function mailGiftCard(services: Services, giftCardCode: string): Promise<void> {
  const card = await services.db
    .selectFrom('referral_gift_cards')
    .innerJoin('referral_enrolments', 'referral_enrolments.code', 'referral_gift_cards.referral_code')
    .select(['referral_gift_cards.code', 'referral_gift_cards.amount', 'referral_gift_cards.currency', 'referral_gift_cards.mailed_at', 'referral_enrolments.email', 'referral_enrolments.code as referralCode'])
    .where('referral_gift_cards.code', '=', giftCardCode)
    .executeTakeFirst();
  if (!card || card.mailed_at) return;
  await services.mail.send({
    to: card.email,
    subject: 'Your Yardwise referral gift card',
    text: `Thank you for referring a friend to Yardwise. Their system is installed, so here is your gift card.\n\nGift card code: ${card.code}\nAmount: ${card.amount} ${card.currency}\nReferral code: ${card.referralCode}\n`,
  });
  await services.db.updateTable('referral_gift_cards').set({ mailed_at: await services.now() }).where('code', '=', card.code).execute();
}
