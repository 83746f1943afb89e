// Migrations of the referral program's tables.
import { sql, type Kysely, type Migration } from 'kysely';

/** This part's migrations by name. */
export const referralMigrations: Record<string, Migration> = {
  'referral-001-enrolments-and-gift-cards': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('referral_enrolments')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('mobile_phone', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull().check(sql`country IN ('US', 'CA')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // One enrolment per address whatever its case: the second insert of an email conflicts here.
      await db.schema.createIndex('referral_enrolments_email').on('referral_enrolments').unique().expression(sql`lower(email)`).execute();
      await db.schema
        .createTable('referral_gift_cards')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('appointment_id', 'text', (c) => c.notNull().unique())
        .addColumn('referral_code', 'text', (c) => c.notNull().references('referral_enrolments.code'))
        .addColumn('amount', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency IN ('USD', 'CAD')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('mailed_at', 'timestamptz')
        .execute();
    },
  },
  // A reward's card is issued in the brand's store (Admin API giftCardCreate) before it is mailed: the
  // store, the store's id of the card (null when the store refused a repeat of the code, which only an
  // earlier try of the same job can have given it), its last characters and when it was issued; and
  // until when one job holds the card while it issues and mails it, so two jobs at once mail it once.
  'referral-002-store-gift-cards': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('referral_gift_cards')
        .addColumn('store', 'text')
        .addColumn('store_gift_card_id', 'text')
        .addColumn('last_characters', 'text')
        .addColumn('issued_at', 'timestamptz')
        .addColumn('claimed_until', 'timestamptz')
        .execute();
    },
  },
};
