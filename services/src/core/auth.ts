// Who is calling: a Cognito id token (Authorization: Bearer …) checked against the user pool's
// published keys (JWKS) with aws-jwt-verify: signature, issuer, audience, expiry and token use.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';

/** The signed-in customer an id token names. */
export interface Caller {
  email: string;
  sub: string;
  givenName?: string;
  familyName?: string;
}

/** Verifies id tokens of one user pool. */
export type IdTokenVerifier = (token: string) => Promise<Caller | null>;

/** A verifier for the pool at `issuer` (its JWKS at `<issuer>/.well-known/jwks.json`) and app client `clientId`. */
export function createIdTokenVerifier(issuer: string, clientId: string): IdTokenVerifier {
  // The library's own fetcher speaks HTTPS only; this one also reaches a pool on plain HTTP (the local
  // twin). A hosted pool's issuer is HTTPS either way.
  const fetcher: Fetcher = {
    async fetch(uri) {
      const res = await fetch(uri, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
      return res.arrayBuffer();
    },
  };
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: clientId,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('not an id token');
    },
  }, { jwksCache: new SimpleJwksCache({ fetcher }) });
  return async (token) => {
    try {
      const payload = await verifier.verify(token);
      const email = typeof payload.email === 'string' ? payload.email : '';
      // Only an address the pool has verified names a customer.
      if (!email || payload.email_verified !== true) return null;
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      const givenName = text(payload.given_name);
      const familyName = text(payload.family_name);
      return { email: email.toLowerCase(), sub: String(payload.sub), ...(givenName ? { givenName } : {}), ...(familyName ? { familyName } : {}) };
    } catch {
      return null;
    }
  };
}

/** The bearer token of a request, if any. */
export function bearer(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}
