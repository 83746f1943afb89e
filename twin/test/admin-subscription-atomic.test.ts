// A subscription app making and splitting contracts on Shopify: subscriptionContractAtomicCreate (customer,
// card, policies, delivery address and lines in one call, checked as Shopify checks them) and subscriptionDraftLineRemove (a contract keeps at least one line).
import { describe, expect, it } from 'vitest';
import { useTestTwin } from './helpers.js';
import { assertValidAdminDocument as v } from './admin-schema.js';
import { admin, BOWL, CONTRACT, CONTRACT_UPDATE, contractsOf, DRAFT_COMMIT, MONTHLY, placeOrder } from './subscription-fixture.js';

const twin = useTestTwin();
const KIBBLE = 'gid://shopify/ProductVariant/2004';

const ATOMIC_CREATE = v(`mutation AtomicCreate($input: SubscriptionContractAtomicCreateInput!) {
  subscriptionContractAtomicCreate(input: $input) {
    contract { id status nextBillingDate originOrder { id } customer { email } customerPaymentMethod { id } billingPolicy { interval intervalCount }
      deliveryMethod { ... on SubscriptionDeliveryMethodShipping { address { address1 city countryCode } } }
      lines(first: 5) { nodes { id variantId quantity sellingPlanId currentPrice { amount } } } }
    userErrors { field message code }
  }
}`);
const LINE_REMOVE = v(`mutation LineRemove($draftId: ID!, $lineId: ID!) {
  subscriptionDraftLineRemove(draftId: $draftId, lineId: $lineId) { draft { id } lineRemoved { id variantId } userErrors { field message code } }
}`);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The customer and card of a checkout contract. */
async function checkoutContract(email: string): Promise<any> {
  const [c] = await contractsOf(twin, await placeOrder(twin, email, [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]));
  return (await admin(twin, CONTRACT, { id: c.id })).subscriptionContract;
}

const input = (base: any, over: Record<string, unknown> = {}) => ({
  customerId: base.customer.id,
  nextBillingDate: inDays(30),
  currencyCode: 'USD',
  contract: {
    paymentMethodId: base.customerPaymentMethod.id,
    billingPolicy: { interval: 'MONTH', intervalCount: 1 },
    deliveryPolicy: { interval: 'MONTH', intervalCount: 1 },
    deliveryPrice: '0',
    deliveryMethod: { shipping: { address: { address1: '9 Elm St', city: 'Denver', provinceCode: 'CO', zip: '80202', countryCode: 'US', firstName: 'Kit', lastName: 'Fern' } } },
  },
  lines: [
    { line: { productVariantId: BOWL, quantity: 2, currentPrice: '21.50', sellingPlanId: MONTHLY } },
    { line: { productVariantId: KIBBLE, quantity: 1, currentPrice: '5.00' } },
  ],
  ...over,
});

describe('subscriptionContractAtomicCreate', () => {
  it('makes a contract for the customer with their card, policies, address and lines', async () => {
    const base = await checkoutContract('atomic@example.com');
    const res = (await admin(twin, ATOMIC_CREATE, { input: input(base) })).subscriptionContractAtomicCreate;
    expect(res.userErrors).toEqual([]);
    expect(res.contract).toMatchObject({
      status: 'ACTIVE',
      originOrder: null,
      customer: { email: 'atomic@example.com' },
      customerPaymentMethod: { id: base.customerPaymentMethod.id },
      billingPolicy: { interval: 'MONTH', intervalCount: 1 },
      deliveryMethod: { address: { address1: '9 Elm St', city: 'Denver', countryCode: 'US' } },
    });
    expect(res.contract.lines.nodes.map((l: any) => [l.variantId, l.quantity, l.sellingPlanId, l.currentPrice.amount])).toEqual([
      [BOWL, 2, MONTHLY, '21.50'],
      [KIBBLE, 1, null, '5.00'],
    ]);
  });

  it("refuses what Shopify refuses, with its codes, and makes nothing", async () => {
    const base = await checkoutContract('atomic.refused@example.com');
    const other = await checkoutContract('atomic.other@example.com');
    const refused = async (over: Record<string, unknown>) => (await admin(twin, ATOMIC_CREATE, { input: input(base, over) })).subscriptionContractAtomicCreate;
    expect((await refused({ customerId: 'gid://shopify/Customer/999999' })).userErrors.map((e: any) => e.code)).toContain('CUSTOMER_DOES_NOT_EXIST');
    expect((await refused({ nextBillingDate: inDays(-1) })).userErrors.map((e: any) => e.code)).toEqual(['INVALID_BILLING_DATE']);
    expect((await refused({ contract: { ...input(base).contract, paymentMethodId: other.customerPaymentMethod.id } })).userErrors.map((e: any) => e.code)).toEqual(['MISSING_CUSTOMER_PAYMENT_METHOD']);
    expect((await refused({ lines: [] })).userErrors.map((e: any) => e.code)).toEqual(['INVALID_LINES']);
    expect((await refused({ lines: [{ line: { productVariantId: 'gid://shopify/ProductVariant/424242', quantity: 1, currentPrice: '1' } }] })).userErrors.map((e: any) => e.code)).toEqual(['INVALID_LINES']);
    expect((await refused({ lines: [{ line: { productVariantId: BOWL, quantity: 0, currentPrice: '1' } }] })).userErrors.map((e: any) => e.code)).toEqual(['GREATER_THAN']);
    const missing = await refused({ contract: { paymentMethodId: base.customerPaymentMethod.id } });
    expect(missing.userErrors.map((e: any) => e.field.join('.'))).toEqual(['input.contract.billingPolicy', 'input.contract.deliveryPolicy']);
    expect(missing.contract).toBeNull();
  });
});

describe('subscriptionDraftLineRemove', () => {
  it('takes a line off when the draft is committed, and never the last one', async () => {
    const base = await checkoutContract('atomic.remove@example.com');
    const made = (await admin(twin, ATOMIC_CREATE, { input: input(base) })).subscriptionContractAtomicCreate.contract;
    const [bowl, kibble] = made.lines.nodes;
    const draft = (await admin(twin, CONTRACT_UPDATE, { contractId: made.id })).subscriptionContractUpdate.draft;
    const removed = (await admin(twin, LINE_REMOVE, { draftId: draft.id, lineId: kibble.id })).subscriptionDraftLineRemove;
    expect(removed).toMatchObject({ userErrors: [], lineRemoved: { id: kibble.id, variantId: KIBBLE } });
    // Not yet: the contract changes when the draft is committed.
    expect((await admin(twin, CONTRACT, { id: made.id })).subscriptionContract.lines.nodes).toHaveLength(2);
    const last = (await admin(twin, LINE_REMOVE, { draftId: draft.id, lineId: bowl.id })).subscriptionDraftLineRemove;
    expect(last).toMatchObject({ draft: null, lineRemoved: null, userErrors: [{ field: ['lineId'], code: 'INVALID_LINES' }] });
    expect((await admin(twin, DRAFT_COMMIT, { draftId: draft.id })).subscriptionDraftCommit.userErrors).toEqual([]);
    expect((await admin(twin, CONTRACT, { id: made.id })).subscriptionContract.lines.nodes.map((l: any) => l.variantId)).toEqual([BOWL]);
    const unknown = (await admin(twin, LINE_REMOVE, { draftId: draft.id, lineId: kibble.id })).subscriptionDraftLineRemove;
    expect(unknown.userErrors.map((e: any) => e.code)).toEqual(['COMMITTED']);
  });
});
