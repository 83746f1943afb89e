// Yardwise's local services through the one door helper (src/lib/http/door.ts): their error body
// read into a typed result with the messages the wire protocol defines.
import type { z } from 'zod';
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, serviceErrorSchema, SERVICE_MESSAGES, TOO_LONG_MESSAGE } from '../../../wire/services';
import { callDoor } from '../http/door';

/** A field's message from the service, word for word from the wire protocol. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** What went wrong: a service error code, or NETWORK / TIMEOUT / INVALID_RESPONSE / HTTP from here. */
export interface ServicesFailure {
  code: string;
  message: string;
  fields: FieldMessage[];
  status?: number;
}

/** Every call answers a value or a failure; nothing throws past the door. */
export type ServicesResult<T> = { ok: true; value: T; status: number } | { ok: false; error: ServicesFailure };

/** Where the services answer. */
export interface ServicesConfig {
  /** Origin of the services (the twin's URL locally). */
  baseUrl: string;
  /** Brand whose dealers are searched; default yardwise. */
  brand?: string;
  /** Milliseconds before a call gives up; default 10 000. */
  timeoutMs?: number;
  /** fetch to use (tests, SSR); default the global one. */
  fetch?: typeof fetch;
}

/** One call: method, path (with query), wire schema of the answer, optional JSON body and headers. */
export interface CallSpec<S extends z.ZodTypeAny> {
  method: 'GET' | 'POST';
  path: string;
  schema: S;
  body?: unknown;
  headers?: Record<string, string>;
}

// Messages the wire protocol defines (the spec's own, the too-long answer, the already-enrolled answer)
// are kept as they come, on the call and on each field; the site has them in every language. Any other
// text gets the generic message, and a field message the site would not know is left out.
const KNOWN_MESSAGES = new Set<string>([...Object.values(SERVICE_MESSAGES), TOO_LONG_MESSAGE, REFERRAL_ALREADY_ENROLLED_MESSAGE]);

/** Runs one call and parses its answer with the wire schema. */
export async function call<S extends z.ZodTypeAny>(config: ServicesConfig, spec: CallSpec<S>): Promise<ServicesResult<z.infer<S>>> {
  const fail = (code: string, status?: number, message: string = SERVICE_MESSAGES.formFailed, fields: FieldMessage[] = []): ServicesResult<never> => ({
    ok: false,
    error: { code, message, fields, ...(status ? { status } : {}) },
  });
  const reply = await callDoor(config, { method: spec.method, path: spec.path, headers: spec.headers, body: spec.body, schema: spec.schema });
  if (reply.ok) return { ok: true, value: reply.value, status: reply.status };
  const { code, status, body } = reply.failure;
  if (code !== 'HTTP') return fail(code, status);
  const parsed = serviceErrorSchema.safeParse(body);
  if (!parsed.success) return fail('HTTP', status);
  const error = parsed.data.error;
  const known = (error.fields ?? []).filter((f) => KNOWN_MESSAGES.has(f.message));
  return fail(error.code, status, KNOWN_MESSAGES.has(error.message) ? error.message : SERVICE_MESSAGES.formFailed, known);
}
