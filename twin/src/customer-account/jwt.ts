// The id_token of the Customer Account API: a JWT signed RS256 with the key published at the issuer's
// jwks.json. Hydrogen reads its nonce; logout reads it back as id_token_hint.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { Db } from '../db/open.js';
import { signingKey } from './store.js';

const b64 = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** Claims of an id_token. */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  auth_time: number;
  sid: string;
  nonce?: string;
  email?: string;
  email_verified?: boolean;
}

/** Signs claims as a compact JWS (RS256, with the key's kid). */
export function signIdToken(db: Db, claims: IdTokenClaims): string {
  const key = signingKey(db);
  const head = b64(JSON.stringify({ alg: 'RS256', kid: key.kid, typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), createPrivateKey(key.privatePem));
  return `${head}.${body}.${b64(signature)}`;
}

/** The claims of a token this twin signed (expired or not, as id_token_hint may be), else undefined. */
export function verifiedClaims(db: Db, token: string): IdTokenClaims | undefined {
  if (token.length > 8192) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return undefined;
  const [head64, claims64, signature64] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(head64, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
    const key = signingKey(db);
    if (head.alg !== 'RS256' || head.kid !== key.kid) return undefined;
    const ok = verify('sha256', Buffer.from(`${head64}.${claims64}`), createPublicKey(key.privatePem), Buffer.from(signature64, 'base64url'));
    if (!ok) return undefined;
    const claims = JSON.parse(Buffer.from(claims64, 'base64url').toString('utf8')) as IdTokenClaims;
    return claims && typeof claims === 'object' && typeof claims.sid === 'string' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON Web Key Set of the signing key's public half. */
export function jwks(db: Db): { keys: Record<string, unknown>[] } {
  const key = signingKey(db);
  const jwk = createPublicKey(key.privatePem).export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: key.kid, use: 'sig', alg: 'RS256' }] };
}
