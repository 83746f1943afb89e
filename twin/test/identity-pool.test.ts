import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { ADMIN_HEADERS, cognitoCall, present, startTestTwin } from './helpers.js';

const pool = cognitoConfigFromEnv({});
let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

/** Calls a user-pool action the way the AWS SDK does. */
const cognito = (action: string, body: Record<string, unknown>) => cognitoCall(twin.url, action, body);

async function mailedCode(email: string): Promise<string> {
  const res = await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS });
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  return present(/\b(\d{6})\b/.exec(present(messages.at(-1), 'the sign-in mail').text)?.[1], 'the sign-in code');
}

const ClientId = pool.clientId;

async function confirmedUser(email: string, password = 'first-pass-1') {
  expect((await cognito('SignUp', { ClientId, Username: email, Password: password })).status).toBe(200);
  expect((await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: await mailedCode(email) })).status).toBe(200);
  const auth = await cognito('InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  expect(auth.status).toBe(200);
  return auth.body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

describe('Cognito user pool: errors are Cognito’s own', () => {
  it('a wrong confirmation code is CodeMismatchException with Cognito’s message', async () => {
    await cognito('SignUp', { ClientId, Username: 'code.mismatch@example.com', Password: 'long-enough-1' });
    const code = await mailedCode('code.mismatch@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await cognito('ConfirmSignUp', { ClientId, Username: 'code.mismatch@example.com', ConfirmationCode: wrong });
    expect(res).toEqual({
      status: 400,
      body: { __type: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' },
    });
  });

  it('an expired code is ExpiredCodeException', async () => {
    const email = 'code.expired@example.com';
    await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
    const code = await mailedCode(email);
    twin.db.prepare('UPDATE cognito_code SET expires_at = 0').run();
    const res = await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('ExpiredCodeException');
  });

  it('signing in before confirming is UserNotConfirmedException; a resent code confirms', async () => {
    const email = 'not.confirmed@example.com';
    await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
    const res = await cognito('InitiateAuth', {
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' },
    });
    expect(res.body).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    const resent = await cognito('ResendConfirmationCode', { ClientId, Username: email });
    expect(resent.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    expect((await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: await mailedCode(email) })).status).toBe(200);
  });

  it('a taken email is UsernameExistsException and a short password InvalidPasswordException', async () => {
    await confirmedUser('taken@example.com');
    expect((await cognito('SignUp', { ClientId, Username: 'TAKEN@example.com', Password: 'long-enough-1' })).body).toEqual({
      __type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    const short = await cognito('SignUp', { ClientId, Username: 'short@example.com', Password: 'seven77' });
    expect(short.body.__type).toBe('InvalidPasswordException');
  });

  it('a wrong password or unknown user is NotAuthorizedException "Incorrect username or password."', async () => {
    await confirmedUser('wrong.pass@example.com');
    for (const [USERNAME, PASSWORD] of [['wrong.pass@example.com', 'nope-nope-1'], ['nobody@example.com', 'nope-nope-1']]) {
      const res = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME, PASSWORD } });
      expect(res).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } });
    }
  });

  it('an unknown app client is ResourceNotFoundException', async () => {
    const res = await cognito('SignUp', { ClientId: 'someotherclient', Username: 'x@example.com', Password: 'long-enough-1' });
    expect(res.body.__type).toBe('ResourceNotFoundException');
  });
});

describe('Cognito user pool: attempt limits', () => {
  it('after five wrong codes even the right one is refused with LimitExceededException', async () => {
    const email = 'guessing@example.com';
    await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: wrong })).body.__type).toBe(
        'CodeMismatchException',
      );
    }
    expect((await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code })).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('after five wrong passwords sign-in answers "Password attempts exceeded"', async () => {
    await confirmedUser('locked@example.com');
    const attempt = (PASSWORD: string) =>
      cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'locked@example.com', PASSWORD } });
    for (let i = 0; i < 5; i++) expect((await attempt('not-the-password')).body.message).toBe('Incorrect username or password.');
    expect((await attempt('first-pass-1')).body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
  });
});

describe('Cognito user pool: tokens', () => {
  it('issues RS256 tokens with Cognito’s claims and a JWKS that survives a restart', async () => {
    const tokens = await confirmedUser('claims@example.com');
    const id = decodeJwt(tokens.IdToken);
    const access = decodeJwt(tokens.AccessToken);
    const issuer = `${twin.url}/cognito/${pool.userPoolId}`;
    expect(id).toMatchObject({ iss: issuer, aud: ClientId, token_use: 'id', email: 'claims@example.com', email_verified: true });
    expect(id['cognito:username']).toBe(id.sub);
    expect(access).toMatchObject({ iss: issuer, client_id: ClientId, token_use: 'access', username: id.sub });
    expect(Number(id.exp) - Number(id.iat)).toBe(3600);
    const jwks = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string; alg: string }> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]?.alg).toBe('RS256');

    // A second twin on the same database publishes the same key, so earlier tokens stay valid.
    const { startTwin } = await import('../src/app.js');
    const again = await startTwin({ port: 0, dbPath: twin.dbPath, contentDir: 'twin/test/fixtures/content' });
    try {
      const other = (await (await fetch(`${again.url}/cognito/${pool.userPoolId}/.well-known/jwks.json`)).json()) as typeof jwks;
      expect(other.keys[0]?.kid).toBe(jwks.keys[0]!.kid);
    } finally {
      await again.close();
    }
  });

  it('refreshes with REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken; GlobalSignOut revokes both', async () => {
    const tokens = await confirmedUser('refresh@example.com');
    const viaInitiate = await cognito('InitiateAuth', {
      ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(viaInitiate.body.AuthenticationResult.IdToken).toBeTruthy();
    expect(viaInitiate.body.AuthenticationResult.RefreshToken).toBeUndefined();
    const viaGetTokens = await cognito('GetTokensFromRefreshToken', { ClientId, RefreshToken: tokens.RefreshToken });
    expect(viaGetTokens.body.AuthenticationResult.AccessToken).toBeTruthy();

    expect((await cognito('GlobalSignOut', { AccessToken: tokens.AccessToken })).status).toBe(200);
    expect((await cognito('GetUser', { AccessToken: tokens.AccessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    expect((await cognito('GetTokensFromRefreshToken', { ClientId, RefreshToken: tokens.RefreshToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('RevokeToken ends one session only', async () => {
    const first = await confirmedUser('revoke@example.com');
    const second = (
      await cognito('InitiateAuth', {
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'revoke@example.com', PASSWORD: 'first-pass-1' },
      })
    ).body.AuthenticationResult;
    expect((await cognito('RevokeToken', { ClientId, Token: first.RefreshToken })).status).toBe(200);
    expect((await cognito('GetUser', { AccessToken: first.AccessToken })).status).toBe(400);
    expect((await cognito('GetUser', { AccessToken: second.AccessToken })).status).toBe(200);
  });
});

describe('Cognito user pool: account changes', () => {
  it('ForgotPassword mails a code; ConfirmForgotPassword sets the new password', async () => {
    await confirmedUser('forgot@example.com');
    const sent = await cognito('ForgotPassword', { ClientId, Username: 'forgot@example.com' });
    expect(sent.body.CodeDeliveryDetails.Destination).toBe('f***@e***');
    const code = await mailedCode('forgot@example.com');
    const bad = await cognito('ConfirmForgotPassword', {
      ClientId,
      Username: 'forgot@example.com',
      ConfirmationCode: code === '000000' ? '111111' : '000000',
      Password: 'second-pass-2',
    });
    expect(bad.body.__type).toBe('CodeMismatchException');
    const ok = await cognito('ConfirmForgotPassword', {
      ClientId,
      Username: 'forgot@example.com',
      ConfirmationCode: code,
      Password: 'second-pass-2',
    });
    expect(ok.status).toBe(200);
    const auth = await cognito('InitiateAuth', {
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'forgot@example.com', PASSWORD: 'second-pass-2' },
    });
    expect(auth.status).toBe(200);
  });

  it('ChangePassword needs the previous password; GetUser and UpdateUserAttributes read and write attributes', async () => {
    const tokens = await confirmedUser('change@example.com');
    const wrong = await cognito('ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'not-it-at-all',
      ProposedPassword: 'third-pass-3',
    });
    expect(wrong.body.__type).toBe('NotAuthorizedException');
    const ok = await cognito('ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'first-pass-1',
      ProposedPassword: 'third-pass-3',
    });
    expect(ok.status).toBe(200);
    await cognito('UpdateUserAttributes', {
      AccessToken: tokens.AccessToken,
      UserAttributes: [{ Name: 'given_name', Value: 'Robin' }],
    });
    const user = await cognito('GetUser', { AccessToken: tokens.AccessToken });
    const attrs = Object.fromEntries((user.body.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]));
    expect(attrs).toMatchObject({ email: 'change@example.com', email_verified: 'true', given_name: 'Robin' });
  });
});

describe('Cognito user pool: bad input', () => {
  it('answers a wrong content type with 415, malformed JSON with 400, an unknown action with 400, never a stack', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${twin.url}/cognito/`, { method: 'POST', headers, body });
    const target = { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' };
    const wrongType = await post({ ...target, 'content-type': 'application/json' }, '{}');
    expect(wrongType.status).toBe(415);
    const malformed = await post({ ...target, 'content-type': 'application/x-amz-json-1.1' }, '{"ClientId":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { __type: string }).__type).toBe('SerializationException');
    const unknown = await post(
      { 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser', 'content-type': 'application/x-amz-json-1.1' },
      '{}',
    );
    expect(unknown.status).toBe(400);
    const text = await unknown.text();
    expect(text).toContain('UnknownOperationException');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers empty or ill-typed input to every action with a 400 Cognito error, never a 500', async () => {
    const actions = [
      'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'InitiateAuth', 'RespondToAuthChallenge',
      'GetTokensFromRefreshToken', 'ForgotPassword', 'ConfirmForgotPassword', 'ChangePassword', 'GetUser',
      'UpdateUserAttributes', 'GetUserAttributeVerificationCode', 'VerifyUserAttribute', 'GlobalSignOut', 'RevokeToken',
    ];
    const odd = {
      ClientId, Username: 42, Password: ['x'], ConfirmationCode: {}, AuthFlow: 'USER_SRP_AUTH', AuthParameters: 'nope',
      ChallengeName: 'PASSWORD_VERIFIER', ChallengeResponses: 7, RefreshToken: 1, AccessToken: 'a.b.c',
      UserAttributes: 'email', AttributeName: 5, Code: null, Token: false,
    };
    for (const action of actions) {
      for (const body of [{}, odd]) {
        const res = await cognito(action, body);
        expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
        expect(typeof res.body.__type).toBe('string');
        expect(typeof res.body.message).toBe('string');
      }
    }
  });
});

