import type { TwinRuntime } from '../runtime.js';
import { gid } from '../storefront/ids.js';
import { cents, money } from '../storefront/money.js';
import { sendMail } from '../outbox/index.js';
import { taxRate } from '../checkout/pricing.js';
import { addInterval, twinNow } from './clock.js';
import { subscriptionById, type SubscriptionRow } from './store.js';

// A clock moved years ahead must not spin forever on a monthly plan.
const MAX_RENEWALS_PER_RUN = 120;

/**
 * Places the order of one due subscription's next term and moves its dates by one interval; answers the
 * order id. `first` is a collar plan's first term, charged when the collar is activated.
 */
export function renew(rt: TwinRuntime, sub: SubscriptionRow, now: string, first = false): number {
  const db = rt.db;
  const unit = Number(sub.price_per_item);
  const subtotal = cents(unit * sub.quantity);
  const address = JSON.parse(sub.shipping_address) as Record<string, unknown> & { countryCodeV2?: string };
  const tax = cents(subtotal * taxRate(String(address.countryCodeV2 ?? 'US')));
  const total = cents(subtotal + tax);
  const currency = sub.currency;
  const orderNumber = (db.prepare('SELECT COALESCE(MAX(order_number), 1000) + 1 AS n FROM orders WHERE store = ?').get(sub.store) as { n: number }).n;
  const renewal = sub.renewals + 1;
  const doc = {
    name: `#${orderNumber}`,
    orderNumber,
    email: sub.customer_email,
    phone: null,
    processedAt: now,
    currencyCode: currency,
    financialStatus: 'PAID',
    fulfillmentStatus: sub.kind === 'service' ? 'FULFILLED' : 'UNFULFILLED',
    canceledAt: null,
    cancelReason: null,
    edited: false,
    customerLocale: 'en',
    customAttributes: [
      { __typename: 'Attribute', key: 'Subscription', value: String(sub.id) },
      { __typename: 'Attribute', key: 'Renewal', value: String(renewal) },
    ],
    subtotalPrice: money(subtotal, currency),
    currentSubtotalPrice: money(subtotal, currency),
    // Autoship ships free; a service plan ships nothing.
    totalShippingPrice: money(0, currency),
    currentTotalShippingPrice: money(0, currency),
    totalTax: money(tax, currency),
    currentTotalTax: money(tax, currency),
    totalPrice: money(total, currency),
    currentTotalPrice: money(total, currency),
    originalTotalPrice: money(total, currency),
    totalRefunded: money(0, currency),
    currentTotalDuties: null,
    originalTotalDuties: null,
    shippingAddress: address,
    billingAddress: address,
    shippingDiscountAllocations: [],
    shippingMethod: sub.kind === 'service' ? 'No Shipping' : 'Free Shipping',
    _lineItems: [
      {
        __typename: 'OrderLineItem',
        title: sub.product_title,
        quantity: sub.quantity,
        currentQuantity: sub.quantity,
        customAttributes: [{ __typename: 'Attribute', key: 'Auto-renews', value: sub.selling_plan_name }],
        originalTotalPrice: money(subtotal, currency),
        discountedTotalPrice: money(subtotal, currency),
        discountAllocations: [],
        _variantId: sub.variant_id,
        _sku: sub.sku,
        _unit: unit,
        _plan: { id: sub.selling_plan_id, name: sub.selling_plan_name, frequency: { interval: sub.interval_unit, count: sub.interval_count } },
      },
    ],
    _discountApplications: [],
    _fulfillments: [] as unknown[],
  };
  const info = db
    .prepare(
      `INSERT INTO orders (store, customer_email, cart_token, order_number, financial_status, fulfillment_status, processed_at, doc)
       VALUES (?, ?, ?, ?, 'PAID', ?, ?, ?)`,
    )
    .run(sub.store, sub.customer_email, `subscription-${sub.id}-renewal-${renewal}`, orderNumber, doc.fulfillmentStatus, now, JSON.stringify(doc));
  const orderId = Number(info.lastInsertRowid);
  const fullDoc = { ...doc, id: gid('Order', orderId), statusUrl: `${rt.origin()}/shops/${sub.store}/orders/${orderId}/status` };
  db.prepare('UPDATE orders SET doc = ? WHERE id = ?').run(JSON.stringify(fullDoc), orderId);

  const step = (iso: string) => addInterval(iso, sub.interval_unit, sub.interval_count);
  const nextBilling = step(sub.next_billing_date);
  if (sub.kind === 'service') {
    // The renewal pays for the term that starts at its billing date, so the LTE service runs on without a gap.
    const from = sub.lte_expires_at && sub.lte_expires_at > sub.next_billing_date ? sub.lte_expires_at : sub.next_billing_date;
    db.prepare('UPDATE subscriptions SET next_billing_date = ?, lte_expires_at = ?, renewals = ?, paused_until = NULL, updated_at = ? WHERE id = ?').run(
      nextBilling, step(from), renewal, now, sub.id);
  } else {
    db.prepare('UPDATE subscriptions SET next_billing_date = ?, next_shipping_date = ?, renewals = ?, paused_until = NULL, updated_at = ? WHERE id = ?').run(
      nextBilling, step(sub.next_shipping_date), renewal, now, sub.id);
  }
  const what = sub.kind === 'service' ? `LTE service ${first ? 'started' : 'renewed'}: ${sub.product_title} (${sub.selling_plan_name})` : `${sub.quantity} x ${sub.product_title} (Autoship: ${sub.selling_plan_name})`;
  sendMail(db, { to: sub.customer_email, subject: `Order ${doc.name} confirmed`, text: [`Thank you for your order ${doc.name}.`, '', what, `Total: ${doc.totalPrice.amount} ${currency}`].join('\n') });
  return orderId;
}

/** Turns every active subscription whose next billing date has come (on the twin clock) into orders; answers their ids. */
export function runDueRenewals(rt: TwinRuntime): number[] {
  const db = rt.db;
  return db.transaction(() => {
    const now = twinNow(db).toISOString();
    const placed: number[] = [];
    const due = db.prepare("SELECT id FROM subscriptions WHERE status = 'ACTIVE' AND next_billing_date <= ? ORDER BY next_billing_date, id");
    for (const { id } of due.all(now) as { id: number }[]) {
      for (let i = 0; i < MAX_RENEWALS_PER_RUN; i++) {
        const sub = subscriptionById(db, id);
        if (sub.status !== 'ACTIVE' || sub.next_billing_date > now) break;
        placed.push(renew(rt, sub, now));
      }
    }
    return placed;
  })();
}
