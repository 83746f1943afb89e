import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationRequestSchema, MESSAGES } from '../../wire/subscriptions.js';
import { startSubscriptionsTwin, type SubscriptionsTwin } from './subscriptions-fixture.js';

let twin: SubscriptionsTwin;
let token: string;
const EMAIL = 'collar.owner@example.com';
const STORE = 'homing-us';
const GO_COLLAR = 'gid://shopify/ProductVariant/45003000001001';
const PLAN = { monthly: 'gid://shopify/SellingPlan/6900300201', yearly: 'gid://shopify/SellingPlan/6900300202', twoYears: 'gid://shopify/SellingPlan/6900300203' };
const AUTOSHIP_MONTHLY = 'gid://shopify/SellingPlan/6900300101';

beforeAll(async () => {
  twin = await startSubscriptionsTwin({ content: 'repo' });
  token = await twin.idToken(EMAIL);
  await twin.buy(STORE, EMAIL, [{ merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: PLAN.monthly }]);
});
afterAll(async () => {
  await twin?.stop();
});

const codeFromMail = async () => /Activation code: (\S+)/.exec((await twin.mails(EMAIL)).filter((m) => m.subject === 'Activate your collar').at(-1)!.text)![1];
const activate = (body: unknown) => twin.api('POST', '/activation/', null, body, '');
const subs = async () => (await twin.api('GET', '/subscriptions/', token, undefined, STORE)).json.subscriptions as any[];

describe('a collar order', () => {
  it('mails an activation code and keeps the service plan waiting for activation', async () => {
    const code = await codeFromMail();
    expect(code).toMatch(/^HM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [sub] = await subs();
    expect(sub).toMatchObject({ kind: 'service', status: 'AWAITING_ACTIVATION', scheduledAt: null, productTitle: 'Homing Go GPS Collar' });
  });
});

describe('a collar bought with a service plan', () => {
  it('is charged its own price: a yearly or 2-year plan takes nothing off the collar', async () => {
    const buyer = 'yearly.buyer@example.com';
    await twin.buy(STORE, buyer, [{ merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: PLAN.yearly }]);
    const order = twin.db.prepare('SELECT doc FROM orders WHERE customer_email = ? ORDER BY id LIMIT 1').get(buyer) as { doc: string };
    const [line] = JSON.parse(order.doc)._lineItems;
    const variant = twin.db.prepare('SELECT doc FROM variants WHERE store = ? AND id = ?').get(STORE, 45003000001001) as { doc: string };
    const price: number = JSON.parse(variant.doc).store.prices.USD.price;
    expect(price).toBeGreaterThan(100);
    expect(line.discountAllocations).toEqual([]);
    expect(line.discountedTotalPrice).toMatchObject({ amount: price.toFixed(2), currencyCode: 'USD' });
    expect(line.originalTotalPrice).toMatchObject({ amount: price.toFixed(2), currencyCode: 'USD' });
  });
});

describe('the activation dialog’s messages', () => {
  it('live in the wire contract', () => {
    const issues = (body: unknown) => activationRequestSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ activationCode: '', email: 'a@example.com', petName: 'Rex', planId: PLAN.monthly })).toContain('Activation code is required');
    expect(issues({ activationCode: 'X', email: '', petName: 'Rex', planId: PLAN.monthly })).toContain('Email address is required');
    expect(issues({ activationCode: 'X', email: 'not-an-email', petName: 'Rex', planId: PLAN.monthly })).toContain('Please use a valid email address such as {email}');
    expect(issues({ activationCode: 'X', email: 'a@example.com', petName: 'Rex', planId: '' })).toContain('Selecting Plan Failed');
  });

  it('are what the twin answers to bad input, with 400', async () => {
    const res = await activate({ activationCode: '', email: EMAIL, petName: 'Rex', planId: PLAN.monthly });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.activationCodeRequired, field: 'activationCode' });
    expect((await activate({ activationCode: 'X', email: 'nope', petName: 'Rex', planId: PLAN.monthly })).json.error.message).toBe(MESSAGES.emailInvalid);
  });
});

describe('activation', () => {
  it('a wrong code, or the right code with another email, asks to return to the app and resend', async () => {
    const code = await codeFromMail();
    for (const body of [
      { activationCode: 'HM-AAAA-AAAA', email: EMAIL, petName: 'Rex', planId: PLAN.yearly },
      { activationCode: code, email: 'thief@example.com', petName: 'Rex', planId: PLAN.yearly },
    ]) {
      const res = await activate(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'ACTIVATION_FAILED', message: MESSAGES.activationFailed, field: 'activationCode' });
    }
  });

  it('a plan that is not a collar service plan is "Selecting Plan Failed"', async () => {
    const code = await codeFromMail();
    for (const planId of [AUTOSHIP_MONTHLY, 'gid://shopify/SellingPlan/1', 'yearly']) {
      const res = await activate({ activationCode: code, email: EMAIL, petName: 'Rex', planId });
      expect(res.json.error).toMatchObject({ code: 'PLAN_FAILED', message: MESSAGES.selectingPlanFailed });
    }
  });

  it('resend mails the same code again', async () => {
    const code = await codeFromMail();
    const count = (await twin.mails(EMAIL)).length;
    const res = await twin.api('POST', '/activation/resend', null, { email: EMAIL }, '');
    expect(res.json).toEqual({ message: MESSAGES.activationResent });
    expect((await twin.mails(EMAIL)).length).toBe(count + 1);
    expect(await codeFromMail()).toBe(code);
    expect((await twin.api('POST', '/activation/resend', null, { email: 'nobody@example.com' }, '')).json).toEqual({ message: MESSAGES.activationResent });
  });

  it('the plan the collar was bought with is offered for its code and email, and for nothing else', async () => {
    const code = await codeFromMail();
    const plan = (body: unknown) => twin.api('POST', '/activation/plan', null, body, '');
    expect((await plan({ activationCode: code.toLowerCase(), email: EMAIL.toUpperCase() })).json).toEqual({ planId: PLAN.monthly });
    expect((await plan({ activationCode: 'HM-AAAA-AAAA', email: EMAIL })).json).toEqual({ planId: null });
    expect((await plan({ activationCode: code, email: 'thief@example.com' })).json).toEqual({ planId: null });
    const bad = await plan({ activationCode: '', email: EMAIL });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.activationCodeRequired });
  });

  it('stores the collar identifiers and starts the chosen plan with its paid LTE term', async () => {
    const code = await codeFromMail();
    const res = await activate({ activationCode: code.toLowerCase(), email: EMAIL.toUpperCase(), petName: 'Biscuit', planId: PLAN.yearly });
    expect(res.status).toBe(200);
    const { collar, subscription } = res.json;
    expect(collar).toMatchObject({ petName: 'Biscuit', email: EMAIL });
    for (const key of ['iotUserId', 'iotGroupId', 'deviceId', 'collarId', 'thingName', 'petId']) expect(collar[key]).toMatch(/\S{6,}/);
    expect(subscription).toMatchObject({ status: 'ACTIVE', petName: 'Biscuit', sellingPlanName: '1-year service plan', frequency: { unit: 'months', count: 12, label: 'Yearly' } });
    const now = new Date((await twin.api('GET', '/__clock', null, undefined, '')).json.now);
    const expiry = new Date(subscription.lteServiceExpiry);
    expect(Math.round((expiry.getTime() - now.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect(Math.round((expiry.getTime() - now.getTime()) / 86_400_000)).toBeLessThanOrEqual(366);
    expect(subscription.nextBillingDate).toBe(subscription.lteServiceExpiry);
    // Renewals charge the plan's service price from content/, not the collar's.
    expect(subscription.pricePerItem).toEqual({ amount: '99.99', currencyCode: 'USD' });
    // The collar's order paid for the collar only: the first term is charged at activation, its own order.
    const first = twin.db.prepare('SELECT json_extract(doc, \'$.totalPrice.amount\') AS total, processed_at FROM orders WHERE cart_token = ?').get(`subscription-${subscription.id}-renewal-1`) as { total: string; processed_at: string } | undefined;
    expect(first?.total).toBe('106.99');
    expect(Math.abs(new Date(first!.processed_at).getTime() - now.getTime())).toBeLessThan(60_000);
    expect((await twin.mails(EMAIL)).some((m) => /LTE service started: Homing Go GPS Collar \(1-year service plan\)/.test(m.text))).toBe(true);
    const row = twin.db.prepare('SELECT * FROM collars WHERE subscription_id = ?').get(subscription.id) as Record<string, string>;
    expect(row).toMatchObject({ pet_name: 'Biscuit', iot_user_id: collar.iotUserId, thing_name: collar.thingName, pet_id: collar.petId });
  });

  it('a used code cannot activate again, and offers no plan', async () => {
    const code = await codeFromMail();
    const res = await activate({ activationCode: code, email: EMAIL, petName: 'Biscuit', planId: PLAN.yearly });
    expect(res.json.error.code).toBe('ACTIVATION_FAILED');
    expect((await twin.api('POST', '/activation/plan', null, { activationCode: code, email: EMAIL }, '')).json).toEqual({ planId: null });
  });
});

describe('service renewals', () => {
  it('renewing a collar plan places an order and extends the LTE service expiry by the term', async () => {
    const [before] = await subs();
    const res = await twin.clock({ now: new Date(new Date(before.nextBillingDate).getTime() + 60_000).toISOString() });
    expect(res.json.renewedOrders).toHaveLength(1);
    const [after] = await subs();
    const expected = new Date(before.lteServiceExpiry);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(after.lteServiceExpiry).toBe(expected.toISOString());
    expect(after.scheduledAt).toBeNull();
    expect(twin.db.prepare('SELECT json_extract(doc, \'$.totalPrice.amount\') AS total FROM orders WHERE id = ?').get(res.json.renewedOrders[0])).toEqual({ total: '106.99' });
    const order = twin.db.prepare('SELECT doc FROM orders WHERE id = ?').get(res.json.renewedOrders[0]) as { doc: string };
    expect(JSON.parse(order.doc)._lineItems[0]).toMatchObject({ title: 'Homing Go GPS Collar', customAttributes: [{ key: 'Auto-renews', value: '1-year service plan' }] });
  });
});

describe('several collars in one line', () => {
  it('each gets its own service subscription and activation code', async () => {
    const email = 'two.collars@example.com';
    const owner = await twin.idToken(email);
    await twin.buy(STORE, email, [{ merchandiseId: GO_COLLAR, quantity: 2, sellingPlanId: PLAN.twoYears }]);
    const codes = (await twin.mails(email)).filter((m) => m.subject === 'Activate your collar').map((m) => /Activation code: (\S+)/.exec(m.text)![1]);
    expect(new Set(codes).size).toBe(2);
    const mine = (await twin.api('GET', '/subscriptions/', owner, undefined, STORE)).json.subscriptions as any[];
    expect(mine.map((s) => [s.quantity, s.status])).toEqual([[1, 'AWAITING_ACTIVATION'], [1, 'AWAITING_ACTIVATION']]);
    const first = await activate({ activationCode: codes[0], email, petName: 'Pepper', planId: PLAN.monthly });
    const second = await activate({ activationCode: codes[1], email, petName: 'Salt', planId: PLAN.twoYears });
    expect([first.json.subscription.petName, second.json.subscription.petName]).toEqual(['Pepper', 'Salt']);
    expect(first.json.subscription.id).not.toBe(second.json.subscription.id);
    expect(second.json.subscription.frequency).toEqual({ unit: 'months', count: 24, label: 'Every 24 Months' });
  });
});
