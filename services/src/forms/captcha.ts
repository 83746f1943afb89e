// The self-hosted ALTCHA captcha: challenges signed with the services' captcha secret, and solutions
// verified and spent once across every instance (a row in spent_once), expiring on the services' clock.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Services } from '../part.js';
import { spendOnce } from '../core/rate-limit.js';

/** How long a challenge may be solved and sent: 5 minutes. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Longest payload looked at. */
const MAX_PAYLOAD = 4096;

/** A fresh challenge for the widget (its `challengeurl` answer). */
export async function issueChallenge(services: Services) {
  const now = await services.now();
  const { secret, maxNumber } = services.config.captcha;
  return createChallenge({ hmacKey: secret, maxNumber, expires: new Date(now.getTime() + CAPTCHA_TTL_MS) });
}

/**
 * Whether the widget's base64 payload is a solution of a challenge these services signed, not yet expired and
 * never sent before; a good one is spent in the same step, so a replay (to any instance) fails.
 */
export async function verifyCaptcha(services: Services, payload: unknown): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD) return false;
  let signature: string;
  let expires: number;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    if (typeof decoded.signature !== 'string') return false;
    signature = decoded.signature;
    // Challenges without an expiry never come from here; refuse them rather than accept them forever.
    expires = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expires) || expires <= 0) return false;
    // The expiry is checked against the services' clock below, not the process's.
    if (!(await verifySolution(payload, services.config.captcha.secret, false))) return false;
  } catch {
    return false;
  }
  const now = await services.now();
  if (expires <= now.getTime()) return false;
  // Kept while the challenge could still verify, and a minute more.
  return spendOnce(services.db, 'captcha', signature, expires - now.getTime() + 60_000, now);
}
