import crypto from 'node:crypto';
import type { Db } from '../../db/open.js';

/** Captcha settings: HMAC key, proof-of-work cost and how long a challenge lives. */
export interface CaptchaConfig {
  hmacKey: string;
  maxNumber: number;
  ttlMs: number;
}

/** Default challenge lifetime: 5 minutes. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** The HMAC key kept in the database (created once), unless TWIN_ALTCHA_HMAC_KEY overrides it. */
export function captchaConfig(db: Db, env: Record<string, string | undefined> = process.env): CaptchaConfig {
  let hmacKey = env.TWIN_ALTCHA_HMAC_KEY || '';
  if (!hmacKey) {
    db.prepare('INSERT OR IGNORE INTO captcha_keys (id, hmac_key) VALUES (1, ?)').run(crypto.randomBytes(32).toString('hex'));
    hmacKey = db.prepare('SELECT hmac_key FROM captcha_keys WHERE id = 1').pluck().get() as string;
  }
  const max = Number(env.TWIN_CAPTCHA_MAX_NUMBER);
  return { hmacKey, maxNumber: Number.isInteger(max) && max > 0 ? max : 100_000, ttlMs: CAPTCHA_TTL_MS };
}
