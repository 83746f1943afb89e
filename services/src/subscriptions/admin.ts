// What subscriptions ask of Shopify's Admin GraphQL API: a selling plan by id (its period, whether it
// delivers, its renewal price per currency), an order found by its tag, a new paid order (a renewal
// or a service plan's term), and the store's webhook registrations (orders/create, customers/update).
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
