// The HTTP every door to our own services shares: JSON in and out with a time limit, and a network
// failure, a timeout or a body that is not JSON told apart from an answer. What an answer means
// (its error shape, its messages, its wire schema) stays with each door.

/** An answer with a JSON body (any status), or why there is none. */
export type JsonExchange =
  | { ok: true; status: number; success: boolean; json: unknown }
  | { ok: false; code: 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE'; status?: number };

/** One request: where, how, and the door's time limit and fetch. */
export interface JsonRequest {
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON when given. */
  body?: unknown;
  /** Milliseconds before the request gives up; default 10 000. */
  timeoutMs?: number;
  /** fetch to use (tests, SSR); default the global one. */
  fetch?: typeof fetch;
}

/** Sends one request and reads its JSON body; never throws. */
export async function exchangeJson(request: JsonRequest): Promise<JsonExchange> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? 10_000);
  let res: Response;
  try {
    // The global fetch is looked up at call time, so a page's or a test's fetch is the one used.
    res = await (request.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)))(request.url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
  } catch {
    return { ok: false, code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK' };
  } finally {
    clearTimeout(timer);
  }
  try {
    return { ok: true, status: res.status, success: res.ok, json: await res.json() };
  } catch {
    return { ok: false, code: 'INVALID_RESPONSE', status: res.status };
  }
}
