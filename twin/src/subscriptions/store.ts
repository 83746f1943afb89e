import type { Db } from '../db/open.js';
import { frequencyLabel, type PaymentMethod, type Subscription } from '../../../wire/subscriptions.js';

/** A row of `subscriptions` with the columns this module adds. */
export interface SubscriptionRow {
  id: number;
  store: string;
  customer_email: string;
  order_id: number;
  variant_id: number;
  sku: string | null;
  product_title: string;
  quantity: number;
  selling_plan_id: number;
  selling_plan_name: string;
  interval_unit: string;
  interval_count: number;
  price_per_item: string;
  currency: string;
  status: string;
  next_billing_date: string;
  next_shipping_date: string;
  shipping_address: string;
  created_at: string;
  updated_at: string;
  kind: 'autoship' | 'service';
  pet_name: string | null;
  lte_expires_at: string | null;
  payment_method_id: number | null;
  paused_until: string | null;
  cancel_reason: string | null;
  cancel_feedback: string | null;
  cancelled_at: string | null;
  renewals: number;
}

/** A row of `payment_methods`. */
export interface PaymentMethodRow {
  id: number;
  store: string;
  customer_email: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_address: string;
  created_at: string;
  updated_at: string;
}

type StoredAddress = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const maybe = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The wire address of a stored MailingAddress document. */
export function wireAddress(json: string): Subscription['shippingAddress'] {
  const a = JSON.parse(json) as StoredAddress;
  return {
    firstName: text(a.firstName),
    lastName: text(a.lastName),
    address1: text(a.address1),
    address2: maybe(a.address2),
    city: text(a.city),
    province: maybe(a.province),
    zip: text(a.zip),
    country: text(a.country),
    countryCode: text(a.countryCodeV2 ?? a.countryCode),
    phone: maybe(a.phone),
  };
}

/** The wire shape of a stored subscription. */
export function wireSubscription(r: SubscriptionRow): Subscription {
  const unit = r.interval_unit === 'WEEK' ? 'weeks' : 'months';
  const count = r.interval_unit === 'YEAR' ? r.interval_count * 12 : r.interval_count;
  return {
    id: r.id,
    kind: r.kind,
    sku: r.sku,
    productTitle: r.product_title,
    sellingPlanName: r.selling_plan_name,
    quantity: r.quantity,
    scheduledAt: r.kind === 'service' ? null : r.next_shipping_date,
    frequency: { unit, count, label: frequencyLabel(unit, count) },
    shippingAddress: wireAddress(r.shipping_address),
    pricePerItem: { amount: r.price_per_item, currencyCode: r.currency },
    nextBillingDate: r.next_billing_date,
    status: r.status as Subscription['status'],
    pausedUntil: r.paused_until,
    petName: r.pet_name,
    lteServiceExpiry: r.lte_expires_at,
    paymentMethodId: r.payment_method_id,
    createdAt: r.created_at,
    cancelledAt: r.status === 'CANCELLED' ? (r.cancelled_at ?? null) : null,
  };
}

/** The wire shape of a stored card with the subscriptions it pays for. */
export function wirePaymentMethod(db: Db, r: PaymentMethodRow, now: Date): PaymentMethod {
  const ids = (db.prepare('SELECT id FROM subscriptions WHERE payment_method_id = ? ORDER BY id').all(r.id) as { id: number }[]).map((x) => x.id);
  // A card is good through the last day of its expiry month.
  const expired = Date.UTC(r.exp_year, r.exp_month, 1) <= now.getTime();
  return {
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expiry: { month: r.exp_month, year: r.exp_year },
    expired,
    billingAddress: wireAddress(r.billing_address),
    subscriptionIds: ids,
  };
}

/** Queries over one customer's subscriptions and cards in one store. */
export function customerRecords(db: Db, store: string, email: string) {
  return {
    subscriptions: () =>
      db.prepare('SELECT * FROM subscriptions WHERE store = ? AND customer_email = ? ORDER BY id').all(store, email) as SubscriptionRow[],
    subscription: (id: number) =>
      db.prepare('SELECT * FROM subscriptions WHERE id = ? AND store = ? AND customer_email = ?').get(id, store, email) as SubscriptionRow | undefined,
    paymentMethods: () =>
      db.prepare('SELECT * FROM payment_methods WHERE store = ? AND customer_email = ? ORDER BY id').all(store, email) as PaymentMethodRow[],
    paymentMethod: (id: number) =>
      db.prepare('SELECT * FROM payment_methods WHERE id = ? AND store = ? AND customer_email = ?').get(id, store, email) as PaymentMethodRow | undefined,
  };
}

/** Reads one subscription by id. */
export function subscriptionById(db: Db, id: number): SubscriptionRow {
  return db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow;
}
