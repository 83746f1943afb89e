// Migrations of the consultation scheduler's tables.
import { sql, type Kysely, type Migration } from 'kysely';

/** This part's migrations by name. */
export const schedulerMigrations: Record<string, Migration> = {
  'scheduler-001-appointments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('appointments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dealer_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('In-Home', 'Virtual')`))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('referral_code', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked').check(sql`status IN ('booked', 'installed')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('installed_at', 'timestamptz')
        // One booking per slot, whichever instance takes it: the second insert conflicts here.
        .addUniqueConstraint('appointments_one_per_slot', ['dealer_id', 'starts_at'])
        .execute();
    },
  },
};
