// The Storefront door's HTTP side (graphql-request): one JSON POST per document with its variables,
// its operation name and the store's headers, and every failure as one StorefrontError whose kind
// says what went wrong, without the token.
import { describe, expect, it } from 'vitest';
import { createStorefrontClient, StorefrontError } from '../../src/lib/storefront/client';
import { CUSTOMER_QUERY, CUSTOMER_TOKEN_DELETE_MUTATION } from '../../src/lib/storefront/documents/customer';
import { STOREFRONT_API_VERSION } from '../../src/lib/storefront/version';

const ENDPOINT = { url: 'https://shop.example/api/graphql.json', token: 'public-token-123' };
const DOC = CUSTOMER_QUERY;
const VARIABLES = { customerAccessToken: 'customer-token' };

function answering(status: number, body: unknown, seen: { url?: string; init?: RequestInit }[] = []): typeof fetch {
  return (async (url: string | URL, init: RequestInit) => {
    seen.push({ url: String(url), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
}

async function failure(promise: Promise<unknown>): Promise<StorefrontError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StorefrontError);
    expect(String((error as Error).message)).not.toContain(ENDPOINT.token);
    return error as StorefrontError;
  }
  throw new Error('expected a failure');
}

describe('Storefront client', () => {
  it('posts the document, variables and operation name with the store token and API version, and answers data', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const client = createStorefrontClient(ENDPOINT, answering(200, { data: { customer: { id: 'gid://shopify/Customer/1' } } }, seen));
    await expect(client.request(DOC, VARIABLES)).resolves.toEqual({ customer: { id: 'gid://shopify/Customer/1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe(ENDPOINT.url);
    expect(seen[0].init?.method).toBe('POST');
    expect(JSON.parse(String(seen[0].init?.body))).toEqual({ query: DOC, variables: VARIABLES, operationName: 'CustomerByToken' });
    const headers = new Headers(seen[0].init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Shopify-Storefront-Access-Token')).toBe(ENDPOINT.token);
    expect(headers.get('X-SDK-Version')).toBe(STOREFRONT_API_VERSION);
  });

  it('sends the operation name of a mutation', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const mutation = CUSTOMER_TOKEN_DELETE_MUTATION;
    await createStorefrontClient(ENDPOINT, answering(200, { data: { customerAccessTokenDelete: { deletedAccessToken: 'customer-token' } } }, seen)).request(mutation, VARIABLES);
    expect(JSON.parse(String(seen[0].init?.body))).toEqual({ query: mutation, variables: VARIABLES, operationName: 'CustomerTokenDelete' });
  });

  it('GraphQL errors fail as graphql with their messages, even beside partial data', async () => {
    const client = createStorefrontClient(ENDPOINT, answering(200, { data: { customer: null }, errors: [{ message: 'Throttled' }, { message: 'Try later' }] }));
    const error = await failure(client.request(DOC, VARIABLES));
    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('Storefront CustomerByToken failed: Throttled; Try later');
  });

  it('an HTTP error fails as http with its status, also when the body is not JSON', async () => {
    expect((await failure(createStorefrontClient(ENDPOINT, answering(503, 'Service Unavailable')).request(DOC, VARIABLES))).kind).toBe('http');
    const unauthorized = await failure(createStorefrontClient(ENDPOINT, answering(401, { errors: [{ message: 'Unauthorized' }] })).request(DOC, VARIABLES));
    expect(unauthorized).toMatchObject({ kind: 'http', status: 401, message: 'Storefront CustomerByToken failed: HTTP 401' });
  });

  it('an answer without data fails as graphql: data null, or no data at all', async () => {
    expect(await failure(createStorefrontClient(ENDPOINT, answering(200, { data: null })).request(DOC, VARIABLES))).toMatchObject({ kind: 'graphql', message: 'Storefront CustomerByToken failed: no data' });
    expect(await failure(createStorefrontClient(ENDPOINT, answering(200, {})).request(DOC, VARIABLES))).toMatchObject({ kind: 'graphql', message: 'Storefront CustomerByToken failed: no data' });
  });

  it('a 2xx answer that is not GraphQL fails as http', async () => {
    expect((await failure(createStorefrontClient(ENDPOINT, answering(200, '<html>maintenance</html>')).request(DOC, VARIABLES))).kind).toBe('http');
  });

  it('no answer fails as network, and no answer in time as timeout', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect((await failure(createStorefrontClient(ENDPOINT, down).request(DOC, VARIABLES))).kind).toBe('network');
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const error = await failure(createStorefrontClient(ENDPOINT, hanging).request(DOC, VARIABLES, { timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'Storefront CustomerByToken: no answer in time' });
  });
});
