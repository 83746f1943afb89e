// Reading subscriptions and cards: one customer's in one store, and their wire shapes (wire/subscriptions.ts).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { frequencyLabel, type PaymentMethod, type Subscription } from '../../../wire/subscriptions.js';
import type { SubscriptionTables } from './tables.js';

/** A subscription row. */
export type SubscriptionRow = Selectable<SubscriptionTables['subscriptions']>;
/** A card row. */
export type PaymentMethodRow = Selectable<SubscriptionTables['subscription_payment_methods']>;
/** An address as stored: the wire's fields and the province code Shopify's inputs take. */
export type StoredAddress = Subscription['shippingAddress'] & { provinceCode: string | null };

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const maybe = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** An address of Shopify's REST JSON (an order's shipping or billing address) as stored. */
export function storedAddress(a: Record<string, unknown> | null | undefined): StoredAddress {
  const x = a ?? {};
  return {
    firstName: text(x.first_name),
    lastName: text(x.last_name),
    address1: text(x.address1),
    address2: maybe(x.address2),
    city: text(x.city),
    province: maybe(x.province),
    zip: text(x.zip),
    country: text(x.country),
    countryCode: text(x.country_code),
    phone: maybe(x.phone),
    provinceCode: maybe(x.province_code),
  };
}

/** The stored JSON of an address read back. */
export function readAddress(json: string): StoredAddress {
  const a = JSON.parse(json) as Partial<StoredAddress>;
  return {
    firstName: text(a.firstName),
    lastName: text(a.lastName),
    address1: text(a.address1),
    address2: maybe(a.address2),
    city: text(a.city),
    province: maybe(a.province),
    zip: text(a.zip),
    country: text(a.country),
    countryCode: text(a.countryCode),
    phone: maybe(a.phone),
    provinceCode: maybe(a.provinceCode),
  };
}

/** The wire address of stored JSON. */
export function wireAddress(json: string): Subscription['shippingAddress'] {
  const { provinceCode: _code, ...wire } = readAddress(json);
  return wire;
}

/** An amount as Shopify's Decimal writes it: the shortest exact form with at least one decimal ("29.0", "24.95"). */
export function decimal(amount: number | string): string {
  return (Math.round(Number(amount) * 100) / 100).toFixed(2).replace(/0$/, '');
}

/** Rounds to cents. */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
}

/** What one period of a subscription charges: `quantity` units at `unitPrice`, and tax at `taxRate` on that. */
export function periodCharge(unitPrice: number | string, quantity: number, taxRate: number | string): { unit: number; subtotal: number; tax: number; total: number } {
  const unit = Number(unitPrice);
  const subtotal = cents(unit * quantity);
  const tax = cents(subtotal * Number(taxRate));
  return { unit, subtotal, tax, total: cents(subtotal + tax) };
}

/** The wire shape of a subscription. */
export function wireSubscription(r: SubscriptionRow): Subscription {
  const unit = r.interval_unit === 'WEEK' ? 'weeks' : 'months';
  const count = r.interval_unit === 'YEAR' ? r.interval_count * 12 : r.interval_count;
  const next = r.next_billing_date.toISOString();
  // A collar's plan bills nothing until the collar is activated, which charges its first term.
  const awaiting = r.kind === 'service' && r.status === 'AWAITING_ACTIVATION';
  return {
    id: r.id,
    kind: r.kind,
    sku: r.sku,
    productTitle: r.product_title,
    sellingPlanName: r.selling_plan_name,
    quantity: r.quantity,
    scheduledAt: r.kind === 'service' ? null : next,
    frequency: { unit, count, label: frequencyLabel(unit, count) },
    shippingAddress: wireAddress(r.shipping_address),
    pricePerItem: { amount: decimal(r.price_per_item), currencyCode: r.currency },
    nextBillingDate: awaiting ? null : next,
    status: r.status,
    pausedUntil: r.paused_until?.toISOString() ?? null,
    petName: r.pet_name,
    lteServiceExpiry: r.lte_expires_at?.toISOString() ?? null,
    paymentMethodId: r.payment_method_id,
    createdAt: r.created_at.toISOString(),
    cancelledAt: r.status === 'CANCELLED' ? (r.cancelled_at?.toISOString() ?? null) : null,
    paymentFailure: r.payment_failed_at && r.status !== 'CANCELLED' ? { failedAt: r.payment_failed_at.toISOString(), nextRetryAt: r.payment_retry_at?.toISOString() ?? null } : null,
  };
}

/** The wire shape of a card with the subscriptions it pays for. */
export async function wirePaymentMethod(db: Kysely<Database>, r: PaymentMethodRow, now: Date): Promise<PaymentMethod> {
  const ids = await db.selectFrom('subscriptions').select('id').where('payment_method_id', '=', r.id).orderBy('id').execute();
  // A card is good through the last day of its expiry month.
  const expired = Date.UTC(r.exp_year, r.exp_month, 1) <= now.getTime();
  return {
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expiry: { month: r.exp_month, year: r.exp_year },
    expired,
    billingAddress: wireAddress(r.billing_address),
    subscriptionIds: ids.map((x) => x.id),
  };
}

/** Queries over one customer's subscriptions and cards in one store. */
export function customerRecords(db: Kysely<Database>, store: string, email: string) {
  const subs = () => db.selectFrom('subscriptions').selectAll().where('store', '=', store).where('customer_email', '=', email.toLowerCase());
  const cards = () => db.selectFrom('subscription_payment_methods').selectAll().where('store', '=', store).where('customer_email', '=', email.toLowerCase());
  return {
    subscriptions: () => subs().orderBy('id').execute(),
    subscription: (id: number) => subs().where('id', '=', id).executeTakeFirst(),
    paymentMethods: () => cards().orderBy('id').execute(),
    paymentMethod: (id: number) => cards().where('id', '=', id).executeTakeFirst(),
  };
}

/** Reads one subscription by id. */
export async function subscriptionById(db: Kysely<Database>, id: number): Promise<SubscriptionRow> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
