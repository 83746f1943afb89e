// Which words a failed sign-in, sign-up or code shows (the service's own messages where there are some, plain words for the rest).
import type { IdentityFailure, IdentityFailureCode } from '../../lib/auth/identity';

const KEYS: Record<IdentityFailureCode, string> = {
  'invalid-code': 'codeInvalid',
  'expired-code': 'codeExpired',
  'wrong-password': 'wrongPassword',
  locked: 'accountLocked',
  'user-exists': 'accountExists',
  'not-confirmed': 'verifyAccount',
  'invalid-password': 'passwordTooShort',
  'storage-blocked': 'cookiesBlocked',
  network: 'networkError',
  unknown: 'somethingWentWrong',
};

/** The translation key of a failure. */
export function identityMessageKey(failure: IdentityFailure): string {
  return KEYS[failure.code];
}

/**
 * The translation key of a failed password change: there the customer is signed in and typed only
 * the current password, so a refusal means that password is wrong (not "email and password").
 */
export function passwordChangeMessageKey(failure: IdentityFailure): string {
  if (failure.code === 'wrong-password' && !/token/i.test(failure.detail)) return 'currentPasswordIncorrect';
  return identityMessageKey(failure);
}

/**
 * The translation key of a failed email change: an address another account has is "taken" (not
 * "please sign in"), and a refusal of the signed-in account (a revoked session) asks to sign in again.
 */
export function emailChangeMessageKey(failure: IdentityFailure): string {
  if (failure.code === 'user-exists') return 'emailTaken';
  if (failure.code === 'wrong-password' || failure.code === 'unknown') return 'emailChangeFailed';
  return identityMessageKey(failure);
}

/** True when the failure is an expired code, which offers a new one. */
export function isExpiredCode(failure: IdentityFailure): boolean {
  return failure.code === 'expired-code';
}

/** The browser's history state of this entry, where screens pass values to each other. */
export function historyState<T extends object>(): Partial<T> {
  if (typeof window === 'undefined') return {};
  const state = window.history.state as unknown;
  return state && typeof state === 'object' ? (state as Partial<T>) : {};
}

/**
 * Takes values out of this history entry's state once they are read, so a reload (which keeps the
 * state) does not show them again; the rest of the state (the router's key) stays.
 */
export function forgetHistoryState(keys: string[]): void {
  if (typeof window === 'undefined') return;
  const state = window.history.state as unknown;
  if (!state || typeof state !== 'object' || !keys.some((key) => key in state)) return;
  const kept = Object.fromEntries(Object.entries(state).filter(([key]) => !keys.includes(key)));
  try {
    window.history.replaceState(kept, '');
  } catch {
    // A state the browser will not store again stays as it was.
  }
}
