import type { BrandId as Brand } from '../../../wire/vocabulary';

/** Where the forms door sends things: twinFormsConfig for the local twin; production passes the real hosts and keys. */
export interface FormsConfig {
  brand: Brand;
  /**
   * Base URL of the forms service and its captcha (the twin locally; the same self-hosted service in production).
   * Newsletter and back-in-stock go there too: it verifies the captcha and relays them to Klaviyo.
   */
  formsUrl: string;
  /** The Klaviyo account (public key, company_id) of the store the page sells from. */
  klaviyoCompanyId: string;
  /** That account's newsletter list id. */
  klaviyoListId: string;
  /** fetch to use (tests, SSR); default the global one. */
  fetch?: typeof fetch;
}

/** Joins a base URL and a path without doubling the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Which of a brand's stores a page sells from: its Klaviyo account is that store's (one Shopify store per account). */
export type StoreCurrency = 'USD' | 'CAD';

// The twin's fixed Klaviyo accounts, one per store (twin/README.md, "Klaviyo: newsletter and back-in-stock"); production uses the stores' real public keys.
const TWIN_KLAVIYO: Record<Brand, Record<StoreCurrency, { companyId: string; listId: string }>> = {
  trailmate: { USD: { companyId: 'TwTrl1', listId: 'TrlNws' }, CAD: { companyId: 'TwTrlC', listId: 'TrlNwC' } },
  yardwise: { USD: { companyId: 'TwYrd1', listId: 'YrdNws' }, CAD: { companyId: 'TwYrdC', listId: 'YrdNwC' } },
  homing: { USD: { companyId: 'TwHmg1', listId: 'HmgNws' }, CAD: { companyId: 'TwHmgC', listId: 'HmgNwC' } },
};

/**
 * The config that points every form of a brand at a twin (forms, captcha and Klaviyo on one host), with the
 * Klaviyo account of the store the page sells from: back-in-stock then watches that store's stock.
 */
export function twinFormsConfig(brand: Brand, twinUrl = 'http://127.0.0.1:8787', store: StoreCurrency = 'USD'): FormsConfig {
  const k = TWIN_KLAVIYO[brand][store];
  return { brand, formsUrl: twinUrl, klaviyoCompanyId: k.companyId, klaviyoListId: k.listId };
}
