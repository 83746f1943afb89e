// The flag client's failure rules and timings (product spec §8, §9): HTTP 4xx other than 400, 408 and
// 429 are permanent (401 = invalid client-side ID); any other failure is retried, 1000 ms at first and
// doubling up to 30000 ms.

/** Event queue capacity, flush interval, stream reconnect delay and diagnostics interval of the client. */
export const FLAG_CLIENT_TIMINGS = {
  eventCapacity: 100,
  flushInterval: 2000,
  streamReconnectDelay: 1000,
  maxReconnectDelay: 30_000,
  readTimeout: 300_000,
  diagnosticRecordingInterval: 900_000,
} as const;

/**
 * How long, in seconds (as LaunchDarkly's SDK takes it), the provider waits for the client's first
 * flags. Nothing on the page waits on them (every flag renders with its brand.json value until the
 * client has its own), so running out only ends the provider's wait: the client goes on starting and
 * its flags apply once they arrive. LaunchDarkly advises at most 5 seconds.
 */
export const FLAG_CLIENT_START_TIMEOUT_S = 5;

/** Whether a failed start is only the provider's wait running out (LaunchDarklyTimeoutError): the client is still starting. */
export function isStartTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name } = error as { name?: unknown };
  return typeof name === 'string' && /timeout/i.test(name);
}

/** Whether an HTTP status ends the client's attempts: 4xx other than 400, 408 and 429. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 400 && status !== 408 && status !== 429;
}

/** Delay before retry number `attempt` (0 = first retry): 1000 ms doubling, at most 30000 ms. */
export function retryDelay(attempt: number): number {
  const delay = FLAG_CLIENT_TIMINGS.streamReconnectDelay * 2 ** Math.max(0, attempt);
  return Math.min(delay, FLAG_CLIENT_TIMINGS.maxReconnectDelay);
}

/**
 * The HTTP status behind a failed start of the client, when it names one: LaunchDarkly's client reports
 * an unknown environment (404) as LaunchDarklyInvalidEnvironmentIdError and other statuses in the message
 * ("Error fetching flag settings: 503"); a network error names none.
 */
export function failureStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'LaunchDarklyInvalidEnvironmentIdError') return 404;
  const status = typeof message === 'string' ? /fetching flag settings: (\d{3})\b/.exec(message)?.[1] : undefined;
  return status ? Number(status) : null;
}

/** What to do after the client failed to start: give up (permanent status) or retry after a delay. */
export function afterFailure(error: unknown, attempt: number): { retry: false; status: number } | { retry: true; delay: number } {
  const status = failureStatus(error);
  if (status !== null && isPermanentStatus(status)) return { retry: false, status };
  return { retry: true, delay: retryDelay(attempt) };
}
