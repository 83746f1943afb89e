// The Storefront API door: graphql-request against one store with its public access token and
// API version, a time limit per request, and every failure turned into one StorefrontError whose
// kind says what went wrong (never echoing the token). A request is typed by its document alone:
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
  request<D extends string>(document: StorefrontDocument<D>, variables: VariablesOf<D>, options?: RequestOptions): Promise<ResultOf<D>>;
}

/** What failed: no answer in time, no answer at all, an HTTP error, or GraphQL errors. */
export type StorefrontErrorKind = 'timeout' | 'network' | 'http' | 'graphql';

/** A failed Storefront request. */
export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly kind: StorefrontErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StorefrontError';
  }
}

/** Why a Storefront door failed: no answer, none in time, an HTTP error, GraphQL errors, or an answer it could not read. */
export type StorefrontFailureCode = 'NETWORK' | 'TIMEOUT' | 'HTTP' | 'GRAPHQL' | 'INVALID_RESPONSE';

export type StorefrontFailure = DoorFailure<StorefrontFailureCode>;

/** A Storefront door's answer. */
export type StorefrontResult<T> = DoorResult<T, StorefrontFailure>;

const CODES: Record<StorefrontErrorKind, StorefrontFailureCode> = { timeout: 'TIMEOUT', network: 'NETWORK', http: 'HTTP', graphql: 'GRAPHQL' };

/**
 * Runs a door's Storefront requests and answers their value, or why they failed; never throws. An
 * answer that is not a GraphQL answer (bad JSON) or not the document's shape is INVALID_RESPONSE.
 */
export async function storefrontResult<T>(run: () => Promise<T>): Promise<StorefrontResult<T>> {
  try {
    return ok(await run());
  } catch (error) {
    if (!(error instanceof StorefrontError)) return fail({ code: 'INVALID_RESPONSE', retryable: false });
    const code = error.kind === 'http' && error.status === undefined ? 'INVALID_RESPONSE' : CODES[error.kind];
    return fail({ code, ...(error.status ? { status: error.status } : {}), retryable: isRetryable(code, error.status) });
  }
}

/** The twin's Storefront API URL of a named store. */
export function twinStorefrontUrl(twinUrl: string, storeName: string): string {
  return `${twinUrl.replace(/\/+$/, '')}/shops/${storeName}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

function operationOf(document: string): string {
  return /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
}

/** The fetch did not answer (refused, offline, aborted): no HTTP answer to judge. */
class NoAnswer extends Error {}

function failureOf(error: unknown, operation: string, timedOut: boolean): StorefrontError {
  if (error instanceof StorefrontError) return error;
  if (timedOut) return new StorefrontError(`Storefront ${operation}: no answer in time`, 'timeout');
  if (error instanceof NoAnswer) return new StorefrontError(`Storefront ${operation}: the service did not answer`, 'network');
  if (error instanceof ClientError) {
    const { status, errors } = error.response;
    // graphql-request fails a 2xx answer only for its GraphQL errors; any other status is HTTP's.
    if (status >= 200 && status < 300) {
      const messages = (errors ?? []).map((e) => e.message).filter(Boolean).join('; ');
      return new StorefrontError(`Storefront ${operation} failed: ${messages || 'GraphQL errors'}`, 'graphql', status);
    }
    return new StorefrontError(`Storefront ${operation} failed: HTTP ${status}`, 'http', status);
  }
  // An answer that is not a GraphQL answer (not JSON, not an object).
  return new StorefrontError(`Storefront ${operation} failed: not a GraphQL answer`, 'http');
}

/**
 * A client for one store: graphql-request's GraphQLClient, which posts the document, its variables
 * and its operation name, and fails an answer with GraphQL errors; an answer without data fails too.
 * graphql-request and the GraphQL parser it names operations with come with the islands that import
 * this door (the cart, the account, live product data), never with a page template.
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
  };
  const client = new GraphQLClient(endpoint.url, requestConfig);
  return {
    async request<D extends string>(document: StorefrontDocument<D>, variables: VariablesOf<D>, options: RequestOptions = {}): Promise<ResultOf<D>> {
      const operation = operationOf(document);
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
        if (data === null || data === undefined) throw new StorefrontError(`Storefront ${operation} failed: no data`, 'graphql');
        return data;
      } catch (error) {
        throw failureOf(error, operation, timedOut);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
