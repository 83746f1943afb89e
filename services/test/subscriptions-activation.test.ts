// Collar activation: a collar bought with a service plan comes in as an orders/create webhook and waits
// with a mailed code; activating it starts the chosen plan and charges its first term through the Admin
// API; later terms renew on the twin's clock.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { activationRequestSchema, MESSAGES } from '../../wire/subscriptions.js';
import { useStack } from './harness.js';
import { recordAdminDocuments, REPO_CONTENT, subscriptionsOf, until } from './subscriptions-fixture.js';
import { assertValidAdminDocument } from '../../twin/test/admin-schema.js';

const stack = useStack({ twin: { contentDir: REPO_CONTENT } });
const EMAIL = 'collar.owner@example.com';
const STORE = 'homing-us';
const GO_COLLAR = 'gid://shopify/ProductVariant/45003000001001';
const PLAN = { monthly: 'gid://shopify/SellingPlan/6900300201', yearly: 'gid://shopify/SellingPlan/6900300202', twoYears: 'gid://shopify/SellingPlan/6900300203' };
const AUTOSHIP_MONTHLY = 'gid://shopify/SellingPlan/6900300101';
let token: string;
let s: ReturnType<typeof subscriptionsOf>;

/** Every Admin API document the services sent. */
const sent = new Set<string>();

beforeAll(async () => {
  s = subscriptionsOf(stack);
  recordAdminDocuments(stack, sent);
  token = await stack.idToken(EMAIL);
  await s.buy(STORE, EMAIL, [{ merchandiseId: GO_COLLAR, quantity: 1, sellingPlanId: PLAN.monthly }]);
}, 90_000);

const codeFromMail = async (email = EMAIL) => /Activation code: (\S+)/.exec((await s.mailsTitled(email, 'Activate your collar')).at(-1)!.text)![1];
const activate = (body: unknown) => s.api('POST', '/activation/', null, body, '');
const subs = async () => (await s.api('GET', '/subscriptions/', token, undefined, STORE)).json.subscriptions as any[];
/** The orders of a subscription's paid billing attempts, oldest first. */
const charges = (subscriptionId: number) => {
  const ids = s.paidAttempts().filter((a) => a.key.startsWith(`renewal:${subscriptionId}:`)).map((a) => a.orderId);
  return s.orders().filter((o) => ids.includes(o.id));
};

/** The twin's contract a subscription renews through (its row), or undefined when it has none. */
async function contractOf(subscriptionId: number) {
  const row = await stack.services.services.db.selectFrom('subscriptions').select('contract_gid').where('id', '=', subscriptionId).executeTakeFirstOrThrow();
  if (!row.contract_gid) return undefined;
  return stack.twin.db.prepare('SELECT * FROM admin_subscription_contracts WHERE id = ?').get(Number(row.contract_gid.split('/').at(-1))) as
    | { id: number; status: string; billing_interval: string; billing_interval_count: number; lines: string; next_billing_date: string }
    | undefined;
}

describe('a collar order', () => {
  it('mails an activation code and keeps the service plan waiting for activation', async () => {
    const code = await codeFromMail();
    expect(code).toMatch(/^HM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [sub] = await subs();
    expect(sub).toMatchObject({ kind: 'service', status: 'AWAITING_ACTIVATION', scheduledAt: null, productTitle: 'Homing Go GPS Collar', quantity: 1 });
    // Its plan is the contract checkout made, paused until the collar is activated.
    await until(async () => (await contractOf(sub.id))?.status === 'PAUSED', 'the paused contract');
  });

  it('lists the plan at its own price per term, not the collar’s, with no billing date until the collar is activated', async () => {
    const [sub] = await subs();
    // The collar's order paid the collar ($149.99); the monthly plan costs $9.99 a term, charged from activation on.
    expect(sub).toMatchObject({ sellingPlanName: 'Monthly service plan', pricePerItem: { amount: '9.99', currencyCode: 'USD' }, frequency: { unit: 'months', count: 1 }, nextBillingDate: null });
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

  it('are what the services answer to bad input, with 400', async () => {
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
      expect(res.json.error).toMatchObject({ code: 'PLAN_FAILED', message: MESSAGES.selectingPlanFailed, field: 'planId' });
    }
  });

  it('resend mails the same code again, and answers the same for nobody', async () => {
    const code = await codeFromMail();
    const count = (await s.mailsTitled(EMAIL, 'Activate your collar')).length;
    const res = await s.api('POST', '/activation/resend', null, { email: EMAIL }, '');
    expect(res.json).toEqual({ message: MESSAGES.activationResent });
    expect((await s.mailsTitled(EMAIL, 'Activate your collar', count + 1)).length).toBe(count + 1);
    expect(await codeFromMail()).toBe(code);
    expect((await s.api('POST', '/activation/resend', null, { email: 'nobody@example.com' }, '')).json).toEqual({ message: MESSAGES.activationResent });
  });

  it('the check before a plan is chosen offers the plan the collar was bought with, and refuses a wrong code or email as activating would', async () => {
    const code = await codeFromMail();
    assert.isDefined(code, 'code');
    const check = (body: unknown) => s.api('POST', '/activation/check', null, body, '');
    expect((await check({ activationCode: code.toLowerCase(), email: EMAIL.toUpperCase() })).json).toEqual({ planId: PLAN.monthly });
    for (const body of [
      { activationCode: 'HM-AAAA-AAAA', email: EMAIL },
      { activationCode: code, email: 'thief@example.com' },
    ]) {
      const refused = await check(body);
      expect(refused.status).toBe(400);
      expect(refused.json.error).toEqual({ code: 'ACTIVATION_FAILED', message: MESSAGES.activationFailed, field: 'activationCode' });
    }
    const bad = await check({ activationCode: '', email: EMAIL });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.activationCodeRequired });
  });

  it('the quote says what activating on a plan charges now (its first term with tax) and per term, for the code and email only', async () => {
    const code = await codeFromMail();
    assert.isDefined(code, 'code');
    const quote = (planId: string, activationCode = code, email = EMAIL) => s.api('POST', '/activation/quote', null, { activationCode, email, planId }, '');
    const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
    // The collar's order was taxed at 7%: the yearly plan's first term is $99.99 and $7.00 tax, what activation charges below.
    expect((await quote(PLAN.yearly)).json).toEqual({ quote: { price: usd('99.99'), tax: usd('7.00'), total: usd('106.99'), term: { interval: 'MONTH', count: 12 } } });
    expect((await quote(PLAN.monthly, code.toLowerCase(), EMAIL.toUpperCase())).json.quote).toMatchObject({ price: usd('9.99'), tax: usd('0.70'), total: usd('10.69'), term: { interval: 'MONTH', count: 1 } });
    expect((await quote(PLAN.twoYears)).json.quote).toMatchObject({ total: usd('192.59'), term: { interval: 'MONTH', count: 24 } });
    expect((await quote(PLAN.yearly, 'HM-AAAA-AAAA')).json).toEqual({ quote: null });
    expect((await quote(PLAN.yearly, code, 'thief@example.com')).json).toEqual({ quote: null });
    const autoship = await quote(AUTOSHIP_MONTHLY);
    expect(autoship.status).toBe(400);
    expect(autoship.json.error).toEqual({ code: 'PLAN_FAILED', message: MESSAGES.selectingPlanFailed, field: 'planId' });
    expect((await quote('', code)).json.error).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.selectingPlanFailed });
  });

  it('stores the collar identifiers and starts the chosen plan, its first term charged as its own order', async () => {
    const code = await codeFromMail();
    assert.isDefined(code, 'code');
    const res = await activate({ activationCode: code.toLowerCase(), email: EMAIL.toUpperCase(), petName: 'Biscuit', planId: PLAN.yearly });
    expect(res.status).toBe(200);
    const { collar, subscription } = res.json;
    expect(collar).toMatchObject({ petName: 'Biscuit', email: EMAIL });
    for (const key of ['iotUserId', 'iotGroupId', 'deviceId', 'collarId', 'thingName', 'petId']) expect(collar[key]).toMatch(/\S{6,}/);
    expect(subscription).toMatchObject({ status: 'ACTIVE', petName: 'Biscuit', sellingPlanName: '1-year service plan', frequency: { unit: 'months', count: 12, label: 'Yearly' } });
    const now = await s.now();
    const expiry = new Date(subscription.lteServiceExpiry);
    expect(Math.round((expiry.getTime() - now.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect(Math.round((expiry.getTime() - now.getTime()) / 86_400_000)).toBeLessThanOrEqual(366);
    expect(subscription.nextBillingDate).toBe(subscription.lteServiceExpiry);
    // Renewals charge the plan's service price (the plan's metafield in the store's currency), not the collar's.
    expect(subscription.pricePerItem).toEqual({ amount: '99.99', currencyCode: 'USD' });
    // Activation started the contract on the chosen plan's terms: every 12 months, at the plan's price, nothing shipped.
    const contract = (await contractOf(subscription.id))!;
    expect(contract).toMatchObject({ status: 'ACTIVE', billing_interval: 'MONTH', billing_interval_count: 12 });
    expect(JSON.parse(contract.lines)).toEqual([expect.objectContaining({ price: 99.99, quantity: 1, requiresShipping: false })]);
    // The collar's order paid for the collar only: the first term is its own order, made now.
    const [first] = charges(subscription.id);
    assert.isDefined(first, 'first');
    expect(first.doc.totalPrice.amount).toBe('106.99');
    expect(first.doc.fulfillmentStatus).toBe('FULFILLED');
    expect(Math.abs(new Date(first.processed_at).getTime() - now.getTime())).toBeLessThan(60_000);
    const started = await s.mailsTitled(EMAIL, `Order ${first.doc.name} confirmed`);
    expect(started[0]?.text).toMatch(/LTE service started: Homing Go GPS Collar \(1-year service plan\)/);
    const row = await stack.services.services.db.selectFrom('collars').selectAll().where('subscription_id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pet_name: 'Biscuit', iot_user_id: collar.iotUserId, thing_name: collar.thingName, pet_id: collar.petId });
  });

  it('a used code cannot activate again, and is refused by the check before a plan is chosen', async () => {
    const code = await codeFromMail();
    const res = await activate({ activationCode: code, email: EMAIL, petName: 'Biscuit', planId: PLAN.yearly });
    expect(res.json.error.code).toBe('ACTIVATION_FAILED');
    const checked = await s.api('POST', '/activation/check', null, { activationCode: code, email: EMAIL }, '');
    expect(checked.status).toBe(400);
    expect(checked.json.error).toEqual({ code: 'ACTIVATION_FAILED', message: MESSAGES.activationFailed, field: 'activationCode' });
  });
});

describe('service renewals', () => {
  it('renewing a collar plan places an order and extends the LTE service expiry by the term', async () => {
    const [before] = await subs();
    const res = await s.clock({ now: new Date(new Date(before.nextBillingDate).getTime() + 60_000).toISOString() });
    expect(res.json.renewedOrders).toHaveLength(1);
    const [after] = await subs();
    const expected = new Date(before.lteServiceExpiry);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(after.lteServiceExpiry).toBe(expected.toISOString());
    expect(after.scheduledAt).toBeNull();
    const order = s.orders().find((o) => o.id === res.json.renewedOrders[0])!;
    expect(order.doc.totalPrice.amount).toBe('106.99');
    expect(order.doc._lineItems[0]).toMatchObject({ title: 'Homing Go GPS Collar' });
    expect(charges(after.id).map((o) => o.id)).toContain(order.id);
    const renewed = await s.mailsTitled(EMAIL, `Order ${order.doc.name} confirmed`);
    expect(renewed[0]?.text).toContain('LTE service renewed: Homing Go GPS Collar (1-year service plan)');
  });
});

describe('several collars in one line', () => {
  it('each gets its own service subscription and activation code', async () => {
    const email = 'two.collars@example.com';
    const owner = await stack.idToken(email);
    await s.buy(STORE, email, [{ merchandiseId: GO_COLLAR, quantity: 2, sellingPlanId: PLAN.twoYears }]);
    const codes = (await s.mailsTitled(email, 'Activate your collar', 2)).map((m) => /Activation code: (\S+)/.exec(m.text)![1]);
    expect(new Set(codes).size).toBe(2);
    const mine = (await s.api('GET', '/subscriptions/', owner, undefined, STORE)).json.subscriptions as any[];
    expect(mine.map((x) => [x.quantity, x.status, x.pricePerItem.amount, x.nextBillingDate])).toEqual([
      [1, 'AWAITING_ACTIVATION', '179.99', null],
      [1, 'AWAITING_ACTIVATION', '179.99', null],
    ]);
    // Checkout made one contract for the line of two; each collar gets one of its own, paused until it is activated.
    await until(async () => (await Promise.all(mine.map((x) => contractOf(x.id)))).every((c) => c?.status === 'PAUSED'), 'a paused contract per collar', 20_000);
    const split = await Promise.all(mine.map((x) => contractOf(x.id)));
    expect(new Set(split.map((c) => c!.id)).size).toBe(2);
    for (const c of split) expect(JSON.parse(c!.lines)).toEqual([expect.objectContaining({ quantity: 1, requiresShipping: false })]);
    const first = await activate({ activationCode: codes[0], email, petName: 'Pepper', planId: PLAN.monthly });
    const second = await activate({ activationCode: codes[1], email, petName: 'Salt', planId: PLAN.twoYears });
    expect([first.json.subscription.petName, second.json.subscription.petName]).toEqual(['Pepper', 'Salt']);
    expect(first.json.subscription.id).not.toBe(second.json.subscription.id);
    expect(second.json.subscription.frequency).toEqual({ unit: 'months', count: 24, label: 'Every 24 Months' });
    expect(first.json.subscription.pricePerItem).toEqual({ amount: '9.99', currencyCode: 'USD' });
    // Each collar's own contract runs on its own plan, its first term a billing attempt of its own.
    expect(await contractOf(first.json.subscription.id)).toMatchObject({ status: 'ACTIVE', billing_interval: 'MONTH', billing_interval_count: 1 });
    expect(await contractOf(second.json.subscription.id)).toMatchObject({ status: 'ACTIVE', billing_interval: 'MONTH', billing_interval_count: 24 });
    expect(charges(first.json.subscription.id)).toHaveLength(1);
    expect(charges(second.json.subscription.id)).toHaveLength(1);
  });
});

describe('two autoship lines on one plan', () => {
  it('get a contract each out of the one checkout made, and renew apart: skipping one moves only its own', async () => {
    const email = 'two.lines@example.com';
    const owner = await stack.idToken(email);
    const BAGS = 'gid://shopify/ProductVariant/45001000057001';
    const WIPES = 'gid://shopify/ProductVariant/45001000058001';
    const MONTHLY = 'gid://shopify/SellingPlan/6900100101';
    await s.buy('trailmate-us', email, [
      { merchandiseId: BAGS, quantity: 2, sellingPlanId: MONTHLY },
      { merchandiseId: WIPES, quantity: 1, sellingPlanId: MONTHLY },
    ]);
    const list = async () => (await s.api('GET', '/subscriptions/', owner, undefined, 'trailmate-us')).json.subscriptions as any[];
    const mine = await list();
    expect(mine).toHaveLength(2);
    await until(async () => (await Promise.all(mine.map((x) => contractOf(x.id)))).every(Boolean), 'a contract per subscription', 20_000);
    const [bags, wipes] = await Promise.all(mine.map((x) => contractOf(x.id)));
    expect(bags!.id).not.toBe(wipes!.id);
    expect(JSON.parse(bags!.lines).map((l: any) => [l.variantId, l.quantity])).toEqual([[45001000057001, 2]]);
    expect(JSON.parse(wipes!.lines).map((l: any) => [l.variantId, l.quantity])).toEqual([[45001000058001, 1]]);
    // Skipping the bags moves their contract only.
    const skipped = await s.api('POST', `/subscriptions/${mine[0].id}/skip`, owner, {}, 'trailmate-us');
    expect(skipped.status).toBe(200);
    const after = await Promise.all(mine.map((x) => contractOf(x.id)));
    expect(after[0]!.next_billing_date).not.toBe(bags!.next_billing_date);
    expect(after[1]!.next_billing_date).toBe(wipes!.next_billing_date);
    // The wipes fall due first: one billing attempt, for the wipes alone.
    const due = new Date(new Date(mine[1].nextBillingDate).getTime() + 60_000);
    const moved = await s.clock({ now: new Date(Math.max(due.getTime(), (await s.now()).getTime() + 1000)).toISOString() });
    expect(moved.status).toBe(200);
    const paid = charges(mine[1].id);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.doc._lineItems.map((l: any) => [l.title, l.quantity])).toEqual([[mine[1].productTitle, 1]]);
    expect(charges(mine[0].id)).toHaveLength(0);
  });
});

describe("the services' Admin API documents of collar plans and split contracts", () => {
  it("are valid against Shopify's published Admin schema", () => {
    for (const name of ['subscriptionContractAtomicCreate', 'subscriptionDraftLineRemove', 'subscriptionDraftLineUpdate', 'subscriptionContractActivate']) {
      expect([...sent].some((d) => d.includes(name)), name).toBe(true);
    }
    for (const doc of sent) assertValidAdminDocument(doc);
  });
});
