// Referrers and their rewards: an enrolment gives a code (one per email); an installed consultation
// booked with a code earns its referrer one gift card, which the referral-reward job issues in the
// brand's store (Admin API giftCardCreate) and then mails.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GiftCard } from '../../../wire/services.js';
import type { Database } from '../db/schema.js';
import type { Services } from '../part.js';
import { REFERRAL_REWARD } from './regions.js';

/** The queue that issues a referrer's gift card in the store and mails it. */
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
 * recorded at once (one per appointment, whoever asks twice) and the referral-reward job issues it in
 * the store and mails it.
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

/** The brand whose stores issue the referral program's cards. */
export const REFERRAL_BRAND = 'yardwise';

const GIFT_CARD_CREATE = `mutation ReferralGiftCard($input: GiftCardCreateInput!) {
  giftCardCreate(input: $input) {
    giftCard { id lastCharacters }
    userErrors { field message code }
  }
}`;

type GiftCardCreateAnswer = {
  giftCardCreate: {
    giftCard: { id: string; lastCharacters: string } | null;
    userErrors: { field?: string[] | null; message: string; code?: string | null }[];
  } | null;
};

/** The store of the referral brand that sells in `currency`; throws when the services have none. */
function rewardStore(services: Services, currency: string): string {
  const store = [...services.stores.values()].find((s) => s.brand === REFERRAL_BRAND && s.currency === currency);
  if (!store) throw new Error(`no ${REFERRAL_BRAND} store sells in ${currency}`);
  return store.name;
}

/**
 * Issues a reward's card in the brand's store of its currency (Admin API giftCardCreate with the card's
 * own code, so what is mailed is what the store takes) and records the store's id and last characters.
 * Throws while the store cannot be reached, so the job is retried. The code is the idempotency key: the
 * store keeps one card per code, so a retry after an answer that was lost, or two tries at once, is
 * answered TAKEN, and the card the earlier try issued is recorded as issued (a drawn code of 16 characters
 * from 32 is no other card's).
 */
async function issueInStore(services: Services, card: { code: string; amount: string; currency: string; referralCode: string }): Promise<void> {
  const store = rewardStore(services, card.currency);
  const code = card.code.replace(/-/g, '');
  const answer = await services.shopify.graphql<GiftCardCreateAnswer>(store, GIFT_CARD_CREATE, {
    input: { initialValue: card.amount, code, note: `Referral reward (referral code ${card.referralCode})` },
  });
  const made = answer.giftCardCreate;
  if (!made) throw new Error('giftCardCreate answered nothing');
  const taken = made.userErrors.length > 0 && made.userErrors.every((e) => e.code === 'TAKEN');
  if (!made.giftCard && !taken) throw new Error(`giftCardCreate refused the card: ${made.userErrors.map((e) => e.message).join('; ')}`);
  await services.db
    .updateTable('referral_gift_cards')
    .set({ store, store_gift_card_id: made.giftCard?.id ?? null, last_characters: made.giftCard?.lastCharacters ?? code.slice(-4), issued_at: await services.now() })
    .where('code', '=', card.code)
    .where('issued_at', 'is', null)
    .execute();
}

/** How long a reward job holds a card: well past the Admin API call's 30 s and a mail. */
const CLAIM_MS = 2 * 60_000;

/**
 * The referral-reward job: issues the card in the store (once), then mails it to its referrer (once).
 * A store that cannot be reached fails the job before the mail, and the job is retried with backoff.
 * The job holds the card while it works, so a second job at once waits for a retry and finds it mailed.
 */
export async function deliverGiftCard(services: Services, giftCardCode: string): Promise<void> {
  const now = await services.now();
  const claimed = await services.db
    .updateTable('referral_gift_cards')
    .set({ claimed_until: new Date(now.getTime() + CLAIM_MS) })
    .where('code', '=', giftCardCode)
    .where('mailed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning('code')
    .executeTakeFirst();
  if (!claimed) {
    const row = await services.db.selectFrom('referral_gift_cards').select('mailed_at').where('code', '=', giftCardCode).executeTakeFirst();
    if (!row || row.mailed_at) return;
    throw new Error('another referral-reward job is delivering this gift card');
  }
  try {
    const card = await services.db
      .selectFrom('referral_gift_cards')
      .innerJoin('referral_enrolments', 'referral_enrolments.code', 'referral_gift_cards.referral_code')
      .select(['referral_gift_cards.code', 'referral_gift_cards.amount', 'referral_gift_cards.currency', 'referral_gift_cards.issued_at', 'referral_enrolments.email', 'referral_enrolments.code as referralCode'])
      .where('referral_gift_cards.code', '=', giftCardCode)
      .executeTakeFirstOrThrow();
    if (!card.issued_at) await issueInStore(services, card);
    await services.mail.send({
      to: card.email,
      subject: 'Your Yardwise referral gift card',
      text: `Thank you for referring a friend to Yardwise. Their system is installed, so here is your gift card.\n\nGift card code: ${card.code}\nAmount: ${card.amount} ${card.currency}\nReferral code: ${card.referralCode}\n`,
    });
    await services.db.updateTable('referral_gift_cards').set({ mailed_at: await services.now(), claimed_until: null }).where('code', '=', card.code).execute();
  } catch (err) {
    // Let the retry (or another job) have it at once.
    await services.db.updateTable('referral_gift_cards').set({ claimed_until: null }).where('code', '=', giftCardCode).execute();
    throw err;
  }
}
