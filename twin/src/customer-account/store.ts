// What the Customer Account API's OAuth server keeps: authorization requests waiting for a sign-in,
// single-use authorization codes, sessions and their access and refresh tokens, and the key id_tokens
// are signed with. Codes and tokens are kept only as SHA-256 digests; the customers themselves stay
// where the classic Storefront API keeps them (twin/src/customer/store.ts).
import { createHash, generateKeyPairSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open.js';
import type { Migration } from '../db/migrations.js';

/** How long the sign-in page of one authorize request stays usable. */
export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
/** How long an authorization code may wait for its token request. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** How long an access token lives (token answers say so in expires_in). */
export const ACCESS_TOKEN_TTL_S = 3600;
/** How long a refresh token lives; each refresh replaces it with a new one. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export const customerAccountMigrations: Migration[] = [
  {
    id: 'customer-account-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE customer_account_requests (
          digest TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          client_id TEXT NOT NULL,
          redirect_uri TEXT NOT NULL,
          scope TEXT NOT NULL,
          state TEXT NOT NULL,
          nonce TEXT NOT NULL,
          code_challenge TEXT NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE TABLE customer_account_codes (
          digest TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          customer_id INTEGER NOT NULL,
          client_id TEXT NOT NULL,
          redirect_uri TEXT NOT NULL,
          scope TEXT NOT NULL,
          nonce TEXT NOT NULL,
          code_challenge TEXT NOT NULL,
          auth_time INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at INTEGER,
          session_id TEXT
        );
        CREATE TABLE customer_account_sessions (
          id TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          customer_id INTEGER NOT NULL,
          client_id TEXT NOT NULL,
          scope TEXT NOT NULL,
          auth_time INTEGER NOT NULL,
          ended_at INTEGER
        );
        CREATE TABLE customer_account_tokens (
          digest TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
          session_id TEXT NOT NULL REFERENCES customer_account_sessions(id) ON DELETE CASCADE,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX customer_account_tokens_session ON customer_account_tokens (session_id);
        CREATE TABLE customer_account_keys (
          kid TEXT PRIMARY KEY,
          private_pem TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
      `);
    },
  },
  {
    // One emailed sign-in code per waiting authorize request.
    id: 'customer-account-002-email-codes',
    up: (db) => {
      db.exec(`
        CREATE TABLE customer_account_email_codes (
          request_digest TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          email TEXT NOT NULL COLLATE NOCASE,
          code_digest TEXT NOT NULL,
          tries INTEGER NOT NULL DEFAULT 0,
          expires_at INTEGER NOT NULL
        );
      `);
    },
  },
];

const digest = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
const random = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** An authorize request waiting for its customer to sign in. */
export interface AuthRequest {
  store: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** Keeps an authorize request; answers the opaque id the sign-in form carries. */
export function saveAuthRequest(db: Db, request: AuthRequest, now = Date.now()): string {
  const id = random(24);
  db.prepare('DELETE FROM customer_account_requests WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT INTO customer_account_requests (digest, store, client_id, redirect_uri, scope, state, nonce, code_challenge, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(digest(id), request.store, request.clientId, request.redirectUri, request.scope, request.state, request.nonce, request.codeChallenge, now + AUTH_REQUEST_TTL_MS);
  return id;
}

interface RequestRow {
  store: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  expires_at: number;
}

/** The live authorize request of a store with this id, if any. */
export function findAuthRequest(db: Db, store: string, id: string, now = Date.now()): AuthRequest | undefined {
  const row = db.prepare('SELECT * FROM customer_account_requests WHERE digest = ? AND store = ?').get(digest(id), store) as RequestRow | undefined;
  if (!row || row.expires_at <= now) return undefined;
  return { store: row.store, clientId: row.client_id, redirectUri: row.redirect_uri, scope: row.scope, state: row.state, nonce: row.nonce, codeChallenge: row.code_challenge };
}

/** Ends an authorize request once it has given its code. */
export function deleteAuthRequest(db: Db, id: string): void {
  db.prepare('DELETE FROM customer_account_requests WHERE digest = ?').run(digest(id));
}

/** Issues the single-use authorization code of a signed-in customer for a request. */
export function issueCode(db: Db, request: AuthRequest, customerId: number, now = Date.now()): string {
  const code = random(32);
  db.prepare('DELETE FROM customer_account_codes WHERE expires_at <= ?').run(now - CODE_TTL_MS);
  db.prepare(
    `INSERT INTO customer_account_codes (digest, store, customer_id, client_id, redirect_uri, scope, nonce, code_challenge, auth_time, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(digest(code), request.store, customerId, request.clientId, request.redirectUri, request.scope, request.nonce, request.codeChallenge, Math.floor(now / 1000), now + CODE_TTL_MS);
  return code;
}

/** An authorization code as its token request finds it. */
export interface CodeRecord {
  customerId: number;
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce: string;
  codeChallenge: string;
  authTime: number;
  expired: boolean;
  /** The session a first use of the code started, when the code was already used. */
  usedBySession: string | null;
  alreadyUsed: boolean;
}

/**
 * Spends a store's code: answers what it was issued for and whether it had been used before. Every
 * call marks it used, so a code is good for one token request whatever that request's outcome.
 */
export function spendCode(db: Db, store: string, code: string, now = Date.now()): CodeRecord | undefined {
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM customer_account_codes WHERE digest = ? AND store = ?').get(digest(code), store) as
      | { customer_id: number; client_id: string; redirect_uri: string; scope: string; nonce: string; code_challenge: string; auth_time: number; expires_at: number; used_at: number | null; session_id: string | null }
      | undefined;
    if (!row) return undefined;
    if (row.used_at === null) db.prepare('UPDATE customer_account_codes SET used_at = ? WHERE digest = ?').run(now, digest(code));
    return {
      customerId: row.customer_id,
      clientId: row.client_id,
      redirectUri: row.redirect_uri,
      scope: row.scope,
      nonce: row.nonce,
      codeChallenge: row.code_challenge,
      authTime: row.auth_time,
      expired: row.expires_at <= now,
      usedBySession: row.session_id,
      alreadyUsed: row.used_at !== null,
    };
  })();
}

/** Records which session a code started, so a second use of the code can end it. */
export function linkCodeToSession(db: Db, code: string, sessionId: string): void {
  db.prepare('UPDATE customer_account_codes SET session_id = ? WHERE digest = ?').run(sessionId, digest(code));
}

/** A signed-in session of a customer at a client. */
export interface SessionRecord {
  id: string;
  store: string;
  customerId: number;
  clientId: string;
  scope: string;
  authTime: number;
}

/** Starts a session. */
export function startSession(db: Db, s: Omit<SessionRecord, 'id'>): SessionRecord {
  const id = random(18);
  db.prepare('INSERT INTO customer_account_sessions (id, store, customer_id, client_id, scope, auth_time) VALUES (?, ?, ?, ?, ?, ?)').run(
    id, s.store, s.customerId, s.clientId, s.scope, s.authTime,
  );
  return { id, ...s };
}

/** Ends a session: every access and refresh token of it stops working at once. */
export function endSession(db: Db, sessionId: string, now = Date.now()): void {
  db.transaction(() => {
    db.prepare('UPDATE customer_account_sessions SET ended_at = COALESCE(ended_at, ?) WHERE id = ?').run(now, sessionId);
    db.prepare('DELETE FROM customer_account_tokens WHERE session_id = ?').run(sessionId);
  })();
}

/** Issues an access token (shcat_) and a refresh token (shcrt_) of a live session. */
export function issueTokens(db: Db, sessionId: string, now = Date.now()): { accessToken: string; refreshToken: string } {
  const accessToken = `shcat_${random(32)}`;
  const refreshToken = `shcrt_${random(32)}`;
  const insert = db.prepare('INSERT INTO customer_account_tokens (digest, kind, session_id, expires_at) VALUES (?, ?, ?, ?)');
  db.prepare('DELETE FROM customer_account_tokens WHERE expires_at <= ?').run(now);
  insert.run(digest(accessToken), 'access', sessionId, now + ACCESS_TOKEN_TTL_S * 1000);
  insert.run(digest(refreshToken), 'refresh', sessionId, now + REFRESH_TOKEN_TTL_MS);
  return { accessToken, refreshToken };
}

/** The live session a live token of this kind belongs to, within a store. */
export function sessionByToken(db: Db, store: string, kind: 'access' | 'refresh', token: string, now = Date.now()): SessionRecord | undefined {
  const row = db
    .prepare(
      `SELECT s.* FROM customer_account_tokens t JOIN customer_account_sessions s ON s.id = t.session_id
       WHERE t.digest = ? AND t.kind = ? AND t.expires_at > ? AND s.store = ? AND s.ended_at IS NULL`,
    )
    .get(digest(token), kind, now, store) as
    | { id: string; store: string; customer_id: number; client_id: string; scope: string; auth_time: number }
    | undefined;
  return row && { id: row.id, store: row.store, customerId: row.customer_id, clientId: row.client_id, scope: row.scope, authTime: row.auth_time };
}

/** A session by id, ended or not. */
export function sessionById(db: Db, id: string): (SessionRecord & { ended: boolean }) | undefined {
  const row = db.prepare('SELECT * FROM customer_account_sessions WHERE id = ?').get(id) as
    | { id: string; store: string; customer_id: number; client_id: string; scope: string; auth_time: number; ended_at: number | null }
    | undefined;
  return row && { id: row.id, store: row.store, customerId: row.customer_id, clientId: row.client_id, scope: row.scope, authTime: row.auth_time, ended: row.ended_at !== null };
}

/** Spends a refresh token (it is replaced by the answer's new one); false when it was not live. */
export function spendRefreshToken(db: Db, token: string): boolean {
  return db.prepare("DELETE FROM customer_account_tokens WHERE digest = ? AND kind = 'refresh'").run(digest(token)).changes > 0;
}

/** How long an emailed sign-in code stays good. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one emailed code allows before it is void. */
export const EMAIL_CODE_TRIES = 5;

/** Keeps a fresh 6-digit code for an authorize request and email (replacing an earlier one); answers it to mail. */
export function issueEmailCode(db: Db, store: string, requestId: string, email: string, now = Date.now()): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('DELETE FROM customer_account_email_codes WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT OR REPLACE INTO customer_account_email_codes (request_digest, store, email, code_digest, tries, expires_at)
     VALUES (?, ?, ?, ?, 0, ?)`,
  ).run(digest(requestId), store, email, digest(`${requestId}:${code}`), now + EMAIL_CODE_TTL_MS);
  return code;
}

/** Records that a request's code went to an email without issuing one (no such customer): its checks then fail alike. */
export function issueNoEmailCode(db: Db, store: string, requestId: string, email: string, now = Date.now()): void {
  db.prepare(
    `INSERT OR REPLACE INTO customer_account_email_codes (request_digest, store, email, code_digest, tries, expires_at)
     VALUES (?, ?, ?, ?, 0, ?)`,
  ).run(digest(requestId), store, email, digest(`${requestId}:${random(16)}`), now + EMAIL_CODE_TTL_MS);
}

/** Checks a code typed for a request: 'ok' (the code is spent), 'wrong' (a try counted), or 'void' (none, expired, other email, out of tries). */
export function checkEmailCode(db: Db, store: string, requestId: string, email: string, code: string, now = Date.now()): 'ok' | 'wrong' | 'void' {
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM customer_account_email_codes WHERE request_digest = ? AND store = ?').get(digest(requestId), store) as
      | { email: string; code_digest: string; tries: number; expires_at: number }
      | undefined;
    if (!row || row.expires_at <= now || row.tries >= EMAIL_CODE_TRIES || row.email.toLowerCase() !== email.toLowerCase()) return 'void';
    const given = Buffer.from(digest(`${requestId}:${code}`), 'hex');
    if (timingSafeEqual(given, Buffer.from(row.code_digest, 'hex'))) {
      db.prepare('DELETE FROM customer_account_email_codes WHERE request_digest = ?').run(digest(requestId));
      return 'ok';
    }
    db.prepare('UPDATE customer_account_email_codes SET tries = tries + 1 WHERE request_digest = ?').run(digest(requestId));
    return row.tries + 1 >= EMAIL_CODE_TRIES ? 'void' : 'wrong';
  })();
}

/** The id_token signing key (RSA, RS256), made once per database and kept with it. */
export function signingKey(db: Db): { kid: string; privatePem: string } {
  const row = db.prepare('SELECT kid, private_pem FROM customer_account_keys ORDER BY created_at LIMIT 1').get() as
    | { kid: string; private_pem: string }
    | undefined;
  if (row) return { kid: row.kid, privatePem: row.private_pem };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const kid = random(12);
  db.prepare('INSERT INTO customer_account_keys (kid, private_pem, created_at) VALUES (?, ?, ?)').run(kid, privatePem, new Date().toISOString());
  return { kid, privatePem };
}
