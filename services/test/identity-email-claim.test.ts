// The services trust an id token's email only as the pool verified it: a change of address counts
// once its new owner proves it, and a token whose email_verified is false names no customer.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { storeSecret, twinSecret } from '../../twin/src/catalogue/store-secrets.js';
import { cognitoConfigFromEnv } from '../../twin/src/cognito/config.js';
import { decodeMultipass } from '../../twin/src/multipass/token.js';
import { cognitoCall } from '../../twin/test/helpers.js';
import { useStack } from './harness.js';

const ClientId = cognitoConfigFromEnv({}).clientId;
const stack = useStack();

const cognito = (action: string, body: Record<string, unknown>) => cognitoCall(stack.twin.url, action, body);
const lastCode = async (email: string) => /\b(\d{6})\b/.exec((await stack.mails(email, 1)).at(-1)?.text ?? '')?.[1];

async function signedIn(email: string): Promise<{ AccessToken: string; IdToken: string; RefreshToken: string }> {
  await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
  await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: await lastCode(email) });
  const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' } });
  return auth.body.AuthenticationResult;
}

async function refreshed(refreshToken: string): Promise<string> {
  const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } });
  return auth.body.AuthenticationResult.IdToken as string;
}

const multipass = (idToken: string) => fetch(`${stack.url}/multipass/trailmate-us`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` } });

describe('an id token names the customer the pool verified', () => {
  it('an unconfirmed change to someone else’s email signs the changer in to the store as themselves', async () => {
    await signedIn('victim@example.com');
    const attacker = await signedIn('attacker@example.com');
    await cognito('UpdateUserAttributes', { AccessToken: attacker.AccessToken, UserAttributes: [{ Name: 'email', Value: 'victim@example.com' }] });
    const idToken = await refreshed(attacker.RefreshToken);
    expect(decodeJwt(idToken)).toMatchObject({ email: 'attacker@example.com', email_verified: true });
    const res = await multipass(idToken);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(decodeMultipass(storeSecret('trailmate-us', 'multipass', twinSecret()), token).email).toBe('attacker@example.com');
  });

  it('subscriptions, multipass and training videos answer their 401 to an id token with email_verified false', async () => {
    const user = await signedIn('unverified@example.com');
    // A pool imported without verification, say: the claim is false and nothing may read it as proof.
    stack.twin.db.prepare('UPDATE cognito_user SET email_verified = 0 WHERE email = ?').run('unverified@example.com');
    const idToken = await refreshed(user.RefreshToken);
    expect(decodeJwt(idToken).email_verified).toBe(false);

    const unauthorized = { error: { code: 'UNAUTHORIZED', message: 'Please sign in again.' } };
    const subscriptions = await stack.call('GET', '/subscriptions/?store=trailmate-us', undefined, { authorization: `Bearer ${idToken}` });
    expect({ status: subscriptions.status, body: subscriptions.body }).toEqual({ status: 401, body: unauthorized });
    const videos = await stack.call('GET', '/account/training-videos?store=trailmate-us', undefined, { authorization: `Bearer ${idToken}` });
    expect({ status: videos.status, body: videos.body }).toEqual({ status: 401, body: unauthorized });
    const issued = await multipass(idToken);
    expect(issued.status).toBe(401);
    expect(await issued.json()).toEqual({ error: 'Invalid id token' });
  });
});
