// The one request core of our services' doors (the local services and the subscriptions): where the
// service answers, one call (method, path, wire schema, body, headers, the caller's id token and
// query), the time limit and schema parse of the one door helper, and an error answer mapped to a
// ServiceFailure: the service's code, the message the site shows and the fields it names. Which
// messages a service may show, and what shows otherwise, is the protocol each door passes in.
import type { z } from 'zod';
import { fail, isRetryable, ok, type DoorFailure, type DoorResult } from '../result';
import { callDoor } from './door';

/** Where a service answers. */
export interface ServiceConfig {
  /** Origin (and base path) of the service (the twin's URL locally). */
  baseUrl: string;
  /** Milliseconds before a call gives up; default 10 000. */
  timeoutMs?: number;
  /** fetch to use (tests, SSR); default the global one. */
  fetch?: typeof fetch;
}

/** One call: method, path, wire schema of the answer, and what goes with it. */
export interface ServiceCall<S extends z.ZodTypeAny> {
  method: 'GET' | 'POST';
  /** Path (and query) under the base URL. */
  path: string;
  schema: S;
  body?: unknown;
  headers?: Record<string, string>;
  /** Query parameters added to the path. */
  query?: Record<string, string>;
  /** The caller's id token, sent as Bearer; when it resolves to null the call is not made (UNAUTHORIZED). */
  idToken?: () => Promise<string | null> | string | null;
  /** The message of a failure whose own message the site does not show; default the protocol's. */
  failureMessage?: string;
}

/** A field's message from the service, word for word from the wire protocol. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** What went wrong: the service's error code, or UNAUTHORIZED / NETWORK / TIMEOUT / INVALID_RESPONSE / HTTP from here. */
export interface ServiceFailure extends DoorFailure {
  /** The message the site shows: the service's own when the protocol defines it, else the call's. */
  message: string;
  /** The fields the service named, with messages the site knows. */
  fields: FieldMessage[];
}

/** A service's answer: the value or the failure. */
export type ServiceResult<T> = DoorResult<T, ServiceFailure>;

/** How a service words its errors. */
export interface ServiceProtocol {
  /** Reads an error answer's JSON body: its code, message and fields; null when it is not the service's error body. */
  errorOf: (body: unknown) => { code: string; message: string; fields: FieldMessage[] } | null;
  /** Messages the wire protocol defines: shown as they come (on the call and on each field); any other is replaced. */
  knownMessages: ReadonlySet<string>;
  /** The message of a failure without a known one. */
  fallback: string;
  /** The message of a call made signed out (no id token); default the fallback. */
  unauthorized?: string;
}

/** Runs one call, parses its answer with the wire schema and maps a failure with the protocol; never throws. */
export async function serviceCall<S extends z.ZodTypeAny>(config: ServiceConfig, protocol: ServiceProtocol, spec: ServiceCall<S>): Promise<ServiceResult<z.infer<S>>> {
  const fallback = spec.failureMessage ?? protocol.fallback;
  const failed = (code: string, status: number | undefined, message: string, fields: FieldMessage[] = [], retryAfter?: number) =>
    fail<ServiceFailure>({
      code,
      message,
      fields,
      ...(status ? { status } : {}),
      retryable: isRetryable(code, status),
      ...(retryAfter ? { retryAfter } : {}),
    });
  const reply = await callDoor(config, {
    method: spec.method,
    path: spec.path,
    schema: spec.schema,
    body: spec.body,
    headers: spec.headers,
    query: spec.query,
    idToken: spec.idToken,
  });
  if (reply.ok) return ok(reply.value);
  const { code, status, body, retryAfter } = reply.failure;
  if (code === 'UNAUTHORIZED') return failed(code, status, protocol.unauthorized ?? fallback);
  if (code !== 'HTTP') return failed(code, status, fallback);
  const error = protocol.errorOf(body);
  if (!error) return failed('HTTP', status, fallback, [], retryAfter);
  const known = error.fields.filter((f) => protocol.knownMessages.has(f.message));
  return failed(error.code, status, protocol.knownMessages.has(error.message) ? error.message : fallback, known, retryAfter);
}
