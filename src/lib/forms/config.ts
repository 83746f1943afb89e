import type { Brand } from '../../../wire/forms';

/** Where the forms door sends things. Defaults point at the twin; production passes the real hosts. */
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
