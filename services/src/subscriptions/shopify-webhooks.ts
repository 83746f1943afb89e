// The Shopify webhooks subscriptions takes from each store (orders/create makes subscriptions,
// customers/update keeps them with their customer, subscription_contracts/create and
// customer_payment_methods/update, contracts.ts), where each is received, and what every delivery
// goes through: the HMAC checked with the store's webhook secret (401 otherwise), the topic header,
// the payload read with the topic's schema (400 otherwise), and its X-Shopify-Webhook-Id spent once
// across instances, in the transaction that stores what the delivery changed, so a delivery that fails
// is answered 500, not remembered, and Shopify sends it again.
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Hono } from 'hono';
import { verifyWebhook } from '../vendors/shopify.js';
import { readBytes } from '../http/answers.js';
import { spendOnce } from '../core/rate-limit.js';
import type { Database } from '../db/schema.js';
import type { Services, ServicesEnv } from '../part.js';

/** Each webhook by its topic (Admin GraphQL's WebhookSubscriptionTopic): the X-Shopify-Topic it comes with and its path here. */
export const SHOPIFY_WEBHOOKS = {
  ORDERS_CREATE: { header: 'orders/create', path: '/webhooks/shopify/:store/orders-create' },
  CUSTOMERS_UPDATE: { header: 'customers/update', path: '/webhooks/shopify/:store/customers-update' },
  CUSTOMER_PAYMENT_METHODS_UPDATE: { header: 'customer_payment_methods/update', path: '/webhooks/shopify/:store/customer-payment-methods-update' },
  // Registered last: once it is, every topic is.
  SUBSCRIPTION_CONTRACTS_CREATE: { header: 'subscription_contracts/create', path: '/webhooks/shopify/:store/subscription-contracts-create' },
} as const;
/** A topic the services register. */
export type WebhookTopic = keyof typeof SHOPIFY_WEBHOOKS;

/** A Shopify id as webhooks send it (a number), kept as its decimal text. */
export const shopifyId = z.union([z.number(), z.string()]).transform(String);

/** Largest webhook body read. */
const MAX_WEBHOOK_BYTES = 5 * 1024 * 1024;
/** How long a delivery id is remembered (Shopify retries for 4 hours). */
const WEBHOOK_ID_KEEP_MS = 7 * 24 * 3600 * 1000;

/** The URL a store's webhook of `topic` is registered at. */
export function webhookUrl(services: Services, store: string, topic: WebhookTopic): string {
  return `${services.config.publicUrl}${SHOPIFY_WEBHOOKS[topic].path.replace(':store', encodeURIComponent(store))}`;
}

/** Marks a delivery handled; false when it already was (inside a transaction: undone with it). */
export function spendDelivery(db: Kysely<Database>, webhookId: string): Promise<boolean> {
  return spendOnce(db, 'shopify-webhook', webhookId, WEBHOOK_ID_KEEP_MS);
}

/** How one topic's deliveries are read and handled. */
export interface WebhookHandler<S extends z.ZodTypeAny> {
  topic: WebhookTopic;
  schema: S;
  /** What the payload is, for the 400 answer ("The order could not be read"). */
  noun: string;
  /** Handles a verified delivery; spends its id with spendDelivery in the transaction that stores its effect. */
  receive(store: string, webhookId: string, payload: z.infer<S>): Promise<string>;
  /** Fields the handled delivery is logged with. */
  describe(payload: z.infer<S>): Record<string, unknown>;
}

/** `POST <path>`: one topic's deliveries of every store. */
export function shopifyWebhookRoute<S extends z.ZodTypeAny>(app: Hono<ServicesEnv>, services: Services, handler: WebhookHandler<S>): void {
  const { header, path } = SHOPIFY_WEBHOOKS[handler.topic];
  app.post(path, async (c) => {
    const settings = services.stores.get(c.req.param('store') ?? '');
    if (!settings) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const raw = await readBytes(c, MAX_WEBHOOK_BYTES);
    if (raw === null) return c.json({ error: { code: 'TOO_LARGE', message: 'Request body too large' } }, 413);
    if (!verifyWebhook(raw, c.req.header('x-shopify-hmac-sha256'), settings.webhookSecret)) {
      return c.json({ error: { code: 'UNAUTHORIZED', message: 'The webhook signature does not match' } }, 401);
    }
    const webhookId = c.req.header('x-shopify-webhook-id');
    if (c.req.header('x-shopify-topic') !== header || !webhookId) return c.json({ ignored: true });
    let parsed;
    try {
      parsed = handler.schema.safeParse(JSON.parse(raw.toString('utf8')));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      c.var.log.error({ webhookId, store: settings.name }, `a ${header} payload could not be read`);
      return c.json({ error: { code: 'MALFORMED', message: `The ${handler.noun} could not be read` } }, 400);
    }
    const payload = parsed.data as z.infer<S>;
    const outcome = await handler.receive(settings.name, webhookId, payload);
    c.var.log.info({ webhookId, store: settings.name, ...handler.describe(payload), outcome }, header);
    return c.json({ outcome });
  });
}
