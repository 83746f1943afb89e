// Helpers of the subscriptions tests: a stack (twin + services) whose twin sends orders/create to the
// services, buying through the twin's real cart and checkout, calling the subscriptions API as a
// signed-in customer, moving the twin's clock, and waiting for webhooks to be delivered.
import path from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { ADMIN_HEADERS, checkoutForm } from '../../twin/test/helpers.js';
import * as D from '../../twin/test/documents.js';
import type { Stack } from './harness.js';

/** The repository's content/ (Homing's collars and their service plans). */
export const REPO_CONTENT = path.join(__dirname, '..', '..', 'content');

/** Waits until `check` is true (polling every 50 ms), or throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Places a cart's order through the twin's checkout form; answers its status. A connection the twin
 * closed as idle just as it was reused is tried again: a completed checkout answers its order again.
 */
async function checkout(checkoutUrl: string, email: string, fields: Record<string, string> = {}): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(checkoutUrl.replace(/\?[\s\S]*$/, ''), {
        method: 'POST',
        body: checkoutForm(new URL(checkoutUrl).searchParams.get('key') ?? '', { email, ...fields }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      await res.body?.cancel();
      return res.status;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Adds every Admin API document the stack's services send from now on to `sent` (to check them against Shopify's schema). */
export function recordAdminDocuments(stack: Stack, sent: Set<string>): void {
  const shopify = stack.services.services.shopify;
  const real = shopify.graphql.bind(shopify);
  shopify.graphql = ((store: string, query: string, variables?: Record<string, unknown>) => {
    sent.add(query);
    return real(store, query, variables);
  }) as typeof real;
}

/** Subscription helpers over a started stack. */
export function subscriptionsOf(stack: Stack) {
  const twinDb = () => stack.twin.db;

  /** Waits until the services registered their webhooks of `store` with the twin (subscription_contracts/create is the last). */
  async function registered(store: string): Promise<void> {
    await until(() => !!twinDb().prepare("SELECT 1 FROM admin_webhook_subscriptions WHERE store = ? AND topic = 'SUBSCRIPTION_CONTRACTS_CREATE'").get(store), `the ${store} webhooks`);
  }

  /** Waits until every queued webhook delivery of the twin was delivered (or given up). */
  async function delivered(): Promise<void> {
    await until(() => !twinDb().prepare('SELECT 1 FROM admin_webhook_deliveries WHERE delivered_at IS NULL AND given_up_at IS NULL').get(), 'webhook deliveries');
  }

  /** Buys lines through the twin's cart and checkout as `email` (checkout `fields` such as the card); resolves once the order's webhooks were delivered. */
  async function buy(store: string, email: string, lines: { merchandiseId: string; quantity: number; sellingPlanId?: string }[], fields: Record<string, string> = {}): Promise<void> {
    await registered(store);
    const token = stack.twin.runtime.stores.get(store)!.storefrontAccessToken;
    const client = new GraphQLClient(`${stack.twin.url}/shops/${store}/api/2025-04/graphql.json`, { headers: { 'X-Shopify-Storefront-Access-Token': token } });
    const created = await client.request<any>(D.CART_CREATE, { input: { buyerIdentity: { countryCode: 'US', email }, lines } });
    if (created.cartCreate.userErrors.length) throw new Error(JSON.stringify(created.cartCreate.userErrors));
    const status = await checkout(created.cartCreate.cart.checkoutUrl, email, fields);
    if (status !== 303) throw new Error(`checkout answered ${status}`);
    await delivered();
  }

  /** Calls the services as the holder of `token` in `store` (no store with ''). */
  async function api(method: string, pathname: string, token: string | null, body?: unknown, store = 'trailmate-us') {
    const url = new URL(pathname, stack.url);
    if (store) url.searchParams.set('store', store);
    const res = await stack.call(method, url.pathname + url.search, body, token ? { authorization: `Bearer ${token}` } : {});
    return { status: res.status, json: res.body };
  }

  /** Moves the twin's clock (the services' hook charges what fell due). */
  async function clock(body: { advanceDays: number } | { now: string }): Promise<{ status: number; json: any }> {
    const res = await fetch(`${stack.twin.url}/__clock`, { method: 'POST', headers: { 'content-type': 'application/json', ...ADMIN_HEADERS }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  }

  /** The twin clock's now. */
  async function now(): Promise<Date> {
    const res = await fetch(`${stack.twin.url}/__clock`, { headers: ADMIN_HEADERS });
    return new Date(((await res.json()) as { now: string }).now);
  }

  /** The store's orders (the twin's rows, documents parsed), oldest first. */
  function orders(email?: string): { id: number; doc: any; processed_at: string }[] {
    const rows = (email
      ? twinDb().prepare('SELECT * FROM orders WHERE customer_email = ? ORDER BY id').all(email)
      : twinDb().prepare('SELECT * FROM orders ORDER BY id').all()) as { id: number; doc: string; processed_at: string }[];
    return rows.map((r) => ({ ...r, doc: JSON.parse(r.doc) }));
  }

  /** The billing attempts that paid, each with its period (the idempotency key before `#n`) and order id. */
  function paidAttempts(): { key: string; period: string; orderId: number }[] {
    const rows = twinDb().prepare('SELECT idempotency_key, order_id FROM admin_subscription_billing_attempts WHERE order_id IS NOT NULL ORDER BY id').all() as {
      idempotency_key: string;
      order_id: number;
    }[];
    return rows.map((r) => ({ key: r.idempotency_key, period: r.idempotency_key.replace(/#\d+$/, ''), orderId: r.order_id }));
  }

  /** The mails to `to` whose subject is `subject`, once there are at least `atLeast` (waits up to 10 s). */
  async function mailsTitled(to: string, subject: string | RegExp, atLeast = 1): Promise<{ subject: string; text: string }[]> {
    const matching = async () => (await stack.mails(to)).filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
    await until(async () => (await matching()).length >= atLeast, `${atLeast} mail(s) "${subject}" to ${to}`);
    return matching();
  }

  return { registered, delivered, buy, api, clock, now, orders, paidAttempts, mailsTitled };
}
