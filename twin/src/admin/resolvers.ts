// The Admin API's root fields over the twin's tables: webhook subscriptions, orders (orderCreate and a
// search by Shopify's query syntax), customers by email and selling plans by `node` id; the subscription
// surface is subscription-resolvers.ts. Objects carry __typename for the schema's interfaces and unions.
import type { TwinRuntime } from '../runtime.js';
import type { OrderRow } from '../checkout/orders.js';
import type { SellingPlanDoc } from '../catalogue/content.js';
import { gid, parseGid } from '../storefront/ids.js';
import { createOrder, type OrderCreateOrderInput } from './order-create.js';
import { lineItemId, type StoredOrderDoc } from './order-payload.js';
import { createGiftCard, isGiftCardCode, lastCharacters, normalizeGiftCardCode, type GiftCardRow } from '../gift-cards/store.js';
import { clockNow } from '../clock/clock.js';
import { subscriptionNode } from './subscription-resolvers.js';
import { TOPICS, WEBHOOK_API_VERSION, webhookSubscriptions, type TopicEnum, type WebhookSubscriptionRow } from './webhooks.js';

/** What each Admin API request runs with: the twin and the store whose token it carried. */
export interface AdminContext {
  rt: TwinRuntime;
  store: string;
}

const MAX_PAGE = 250;
const cursorOf = (id: number) => Buffer.from(`id:${id}`).toString('base64');
const idOfCursor = (cursor: string | null | undefined) => {
  const m = /^id:(\d+)$/.exec(Buffer.from(cursor ?? '', 'base64').toString('utf8'));
  return m ? Number(m[1]) : undefined;
};

/** A connection over rows with numeric ids: `first` after `after`. */
export function connection<R extends { id: number }, N>(rows: R[], args: { first?: number | null; after?: string | null }, node: (r: R) => N) {
  if (args.first === undefined || args.first === null) throw new Error('you must provide one of first or last');
  if (args.first < 0 || args.first > MAX_PAGE) throw new Error(`first must be between 0 and ${MAX_PAGE}`);
  const after = idOfCursor(args.after);
  const start = after === undefined ? 0 : rows.findIndex((r) => r.id === after) + 1;
  const page = rows.slice(start, start + args.first);
  const edges = page.map((r) => ({ cursor: cursorOf(r.id), node: node(r) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: start + page.length < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function webhookNode(r: WebhookSubscriptionRow) {
  return {
    __typename: 'WebhookSubscription',
    id: gid('WebhookSubscription', r.id),
    topic: r.topic,
    format: r.format,
    endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: r.callback_url },
    callbackUrl: r.callback_url,
    apiVersion: { handle: WEBHOOK_API_VERSION, displayName: WEBHOOK_API_VERSION, supported: true },
    includeFields: [],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The Admin API's GiftCard: its code only ever as its last characters. */
function giftCardNode(card: GiftCardRow) {
  const m = (n: number) => ({ amount: n.toFixed(2), currencyCode: card.currency });
  return {
    __typename: 'GiftCard',
    id: gid('GiftCard', card.id),
    balance: m(card.balance),
    initialValue: m(card.initial_value),
    lastCharacters: lastCharacters(card),
    maskedCode: `•••• •••• •••• ${lastCharacters(card)}`,
    enabled: !card.disabled_at,
    expiresOn: card.expires_on,
    note: card.note,
    createdAt: card.created_at,
  };
}

const bag = (m: { amount: string; currencyCode: string }) => ({ shopMoney: m, presentmentMoney: m });

/** The Admin API's Order of a stored order. */
export function orderNode(row: OrderRow) {
  const doc = JSON.parse(row.doc) as StoredOrderDoc & { fulfillmentStatus: string };
  return {
    __typename: 'Order',
    id: doc.id,
    name: doc.name,
    email: doc.email || null,
    createdAt: doc.processedAt,
    processedAt: doc.processedAt,
    currencyCode: doc.currencyCode,
    sourceIdentifier: doc._sourceIdentifier ?? null,
    sourceName: doc._sourceName ?? 'web',
    tags: doc._tags ?? [],
    customAttributes: (doc.customAttributes ?? []).map((a) => ({ key: a.key, value: a.value })),
    displayFinancialStatus: doc.financialStatus,
    displayFulfillmentStatus: doc.fulfillmentStatus === 'FULFILLED' ? 'FULFILLED' : 'UNFULFILLED',
    subtotalPriceSet: bag(doc.subtotalPrice),
    totalTaxSet: bag(doc.totalTax),
    totalShippingPriceSet: bag(doc.totalShippingPrice),
    totalPriceSet: bag(doc.totalPrice),
    lineItems: (args: { first?: number | null; after?: string | null }) =>
      connection(
        doc._lineItems.map((li, i) => ({ ...li, id: lineItemId(row.id, i) })),
        { first: args.first ?? MAX_PAGE, after: args.after },
        (li) => ({
          id: gid('LineItem', li.id),
          title: li.title,
          quantity: li.quantity,
          sku: li._sku ?? null,
          variant: li._variantId ? { __typename: 'ProductVariant', id: gid('ProductVariant', li._variantId), sku: li._sku ?? null } : null,
          customAttributes: (li.customAttributes ?? []).map((a) => ({ key: a.key, value: a.value })),
          originalUnitPriceSet: bag({ amount: String(li._unit ?? li.originalTotalPrice.amount), currencyCode: doc.currencyCode }),
        }),
      ),
  };
}

/** The terms of a search query: `field:value` (value quoted with ' or " when it has spaces), joined by spaces or AND. */
export function searchTerms(query: string): { field: string; value: string }[] {
  const terms: { field: string; value: string }[] = [];
  const re = /(\w+):(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\S+))/g;
  for (const m of query.matchAll(re)) terms.push({ field: m[1]!.toLowerCase(), value: (m[2] ?? m[3] ?? m[4] ?? '').replace(/\\(.)/g, '$1') });
  return terms;
}

/** Whether an order matches every term the twin knows (tag, email, name, source_identifier); other filters are not narrowed by. */
function matches(row: OrderRow, terms: { field: string; value: string }[]): boolean {
  const doc = JSON.parse(row.doc) as StoredOrderDoc;
  return terms.every(({ field, value }) => {
    if (field === 'tag') return (doc._tags ?? []).some((t) => t.toLowerCase() === value.toLowerCase());
    if (field === 'email') return row.customer_email.toLowerCase() === value.toLowerCase();
    if (field === 'name') return doc.name === value || doc.name === `#${value}`;
    if (field === 'source_identifier') return doc._sourceIdentifier === value;
    return true;
  });
}

function sellingPlanNode(rt: TwinRuntime, store: string, plan: SellingPlanDoc) {
  const interval = plan.frequency?.interval ?? 'MONTH';
  const intervalCount = plan.frequency?.count ?? 1;
  const currency = rt.stores.get(store)?.currency ?? 'USD';
  const service = plan.servicePrice;
  return {
    __typename: 'SellingPlan',
    id: plan.gid ?? gid('SellingPlan', plan.id),
    name: plan.name,
    category: 'SUBSCRIPTION',
    billingPolicy: { __typename: 'SellingPlanRecurringBillingPolicy', interval, intervalCount },
    // A plan that delivers nothing again (a collar's service plan) has a fixed delivery: the first order's.
    deliveryPolicy:
      plan.recurringDeliveries === false
        ? { __typename: 'SellingPlanFixedDeliveryPolicy', fulfillmentTrigger: 'ASAP' }
        : { __typename: 'SellingPlanRecurringDeliveryPolicy', interval, intervalCount },
    pricingPolicies: [
      {
        __typename: 'SellingPlanFixedPricingPolicy',
        adjustmentType: 'PERCENTAGE',
        adjustmentValue: { __typename: 'SellingPlanPricingPolicyPercentageValue', percentage: Number(plan.priceAdjustment?.percentage ?? 0) },
      },
      ...(service?.[currency] !== undefined
        ? [{
            __typename: 'SellingPlanRecurringPricingPolicy',
            afterCycle: 1,
            adjustmentType: 'PRICE',
            adjustmentValue: { __typename: 'MoneyV2', amount: service[currency].toFixed(2), currencyCode: currency },
          }]
        : []),
    ],
    // The renewal price in each market's currency, as the merchant keeps it in a JSON metafield.
    metafield: (args: { namespace?: string | null; key: string }) =>
      (args.namespace ?? '') === 'subscriptions' && args.key === 'service_prices' && service
        ? { namespace: 'subscriptions', key: 'service_prices', type: 'json', value: JSON.stringify(service) }
        : null,
  };
}

/** The root value: Query and Mutation fields. */
export const adminRoot = {
  node(args: { id: string }, ctx: AdminContext) {
    const parsed = parseGid(args.id);
    if (!parsed) return null;
    // A vaulted card's id is a token, not a number.
    if (parsed.type === 'CustomerPaymentMethod') return subscriptionNode(args.id, ctx);
    if (!/^\d+$/.test(parsed.id)) return null;
    const id = Number(parsed.id);
    if (parsed.type === 'SellingPlan') {
      const entry = ctx.rt.catalogue(ctx.store).sellingPlans.get(id);
      return entry ? sellingPlanNode(ctx.rt, ctx.store, entry.plan) : null;
    }
    if (parsed.type === 'Order') {
      const row = ctx.rt.db.prepare('SELECT * FROM orders WHERE id = ? AND store = ?').get(id, ctx.store) as OrderRow | undefined;
      return row ? orderNode(row) : null;
    }
    if (parsed.type === 'WebhookSubscription') {
      const row = webhookSubscriptions(ctx.rt.db, ctx.store).find((r) => r.id === id);
      return row ? webhookNode(row) : null;
    }
    return subscriptionNode(args.id, ctx);
  },

  orders(args: { first?: number | null; after?: string | null; query?: string | null; reverse?: boolean | null }, ctx: AdminContext) {
    const terms = searchTerms(args.query ?? '');
    const rows = (ctx.rt.db.prepare('SELECT * FROM orders WHERE store = ? ORDER BY id').all(ctx.store) as OrderRow[]).filter((r) => matches(r, terms));
    if (args.reverse) rows.reverse();
    return connection(rows, args, orderNode);
  },

  customers(args: { first?: number | null; after?: string | null; query?: string | null; reverse?: boolean | null }, ctx: AdminContext) {
    const terms = searchTerms(args.query ?? '');
    type Row = { id: number; email: string; first_name: string | null; last_name: string | null; tags: string; created_at: string };
    const rows = (ctx.rt.db.prepare('SELECT id, email, first_name, last_name, tags, created_at FROM customers WHERE store = ? ORDER BY id').all(ctx.store) as Row[]).filter((r) =>
      terms.every(({ field, value }) => (field === 'email' ? r.email.toLowerCase() === value.toLowerCase() : true)),
    );
    if (args.reverse) rows.reverse();
    return connection(rows, args, (r) => ({
      __typename: 'Customer',
      id: gid('Customer', r.id),
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      tags: JSON.parse(r.tags) as string[],
      createdAt: r.created_at,
    }));
  },

  webhookSubscriptions(args: { first?: number | null; after?: string | null; topics?: TopicEnum[] | null; callbackUrl?: string | null }, ctx: AdminContext) {
    const rows = webhookSubscriptions(ctx.rt.db, ctx.store, args.topics ?? undefined).filter((r) => !args.callbackUrl || r.callback_url === args.callbackUrl);
    return connection(rows, args, webhookNode);
  },

  orderCreate(args: { order: OrderCreateOrderInput; options?: { sendReceipt?: boolean | null } | null }, ctx: AdminContext) {
    const { order, userErrors } = createOrder(ctx.rt, ctx.store, args.order, args.options ?? {});
    return { order: order ? orderNode(order) : null, userErrors };
  },

  webhookSubscriptionCreate(args: { topic: TopicEnum; webhookSubscription: { callbackUrl?: string | null; format?: 'JSON' | 'XML' | null } }, ctx: AdminContext) {
    const url = args.webhookSubscription.callbackUrl ?? '';
    if (!/^https?:\/\/\S+$/.test(url)) {
      return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address is invalid' }] };
    }
    if (!(args.topic in TOPICS)) return { webhookSubscription: null, userErrors: [{ field: ['topic'], message: 'Topic is invalid' }] };
    const db = ctx.rt.db;
    const taken = webhookSubscriptions(db, ctx.store, [args.topic]).find((r) => r.callback_url === url);
    if (taken) return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' }] };
    const now = new Date().toISOString();
    const info = db
      .prepare('INSERT INTO admin_webhook_subscriptions (store, topic, callback_url, format, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ctx.store, args.topic, url, args.webhookSubscription.format ?? 'JSON', now, now);
    const row = webhookSubscriptions(db, ctx.store).find((r) => r.id === Number(info.lastInsertRowid))!;
    return { webhookSubscription: webhookNode(row), userErrors: [] };
  },

  giftCardCreate(args: { input: { initialValue: string; code?: string | null; note?: string | null; expiresOn?: string | null } }, ctx: AdminContext) {
    const { input } = args;
    const fail = (field: string, message: string, code: string) => ({ giftCard: null, giftCardCode: null, userErrors: [{ field: ['input', field], message, code }] });
    const value = Number(input.initialValue);
    if (!Number.isFinite(value) || value <= 0) return fail('initialValue', 'Initial value must be greater than 0', 'GREATER_THAN');
    const code = input.code ? normalizeGiftCardCode(input.code) : null;
    if (code !== null && code.length < 8) return fail('code', 'Code is too short (minimum is 8 characters)', 'TOO_SHORT');
    if (code !== null && code.length > 20) return fail('code', 'Code is too long (maximum is 20 characters)', 'TOO_LONG');
    if (code !== null && !isGiftCardCode(code)) return fail('code', 'Code can only contain letters and numbers', 'INVALID');
    if (input.expiresOn && !/^\d{4}-\d{2}-\d{2}$/.test(input.expiresOn)) return fail('expiresOn', 'Expires on is invalid', 'INVALID');
    const store = ctx.rt.stores.get(ctx.store)!;
    const card = createGiftCard(ctx.rt.db, { store: ctx.store, currency: store.currency, initialValue: value, code, note: input.note, expiresOn: input.expiresOn, now: clockNow(ctx.rt.db).toISOString() });
    if (card === 'taken') return fail('code', 'Code has already been taken', 'TAKEN');
    return { giftCard: giftCardNode(card), giftCardCode: card.code, userErrors: [] };
  },

  webhookSubscriptionDelete(args: { id: string }, ctx: AdminContext) {
    const parsed = parseGid(args.id);
    const id = parsed?.type === 'WebhookSubscription' ? Number(parsed.id) : NaN;
    const deleted = ctx.rt.db.prepare('DELETE FROM admin_webhook_subscriptions WHERE id = ? AND store = ?').run(id, ctx.store).changes;
    if (!deleted) return { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] };
    return { deletedWebhookSubscriptionId: args.id, userErrors: [] };
  },
};
