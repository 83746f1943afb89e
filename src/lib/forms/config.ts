import type { Brand } from '../../../wire/forms';

/** Where the forms door sends things: twinFormsConfig for the local twin; production passes the real hosts and keys. */
export interface FormsConfig {
  brand: Brand;
  /** Base URL of the forms service and its captcha (the twin locally; the same self-hosted service in production). */
  formsUrl: string;
  /** Klaviyo client API host: `https://a.klaviyo.com` in production, the twin's URL locally. */
  klaviyoUrl: string;
  /** The brand's Klaviyo public API key (company_id). */
  klaviyoCompanyId: string;
  /** The brand's newsletter list id. */
  klaviyoListId: string;
  /** Klaviyo API revision header. */
  klaviyoRevision?: string;
  /** fetch to use (tests, SSR); default the global one. */
  fetch?: typeof fetch;
}

/** Klaviyo revision the door speaks. */
export const KLAVIYO_REVISION = '2025-04-15';

/** Joins a base URL and a path without doubling the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

// The twin's fixed Klaviyo accounts (twin/README.md, "Forms"); production uses the brands' real public keys.
const TWIN_KLAVIYO: Record<Brand, { companyId: string; listId: string }> = {
  trailmate: { companyId: 'TwTrl1', listId: 'TrlNws' },
  yardwise: { companyId: 'TwYrd1', listId: 'YrdNws' },
  homing: { companyId: 'TwHmg1', listId: 'HmgNws' },
};

/** The config that points every form of a brand at a twin (forms, captcha and Klaviyo on one host). */
export function twinFormsConfig(brand: Brand, twinUrl = 'http://127.0.0.1:8787'): FormsConfig {
  const k = TWIN_KLAVIYO[brand];
  return { brand, formsUrl: twinUrl, klaviyoUrl: twinUrl, klaviyoCompanyId: k.companyId, klaviyoListId: k.listId };
}
