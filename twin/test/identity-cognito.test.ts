import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sharedInMemoryStorage } from 'aws-amplify/utils';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { ADMIN_HEADERS, startTestTwin } from './helpers.js';

const pool = cognitoConfigFromEnv({});
let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
  Amplify.configure({
    Auth: {
      Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${twin.url}/cognito/` },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
});

afterAll(async () => {
  await twin?.stop();
});

async function latestCode(email: string): Promise<string> {
  const res = await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS });
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const match = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error('no code in the outbox');
  return match[1]!;
}

describe('aws-amplify v6 against the twin', () => {
  it('sign up, mailed code, confirm, sign in, refresh: the id tokens verify against the pool’s JWKS', async () => {
    const email = 'pat.walker@example.com';
    const password = 'long-enough-1';
    const up = await signUp({ username: email, password, options: { userAttributes: { email } } });
    expect(up.isSignUpComplete).toBe(false);
    expect(up.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');

    const confirmed = await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });
    expect(confirmed.isSignUpComplete).toBe(true);

    const signedIn = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(signedIn.isSignedIn).toBe(true);

    const first = await fetchAuthSession();
    const idToken = first.tokens!.idToken!.toString();
    const issuer = `${twin.url}/cognito/${pool.userPoolId}`;
    const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(idToken, keys, { issuer, audience: pool.clientId });
    expect(payload).toMatchObject({ token_use: 'id', email, 'cognito:username': payload.sub });

    // iat has one-second resolution: wait so the refreshed token differs.
    await new Promise((r) => setTimeout(r, 1100));
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const newIdToken = refreshed.tokens!.idToken!.toString();
    expect(newIdToken).not.toBe(idToken);
    expect(refreshed.tokens!.accessToken.payload).toMatchObject({ client_id: pool.clientId, token_use: 'access' });

    // The refreshed id token verifies as well (the services' multipass takes it: services/test/identity-cognito.test.ts).
    await expect(jwtVerify(newIdToken, keys, { issuer, audience: pool.clientId })).resolves.toBeTruthy();

    await signOut();
  });

  it('signs in with Amplify’s default USER_SRP_AUTH flow; a wrong password is refused', async () => {
    const email = 'srp.user@example.com';
    await signUp({ username: email, password: 'srp-password-1', options: { userAttributes: { email } } });
    await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });
    await expect(signIn({ username: email, password: 'srp-password-2' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const signedIn = await signIn({ username: email, password: 'srp-password-1' });
    expect(signedIn.isSignedIn).toBe(true);
    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload.email).toBe(email);
    await signOut();
  });

  it('resends the sign-up code, reads and updates attributes, changes and resets the password, signs out globally', async () => {
    const email = 'account.flows@example.com';
    await signUp({ username: email, password: 'flow-password-1', options: { userAttributes: { email, given_name: 'Kit' } } });
    const resent = await resendSignUpCode({ username: email });
    expect(resent.destination).toBe('a***@e***');
    await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });

    await signIn({ username: email, password: 'flow-password-1' });
    const user = await getCurrentUser();
    expect(user.username).toBe(user.userId);
    expect(await fetchUserAttributes()).toMatchObject({ email, email_verified: 'true', given_name: 'Kit' });
    await updateUserAttributes({ userAttributes: { family_name: 'Moss' } });
    expect((await fetchUserAttributes()).family_name).toBe('Moss');

    await expect(updatePassword({ oldPassword: 'wrong-password-0', newPassword: 'flow-password-2' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await updatePassword({ oldPassword: 'flow-password-1', newPassword: 'flow-password-2' });
    await signOut({ global: true });

    const reset = await resetPassword({ username: email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await expect(
      confirmResetPassword({ username: email, confirmationCode: '12345x', newPassword: 'flow-password-3' }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' });
    await confirmResetPassword({ username: email, confirmationCode: await latestCode(email), newPassword: 'flow-password-3' });
    const again = await signIn({ username: email, password: 'flow-password-3' });
    expect(again.isSignedIn).toBe(true);
    await signOut();
  });
});
