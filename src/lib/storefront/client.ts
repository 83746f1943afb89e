// The Storefront API door: GraphQL over HTTP against one store with its public access token and
// API version, a time limit per request, and every failure turned into one StorefrontError whose
// kind says what went wrong (never echoing the token).
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

/** The body of a GraphQL answer over HTTP. */
interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message?: string }[];
}

async function readAnswer<T>(response: Response, operation: string): Promise<T> {
  let answer: GraphQLAnswer<T> | null = null;
  try {
    answer = (await response.json()) as GraphQLAnswer<T>;
  } catch {
    // Not JSON: judged by the status below.
  }
  const messages = answer?.errors?.map((e) => e.message).filter(Boolean).join('; ');
  if (!response.ok || !answer) {
    throw new StorefrontError(`Storefront ${operation} failed: HTTP ${response.status}`, 'http', response.status);
  }
  if (answer.errors?.length) throw new StorefrontError(`Storefront ${operation} failed: ${messages || 'GraphQL errors'}`, 'graphql', response.status);
  if (answer.data === null || answer.data === undefined) throw new StorefrontError(`Storefront ${operation} failed: no data`, 'graphql', response.status);
  return answer.data;
}

/**
 * A client for one store: one JSON POST per document (the GraphQL-over-HTTP protocol the Storefront
 * API speaks), so the browser loads no GraphQL library for it.
 */
export function createStorefrontClient(endpoint: StorefrontEndpoint, fetchImpl: typeof fetch = (...args) => fetch(...args)): StorefrontClient {
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Shopify-Storefront-Access-Token': endpoint.token,
    'X-SDK-Version': STOREFRONT_API_VERSION,
  };
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
        const body = JSON.stringify({ query: document, variables: variables ?? {} });
        let response: Response;
        try {
          response = await fetchImpl(endpoint.url, { method: 'POST', headers, body, signal: controller.signal });
        } catch {
          throw new StorefrontError(timedOut ? `Storefront ${operation}: no answer in time` : `Storefront ${operation}: the service did not answer`, timedOut ? 'timeout' : 'network');
        }
        return await readAnswer<T>(response, operation);
      } catch (error) {
        if (timedOut && !(error instanceof StorefrontError && error.kind === 'timeout')) {
          throw new StorefrontError(`Storefront ${operation}: no answer in time`, 'timeout');
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
