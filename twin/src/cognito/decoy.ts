import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ensureCognitoSchema } from './schema.js';

// Made-up usernames get stand-ins derived from this pool's secret, so they stay the same across calls and restarts.
const secrets = new WeakMap<Database, Buffer>();

function poolSecret(db: Database): Buffer {
  let secret = secrets.get(db);
  if (secret) return secret;
  ensureCognitoSchema(db);
  db.prepare("INSERT OR IGNORE INTO cognito_pool_secret (name, value) VALUES ('decoy', ?)").run(randomBytes(32).toString('base64'));
  const row = db.prepare("SELECT value FROM cognito_pool_secret WHERE name = 'decoy'").get() as { value: string };
  secret = Buffer.from(row.value, 'base64');
  secrets.set(db, secret);
  return secret;
}

/** What SRP shows for a username with no user: an id shaped like a `sub`, a salt and verifier bytes, all stable. */
export interface DecoySrp {
  userId: string;
  saltHex: string;
  /** 384 bytes to reduce below N: a verifier is never shown, only mixed into B. */
  verifierBytes: Buffer;
}

/** The stand-in SRP identity of a username that matches no user (the same name, any case, gets the same one). */
export function decoySrp(db: Database, username: string): DecoySrp {
  const name = username.trim().toLowerCase();
  const id = createHmac('sha256', poolSecret(db)).update(`srp-user-id\0${name}`).digest().subarray(0, 16);
  // Version 4 and the RFC 4122 variant, as randomUUID() gives real users.
  id[6] = (id.readUInt8(6) & 0x0f) | 0x40;
  id[8] = (id.readUInt8(8) & 0x3f) | 0x80;
  const hex = id.toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const saltHex = createHmac('sha256', poolSecret(db)).update(`srp-salt\0${name}`).digest().subarray(0, 16).toString('hex');
  const verifierBytes = Buffer.from(hkdfSync('sha256', poolSecret(db), Buffer.from(name, 'utf8'), 'srp-verifier', 384));
  return { userId, saltHex, verifierBytes };
}
