// Every door answers the one result shape (src/lib/result.ts) on each way a call can fail — no answer,
// a 5xx, an answer that is not JSON, JSON off the wire schema, and for the Storefront API GraphQL
// errors and an answer without data — and never throws: our services, Klaviyo's, the Storefront API
// (every call built on its request) and the identity door (Amplify against the pool's endpoint); and
// the shape narrows: a value only after `ok`, a failure only after `!ok`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { loadTrainingVideos } from '../../src/lib/account';
import { amplifyIdentity } from '../../src/lib/auth/identity';
import { requestMultipass } from '../../src/lib/auth/multipass';
import { subscribeNewsletter, sendDealerContact } from '../../src/lib/forms';
import { mapValue, type DoorFailure, type DoorResult } from '../../src/lib/result';
import { chatStatus, findDealers, SERVICE_MESSAGES } from '../../src/lib/services';
import { fetchCatalogueCollections, fetchCatalogueProducts } from '../../src/lib/storefront/catalogue';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient, type StorefrontClient } from '../../src/lib/storefront/client';
import { customerApi } from '../../src/lib/storefront/customer';
import { giftCardApi } from '../../src/lib/storefront/gift-cards';
import { fetchLiveProduct, fetchSellingPlansByHandle, fetchVariantsBySku, findSameSellingPlan } from '../../src/lib/storefront/product-check';
import { fetchServicePlans } from '../../src/lib/storefront/service-plans';
import { createSubscriptionsClient } from '../../src/lib/subscriptions';
import { CART_QUERY } from '../../src/lib/storefront/documents/cart';
import { FORM_MESSAGES } from '../../wire/forms';
import { MESSAGES } from '../../wire/subscriptions';

let server: http.Server;
let base: string;

// Each path under the server answers one way of failing, whatever the call.
const answers: Record<string, (res: http.ServerResponse) => void> = {
  '5xx': (res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service unavailable</h1>'),
  'bad-json': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"videos": ['),
  'off-schema': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":true}'),
  // A GraphQL answer whose data is not the shape the document selects.
  'off-schema-graphql': (res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: Object.fromEntries(['product', 'products', 'collections', 'cart', 'customer'].map((field) => [field, { unexpected: true }])) })),
  // GraphQL errors beside no data, as a store answers a document it refuses.
  'graphql-errors': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Field \'nope\' doesn\'t exist on type \'QueryRoot\'"}]}'),
  'no-data': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":null}'),
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => answers[(req.url ?? '').split('/')[1] ?? '']?.(res) ?? res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Where each rule answers: a port nobody listens on, or the server's path for it (the Storefront API's, for a GraphQL answer). */
const RULES = [
  { rule: 'network error', url: () => 'http://127.0.0.1:9', graphql: () => 'http://127.0.0.1:9/graphql.json', code: 'NETWORK', retryable: true },
  { rule: '5xx', url: () => `${base}/5xx`, graphql: () => `${base}/5xx`, code: 'HTTP', retryable: true },
  { rule: 'bad JSON', url: () => `${base}/bad-json`, graphql: () => `${base}/bad-json`, code: 'INVALID_RESPONSE', retryable: false },
  { rule: 'answer off its schema', url: () => `${base}/off-schema`, graphql: () => `${base}/off-schema-graphql`, code: 'INVALID_RESPONSE', retryable: false },
] as const;

/** What the identity door calls each way of failing: no answer is the network's; any other answer it cannot read is unknown. */
const IDENTITY_CODES: Record<string, string> = { NETWORK: 'network', HTTP: 'unknown', INVALID_RESPONSE: 'unknown' };

/** The Storefront calls that read nested fields of the answer (the rest read a field or two and let a missing one be null). */
const READS_NESTED = ['cart get', 'customer orders', 'customer order', 'customer addresses', 'catalogue products', 'catalogue collections', 'live product', 'variants by SKU', 'selling plans', 'same selling plan', 'service plans'];

/** Every Storefront call built on the client's request, each with the arguments of one use. */
function storefrontCalls(client: StorefrontClient): [string, () => Promise<unknown>][] {
  const cart = cartApi(client, 'US', 'EN');
  const customers = customerApi(client);
  const cadence = { recurring: true, interval: 'MONTH', count: 1 };
  return [
    ['request', () => client.request(CART_QUERY, { id: 'gid://shopify/Cart/1' })],
    ['cart get', () => cart.get('gid://shopify/Cart/1')],
    ['cart create', () => cart.create({ country: 'US' })],
    ['cart addLines', () => cart.addLines('gid://shopify/Cart/1', [{ variantId: 'gid://shopify/ProductVariant/2001', quantity: 1 }])],
    ['cart setDiscountCodes', () => cart.setDiscountCodes('gid://shopify/Cart/1', ['SAVE'])],
    ['customer get', () => customers.get('token')],
    ['customer renew', () => customers.renew('token')],
    ['customer multipass', () => customers.createWithMultipass('multipass-token')],
    ['customer orders', () => customers.orders('token', { size: 5 })],
    ['customer order', () => customers.order('token', 'gid://shopify/Order/1')],
    ['customer addresses', () => customers.addresses('token')],
    ['customer createAddress', () => customers.createAddress('token', { city: 'Boulder' })],
    ['catalogue products', () => fetchCatalogueProducts(client, 'US')],
    ['catalogue collections', () => fetchCatalogueCollections(client, 'US')],
    ['live product', () => fetchLiveProduct(client, 'gid://shopify/Product/1002', 'US')],
    ['variants by SKU', () => fetchVariantsBySku(client, 'rover-hammock', 'US')],
    ['selling plans', () => fetchSellingPlansByHandle(client, 'rover-hammock', 'US')],
    ['same selling plan', () => findSameSellingPlan(client, 'rover-hammock', 'US', cadence)],
    ['service plans', () => fetchServicePlans(client, 'US')],
  ];
}

/** The door's answer, failing the test if it threw. */
async function answerOf<T>(call: () => Promise<T>): Promise<T> {
  let threw: unknown = null;
  const answer = await call().catch((error: unknown) => {
    threw = error;
    return null;
  });
  expect(threw).toBeNull();
  return answer as T;
}

describe.each(RULES)('on a $rule every door answers a failure and throws nothing', ({ rule, url, graphql, code, retryable }) => {
  it('services (live chat status): the generic message', async () => {
    expect(await answerOf(() => chatStatus({ baseUrl: url() }))).toEqual({ ok: false, failure: expect.objectContaining({ code, retryable, message: SERVICE_MESSAGES.formFailed, fields: [] }) });
  });

  it('services (dealer search): the error outcome with the spec wording', async () => {
    expect(await answerOf(() => findDealers({ baseUrl: url() }, '43215'))).toEqual({ outcome: 'error', message: SERVICE_MESSAGES.formFailed });
  });

  it("subscriptions: the call's message", async () => {
    const client = createSubscriptionsClient({ baseUrl: url(), store: 'homing-us', idToken: () => 'token' });
    expect(await answerOf(() => client.paymentMethods())).toEqual({ ok: false, failure: expect.objectContaining({ code, retryable, message: MESSAGES.paymentMethodsFailed }) });
    expect(await answerOf(() => client.list())).toEqual([]);
  });

  it('account content', async () => {
    const answer = await answerOf(() => loadTrainingVideos({ baseUrl: url(), store: 'yardwise-us', language: 'en', idToken: () => 'token' }));
    expect(answer).toEqual({ ok: false, failure: expect.objectContaining({ code, retryable }) });
  });

  it('multipass', async () => {
    expect(await answerOf(() => requestMultipass(url(), 'trailmate-us', 'token'))).toEqual({ ok: false, failure: expect.objectContaining({ code, retryable }) });
  });

  it('Storefront: the request and every call built on it (cart, customer, catalogue, product check, service plans)', async () => {
    const client = createStorefrontClient({ url: graphql(), token: 'public-token' });
    const failure = expect.objectContaining({ code, retryable });
    // The request itself reads no data (its type is codegen's): the calls that read the answer's nested fields tell an answer off its shape.
    const calls = storefrontCalls(client).filter(([name]) => rule !== 'answer off its schema' || READS_NESTED.includes(name));
    for (const [name, call] of calls) expect(await answerOf(call), name).toEqual({ ok: false, failure });
  });

  // A cart without the gift card fields reads as a cart with no cards applied.
  it.skipIf(rule === 'answer off its schema')('Storefront gift cards: unavailable, worth trying again', async () => {
    const cards = giftCardApi(createStorefrontClient({ url: graphql(), token: 'public-token' }), 'US', 'EN');
    const unavailable = { ok: false, failure: { code: 'unavailable', retryable: true } };
    expect(await answerOf(() => cards.list('gid://shopify/Cart/1'))).toEqual(unavailable);
    expect(await answerOf(() => cards.apply('gid://shopify/Cart/1', 'GIFT-1', []))).toEqual(unavailable);
  });

  // A sign-up reads nothing from its answer, so JSON off a schema is not a failure there.
  it.skipIf(rule === 'answer off its schema')('identity (Amplify against the pool): a failure, never thrown', async () => {
    const identity = amplifyIdentity({ userPoolId: 'us-east-1_TwinPool1', clientId: 'twinappclient0000000000001', endpoint: `${url()}/` });
    const answer = await answerOf(() => identity.signUp('door.failure@example.com', 'long-enough-1'));
    expect(answer).toEqual({ ok: false, failure: expect.objectContaining({ code: IDENTITY_CODES[code], retryable: code === 'NETWORK' }) });
    expect(await answerOf(() => identity.signIn('door.failure@example.com', 'long-enough-1'))).toMatchObject({ ok: false, failure: { code: IDENTITY_CODES[code] } });
  });

  it("forms: failed, with the form's message", async () => {
    const config = { brand: 'trailmate' as const, formsUrl: url(), klaviyoCompanyId: 'c', klaviyoListId: 'l' };
    const newsletter = await answerOf(() => subscribeNewsletter(config, { firstName: 'Kit', email: 'kit@example.com', interest: 'Dog', altcha: 'payload' }));
    expect(newsletter).toEqual({ ok: false, failure: { code: 'failed', retryable: true, message: FORM_MESSAGES.subscribeFailed, fields: {} } });
    const contact = await answerOf(() =>
      sendDealerContact(config, { firstName: 'Ada', lastName: 'Lind', emailAddress: 'ada@example.com', outletName: 'Lind Feed', message: 'A question about the fence kit.', altcha: 'payload' }),
    );
    expect(contact).toEqual({ ok: false, failure: { code: 'failed', retryable: true, message: FORM_MESSAGES.formFailed, fields: {} } });
  });
});

describe.each([
  { rule: 'GraphQL errors', path: 'graphql-errors', code: 'GRAPHQL', errors: ["Field 'nope' doesn't exist on type 'QueryRoot'"] },
  { rule: 'no data', path: 'no-data', code: 'NO_DATA', errors: undefined },
] as const)('on an answer with $rule every Storefront call answers $code and throws nothing', ({ path, code, errors }) => {
  it('the request and every call built on it', async () => {
    const client = createStorefrontClient({ url: `${base}/${path}`, token: 'public-token' });
    const failure = { code, retryable: false, ...(errors ? { status: 200, errors } : {}) };
    for (const [name, call] of storefrontCalls(client)) expect(await answerOf(call), name).toEqual({ ok: false, failure });
  });
});

describe('the result shape', () => {
  it('narrows on ok: the value after ok, the failure after !ok', () => {
    type Answer = DoorResult<{ id: string }, DoorFailure<'GONE' | 'HTTP'>>;
    const answers: Answer[] = [
      { ok: true, value: { id: 'a' } },
      { ok: false, failure: { code: 'GONE', retryable: false } },
    ];
    const seen = answers.map((answer) => {
      // @ts-expect-error: the value is there only once ok is known to be true
      void answer.value;
      // @ts-expect-error: the failure is there only once ok is known to be false
      void answer.failure;
      if (answer.ok) {
        expectTypeOf(answer.value).toEqualTypeOf<{ id: string }>();
        return answer.value.id;
      }
      expectTypeOf(answer.failure.code).toEqualTypeOf<'GONE' | 'HTTP'>();
      return answer.failure.code;
    });
    expect(seen).toEqual(['a', 'GONE']);
    expect(mapValue(answers[0]!, (v) => v.id.length)).toEqual({ ok: true, value: 1 });
    expect(mapValue(answers[1]!, (v) => v.id.length)).toBe(answers[1]);
  });
});
