// The Storefront API door: graphql-request against one store with its public access token and
// API version, a time limit per request, and every failure turned into one StorefrontError whose
// kind says what went wrong (never echoing the token).
import { ClientError, GraphQLClient } from 'graphql-request';
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

/** Runs Storefront API documents against one store. */
export interface StorefrontClient {
  request<T, V extends Record<string, unknown> = Record<string, unknown>>(document: string, variables?: V, options?: RequestOptions): Promise<T>;
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

/** The twin's Storefront API URL of a named store. */
export function twinStorefrontUrl(twinUrl: string, storeName: string): string {
  return `${twinUrl.replace(/\/+$/, '')}/shops/${storeName}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

function operationOf(document: string): string {
  return /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
}

function toStorefrontError(error: unknown, operation: string, timedOut: boolean): StorefrontError {
  if (timedOut) return new StorefrontError(`Storefront ${operation}: no answer in time`, 'timeout');
  if (error instanceof ClientError) {
    const { status, errors } = error.response;
    const messages = errors?.map((e) => e.message).filter(Boolean).join('; ');
    if (messages && status < 400) return new StorefrontError(`Storefront ${operation} failed: ${messages}`, 'graphql', status);
    return new StorefrontError(`Storefront ${operation} failed: HTTP ${status}`, 'http', status);
  }
  return new StorefrontError(`Storefront ${operation}: the service did not answer`, 'network');
}

/** A client for one store. */
export function createStorefrontClient(endpoint: StorefrontEndpoint, fetchImpl: typeof fetch = (...args) => fetch(...args)): StorefrontClient {
  const client = new GraphQLClient(endpoint.url, {
    fetch: fetchImpl,
    // Operation names are sent explicitly below, so graphql-request need not parse each document.
    excludeOperationName: true,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Shopify-Storefront-Access-Token': endpoint.token,
      'X-SDK-Version': STOREFRONT_API_VERSION,
    },
  });
  return {
    async request<T, V extends Record<string, unknown>>(document: string, variables?: V, options: RequestOptions = {}): Promise<T> {
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
        const data = await client.request<T>({ document, variables: (variables ?? {}) as Record<string, unknown>, signal: controller.signal });
        if (data === null || data === undefined) throw new StorefrontError(`Storefront ${operation} failed: no data`, 'graphql');
        return data;
      } catch (error) {
        if (error instanceof StorefrontError) throw error;
        throw toStorefrontError(error, operation, timedOut);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
