// The secrets Shopify keeps for each store and shows only to its owner: the Multipass secret, the
// Admin API access token, the webhook signing secret and the private Storefront API token (the Hydrogen
// channel's PRIVATE_STOREFRONT_API_TOKEN, sent server-side in Shopify-Storefront-Private-Token); and,
// named by its company id, the private API key of each store's Klaviyo account (one store per account). None is content: each is derived from one
// twin secret (TWIN_SECRET, else made up at start), so whoever launches the twin with a known secret
// can hand the same values to the services, and nobody reading the content lake learns them.
import { createHmac, randomBytes } from 'node:crypto';

/** What a store secret is for. */
export type StoreSecretPurpose = 'multipass' | 'admin-token' | 'webhook' | 'storefront-private-token' | 'klaviyo-private-key';

let madeUp: string | undefined;

/** The twin's secret: TWIN_SECRET (at least 16 characters), else one made up for this process. */
export function twinSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.TWIN_SECRET;
  if (configured && configured.length >= 16) return configured;
  return (madeUp ??= randomBytes(32).toString('hex'));
}

/**
 * The `purpose` secret of `store` under `secret` (64 hex characters; an Admin token and a private
 * Storefront token start shpat_ as Shopify's access tokens do, a Klaviyo private key pk_ as Klaviyo's do).
 */
export function storeSecret(store: string, purpose: StoreSecretPurpose, secret: string = twinSecret()): string {
  const value = createHmac('sha256', secret).update(`${store}\0${purpose}`).digest('hex');
  if (purpose === 'admin-token' || purpose === 'storefront-private-token') return `shpat_${value.slice(0, 32)}`;
  if (purpose === 'klaviyo-private-key') return `pk_${value.slice(0, 34)}`;
  return value;
}
