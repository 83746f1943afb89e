// Changing a subscription contract the way a subscription app does on Shopify: subscriptionContractUpdate
// makes a draft, subscriptionDraftUpdate edits it (next billing date, policies, note, card, status) with
// Shopify's userErrors, subscriptionDraftCommit applies it unless the contract changed since; and
// subscriptionContractPause / Activate / Cancel, a cancelled contract staying cancelled.
import { describe, expect, it } from 'vitest';
import { useTestTwin } from './helpers.js';
import {
  admin,
  BOWL,
  CONTRACT,
  CONTRACT_ACTIVATE,
  CONTRACT_CANCEL,
  CONTRACT_PAUSE,
  CONTRACT_UPDATE,
  contractsOf,
  DRAFT,
  decidedAttempt,
  DRAFT_COMMIT,
  DRAFT_LINE_UPDATE,
  DRAFT_UPDATE,
  MONTHLY,
  placeOrder,
} from './subscription-fixture.js';

const twin = useTestTwin();

async function newContract(email: string): Promise<any> {
  const [c] = await contractsOf(twin, await placeOrder(twin, email, [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }]));
  return (await admin(twin, CONTRACT, { id: c.id })).subscriptionContract;
}
const draftOf = async (contractId: string) => (await admin(twin, CONTRACT_UPDATE, { contractId })).subscriptionContractUpdate;
const edit = async (draftId: string, input: Record<string, unknown>) => (await admin(twin, DRAFT_UPDATE, { draftId, input })).subscriptionDraftUpdate;
const commit = async (draftId: string) => (await admin(twin, DRAFT_COMMIT, { draftId })).subscriptionDraftCommit;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('contract drafts', () => {
  it('change the contract only when committed: next billing date, policies, note and status', async () => {
    const contract = await newContract('draft@example.com');
    const made = await draftOf(contract.id);
    expect(made.userErrors).toEqual([]);
    expect(made.draft).toMatchObject({
      status: 'ACTIVE',
      nextBillingDate: contract.nextBillingDate,
      billingPolicy: { interval: 'MONTH', intervalCount: 1 },
      customerPaymentMethod: { id: contract.customerPaymentMethod.id },
      originalContract: { id: contract.id, revisionId: '1' },
    });
    const draftId = made.draft.id;
    expect(draftId).toMatch(/^gid:\/\/shopify\/SubscriptionDraft\/\d+$/);

    const next = inDays(45);
    const edited = await edit(draftId, {
      nextBillingDate: next,
      note: 'Skip the June box',
      billingPolicy: { interval: 'MONTH', intervalCount: 2 },
      deliveryPolicy: { interval: 'MONTH', intervalCount: 2 },
    });
    expect(edited.userErrors).toEqual([]);
    expect(edited.draft).toMatchObject({ nextBillingDate: next, note: 'Skip the June box', billingPolicy: { intervalCount: 2 }, deliveryPolicy: { intervalCount: 2 } });
    // Not yet on the contract.
    expect((await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract).toMatchObject({ nextBillingDate: contract.nextBillingDate, note: null, revisionId: '1' });
    expect((await admin(twin, DRAFT, { id: draftId })).subscriptionDraft).toMatchObject({ nextBillingDate: next, originalContract: { nextBillingDate: contract.nextBillingDate } });

    const committed = await commit(draftId);
    expect(committed).toEqual({
      contract: { id: contract.id, status: 'ACTIVE', nextBillingDate: next, revisionId: '2', note: 'Skip the June box', billingPolicy: { interval: 'MONTH', intervalCount: 2 }, deliveryPolicy: { interval: 'MONTH', intervalCount: 2 } },
      userErrors: [],
    });
    expect(await commit(draftId)).toEqual({ contract: null, userErrors: [{ field: ['draftId'], message: expect.any(String), code: 'COMMITTED' }] });
    expect((await edit(draftId, { note: 'late' })).userErrors).toEqual([{ field: ['draftId'], message: expect.any(String), code: 'COMMITTED' }]);

    // A draft can pause the contract too.
    const pause = await draftOf(contract.id);
    await edit(pause.draft.id, { status: 'PAUSED' });
    expect((await commit(pause.draft.id)).contract).toMatchObject({ status: 'PAUSED', revisionId: '3' });
  });

  it('is refused with STALE_CONTRACT when the contract changed after the draft was made', async () => {
    const contract = await newContract('stale@example.com');
    const a = await draftOf(contract.id);
    const b = await draftOf(contract.id);
    await edit(a.draft.id, { note: 'first' });
    await edit(b.draft.id, { note: 'second' });
    expect((await commit(a.draft.id)).userErrors).toEqual([]);
    expect(await commit(b.draft.id)).toEqual({ contract: null, userErrors: [{ field: ['draftId'], message: expect.any(String), code: 'STALE_CONTRACT' }] });
    expect((await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract.note).toBe('first');
  });

  it('answers Shopify’s userErrors for a past date, a zero interval, a delivery that does not fit the billing, another customer’s card and unknown ids', async () => {
    const contract = await newContract('invalid@example.com');
    const other = await newContract('other-customer@example.com');
    const { draft } = await draftOf(contract.id);
    expect((await edit(draft.id, { nextBillingDate: '2020-01-01T00:00:00Z' })).userErrors).toEqual([{ field: ['input', 'nextBillingDate'], message: expect.any(String), code: 'INVALID_BILLING_DATE' }]);
    expect((await edit(draft.id, { billingPolicy: { interval: 'MONTH', intervalCount: 0 } })).userErrors).toEqual([
      { field: ['input', 'billingPolicy', 'intervalCount'], message: expect.any(String), code: 'GREATER_THAN' },
    ]);
    expect((await edit(draft.id, { billingPolicy: { interval: 'MONTH', intervalCount: 3 }, deliveryPolicy: { interval: 'MONTH', intervalCount: 2 } })).userErrors).toEqual([
      { field: ['input', 'deliveryPolicy'], message: expect.any(String), code: 'DELIVERY_MUST_BE_MULTIPLE_OF_BILLING' },
    ]);
    expect((await edit(draft.id, { paymentMethodId: other.customerPaymentMethod.id })).userErrors).toEqual([
      { field: ['input', 'paymentMethodId'], message: expect.any(String), code: 'MISSING_CUSTOMER_PAYMENT_METHOD' },
    ]);
    // Billing every 3 months with a monthly delivery is fine.
    expect((await edit(draft.id, { billingPolicy: { interval: 'MONTH', intervalCount: 3 }, deliveryPolicy: { interval: 'MONTH', intervalCount: 1 } })).userErrors).toEqual([]);
    expect((await draftOf('gid://shopify/SubscriptionContract/999999')).userErrors).toEqual([{ field: ['contractId'], message: expect.any(String), code: 'INVALID' }]);
    expect((await edit('gid://shopify/SubscriptionDraft/999999', { note: 'x' })).userErrors).toEqual([{ field: ['draftId'], message: expect.any(String), code: 'INVALID' }]);
    expect((await commit('gid://shopify/SubscriptionDraft/999999')).userErrors).toEqual([{ field: ['draftId'], message: expect.any(String), code: 'INVALID' }]);
  });
});

describe('draft lines', () => {
  it('change a line’s quantity and price on commit; the next billing attempt charges the new line', async () => {
    const contract = await newContract('line@example.com');
    const line = contract.lines.nodes[0];
    const { draft } = await draftOf(contract.id);
    const updated = (await admin(twin, DRAFT_LINE_UPDATE, { draftId: draft.id, lineId: line.id, input: { quantity: 3, currentPrice: '20.00' } })).subscriptionDraftLineUpdate;
    expect(updated).toEqual({
      draft: { id: draft.id, lines: { nodes: [{ id: line.id, quantity: 3, currentPrice: { amount: '20.00' } }] }, originalContract: { lines: { nodes: [{ quantity: 1 }] } } },
      lineUpdated: { id: line.id, quantity: 3, currentPrice: { amount: '20.00', currencyCode: 'USD' } },
      userErrors: [],
    });
    expect((await commit(draft.id)).userErrors).toEqual([]);
    expect((await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract.lines.nodes[0]).toMatchObject({ id: line.id, quantity: 3, currentPrice: { amount: '20.00' } });
    const paid = (await decidedAttempt(twin, contract.id, { idempotencyKey: 'line-1' })).subscriptionBillingAttempt;
    // 3 × 20.00 and 7% tax.
    expect(paid.order).toMatchObject({ lineItems: { nodes: [{ quantity: 3 }] } });
    expect(Number(paid.order.totalPriceSet.shopMoney.amount)).toBe(64.2);
  });

  it('answer GREATER_THAN for a quantity under 1 and INVALID for a line the contract does not have', async () => {
    const contract = await newContract('line-errors@example.com');
    const { draft } = await draftOf(contract.id);
    const lineUpdate = async (lineId: string, input: Record<string, unknown>) => (await admin(twin, DRAFT_LINE_UPDATE, { draftId: draft.id, lineId, input })).subscriptionDraftLineUpdate;
    expect(await lineUpdate(contract.lines.nodes[0].id, { quantity: 0 })).toEqual({ draft: null, lineUpdated: null, userErrors: [{ field: ['input', 'quantity'], message: expect.any(String), code: 'GREATER_THAN' }] });
    expect((await lineUpdate('gid://shopify/SubscriptionLine/not-a-line', { quantity: 2 })).userErrors).toEqual([{ field: ['lineId'], message: expect.any(String), code: 'INVALID' }]);
  });
});

describe('pause, activate and cancel', () => {
  it('change the status and revision; a cancelled contract cannot be paused or activated again', async () => {
    const contract = await newContract('status@example.com');
    const pause = (await admin(twin, CONTRACT_PAUSE, { id: contract.id })).subscriptionContractPause;
    expect(pause).toEqual({ contract: { id: contract.id, status: 'PAUSED', revisionId: '2' }, userErrors: [] });
    const activate = (await admin(twin, CONTRACT_ACTIVATE, { id: contract.id })).subscriptionContractActivate;
    expect(activate).toEqual({ contract: { id: contract.id, status: 'ACTIVE', revisionId: '3' }, userErrors: [] });
    const cancel = (await admin(twin, CONTRACT_CANCEL, { id: contract.id })).subscriptionContractCancel;
    expect(cancel).toEqual({ contract: { id: contract.id, status: 'CANCELLED', revisionId: '4' }, userErrors: [] });
    for (const mutation of [CONTRACT_ACTIVATE, CONTRACT_PAUSE, CONTRACT_CANCEL]) {
      const payload = Object.values(await admin(twin, mutation, { id: contract.id }))[0];
      expect(payload).toEqual({ contract: null, userErrors: [{ field: ['subscriptionContractId'], message: expect.any(String), code: 'CONTRACT_TERMINATED' }] });
    }
    expect((await admin(twin, CONTRACT_PAUSE, { id: 'gid://shopify/SubscriptionContract/999999' })).subscriptionContractPause.userErrors).toEqual([
      { field: ['subscriptionContractId'], message: expect.any(String), code: 'INVALID' },
    ]);
  });
});
