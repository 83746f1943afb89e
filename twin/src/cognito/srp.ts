import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { CognitoError, messages } from './errors.js';
import { decoySrp } from './decoy.js';
import { ModPowRefused, modPowOffThread } from './mod-pow.js';

// Cognito's SRP-6a group: the 3072-bit MODP prime of RFC 3526 with generator 2.
const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

/** Java-style two's-complement hex, as Cognito and its clients pad every number before hashing. */
export function padHex(n: bigint): string {
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hashHex = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string): bigint => BigInt(`0x${hex}`);

// 3072-bit exponentiation takes milliseconds: it runs on a worker thread, in OpenSSL.
const modPow = (base: bigint, exponent: bigint): Promise<bigint> => modPowOffThread(base, exponent, N);
// SRP_A is a number below N: 768 hex digits, a little slack for leading zeros.
const MAX_SRP_A_HEX = 1024;

const k = toBig(hashHex(padHex(N) + padHex(g)));

/** The pool name SRP mixes in: the part of the pool id after the region. */
export const poolName = (userPoolId: string): string => userPoolId.split('_')[1] ?? '';

function privateKey(pool: string, userId: string, password: string, saltHex: string): bigint {
  return toBig(hashHex(padHex(toBig(saltHex)) + sha256Hex(`${pool}${userId}:${password}`)));
}

/** Computes and stores a user's SRP salt and verifier (done whenever the password is set). */
export async function storeSrpVerifier(db: Database, pool: string, sub: string, password: string): Promise<void> {
  const salt = randomBytes(16).toString('hex');
  const verifier = await modPow(g, privateKey(pool, sub, password, salt));
  db.prepare('UPDATE cognito_user SET srp_salt = ?, srp_verifier = ? WHERE sub = ?').run(salt, verifier.toString(16), sub);
}

interface PendingSrp {
  /** The user the challenge is for; null for a made-up username, which can never verify. */
  sub: string | null;
  /** The USER_ID_FOR_SRP the client must sign with. */
  userId: string;
  A: bigint;
  b: bigint;
  B: bigint;
  saltHex: string;
  verifier: bigint;
  expiresAt: number;
}

// Challenges live for three minutes, like Cognito's; a restart simply asks the client to sign in again.
const pending = new Map<string, PendingSrp>();
const CHALLENGE_TTL_MS = 3 * 60 * 1000;
const MAX_PENDING = 10_000;

function prune(now: number): void {
  for (const [key, value] of pending) if (value.expiresAt < now) pending.delete(key);
}

/**
 * USER_SRP_AUTH step one: answers SRP_A with the PASSWORD_VERIFIER challenge (salt, B, secret block).
 * A username without a user gets a challenge of the same shape and cost: the stand-in id and salt of
 * `decoySrp` and a verifier from its bytes, so neither the answer nor its timing says who exists.
 */
export async function beginSrp(
  db: Database,
  username: string,
  user: { sub: string } | undefined,
  srpA: unknown,
): Promise<Record<string, unknown>> {
  if (typeof srpA !== 'string' || !/^[0-9a-fA-F]+$/.test(srpA)) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter SRP_A');
  }
  if (srpA.length > MAX_SRP_A_HEX) throw new CognitoError('InvalidParameterException', 'Illegal parameter SRP_A');
  const A = toBig(srpA);
  if (A % N === 0n) throw new CognitoError('InvalidParameterException', 'Illegal parameter SRP_A');
  const row = user
    ? (db.prepare('SELECT srp_salt, srp_verifier FROM cognito_user WHERE sub = ?').get(user.sub) as
        | { srp_salt: string | null; srp_verifier: string | null }
        | undefined)
    : undefined;
  const known = !!(user && row?.srp_salt && row.srp_verifier);
  const decoy = known ? undefined : decoySrp(db, username);
  const userId = user?.sub ?? decoy!.userId;
  const saltHex = known ? row!.srp_salt! : decoy!.saltHex;
  const verifier = known ? toBig(row!.srp_verifier!) : toBig(decoy!.verifierBytes.toString('hex')) % N;
  const b = toBig(randomBytes(32).toString('hex'));
  const B = (k * verifier + (await modPow(g, b))) % N;
  const secretBlock = randomBytes(64).toString('base64');
  const now = Date.now();
  prune(now);
  // Bounded: a flood of challenges pushes out the oldest rather than growing without end.
  if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
  pending.set(secretBlock, { sub: known ? user!.sub : null, userId, A, b, B, saltHex, verifier, expiresAt: now + CHALLENGE_TTL_MS });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: saltHex,
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: userId,
      USER_ID_FOR_SRP: userId,
    },
  };
}

/** USER_SRP_AUTH step two: checks PASSWORD_CLAIM_SIGNATURE and returns the proven user's sub. */
export async function finishSrp(userPoolId: string, responses: Record<string, unknown>): Promise<string> {
  const secretBlock = String(responses.PASSWORD_CLAIM_SECRET_BLOCK ?? '');
  const signature = String(responses.PASSWORD_CLAIM_SIGNATURE ?? '');
  const timestamp = String(responses.TIMESTAMP ?? '');
  const username = String(responses.USERNAME ?? '');
  const state = pending.get(secretBlock);
  pending.delete(secretBlock);
  if (!state || state.expiresAt < Date.now()) throw new CognitoError('NotAuthorizedException', messages.badCredentials);
  // Whose challenge it was is decided after the full proof check, so a made-up user's answer costs the same.
  const u = toBig(hashHex(padHex(state.A) + padHex(state.B)));
  if (u === 0n) throw new CognitoError('NotAuthorizedException', messages.badCredentials);
  let S: bigint;
  try {
    S = await modPow(state.A * (await modPow(state.verifier, u)), state.b);
  } catch (error) {
    if (error instanceof ModPowRefused) throw new CognitoError('NotAuthorizedException', messages.badCredentials);
    throw error;
  }
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const key = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName(userPoolId), 'utf8'),
        Buffer.from(username, 'utf8'),
        Buffer.from(secretBlock, 'base64'),
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(signature, 'base64');
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  if (!matches || !state.sub || state.userId !== username) throw new CognitoError('NotAuthorizedException', messages.badCredentials);
  return state.sub;
}
