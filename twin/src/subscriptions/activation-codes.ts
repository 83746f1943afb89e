import { randomBytes } from 'node:crypto';
import type { TwinRuntime } from '../runtime.js';
import type { Db } from '../db/open.js';
import { sendMail } from '../outbox/index.js';
import type { OrderRow } from '../checkout/orders.js';
import { twinNow } from './clock.js';
import type { SubscriptionRow } from './store.js';

const COPY_SUBSCRIPTION = `INSERT INTO subscriptions (store, customer_email, order_id, variant_id, sku, product_title, quantity, selling_plan_id,
  selling_plan_name, interval_unit, interval_count, price_per_item, currency, status, next_billing_date, next_shipping_date, shipping_address,
  created_at, updated_at, kind, payment_method_id)
  SELECT store, customer_email, order_id, variant_id, sku, product_title, 1, selling_plan_id, selling_plan_name, interval_unit, interval_count,
  price_per_item, currency, status, next_billing_date, next_shipping_date, shipping_address, created_at, updated_at, kind, payment_method_id
  FROM subscriptions WHERE id = ?`;

// No 0/O or 1/I, so a code read off a mail is typed right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh activation code such as HM-7KQ2-P9XD. */
export function newActivationCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `HM-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Whether a selling plan of the store is a collar service plan (a plan that delivers nothing). */
export function isServicePlan(rt: TwinRuntime, store: string, planId: number): boolean {
  const entry = rt.catalogue(store).sellingPlans.get(planId);
  return !!entry && entry.plan.recurringDeliveries === false;
}

/** Mails a collar's activation code. */
export function mailActivationCode(db: Db, email: string, code: string, productTitle: string): void {
  sendMail(db, {
    to: email,
    subject: 'Activate your collar',
    text: [
      `Your ${productTitle} is on its way.`,
      '',
      `Activation code: ${code}`,
      '',
      'Open the app, choose Activate collar, and enter this code with your email address, your pet’s name and a service plan.',
    ].join('\n'),
  });
}

// A twin built without this module has no payment_methods table; its checkout must still work.
const mountedDbs = new WeakMap<Db, boolean>();
function mounted(db: Db): boolean {
  let yes = mountedDbs.get(db);
  if (yes === undefined) {
    yes = !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payment_methods'").get();
    mountedDbs.set(db, yes);
  }
  return yes;
}

/** After an order: its subscriptions get the customer's card; collar plans wait for activation and mail a code. */
export function onCollarOrSubscriptionOrder(rt: TwinRuntime, order: OrderRow): void {
  const db = rt.db;
  if (!mounted(db)) return;
  const subs = db.prepare('SELECT * FROM subscriptions WHERE order_id = ?').all(order.id) as SubscriptionRow[];
  if (!subs.length) return;
  const now = twinNow(db);
  const doc = JSON.parse(order.doc) as { billingAddress?: unknown };
  // The twin's checkout keeps no card details, only that the test card paid: record it as the customer's card.
  const card = db
    .prepare(`INSERT INTO payment_methods (store, customer_email, brand, last4, exp_month, exp_year, billing_address, created_at, updated_at)
      VALUES (?, ?, 'Visa', '4242', 12, ?, ?, ?, ?)`)
    .run(order.store, order.customer_email, now.getUTCFullYear() + 3, JSON.stringify(doc.billingAddress ?? {}), now.toISOString(), now.toISOString());
  const cardId = Number(card.lastInsertRowid);
  for (const sub of subs) {
    if (!isServicePlan(rt, sub.store, sub.selling_plan_id)) {
      db.prepare('UPDATE subscriptions SET payment_method_id = ? WHERE id = ?').run(cardId, sub.id);
      continue;
    }
    db.prepare("UPDATE subscriptions SET kind = 'service', status = 'AWAITING_ACTIVATION', quantity = 1, payment_method_id = ? WHERE id = ?").run(cardId, sub.id);
    // Each collar is activated on its own, so a line of n collars becomes n service subscriptions with a code each.
    const ids = [sub.id];
    for (let i = 1; i < sub.quantity; i++) ids.push(Number(db.prepare(COPY_SUBSCRIPTION).run(sub.id).lastInsertRowid));
    for (const id of ids) {
      const code = newActivationCode();
      db.prepare('INSERT INTO collar_activation_codes (code, store, customer_email, subscription_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
        code, sub.store, sub.customer_email, id, now.toISOString());
      mailActivationCode(db, sub.customer_email, code, sub.product_title);
    }
  }
}
