// Mail leaves through SMTP (nodemailer), from a job so a down mail server delays a mail instead of
// losing it: `send` enqueues, the "mail" queue delivers and retries with backoff.
import nodemailer from 'nodemailer';
import type { Jobs } from './jobs.js';

/** One mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail through the queue. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Defines the mail queue on `jobs` (delivering through `smtpUrl` from `from`) and answers the mailer. */
export async function createMailer(jobs: Jobs, smtpUrl: string, from: string): Promise<Mailer> {
  const transport = nodemailer.createTransport(smtpUrl);
  await jobs.define(
    'mail',
    async (data) => {
      const mail = data as unknown as Mail;
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    },
    { retryLimit: 8, retryDelay: 10 },
  );
  return {
    async send(mail) {
      await jobs.send('mail', { ...mail });
    },
  };
}
