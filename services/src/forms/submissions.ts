// Stored form submissions: one row and its files written in one transaction, listed for operators
// oldest first, and a file read back by any instance.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { StoredSubmission, SubmissionType } from '../../../wire/forms.js';

/** A file kept with a submission (a warranty photo). */
export interface SubmittedFile {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** What a form hands to storeSubmission. */
export interface NewSubmission {
  type: SubmissionType;
  brand: string;
  email: string | null;
  fields: Record<string, unknown>;
  files?: SubmittedFile[];
}

/**
 * Stores a submission and its files in one transaction at `now`; answers its id: `newId()` when given (a
 * readable claim number, drawn again while taken), else a UUID.
 */
export async function storeSubmission(db: Kysely<Database>, s: NewSubmission, now: Date, newId?: () => string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    let id = newId ? newId() : randomUUID();
    while (newId && (await trx.selectFrom('form_submissions').select('id').where('id', '=', id).executeTakeFirst())) id = newId();
    await trx
      .insertInto('form_submissions')
      .values({ id, type: s.type, brand: s.brand, email: s.email, fields: JSON.stringify(s.fields), created_at: now })
      .execute();
    for (const f of s.files ?? []) {
      await trx.insertInto('form_files').values({ submission_id: id, field: f.field, name: f.name, type: f.type, size: f.data.byteLength, data: f.data }).execute();
    }
    return id;
  });
}

/** Stored submissions, oldest first, optionally of one type; files by name, type and size only. */
export async function listSubmissions(db: Kysely<Database>, type?: SubmissionType): Promise<StoredSubmission[]> {
  let query = db.selectFrom('form_submissions').select(['id', 'type', 'brand', 'email', 'fields', 'created_at']).orderBy('created_at').orderBy('seq');
  if (type) query = query.where('type', '=', type);
  const rows = await query.execute();
  if (!rows.length) return [];
  const files = await db
    .selectFrom('form_files')
    .select(['submission_id', 'field', 'name', 'type', 'size'])
    .where(
      'submission_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    brand: r.brand,
    email: r.email,
    fields: r.fields,
    files: files.filter((f) => f.submission_id === r.id).map(({ field, name, type: fileType, size }) => ({ field, name, type: fileType, size })),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** A stored file of a submission by its field, with its bytes. */
export async function readSubmittedFile(db: Kysely<Database>, submissionId: string, field: string): Promise<{ name: string; type: string; data: Uint8Array } | undefined> {
  return db.selectFrom('form_files').select(['name', 'type', 'data']).where('submission_id', '=', submissionId).where('field', '=', field).orderBy('id').executeTakeFirst();
}
