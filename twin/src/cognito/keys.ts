import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { ensureCognitoSchema } from './schema.js';

/** The pool's RS256 signing key and its public half. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const cache = new WeakMap<Database, Promise<SigningKey>>();

interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

async function loadOrCreate(db: Database): Promise<SigningKey> {
  ensureCognitoSchema(db);
  let row = db.prepare('SELECT * FROM cognito_signing_key ORDER BY created_at LIMIT 1').get() as
    | KeyRow
    | undefined;
  if (!row) {
    const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const kid = randomUUID();
    const privateJwk = await exportJWK(pair.privateKey);
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
    // Another process may have raced us: keep whichever key landed first.
    db.prepare(
      'INSERT OR IGNORE INTO cognito_signing_key (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)',
    ).run(kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk), new Date().toISOString());
    row = db.prepare('SELECT * FROM cognito_signing_key ORDER BY created_at LIMIT 1').get() as KeyRow;
  }
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  return {
    kid: row.kid,
    privateKey: (await importJWK(JSON.parse(row.private_jwk) as JWK, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
    publicJwk,
  };
}

/** The signing key stored in the database (generated on first use, so tokens survive restarts). */
export function signingKey(db: Database): Promise<SigningKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

/** The JWKS document published at `<issuer>/.well-known/jwks.json`. */
export async function jwks(db: Database): Promise<{ keys: JWK[] }> {
  const key = await signingKey(db);
  return { keys: [key.publicJwk] };
}
