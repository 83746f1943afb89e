// aws-amplify v6 against the twin's user pool, then the services' multipass with the refreshed id
// token, then the store's Storefront customer: what a shopper's sign-in does end to end.
import { Amplify } from 'aws-amplify';
import { confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sharedInMemoryStorage } from 'aws-amplify/utils';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../../twin/src/cognito/config.js';
import { assertValidDocument } from '../../twin/test/helpers.js';
import { useStack } from './harness.js';

const pool = cognitoConfigFromEnv({});
const stack = useStack();

beforeAll(() => {
  Amplify.configure({ Auth: { Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${stack.twin.url}/cognito/` } } });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
});

const MULTIPASS_LOGIN = assertValidDocument(`
  mutation Multipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
`);
const CUSTOMER_QUERY = assertValidDocument(`
  query CustomerEmail($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) { id email displayName }
  }
`);

describe('aws-amplify v6 against the pool, through the services’ multipass to the Storefront customer', () => {
  it('sign up, mailed code, confirm, sign in, refresh, multipass, customer query returns the email', async () => {
    const email = 'pat.walker@example.com';
    const password = 'long-enough-1';
    await signUp({ username: email, password, options: { userAttributes: { email } } });
    const code = /\b(\d{6})\b/.exec((await stack.mails(email, 1)).at(-1)!.text)?.[1];
    assert.isDefined(code, 'the sign-up mail has no code');
    expect((await confirmSignUp({ username: email, confirmationCode: code })).isSignUpComplete).toBe(true);
    expect((await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } })).isSignedIn).toBe(true);
    const idToken = (await fetchAuthSession()).tokens!.idToken!.toString();

    // iat has one-second resolution: wait so the refreshed token differs.
    await new Promise((r) => setTimeout(r, 1100));
    const newIdToken = (await fetchAuthSession({ forceRefresh: true })).tokens!.idToken!.toString();
    expect(newIdToken).not.toBe(idToken);

    const issued = await fetch(`${stack.url}/multipass/trailmate-us`, { method: 'POST', headers: { authorization: `Bearer ${newIdToken}` } });
    expect(issued.status).toBe(200);
    const { token, url } = (await issued.json()) as { token: string; url: string };
    expect(url).toBe(`${stack.twin.url}/shops/trailmate-us/account/login/multipass/${token}`);

    const client = stack.twin.client('trailmate-us');
    const login = await client.request<{
      customerAccessTokenCreateWithMultipass: { customerAccessToken: { accessToken: string } | null; customerUserErrors: unknown[] };
    }>(MULTIPASS_LOGIN, { multipassToken: token });
    expect(login.customerAccessTokenCreateWithMultipass.customerUserErrors).toEqual([]);
    const accessToken = login.customerAccessTokenCreateWithMultipass.customerAccessToken!.accessToken;
    const me = await client.request<{ customer: { email: string } | null }>(CUSTOMER_QUERY, { customerAccessToken: accessToken });
    expect(me.customer?.email).toBe(email);

    await signOut();
  });
});
