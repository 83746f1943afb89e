import { CognitoError } from './errors.js';

/** Failures allowed before Cognito starts refusing: five, like the hosted pool. */
const FREE_FAILURES = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;
/** Most keys remembered at once; the oldest unlocked ones make room, locked ones stay. */
export const LOCKOUT_CAPACITY = 10_000;

interface Failures {
  count: number;
  lockedUntil: number;
}

// In memory on purpose: a restart forgets lockouts, as a new deployment of a pool would not.
// Map order is least recently failed first, which is the eviction order.
const state = new Map<string, Failures>();

const locked = (entry: Failures, now: number): boolean => entry.count >= FREE_FAILURES && entry.lockedUntil > now;

// Makes room for one more key without ever forgetting a lock that is running.
function makeRoom(now: number): void {
  if (state.size < LOCKOUT_CAPACITY) return;
  for (const [key, entry] of state) {
    if (!locked(entry, now)) {
      state.delete(key);
      if (state.size < LOCKOUT_CAPACITY) return;
    }
  }
  // Every key is locked: the one locked longest ago goes, never the whole table.
  const oldest = state.keys().next();
  if (!oldest.done) state.delete(oldest.value);
}

/** Throws while a key is locked out after repeated failures. */
export function assertNotLocked(key: string, error: () => CognitoError): void {
  const entry = state.get(key);
  if (entry && locked(entry, Date.now())) throw error();
}

/** Counts one failure; from the fifth on, locks the key for a doubling time (1 s … 15 min). Callers pass keys of real users only. */
export function recordFailure(key: string): void {
  const now = Date.now();
  const known = state.get(key);
  if (known) state.delete(key);
  else makeRoom(now);
  const entry = known ?? { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= FREE_FAILURES) {
    entry.lockedUntil = now + Math.min(MAX_LOCK_MS, 1000 * 2 ** (entry.count - FREE_FAILURES));
  }
  state.set(key, entry);
}

/** Forgets the failures of a key after a success. */
export function clearFailures(key: string): void {
  state.delete(key);
}

/** How many keys the lockout remembers now (bounded by LOCKOUT_CAPACITY). */
export function lockoutSize(): number {
  return state.size;
}

/** Cognito's answer while sign-in is locked for a user. */
export const passwordAttemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
/** Cognito's answer after too many wrong codes. */
export const attemptLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
