// Mail leaves through SMTP (nodemailer), from a job so a down mail server delays a mail instead of
// losing it: `send` enqueues, the "mail" queue delivers and retries with backoff.
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Jobs } from './jobs.js';

/** One mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const mailSchema = z.object({ to: z.string().min(3), subject: z.string(), text: z.string(), html: z.string().optional() });

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
      // The job's data as it was queued; a job that is not a mail fails here, visibly, instead of sending nonsense.
      const mail: Mail = mailSchema.parse(data);
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
