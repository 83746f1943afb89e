// The Admin API's subscription fields over the twin's contract tables (subscription-contracts.ts):
// subscriptionContract(s), subscriptionBillingAttempt, subscriptionDraft, customerPaymentMethod, the
// `node` of each, and the mutations a subscription app calls. Objects carry __typename for the schema's
// interfaces and unions.
import type { OrderRow } from '../checkout/orders.js';
import { clockNow } from '../clock/clock.js';
import { gid, parseGid } from '../storefront/ids.js';
import type { AdminContext } from './resolvers.js';
import { connection, orderNode } from './resolvers.js';
import { sendUpdateEmail, type EmailInput } from './payment-update.js';
import {
  cardExpired,
  commitDraft,
  contractByGid,
  createContractAtomic,
  removeDraftLine,
  type AtomicCreateInput,
  createBillingAttempt,
  createDraft,
  dateTime,
  draftedContract,
  draftWithContract,
  lastBillingErrorType,
  paymentMethodByGid,
  setContractStatus,
  updateDraft,
  updateDraftLine,
  type AttemptRow,
  type ContractLine,
  type ContractRow,
  type DraftRow,
  type PaymentMethodRow,
  type SubscriptionDraftInput,
} from './subscription-contracts.js';

type Page = { first?: number | null; after?: string | null; reverse?: boolean | null };
const MAX_PAGE = 250;
const page = (args: Page) => ({ first: args.first ?? MAX_PAGE, after: args.after });
const money = (amount: number | string, currencyCode: string) => ({ __typename: 'MoneyV2', amount: Number(amount).toFixed(2), currencyCode });

function customerNode(ctx: AdminContext, id: number | null) {
  if (!id) return null;
  type Row = { id: number; email: string; first_name: string | null; last_name: string | null; tags: string; created_at: string };
  const r = ctx.rt.db.prepare('SELECT id, email, first_name, last_name, tags, created_at FROM customers WHERE id = ? AND store = ?').get(id, ctx.store) as Row | undefined;
  if (!r) return null;
  return { __typename: 'Customer', id: gid('Customer', r.id), email: r.email, firstName: r.first_name, lastName: r.last_name, tags: JSON.parse(r.tags) as string[], createdAt: r.created_at };
}

/** A vaulted card as the Admin API answers it (CustomerPaymentMethod with a CustomerCreditCard instrument). */
function paymentMethodNode(ctx: AdminContext, pm: PaymentMethodRow) {
  const address = pm.billing_address ? (JSON.parse(pm.billing_address) as Record<string, string | null> | null) : null;
  const now = clockNow(ctx.rt.db);
  // Shopify's expiresSoon: the card expires within the next two months.
  const soon = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  return {
    __typename: 'CustomerPaymentMethod',
    id: gid('CustomerPaymentMethod', pm.id),
    customer: () => customerNode(ctx, pm.customer_id),
    revokedAt: pm.revoked_at,
    instrument: {
      __typename: 'CustomerCreditCard',
      brand: pm.brand,
      expiresSoon: cardExpired(pm, soon),
      expiryMonth: pm.expiry_month,
      expiryYear: pm.expiry_year,
      firstDigits: pm.first_digits,
      isRevocable: true,
      lastDigits: pm.last_digits,
      maskedNumber: `•••• •••• •••• ${pm.last_digits}`,
      name: pm.name,
      source: null,
      billingAddress: address
        ? {
            address1: address.address1 ?? null,
            city: address.city ?? null,
            country: address.country ?? null,
            countryCode: address.countryCodeV2 ?? null,
            firstName: address.firstName ?? null,
            lastName: address.lastName ?? null,
            province: address.province ?? null,
            provinceCode: address.provinceCode ?? null,
            zip: address.zip ?? null,
          }
        : null,
    },
    subscriptionContracts: (args: Page) => {
      const rows = ctx.rt.db.prepare('SELECT * FROM admin_subscription_contracts WHERE store = ? AND payment_method_id = ? ORDER BY id').all(ctx.store, pm.id) as ContractRow[];
      if (args.reverse) rows.reverse();
      return connection(rows, page(args), (r) => contractNode(ctx, r));
    },
  };
}

function lineNode(line: ContractLine, currency: string) {
  return {
    __typename: 'SubscriptionLine',
    id: gid('SubscriptionLine', line.id),
    currentPrice: money(line.price, currency),
    lineDiscountedPrice: money(line.price * line.quantity, currency),
    customAttributes: line.customAttributes,
    pricingPolicy: null,
    productId: line.productId ? gid('Product', line.productId) : null,
    quantity: line.quantity,
    requiresShipping: line.requiresShipping,
    sellingPlanId: line.sellingPlanId ? gid('SellingPlan', line.sellingPlanId) : null,
    sellingPlanName: line.sellingPlanName,
    sku: line.sku,
    taxable: true,
    title: line.title,
    variantId: line.variantId ? gid('ProductVariant', line.variantId) : null,
    variantTitle: line.variantTitle,
  };
}

/** The fields a contract and its draft share. */
function contractFields(ctx: AdminContext, c: ContractRow) {
  const lines = (JSON.parse(c.lines) as ContractLine[]).map((l, i) => ({ ...l, index: i + 1 }));
  const address = c.shipping_address ? (JSON.parse(c.shipping_address) as Record<string, string | null>) : null;
  return {
    billingPolicy: { anchors: [], interval: c.billing_interval, intervalCount: c.billing_interval_count, maxCycles: null, minCycles: null },
    deliveryPolicy: { anchors: [], interval: c.delivery_interval, intervalCount: c.delivery_interval_count },
    currencyCode: c.currency,
    customAttributes: [],
    customer: () => customerNode(ctx, c.customer_id),
    customerPaymentMethod: (args: { showRevoked?: boolean | null }) => {
      const pm = paymentMethodByGid(ctx.rt, ctx.store, c.payment_method_id);
      return pm && (!pm.revoked_at || args.showRevoked) ? paymentMethodNode(ctx, pm) : null;
    },
    deliveryMethod: address
      ? {
          __typename: 'SubscriptionDeliveryMethodShipping',
          address: {
            address1: address.address1 ?? null,
            address2: address.address2 ?? null,
            city: address.city ?? null,
            company: address.company ?? null,
            country: address.country ?? null,
            countryCode: address.countryCodeV2 ?? null,
            firstName: address.firstName ?? null,
            lastName: address.lastName ?? null,
            name: address.name ?? null,
            phone: address.phone ?? null,
            province: address.province ?? null,
            provinceCode: address.provinceCode ?? null,
            zip: address.zip ?? null,
          },
          shippingOption: { code: 'standard', description: null, presentmentTitle: 'Standard Shipping', title: 'Standard Shipping' },
        }
      : null,
    deliveryPrice: money(c.delivery_price, c.currency),
    lines: (args: Page) => connection(lines.map((l) => ({ ...l, id: l.index, uuid: l.id })), page(args), (l) => lineNode({ ...l, id: l.uuid }, c.currency)),
    nextBillingDate: c.next_billing_date,
    note: c.note,
    status: c.status,
  };
}

function contractNode(ctx: AdminContext, c: ContractRow) {
  return {
    __typename: 'SubscriptionContract',
    id: gid('SubscriptionContract', c.id),
    ...contractFields(ctx, c),
    createdAt: dateTime(c.created_at),
    updatedAt: dateTime(c.updated_at),
    revisionId: String(c.revision_id),
    lastPaymentStatus: c.last_payment_status,
    lastBillingAttemptErrorType: () => lastBillingErrorType(ctx.rt, c),
    originOrder: () => {
      const row = c.origin_order_id ? (ctx.rt.db.prepare('SELECT * FROM orders WHERE id = ? AND store = ?').get(c.origin_order_id, ctx.store) as OrderRow | undefined) : undefined;
      return row ? orderNode(row) : null;
    },
    orders: (args: Page) => {
      const rows = ctx.rt.db
        .prepare('SELECT o.* FROM orders o JOIN admin_subscription_billing_attempts a ON a.order_id = o.id WHERE a.contract_id = ? ORDER BY o.id')
        .all(c.id) as OrderRow[];
      if (args.reverse) rows.reverse();
      return connection(rows, page(args), orderNode);
    },
    billingAttempts: (args: Page) => {
      const rows = ctx.rt.db.prepare('SELECT * FROM admin_subscription_billing_attempts WHERE contract_id = ? ORDER BY id').all(c.id) as AttemptRow[];
      if (args.reverse) rows.reverse();
      return connection(rows, page(args), (a) => attemptNode(ctx, a));
    },
  };
}

function attemptNode(ctx: AdminContext, a: AttemptRow) {
  return {
    __typename: 'SubscriptionBillingAttempt',
    id: gid('SubscriptionBillingAttempt', a.id),
    createdAt: dateTime(a.created_at),
    completedAt: a.completed_at ? dateTime(a.completed_at) : null,
    errorCode: a.error_code,
    errorMessage: a.error_message,
    processingError: a.error_code ? { __typename: 'SubscriptionBillingAttemptGenericError', code: a.error_code, message: a.error_message ?? '' } : null,
    idempotencyKey: a.idempotency_key,
    nextActionUrl: null,
    originTime: a.origin_time ? dateTime(a.origin_time) : null,
    ready: a.completed_at !== null,
    order: () => {
      const row = a.order_id ? (ctx.rt.db.prepare('SELECT * FROM orders WHERE id = ?').get(a.order_id) as OrderRow | undefined) : undefined;
      return row ? orderNode(row) : null;
    },
    subscriptionContract: () => contractNode(ctx, ctx.rt.db.prepare('SELECT * FROM admin_subscription_contracts WHERE id = ?').get(a.contract_id) as ContractRow),
  };
}

function draftNode(ctx: AdminContext, draft: DraftRow, contract: ContractRow) {
  const drafted = draftedContract(contract, draft);
  return {
    __typename: 'SubscriptionDraft',
    id: gid('SubscriptionDraft', draft.id),
    ...contractFields(ctx, drafted),
    originalContract: () => contractNode(ctx, contract),
  };
}

function attemptByGid(ctx: AdminContext, id: string): AttemptRow | null {
  const parsed = parseGid(id);
  if (parsed?.type !== 'SubscriptionBillingAttempt' || !/^\d+$/.test(parsed.id)) return null;
  return (ctx.rt.db.prepare('SELECT * FROM admin_subscription_billing_attempts WHERE id = ? AND store = ?').get(Number(parsed.id), ctx.store) as AttemptRow | undefined) ?? null;
}

/** `node(id:)` for the subscription types; null for any other. */
export function subscriptionNode(id: string, ctx: AdminContext) {
  const type = parseGid(id)?.type;
  if (type === 'SubscriptionContract') return subscriptionRoot.subscriptionContract({ id }, ctx);
  if (type === 'SubscriptionBillingAttempt') return subscriptionRoot.subscriptionBillingAttempt({ id }, ctx);
  if (type === 'SubscriptionDraft') return subscriptionRoot.subscriptionDraft({ id }, ctx);
  if (type === 'CustomerPaymentMethod') return subscriptionRoot.customerPaymentMethod({ id }, ctx);
  return null;
}

const statusPayload = (ctx: AdminContext, r: ReturnType<typeof setContractStatus>) => ({ contract: r.contract ? contractNode(ctx, r.contract) : null, userErrors: r.userErrors });

/** The subscription Query and Mutation fields. */
export const subscriptionRoot = {
  subscriptionContract(args: { id: string }, ctx: AdminContext) {
    const c = contractByGid(ctx.rt, ctx.store, args.id);
    return c ? contractNode(ctx, c) : null;
  },

  subscriptionContracts(args: Page & { query?: string | null }, ctx: AdminContext) {
    // The search filters the twin knows: status:<status> and customer_id:<id> (Shopify's query syntax).
    const terms = [...(args.query ?? '').matchAll(/(\w+):(\S+)/g)].map((m) => ({ field: m[1]!.toLowerCase(), value: m[2]!.replace(/^['"]|['"]$/g, '') }));
    const rows = (ctx.rt.db.prepare('SELECT * FROM admin_subscription_contracts WHERE store = ? ORDER BY id').all(ctx.store) as ContractRow[]).filter((r) =>
      terms.every(({ field, value }) => {
        if (field === 'status') return r.status === value.toUpperCase();
        if (field === 'customer_id') return String(r.customer_id) === value;
        return true;
      }),
    );
    if (args.reverse) rows.reverse();
    return connection(rows, page(args), (r) => contractNode(ctx, r));
  },

  subscriptionBillingAttempt(args: { id: string }, ctx: AdminContext) {
    const a = attemptByGid(ctx, args.id);
    return a ? attemptNode(ctx, a) : null;
  },

  subscriptionDraft(args: { id: string }, ctx: AdminContext) {
    const found = draftWithContract(ctx.rt, ctx.store, args.id);
    return found ? draftNode(ctx, found.draft, found.contract) : null;
  },

  customerPaymentMethod(args: { id: string; showRevoked?: boolean | null }, ctx: AdminContext) {
    const pm = paymentMethodByGid(ctx.rt, ctx.store, args.id);
    return pm && (!pm.revoked_at || args.showRevoked) ? paymentMethodNode(ctx, pm) : null;
  },

  customerPaymentMethodSendUpdateEmail(args: { customerPaymentMethodId: string; email?: EmailInput | null }, ctx: AdminContext) {
    const { customerId, userErrors } = sendUpdateEmail(ctx.rt, ctx.store, args.customerPaymentMethodId, args.email);
    return { customer: customerNode(ctx, customerId), userErrors };
  },

  subscriptionBillingAttemptCreate(
    args: { subscriptionContractId: string; subscriptionBillingAttemptInput: { idempotencyKey: string; originTime?: string | null; inventoryPolicy?: string | null } },
    ctx: AdminContext,
  ) {
    const { attempt, userErrors } = createBillingAttempt(ctx.rt, ctx.store, args.subscriptionContractId, args.subscriptionBillingAttemptInput);
    return { subscriptionBillingAttempt: attempt ? attemptNode(ctx, attempt) : null, userErrors };
  },

  subscriptionContractUpdate(args: { contractId: string }, ctx: AdminContext) {
    const { draft, userErrors } = createDraft(ctx.rt, ctx.store, args.contractId);
    const found = draft ? draftWithContract(ctx.rt, ctx.store, gid('SubscriptionDraft', draft.id)) : null;
    return { draft: found ? draftNode(ctx, found.draft, found.contract) : null, userErrors };
  },

  subscriptionDraftUpdate(args: { draftId: string; input: SubscriptionDraftInput }, ctx: AdminContext) {
    const { draft, userErrors } = updateDraft(ctx.rt, ctx.store, args.draftId, args.input);
    const found = draft ? draftWithContract(ctx.rt, ctx.store, args.draftId) : null;
    return { draft: found ? draftNode(ctx, found.draft, found.contract) : null, userErrors };
  },

  subscriptionDraftLineUpdate(args: { draftId: string; lineId: string; input: { quantity?: number | null; currentPrice?: string | null } }, ctx: AdminContext) {
    const { draft, lineId, userErrors } = updateDraftLine(ctx.rt, ctx.store, args.draftId, args.lineId, args.input);
    const found = draft ? draftWithContract(ctx.rt, ctx.store, args.draftId) : null;
    if (!found) return { draft: null, lineUpdated: null, userErrors };
    const drafted = draftedContract(found.contract, found.draft);
    const line = (JSON.parse(drafted.lines) as ContractLine[]).find((l) => l.id === lineId);
    return { draft: draftNode(ctx, found.draft, found.contract), lineUpdated: line ? lineNode(line, drafted.currency) : null, userErrors };
  },

  subscriptionDraftLineRemove(args: { draftId: string; lineId: string }, ctx: AdminContext) {
    const { draft, line, userErrors } = removeDraftLine(ctx.rt, ctx.store, args.draftId, args.lineId);
    const found = draft ? draftWithContract(ctx.rt, ctx.store, args.draftId) : null;
    if (!found || !line) return { draft: null, lineRemoved: null, userErrors };
    return { draft: draftNode(ctx, found.draft, found.contract), lineRemoved: lineNode(line, found.contract.currency), userErrors };
  },

  subscriptionContractAtomicCreate(args: { input: AtomicCreateInput }, ctx: AdminContext) {
    const { contract, userErrors } = createContractAtomic(ctx.rt, ctx.store, args.input);
    return { contract: contract ? contractNode(ctx, contract) : null, userErrors };
  },

  subscriptionDraftCommit(args: { draftId: string }, ctx: AdminContext) {
    const { contract, userErrors } = commitDraft(ctx.rt, ctx.store, args.draftId);
    return { contract: contract ? contractNode(ctx, contract) : null, userErrors };
  },

  subscriptionContractPause: (args: { subscriptionContractId: string }, ctx: AdminContext) => statusPayload(ctx, setContractStatus(ctx.rt, ctx.store, args.subscriptionContractId, 'PAUSED')),
  subscriptionContractActivate: (args: { subscriptionContractId: string }, ctx: AdminContext) => statusPayload(ctx, setContractStatus(ctx.rt, ctx.store, args.subscriptionContractId, 'ACTIVE')),
  subscriptionContractCancel: (args: { subscriptionContractId: string }, ctx: AdminContext) => statusPayload(ctx, setContractStatus(ctx.rt, ctx.store, args.subscriptionContractId, 'CANCELLED')),
};
