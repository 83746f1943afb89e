// Shopify's Multipass token, as a store's app makes it: the customer's JSON encrypted with
// AES-128-CBC under the first half of SHA-256(secret), signed with HMAC-SHA256 under the second
// half, and sent as URL-safe base64 of IV + ciphertext + signature.
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** What a token carries (Shopify's documented fields; email and created_at required). */
export interface MultipassCustomer {
  email: string;
  created_at: string;
  /** The person's id at the identity provider: the store finds its customer by it, so the email may change. */
  identifier?: string;
  return_to?: string;
  first_name?: string;
  last_name?: string;
}

/** Encodes `customer` under the store's Multipass `secret`. */
export function encodeMultipass(secret: string, customer: MultipassCustomer): string {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', digest.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(customer), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', digest.subarray(16, 32)).update(ciphertext).digest();
  return Buffer.concat([ciphertext, signature]).toString('base64url');
}
