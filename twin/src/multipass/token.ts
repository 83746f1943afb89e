import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a multipass token is accepted after its created_at, in milliseconds. */
export const MULTIPASS_VALIDITY_MS = 15 * 60 * 1000;

/** The customer data a multipass token carries (Shopify's documented fields; email and created_at required). */
export interface MultipassData {
  email: string;
  created_at: string;
  return_to?: string;
  first_name?: string;
  last_name?: string;
  tag_string?: string;
  identifier?: string;
  remote_ip?: string;
  /** Shopify's address objects (address1, city, country_code, default, …); checked by the customer module. */
  addresses?: unknown;
  [field: string]: unknown;
}

/** Why a token was refused. */
export class MultipassError extends Error {}

// Shopify's scheme: SHA-256 of the secret; first 16 bytes encrypt (AES-128-CBC), last 16 sign (HMAC-SHA256).
function keys(secret: string): { encryptionKey: Buffer; signatureKey: Buffer } {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  return { encryptionKey: digest.subarray(0, 16), signatureKey: digest.subarray(16, 32) };
}

// Accept both the URL-safe and the standard alphabet, padded or not.
const normalize = (token: string): string => token.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Builds a multipass token: URL-safe base64 of IV + ciphertext + HMAC signature. */
export function encodeMultipass(secret: string, data: MultipassData): string {
  const { encryptionKey, signatureKey } = keys(secret);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', encryptionKey, iv);
  const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', signatureKey).update(ciphertext).digest();
  return Buffer.concat([ciphertext, signature]).toString('base64url');
}

/** Checks signature, decrypts, and enforces created_at within the validity window; returns the data. */
export function decodeMultipass(secret: string, token: string, now = Date.now()): MultipassData {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_\-+/=]+$/.test(token)) throw new MultipassError('malformed');
  const raw = Buffer.from(normalize(token), 'base64url');
  if (raw.length < 16 + 16 + 32) throw new MultipassError('too short');
  const { encryptionKey, signatureKey } = keys(secret);
  const ciphertext = raw.subarray(0, raw.length - 32);
  const signature = raw.subarray(raw.length - 32);
  const expected = createHmac('sha256', signatureKey).update(ciphertext).digest();
  if (!timingSafeEqual(signature, expected)) throw new MultipassError('bad signature');
  let data: unknown;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryptionKey, ciphertext.subarray(0, 16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(16)), decipher.final()]).toString('utf8');
    data = JSON.parse(plain);
  } catch {
    throw new MultipassError('undecipherable');
  }
  if (!data || typeof data !== 'object') throw new MultipassError('not an object');
  const record = data as MultipassData;
  if (typeof record.email !== 'string' || !record.email.includes('@')) throw new MultipassError('no email');
  const created = Date.parse(String(record.created_at));
  if (!Number.isFinite(created)) throw new MultipassError('no created_at');
  // A minute of clock skew is tolerated for tokens made on another machine.
  if (created > now + 60_000 || now - created > MULTIPASS_VALIDITY_MS) throw new MultipassError('expired');
  return record;
}

/**
 * A digest of the token's decoded bytes, so used tokens are remembered without storing them. Keyed on
 * the bytes, not the text: padding, either base64 alphabet and unused trailing bits spell the same token.
 */
export function multipassDigest(token: string): string {
  return createHash('sha256').update(Buffer.from(normalize(token), 'base64url')).digest('hex');
}
