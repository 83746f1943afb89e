// What every door answers: a value, or a failure told apart as data. Nothing throws past a door; a
// caller narrows on `ok` and reads `value` or `failure`. Each door names its failure codes and may add
// what its callers need (a field's messages, a Retry-After); `message`, when present, is the text the
// site shows, word for word from the product's messages.

/** Why a call failed. */
export interface DoorFailure<Code extends string = string> {
  /** The door's code: NETWORK, TIMEOUT, HTTP, INVALID_RESPONSE, or the service's own. */
  code: Code;
  /** What the site shows for it, when the door knows. */
  message?: string;
  /** The HTTP status of the answer, when there was one. */
  status?: number;
  /** Whether the same call may succeed later: no answer, no answer in time, a 5xx or a 429. */
  retryable: boolean;
  /** Seconds from a Retry-After header (429, 503). */
  retryAfter?: number;
}

/** A door's answer: the value, or the failure. */
export type DoorResult<T, F extends DoorFailure = DoorFailure> = { ok: true; value: T } | { ok: false; failure: F };

/** The value of a successful answer. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failed answer. */
export function fail<F extends DoorFailure>(failure: F): { ok: false; failure: F } {
  return { ok: false, failure };
}

/** The same answer with its value mapped; a failure passes through. */
export function mapValue<T, U, F extends DoorFailure>(result: DoorResult<T, F>, f: (value: T) => U): DoorResult<U, F> {
  return result.ok ? ok(f(result.value)) : result;
}

/** Whether a call that failed with this code and status may succeed when made again. */
export function isRetryable(code: string, status?: number): boolean {
  if (code === 'NETWORK' || code === 'TIMEOUT') return true;
  return status !== undefined && (status >= 500 || status === 429);
}
