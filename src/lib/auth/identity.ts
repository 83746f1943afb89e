// The shared account's sign-in (Cognito through aws-amplify v6): sign up (with the customer's names as
// the pool's given_name and family_name, which multipass carries to every store), confirm, sign in and out,
// reset and change the password, change the email (verified with a mailed code first), and the id
// token, refreshed when it expires within 600 s. Every call answers an IdentityResult (src/lib/result.ts):
// Amplify's and the browser's exceptions are caught here and become a failure whose code the forms turn
// into words; nothing is thrown past this door.
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import type { ServicesContext } from '../content/site-context';
import { fail, ok, type DoorFailure, type DoorResult } from '../result';

/** Seconds before expiry from which the id token is refreshed. */
export const ID_TOKEN_REFRESH_SECONDS = 600;

/** What went wrong, in the terms a form shows. */
export type IdentityFailureCode =
  | 'invalid-code'
  | 'expired-code'
  | 'wrong-password'
  | 'locked'
  | 'user-exists'
  | 'not-confirmed'
  | 'invalid-password'
  | 'storage-blocked'
  | 'network'
  | 'unknown';

/** Why an identity call failed. */
export interface IdentityFailure extends DoorFailure<IdentityFailureCode> {
  /** The provider's or the browser's own words, for the log (and to tell a revoked session from a wrong password). */
  detail: string;
}

/** An identity call's answer. */
export type IdentityResult<T> = DoorResult<T, IdentityFailure>;

/** A failure of the identity door. */
export function identityFailure(code: IdentityFailureCode, detail: string): IdentityFailure {
  return { code, detail, retryable: code === 'network' };
}

/** Maps Cognito's (Amplify's) and the browser's exceptions to the door's failure. */
export function identityFailureOf(error: unknown): IdentityFailure {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? String(error);
  const code: IdentityFailureCode =
    name === 'CodeMismatchException'
      ? 'invalid-code'
      : name === 'ExpiredCodeException'
        ? 'expired-code'
        : name === 'LimitExceededException' || name === 'TooManyRequestsException' || /attempts exceeded/i.test(message)
          ? 'locked'
          : name === 'NotAuthorizedException' || name === 'UserNotFoundException'
            ? 'wrong-password'
            : name === 'UsernameExistsException' || name === 'AliasExistsException'
              ? 'user-exists'
              : name === 'UserNotConfirmedException'
                ? 'not-confirmed'
                : name === 'InvalidPasswordException'
                  ? 'invalid-password'
                  : name === 'SecurityError' || /storage|localStorage|cookie/i.test(message)
                    ? 'storage-blocked'
                    : name === 'NetworkError' || name === 'TypeError' || /network|fetch/i.test(message)
                      ? 'network'
                      : 'unknown';
  return identityFailure(code, message);
}

/** Runs an Amplify call: its value, or its exception mapped to the door's failure; never throws. */
async function guarded<T>(run: () => Promise<T>): Promise<IdentityResult<T>> {
  try {
    return ok(await run());
  } catch (error) {
    return fail(identityFailureOf(error));
  }
}

/** A customer's names as the pool keeps them (given_name, family_name). */
export interface AccountNames {
  firstName: string;
  lastName: string;
}

/** The pool's attributes of a customer's names; empty names are left out. */
export function nameAttributes(names: Partial<AccountNames>): Record<string, string> {
  const first = names.firstName?.trim();
  const last = names.lastName?.trim();
  return { ...(first ? { given_name: first } : {}), ...(last ? { family_name: last } : {}) };
}

/** The identity operations the session and forms use; each answers an IdentityResult and none throws. */
export interface Identity {
  /** Creates the account; its names become the pool's given_name and family_name. */
  signUp(email: string, password: string, names?: AccountNames): Promise<IdentityResult<void>>;
  confirmSignUp(email: string, code: string): Promise<IdentityResult<void>>;
  resendCode(email: string): Promise<IdentityResult<void>>;
  /** Signs in; answers 'confirm' when the account still needs its code. */
  signIn(email: string, password: string): Promise<IdentityResult<'done' | 'confirm'>>;
  signOut(): Promise<IdentityResult<void>>;
  requestPasswordReset(email: string): Promise<IdentityResult<void>>;
  confirmPasswordReset(email: string, code: string, password: string): Promise<IdentityResult<void>>;
  changePassword(oldPassword: string, newPassword: string): Promise<IdentityResult<void>>;
  /** Saves the signed-in account's names, so the next multipass sign-in brings them to every store. */
  changeNames(names: Partial<AccountNames>): Promise<IdentityResult<void>>;
  /**
   * Asks to move the signed-in account to `newEmail`: 'confirm' when the pool mailed a code to it (the
   * current email stays the sign-in until the code comes back), 'done' when the pool changed it at once.
   */
  changeEmail(newEmail: string): Promise<IdentityResult<'confirm' | 'done'>>;
  /** Applies the code mailed to the new email: from now on it is the account's email and sign-in. */
  confirmEmail(code: string): Promise<IdentityResult<void>>;
  /**
   * The current id token, refreshed first when it expires within 600 s (or always, with forceRefresh:
   * after a change of the account's attributes); null when signed out.
   */
  idToken(now?: number, options?: { forceRefresh?: boolean }): Promise<IdentityResult<string | null>>;
}

let configured: string | null = null;

/** Points aws-amplify at the account's user pool (the twin's by default). */
export function configureIdentity(cognito: ServicesContext['cognito']): void {
  const key = JSON.stringify(cognito);
  if (configured === key) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        ...(cognito.endpoint ? { userPoolEndpoint: cognito.endpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  configured = key;
}

/** The identity operations of a configured pool. */
export function amplifyIdentity(cognito: ServicesContext['cognito']): Identity {
  configureIdentity(cognito);
  return {
    signUp: (email, password, names) =>
      guarded(async () => {
        await signUp({ username: email, password, options: { userAttributes: { email, ...nameAttributes(names ?? {}) } } });
      }),
    confirmSignUp: (email, code) =>
      guarded(async () => {
        await confirmSignUp({ username: email, confirmationCode: code.trim() });
      }),
    resendCode: (email) =>
      guarded(async () => {
        await resendSignUpCode({ username: email });
      }),
    signIn: async (email, password) => {
      const answer = await guarded(async () => {
        // A stale sign-in of another account would make Amplify refuse this one.
        await signOut().catch(() => undefined);
        return signIn({ username: email, password });
      });
      if (!answer.ok) return answer;
      const { nextStep, isSignedIn } = answer.value;
      if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return ok('confirm');
      return isSignedIn ? ok('done') : fail(identityFailure('unknown', `Sign-in needs ${nextStep.signInStep}`));
    },
    signOut: () => guarded(() => signOut()),
    requestPasswordReset: (email) =>
      guarded(async () => {
        await resetPassword({ username: email });
      }),
    confirmPasswordReset: (email, code, password) =>
      guarded(() => confirmResetPassword({ username: email, confirmationCode: code.trim(), newPassword: password })),
    changePassword: (oldPassword, newPassword) => guarded(() => updatePassword({ oldPassword, newPassword })),
    changeNames: (names) =>
      guarded(async () => {
        const userAttributes = nameAttributes(names);
        if (Object.keys(userAttributes).length) await updateUserAttributes({ userAttributes });
      }),
    changeEmail: (newEmail) =>
      guarded(async () => {
        const result = await updateUserAttributes({ userAttributes: { email: newEmail.trim() } });
        return result.email?.isUpdated ? 'done' : 'confirm';
      }),
    confirmEmail: (code) =>
      guarded(async () => {
        await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
      }),
    idToken: (now = Date.now(), options = {}) =>
      guarded(async () => {
        if (options.forceRefresh) {
          const fresh = await fetchAuthSession({ forceRefresh: true });
          return fresh.tokens?.idToken?.toString() ?? null;
        }
        const session = await fetchAuthSession();
        const token = session.tokens?.idToken;
        if (!token) return null;
        const exp = token.payload.exp ?? 0;
        if (exp * 1000 - now > ID_TOKEN_REFRESH_SECONDS * 1000) return token.toString();
        const fresh = await fetchAuthSession({ forceRefresh: true });
        return fresh.tokens?.idToken?.toString() ?? null;
      }),
  };
}
