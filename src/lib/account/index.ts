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
import { callDoor } from '../http/door';
import { fail, isRetryable, ok, type DoorFailure, type DoorResult } from '../result';

export type { TrainingVideo } from '../../../wire/account';

/** Why a call failed: the service's error code, or UNAUTHORIZED / NETWORK / TIMEOUT / INVALID_RESPONSE from here. */
export type AccountFailure = DoorFailure;

/** A value or a failure (src/lib/result.ts); nothing throws past the door. */
export type AccountResult<T> = DoorResult<T, AccountFailure>;

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
  const failed = (code: string, status?: number) => fail({ code, ...(status ? { status } : {}), retryable: isRetryable(code, status) });
  const reply = await callDoor(config, {
    path: ACCOUNT_PATHS.trainingVideos,
    query: { [ACCOUNT_STORE_PARAM]: config.store, [ACCOUNT_LANGUAGE_PARAM]: config.language },
    idToken: config.idToken,
    schema: trainingVideoListSchema,
  });
  if (reply.ok) return ok(reply.value.videos);
  const { code, status, body } = reply.failure;
  if (code !== 'HTTP') return failed(code, status);
  const parsed = accountErrorBodySchema.safeParse(body);
  return failed(parsed.success ? parsed.data.error.code : 'HTTP', status);
}
