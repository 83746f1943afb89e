import crypto from 'node:crypto';
import type { TwinRuntime } from '../../runtime.js';
import type { Store } from '../../catalogue/stores.js';
import { storeSecret } from '../../catalogue/store-secrets.js';

/**
 * A Klaviyo account in the twin: its public key (company_id), its newsletter list, and the brand's store its
 * Shopify integration reads (Klaviyo connects one Shopify store per account: the USD and the CAD store of a
 * brand each have their own account, whose `$default` catalogue is that store).
 */
export interface KlaviyoAccount {
  brand: string;
  /** Currency of the brand's store this account is connected to. */
  currency: 'USD' | 'CAD';
  companyId: string;
  newsletterListId: string;
}

/** Fixed twin values (Klaviyo public keys and list ids are six characters). */
export const KLAVIYO_ACCOUNTS: readonly KlaviyoAccount[] = [
  { brand: 'trailmate', currency: 'USD', companyId: 'TwTrl1', newsletterListId: 'TrlNws' },
  { brand: 'trailmate', currency: 'CAD', companyId: 'TwTrlC', newsletterListId: 'TrlNwC' },
  { brand: 'yardwise', currency: 'USD', companyId: 'TwYrd1', newsletterListId: 'YrdNws' },
  { brand: 'yardwise', currency: 'CAD', companyId: 'TwYrdC', newsletterListId: 'YrdNwC' },
  { brand: 'homing', currency: 'USD', companyId: 'TwHmg1', newsletterListId: 'HmgNws' },
  { brand: 'homing', currency: 'CAD', companyId: 'TwHmgC', newsletterListId: 'HmgNwC' },
];

/** The account of a company_id, if the twin has it. */
export function accountByCompanyId(companyId: string | undefined): KlaviyoAccount | undefined {
  return KLAVIYO_ACCOUNTS.find((a) => a.companyId === companyId);
}

/** The stores of a brand, its USD store first. */
export function brandStores(rt: TwinRuntime, brand: string): Store[] {
  return [...rt.stores.values()].filter((s) => s.brand === brand).sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD'));
}

/** The store an account's Shopify integration reads: the brand's store in the account's currency, if the twin has it. */
export function accountStore(rt: TwinRuntime, account: KlaviyoAccount): Store | undefined {
  return brandStores(rt, account.brand).find((s) => s.currency === account.currency);
}

/**
 * The private API key of an account: a secret, never content, derived from the twin's secret (TWIN_SECRET) and the
 * account's company id like the stores' other secrets, so whoever starts the twin can hand it to the services.
 */
export function klaviyoPrivateKey(companyId: string, secret?: string): string {
  return storeSecret(companyId, 'klaviyo-private-key', secret);
}

// Digests of equal length let timingSafeEqual compare keys of any length.
const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** The account a private API key belongs to (compared in constant time), if any. */
export function accountByPrivateKey(key: string): KlaviyoAccount | undefined {
  const given = digest(key);
  return KLAVIYO_ACCOUNTS.find((a) => crypto.timingSafeEqual(given, digest(klaviyoPrivateKey(a.companyId))));
}
