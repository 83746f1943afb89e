import { randomInt, randomUUID, scrypt, timingSafeEqual, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from 'better-sqlite3';
import { CognitoError, messages } from './errors.js';
import { assertNotLocked, attemptLimitExceeded, clearFailures, recordFailure } from './lockout.js';
import { ensureCognitoSchema } from './schema.js';

/** A user of the pool. Email is the sign-in name; `sub` is also the Cognito username. */
export interface PoolUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  status: 'UNCONFIRMED' | 'CONFIRMED';
  /** Standard and custom attributes other than sub, email and email_verified. */
  attributes: Record<string, string>;
}

interface UserRow {
  sub: string;
  email: string;
  email_verified: number;
  status: 'UNCONFIRMED' | 'CONFIRMED';
  password_hash: string;
  attributes: string;
}

/** Why a one-time code was sent. */
export type CodePurpose = 'signup' | 'reset' | 'email';

/** How long codes stay valid, in seconds (Cognito: 24 h for sign-up, 1 h for resets). */
const CODE_TTL: Record<CodePurpose, number> = { signup: 24 * 3600, reset: 3600, email: 24 * 3600 };

/** The pool's password policy: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

const toUser = (row: UserRow): PoolUser => ({
  sub: row.sub,
  email: row.email,
  emailVerified: row.email_verified === 1,
  status: row.status,
  attributes: JSON.parse(row.attributes) as Record<string, string>,
});

// scrypt runs on libuv's thread pool, so hashing never holds up other requests.
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await scryptAsync(password, salt, 32)).toString('base64')}`;
}

async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  return timingSafeEqual(expected, await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length));
}

/** Throws Cognito's policy error when a password is too short. */
export function assertPasswordPolicy(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password.length < 1) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter PASSWORD');
  }
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw new CognitoError('InvalidPasswordException', messages.passwordTooShort);
  }
}

/** Finds a user by email (the sign-in name) or by sub. */
export function findUser(db: Database, username: string): PoolUser | undefined {
  ensureCognitoSchema(db);
  const row = db.prepare('SELECT * FROM cognito_user WHERE email = ? OR sub = ?').get(username.trim(), username) as
    | UserRow
    | undefined;
  return row && toUser(row);
}

/** Creates an unconfirmed user; throws UsernameExistsException if the email is taken. */
export async function createUser(
  db: Database,
  email: string,
  password: string,
  attributes: Record<string, string>,
): Promise<PoolUser> {
  ensureCognitoSchema(db);
  if (findUser(db, email)) throw new CognitoError('UsernameExistsException', messages.usernameExists);
  const passwordHash = await hashPassword(password);
  // Checked again after the wait: another sign-up may have taken the email meanwhile.
  if (findUser(db, email)) throw new CognitoError('UsernameExistsException', messages.usernameExists);
  const sub = randomUUID();
  const stamp = new Date().toISOString();
  db.prepare(
    `INSERT INTO cognito_user (sub, email, email_verified, status, password_hash, attributes, created_at, updated_at)
     VALUES (?, ?, 0, 'UNCONFIRMED', ?, ?, ?, ?)`,
  ).run(sub, email.trim(), passwordHash, JSON.stringify(attributes), stamp, stamp);
  return findUser(db, sub)!;
}

/** Checks a user's password (off the event loop). */
export async function checkPassword(db: Database, sub: string, password: string): Promise<boolean> {
  const row = db.prepare('SELECT password_hash FROM cognito_user WHERE sub = ?').get(sub) as
    | { password_hash: string }
    | undefined;
  return !!row && (await passwordMatches(row.password_hash, password));
}

/** Replaces a user's password (hashed off the event loop). */
export async function setPassword(db: Database, sub: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  db.prepare('UPDATE cognito_user SET password_hash = ?, updated_at = ? WHERE sub = ?').run(
    passwordHash,
    new Date().toISOString(),
    sub,
  );
}

/** Marks a user confirmed with a verified email. */
export function confirmUser(db: Database, sub: string): void {
  db.prepare(
    "UPDATE cognito_user SET status = 'CONFIRMED', email_verified = 1, updated_at = ? WHERE sub = ?",
  ).run(new Date().toISOString(), sub);
}

/** Stores changed attributes; a new email becomes the sign-in name and is unverified until confirmed. */
export function updateAttributes(db: Database, user: PoolUser, changes: Record<string, string>): PoolUser {
  const { email, ...rest } = changes;
  const attributes = { ...user.attributes, ...rest };
  const emailChanged = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged && findUser(db, email)) {
    throw new CognitoError('AliasExistsException', messages.usernameExists);
  }
  db.prepare(
    'UPDATE cognito_user SET email = ?, email_verified = ?, attributes = ?, updated_at = ? WHERE sub = ?',
  ).run(
    emailChanged ? email.trim() : user.email,
    emailChanged ? 0 : user.emailVerified ? 1 : 0,
    JSON.stringify(attributes),
    new Date().toISOString(),
    user.sub,
  );
  return findUser(db, user.sub)!;
}

/** Marks the current email verified. */
export function verifyEmail(db: Database, sub: string): void {
  db.prepare('UPDATE cognito_user SET email_verified = 1, updated_at = ? WHERE sub = ?').run(
    new Date().toISOString(),
    sub,
  );
}

/** Issues a fresh 6-digit code for a purpose, replacing any earlier one. */
export function issueCode(db: Database, sub: string, purpose: CodePurpose): string {
  ensureCognitoSchema(db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = Math.floor(Date.now() / 1000) + CODE_TTL[purpose];
  db.prepare(
    'INSERT OR REPLACE INTO cognito_code (sub, purpose, code, expires_at) VALUES (?, ?, ?, ?)',
  ).run(sub, purpose, code, expiresAt);
  clearFailures(`code:${sub}:${purpose}`);
  return code;
}

/** Consumes a code, or throws CodeMismatchException / ExpiredCodeException as Cognito does. */
export function consumeCode(db: Database, sub: string, purpose: CodePurpose, code: unknown): void {
  ensureCognitoSchema(db);
  const key = `code:${sub}:${purpose}`;
  assertNotLocked(key, attemptLimitExceeded);
  const row = db.prepare('SELECT code, expires_at FROM cognito_code WHERE sub = ? AND purpose = ?').get(sub, purpose) as
    | { code: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at < Math.floor(Date.now() / 1000)) {
    throw new CognitoError('ExpiredCodeException', messages.expiredCode);
  }
  if (typeof code !== 'string' || code.trim() !== row.code) {
    recordFailure(key);
    throw new CognitoError('CodeMismatchException', messages.codeMismatch);
  }
  clearFailures(key);
  db.prepare('DELETE FROM cognito_code WHERE sub = ? AND purpose = ?').run(sub, purpose);
}

/** Cognito's masked destination, e.g. `j***@e***`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
