// Autoship on Shopify's subscription contracts: checkout's contract is the one each renewal bills with a
// billing attempt (one idempotency key per period and attempt); the schedule reaches the contract as a
// committed draft; a declined card is tried again after each retry day with Shopify's update mail each
// time, the subscription is paused with its contract after the last retry, and a card replaced through
// Shopify's link tries again at once and starts it again.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { recordAdminDocuments, subscriptionsOf, until } from './subscriptions-fixture.js';
import { assertValidAdminDocument } from '../../twin/test/admin-schema.js';

const stack = useStack({ env: { SUBSCRIPTION_RETRY_DAYS: '1,3' } });
const STORE = 'trailmate-us';
const PAYS = 'pays@example.com';
const DECLINES = 'declines@example.com';
const EXPIRES = 'expires@example.com';
/** The card of EXPIRES: good through the end of the month 40 days from now. */
const expiring = new Date(Date.now() + 40 * 86_400_000);
const EXPIRY = { month: expiring.getUTCMonth() + 1, year: expiring.getUTCFullYear() };
const BOWL = { merchandiseId: 'gid://shopify/ProductVariant/2003', sellingPlanId: 'gid://shopify/SellingPlan/9001' };
const DECLINED_CARD = '4000 0000 0000 0341';
let s: ReturnType<typeof subscriptionsOf>;
const tokens: Record<string, string> = {};
/** The ID token signed in for `email` before the tests. */
const tokenOf = (email: string) => {
  const token = tokens[email];
  assert.isDefined(token, `no ID token for ${email}`);
  return token;
};
/** Every Admin API document the services sent. */
const sent = new Set<string>();

beforeAll(async () => {
  s = subscriptionsOf(stack);
  recordAdminDocuments(stack, sent);
  tokens[PAYS] = await stack.idToken(PAYS);
  tokens[DECLINES] = await stack.idToken(DECLINES);
  tokens[EXPIRES] = await stack.idToken(EXPIRES);
  await s.buy(STORE, PAYS, [{ ...BOWL, quantity: 2 }]);
  await s.buy(STORE, DECLINES, [{ ...BOWL, quantity: 1 }], { cardNumber: DECLINED_CARD });
  await s.buy(STORE, EXPIRES, [{ ...BOWL, quantity: 1 }], { cardExpiry: `${String(EXPIRY.month).padStart(2, '0')}/${String(EXPIRY.year).slice(2)}` });
}, 90_000);

const twin = () => stack.twin.db;
const only = async (email: string) => {
  const list = (await s.api('GET', '/subscriptions/', tokenOf(email))).json.subscriptions as any[];
  expect(list).toHaveLength(1);
  return list[0];
};
const contractOf = (email: string) =>
  twin()
    .prepare('SELECT c.* FROM admin_subscription_contracts c JOIN customers u ON u.id = c.customer_id WHERE u.email = ?')
    .get(email) as { id: number; status: string; next_billing_date: string };
const attemptsOf = (contractId: number) =>
  twin().prepare('SELECT idempotency_key, order_id, error_code FROM admin_subscription_billing_attempts WHERE contract_id = ? ORDER BY id').all(contractId) as {
    idempotency_key: string;
    order_id: number | null;
    error_code: string | null;
  }[];
/** A time to the second, as Shopify's DateTime keeps it. */
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
/** Whether `iso` is `from` plus `days` days, give or take the minute the test clock runs on while the test works. */
const daysAfter = (iso: string, from: Date, days: number) => {
  const diff = new Date(iso).getTime() - (from.getTime() + days * 86_400_000);
  return diff >= 0 && diff < 60_000;
};
const updateMails = async (n: number) => s.mailsTitled(DECLINES, 'Update your payment method', n);

/** Moves the clock to `at` (and the services' hook charges what is due). */
async function clockTo(at: string | Date) {
  const res = await s.clock({ now: new Date(at).toISOString() });
  expect(res.status).toBe(200);
  await s.delivered();
}

describe('renewals bill the contract checkout made', () => {
  it('keeps the contract of each autoship subscription and the card Shopify vaulted', async () => {
    const sub = await only(PAYS);
    const contract = contractOf(PAYS);
    expect(contract.status).toBe('ACTIVE');
    const row = await stack.services.services.db.selectFrom('subscriptions').select(['contract_gid', 'payment_method_id']).where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row.contract_gid).toBe(`gid://shopify/SubscriptionContract/${contract.id}`);
    const card = await stack.services.services.db.selectFrom('subscription_payment_methods').select('shopify_gid').where('id', '=', row.payment_method_id!).executeTakeFirstOrThrow();
    expect(card.shopify_gid).toMatch(/^gid:\/\/shopify\/CustomerPaymentMethod\//);
  });

  it('charges a due period with one billing attempt, and sets the next billing date on the contract', async () => {
    const before = await only(PAYS);
    const ordersBefore = s.orders(PAYS).length;
    await clockTo(new Date(new Date(before.nextBillingDate).getTime() + 60_000));
    const after = await only(PAYS);
    expect(new Date(after.nextBillingDate).getTime()).toBeGreaterThan(new Date(before.nextBillingDate).getTime());
    const attempts = attemptsOf(contractOf(PAYS).id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.idempotency_key).toBe(`renewal:${before.id}:${before.nextBillingDate}#1`);
    expect(attempts[0]!.order_id).not.toBeNull();
    expect(s.orders(PAYS)).toHaveLength(ordersBefore + 1);
    expect(s.orders(PAYS).at(-1)!.id).toBe(attempts[0]!.order_id);
    expect(seconds(contractOf(PAYS).next_billing_date)).toBe(seconds(after.nextBillingDate));
  });

  it('moves the contract through a draft when the customer skips, and cancels it with the subscription', async () => {
    const sub = await only(PAYS);
    const skipped = await s.api('POST', `/subscriptions/${sub.id}/skip`, tokenOf(PAYS), {});
    expect(skipped.status).toBe(200);
    expect(seconds(contractOf(PAYS).next_billing_date)).toBe(seconds(skipped.json.nextDate));
    const cancelled = await s.api('POST', `/subscriptions/${sub.id}/cancel`, tokenOf(PAYS), { reason: 'more-than-needed' });
    expect(cancelled.status).toBe(200);
    expect(contractOf(PAYS).status).toBe('CANCELLED');
  });
});

describe('a declined renewal is recovered', () => {
  it('marks the payment failed, retries after each retry day with Shopify\'s update mail, then pauses', async () => {
    const sub = await only(DECLINES);
    // Due now (the renewal of the other customer may have moved the clock past it already).
    const due = new Date(Math.max(new Date(sub.nextBillingDate).getTime(), (await s.now()).getTime()) + 60_000);
    await clockTo(due);
    let now = await only(DECLINES);
    expect(now.status).toBe('ACTIVE');
    expect(now.nextBillingDate).toBe(sub.nextBillingDate);
    expect(now.paymentFailure).toEqual({ failedAt: expect.any(String), nextRetryAt: expect.any(String) });
    expect(daysAfter(now.paymentFailure.nextRetryAt, new Date(now.paymentFailure.failedAt), 1)).toBe(true);
    expect(await updateMails(1)).toHaveLength(1);
    const contract = contractOf(DECLINES);
    expect(attemptsOf(contract.id).map((a) => a.error_code)).toEqual(['PAYMENT_METHOD_DECLINED']);

    // Not yet due again: nothing is tried.
    await clockTo(new Date(new Date(now.paymentFailure.nextRetryAt).getTime() - 3600_000));
    expect(attemptsOf(contract.id)).toHaveLength(1);

    const firstRetry = new Date(now.paymentFailure.nextRetryAt);
    await clockTo(firstRetry);
    now = await only(DECLINES);
    expect(daysAfter(now.paymentFailure.nextRetryAt, firstRetry, 3)).toBe(true);
    expect(attemptsOf(contract.id).map((a) => a.idempotency_key)).toEqual([`renewal:${sub.id}:${sub.nextBillingDate}#1`, `renewal:${sub.id}:${sub.nextBillingDate}#2`]);
    expect(await updateMails(2)).toHaveLength(2);

    await clockTo(now.paymentFailure.nextRetryAt);
    now = await only(DECLINES);
    expect(now.status).toBe('PAUSED');
    expect(now.paymentFailure).toEqual({ failedAt: expect.any(String), nextRetryAt: null });
    expect(contractOf(DECLINES).status).toBe('PAUSED');
    expect(attemptsOf(contract.id)).toHaveLength(3);
    expect(await updateMails(3)).toHaveLength(3);
    expect(await s.mailsTitled(DECLINES, 'Your subscription has been paused')).toHaveLength(1);

    // Paused: later days try nothing.
    await clockTo(new Date(new Date(now.paymentFailure.failedAt).getTime() + 30 * 86_400_000));
    expect(attemptsOf(contract.id)).toHaveLength(3);
  });

  it('tries again at once when the card is replaced through Shopify\'s link, and starts the subscription again', async () => {
    const sub = await only(DECLINES);
    // The links of the declines expired while it was paused: the account asks Shopify for a new one.
    const sent = await s.api('POST', `/subscriptions/payment-methods/${sub.paymentMethodId}/update-link`, tokenOf(DECLINES), {});
    expect(sent.json).toEqual({ message: 'Update link sent.' });
    const link = /(https?:\/\/\S+\/customer-payment-methods\/update\/\S+)/.exec((await updateMails(4)).at(-1)!.text)?.[1];
    assert.isDefined(link, 'the last mail has no update link');
    const ordersBefore = s.orders(DECLINES).length;
    const res = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' }).toString(),
    });
    expect(res.status).toBe(200);
    await s.delivered();
    await until(async () => (await only(DECLINES)).paymentFailure === null, 'the retry after the card update', 20_000);
    const now = await only(DECLINES);
    expect(now.status).toBe('ACTIVE');
    expect(new Date(now.nextBillingDate).getTime()).toBeGreaterThan(new Date(sub.nextBillingDate).getTime());
    expect(s.orders(DECLINES)).toHaveLength(ordersBefore + 1);
    expect(contractOf(DECLINES).status).toBe('ACTIVE');
    const cards = (await s.api('GET', '/subscriptions/payment-methods', tokenOf(DECLINES))).json.paymentMethods as any[];
    expect(cards[0].last4).toBe('4242');
  });
});

describe('a card past its expiry', () => {
  it('declines the renewal charged after it with EXPIRED_PAYMENT_METHOD, and the subscription waits for its retry', async () => {
    const sub = await only(EXPIRES);
    // A day after the card's last good day, and after the next billing date.
    const afterExpiry = Date.UTC(EXPIRY.year, EXPIRY.month, 2);
    await clockTo(new Date(Math.max(afterExpiry, new Date(sub.nextBillingDate).getTime() + 60_000, (await s.now()).getTime() + 1000)));
    const now = await only(EXPIRES);
    expect(now.paymentFailure).toEqual({ failedAt: expect.any(String), nextRetryAt: expect.any(String) });
    const attempts = attemptsOf(contractOf(EXPIRES).id);
    expect(attempts.at(-1)!.error_code).toBe('EXPIRED_PAYMENT_METHOD');
    const cards = (await s.api('GET', '/subscriptions/payment-methods', tokenOf(EXPIRES))).json.paymentMethods as any[];
    expect(cards[0]).toMatchObject({ expiry: EXPIRY, expired: true });
    expect(await s.mailsTitled(EXPIRES, 'Update your payment method')).toHaveLength(1);
  });
});

describe("the services' Admin API documents", () => {
  it("are valid against Shopify's published Admin schema", () => {
    expect([...sent].some((d) => /subscriptionBillingAttemptCreate/.test(d))).toBe(true);
    expect([...sent].some((d) => /subscriptionContractPause/.test(d))).toBe(true);
    expect([...sent].some((d) => /customerPaymentMethodSendUpdateEmail/.test(d))).toBe(true);
    for (const doc of sent) assertValidAdminDocument(doc);
  });
});
