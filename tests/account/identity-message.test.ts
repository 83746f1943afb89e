// Which words a failed identity call shows: a refused password change blames the current password,
// while a refused sign-in speaks of the email and password.
import { describe, expect, it } from 'vitest';
import { identityError, IdentityError } from '../../src/lib/auth/identity';
import { emailChangeMessageKey, identityMessageKey, passwordChangeMessageKey } from '../../src/features/account/identity-message';
import { uiAccountForms } from '../../strings/ui-account-forms';
import { LANGUAGES } from '../../wire/vocabulary';

const english = (key: string) => uiAccountForms.strings.find((s) => s.key === key)?.values.en;

describe('identity messages', () => {
  it('a wrong current password when changing it is "Your current password is incorrect."', () => {
    const refused = identityError({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(english(passwordChangeMessageKey(refused))).toBe('Your current password is incorrect.');
    expect(english(identityMessageKey(refused))).toBe('That email and password do not match an account.');
  });

  it('other failures of a password change keep their own words', () => {
    expect(passwordChangeMessageKey(new IdentityError('locked', 'Password attempts exceeded'))).toBe('accountLocked');
    expect(passwordChangeMessageKey(new IdentityError('invalid-password', 'too short'))).toBe('passwordTooShort');
    expect(passwordChangeMessageKey(new IdentityError('network', 'fetch failed'))).toBe('networkError');
    expect(passwordChangeMessageKey(new IdentityError('wrong-password', 'Access Token has been revoked'))).toBe('wrongPassword');
  });

  it('an email change speaks of the address: taken by another account, a wrong or expired code, the network', () => {
    expect(english(emailChangeMessageKey(identityError({ name: 'AliasExistsException', message: 'An account with the given email already exists.' })))).toBe(
      'Another account already uses this email address.',
    );
    expect(english(emailChangeMessageKey(identityError({ name: 'CodeMismatchException', message: 'x' })))).toBe('Invalid verification code provided, please try again.');
    expect(english(emailChangeMessageKey(identityError({ name: 'ExpiredCodeException', message: 'x' })))).toBe('Invalid or expired code provided.');
    expect(emailChangeMessageKey(new IdentityError('network', 'fetch failed'))).toBe('networkError');
    // A revoked session is not "that email and password do not match".
    expect(emailChangeMessageKey(new IdentityError('wrong-password', 'Access Token has been revoked'))).toBe('emailChangeFailed');
    expect(emailChangeMessageKey(new Error('boom'))).toBe('emailChangeFailed');
  });

  it('the new messages exist in every language', () => {
    for (const key of ['currentPasswordIncorrect', 'zipInvalid', 'postalCodeInvalid', 'emailCodeTitle', 'emailCodeSent', 'emailKeptUntilConfirmed', 'emailChanged', 'emailChangedSignInAgain', 'emailTaken', 'emailChangeFailed']) {
      const source = uiAccountForms.strings.find((s) => s.key === key);
      for (const language of LANGUAGES) expect(source?.values[language]?.trim(), `${key} ${language}`).toBeTruthy();
    }
  });
});
