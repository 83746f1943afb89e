// Shopify's webhooks as the twin sends them: subscriptions registered through the Admin API, and a
// delivery per subscription for each event, written in the transaction that causes it and sent once
// it commits: POST of the JSON payload signed with the store's webhook secret (X-Shopify-Hmac-Sha256),
// retried on a failure or a non-2xx answer with doubling waits, 8 tries in all as Shopify does
// (about 4 hours; TWIN_WEBHOOK_RETRY_MS sets the first wait, short in tests).
import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';
import { storeSecret } from '../catalogue/store-secrets.js';

/** The API version deliveries are made at. */
export const WEBHOOK_API_VERSION = '2025-04';
/** Tries per delivery, first one included. */
export const WEBHOOK_ATTEMPTS = 8;
// 127 × this (the waits between 8 tries, doubling) is about 4 hours.
const DEFAULT_RETRY_MS = 113_000;
const ATTEMPT_TIMEOUT_MS = 5_000;

/** Topics by their GraphQL enum value and their header name. */
export const TOPICS = {
  ORDERS_CREATE: 'orders/create',
  CUSTOMERS_UPDATE: 'customers/update',
  CUSTOMER_PAYMENT_METHODS_UPDATE: 'customer_payment_methods/update',
  SUBSCRIPTION_CONTRACTS_CREATE: 'subscription_contracts/create',
  SUBSCRIPTION_CONTRACTS_UPDATE: 'subscription_contracts/update',
  SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS: 'subscription_billing_attempts/success',
  SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE: 'subscription_billing_attempts/failure',
} as const;
/** A topic's GraphQL enum value. */
export type TopicEnum = keyof typeof TOPICS;

/** A row of `admin_webhook_subscriptions`. */
export interface WebhookSubscriptionRow {
  id: number;
  store: string;
  topic: TopicEnum;
  callback_url: string;
  format: 'JSON' | 'XML';
  created_at: string;
  updated_at: string;
}

interface DeliveryRow {
  id: number;
  webhook_id: string;
  event_id: string;
  store: string;
  topic: TopicEnum;
  callback_url: string;
  body: string;
  triggered_at: string;
  attempts: number;
}

/** The first wait before a retry (TWIN_WEBHOOK_RETRY_MS, read at each retry). */
export function retryBaseMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.TWIN_WEBHOOK_RETRY_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_RETRY_MS;
}

/** The subscriptions of a store, oldest first; only those of `topics` when given. */
export function webhookSubscriptions(db: Db, store: string, topics?: TopicEnum[]): WebhookSubscriptionRow[] {
  const rows = db.prepare('SELECT * FROM admin_webhook_subscriptions WHERE store = ? ORDER BY id').all(store) as WebhookSubscriptionRow[];
  return topics?.length ? rows.filter((r) => topics.includes(r.topic)) : rows;
}

/** Sends the queued deliveries of one twin; `queue` is called inside the event's transaction. */
export class WebhookSender {
  private timer: NodeJS.Timeout | undefined;
  private readonly sending = new Set<number>();
  private closed = false;

  constructor(private readonly db: Db) {}

  /** Queues one delivery of `payload` per subscription of the store to `topic`; they are sent after the caller's transaction commits. */
  queue(store: string, topic: TopicEnum, payload: unknown): void {
    const subs = webhookSubscriptions(this.db, store, [topic]);
    if (!subs.length) return;
    const body = JSON.stringify(payload);
    const eventId = randomUUID();
    const insert = this.db.prepare(`INSERT INTO admin_webhook_deliveries (webhook_id, event_id, subscription_id, store, topic, callback_url, body, triggered_at, next_attempt_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const at = new Date();
    for (const sub of subs) insert.run(randomUUID(), eventId, sub.id, store, topic, sub.callback_url, body, at.toISOString(), at.getTime());
    // A transaction of better-sqlite3 runs synchronously: this runs once it has committed (or rolled back, leaving nothing to send).
    setImmediate(() => this.kick());
  }

  /** Sends what is due now and plans the next look. */
  kick(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    const due = this.db
      .prepare('SELECT * FROM admin_webhook_deliveries WHERE delivered_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= ? ORDER BY id')
      .all(now) as DeliveryRow[];
    for (const d of due) {
      if (this.sending.has(d.id)) continue;
      this.sending.add(d.id);
      void this.attempt(d).finally(() => {
        this.sending.delete(d.id);
        this.plan();
      });
    }
    this.plan();
  }

  /** Stops sending; deliveries left wait in the table for the next start. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private plan(): void {
    if (this.closed || this.timer) return;
    const next = this.db
      .prepare('SELECT MIN(next_attempt_at) AS at FROM admin_webhook_deliveries WHERE delivered_at IS NULL AND given_up_at IS NULL')
      .get() as { at: number | null };
    if (next.at === null) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.kick();
    }, Math.max(0, next.at - Date.now()));
    this.timer.unref();
  }

  private async attempt(d: DeliveryRow): Promise<void> {
    const hmac = createHmac('sha256', storeSecret(d.store, 'webhook')).update(d.body, 'utf8').digest('base64');
    let status = 0;
    try {
      const res = await fetch(d.callback_url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Shopify-Captain-Hook',
          'x-shopify-topic': TOPICS[d.topic],
          'x-shopify-hmac-sha256': hmac,
          'x-shopify-shop-domain': `${d.store}.myshopify.com`,
          'x-shopify-webhook-id': d.webhook_id,
          'x-shopify-event-id': d.event_id,
          'x-shopify-api-version': WEBHOOK_API_VERSION,
          'x-shopify-triggered-at': d.triggered_at,
        },
        body: d.body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      // No answer (refused, reset or timed out): tried again below.
    }
    if (this.closed) return;
    const attempts = d.attempts + 1;
    const now = new Date();
    if (status >= 200 && status < 300) {
      this.db.prepare('UPDATE admin_webhook_deliveries SET attempts = ?, last_status = ?, delivered_at = ? WHERE id = ?').run(attempts, status, now.toISOString(), d.id);
    } else if (attempts >= WEBHOOK_ATTEMPTS) {
      this.db.prepare('UPDATE admin_webhook_deliveries SET attempts = ?, last_status = ?, given_up_at = ? WHERE id = ?').run(attempts, status || null, now.toISOString(), d.id);
    } else {
      const wait = retryBaseMs() * 2 ** (attempts - 1);
      this.db.prepare('UPDATE admin_webhook_deliveries SET attempts = ?, last_status = ?, next_attempt_at = ? WHERE id = ?').run(attempts, status || null, now.getTime() + wait, d.id);
    }
  }
}

const senders = new WeakMap<Db, WebhookSender>();

/** The webhook sender of a twin's database (one per twin). */
export function webhookSender(db: Db): WebhookSender {
  let sender = senders.get(db);
  if (!sender) senders.set(db, (sender = new WebhookSender(db)));
  return sender;
}
