// Collar activation codes: made when a collar's order comes in, one per collar, and mailed.
import { randomBytes } from 'node:crypto';
import type { Mail } from '../core/mail.js';

// No 0/O or 1/I, so a code read off a mail is typed right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh activation code such as HM-7KQ2-P9XD. */
export function newActivationCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `HM-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The mail that carries a collar's activation code. */
export function activationCodeMail(email: string, code: string, productTitle: string): Mail {
  return {
    to: email,
    subject: 'Activate your collar',
    text: [
      `Your ${productTitle} is on its way.`,
      '',
      `Activation code: ${code}`,
      '',
      'Open the app, choose Activate collar, and enter this code with your email address, your pet’s name and a service plan.',
    ].join('\n'),
  };
}
