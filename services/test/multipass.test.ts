// Multipass issuing: `POST /multipass/<store>` with a Cognito id token answers a token the store's own
// login path (the twin's stand-in for Shopify) and the Storefront API accept once; return_to stays a
// same-origin path; the pool's names travel as the customer's first and last names.
import { describe, expect, it } from 'vitest';
import { storeSecret, twinSecret } from '../../twin/src/catalogue/store-secrets.js';
import { cognitoConfigFromEnv } from '../../twin/src/cognito/config.js';
import { decodeMultipass } from '../../twin/src/multipass/token.js';
import { assertValidDocument, cognitoCall } from '../../twin/test/helpers.js';
import { useStack } from './harness.js';

const ClientId = cognitoConfigFromEnv({}).clientId;
const stack = useStack();

const MULTIPASS_LOGIN = assertValidDocument(`
  mutation customerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken { accessToken }
      customerUserErrors { code field message }
    }
  }
`);
const CUSTOMER = assertValidDocument(`query Customer($t: String!) { customer(customerAccessToken: $t) { id email firstName lastName displayName } }`);
type Login = { customerAccessTokenCreateWithMultipass: { customerAccessToken: { accessToken: string } | null; customerUserErrors: { code: string }[] } };
type Customer = { customer: { id: string; email: string; firstName: string | null; lastName: string | null; displayName: string } };

/** Signs the multipass token in through the store's Storefront API; answers the store's customer. */
async function storeCustomer(store: 'trailmate-us' | 'trailmate-ca', token: string): Promise<Customer['customer']> {
  const login = await stack.twin.client(store).request<Login>(MULTIPASS_LOGIN, { multipassToken: token });
  expect(login.customerAccessTokenCreateWithMultipass.customerUserErrors).toEqual([]);
  const accessToken = login.customerAccessTokenCreateWithMultipass.customerAccessToken!.accessToken;
  return (await stack.twin.client(store).request<Customer>(CUSTOMER, { t: accessToken })).customer;
}

const issue = (store: string, idToken: string | null, init: { headers?: Record<string, string>; body?: string } = {}) =>
  fetch(`${stack.url}/multipass/${store}`, {
    method: 'POST',
    headers: { ...(idToken ? { authorization: `Bearer ${idToken}` } : {}), ...init.headers },
    body: init.body,
  });
const json = { 'content-type': 'application/json' };
const withReturnTo = (idToken: string, returnTo: unknown) => issue('trailmate-us', idToken, { headers: json, body: JSON.stringify({ return_to: returnTo }) });

/** Signs a new pool user up (with `attributes`), confirms it and signs it in: its tokens. */
async function signedIn(email: string, attributes: Record<string, string> = {}): Promise<{ IdToken: string; AccessToken: string; RefreshToken: string }> {
  const UserAttributes = Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
  await cognitoCall(stack.twin.url, 'SignUp', { ClientId, Username: email, Password: 'long-enough-1', ...(UserAttributes.length ? { UserAttributes } : {}) });
  const code = /\b(\d{6})\b/.exec((await stack.mails(email, 1)).at(-1)!.text)![1];
  await cognitoCall(stack.twin.url, 'ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
  const auth = await cognitoCall(stack.twin.url, 'InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' } });
  return auth.body.AuthenticationResult;
}

describe('POST /multipass/<store>', () => {
  it('issues a token the store login path signs in with once, landing on return_to', async () => {
    const { IdToken } = await signedIn('return.to@example.com');
    const ok = await withReturnTo(IdToken, '/account/orders/');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const { token, url } = (await ok.json()) as { token: string; url: string };
    expect(url).toBe(`${stack.twin.url}/shops/trailmate-us/account/login/multipass/${token}`);
    const visit = await fetch(url, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/account/orders/');
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(401);
  });

  it('one Cognito account signs in to every store; customers are linked by email', async () => {
    const { IdToken } = await signedIn('shared@example.com');
    const ids: string[] = [];
    for (const store of ['trailmate-us', 'trailmate-ca'] as const) {
      const { token } = (await (await issue(store, IdToken)).json()) as { token: string };
      const customer = await storeCustomer(store, token);
      expect(customer.email).toBe('shared@example.com');
      ids.push(customer.id);
    }
    expect(new Set(ids).size).toBe(2);
  });

  it('an unknown store is 404; no, an invalid or an access token is 401', async () => {
    const { IdToken, AccessToken } = await signedIn('checks@example.com');
    const unknown = await issue('no-such-store', IdToken);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown store' });
    const missing = await issue('trailmate-us', null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Missing Bearer id token' });
    for (const token of ['not.a.jwt', `${IdToken.slice(0, -4)}AAAA`, AccessToken]) {
      const res = await issue('trailmate-us', token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid id token' });
    }
  });

  it('accepts a same-origin return_to only, a JSON body only', async () => {
    const { IdToken } = await signedIn('return.rules@example.com');
    for (const offsite of ['//evil.example/', 'https://evil.example/', '/\t/evil.example', '\n//evil.example', '/\\evil.example']) {
      const res = await withReturnTo(IdToken, offsite);
      expect(res.status, JSON.stringify(offsite)).toBe(400);
      expect(await res.json()).toEqual({ error: 'return_to must be a same-origin path' });
    }
    const wrongType = await issue('trailmate-us', IdToken, { headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(wrongType.status).toBe(415);
    const malformed = await issue('trailmate-us', IdToken, { headers: json, body: '{"return_to":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body' });
    // An empty JSON object names no destination.
    const empty = await issue('trailmate-us', IdToken, { headers: json, body: '{}' });
    expect(empty.status).toBe(200);
    const { token } = (await empty.json()) as { token: string };
    expect(decodeMultipass(storeSecret('trailmate-us', 'multipass', twinSecret()), token).return_to).toBeUndefined();
  });

  it('an encoded tab is a same-origin path: issued, and the store lands on its own origin', async () => {
    const { IdToken } = await signedIn('return.path@example.com');
    const ok = await withReturnTo(IdToken, '/%09/evil.example');
    expect(ok.status).toBe(200);
    const { url } = (await ok.json()) as { url: string };
    const landing = await fetch(url, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    expect(new URL(landing.headers.get('location')!, 'https://store.invalid').origin).toBe('https://store.invalid');
  });

  it('refuses an id token whose email the pool has not verified', async () => {
    const { RefreshToken } = await signedIn('unverified.multipass@example.com');
    // A pool imported without verification, say: the claim is false and nothing may read it as proof.
    stack.twin.db.prepare('UPDATE cognito_user SET email_verified = 0 WHERE email = ?').run('unverified.multipass@example.com');
    const refreshed = await cognitoCall(stack.twin.url, 'InitiateAuth', { ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: RefreshToken } });
    const res = await issue('trailmate-us', refreshed.body.AuthenticationResult.IdToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid id token' });
  });

  it('carries the pool’s given and family names as the store customer’s first and last names', async () => {
    const { IdToken } = await signedIn('named.walker@example.com', { given_name: 'Juniper', family_name: 'Ashdown' });
    const { token } = (await (await issue('trailmate-us', IdToken)).json()) as { token: string };
    expect(decodeMultipass(storeSecret('trailmate-us', 'multipass', twinSecret()), token)).toMatchObject({ email: 'named.walker@example.com', first_name: 'Juniper', last_name: 'Ashdown' });
    const customer = await storeCustomer('trailmate-us', token);
    expect(customer).toMatchObject({ firstName: 'Juniper', lastName: 'Ashdown', displayName: 'Juniper Ashdown' });
  });
});

describe('the token names the person, not only the address', () => {
  it('carries the caller’s Cognito subject as identifier', async () => {
    const { IdToken } = await signedIn('identified@example.com');
    const { token } = (await (await issue('trailmate-us', IdToken)).json()) as { token: string };
    const [, payload = ''] = IdToken.split('.');
    const sub = JSON.parse(Buffer.from(payload, 'base64url').toString()).sub as string;
    expect(sub).toBeTruthy();
    expect(decodeMultipass(storeSecret('trailmate-us', 'multipass', twinSecret()), token)).toMatchObject({ email: 'identified@example.com', identifier: sub });
  });

  it('after a verified email change the same store customer signs in with the new address', async () => {
    const { IdToken, AccessToken, RefreshToken } = await signedIn('before.move@example.com');
    const tokenFor = async (idToken: string) => ((await (await issue('trailmate-us', idToken)).json()) as { token: string }).token;
    const before = await storeCustomer('trailmate-us', await tokenFor(IdToken));

    await cognitoCall(stack.twin.url, 'UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: 'after.move@example.com' }] });
    const code = /\b(\d{6})\b/.exec((await stack.mails('after.move@example.com', 1)).at(-1)!.text)![1];
    expect((await cognitoCall(stack.twin.url, 'VerifyUserAttribute', { AccessToken, AttributeName: 'email', Code: code })).status).toBe(200);
    const refreshed = await cognitoCall(stack.twin.url, 'InitiateAuth', { ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: RefreshToken } });

    const after = await storeCustomer('trailmate-us', await tokenFor(refreshed.body.AuthenticationResult.IdToken));
    expect(after).toMatchObject({ id: before.id, email: 'after.move@example.com' });
  });
});
