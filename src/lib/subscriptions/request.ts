// The subscriptions service through the one door helper (src/lib/http/door.ts): Bearer id token and
// the store parameter on the customer's calls, and the service's error body turned into a typed
// SubscriptionsResult with the spec's message.
import type { z } from 'zod';
import { errorBodySchema, MESSAGES, SCHEDULE_LIMIT_MESSAGE, STORE_PARAM } from '../../../wire/subscriptions';
import { callDoor } from '../http/door';

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
  const reply = await callDoor(config, {
    method: spec.method,
    path: spec.path,
    body: spec.body,
    schema: spec.schema,
    // Calls for the signed-in customer carry the id token and name the store their account pages belong to.
    ...(spec.auth !== false ? { idToken: config.idToken, query: { [STORE_PARAM]: config.store } } : {}),
  });
  if (reply.ok) return { ok: true, value: reply.value };
  const { code, status, body } = reply.failure;
  if (code === 'UNAUTHORIZED') return fail(code, status, MESSAGES.unauthorized);
  if (code !== 'HTTP') return fail(code, status);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return fail('HTTP', status);
  const { code: serviceCode, message, field } = parsed.data.error;
  return fail(serviceCode, status, SPEC_MESSAGES.has(message) ? message : fallback, field);
}
