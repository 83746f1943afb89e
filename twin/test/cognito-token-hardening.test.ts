import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { signingKey } from '../src/cognito/keys.js';
import { verifyIdToken } from '../src/cognito/tokens.js';
import { ADMIN_HEADERS, cognitoCall, startTestTwin } from './helpers.js';

const pool = cognitoConfigFromEnv({});
const ClientId = pool.clientId;
let twin: Awaited<ReturnType<typeof startTestTwin>>;
let tokens: { IdToken: string; AccessToken: string };

/** Calls a user-pool action the way the AWS SDK does; the answer's body. */
const cognito = async (action: string, body: Record<string, unknown>) => (await cognitoCall(twin.url, action, body)).body;

beforeAll(async () => {
  twin = await startTestTwin();
  const email = 'issuer.check@example.com';
  await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
  const mail = (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
  await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: /\b(\d{6})\b/.exec(mail.messages.at(-1)!.text)![1] });
  const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' } });
  tokens = auth.AuthenticationResult;
});
afterAll(async () => {
  await twin?.stop();
});

/** Re-signs a real token's claims with the pool's own key, changed as given: only the claims can be wrong. */
async function resign(token: string, changes: JWTPayload): Promise<string> {
  const key = await signingKey(twin.db);
  return new SignJWT({ ...decodeJwt(token), ...changes }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

const poolIssuer = () => decodeJwt(tokens.IdToken).iss!;
const foreignIssuers = () => [
  'https://evil.example/cognito/us-east-1_TwinPool1',
  poolIssuer().replace('us-east-1_TwinPool1', 'us-east-1_OtherPool'),
  `${poolIssuer()}/`,
  'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_TwinPool1',
];

describe('Cognito tokens are accepted only from this pool, for this client and use', () => {
  it('a token signed again with unchanged claims is accepted (the checks below fail on the claim alone)', async () => {
    const same = await resign(tokens.IdToken, {});
    await expect(verifyIdToken(twin.db, pool, same)).resolves.toMatchObject({ email: 'issuer.check@example.com' });
    const access = await resign(tokens.AccessToken, {});
    expect((await cognito('GetUser', { AccessToken: access })).Username).toBeTruthy();
  });

  it('verifyIdToken refuses an id token with a foreign iss', async () => {
    for (const iss of foreignIssuers()) {
      const forged = await resign(tokens.IdToken, { iss });
      await expect(verifyIdToken(twin.db, pool, forged), iss).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    }
  });

  it('access-token actions refuse an access token with a foreign iss', async () => {
    for (const iss of foreignIssuers()) {
      const forged = await resign(tokens.AccessToken, { iss });
      expect((await cognito('GetUser', { AccessToken: forged })).__type, iss).toBe('NotAuthorizedException');
    }
  });

  it('an id token for another audience, use or subject is refused', async () => {
    const wrong = [
      { aud: 'someotherclient000000000001' },
      { aud: [ClientId, 'someotherclient000000000001'] },
      { token_use: 'access' },
      { sub: '00000000-0000-4000-8000-000000000000' },
      // Only the pool's own verifier knows sessions; the services check the JWKS alone, as with hosted Cognito.
      { origin_jti: 'not-a-session' },
    ];
    for (const changes of wrong) {
      const forged = await resign(tokens.IdToken, changes);
      await expect(verifyIdToken(twin.db, pool, forged), JSON.stringify(changes)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    }
  });

  it('an access token for another client or use is refused', async () => {
    for (const changes of [{ client_id: 'someotherclient000000000001' }, { token_use: 'id' }, { sub: '00000000-0000-4000-8000-000000000000' }]) {
      const forged = await resign(tokens.AccessToken, changes);
      expect((await cognito('GetUser', { AccessToken: forged })).__type, JSON.stringify(changes)).toBe('NotAuthorizedException');
    }
  });
});
