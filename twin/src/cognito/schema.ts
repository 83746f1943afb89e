import type { Database } from 'better-sqlite3';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS cognito_signing_key (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cognito_user (
  sub TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email_verified INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  srp_salt TEXT,
  srp_verifier TEXT,
  attributes TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cognito_code (
  sub TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (sub, purpose)
);
CREATE TABLE IF NOT EXISTS cognito_session (
  origin_jti TEXT PRIMARY KEY,
  sub TEXT NOT NULL,
  client_id TEXT NOT NULL,
  refresh_hash TEXT NOT NULL UNIQUE,
  auth_time INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cognito_session_sub ON cognito_session (sub);
`;

const ready = new WeakSet<Database>();

/** Adds the issuer a session's tokens were signed with (idempotent), so tokens naming another issuer are refused. */
export function addSessionIssuer(db: Database): void {
  const columns = db.prepare('PRAGMA table_info(cognito_session)').all() as Array<{ name: string }>;
  if (columns.length && !columns.some((c) => c.name === 'issuer')) db.exec('ALTER TABLE cognito_session ADD COLUMN issuer TEXT');
}

/** Adds the email a user asked to change to, kept apart until its code is verified (idempotent). */
export function addPendingEmail(db: Database): void {
  const columns = db.prepare('PRAGMA table_info(cognito_user)').all() as Array<{ name: string }>;
  if (columns.length && !columns.some((c) => c.name === 'pending_email')) db.exec('ALTER TABLE cognito_user ADD COLUMN pending_email TEXT');
}

/** Adds the pool's own secrets (name → value), such as the key of unknown users' stand-in SRP values (idempotent). */
export function addPoolSecrets(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS cognito_pool_secret (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
}

/** Creates the user-pool tables (idempotent); also usable as a migration step. */
export function ensureCognitoSchema(db: Database): void {
  if (ready.has(db)) return;
  db.exec(SCHEMA);
  addSessionIssuer(db);
  addPendingEmail(db);
  addPoolSecrets(db);
  ready.add(db);
}
