// Id tokens the services take: signed by the pool, issued by it, for its app client, of use "id".
// Each case re-signs a real token with the pool's own key, changed as given: only the claims can be wrong.
import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { signingKey } from '../../twin/src/cognito/keys.js';
import { useStack } from './harness.js';

const stack = useStack();
let idToken: string;
const token = async () => (idToken ??= await stack.idToken('issuer.check@example.com'));

async function resign(changes: JWTPayload): Promise<string> {
  const key = await signingKey(stack.twin.db);
  return new SignJWT({ ...decodeJwt(await token()), ...changes }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

const multipass = (id: string) => fetch(`${stack.url}/multipass/trailmate-us`, { method: 'POST', headers: { authorization: `Bearer ${id}` } });

describe('the services take id tokens only from this pool, for this client and use', () => {
  it('a token signed again with unchanged claims is accepted (the checks below fail on the claim alone)', async () => {
    expect((await multipass(await resign({}))).status).toBe(200);
  });

  it('an id token with a foreign iss is refused', async () => {
    const pool = decodeJwt(await token()).iss!;
    for (const iss of ['https://evil.example/cognito/us-east-1_TwinPool1', pool.replace('us-east-1_TwinPool1', 'us-east-1_OtherPool'), `${pool}/`, 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_TwinPool1']) {
      expect((await multipass(await resign({ iss }))).status, iss).toBe(401);
    }
  });

  it('an id token for another audience or use, or expired, is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const changes of [{ aud: 'someotherclient000000000001' }, { aud: ['someotherclient000000000001'] }, { token_use: 'access' }, { exp: now - 60, iat: now - 3660 }]) {
      expect((await multipass(await resign(changes))).status, JSON.stringify(changes)).toBe(401);
    }
  });

  it('the pool’s signature is proof enough: a revoked session or a deleted user is not looked up', async () => {
    // The services verify statelessly against the JWKS (aws-jwt-verify, as with hosted Cognito): such a
    // token holds until it expires, and an audience list that names this client is this client's.
    for (const changes of [{ origin_jti: 'not-a-session' }, { sub: '00000000-0000-4000-8000-000000000000' }, { aud: [stack.config.cognito.clientId, 'someotherclient000000000001'] }]) {
      expect((await multipass(await resign(changes))).status, JSON.stringify(changes)).toBe(200);
    }
  });
});
