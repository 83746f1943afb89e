// The shared account's sign-in (Cognito through aws-amplify v6): sign up (with the customer's names as
// the pool's given_name and family_name, which multipass carries to every store), confirm, sign in and out,
// reset and change the password, change the email (verified with a mailed code first), and the id
// token, refreshed when it expires within 600 s. Every failure becomes an IdentityError whose kind
// the forms turn into words.
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

/** Seconds before expiry from which the id token is refreshed. */
export const ID_TOKEN_REFRESH_SECONDS = 600;

/** What went wrong, in the terms a form shows. */
export type IdentityErrorKind =
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

/** A failed identity call. */
export class IdentityError extends Error {
  constructor(
    readonly kind: IdentityErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** Maps Cognito's and the browser's errors to kinds. */
export function identityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? String(error);
  const kind: IdentityErrorKind =
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
  return new IdentityError(kind, message);
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw identityError(error);
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

/** The identity operations the session and forms use. */
export interface Identity {
  /** Creates the account; its names become the pool's given_name and family_name. */
  signUp(email: string, password: string, names?: AccountNames): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendCode(email: string): Promise<void>;
  /** Signs in; answers 'confirm' when the account still needs its code. */
  signIn(email: string, password: string): Promise<'done' | 'confirm'>;
  signOut(): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(email: string, code: string, password: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Saves the signed-in account's names, so the next multipass sign-in brings them to every store. */
  changeNames(names: Partial<AccountNames>): Promise<void>;
  /**
   * Asks to move the signed-in account to `newEmail`: 'confirm' when the pool mailed a code to it (the
   * current email stays the sign-in until the code comes back), 'done' when the pool changed it at once.
   */
  changeEmail(newEmail: string): Promise<'confirm' | 'done'>;
  /** Applies the code mailed to the new email: from now on it is the account's email and sign-in. */
  confirmEmail(code: string): Promise<void>;
  /**
   * The current id token, refreshed first when it expires within 600 s (or always, with forceRefresh:
   * after a change of the account's attributes); null when signed out.
   */
  idToken(now?: number, options?: { forceRefresh?: boolean }): Promise<string | null>;
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
    signIn: (email, password) =>
      guarded(async () => {
        // A stale sign-in of another account would make Amplify refuse this one.
        await signOut().catch(() => undefined);
        const result = await signIn({ username: email, password });
        if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirm';
        if (!result.isSignedIn) throw new IdentityError('unknown', `Sign-in needs ${result.nextStep.signInStep}`);
        return 'done';
      }),
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
