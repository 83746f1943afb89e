import { sql, type Kysely, type Migration } from 'kysely';

/** The shared tables' migrations by name. */
export const coreMigrations: Record<string, Migration> = {
  'core-001-limits-and-spent': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_windows')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_windows_pk', ['key', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limit_windows_expiry').on('rate_limit_windows').column('expires_at').execute();
      await db.schema
        .createTable('spent_once')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('spent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('spent_once_pk', ['kind', 'value'])
        .execute();
    },
  },
};
