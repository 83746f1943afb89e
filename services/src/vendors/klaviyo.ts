// Klaviyo's server API as the forms relay uses it, with each account's private key: Create or Update
// Profile (names and custom properties), Bulk Subscribe Profiles (email marketing consent to a list, with
// the list's double opt-in) and Create Back In Stock Subscription. JSON:API bodies, a `revision` header;
// a call is done (2xx), worth another try later (429 with Retry-After, 5xx, unreachable) or refused.
import type { KlaviyoAccount } from '../config.js';

/** The API revision the relay speaks. */
export const KLAVIYO_REVISION = '2025-04-15';

/** One error object of Klaviyo's error answer `{ errors: [...] }`. */
export interface KlaviyoApiError {
  status?: number;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
}

/** How a call went. */
export type KlaviyoOutcome =
  | { kind: 'done'; status: number }
  /** 429, 5xx or no answer: try again later (after `retryAfter` seconds when Klaviyo said so). */
  | { kind: 'later'; reason: string; retryAfter?: number }
  /** Any other 4xx: trying again will not help. */
  | { kind: 'refused'; status: number; errors: KlaviyoApiError[] };

/** A profile's attributes for Create or Update Profile. */
export interface ProfileAttributes {
  email: string;
  first_name?: string;
  properties?: Record<string, unknown>;
}

/** The calls the relay makes. */
export interface KlaviyoClient {
  /** Create or Update Profile (`POST /api/profile-import`). */
  upsertProfile(account: KlaviyoAccount, attributes: ProfileAttributes): Promise<KlaviyoOutcome>;
  /** Bulk Subscribe Profiles (`POST /api/profile-subscription-bulk-create-jobs`): email marketing for `email` on `listId`. */
  subscribeEmail(account: KlaviyoAccount, input: { email: string; listId: string; customSource: string }): Promise<KlaviyoOutcome>;
  /** Create Back In Stock Subscription (`POST /api/back-in-stock-subscriptions`) by email for a catalog variant. */
  subscribeBackInStock(account: KlaviyoAccount, input: { email: string; variant: string }): Promise<KlaviyoOutcome>;
}

/** Seconds of a Retry-After header (a number of seconds or an HTTP date), if it says any. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A client of the server API at `apiUrl` (https://a.klaviyo.com, or the twin's stand-in). */
export function createKlaviyoClient(apiUrl: string, options: { timeoutMs?: number } = {}): KlaviyoClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const post = async (account: KlaviyoAccount, path: string, body: unknown): Promise<KlaviyoOutcome> => {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Klaviyo-API-Key ${account.privateKey}`,
          revision: KLAVIYO_REVISION,
          accept: 'application/vnd.api+json',
          'content-type': 'application/vnd.api+json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'later', reason: `Klaviyo could not be reached: ${(error as Error).message}` };
    }
    const text = await res.text().catch(() => '');
    if (res.ok) return { kind: 'done', status: res.status };
    if (res.status === 429) return { kind: 'later', reason: 'Klaviyo answered 429', retryAfter: retryAfterSeconds(res.headers.get('retry-after')) };
    if (res.status >= 500 || res.status === 408) return { kind: 'later', reason: `Klaviyo answered ${res.status}` };
    let errors: KlaviyoApiError[] = [];
    try {
      const parsed = JSON.parse(text) as { errors?: unknown };
      if (Array.isArray(parsed.errors)) errors = parsed.errors as KlaviyoApiError[];
    } catch {
      // Not Klaviyo's error shape: the status says enough.
    }
    return { kind: 'refused', status: res.status, errors };
  };

  return {
    upsertProfile: (account, attributes) => post(account, '/api/profile-import', { data: { type: 'profile', attributes } }),
    subscribeEmail: (account, { email, listId, customSource }) =>
      post(account, '/api/profile-subscription-bulk-create-jobs', {
        data: {
          type: 'profile-subscription-bulk-create-job',
          attributes: {
            custom_source: customSource,
            profiles: { data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }] },
          },
          relationships: { list: { data: { type: 'list', id: listId } } },
        },
      }),
    subscribeBackInStock: (account, { email, variant }) =>
      post(account, '/api/back-in-stock-subscriptions', {
        data: {
          type: 'back-in-stock-subscription',
          attributes: { channels: ['EMAIL'], profile: { data: { type: 'profile', attributes: { email } } } },
          relationships: { variant: { data: { type: 'catalog-variant', id: variant } } },
        },
      }),
  };
}
