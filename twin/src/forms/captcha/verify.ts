import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Db } from '../../db/open.js';
import type { CaptchaConfig } from './keys.js';

/** Issues an ALTCHA challenge signed with the twin's key, expiring after the configured lifetime. */
export function issueChallenge(config: CaptchaConfig) {
  return createChallenge({ hmacKey: config.hmacKey, maxNumber: config.maxNumber, expires: new Date(Date.now() + config.ttlMs) });
}

/**
 * Verifies the widget's base64 payload: solved, signed by this twin, not expired and never used before.
 * A good solution is spent in the same step, so a replay of it fails.
 */
export async function verifyCaptcha(db: Db, config: CaptchaConfig, payload: unknown): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4096) return false;
  let signature: string;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    if (typeof decoded.signature !== 'string') return false;
    signature = decoded.signature;
    // Challenges without an expiry never come from this twin; refuse them rather than accept forever.
    if (!extractParams(payload).expires) return false;
    if (!(await verifySolution(payload, config.hmacKey, true))) return false;
  } catch {
    return false;
  }
  const now = Date.now();
  const spent = db.prepare('INSERT OR IGNORE INTO captcha_used (signature, used_at) VALUES (?, ?)').run(signature, now);
  // Spent signatures are only needed while their challenge could still verify.
  db.prepare('DELETE FROM captcha_used WHERE used_at < ?').run(now - 2 * config.ttlMs);
  return spent.changes === 1;
}
