// Every door of our services answers the one result shape (src/lib/result.ts) on each way a call can
// fail — no answer, a 5xx, an answer that is not JSON, JSON off the wire schema — and never throws;
// and the shape narrows: a value only after `ok`, a failure only after `!ok`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { loadTrainingVideos } from '../../src/lib/account';
import { requestMultipass } from '../../src/lib/auth/multipass';
import { subscribeNewsletter, sendDealerContact } from '../../src/lib/forms';
import { mapValue, type DoorFailure, type DoorResult } from '../../src/lib/result';
import { chatStatus, findDealers, SERVICE_MESSAGES } from '../../src/lib/services';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { fetchLiveProduct } from '../../src/lib/storefront/product-check';
import { fetchServicePlans } from '../../src/lib/storefront/service-plans';
import { createSubscriptionsClient } from '../../src/lib/subscriptions';
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
  'off-schema-graphql': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"product":{"unexpected":true},"products":{"unexpected":true}}}'),
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

describe.each(RULES)('on a $rule every door answers a failure and throws nothing', ({ url, graphql, code, retryable }) => {
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

  it('Storefront (live product check, service plans)', async () => {
    const client = createStorefrontClient({ url: graphql(), token: 'public-token' });
    const failure = expect.objectContaining({ code, retryable });
    expect(await answerOf(() => fetchLiveProduct(client, 'gid://shopify/Product/1002', 'US'))).toEqual({ ok: false, failure });
    expect(await answerOf(() => fetchServicePlans(client, 'US'))).toEqual({ ok: false, failure });
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
