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
};
