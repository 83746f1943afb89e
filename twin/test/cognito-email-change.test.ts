import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { ADMIN_HEADERS, cognitoCall, startTestTwin, type TestTwin } from './helpers.js';

// A changed email only counts once its new owner proves it: until then tokens keep the verified one.
// What the services make of the tokens is in services/test/identity-email-claim.test.ts.
let twin: TestTwin;
const ClientId = cognitoConfigFromEnv({}).clientId;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

/** Calls a user-pool action the way the AWS SDK does. */
const cognito = (action: string, body: Record<string, unknown>) => cognitoCall(twin.url, action, body);

/** The outbox mails to one address, oldest first. */
const mails = async (email: string) =>
  ((await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string; text: string }[] }).messages;
const lastCode = async (email: string) => /\b(\d{6})\b/.exec((await mails(email)).at(-1)?.text ?? '')?.[1];

async function signedIn(email: string, password = 'long-enough-1') {
  await cognito('SignUp', { ClientId, Username: email, Password: password });
  await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: await lastCode(email) });
  const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  expect(auth.status).toBe(200);
  return auth.body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

async function refreshed(refreshToken: string): Promise<string> {
  const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } });
  expect(auth.status).toBe(200);
  return auth.body.AuthenticationResult.IdToken as string;
}

const attributes = async (accessToken: string) =>
  Object.fromEntries(((await cognito('GetUser', { AccessToken: accessToken })).body.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]));

describe('changing the email needs the new address verified first', () => {
  it('an unconfirmed change to someone else’s email leaves the tokens with the verified one', async () => {
    await signedIn('victim@example.com');
    const attacker = await signedIn('attacker@example.com');
    const update = await cognito('UpdateUserAttributes', { AccessToken: attacker.AccessToken, UserAttributes: [{ Name: 'email', Value: 'victim@example.com' }] });
    expect(update).toEqual({
      status: 200,
      body: { CodeDeliveryDetailsList: [{ Destination: 'v***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' }] },
    });
    // The code goes to the address being claimed, not to the one asking.
    expect((await mails('victim@example.com')).at(-1)?.subject).toBe('Your verification code');

    const idToken = await refreshed(attacker.RefreshToken);
    expect(decodeJwt(idToken)).toMatchObject({ email: 'attacker@example.com', email_verified: true });
    expect(await attributes(attacker.AccessToken)).toMatchObject({ email: 'attacker@example.com', email_verified: 'true' });

    // Even with the code mailed to the victim, the address stays theirs.
    const verify = await cognito('VerifyUserAttribute', { AccessToken: attacker.AccessToken, AttributeName: 'email', Code: await lastCode('victim@example.com') });
    expect(verify).toEqual({ status: 400, body: { __type: 'AliasExistsException', message: 'An account with the given email already exists.' } });
    expect(decodeJwt(await refreshed(attacker.RefreshToken)).email).toBe('attacker@example.com');
    const victimLogin = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'victim@example.com', PASSWORD: 'long-enough-1' } });
    expect(victimLogin.status).toBe(200);
  });

  it('the new address’s code applies the change: tokens, sign-in name and GetUser follow it', async () => {
    const user = await signedIn('moving@example.com', 'moving-pass-1');
    const update = await cognito('UpdateUserAttributes', {
      AccessToken: user.AccessToken,
      UserAttributes: [{ Name: 'email', Value: 'moved@example.com' }, { Name: 'given_name', Value: 'Robin' }],
    });
    expect(update.body.CodeDeliveryDetailsList).toEqual([{ Destination: 'm***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' }]);
    // Other attributes change at once; the email waits.
    expect(await attributes(user.AccessToken)).toMatchObject({ email: 'moving@example.com', email_verified: 'true', given_name: 'Robin' });
    const first = await lastCode('moved@example.com');

    const resent = await cognito('GetUserAttributeVerificationCode', { AccessToken: user.AccessToken, AttributeName: 'email' });
    expect(resent).toEqual({ status: 200, body: { CodeDeliveryDetails: { Destination: 'm***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } } });
    const code = await lastCode('moved@example.com');
    expect((await mails('moved@example.com')).length).toBe(2);
    if (first !== code) {
      const stale = await cognito('VerifyUserAttribute', { AccessToken: user.AccessToken, AttributeName: 'email', Code: first });
      expect(stale.body.__type).toBe('CodeMismatchException');
    }
    const wrong = await cognito('VerifyUserAttribute', { AccessToken: user.AccessToken, AttributeName: 'email', Code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.__type).toBe('CodeMismatchException');
    expect((await cognito('VerifyUserAttribute', { AccessToken: user.AccessToken, AttributeName: 'email', Code: code })).status).toBe(200);

    expect(await attributes(user.AccessToken)).toMatchObject({ email: 'moved@example.com', email_verified: 'true' });
    expect(decodeJwt(await refreshed(user.RefreshToken))).toMatchObject({ email: 'moved@example.com', email_verified: true });
    const signIn = (USERNAME: string) =>
      cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME, PASSWORD: 'moving-pass-1' } });
    expect((await signIn('moved@example.com')).status).toBe(200);
    expect((await signIn('moving@example.com')).body.__type).toBe('NotAuthorizedException');
  });

  it('a pending address is no one’s yet: another user may sign up with it, and then it cannot be verified', async () => {
    const user = await signedIn('slow@example.com');
    await cognito('UpdateUserAttributes', { AccessToken: user.AccessToken, UserAttributes: [{ Name: 'email', Value: 'contested@example.com' }] });
    const code = await lastCode('contested@example.com');
    await signedIn('contested@example.com');
    const verify = await cognito('VerifyUserAttribute', { AccessToken: user.AccessToken, AttributeName: 'email', Code: code });
    expect(verify.body.__type).toBe('AliasExistsException');
    expect(await attributes(user.AccessToken)).toMatchObject({ email: 'slow@example.com' });
  });

  it('setting the email back to the current one cancels the pending change', async () => {
    const user = await signedIn('undo@example.com');
    await cognito('UpdateUserAttributes', { AccessToken: user.AccessToken, UserAttributes: [{ Name: 'email', Value: 'elsewhere@example.com' }] });
    const code = await lastCode('elsewhere@example.com');
    const back = await cognito('UpdateUserAttributes', { AccessToken: user.AccessToken, UserAttributes: [{ Name: 'email', Value: 'UNDO@example.com' }] });
    expect(back.body).toEqual({ CodeDeliveryDetailsList: [] });
    await cognito('VerifyUserAttribute', { AccessToken: user.AccessToken, AttributeName: 'email', Code: code });
    expect(await attributes(user.AccessToken)).toMatchObject({ email: 'undo@example.com', email_verified: 'true' });
  });
});

describe('attribute values are bounded', () => {
  it('an attribute over 2048 characters or an email over 254 is InvalidParameterException', async () => {
    const user = await signedIn('bounded@example.com');
    for (const attribute of [{ Name: 'given_name', Value: 'K'.repeat(2049) }, { Name: 'email', Value: `${'a'.repeat(250)}@example.com` }]) {
      const res = await cognito('UpdateUserAttributes', { AccessToken: user.AccessToken, UserAttributes: [attribute] });
      expect(res.status).toBe(400);
      expect(res.body.__type).toBe('InvalidParameterException');
    }
  });
});

describe('an email the pool has not verified', () => {
  it('travels in the id token as email_verified false', async () => {
    const user = await signedIn('unverified@example.com');
    // A pool imported without verification, say: the claim is false and nothing may read it as proof.
    twin.db.prepare('UPDATE cognito_user SET email_verified = 0 WHERE email = ?').run('unverified@example.com');
    expect(decodeJwt(await refreshed(user.RefreshToken))).toMatchObject({ email: 'unverified@example.com', email_verified: false });
  });
});
