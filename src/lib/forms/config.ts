import type { BrandId as Brand } from '../../../wire/vocabulary';

/** Where the forms door sends things (the page's services address and its store's Klaviyo account; tests: tests/lib/twin-forms-config.ts). */
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

/** The config that points every form of a brand at a forms service with the Klaviyo account of the store the page sells from. */
export function formsConfig(brand: Brand, formsUrl: string, klaviyo: { companyId: string; listId: string }): FormsConfig {
  return { brand, formsUrl, klaviyoCompanyId: klaviyo.companyId, klaviyoListId: klaviyo.listId };
}
