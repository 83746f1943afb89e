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
  /** An email the user asked to change to; it replaces `email` only once its code is verified. */
  pendingEmail: string | null;
}

interface UserRow {
  sub: string;
  email: string;
  email_verified: number;
  status: 'UNCONFIRMED' | 'CONFIRMED';
  password_hash: string;
  attributes: string;
  pending_email: string | null;
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
  pendingEmail: row.pending_email ?? null,
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

// A hash of nothing anyone knows: checking a made-up user's password against it costs what a real check costs.
let nobodysHash: Promise<string> | undefined;

/** Spends the time of a password check for a username with no user; always false. */
export async function checkNobodysPassword(password: string): Promise<false> {
  nobodysHash ??= hashPassword(randomBytes(32).toString('base64'));
  await passwordMatches(await nobodysHash, password);
  return false;
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

/**
 * Stores changed attributes. A new email is kept pending and the verified one stays the sign-in name and
 * the token claim until the new address proves itself (Cognito's AttributesRequireVerificationBeforeUpdate);
 * the current email again cancels a pending change. Answers the user and the email now waiting, if any.
 */
export function updateAttributes(db: Database, user: PoolUser, changes: Record<string, string>): { user: PoolUser; pendingEmail: string | null } {
  const { email, ...rest } = changes;
  const attributes = { ...user.attributes, ...rest };
  let pending = user.pendingEmail;
  if (email !== undefined) pending = email.trim().toLowerCase() === user.email.toLowerCase() ? null : email.trim();
  db.prepare('UPDATE cognito_user SET pending_email = ?, attributes = ?, updated_at = ? WHERE sub = ?').run(
    pending,
    JSON.stringify(attributes),
    new Date().toISOString(),
    user.sub,
  );
  return { user: findUser(db, user.sub)!, pendingEmail: email !== undefined && pending !== null ? pending : null };
}

/**
 * After a verified email code: the pending email becomes the user's (AliasExistsException when another user
 * has it by now), or, with nothing pending, the current email is marked verified.
 */
export function applyVerifiedEmail(db: Database, user: PoolUser): void {
  const stamp = new Date().toISOString();
  if (!user.pendingEmail) {
    verifyEmail(db, user.sub);
    return;
  }
  const owner = findUser(db, user.pendingEmail);
  if (owner && owner.sub !== user.sub) throw new CognitoError('AliasExistsException', messages.usernameExists);
  try {
    db.prepare('UPDATE cognito_user SET email = ?, email_verified = 1, pending_email = NULL, updated_at = ? WHERE sub = ?').run(
      user.pendingEmail,
      stamp,
      user.sub,
    );
  } catch (error) {
    // The unique email index settles a race with a sign-up that took the address meanwhile.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new CognitoError('AliasExistsException', messages.usernameExists);
    throw error;
  }
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
