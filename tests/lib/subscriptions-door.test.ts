import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { assert, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationFieldErrors, createSubscriptionsClient, type SubscriptionsClient } from '../../src/lib/subscriptions';
import { MESSAGES, SCHEDULE_LIMIT_MESSAGE } from '../../wire/subscriptions';
import { startStack, type Stack } from '../../services/test/harness';
import { subscriptionsOf } from '../../services/test/subscriptions-fixture';

// The site's door against the store's own services (subscriptions made from the twin's order webhooks).
let stack: Stack;
let shop: ReturnType<typeof subscriptionsOf> & { idToken: Stack['idToken'] };
let door: SubscriptionsClient;
let strayServer: http.Server;
let strayUrl: string;
const EMAIL = 'door@example.com';

beforeAll(async () => {
  stack = await startStack();
  shop = { ...subscriptionsOf(stack), idToken: stack.idToken };
  const token = await shop.idToken(EMAIL);
  await shop.buy('trailmate-us', EMAIL, [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9002' }]);
  door = createSubscriptionsClient({ baseUrl: stack.url, store: 'trailmate-us', idToken: () => token });
  // A server that answers 200 with a body of the wrong shape.
  strayServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"subscriptions":[{"id":"x"}]}'));
  await new Promise<void>((resolve) => strayServer.listen(0, '127.0.0.1', resolve));
  strayUrl = `http://127.0.0.1:${(strayServer.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => strayServer?.close(resolve));
});

const other = (over: Partial<Parameters<typeof createSubscriptionsClient>[0]>) =>
  createSubscriptionsClient({ baseUrl: stack.url, store: 'trailmate-us', idToken: () => null, ...over });

describe('list (defaults to an empty list on failure)', () => {
  it('reads the customer’s subscriptions with the Bearer id token', async () => {
    const subs = await door.list();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ productTitle: 'Trail Bowl', frequency: { label: 'Bi-Monthly' }, status: 'ACTIVE' });
  });

  it('is empty when signed out, when the service is down, or when the answer is not the contract’s', async () => {
    expect(await other({}).list()).toEqual([]);
    expect(await other({ baseUrl: 'http://127.0.0.1:9', idToken: () => 'x' }).list()).toEqual([]);
    expect(await other({ baseUrl: strayUrl, idToken: () => 'x' }).list()).toEqual([]);
  });
});

describe('errors become typed results with the spec’s messages', () => {
  it('an unknown subscription is "Subscription was not found."', async () => {
    expect(await door.get(424242)).toEqual({ ok: false, failure: { code: 'NOT_FOUND', message: MESSAGES.notFound, fields: [], status: 404, retryable: false } });
  });

  it('a past next date is "Please select a valid date for your next order."', async () => {
    const [sub] = await door.list();
    assert.isDefined(sub, 'sub');
    const r = await door.setNextDate(sub.id, '2020-01-01');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.failure).toMatchObject({ code: 'INVALID_DATE', message: MESSAGES.invalidNextDate, fields: [{ field: 'date', message: MESSAGES.invalidNextDate }] });
  });

  it('payment methods that cannot be loaded say so', async () => {
    const r = await other({ baseUrl: 'http://127.0.0.1:9', idToken: () => 'x' }).paymentMethods();
    expect(r).toEqual({ ok: false, failure: { code: 'NETWORK', message: MESSAGES.paymentMethodsFailed, fields: [], retryable: true } });
    const stray = await other({ baseUrl: strayUrl, idToken: () => 'x' }).sendUpdateLink(1);
    expect(stray).toMatchObject({ ok: false, failure: { code: 'INVALID_RESPONSE', message: MESSAGES.updateLinkFailed } });
  });

  it('a signed-out caller gets UNAUTHORIZED without a request', async () => {
    expect(await other({ baseUrl: 'http://127.0.0.1:9' }).get(1)).toMatchObject({ ok: false, failure: { code: 'UNAUTHORIZED', status: 401 } });
  });
});

describe('changes through the door', () => {
  it('pause, skip, payment methods, update link and cancel', async () => {
    const [sub] = await door.list();
    assert.isDefined(sub, 'sub');
    const paused = await door.pause(sub.id, '1-month');
    expect(paused.ok && paused.value.message).toBe(MESSAGES.paused);
    const skipped = await door.skipNext(sub.id);
    expect(skipped.ok && skipped.value.skippedDate).toBe(paused.ok && paused.value.newDate);
    const cards = await door.paymentMethods();
    expect(cards.ok && cards.value[0]!.subscriptionIds).toEqual([sub.id]);
    if (cards.ok) expect(await door.sendUpdateLink(cards.value[0]!.id)).toEqual({ ok: true, value: MESSAGES.updateLinkSent });
    const cancelled = await door.cancel(sub.id, { reason: 'other', feedback: 'Moving abroad.' });
    expect(cancelled.ok && cancelled.value.subscription.status).toBe('CANCELLED');
    const again = await door.cancel(sub.id, { reason: 'other' });
    expect(again).toMatchObject({ ok: false, failure: { code: 'NOT_ACTIVE', message: MESSAGES.cannotCancel, status: 409 } });
  });
});

describe('resume through the door', () => {
  it('a paused subscription resumes on its day before the pause; one not paused is a typed failure', async () => {
    const email = 'resume.door@example.com';
    const token = await shop.idToken(email);
    await shop.buy('trailmate-us', email, [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' }]);
    const client = createSubscriptionsClient({ baseUrl: stack.url, store: 'trailmate-us', idToken: () => token });
    const [sub] = await client.list();
    assert.isDefined(sub, 'sub');
    const paused = await client.pause(sub.id, '1-month');
    expect(paused.ok && paused.value.subscription.pausedUntil).toBe(paused.ok && paused.value.newDate);
    const resumed = await client.resume(sub.id);
    expect(resumed.ok && resumed.value.nextDate).toBe(sub.scheduledAt);
    expect(resumed.ok && resumed.value.subscription).toMatchObject({ status: 'ACTIVE', pausedUntil: null, scheduledAt: sub.scheduledAt });
    expect(await client.resume(sub.id)).toEqual({ ok: false, failure: { code: 'NOT_PAUSED', message: MESSAGES.generic, fields: [], status: 409, retryable: false } });
  });
});

describe('how far ahead a pause or skip may move the next order', () => {
  it('past the limit the door answers the service\'s "cannot be moved any further ahead", not the generic failure', async () => {
    const email = 'far.ahead@example.com';
    const token = await shop.idToken(email);
    await shop.buy('trailmate-us', email, [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' }]);
    const client = createSubscriptionsClient({ baseUrl: stack.url, store: 'trailmate-us', idToken: () => token });
    const [sub] = await client.list();
    assert.isDefined(sub, 'sub');
    let skip = await client.skipNext(sub.id);
    for (let i = 0; i < 30 && skip.ok; i++) skip = await client.skipNext(sub.id);
    expect(skip).toEqual({ ok: false, failure: { code: 'SCHEDULE_LIMIT', message: SCHEDULE_LIMIT_MESSAGE, fields: [], status: 409, retryable: false } });
    expect(await client.pause(sub.id, '3-months')).toEqual({ ok: false, failure: { code: 'SCHEDULE_LIMIT', message: SCHEDULE_LIMIT_MESSAGE, fields: [], status: 409, retryable: false } });
  });
});

describe('activation dialog', () => {
  it('checks its fields with the contract’s messages', () => {
    expect(activationFieldErrors({})).toMatchObject({ activationCode: MESSAGES.activationCodeRequired, email: MESSAGES.emailRequired, planId: MESSAGES.selectingPlanFailed });
    expect(activationFieldErrors({ email: 'nope' }, 'you@example.com').email).toBe('Please use a valid email address such as you@example.com');
  });

  it('a wrong code asks to return to the app and resend the activation email', async () => {
    const r = await door.activate({ activationCode: 'HM-NOPE-NOPE', email: EMAIL, petName: 'Rex', planId: '1' });
    expect(r).toMatchObject({ ok: false, failure: { code: 'ACTIVATION_FAILED', message: MESSAGES.activationFailed } });
    expect(await door.resendActivation(EMAIL)).toEqual({ ok: true, value: MESSAGES.activationResent });
  });

  it('a code the service does not know is refused by the check before a plan is chosen', async () => {
    expect(await door.checkActivation('HM-NOPE-NOPE', EMAIL)).toEqual({ ok: false, failure: { code: 'ACTIVATION_FAILED', message: MESSAGES.activationFailed, fields: [{ field: 'activationCode', message: MESSAGES.activationFailed }], status: 400, retryable: false } });
  });
});
