// The twin's mail server: an SMTP stand-in (smtp-server) that keeps every message it is handed in the
// outbox instead of delivering it, so a program that sends real mail (the services, through
// nodemailer) can be read back at /outbox like the twin's own mail.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { Database } from 'better-sqlite3';
import { sendMail } from './index.js';

/** Largest message taken (a mail with an inline picture or two). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/** A listening SMTP stand-in. */
export interface SmtpStandIn {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens for SMTP on `host:port` (0: a free port) and files each message's recipients in the outbox. */
export async function startSmtpStandIn(db: Database, options: { port?: number; host?: string } = {}): Promise<SmtpStandIn> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'twin mail stand-in',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const subject = parsed.subject ?? '';
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : undefined;
          for (const to of recipients) sendMail(db, { to, subject, text, ...(html ? { html } : {}) });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  server.on('error', () => {
    // A client that drops mid-message is its own problem; the stand-in keeps listening.
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
