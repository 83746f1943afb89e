// The subscriptions API (wire/subscriptions.ts) over subscriptions made from the twin's orders/create
// webhooks: who may call, list and detail, pause, skip, next date, cancel, cards and update links.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { MESSAGES } from '../../wire/subscriptions.js';
import { cognitoConfigFromEnv } from '../../twin/src/cognito/config.js';
import { cognitoCall } from '../../twin/test/helpers.js';
import { SITE_ORIGIN, useStack } from './harness.js';
import { subscriptionsOf } from './subscriptions-fixture.js';

const stack = useStack();
const BOWL_MONTHLY = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/9001' };
let token: string;
let otherToken: string;
let s: ReturnType<typeof subscriptionsOf>;

beforeAll(async () => {
  s = subscriptionsOf(stack);
  token = await stack.idToken('autoship@example.com');
  otherToken = await stack.idToken('someone.else@example.com');
  await s.buy('trailmate-us', 'autoship@example.com', [BOWL_MONTHLY, { merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }]);
  await s.buy('trailmate-us', 'autoship@example.com', [{ ...BOWL_MONTHLY, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9003' }]);
}, 60_000);

const list = async (t = token) => (await s.api('GET', '/subscriptions/', t)).json.subscriptions as any[];
const dayOf = (iso: string) => iso.slice(0, 10);
const plusDays = (iso: string | Date, days: number) => new Date(new Date(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('who may call', () => {
  it('a missing or forged id token is 401 with a JSON error', async () => {
    for (const t of [null, 'not-a-jwt', `${token.slice(0, -4)}AAAA`]) {
      const res = await s.api('GET', '/subscriptions/', t);
      expect(res.status).toBe(401);
      expect(res.json.error).toEqual({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
    }
  });

  it('an id token whose email is not verified is 401 too: the services trust only a verified email', async () => {
    const email = 'unverified@example.com';
    await stack.idToken(email);
    stack.twin.db.prepare('UPDATE cognito_user SET email_verified = 0 WHERE email = ?').run(email);
    const auth = await cognitoCall(stack.twin.url, 'InitiateAuth', {
      ClientId: cognitoConfigFromEnv({}).clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' },
    });
    const unverified = auth.body.AuthenticationResult.IdToken as string;
    expect(decodeJwt(unverified).email_verified).toBe(false);
    expect(await s.api('GET', '/subscriptions/', unverified)).toEqual({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: MESSAGES.unauthorized } } });
  });

  it('the store must name a shopifyStore, as a query parameter or header', async () => {
    expect((await s.api('GET', '/subscriptions/', token, undefined, 'no-such-store')).status).toBe(400);
    expect((await s.api('GET', '/subscriptions/', token, undefined, '')).json.error.code).toBe('UNKNOWN_STORE');
    const res = await fetch(`${stack.url}/subscriptions/`, { headers: { authorization: `Bearer ${token}`, 'x-shopify-store': 'trailmate-us' } });
    expect(res.status).toBe(200);
  });
});

describe('list and detail', () => {
  it('an autoship line bought at checkout is a subscription with the spec fields', async () => {
    const subs = await list();
    expect(subs).toHaveLength(2);
    const [monthly, quarterly] = subs;
    expect(monthly).toMatchObject({
      kind: 'autoship',
      sku: 'TM-BOWL',
      productTitle: 'Trail Bowl',
      quantity: 2,
      frequency: { unit: 'months', count: 1, label: 'Monthly' },
      status: 'ACTIVE',
      pricePerItem: { amount: '22.05', currencyCode: 'USD' },
      shippingAddress: { city: 'Boulder', countryCode: 'US' },
      petName: null,
      lteServiceExpiry: null,
      pausedUntil: null,
      cancelledAt: null,
    });
    expect(quarterly.frequency.label).toBe('Quarterly');
    expect(Number(monthly.pricePerItem.amount)).toBeCloseTo(24.5 * 0.9, 2);
    expect(typeof monthly.paymentMethodId).toBe('number');
    expect(monthly.scheduledAt).toBe(monthly.nextBillingDate);
    // One month after the order, on the twin's clock.
    const [order] = s.orders('autoship@example.com');
    assert.isDefined(order, 'order');
    const expected = new Date(order.processed_at);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(monthly.nextBillingDate).toBe(expected.toISOString());
    const detail = await s.api('GET', `/subscriptions/${monthly.id}`, token);
    expect(detail.json.subscription).toEqual(monthly);
  });

  it('another customer’s or an unknown id is "Subscription was not found."', async () => {
    const [mine] = await list();
    for (const [t, id] of [[otherToken, mine.id], [token, 99999], [token, 'abc'], [token, '99999999999999']] as const) {
      const res = await s.api('GET', `/subscriptions/${id}`, t);
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    expect(await list(otherToken)).toEqual([]);
  });
});

describe('changing deliveries', () => {
  it('pausing moves the upcoming shipment from its old day to the new one (1 week, 1 month, 3 months)', async () => {
    const [sub] = await list();
    const res = await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-week' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MESSAGES.paused);
    expect(res.json.previousDate).toBe(sub.scheduledAt);
    expect(dayOf(res.json.newDate)).toBe(plusDays(sub.scheduledAt, 7));
    expect(res.json.subscription.scheduledAt).toBe(res.json.newDate);
    expect(res.json.subscription.pausedUntil).toBe(res.json.newDate);
    const month = await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '3-months' });
    expect(new Date(month.json.newDate).getUTCMonth()).toBe((new Date(res.json.newDate).getUTCMonth() + 3) % 12);
    const oneMonth = await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-month' });
    expect(oneMonth.status).toBe(200);
    expect(oneMonth.json.previousDate).toBe(month.json.newDate);
    expect(new Date(oneMonth.json.newDate).getUTCMonth()).toBe((new Date(month.json.newDate).getUTCMonth() + 1) % 12);
    expect(oneMonth.json.subscription.pausedUntil).toBe(oneMonth.json.newDate);
  });

  it('a pause other than 1 week, 1 month or 3 months is 400', async () => {
    const [sub] = await list();
    for (const body of [{ duration: '2-weeks' }, {}, '{"duration":']) {
      const res = await s.api('POST', `/subscriptions/${sub.id}/pause`, token, body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('BAD_REQUEST');
    }
  });

  it('skipping the next order moves it by one frequency', async () => {
    const [, sub] = await list();
    const res = await s.api('POST', `/subscriptions/${sub.id}/skip`, token);
    expect(res.status).toBe(200);
    expect(res.json.skippedDate).toBe(sub.scheduledAt);
    expect(new Date(res.json.nextDate).getUTCMonth()).toBe((new Date(sub.scheduledAt).getUTCMonth() + 3) % 12);
  });

  it('a past, today’s or impossible next delivery date is refused with the spec’s message', async () => {
    const [sub] = await list();
    const now = await s.now();
    const today = now.toISOString().slice(0, 10);
    for (const date of ['2020-01-01', today, '2031-02-30', 'soon', 42]) {
      const res = await s.api('POST', `/subscriptions/${sub.id}/next-date`, token, { date });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'INVALID_DATE', message: MESSAGES.invalidNextDate, field: 'date' });
    }
    const ok = await s.api('POST', `/subscriptions/${sub.id}/next-date`, token, { date: plusDays(now, 10) });
    expect(ok.status).toBe(200);
    expect(dayOf(ok.json.subscription.scheduledAt)).toBe(plusDays(now, 10));
    expect(ok.json.subscription.scheduledAt.slice(10)).toBe(sub.scheduledAt.slice(10));
    expect(ok.json.subscription.nextBillingDate).toBe(ok.json.subscription.scheduledAt);
    expect(ok.json.subscription.pausedUntil).toBeNull();
  });
});

describe('resuming', () => {
  it('a paused subscription resumes on the day it had before the pause; one not paused is 409', async () => {
    const [sub] = await list();
    const before = sub.scheduledAt;
    // Paused twice: resuming goes back to the day before the first pause.
    await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-week' });
    const paused = await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-month' });
    expect(paused.json.subscription.pausedUntil).toBe(paused.json.newDate);
    const res = await s.api('POST', `/subscriptions/${sub.id}/resume`, token);
    expect(res.status).toBe(200);
    expect(res.json.nextDate).toBe(before);
    expect(res.json.subscription).toMatchObject({ status: 'ACTIVE', pausedUntil: null, scheduledAt: before, nextBillingDate: before });
    const again = await s.api('POST', `/subscriptions/${sub.id}/resume`, token);
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'NOT_PAUSED', message: MESSAGES.generic });
    expect((await s.api('POST', `/subscriptions/${sub.id}/resume`, otherToken)).status).toBe(404);
  });

  it('skipping while paused keeps the subscription paused until the next delivery', async () => {
    const [sub] = await list();
    await s.api('POST', `/subscriptions/${sub.id}/pause`, token, { duration: '1-week' });
    const skipped = await s.api('POST', `/subscriptions/${sub.id}/skip`, token);
    expect(skipped.json.subscription.pausedUntil).toBe(skipped.json.nextDate);
    const resumed = await s.api('POST', `/subscriptions/${sub.id}/resume`, token);
    expect(resumed.json.subscription).toMatchObject({ pausedUntil: null, scheduledAt: sub.scheduledAt });
  });
});

describe('cancelling', () => {
  it('needs a reason from the spec’s list', async () => {
    const [, sub] = await list();
    const res = await s.api('POST', `/subscriptions/${sub.id}/cancel`, token, { reason: 'bored' });
    expect(res.status).toBe(400);
  });

  it('only an active subscription can be cancelled', async () => {
    const [, sub] = await list();
    const res = await s.api('POST', `/subscriptions/${sub.id}/cancel`, token, { reason: 'too-expensive', feedback: 'Budget is tight.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: MESSAGES.cancelled, subscription: { status: 'CANCELLED' } });
    // When it was cancelled travels with it (the twin's clock); an active one has none.
    const cancelledAt = Date.parse(res.json.subscription.cancelledAt);
    expect(Math.abs(cancelledAt - (await s.now()).getTime())).toBeLessThan(5 * 60_000);
    const listed = (await list()).find((x) => x.id === sub.id);
    expect(listed.cancelledAt).toBe(res.json.subscription.cancelledAt);
    expect((await list()).filter((x) => x.status === 'ACTIVE').every((x) => x.cancelledAt === null)).toBe(true);
    const again = await s.api('POST', `/subscriptions/${sub.id}/cancel`, token, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'NOT_ACTIVE', message: 'You cannot cancel non-active subscription.' });
    expect((await s.api('POST', `/subscriptions/${sub.id}/skip`, token)).status).toBe(409);
  });
});

describe('payment methods', () => {
  it('lists the card of each order with its expiry, billing address and the subscriptions it pays for', async () => {
    const res = await s.api('GET', '/subscriptions/payment-methods', token);
    expect(res.status).toBe(200);
    const cards = res.json.paymentMethods as any[];
    expect(cards).toHaveLength(2);
    // The card typed at checkout (the test card, 12/39), as the order's payment details tell it.
    expect(cards[0]).toMatchObject({ brand: 'Visa', last4: '4242', expiry: { month: 12, year: 2039 }, expired: false, billingAddress: { city: 'Boulder' } });
    const subs = await list();
    expect(cards.flatMap((c) => c.subscriptionIds).sort()).toEqual(subs.map((x) => x.id).sort());
    expect((await s.api('GET', '/subscriptions/payment-methods', otherToken)).json.paymentMethods).toEqual([]);
  });

  it('an update link is Shopify’s mail, to Shopify’s page; the replaced card shows here once Shopify says so', async () => {
    const [card] = (await s.api('GET', '/subscriptions/payment-methods', token)).json.paymentMethods;
    const refused = await s.api('POST', `/subscriptions/payment-methods/${card.id}/update-link`, otherToken);
    expect(refused.status).toBe(404);
    expect(refused.json.error).toEqual({ code: 'NOT_FOUND', message: MESSAGES.updateLinkFailed });
    const before = (await stack.mails('autoship@example.com')).length;
    const sent = await s.api('POST', `/subscriptions/payment-methods/${card.id}/update-link`, token);
    expect(sent.json).toEqual({ message: MESSAGES.updateLinkSent });
    const mail = (await stack.mails('autoship@example.com', before + 1)).at(-1)!;
    expect(mail.subject).toBe('Update your payment method');
    const link = /(http\S+\/customer-payment-methods\/update\/\S+)/.exec(mail.text)![1];
    assert.isDefined(link, 'link');
    expect(link.startsWith(`${stack.twin.url}/shops/trailmate-us/`)).toBe(true);
    const ok = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', cardExpiry: '10/38', cardCvc: '123' }).toString(),
    });
    expect(ok.status).toBe(200);
    await s.delivered();
    const after = (await s.api('GET', '/subscriptions/payment-methods', token)).json.paymentMethods[0];
    expect(after).toMatchObject({ id: card.id, last4: '4242', expiry: { month: 10, year: 2038 } });
  });

  it('an update link Shopify cannot send is "Update link could not be sent…" and nothing is mailed', async () => {
    const [card] = (await s.api('GET', '/subscriptions/payment-methods', token)).json.paymentMethods;
    const services = stack.services.services;
    const real = services.shopify.graphql;
    services.shopify.graphql = (async (...args: Parameters<typeof real>) => {
      if (/PaymentUpdateEmail/.test(args[1])) throw new Error('Shopify Admin API answered 503');
      return real(...args);
    }) as typeof real;
    try {
      const before = (await stack.mails('autoship@example.com')).length;
      const res = await s.api('POST', `/subscriptions/payment-methods/${card.id}/update-link`, token);
      expect(res.status).toBe(502);
      expect(res.json.error).toEqual({ code: 'UPSTREAM', message: MESSAGES.updateLinkFailed });
      expect(await stack.mails('autoship@example.com')).toHaveLength(before);
    } finally {
      services.shopify.graphql = real;
    }
  });
});

describe('the operators’ listing', () => {
  it('lists a customer’s subscriptions with the admin key only', async () => {
    const path = '/__subscriptions?store=trailmate-us&email=autoship%40example.com';
    expect((await stack.call('GET', path)).status).toBe(403);
    const res = await stack.call('GET', path, undefined, { 'x-services-admin-key': stack.config.adminKey });
    expect(res.status).toBe(200);
    expect(res.body.subscriptions[0]).toMatchObject({ sku: 'TM-BOWL', sellingPlanName: 'Monthly', frequency: { interval: 'MONTH', count: 1 }, pricePerItem: { amount: '22.05', currencyCode: 'USD' } });
  });
});

describe('bad input', () => {
  it('wrong content type is 415, malformed JSON 400, an oversized body 413, all as JSON errors without a stack', async () => {
    const [sub] = await list();
    const url = `${stack.url}/subscriptions/${sub.id}/pause?store=trailmate-us`;
    const send = (headers: Record<string, string>, body: string) => fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body });
    const wrongType = await send({ 'content-type': 'text/plain' }, '{"duration":"1-week"}');
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as any).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const malformed = await send({ 'content-type': 'application/json' }, '{"duration"');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as any).error).toEqual({ code: 'BAD_REQUEST', message: 'Malformed JSON body' });
    const big = await send({ 'content-type': 'application/json' }, JSON.stringify({ duration: '1-week', pad: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    for (const res of [wrongType, malformed, big]) expect(res.headers.get('content-type')).toMatch(/json/);
    expect(JSON.stringify((await list())[0])).toBe(JSON.stringify(sub));
  });

  it('a site origin may call with its Authorization header (CORS preflight)', async () => {
    const res = await fetch(`${stack.url}/subscriptions/`, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });
});
