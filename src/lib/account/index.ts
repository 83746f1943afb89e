// The account content door: what only a signed-in customer may read from our services (Yardwise's
// training videos), authorised by the Cognito id token in a header, never in the address. Every
// failure (signed out, HTTP, network, timeout, an answer off the wire schema) becomes a typed result.
import {
  ACCOUNT_LANGUAGE_PARAM,
  ACCOUNT_PATHS,
  ACCOUNT_STORE_PARAM,
  accountErrorBodySchema,
  trainingVideoListSchema,
  type TrainingVideo,
} from '../../../wire/account';
import { exchangeJson } from '../http/exchange-json';

export type { TrainingVideo } from '../../../wire/account';

/** Why a call failed: the service's error code, or UNAUTHORIZED / NETWORK / TIMEOUT / INVALID_RESPONSE from here. */
export interface AccountFailure {
  code: string;
  status?: number;
}

/** A value or a failure; nothing throws past the door. */
export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: AccountFailure };

/** Where the service answers, which store and language, and who asks. */
export interface AccountContentConfig {
  /** Origin of our services (the twin's URL locally). */
  baseUrl: string;
  /** The shopifyStore of the page (its brand owns the videos). */
  store: string;
  /** The page's language. */
  language: string;
  /** The current Cognito id token, refreshed by the auth door; null when signed out. */
  idToken: () => Promise<string | null> | string | null;
  /** Milliseconds before a call gives up; default 10 000. */
  timeoutMs?: number;
  /** fetch to use; default the global one. */
  fetch?: typeof fetch;
}

/** The brand's training videos in the page's language, for the signed-in customer. */
export async function loadTrainingVideos(config: AccountContentConfig): Promise<AccountResult<TrainingVideo[]>> {
  const fail = (code: string, status?: number): AccountResult<never> => ({ ok: false, error: { code, ...(status ? { status } : {}) } });
  const token = await config.idToken();
  if (!token) return fail('UNAUTHORIZED', 401);
  const url = new URL(ACCOUNT_PATHS.trainingVideos, config.baseUrl);
  url.searchParams.set(ACCOUNT_STORE_PARAM, config.store);
  url.searchParams.set(ACCOUNT_LANGUAGE_PARAM, config.language);
  const reply = await exchangeJson({ url, headers: { authorization: `Bearer ${token}` }, timeoutMs: config.timeoutMs, fetch: config.fetch });
  if (!reply.ok) return fail(reply.code, reply.status);
  const json = reply.json;
  if (!reply.success) {
    const parsed = accountErrorBodySchema.safeParse(json);
    return fail(parsed.success ? parsed.data.error.code : 'HTTP', reply.status);
  }
  const parsed = trainingVideoListSchema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data.videos } : fail('INVALID_RESPONSE', reply.status);
}
