import crypto from 'node:crypto';
import type { Db } from '../db/open.js';
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

/** Tables of every stored form submission and its files (created by the contact module's migration). */
export const SUBMISSION_TABLES = `
  CREATE TABLE form_submissions (
    id TEXT PRIMARY KEY, type TEXT NOT NULL, brand TEXT NOT NULL, email TEXT, fields TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE INDEX form_submissions_type ON form_submissions (type, created_at);
  CREATE TABLE form_files (
    submission_id TEXT NOT NULL REFERENCES form_submissions(id), field TEXT NOT NULL, name TEXT NOT NULL,
    type TEXT NOT NULL, size INTEGER NOT NULL, data BLOB NOT NULL
  );
  CREATE INDEX form_files_submission ON form_files (submission_id);
`;

/** Stores a submission and its files in one transaction; answers its id (`id` when given, else a UUID). */
export function storeSubmission(db: Db, s: NewSubmission, id: string = crypto.randomUUID()): string {
  db.transaction(() => {
    db.prepare('INSERT INTO form_submissions (id, type, brand, email, fields, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      id,
      s.type,
      s.brand,
      s.email,
      JSON.stringify(s.fields),
      new Date().toISOString(),
    );
    const file = db.prepare('INSERT INTO form_files (submission_id, field, name, type, size, data) VALUES (?, ?, ?, ?, ?, ?)');
    for (const f of s.files ?? []) file.run(id, f.field, f.name, f.type, f.data.byteLength, f.data);
  })();
  return id;
}

interface SubmissionRow {
  id: string;
  type: SubmissionType;
  brand: string;
  email: string | null;
  fields: string;
  created_at: string;
}

/** Stored submissions, oldest first, optionally of one type; files by name, type and size only. */
export function listSubmissions(db: Db, type?: SubmissionType): StoredSubmission[] {
  const rows = (type
    ? db.prepare('SELECT * FROM form_submissions WHERE type = ? ORDER BY created_at, rowid').all(type)
    : db.prepare('SELECT * FROM form_submissions ORDER BY created_at, rowid').all()) as SubmissionRow[];
  const files = db.prepare('SELECT field, name, type, size FROM form_files WHERE submission_id = ? ORDER BY rowid');
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    brand: r.brand,
    email: r.email,
    fields: JSON.parse(r.fields) as Record<string, unknown>,
    files: files.all(r.id) as StoredSubmission['files'],
    createdAt: r.created_at,
  }));
}
