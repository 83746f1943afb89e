// What subscriptions ask of Shopify's Admin GraphQL API: a selling plan by id (its period, whether it
// delivers, its renewal price per currency), an order found by its tag, a new paid order (a collar
// plan's term), the store's webhook registrations, and the subscription surface: a contract checkout
// made, a billing attempt per period, the next billing date through a committed draft, pause, activate
// and cancel, and Shopify's card update email.
import type { Services } from '../part.js';
import type { IntervalUnit } from './tables.js';
import type { WebhookTopic } from './shopify-webhooks.js';

/** A selling plan as subscriptions use it. */
export interface Plan {
  gid: string;
  name: string;
  unit: IntervalUnit;
  count: number;
  /** A plan that delivers nothing again: a collar's service plan. */
  service: boolean;
  /** The renewal price in a currency, when the plan sets one. */
  renewalPrice(currency: string): string | undefined;
}

const PLAN_QUERY = `query SubscriptionPlan($id: ID!) {
  node(id: $id) {
    ... on SellingPlan {
      id
      name
      billingPolicy { ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
      deliveryPolicy { __typename }
      pricingPolicies { ... on SellingPlanRecurringPricingPolicy { adjustmentType adjustmentValue { ... on MoneyV2 { amount currencyCode } } } }
      servicePrices: metafield(namespace: "subscriptions", key: "service_prices") { value }
    }
  }
}`;

type PlanNode = {
  id?: string;
  name?: string;
  billingPolicy?: { interval?: IntervalUnit; intervalCount?: number };
  deliveryPolicy?: { __typename?: string };
  pricingPolicies?: { adjustmentType?: string; adjustmentValue?: { amount?: string; currencyCode?: string } }[];
  servicePrices?: { value: string } | null;
};

/** The selling plan `gid` of `store`, or null when the store has none by that id. */
export async function fetchPlan(services: Services, store: string, gid: string): Promise<Plan | null> {
  const data = await services.shopify.graphql<{ node: PlanNode | null }>(store, PLAN_QUERY, { id: gid });
  const node = data.node;
  if (!node?.id || !node.name || !node.billingPolicy?.interval) return null;
  let prices: Record<string, unknown> = {};
  try {
    prices = node.servicePrices ? (JSON.parse(node.servicePrices.value) as Record<string, unknown>) : {};
  } catch {
    prices = {};
  }
  const fixed = node.pricingPolicies?.find((p) => p.adjustmentType === 'PRICE' && p.adjustmentValue?.amount);
  return {
    gid: node.id,
    name: node.name,
    unit: node.billingPolicy.interval,
    count: node.billingPolicy.intervalCount ?? 1,
    service: node.deliveryPolicy?.__typename === 'SellingPlanFixedDeliveryPolicy',
    renewalPrice(currency) {
      const own = prices[currency];
      if (typeof own === 'number' && Number.isFinite(own)) return own.toFixed(2);
      return fixed?.adjustmentValue?.currencyCode === currency ? Number(fixed.adjustmentValue.amount).toFixed(2) : undefined;
    },
  };
}

/** An order of the store as subscriptions read it back. */
export interface PlacedOrder {
  gid: string;
  name: string;
  total: string;
}

const ORDER_FIELDS = 'id name totalPriceSet { shopMoney { amount } }';
type OrderNode = { id: string; name: string; totalPriceSet: { shopMoney: { amount: string } } };
const placed = (o: OrderNode): PlacedOrder => ({ gid: o.id, name: o.name, total: o.totalPriceSet.shopMoney.amount });

/** The store's order tagged `tag`, if there is one. */
export async function findOrderByTag(services: Services, store: string, tag: string): Promise<PlacedOrder | null> {
  const query = `tag:"${tag.replace(/["\\]/g, '\\$&')}"`;
  const data = await services.shopify.graphql<{ orders: { nodes: OrderNode[] } }>(
    store,
    `query RenewalOrder($query: String!) { orders(first: 1, query: $query) { nodes { ${ORDER_FIELDS} } } }`,
    { query },
  );
  const node = data.orders.nodes[0];
  return node ? placed(node) : null;
}

/** Creates an order (OrderCreateOrderInput); throws with Shopify's userErrors when it is refused. */
export async function createOrder(services: Services, store: string, order: Record<string, unknown>): Promise<PlacedOrder> {
  const data = await services.shopify.graphql<{ orderCreate: { order: OrderNode | null; userErrors: { field: string[] | null; message: string }[] } | null }>(
    store,
    `mutation RenewalOrderCreate($order: OrderCreateOrderInput!, $options: OrderCreateOptionsInput) {
      orderCreate(order: $order, options: $options) { order { ${ORDER_FIELDS} } userErrors { field message } }
    }`,
    { order, options: { sendReceipt: false, inventoryBehaviour: 'BYPASS' } },
  );
  const result = data.orderCreate;
  if (!result?.order) throw new Error(`orderCreate refused: ${result?.userErrors.map((e) => e.message).join('; ') || 'no order'}`);
  return placed(result.order);
}

/** Registers `callbackUrl` for the store's webhook of `topic` unless it already is; answers whether it was added. */
export async function registerWebhook(services: Services, store: string, topic: WebhookTopic, callbackUrl: string): Promise<boolean> {
  const existing = await services.shopify.graphql<{ webhookSubscriptions: { nodes: { endpoint: { callbackUrl?: string } }[] } }>(
    store,
    `query WebhookHooks($topic: WebhookSubscriptionTopic!) {
      webhookSubscriptions(first: 100, topics: [$topic]) { nodes { endpoint { ... on WebhookHttpEndpoint { callbackUrl } } } }
    }`,
    { topic },
  );
  if (existing.webhookSubscriptions.nodes.some((n) => n.endpoint.callbackUrl === callbackUrl)) return false;
  const created = await services.shopify.graphql<{ webhookSubscriptionCreate: { userErrors: { message: string }[] } }>(
    store,
    `mutation WebhookHook($topic: WebhookSubscriptionTopic!, $url: URL!) {
      webhookSubscriptionCreate(topic: $topic, webhookSubscription: { callbackUrl: $url, format: JSON }) { userErrors { field message } }
    }`,
    { topic, url: callbackUrl },
  );
  const errors = created.webhookSubscriptionCreate.userErrors;
  // Another instance registering at the same moment is as good as this one.
  if (errors.length && !errors.every((e) => /already been taken/.test(e.message))) throw new Error(`webhookSubscriptionCreate: ${errors.map((e) => e.message).join('; ')}`);
  return errors.length === 0;
}

/** A subscription contract as subscriptions read it when checkout made it. */
export interface Contract {
  gid: string;
  originOrderGid: string | null;
  paymentMethod: { gid: string; brand: string; lastDigits: string; expiryMonth: number; expiryYear: number } | null;
  sellingPlanGids: string[];
}

type ContractNode = {
  id: string;
  originOrder: { id: string } | null;
  customerPaymentMethod: { id: string; instrument: { brand?: string; lastDigits?: string; expiryMonth?: number; expiryYear?: number } | null } | null;
  lines: { nodes: { sellingPlanId: string | null }[] };
};

/** The contract `gid` of `store`, or null when there is none. */
export async function fetchContract(services: Services, store: string, gid: string): Promise<Contract | null> {
  const data = await services.shopify.graphql<{ subscriptionContract: ContractNode | null }>(
    store,
    `query SubscriptionContractCreated($id: ID!) {
      subscriptionContract(id: $id) {
        id
        originOrder { id }
        customerPaymentMethod { id instrument { ... on CustomerCreditCard { brand lastDigits expiryMonth expiryYear } } }
        lines(first: 50) { nodes { sellingPlanId } }
      }
    }`,
    { id: gid },
  );
  const c = data.subscriptionContract;
  if (!c) return null;
  const card = c.customerPaymentMethod;
  const i = card?.instrument;
  return {
    gid: c.id,
    originOrderGid: c.originOrder?.id ?? null,
    paymentMethod:
      card && i?.lastDigits
        ? { gid: card.id, brand: i.brand ?? 'Card', lastDigits: i.lastDigits, expiryMonth: i.expiryMonth ?? 12, expiryYear: i.expiryYear ?? 2099 }
        : null,
    sellingPlanGids: [...new Set(c.lines.nodes.flatMap((l) => (l.sellingPlanId ? [l.sellingPlanId] : [])))],
  };
}

/** What a billing attempt came to: an order, a decline with Shopify's error code, or not decided yet (ask again with the same key). */
export type AttemptOutcome = { paid: PlacedOrder } | { declined: string; message: string } | 'processing';

/** How long a billing attempt is waited for before it is left to the renewal's retry, and how often it is read meanwhile. */
const ATTEMPT_WAIT_MS = 10_000;
const ATTEMPT_POLL_MS = 200;

type AttemptNode = { id: string; ready: boolean; order: OrderNode | null; processingError: { code: string; message: string } | null };
const ATTEMPT_FIELDS = `id ready order { ${ORDER_FIELDS} } processingError { code message }`;

const outcomeOf = (attempt: AttemptNode): AttemptOutcome =>
  !attempt.ready
    ? 'processing'
    : attempt.order
      ? { paid: placed(attempt.order) }
      : { declined: attempt.processingError?.code ?? 'UNEXPECTED_ERROR', message: attempt.processingError?.message ?? 'The payment failed' };

/**
 * subscriptionBillingAttemptCreate: charges the contract for the period `originTime` starts. Shopify
 * answers the attempt before it is decided, so it is read back (subscriptionBillingAttempt) until it is,
 * for a few seconds; one still undecided is 'processing'. The same `idempotencyKey` answers the attempt it
 * made first, so the renewal's retry asks again without charging twice.
 */
export async function billContract(services: Services, store: string, contractGid: string, idempotencyKey: string, originTime: Date): Promise<AttemptOutcome> {
  const data = await services.shopify.graphql<{
    subscriptionBillingAttemptCreate: {
      subscriptionBillingAttempt: AttemptNode | null;
      userErrors: { code: string | null; message: string }[];
    } | null;
  }>(
    store,
    `mutation RenewalBillingAttempt($id: ID!, $input: SubscriptionBillingAttemptInput!) {
      subscriptionBillingAttemptCreate(subscriptionContractId: $id, subscriptionBillingAttemptInput: $input) {
        subscriptionBillingAttempt { ${ATTEMPT_FIELDS} }
        userErrors { code field message }
      }
    }`,
    { id: contractGid, input: { idempotencyKey, originTime: originTime.toISOString() } },
  );
  const result = data.subscriptionBillingAttemptCreate;
  const attempt = result?.subscriptionBillingAttempt;
  if (!attempt) throw new Error(`subscriptionBillingAttemptCreate refused: ${result?.userErrors.map((e) => `${e.code}: ${e.message}`).join('; ') || 'no attempt'}`);
  for (const deadline = Date.now() + ATTEMPT_WAIT_MS; !attempt.ready && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, ATTEMPT_POLL_MS));
    const read = await services.shopify.graphql<{ subscriptionBillingAttempt: AttemptNode | null }>(
      store,
      `query RenewalBillingAttemptRead($id: ID!) { subscriptionBillingAttempt(id: $id) { ${ATTEMPT_FIELDS} } }`,
      { id: attempt.id },
    );
    if (read.subscriptionBillingAttempt) Object.assign(attempt, read.subscriptionBillingAttempt);
  }
  return outcomeOf(attempt);
}

type UserErrors = { code?: string | null; message: string }[];
const refused = (what: string, errors: UserErrors) => new Error(`${what}: ${errors.map((e) => `${e.code ?? ''} ${e.message}`.trim()).join('; ')}`);

/** Sets the contract's next billing date through a draft it commits (subscriptionContractUpdate → subscriptionDraftUpdate → subscriptionDraftCommit). */
export async function setContractNextBillingDate(services: Services, store: string, contractGid: string, next: Date): Promise<void> {
  const draft = await services.shopify.graphql<{ subscriptionContractUpdate: { draft: { id: string } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractDraft($id: ID!) { subscriptionContractUpdate(contractId: $id) { draft { id } userErrors { code field message } } }`,
    { id: contractGid },
  );
  const draftId = draft.subscriptionContractUpdate.draft?.id;
  if (!draftId) throw refused('subscriptionContractUpdate', draft.subscriptionContractUpdate.userErrors);
  const updated = await services.shopify.graphql<{ subscriptionDraftUpdate: { userErrors: UserErrors } }>(
    store,
    `mutation ContractDraftDate($id: ID!, $input: SubscriptionDraftInput!) { subscriptionDraftUpdate(draftId: $id, input: $input) { draft { id } userErrors { code field message } } }`,
    { id: draftId, input: { nextBillingDate: next.toISOString() } },
  );
  if (updated.subscriptionDraftUpdate.userErrors.length) throw refused('subscriptionDraftUpdate', updated.subscriptionDraftUpdate.userErrors);
  const committed = await services.shopify.graphql<{ subscriptionDraftCommit: { contract: { id: string } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractDraftCommit($id: ID!) { subscriptionDraftCommit(draftId: $id) { contract { id } userErrors { code field message } } }`,
    { id: draftId },
  );
  if (!committed.subscriptionDraftCommit.contract) throw refused('subscriptionDraftCommit', committed.subscriptionDraftCommit.userErrors);
}

const STATUS_DOCUMENTS = {
  Pause: 'mutation ContractPause($id: ID!) { subscriptionContractPause(subscriptionContractId: $id) { contract { id } userErrors { code field message } } }',
  Activate: 'mutation ContractActivate($id: ID!) { subscriptionContractActivate(subscriptionContractId: $id) { contract { id } userErrors { code field message } } }',
  Cancel: 'mutation ContractCancel($id: ID!) { subscriptionContractCancel(subscriptionContractId: $id) { contract { id } userErrors { code field message } } }',
} as const;

/** subscriptionContractPause / Activate / Cancel. */
export async function setContractStatus(services: Services, store: string, contractGid: string, to: keyof typeof STATUS_DOCUMENTS): Promise<void> {
  const field = `subscriptionContract${to}`;
  const data = await services.shopify.graphql<Record<string, { contract: { id: string } | null; userErrors: UserErrors } | null>>(store, STATUS_DOCUMENTS[to], { id: contractGid });
  const result = data[field];
  if (!result?.contract) throw refused(field, result?.userErrors ?? []);
}

/** customerPaymentMethodSendUpdateEmail: Shopify mails the card's owner a link to replace it. */
export async function sendPaymentUpdateEmail(services: Services, store: string, paymentMethodGid: string): Promise<void> {
  const data = await services.shopify.graphql<{ customerPaymentMethodSendUpdateEmail: { customer: { id: string } | null; userErrors: UserErrors } | null }>(
    store,
    `mutation PaymentUpdateEmail($id: ID!) { customerPaymentMethodSendUpdateEmail(customerPaymentMethodId: $id) { customer { id } userErrors { field message } } }`,
    { id: paymentMethodGid },
  );
  const result = data.customerPaymentMethodSendUpdateEmail;
  if (!result?.customer) throw refused('customerPaymentMethodSendUpdateEmail', result?.userErrors ?? []);
}

/**
 * Puts a contract on a plan's terms through a committed draft: its billing and delivery policy (`count`
 * `unit`s) and the price of its line per term.
 */
export async function setContractPlan(services: Services, store: string, contractGid: string, terms: { unit: IntervalUnit; count: number; price: string }): Promise<void> {
  const draft = await services.shopify.graphql<{ subscriptionContractUpdate: { draft: { id: string; lines: { nodes: { id: string }[] } } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractPlanDraft($id: ID!) { subscriptionContractUpdate(contractId: $id) { draft { id lines(first: 2) { nodes { id } } } userErrors { code field message } } }`,
    { id: contractGid },
  );
  const d = draft.subscriptionContractUpdate.draft;
  if (!d) throw refused('subscriptionContractUpdate', draft.subscriptionContractUpdate.userErrors);
  const [planLine] = d.lines.nodes;
  if (!planLine || d.lines.nodes.length !== 1) throw new Error(`the contract has ${d.lines.nodes.length} lines, not the one plan line`);
  const policy = { interval: terms.unit, intervalCount: terms.count };
  const updated = await services.shopify.graphql<{ subscriptionDraftUpdate: { userErrors: UserErrors } }>(
    store,
    `mutation ContractPlanPolicy($id: ID!, $input: SubscriptionDraftInput!) { subscriptionDraftUpdate(draftId: $id, input: $input) { draft { id } userErrors { code field message } } }`,
    { id: d.id, input: { billingPolicy: policy, deliveryPolicy: policy } },
  );
  if (updated.subscriptionDraftUpdate.userErrors.length) throw refused('subscriptionDraftUpdate', updated.subscriptionDraftUpdate.userErrors);
  const line = await services.shopify.graphql<{ subscriptionDraftLineUpdate: { userErrors: UserErrors } }>(
    store,
    `mutation ContractPlanPrice($id: ID!, $line: ID!, $input: SubscriptionLineUpdateInput!) {
      subscriptionDraftLineUpdate(draftId: $id, lineId: $line, input: $input) { draft { id } userErrors { code field message } }
    }`,
    { id: d.id, line: planLine.id, input: { currentPrice: terms.price } },
  );
  if (line.subscriptionDraftLineUpdate.userErrors.length) throw refused('subscriptionDraftLineUpdate', line.subscriptionDraftLineUpdate.userErrors);
  const committed = await services.shopify.graphql<{ subscriptionDraftCommit: { contract: { id: string } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractPlanCommit($id: ID!) { subscriptionDraftCommit(draftId: $id) { contract { id } userErrors { code field message } } }`,
    { id: d.id },
  );
  if (!committed.subscriptionDraftCommit.contract) throw refused('subscriptionDraftCommit', committed.subscriptionDraftCommit.userErrors);
}

/** What a contract's copy needs of it: its customer, terms, card, delivery address and lines. */
export interface ContractTerms {
  gid: string;
  originOrderGid: string | null;
  customerGid: string;
  currencyCode: string;
  nextBillingDate: string;
  billingPolicy: { interval: IntervalUnit; intervalCount: number };
  deliveryPolicy: { interval: IntervalUnit; intervalCount: number };
  deliveryPrice: string;
  paymentMethodGid: string | null;
  address: Record<string, string | null> | null;
  lines: { id: string; variantId: string | null; quantity: number; sellingPlanId: string | null; sellingPlanName: string | null; currentPrice: string; customAttributes: { key: string; value: string | null }[] }[];
}

/** The terms of the contract `gid`, or null when there is none. */
export async function fetchContractTerms(services: Services, store: string, gid: string): Promise<ContractTerms | null> {
  const data = await services.shopify.graphql<{ subscriptionContract: any }>(
    store,
    `query ContractTerms($id: ID!) {
      subscriptionContract(id: $id) {
        id currencyCode nextBillingDate
        originOrder { id }
        customer { id }
        billingPolicy { interval intervalCount }
        deliveryPolicy { interval intervalCount }
        deliveryPrice { amount }
        customerPaymentMethod { id }
        deliveryMethod { ... on SubscriptionDeliveryMethodShipping { address { address1 address2 city company countryCode firstName lastName phone provinceCode zip } } }
        lines(first: 50) { nodes { id variantId quantity sellingPlanId sellingPlanName currentPrice { amount } customAttributes { key value } } }
      }
    }`,
    { id: gid },
  );
  const c = data.subscriptionContract;
  if (!c?.customer) return null;
  return {
    gid: c.id,
    originOrderGid: c.originOrder?.id ?? null,
    customerGid: c.customer.id,
    currencyCode: c.currencyCode,
    nextBillingDate: c.nextBillingDate,
    billingPolicy: c.billingPolicy,
    deliveryPolicy: c.deliveryPolicy,
    deliveryPrice: c.deliveryPrice.amount,
    paymentMethodGid: c.customerPaymentMethod?.id ?? null,
    address: c.deliveryMethod?.address ?? null,
    lines: c.lines.nodes.map((l: any) => ({ ...l, currentPrice: l.currentPrice.amount })),
  };
}

/** subscriptionContractAtomicCreate: a contract of `terms`' customer, terms, card and address with one line; answers its gid. */
export async function createContractLike(
  services: Services,
  store: string,
  terms: ContractTerms,
  line: ContractTerms['lines'][number] & { quantity: number },
  status: 'ACTIVE' | 'PAUSED',
): Promise<string> {
  const data = await services.shopify.graphql<{ subscriptionContractAtomicCreate: { contract: { id: string } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractCopy($input: SubscriptionContractAtomicCreateInput!) {
      subscriptionContractAtomicCreate(input: $input) { contract { id } userErrors { code field message } }
    }`,
    {
      input: {
        customerId: terms.customerGid,
        nextBillingDate: terms.nextBillingDate,
        currencyCode: terms.currencyCode,
        contract: {
          status,
          paymentMethodId: terms.paymentMethodGid,
          billingPolicy: terms.billingPolicy,
          deliveryPolicy: terms.deliveryPolicy,
          deliveryPrice: terms.deliveryPrice,
          ...(terms.address ? { deliveryMethod: { shipping: { address: terms.address } } } : {}),
        },
        lines: [
          {
            line: {
              productVariantId: line.variantId,
              quantity: line.quantity,
              currentPrice: line.currentPrice,
              sellingPlanId: line.sellingPlanId,
              sellingPlanName: line.sellingPlanName,
              customAttributes: line.customAttributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
            },
          },
        ],
      },
    },
  );
  const created = data.subscriptionContractAtomicCreate.contract;
  if (!created) throw refused('subscriptionContractAtomicCreate', data.subscriptionContractAtomicCreate.userErrors);
  return created.id;
}

/** Leaves a contract with one line of `quantity` through a committed draft (the other lines removed). */
export async function keepContractLine(services: Services, store: string, terms: ContractTerms, lineId: string, quantity: number): Promise<void> {
  const others = terms.lines.filter((l) => l.id !== lineId);
  const kept = terms.lines.find((l) => l.id === lineId);
  if (!kept) throw new Error(`the contract has no line ${lineId}`);
  if (!others.length && kept.quantity === quantity) return;
  const draft = await services.shopify.graphql<{ subscriptionContractUpdate: { draft: { id: string } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractSplitDraft($id: ID!) { subscriptionContractUpdate(contractId: $id) { draft { id } userErrors { code field message } } }`,
    { id: terms.gid },
  );
  const draftId = draft.subscriptionContractUpdate.draft?.id;
  if (!draftId) throw refused('subscriptionContractUpdate', draft.subscriptionContractUpdate.userErrors);
  for (const line of others) {
    const removed = await services.shopify.graphql<{ subscriptionDraftLineRemove: { userErrors: UserErrors } }>(
      store,
      `mutation ContractSplitRemove($id: ID!, $line: ID!) { subscriptionDraftLineRemove(draftId: $id, lineId: $line) { lineRemoved { id } userErrors { code field message } } }`,
      { id: draftId, line: line.id },
    );
    if (removed.subscriptionDraftLineRemove.userErrors.length) throw refused('subscriptionDraftLineRemove', removed.subscriptionDraftLineRemove.userErrors);
  }
  if (kept.quantity !== quantity) {
    const updated = await services.shopify.graphql<{ subscriptionDraftLineUpdate: { userErrors: UserErrors } }>(
      store,
      `mutation ContractSplitQuantity($id: ID!, $line: ID!, $input: SubscriptionLineUpdateInput!) {
        subscriptionDraftLineUpdate(draftId: $id, lineId: $line, input: $input) { draft { id } userErrors { code field message } }
      }`,
      { id: draftId, line: lineId, input: { quantity } },
    );
    if (updated.subscriptionDraftLineUpdate.userErrors.length) throw refused('subscriptionDraftLineUpdate', updated.subscriptionDraftLineUpdate.userErrors);
  }
  const committed = await services.shopify.graphql<{ subscriptionDraftCommit: { contract: { id: string } | null; userErrors: UserErrors } }>(
    store,
    `mutation ContractSplitCommit($id: ID!) { subscriptionDraftCommit(draftId: $id) { contract { id } userErrors { code field message } } }`,
    { id: draftId },
  );
  if (!committed.subscriptionDraftCommit.contract) throw refused('subscriptionDraftCommit', committed.subscriptionDraftCommit.userErrors);
}
