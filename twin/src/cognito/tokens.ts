import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { issuerFor, type CognitoConfig } from './config.js';
import { CognitoError, messages } from './errors.js';
import { signingKey } from './keys.js';
import { ensureCognitoSchema } from './schema.js';
import type { PoolUser } from './users.js';

/** Lifetimes of the pool's tokens, in seconds (Cognito's defaults). */
export const TOKEN_TTL = { access: 3600, id: 3600, refresh: 30 * 24 * 3600 } as const;

/** Claims the twin puts in a Cognito id token. */
export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  email_verified: boolean;
  'cognito:username': string;
  token_use: 'id';
  aud: string;
  origin_jti: string;
}

/** Claims the twin puts in a Cognito access token. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  client_id: string;
  username: string;
  token_use: 'access';
  origin_jti: string;
}

/** The `AuthenticationResult` Cognito returns after a successful sign-in or refresh. */
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const now = (): number => Math.floor(Date.now() / 1000);

async function signTokens(
  db: Database,
  config: CognitoConfig,
  issuer: string,
  user: PoolUser,
  originJti: string,
  authTime: number,
): Promise<{ AccessToken: string; IdToken: string }> {
  const key = await signingKey(db);
  const iat = now();
  const attributes = user.attributes;
  const idClaims: Record<string, unknown> = {
    ...attributes,
    email: user.email,
    email_verified: user.emailVerified,
    'cognito:username': user.sub,
    origin_jti: originJti,
    event_id: randomUUID(),
    token_use: 'id',
    auth_time: authTime,
  };
  const IdToken = await new SignJWT(idClaims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(user.sub)
    .setIssuer(issuer)
    .setAudience(config.clientId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL.id)
    .setJti(randomUUID())
    .sign(key.privateKey);
  const AccessToken = await new SignJWT({
    client_id: config.clientId,
    origin_jti: originJti,
    event_id: randomUUID(),
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: authTime,
    username: user.sub,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(user.sub)
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL.access)
    .setJti(randomUUID())
    .sign(key.privateKey);
  return { AccessToken, IdToken };
}

/** Starts a session for a user who just proved their password: access, id and refresh tokens. */
export async function startSession(
  db: Database,
  config: CognitoConfig,
  issuer: string,
  user: PoolUser,
): Promise<AuthenticationResult> {
  ensureCognitoSchema(db);
  const originJti = randomUUID();
  const authTime = now();
  const refreshToken = randomBytes(48).toString('base64url');
  db.prepare(
    `INSERT INTO cognito_session (origin_jti, sub, client_id, refresh_hash, auth_time, expires_at, issuer)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(originJti, user.sub, config.clientId, hashToken(refreshToken), authTime, authTime + TOKEN_TTL.refresh, issuer);
  const tokens = await signTokens(db, config, issuer, user, originJti, authTime);
  return { ...tokens, RefreshToken: refreshToken, ExpiresIn: TOKEN_TTL.access, TokenType: 'Bearer' };
}

interface SessionRow {
  origin_jti: string;
  sub: string;
  client_id: string;
  auth_time: number;
  expires_at: number;
  revoked: number;
  issuer: string | null;
}

/** Finds the live session behind a refresh token, or throws Cognito's refresh-token errors. */
export function sessionForRefreshToken(db: Database, refreshToken: string): SessionRow {
  ensureCognitoSchema(db);
  const row = db
    .prepare('SELECT * FROM cognito_session WHERE refresh_hash = ?')
    .get(hashToken(refreshToken)) as SessionRow | undefined;
  if (!row || row.expires_at < now()) throw new CognitoError('NotAuthorizedException', messages.invalidRefreshToken);
  if (row.revoked) throw new CognitoError('NotAuthorizedException', messages.revokedRefreshToken);
  return row;
}

/** New access and id tokens for an existing session (the refresh token stays the same). */
export async function refreshSession(
  db: Database,
  config: CognitoConfig,
  issuer: string,
  session: SessionRow,
  user: PoolUser,
): Promise<AuthenticationResult> {
  // Refreshed tokens keep the issuer the session began with, so they pass the same checks.
  const tokens = await signTokens(db, config, session.issuer ?? issuer, user, session.origin_jti, session.auth_time);
  return { ...tokens, ExpiresIn: TOKEN_TTL.access, TokenType: 'Bearer' };
}

/** Revokes the session a refresh token belongs to (RevokeToken); unknown tokens are ignored. */
export function revokeRefreshToken(db: Database, refreshToken: string): void {
  ensureCognitoSchema(db);
  db.prepare('UPDATE cognito_session SET revoked = 1 WHERE refresh_hash = ?').run(hashToken(refreshToken));
}

/** Revokes every session of a user (GlobalSignOut, password reset). */
export function revokeAllSessions(db: Database, sub: string): void {
  ensureCognitoSchema(db);
  db.prepare('UPDATE cognito_session SET revoked = 1 WHERE sub = ?').run(sub);
}

// The issuer this pool signs as: `<origin>/cognito/<poolId>` over http(s), nothing more.
function isPoolIssuer(config: CognitoConfig, iss: unknown): iss is string {
  if (typeof iss !== 'string') return false;
  let url: URL;
  try {
    url = new URL(iss);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (iss !== `${url.origin}/cognito/${config.userPoolId}`) return false;
  // When the twin knows its own origin, that is the only one it signs as.
  let known: string | undefined;
  try {
    known = config.publicUrl || config.origin?.();
  } catch {
    known = undefined;
  }
  return !known || iss === issuerFor(config, known);
}

type TokenCheck = 'ok' | 'revoked' | 'foreign';

// A token stands only for a live session of this pool's client, begun with the same issuer and subject.
function checkSession(db: Database, config: CognitoConfig, payload: JWTPayload): TokenCheck {
  if (typeof payload.origin_jti !== 'string') return 'foreign';
  const row = db.prepare('SELECT * FROM cognito_session WHERE origin_jti = ?').get(payload.origin_jti) as SessionRow | undefined;
  if (!row || row.client_id !== config.clientId || row.sub !== payload.sub) return 'foreign';
  if (row.issuer !== null && row.issuer !== payload.iss) return 'foreign';
  return row.revoked === 1 ? 'revoked' : 'ok';
}

async function verify(db: Database, config: CognitoConfig, token: string): Promise<JWTPayload> {
  const key = await signingKey(db);
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ['RS256'] });
    if (!isPoolIssuer(config, payload.iss)) throw new Error('iss');
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new CognitoError('NotAuthorizedException', 'expired');
    throw new CognitoError('NotAuthorizedException', 'invalid');
  }
}

/** Checks an access token (signature, expiry, token_use, client, revocation) and returns its claims. */
export async function verifyAccessToken(
  db: Database,
  config: CognitoConfig,
  token: unknown,
): Promise<AccessTokenClaims> {
  if (typeof token !== 'string' || !token) {
    throw new CognitoError('NotAuthorizedException', messages.invalidAccessToken);
  }
  let payload: JWTPayload;
  try {
    payload = await verify(db, config, token);
  } catch (error) {
    const expired = error instanceof CognitoError && error.message === 'expired';
    throw new CognitoError('NotAuthorizedException', expired ? messages.expiredAccessToken : messages.invalidAccessToken);
  }
  if (payload.token_use !== 'access' || payload.client_id !== config.clientId) {
    throw new CognitoError('NotAuthorizedException', messages.invalidAccessToken);
  }
  const session = checkSession(db, config, payload);
  if (session !== 'ok') {
    throw new CognitoError('NotAuthorizedException', session === 'revoked' ? messages.revokedAccessToken : messages.invalidAccessToken);
  }
  return payload as AccessTokenClaims;
}

/**
 * Checks a Cognito id token as a relying party would (signature against the pool key, issuer,
 * expiry, token_use, audience, client, revocation, `email_verified: true`) and returns its claims. Used by multipass and the twin's
 * other Bearer-authenticated APIs. Throws CognitoError('NotAuthorizedException') when invalid.
 */
export async function verifyIdToken(
  db: Database,
  config: CognitoConfig,
  token: unknown,
): Promise<IdTokenClaims> {
  if (typeof token !== 'string' || !token) throw new CognitoError('NotAuthorizedException', 'Invalid Id Token');
  let payload: JWTPayload;
  try {
    payload = await verify(db, config, token);
  } catch (error) {
    const expired = error instanceof CognitoError && error.message === 'expired';
    throw new CognitoError('NotAuthorizedException', expired ? 'Id Token has expired' : 'Invalid Id Token');
  }
  // Callers read the email as who the customer is, so only a verified one may stand for them.
  if (payload.token_use !== 'id' || payload.aud !== config.clientId || typeof payload.email !== 'string' || payload.email_verified !== true) {
    throw new CognitoError('NotAuthorizedException', 'Invalid Id Token');
  }
  const session = checkSession(db, config, payload);
  if (session !== 'ok') {
    throw new CognitoError('NotAuthorizedException', session === 'revoked' ? 'Id Token has been revoked' : 'Invalid Id Token');
  }
  return payload as IdTokenClaims;
}
