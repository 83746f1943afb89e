// The one way a door reaches one of our services (and Klaviyo's client API): a time limit, the id
// token as a Bearer header (never in the address), a JSON or multipart body, every answer's body read
// to its end, a successful answer parsed with its wire schema, and every failure — signed out,
// network, timeout, an error status, an answer off the schema — told apart as data. Nothing throws
// past it: every answer is a DoorResult (src/lib/result.ts). What an error body means (its codes and
// messages) stays with each door.
import type { z } from 'zod';
import { fail, isRetryable, ok, type DoorFailure, type DoorResult } from '../result';

/** Where a service answers, and how long a call may take. */
export interface DoorConfig {
  /** Origin (and base path) of the service. */
  baseUrl: string;
  /** Milliseconds before a call gives up; default 10 000. */
  timeoutMs?: number;
  /** fetch to use (tests, SSR); default the global one, looked up at call time. */
  fetch?: typeof fetch;
}

/** One call. */
export interface DoorCall<S extends z.ZodTypeAny | null> {
  method?: 'GET' | 'POST';
  /** Path (and query) under the base URL. */
  path: string;
  /** Query parameters added to the path. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  /** The caller's id token: sent as `Authorization: Bearer`; when it resolves to null the call is not made. */
  idToken?: () => Promise<string | null> | string | null;
  /** Wire schema of a successful answer's JSON body; null when a success carries no body to read (202). */
  schema: S;
}

/** Why a call failed: signed out, no answer, no answer in time, an answer off the schema (bad JSON too), or an error status. */
export type HttpFailureCode = 'UNAUTHORIZED' | 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'HTTP';

export interface HttpFailure extends DoorFailure<HttpFailureCode> {
  /** The JSON body of an error answer, for the door to read with its error schema (null when not JSON). */
  body?: unknown;
}

/** What a call answers: the schema's type, or nothing for a body-less success. */
export type DoorValue<S extends z.ZodTypeAny | null> = S extends z.ZodTypeAny ? z.infer<S> : undefined;

function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

function retryAfterOf(headers: Headers): number | undefined {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Makes one call; never throws. */
export async function callDoor<S extends z.ZodTypeAny | null>(config: DoorConfig, call: DoorCall<S>): Promise<DoorResult<DoorValue<S>, HttpFailure>> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.idToken) {
    let token: string | null;
    try {
      token = await call.idToken();
    } catch {
      token = null;
    }
    if (!token) return fail({ code: 'UNAUTHORIZED', status: 401, retryable: false });
    headers.authorization = `Bearer ${token}`;
  }
  const multipart = typeof FormData !== 'undefined' && call.body instanceof FormData;
  if (call.body !== undefined && !multipart) headers['content-type'] ??= 'application/json';
  // The path goes under the base URL's own path (a hosted service may live below its origin).
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}${call.path.startsWith('/') ? '' : '/'}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? 10_000);
  let res: Response;
  let text: string;
  try {
    // The global fetch is looked up at call time, so a page's or a test's fetch is the one used.
    res = await (config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)))(url, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      body: call.body === undefined ? undefined : multipart ? (call.body as FormData) : JSON.stringify(call.body),
      signal: controller.signal,
    });
    // Every body is read to its end, an empty one too: the browser cancels a body left unread once
    // its response is dropped, and logs the request as net::ERR_ABORTED.
    text = await res.text();
  } catch {
    return fail({ code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK', retryable: true });
  } finally {
    clearTimeout(timer);
  }
  const json = jsonOf(text);
  if (!res.ok) {
    return fail({ code: 'HTTP', status: res.status, retryable: isRetryable('HTTP', res.status), body: json ?? null, retryAfter: retryAfterOf(res.headers) });
  }
  if (call.schema === null) return ok(undefined as DoorValue<S>);
  const parsed = call.schema.safeParse(json);
  return parsed.success ? ok(parsed.data as DoorValue<S>) : fail({ code: 'INVALID_RESPONSE', status: res.status, retryable: false });
}
