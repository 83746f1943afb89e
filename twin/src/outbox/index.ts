import type { Database } from 'better-sqlite3';

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

/** Lists sent mails in sending order, optionally only those to one recipient (case-insensitive). */
export function listMail(db: Database, to?: string): OutboxMail[] {
  ensureOutboxSchema(db);
  const rows = (
    to
      ? db
          .prepare('SELECT * FROM outbox_mail WHERE to_address = ? COLLATE NOCASE ORDER BY id')
          .all(to.trim())
      : db.prepare('SELECT * FROM outbox_mail ORDER BY id').all()
  ) as MailRow[];
  return rows.map(toMail);
}
