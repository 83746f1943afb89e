import type { TwinRuntime } from '../../runtime.js';
import type { Store } from '../../catalogue/stores.js';

/** A brand's Klaviyo account in the twin: its public key (company_id) and its newsletter list. */
export interface KlaviyoAccount {
  brand: string;
  companyId: string;
  newsletterListId: string;
}

/** Fixed twin values (Klaviyo public keys and list ids are six characters). */
export const KLAVIYO_ACCOUNTS: readonly KlaviyoAccount[] = [
  { brand: 'trailmate', companyId: 'TwTrl1', newsletterListId: 'TrlNws' },
  { brand: 'yardwise', companyId: 'TwYrd1', newsletterListId: 'YrdNws' },
  { brand: 'homing', companyId: 'TwHmg1', newsletterListId: 'HmgNws' },
];

/** The account of a company_id, if the twin has it. */
export function accountByCompanyId(companyId: string | undefined): KlaviyoAccount | undefined {
  return KLAVIYO_ACCOUNTS.find((a) => a.companyId === companyId);
}

/** The stores of a brand, its USD store first (Shopify's `$default` catalogue). */
export function brandStores(rt: TwinRuntime, brand: string): Store[] {
  return [...rt.stores.values()].filter((s) => s.brand === brand).sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD'));
}
