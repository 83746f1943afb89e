// The Storefront door's HTTP side (graphql-request): one JSON POST per document with its variables,
// its operation name and the store's headers; every answer a DoorResult, each failure with a code
// that says what went wrong (and the GraphQL errors' messages), without the token, and never thrown.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorefrontClient, operationNameOf, type StorefrontFailure, type StorefrontResult } from '../../src/lib/storefront/client';
import { CUSTOMER_QUERY, CUSTOMER_TOKEN_DELETE_MUTATION } from '../../src/lib/storefront/documents/customer';
import { STOREFRONT_API_VERSION } from '../../src/lib/storefront/version';

const ENDPOINT = { url: 'https://shop.example/api/graphql.json', token: 'public-token-123' };
const DOC = CUSTOMER_QUERY;
const VARIABLES = { customerAccessToken: 'customer-token' };

function answering(status: number, body: unknown, seen: { url?: string; init?: RequestInit }[] = [], headers: Record<string, string> = {}): typeof fetch {
  return (async (url: string | URL, init: RequestInit) => {
    seen.push({ url: String(url), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as unknown as typeof fetch;
}

/** The failure of an answer that must have failed; the request must not throw. */
async function failure(promise: Promise<StorefrontResult<unknown>>): Promise<StorefrontFailure> {
  const answer = await promise;
  if (answer.ok) throw new Error('expected a failure');
  expect(JSON.stringify(answer.failure)).not.toContain(ENDPOINT.token);
  return answer.failure;
}

describe('Storefront client', () => {
  it('posts the document, variables and operation name with the store token and API version, and answers data', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const client = createStorefrontClient(ENDPOINT, answering(200, { data: { customer: { id: 'gid://shopify/Customer/1' } } }, seen));
    await expect(client.request(DOC, VARIABLES)).resolves.toEqual({ ok: true, value: { customer: { id: 'gid://shopify/Customer/1' } } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(ENDPOINT.url);
    expect(seen[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(seen[0]!.init?.body))).toEqual({ query: DOC, variables: VARIABLES, operationName: 'CustomerByToken' });
    const headers = new Headers(seen[0]!.init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Shopify-Storefront-Access-Token')).toBe(ENDPOINT.token);
    expect(headers.get('X-SDK-Version')).toBe(STOREFRONT_API_VERSION);
  });

  it('sends the operation name of a mutation', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const mutation = CUSTOMER_TOKEN_DELETE_MUTATION;
    await createStorefrontClient(ENDPOINT, answering(200, { data: { customerAccessTokenDelete: { deletedAccessToken: 'customer-token' } } }, seen)).request(mutation, VARIABLES);
    expect(JSON.parse(String(seen[0]!.init?.body))).toEqual({ query: mutation, variables: VARIABLES, operationName: 'CustomerTokenDelete' });
  });

  it('names the operation from the document\'s first words, without parsing the document (every document of src/lib/storefront/documents)', async () => {
    const folder = path.join(__dirname, '..', '..', 'src', 'lib', 'storefront', 'documents');
    let checked = 0;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      for (const value of Object.values((await import(path.join(folder, file))) as Record<string, unknown>)) {
        if (typeof value !== 'string' || !/^\s*(query|mutation)\s/.test(value)) continue;
        expect(operationNameOf(value), value.slice(0, 60)).toBe(/(?:query|mutation)\s+(\w+)/.exec(value)?.[1]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    // Text the GraphQL parser refuses is still named (graphql-request would have sent no name): no parse.
    const seen: { url?: string; init?: RequestInit }[] = [];
    const unparsable = 'query CustomerByToken($customerAccessToken: String!) { customer(customerAccessToken: $customerAccessToken) { id ';
    await createStorefrontClient(ENDPOINT, answering(200, { data: { customer: null } }, seen)).request(unparsable as typeof DOC, VARIABLES);
    expect(JSON.parse(String(seen[0]!.init?.body))).toMatchObject({ operationName: 'CustomerByToken' });
  });

  it('GraphQL errors fail as GRAPHQL with their messages, even beside partial data', async () => {
    const client = createStorefrontClient(ENDPOINT, answering(200, { data: { customer: null }, errors: [{ message: 'Field is invalid' }, { message: 'Try later' }] }));
    expect(await failure(client.request(DOC, VARIABLES))).toEqual({ code: 'GRAPHQL', status: 200, retryable: false, errors: ['Field is invalid', 'Try later'] });
  });

  it("the store's rate limit fails as THROTTLED, worth trying again: a 429 with its Retry-After, or a THROTTLED GraphQL error", async () => {
    const limited = await failure(createStorefrontClient(ENDPOINT, answering(429, { errors: [{ message: 'Throttled' }] }, [], { 'retry-after': '2' })).request(DOC, VARIABLES));
    expect(limited).toEqual({ code: 'THROTTLED', status: 429, retryable: true, retryAfter: 2, errors: ['Throttled'] });
    const throttled = await failure(
      createStorefrontClient(ENDPOINT, answering(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] })).request(DOC, VARIABLES),
    );
    expect(throttled).toEqual({ code: 'THROTTLED', status: 200, retryable: true, errors: ['Throttled'] });
  });

  it('an HTTP error fails as HTTP with its status, also when the body is not JSON; a 5xx may be tried again, a 401 not', async () => {
    expect(await failure(createStorefrontClient(ENDPOINT, answering(503, 'Service Unavailable')).request(DOC, VARIABLES))).toMatchObject({ code: 'HTTP', status: 503, retryable: true });
    const unauthorized = await failure(createStorefrontClient(ENDPOINT, answering(401, { errors: [{ message: 'Unauthorized' }] })).request(DOC, VARIABLES));
    expect(unauthorized).toEqual({ code: 'HTTP', status: 401, retryable: false, errors: ['Unauthorized'] });
  });

  it('an answer without data fails as NO_DATA: data null, or no data at all', async () => {
    expect(await failure(createStorefrontClient(ENDPOINT, answering(200, { data: null })).request(DOC, VARIABLES))).toEqual({ code: 'NO_DATA', retryable: false });
    expect(await failure(createStorefrontClient(ENDPOINT, answering(200, {})).request(DOC, VARIABLES))).toEqual({ code: 'NO_DATA', retryable: false });
  });

  it('a 2xx answer that is not GraphQL (bad JSON) fails as INVALID_RESPONSE', async () => {
    expect((await failure(createStorefrontClient(ENDPOINT, answering(200, '<html>maintenance</html>')).request(DOC, VARIABLES))).code).toBe('INVALID_RESPONSE');
    expect((await failure(createStorefrontClient(ENDPOINT, answering(200, '{"data": {')).request(DOC, VARIABLES))).code).toBe('INVALID_RESPONSE');
  });

  it('no answer fails as NETWORK, and no answer in time as TIMEOUT, both worth trying again', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await failure(createStorefrontClient(ENDPOINT, down).request(DOC, VARIABLES))).toEqual({ code: 'NETWORK', retryable: true });
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    expect(await failure(createStorefrontClient(ENDPOINT, hanging).request(DOC, VARIABLES, { timeoutMs: 20 }))).toEqual({ code: 'TIMEOUT', retryable: true });
  });
});
