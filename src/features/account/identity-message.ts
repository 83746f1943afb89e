// Which words a failed sign-in, sign-up or code shows (the service's own messages where there are some, plain words for the rest).
import { IdentityError, type IdentityErrorKind } from '../../lib/auth/identity';

const KEYS: Record<IdentityErrorKind, string> = {
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
export function identityMessageKey(error: unknown): string {
  if (error instanceof IdentityError) return KEYS[error.kind];
  return 'somethingWentWrong';
}

/**
 * The translation key of a failed password change: there the customer is signed in and typed only
 * the current password, so a refusal means that password is wrong (not "email and password").
 */
export function passwordChangeMessageKey(error: unknown): string {
  if (error instanceof IdentityError && error.kind === 'wrong-password' && !/token/i.test(error.message)) return 'currentPasswordIncorrect';
  return identityMessageKey(error);
}

/**
 * The translation key of a failed email change: an address another account has is "taken" (not
 * "please sign in"), and a refusal of the signed-in account (a revoked session) asks to sign in again.
 */
export function emailChangeMessageKey(error: unknown): string {
  if (!(error instanceof IdentityError)) return 'emailChangeFailed';
  if (error.kind === 'user-exists') return 'emailTaken';
  if (error.kind === 'wrong-password' || error.kind === 'unknown') return 'emailChangeFailed';
  return identityMessageKey(error);
}

/** True when the failure is an expired code, which offers a new one. */
export function isExpiredCode(error: unknown): boolean {
  return error instanceof IdentityError && error.kind === 'expired-code';
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
