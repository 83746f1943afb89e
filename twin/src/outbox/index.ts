import type { Database } from 'better-sqlite3';
import { fitPage } from '../http/listing.js';

/** A mail the twin "sent": kept in the outbox instead of leaving the machine. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** What a caller hands to sendMail. */
export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox_mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_mail_to ON outbox_mail (to_address COLLATE NOCASE);
`;

// Tables are created lazily too, so a caller that runs before migrations still works.
const ready = new WeakSet<Database>();

/** Creates the outbox table (idempotent); also usable as a migration step. */
export function ensureOutboxSchema(db: Database): void {
  if (ready.has(db)) return;
  db.exec(SCHEMA);
  ready.add(db);
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

function toMail(row: MailRow): OutboxMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at,
  };
}

/** Records one outgoing mail (verification codes, reset codes, order confirmations, update links). */
export function sendMail(db: Database, mail: MailInput): OutboxMail {
  ensureOutboxSchema(db);
  const createdAt = new Date().toISOString();
  const to = mail.to.trim();
  const info = db
    .prepare(
      'INSERT INTO outbox_mail (to_address, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(to, mail.subject, mail.text, mail.html ?? null, createdAt);
  return {
    id: Number(info.lastInsertRowid),
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    createdAt,
  };
}

/** A page of mails, oldest first, and the cursor of the older page (`before`), if any. */
export interface MailPage {
  messages: OutboxMail[];
  next: { before: number } | null;
}

/** The newest mails (before a mail id, when given), optionally only those to one recipient (case-insensitive): at most `limit`, and a page's bytes; oldest first. */
export function listMail(db: Database, filter: { to?: string; limit: number; before?: number }): MailPage {
  ensureOutboxSchema(db);
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.to) {
    where.push('to_address = ? COLLATE NOCASE');
    args.push(filter.to.trim());
  }
  if (filter.before !== undefined) {
    where.push('id < ?');
    args.push(filter.before);
  }
  const rows = db
    .prepare(`SELECT * FROM outbox_mail ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`)
    .all(...args, filter.limit + 1) as MailRow[];
  const page = fitPage(rows, filter.limit, (r) => r.text.length + (r.html?.length ?? 0) + r.subject.length);
  const oldest = page.rows.at(-1);
  return { messages: page.rows.reverse().map(toMail), next: page.more && oldest ? { before: oldest.id } : null };
}
