import { CognitoError } from './errors.js';

/** Failures allowed before Cognito starts refusing: five, like the hosted pool. */
const FREE_FAILURES = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;

interface Failures {
  count: number;
  lockedUntil: number;
}

// In memory on purpose: a restart forgets lockouts, as a new deployment of a pool would not.
const state = new Map<string, Failures>();

/** Throws while a key is locked out after repeated failures. */
export function assertNotLocked(key: string, error: () => CognitoError): void {
  const entry = state.get(key);
  if (entry && entry.count >= FREE_FAILURES && entry.lockedUntil > Date.now()) throw error();
}

/** Counts one failure; from the fifth on, locks the key for a doubling time (1 s … 15 min). */
export function recordFailure(key: string): void {
  const entry = state.get(key) ?? { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= FREE_FAILURES) {
    entry.lockedUntil = Date.now() + Math.min(MAX_LOCK_MS, 1000 * 2 ** (entry.count - FREE_FAILURES));
  }
  state.set(key, entry);
  if (state.size > 50_000) state.clear();
}

/** Forgets the failures of a key after a success. */
export function clearFailures(key: string): void {
  state.delete(key);
}

/** Cognito's answer while sign-in is locked for a user. */
export const passwordAttemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
/** Cognito's answer after too many wrong codes. */
export const attemptLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
