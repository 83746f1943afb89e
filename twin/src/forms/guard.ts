import type { Context } from 'hono';
import { clientIp } from '../http/hardening.js';

/** How many submissions one key may make in a window. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Limits of a form: per client address and per email address. */
export interface GuardLimits {
  perIp: WindowLimit;
  perEmail: WindowLimit;
}

/** Default limits: 20 submissions per address and 5 per email in 10 minutes, per form. */
export const DEFAULT_GUARD_LIMITS: GuardLimits = {
  perIp: { max: 20, windowMs: 10 * 60_000 },
  perEmail: { max: 5, windowMs: 10 * 60_000 },
};

/** Limits from TWIN_FORM_IP_LIMIT and TWIN_FORM_EMAIL_LIMIT (submissions per 10 minutes; 0 = off). */
export function guardLimitsFromEnv(env: Record<string, string | undefined> = process.env): GuardLimits {
  const read = (name: string, fallback: WindowLimit): WindowLimit => {
    const raw = env[name];
    const n = raw === undefined || raw === '' ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? { ...fallback, max: n } : fallback;
  };
  return { perIp: read('TWIN_FORM_IP_LIMIT', DEFAULT_GUARD_LIMITS.perIp), perEmail: read('TWIN_FORM_EMAIL_LIMIT', DEFAULT_GUARD_LIMITS.perEmail) };
}

/** Outcome of a rate-limit check: allowed, or refused with the seconds to wait. */
export type GuardVerdict = { ok: true } | { ok: false; retryAfter: number };

/** Sliding-window counter per key, in memory (limits reset when the twin restarts). */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: WindowLimit) {}

  /** Records a hit for `key` unless it is over the limit; answers when it may try again. */
  hit(key: string, now = Date.now()): GuardVerdict {
    if (this.limit.max <= 0) return { ok: true };
    const since = now - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent);
      return { ok: false, retryAfter: Math.max(1, Math.ceil((recent[0] + this.limit.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    // A flood of distinct keys must not grow the map without bound.
    if (this.hits.size > 50_000) this.hits.clear();
    return { ok: true };
  }
}

/** Rate limits of one form, per client address and per email (case-insensitive). */
export class FormGuard {
  private readonly ip: WindowCounter;
  private readonly email: WindowCounter;

  constructor(limits: GuardLimits = guardLimitsFromEnv()) {
    this.ip = new WindowCounter(limits.perIp);
    this.email = new WindowCounter(limits.perEmail);
  }

  /** Counts a submission from this request's address and for this email; refuses when either is over. */
  check(c: Context, email: string | null | undefined): GuardVerdict {
    const byIp = this.ip.hit(clientIp(c));
    if (!byIp.ok) return byIp;
    return email ? this.email.hit(email.trim().toLowerCase()) : { ok: true };
  }
}

/** True when the hidden honeypot field was filled in: a bot. Answer as if accepted and keep nothing. */
export function isHoneypotFilled(body: unknown, field = 'website'): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== '';
}
