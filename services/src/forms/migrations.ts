// Migrations of the forms' tables.
import { sql, type Kysely, type Migration } from 'kysely';

/** This part's migrations by name. */
export const formMigrations: Record<string, Migration> = {
  'forms-001-submissions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seq', 'serial', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('fields', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('form_submissions_type').on('form_submissions').columns(['type', 'created_at', 'seq']).execute();
      await db.schema
        .createTable('form_files')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('submission_id', 'text', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', 'bytea', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('form_files_submission').on('form_files').column('submission_id').execute();
    },
  },
};
