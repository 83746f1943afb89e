// The Storefront API door: graphql-request against one store with its public access token and
// API version, a time limit per request, and every answer a DoorResult (src/lib/result.ts): the
// document's data, or a StorefrontFailure whose code says what went wrong (never echoing the token);
// nothing is thrown past it. A request is typed by its document alone:
// the operation name is read from the document's text (each document is declared `as const`) and
// its result and variables are the ones codegen wrote for that operation (StorefrontOperations).
import { ClientError, GraphQLClient } from 'graphql-request';
import { fail, isRetryable, ok, type DoorFailure, type DoorResult } from '../result';
import type { StorefrontOperations } from './generated/storefront-types';
import { STOREFRONT_API_VERSION } from './version';

/** Where one store's Storefront API answers. */
export interface StorefrontEndpoint {
  url: string;
  token: string;
}

/** Per-request options: a time limit in milliseconds (none by default). */
export interface RequestOptions {
  timeoutMs?: number;
}

type TrimStart<S extends string> = S extends `${' ' | '\n' | '\r' | '\t'}${infer Rest}` ? TrimStart<Rest> : S;
type NameOf<S extends string> = S extends `${infer Name}(${string}`
  ? NameOf<Name>
  : S extends `${infer Name}${' ' | '\n' | '{' | '@'}${string}`
    ? NameOf<Name>
    : S;

/** The operation a document's text names (`query CartById(…` → `'CartById'`); never for any other string. */
export type OperationName<D extends string> =
  TrimStart<D> extends `query ${infer Rest}` ? NameOf<TrimStart<Rest>> : TrimStart<D> extends `mutation ${infer Rest}` ? NameOf<TrimStart<Rest>> : never;

/** A document whose operation codegen knows; any other string (an untyped `string` too) is refused. */
export type StorefrontDocument<D extends string> = [OperationName<D>] extends [never] ? never : OperationName<D> extends keyof StorefrontOperations ? D : never;

/** What a document answers, as codegen wrote it from the document's selection. */
export type ResultOf<D extends string> = OperationName<D> extends infer N extends keyof StorefrontOperations ? StorefrontOperations[N]['result'] : never;

/** The variables a document takes, as codegen wrote them from its variable definitions. */
export type VariablesOf<D extends string> = OperationName<D> extends infer N extends keyof StorefrontOperations ? StorefrontOperations[N]['variables'] : never;

/** Runs Storefront API documents against one store; result and variables follow from the document. */
export interface StorefrontClient {
  /** The document's data, or why there is none; never throws. */
  request<D extends string>(document: StorefrontDocument<D>, variables: VariablesOf<D>, options?: RequestOptions): Promise<StorefrontResult<ResultOf<D>>>;
}

/**
 * Why a Storefront request failed: no answer, none in time, an error status, the store's rate limit (a
 * 429 or a THROTTLED GraphQL error), GraphQL errors, an answer without data, or an answer that is not a
 * GraphQL answer (bad JSON) or not the document's shape.
 */
export type StorefrontFailureCode = 'NETWORK' | 'TIMEOUT' | 'HTTP' | 'THROTTLED' | 'GRAPHQL' | 'NO_DATA' | 'INVALID_RESPONSE';

export interface StorefrontFailure extends DoorFailure<StorefrontFailureCode> {
  /** The messages of the answer's GraphQL errors, when it had some. */
  errors?: string[];
}

/** A Storefront door's answer. */
export type StorefrontResult<T> = DoorResult<T, StorefrontFailure>;

/**
 * The answer's data read by `read` (flattened, reshaped); a failure passes through, and data `read`
 * cannot read (not the document's shape) is INVALID_RESPONSE. Never throws.
 */
export function readData<T, U>(answer: StorefrontResult<T>, read: (data: T) => U): StorefrontResult<U> {
  if (!answer.ok) return answer;
  try {
    return ok(read(answer.value));
  } catch {
    return fail({ code: 'INVALID_RESPONSE', retryable: false });
  }
}

/** The twin's Storefront API URL of a named store. */
export function twinStorefrontUrl(twinUrl: string, storeName: string): string {
  return `${twinUrl.replace(/\/+$/, '')}/shops/${storeName}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

/** The fetch did not answer (refused, offline, aborted): no HTTP answer to judge. */
class NoAnswer extends Error {}

/** A failure with the status it came with, when there was one. */
function failure(code: StorefrontFailureCode, status?: number, extra: Partial<StorefrontFailure> = {}): StorefrontFailure {
  return { code, ...(status ? { status } : {}), retryable: code === 'THROTTLED' || isRetryable(code, status), ...extra };
}

function retryAfterOf(headers: Headers | undefined): number | undefined {
  const seconds = Number(headers?.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** What a failed request was: graphql-request's errors and the fetch's told apart. */
function failureOf(error: unknown, timedOut: boolean): StorefrontFailure {
  if (timedOut) return failure('TIMEOUT');
  if (error instanceof NoAnswer) return failure('NETWORK');
  if (error instanceof ClientError) {
    const { status, errors, headers } = error.response;
    const messages = (errors ?? []).map((e) => e.message).filter(Boolean);
    const throttled = status === 429 || (errors ?? []).some((e) => (e.extensions as { code?: unknown } | undefined)?.code === 'THROTTLED');
    const retryAfter = retryAfterOf(headers);
    const extra = { ...(messages.length ? { errors: messages } : {}), ...(retryAfter ? { retryAfter } : {}) };
    if (throttled) return failure('THROTTLED', status, extra);
    // graphql-request fails a 2xx answer only for its GraphQL errors; any other status is HTTP's.
    return failure(status >= 200 && status < 300 ? 'GRAPHQL' : 'HTTP', status, extra);
  }
  // An answer that is not a GraphQL answer (not JSON, not an object).
  return failure('INVALID_RESPONSE');
}

/** The name a document's text gives its operation (`query CartById(…` → `CartById`). */
export function operationNameOf(document: string): string | undefined {
  return /^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

/** A request body with the operation its document names (graphql-request leaves it out when told not to parse). */
function withOperationName(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof (body as { query?: unknown }).query !== 'string') return body;
  const { query } = body as { query: string };
  return { ...body, operationName: operationNameOf(query) };
}

/**
 * A client for one store: graphql-request's GraphQLClient, which posts the document, its variables
 * and its operation name, and fails an answer with GraphQL errors; an answer without data fails too.
 * graphql-request comes with the islands that import this door (the cart, the account, live product
 * data), never with a page template. The operation name is read from the document's first words, as
 * the door's types read it, instead of graphql-request parsing every document with the GraphQL
 * parser on every call (a long task on a phone while the cart starts).
 */
export function createStorefrontClient(endpoint: StorefrontEndpoint, fetchImpl: typeof fetch = (...args) => fetch(...args)): StorefrontClient {
  const requestConfig = {
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Shopify-Storefront-Access-Token': endpoint.token,
      'X-SDK-Version': STOREFRONT_API_VERSION,
    },
    // A fetch that did not answer is told apart from an answer graphql-request could not read.
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      try {
        return await fetchImpl(input, init);
      } catch {
        throw new NoAnswer();
      }
    }) as typeof fetch,
    excludeOperationName: true,
    jsonSerializer: {
      parse: JSON.parse,
      stringify: (body: unknown) => JSON.stringify(withOperationName(body)),
    },
  };
  const client = new GraphQLClient(endpoint.url, requestConfig);
  return {
    async request<D extends string>(document: StorefrontDocument<D>, variables: VariablesOf<D>, options: RequestOptions = {}): Promise<StorefrontResult<ResultOf<D>>> {
      const controller = new AbortController();
      let timedOut = false;
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              timedOut = true;
              controller.abort();
            }, options.timeoutMs);
      try {
        const data = await client.request<ResultOf<D> | null>({ document, variables: variables as Record<string, unknown>, signal: controller.signal });
        if (data === null || data === undefined || typeof data !== 'object') return fail(failure('NO_DATA'));
        return ok(data);
      } catch (error) {
        return fail(failureOf(error, timedOut));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
