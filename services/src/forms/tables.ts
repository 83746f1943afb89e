// Tables of the brands' forms: every stored submission (contact, article feedback, pro program,
// warranty) and the files that came with it (warranty photos, kept in the database so any instance can
// serve or mail them).
import type { ColumnType, Generated } from 'kysely';
import type { SubmissionType } from '../../../wire/forms.js';

/** The forms' tables. */
export interface FormTables {
  form_submissions: {
    /** A UUID, or a claim number people can read (warranty). */
    id: string;
    /** Orders submissions made at the same instant. */
    seq: Generated<number>;
    type: SubmissionType;
    brand: string;
    email: string | null;
    /** The checked fields without the captcha and honeypot (jsonb; written as JSON text). */
    fields: ColumnType<Record<string, unknown>, string, never>;
    created_at: Date;
  };
  form_files: {
    id: Generated<number>;
    submission_id: string;
    /** The form field the file came in. */
    field: string;
    name: string;
    /** The type read from the file's first bytes. */
    type: string;
    size: number;
    data: ColumnType<Uint8Array, Uint8Array, never>;
  };
}
