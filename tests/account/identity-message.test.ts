// Which words a failed identity call shows: each failure kind of sign-in, sign-up, verification and
// password reset in the spec's words where it has them, a refused password change blames the current
// password, while a refused sign-in speaks of the email and password.
import { describe, expect, it } from 'vitest';
import { identityFailure, identityFailureOf, type IdentityFailure, type IdentityFailureCode } from '../../src/lib/auth/identity';
import { emailChangeMessageKey, identityMessageKey, isExpiredCode, passwordChangeMessageKey } from '../../src/features/account/identity-message';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';
import { uiAccountForms } from '../../strings/ui-account-forms';
import { LANGUAGES } from '../../wire/vocabulary';

const english = (key: string) => uiAccountForms.strings.find((s) => s.key === key)?.values.en;

/** The English the sign-in, sign-up, verification and reset screens show for a failure (`t(identityMessageKey(failure))`). */
const shown = (failure: IdentityFailure) => DEV_STRINGS[identityMessageKey(failure)];

describe('identity messages', () => {
  it('each failure kind of the account screens shows its words, the spec\'s word for word where it has them', () => {
    const words: Record<IdentityFailureCode, string> = {
      // Spec §8, verification.
      'invalid-code': 'Invalid verification code provided, please try again.',
      'expired-code': 'Invalid or expired code provided.',
      // Spec §5, password.
      'invalid-password': 'Please choose a password with at least 8 characters',
      // Spec §8, account.
      unknown: 'Something went wrong',
      'wrong-password': 'That email and password do not match an account.',
      locked: 'Too many attempts. Please wait a few minutes and try again.',
      'user-exists': 'An account with this email already exists. Please sign in.',
      'not-confirmed': 'Verify your account',
      'storage-blocked': 'Sign-in needs browser storage. Please allow third-party cookies and site data for this site, then try again.',
      network: 'We could not reach our servers. Check your connection and try again.',
    };
    for (const [kind, text] of Object.entries(words)) expect(shown(identityFailure(kind as IdentityFailureCode, 'x')), kind).toBe(text);
  });

  it("the identity service's failures reach the screens as those words", () => {
    const failure = (name: string, message = 'x') => shown(identityFailureOf(Object.assign(new Error(message), { name })));
    expect(failure('CodeMismatchException')).toBe('Invalid verification code provided, please try again.');
    expect(failure('ExpiredCodeException')).toBe('Invalid or expired code provided.');
    expect(failure('InvalidPasswordException')).toBe('Please choose a password with at least 8 characters');
    expect(failure('NotAuthorizedException', 'Incorrect username or password.')).toBe('That email and password do not match an account.');
    expect(failure('UserNotFoundException')).toBe('That email and password do not match an account.');
    expect(failure('NotAuthorizedException', 'Password attempts exceeded')).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(failure('UsernameExistsException')).toBe('An account with this email already exists. Please sign in.');
    expect(failure('InternalErrorException')).toBe('Something went wrong');
  });

  it('only an expired code offers a new one (the link after "Invalid or expired code provided.")', () => {
    expect(isExpiredCode(identityFailureOf({ name: 'ExpiredCodeException', message: 'x' }))).toBe(true);
    expect(isExpiredCode(identityFailureOf({ name: 'CodeMismatchException', message: 'x' }))).toBe(false);
    expect(isExpiredCode(identityFailureOf(new Error('x')))).toBe(false);
  });

  it('a wrong current password when changing it is "Your current password is incorrect."', () => {
    const refused = identityFailureOf({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(english(passwordChangeMessageKey(refused))).toBe('Your current password is incorrect.');
    expect(english(identityMessageKey(refused))).toBe('That email and password do not match an account.');
  });

  it('other failures of a password change keep their own words', () => {
    expect(passwordChangeMessageKey(identityFailure('locked', 'Password attempts exceeded'))).toBe('accountLocked');
    expect(passwordChangeMessageKey(identityFailure('invalid-password', 'too short'))).toBe('passwordTooShort');
    expect(passwordChangeMessageKey(identityFailure('network', 'fetch failed'))).toBe('networkError');
    expect(passwordChangeMessageKey(identityFailure('wrong-password', 'Access Token has been revoked'))).toBe('wrongPassword');
  });

  it('an email change speaks of the address: taken by another account, a wrong or expired code, the network', () => {
    expect(english(emailChangeMessageKey(identityFailureOf({ name: 'AliasExistsException', message: 'An account with the given email already exists.' })))).toBe(
      'Another account already uses this email address.',
    );
    expect(english(emailChangeMessageKey(identityFailureOf({ name: 'CodeMismatchException', message: 'x' })))).toBe('Invalid verification code provided, please try again.');
    expect(english(emailChangeMessageKey(identityFailureOf({ name: 'ExpiredCodeException', message: 'x' })))).toBe('Invalid or expired code provided.');
    expect(emailChangeMessageKey(identityFailure('network', 'fetch failed'))).toBe('networkError');
    // A revoked session is not "that email and password do not match".
    expect(emailChangeMessageKey(identityFailure('wrong-password', 'Access Token has been revoked'))).toBe('emailChangeFailed');
    expect(emailChangeMessageKey(identityFailureOf(new Error('boom')))).toBe('emailChangeFailed');
  });

  it('the new messages exist in every language', () => {
    for (const key of ['currentPasswordIncorrect', 'zipInvalid', 'postalCodeInvalid', 'emailCodeTitle', 'emailCodeSent', 'emailKeptUntilConfirmed', 'emailChanged', 'emailChangedSignInAgain', 'emailTaken', 'emailChangeFailed']) {
      const source = uiAccountForms.strings.find((s) => s.key === key);
      for (const language of LANGUAGES) expect(source?.values[language]?.trim(), `${key} ${language}`).toBeTruthy();
    }
  });
});
