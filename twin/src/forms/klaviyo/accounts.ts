import type { TwinRuntime } from '../../runtime.js';
import type { Store } from '../../catalogue/stores.js';

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
