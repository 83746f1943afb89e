// Subscription contracts in the twin's Admin API, as Shopify creates them for a subscription app: a
// checkout with selling-plan lines makes one contract per selling plan, paid by the order's card vaulted
// as the customer's payment method; subscriptionBillingAttemptCreate charges it once per idempotency
// key, and the test card decides the outcome (an order, or PAYMENT_METHOD_DECLINED,
// EXPIRED_PAYMENT_METHOD, INSUFFICIENT_INVENTORY).
import { describe, expect, it } from 'vitest';
import { setTwinNow } from '../src/clock/clock.js';
import { useTestTwin } from './helpers.js';
import {
  admin,
  BILLING_ATTEMPT,
  BILLING_ATTEMPT_CREATE,
  decidedAttempt,
  BOWL,
  CONTRACT,
  CONTRACT_CANCEL,
  CONTRACT_PAUSE,
  CONTRACTS,
  contractsOf,
  HAMMOCK,
  MONTHLY,
  NODE_CONTRACT,
  PAYMENT_METHOD,
  placeOrder,
  QUARTERLY,
} from './subscription-fixture.js';

const twin = useTestTwin();

const attempt = (contractId: string, input: Record<string, unknown>) => decidedAttempt(twin, contractId, input);
const ordersOf = (email: string) => (twin.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_email = ?').get(email) as { n: number }).n;

describe('subscription contracts from checkout', () => {
  it('are one per selling plan of the order, with its lines, policies, next billing date, customer and card', async () => {
    const email = 'contracts@example.com';
    const orderId = await placeOrder(twin, email, [
      { merchandiseId: BOWL, quantity: 2, sellingPlanId: MONTHLY },
      { merchandiseId: BOWL, quantity: 1, sellingPlanId: QUARTERLY },
      { merchandiseId: HAMMOCK, quantity: 1 },
    ]);
    const listed = await contractsOf(twin, orderId);
    expect(listed.map((c) => c.lines.nodes)).toEqual([[{ sellingPlanId: MONTHLY, quantity: 2 }], [{ sellingPlanId: QUARTERLY, quantity: 1 }]]);

    const monthly = (await admin(twin, CONTRACT, { id: listed[0].id })).subscriptionContract;
    expect(monthly).toMatchObject({
      status: 'ACTIVE',
      currencyCode: 'USD',
      revisionId: '1',
      lastPaymentStatus: null,
      billingPolicy: { interval: 'MONTH', intervalCount: 1, minCycles: null, maxCycles: null },
      deliveryPolicy: { interval: 'MONTH', intervalCount: 1 },
      deliveryPrice: { amount: '0.00', currencyCode: 'USD' },
      customer: { email },
      originOrder: { id: `gid://shopify/Order/${orderId}` },
      customerPaymentMethod: { instrument: { brand: 'Visa', lastDigits: '4242', maskedNumber: '•••• •••• •••• 4242', expiryMonth: 12, expiryYear: 2039, expiresSoon: false } },
      deliveryMethod: { address: { address1: '2 Pine St', city: 'Boulder', zip: '80301', countryCode: 'US' } },
    });
    expect(monthly.id).toMatch(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/);
    expect(monthly.customerPaymentMethod.id).toMatch(/^gid:\/\/shopify\/CustomerPaymentMethod\/[0-9a-f]{32}$/);
    expect(monthly.lines.nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/SubscriptionLine\/[0-9a-f-]{36}$/),
        title: 'Trail Bowl',
        sku: 'TM-BOWL',
        quantity: 2,
        variantId: BOWL,
        productId: 'gid://shopify/Product/1002',
        sellingPlanId: MONTHLY,
        sellingPlanName: 'Monthly',
        // The plan's 10% off the bowl's 24.50, as the order charged it.
        currentPrice: { amount: '22.05', currencyCode: 'USD' },
        requiresShipping: true,
      },
    ]);
    const created = new Date(monthly.createdAt);
    const next = new Date(created);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(monthly.nextBillingDate).toBe(next.toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const quarterly = (await admin(twin, CONTRACT, { id: listed[1].id })).subscriptionContract;
    expect(quarterly.billingPolicy).toMatchObject({ interval: 'MONTH', intervalCount: 3 });
    expect(quarterly.customerPaymentMethod.id).toBe(monthly.customerPaymentMethod.id);

    // The same contract through node(id:), and the card with the contracts it pays.
    expect((await admin(twin, NODE_CONTRACT, { id: monthly.id })).node).toEqual({ id: monthly.id, status: 'ACTIVE' });
    const card = (await admin(twin, PAYMENT_METHOD, { id: monthly.customerPaymentMethod.id })).customerPaymentMethod;
    expect(card).toMatchObject({ revokedAt: null, customer: { email }, instrument: { brand: 'Visa', lastDigits: '4242' } });
    expect(card.subscriptionContracts.nodes.map((c: { id: string }) => c.id)).toEqual([monthly.id, quarterly.id]);
  });

  it('are none for an order without selling plans, and unknown ids answer null', async () => {
    const orderId = await placeOrder(twin, 'one-time@example.com', [{ merchandiseId: HAMMOCK, quantity: 1 }]);
    expect(await contractsOf(twin, orderId)).toEqual([]);
    expect((await admin(twin, CONTRACT, { id: 'gid://shopify/SubscriptionContract/999999' })).subscriptionContract).toBeNull();
    expect((await admin(twin, PAYMENT_METHOD, { id: 'gid://shopify/CustomerPaymentMethod/nope' })).customerPaymentMethod).toBeNull();
  });

  it('are listed a page at a time and by status', async () => {
    await placeOrder(twin, 'pages@example.com', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]);
    const first = (await admin(twin, CONTRACTS, { first: 1 })).subscriptionContracts;
    expect(first.nodes).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin(twin, CONTRACTS, { first: 1, after: first.pageInfo.endCursor })).subscriptionContracts;
    expect(second.nodes[0].id).not.toBe(first.nodes[0].id);
    const all = (await admin(twin, CONTRACTS, { first: 250 })).subscriptionContracts.nodes;
    await admin(twin, CONTRACT_PAUSE, { id: all[0].id });
    const paused = (await admin(twin, CONTRACTS, { first: 250, query: 'status:paused' })).subscriptionContracts.nodes;
    expect(paused.map((c: { id: string }) => c.id)).toEqual([all[0].id]);
  });
});

describe('subscriptionBillingAttemptCreate', () => {
  it('answers the attempt not yet ready, as Shopify does; it is decided a moment later, and asking again with its key answers it decided', async () => {
    const email = 'async.attempt@example.com';
    const [c] = await contractsOf(twin, await placeOrder(twin, email, [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]));
    const made = (await admin(twin, BILLING_ATTEMPT_CREATE, { contractId: c.id, input: { idempotencyKey: 'async-1' } })).subscriptionBillingAttemptCreate;
    expect(made.userErrors).toEqual([]);
    expect(made.subscriptionBillingAttempt).toMatchObject({ ready: false, order: null, completedAt: null, processingError: null });
    const again = (await admin(twin, BILLING_ATTEMPT_CREATE, { contractId: c.id, input: { idempotencyKey: 'async-1' } })).subscriptionBillingAttemptCreate.subscriptionBillingAttempt;
    expect(again).toMatchObject({ id: made.subscriptionBillingAttempt.id, ready: true, order: { displayFinancialStatus: 'PAID' } });
    // Decided once: the timer finds it decided and charges nothing more.
    await new Promise((r) => setTimeout(r, 400));
    expect(ordersOf(email)).toBe(2);
  });

  it('charges the test card: an order of the contract’s lines; the same idempotency key answers the same attempt', async () => {
    const email = 'renews@example.com';
    const [contract] = await contractsOf(twin, await placeOrder(twin, email, [{ merchandiseId: BOWL, quantity: 2, sellingPlanId: MONTHLY }]));
    const first = await attempt(contract.id, { idempotencyKey: `${contract.id}-2026-01`, originTime: new Date(Date.now() + 1000).toISOString() });
    expect(first.userErrors).toEqual([]);
    const made = first.subscriptionBillingAttempt;
    expect(made).toMatchObject({
      idempotencyKey: `${contract.id}-2026-01`,
      ready: true,
      errorCode: null,
      processingError: null,
      subscriptionContract: { id: contract.id, lastPaymentStatus: 'SUCCEEDED' },
      // 2 × 22.05 and 7% tax on it (3.09); autoship ships free.
      order: { displayFinancialStatus: 'PAID', totalPriceSet: { shopMoney: { amount: '47.19' } }, lineItems: { nodes: [{ title: 'Trail Bowl', quantity: 2, sku: 'TM-BOWL' }] } },
    });
    expect(made.id).toMatch(/^gid:\/\/shopify\/SubscriptionBillingAttempt\/\d+$/);
    expect(made.completedAt).not.toBeNull();
    expect(ordersOf(email)).toBe(2);

    const again = await attempt(contract.id, { idempotencyKey: `${contract.id}-2026-01` });
    expect(again).toEqual({ subscriptionBillingAttempt: made, userErrors: [] });
    expect(ordersOf(email)).toBe(2);
    expect((await admin(twin, BILLING_ATTEMPT, { id: made.id })).subscriptionBillingAttempt).toEqual(made);

    const next = await attempt(contract.id, { idempotencyKey: `${contract.id}-2026-02` });
    expect(next.subscriptionBillingAttempt.id).not.toBe(made.id);
    expect(next.subscriptionBillingAttempt.order.id).not.toBe(made.order.id);
    expect(ordersOf(email)).toBe(3);
    const source = twin.db.prepare('SELECT doc FROM orders WHERE id = ?').get(Number(made.order.id.split('/').at(-1))) as { doc: string };
    expect(JSON.parse(source.doc)._sourceName).toBe('subscription_contract');
  });

  it('fails with PAYMENT_METHOD_DECLINED on the card that declines later charges, and makes no order', async () => {
    const email = 'declines@example.com';
    const [contract] = await contractsOf(twin, await placeOrder(twin, email, [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }], { cardNumber: '4000 0000 0000 0341' }));
    const { subscriptionBillingAttempt: failed, userErrors } = await attempt(contract.id, { idempotencyKey: 'declined-1' });
    expect(userErrors).toEqual([]);
    expect(failed).toMatchObject({
      ready: true,
      order: null,
      errorCode: 'PAYMENT_METHOD_DECLINED',
      processingError: { code: 'PAYMENT_METHOD_DECLINED', message: expect.any(String) },
      subscriptionContract: { lastPaymentStatus: 'FAILED' },
    });
    expect(ordersOf(email)).toBe(1);
    const after = (await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract;
    expect(after).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'FAILED', lastBillingAttemptErrorType: 'PAYMENT_ERROR', customerPaymentMethod: { instrument: { lastDigits: '0341' } } });
  });

  it('answers Shopify’s userErrors for an unknown contract, a blank key, an origin before the contract, a paused or cancelled contract', async () => {
    const [contract] = await contractsOf(twin, await placeOrder(twin, 'errors@example.com', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]));
    expect(await attempt('gid://shopify/SubscriptionContract/999999', { idempotencyKey: 'k' })).toEqual({
      subscriptionBillingAttempt: null,
      userErrors: [{ field: ['subscriptionContractId'], message: expect.any(String), code: 'CONTRACT_NOT_FOUND' }],
    });
    expect((await attempt(contract.id, { idempotencyKey: '  ' })).userErrors).toEqual([{ field: ['subscriptionBillingAttemptInput', 'idempotencyKey'], message: expect.any(String), code: 'BLANK' }]);
    expect((await attempt(contract.id, { idempotencyKey: 'early', originTime: '2020-01-01T00:00:00Z' })).userErrors).toEqual([
      { field: ['subscriptionBillingAttemptInput', 'originTime'], message: expect.any(String), code: 'ORIGIN_TIME_BEFORE_CONTRACT_CREATION' },
    ]);
    await admin(twin, CONTRACT_PAUSE, { id: contract.id });
    expect((await attempt(contract.id, { idempotencyKey: 'paused' })).userErrors).toEqual([{ field: ['subscriptionContractId'], message: expect.any(String), code: 'CONTRACT_PAUSED' }]);
    await admin(twin, CONTRACT_CANCEL, { id: contract.id });
    expect((await attempt(contract.id, { idempotencyKey: 'cancelled' })).userErrors).toEqual([{ field: ['subscriptionContractId'], message: expect.any(String), code: 'CONTRACT_TERMINATED' }]);
  });

  // After the tests that need today's date: the clock only moves forward.
  it('fails with EXPIRED_PAYMENT_METHOD once the card’s expiry month has passed, and flags the card as expiring before', async () => {
    const now = new Date();
    const expiry = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const cardExpiry = `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear() % 100).padStart(2, '0')}`;
    const [contract] = await contractsOf(twin, await placeOrder(twin, 'expires@example.com', [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }], { cardExpiry }));
    const before = (await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract;
    expect(before.customerPaymentMethod.instrument).toMatchObject({ expiryMonth: expiry.getUTCMonth() + 1, expiryYear: expiry.getUTCFullYear(), expiresSoon: true });
    setTwinNow(twin.db, new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 2)));
    const expired = (await attempt(contract.id, { idempotencyKey: 'expired-1' })).subscriptionBillingAttempt;
    expect(expired).toMatchObject({ errorCode: 'EXPIRED_PAYMENT_METHOD', processingError: { code: 'EXPIRED_PAYMENT_METHOD' }, order: null });
  });

  // Last: it sells the bowl out.
  it('fails with INSUFFICIENT_INVENTORY when stock is short, unless the attempt allows overselling', async () => {
    const left = (twin.db.prepare('SELECT inventory_quantity AS n FROM variants WHERE store = ? AND id = 2003').get('trailmate-us') as { n: number }).n;
    const quantity = Math.floor(left / 2) + 1;
    const [contract] = await contractsOf(twin, await placeOrder(twin, 'stock@example.com', [{ merchandiseId: BOWL, quantity, sellingPlanId: MONTHLY }]));
    const short = (await attempt(contract.id, { idempotencyKey: 'stock-1' })).subscriptionBillingAttempt;
    expect(short).toMatchObject({ errorCode: 'INSUFFICIENT_INVENTORY', order: null });
    expect((await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract.lastBillingAttemptErrorType).toBe('INVENTORY_ERROR');
    const oversold = (await attempt(contract.id, { idempotencyKey: 'stock-2', inventoryPolicy: 'ALLOW_OVERSELLING' })).subscriptionBillingAttempt;
    expect(oversold).toMatchObject({ errorCode: null, order: { lineItems: { nodes: [{ quantity }] } } });
  });
});
