import { Amplify } from 'aws-amplify';
import {
  confirmSignUp,
  fetchAuthSession,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sharedInMemoryStorage } from 'aws-amplify/utils';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTwin, type IdentityTwin } from './identity-harness.js';

let twin: IdentityTwin;

beforeAll(async () => {
  twin = await startIdentityTwin();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: twin.config.userPoolId,
        userPoolClientId: twin.config.clientId,
        userPoolEndpoint: `${twin.url}/cognito/`,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
});

afterAll(async () => {
  await twin?.close();
});

async function latestCode(email: string): Promise<string> {
  const res = await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const match = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error('no code in the outbox');
  return match[1];
}

describe('aws-amplify v6 against the Cognito twin', () => {
  it('signs up, confirms with the mailed code, signs in and refreshes', async () => {
    const email = 'pat.walker@example.com';
    const password = 'long-enough-1';
    const up = await signUp({ username: email, password, options: { userAttributes: { email } } });
    expect(up.isSignUpComplete).toBe(false);
    expect(up.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');

    const code = await latestCode(email);
    const confirmed = await confirmSignUp({ username: email, confirmationCode: code });
    expect(confirmed.isSignUpComplete).toBe(true);

    const signedIn = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(signedIn.isSignedIn).toBe(true);

    const first = await fetchAuthSession();
    const idToken = first.tokens?.idToken?.toString();
    expect(first.tokens?.idToken?.payload.email).toBe(email);

    const issuer = `${twin.url}/cognito/${twin.config.userPoolId}`;
    const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(idToken!, keys, { issuer, audience: twin.config.clientId });
    expect(payload.token_use).toBe('id');
    expect(payload['cognito:username']).toBe(payload.sub);

    await new Promise((r) => setTimeout(r, 1100));
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.idToken?.toString()).not.toBe(idToken);
    expect(refreshed.tokens?.accessToken.payload.client_id).toBe(twin.config.clientId);

    await signOut();
  });
});
