// The one place that talks HTTP to the subscriptions service: Bearer id token, the store parameter,
// a time limit, and every failure (HTTP, network, timeout, an answer that does not match the wire
// schema) turned into a typed SubscriptionsResult with the spec's message.
import type { z } from 'zod';
import { errorBodySchema, MESSAGES, SCHEDULE_LIMIT_MESSAGE, STORE_PARAM } from '../../../wire/subscriptions';
import { exchangeJson } from '../http/exchange-json';

/** What went wrong: a service error code, or NETWORK / TIMEOUT / INVALID_RESPONSE from here. */
export interface SubscriptionsFailure {
  code: string;
  message: string;
  field?: string;
  status?: number;
}

/** Every call answers a value or a failure; nothing throws past the door. */
export type SubscriptionsResult<T> = { ok: true; value: T } | { ok: false; error: SubscriptionsFailure };

/** Where the service answers and who is asking. */
export interface SubscriptionsConfig {
  /** Origin of the service (the twin's URL locally). */
  baseUrl: string;
  /** The shopifyStore the account pages belong to (e.g. homing-us). */
  store: string;
  /** The current Cognito id token, refreshed by the auth door; null when signed out. */
  idToken: () => Promise<string | null> | string | null;
  /** Milliseconds before a call gives up; default 10 000. */
  timeoutMs?: number;
  /** fetch to use (tests, SSR); default the global one. */
  fetch?: typeof fetch;
}

/** One call: method, path, optional JSON body, whether it needs the token, and the message shown when it fails. */
export interface CallSpec<S extends z.ZodTypeAny> {
  method: 'GET' | 'POST';
  path: string;
  schema: S;
  body?: unknown;
  auth?: boolean;
  failureMessage?: string;
}

// Messages the wire protocol defines (the spec's own and the schedule-limit answer) are shown as they
// come; anything else gets the call's message.
const SPEC_MESSAGES = new Set<string>([...Object.values(MESSAGES), SCHEDULE_LIMIT_MESSAGE]);

/** Runs one call and parses its answer with the wire schema. */
export async function call<S extends z.ZodTypeAny>(config: SubscriptionsConfig, spec: CallSpec<S>): Promise<SubscriptionsResult<z.infer<S>>> {
  const fallback = spec.failureMessage ?? MESSAGES.generic;
  const fail = (code: string, status?: number, message = fallback, field?: string): SubscriptionsResult<never> => ({
    ok: false,
    error: { code, message, ...(field ? { field } : {}), ...(status ? { status } : {}) },
  });
  const headers: Record<string, string> = { accept: 'application/json' };
  if (spec.auth !== false) {
    const token = await config.idToken();
    if (!token) return fail('UNAUTHORIZED', 401, MESSAGES.unauthorized);
    headers.authorization = `Bearer ${token}`;
  }
  const url = new URL(spec.path, config.baseUrl);
  if (spec.auth !== false) url.searchParams.set(STORE_PARAM, config.store);
  const reply = await exchangeJson({ url, method: spec.method, headers, body: spec.body, timeoutMs: config.timeoutMs, fetch: config.fetch });
  if (!reply.ok) return fail(reply.code, reply.status);
  const json = reply.json;
  if (!reply.success) {
    const parsed = errorBodySchema.safeParse(json);
    if (!parsed.success) return fail('HTTP', reply.status);
    const { code, message, field } = parsed.data.error;
    return fail(code, reply.status, SPEC_MESSAGES.has(message) ? message : fallback, field);
  }
  const parsed = spec.schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : fail('INVALID_RESPONSE', reply.status);
}
