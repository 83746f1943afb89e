// The Admin API's orderCreate: an order from given lines, addresses, taxes and transactions (no cart,
// no checkout), stored in the checkout's `orders` table so the customer's account lists it, and its
// `orders/create` webhook queued like a checkout order's.
import { randomUUID } from 'node:crypto';
import type { TwinRuntime } from '../runtime.js';
import type { OrderRow } from '../checkout/orders.js';
import { findCustomerByEmail, findOrCreateCustomerByEmail } from '../customer/store.js';
import { sendMail } from '../outbox/index.js';
import { clockNow } from '../clock/clock.js';
import { gid, parseGid } from '../storefront/ids.js';
import { cents, money } from '../storefront/money.js';
import { orderPayload, type StoredPayment } from './order-payload.js';
import { webhookSender } from './webhooks.js';

type MoneyBagInput = { shopMoney: { amount: string; currencyCode: string } };
type TaxLineInput = { title: string; rate: string; priceSet?: MoneyBagInput | null };
type AddressInput = Partial<Record<'address1' | 'address2' | 'city' | 'company' | 'countryCode' | 'firstName' | 'lastName' | 'phone' | 'provinceCode' | 'zip', string | null>>;

/** OrderCreateOrderInput as graphql-js hands it over (the fields the twin reads). */
export interface OrderCreateOrderInput {
  currency?: string | null;
  email?: string | null;
  phone?: string | null;
  customer?: { toUpsert?: { email?: string | null; firstName?: string | null; lastName?: string | null } | null; toAssociate?: { email?: string | null } | null } | null;
  lineItems?: {
    variantId?: string | null;
    title?: string | null;
    sku?: string | null;
    quantity: number;
    priceSet?: MoneyBagInput | null;
    properties?: { name: string; value: string }[] | null;
    requiresShipping?: boolean | null;
  }[] | null;
  shippingAddress?: AddressInput | null;
  billingAddress?: AddressInput | null;
  shippingLines?: { title: string; priceSet: MoneyBagInput }[] | null;
  taxLines?: TaxLineInput[] | null;
  financialStatus?: string | null;
  fulfillmentStatus?: string | null;
  transactions?: { amountSet: MoneyBagInput; gateway?: string | null; kind?: string | null; status?: string | null }[] | null;
  customAttributes?: { key: string; value: string }[] | null;
  tags?: string[] | null;
  sourceIdentifier?: string | null;
  sourceName?: string | null;
  processedAt?: string | null;
}

/** One of orderCreate's userErrors. */
export interface OrderCreateUserError {
  field: string[];
  message: string;
  code: 'INVALID' | 'PRODUCT_NOT_FOUND' | 'REQUIRED';
}

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', AU: 'Australia' };

function mailingAddress(a: AddressInput | null | undefined): Record<string, unknown> | null {
  if (!a) return null;
  const country = a.countryCode ?? '';
  return {
    __typename: 'MailingAddress',
    id: gid('MailingAddress', randomUUID()),
    firstName: a.firstName ?? null,
    lastName: a.lastName ?? null,
    name: [a.firstName, a.lastName].filter(Boolean).join(' '),
    address1: a.address1 ?? null,
    address2: a.address2 || null,
    city: a.city ?? null,
    province: a.provinceCode || null,
    provinceCode: a.provinceCode || null,
    zip: a.zip ?? null,
    country: COUNTRY_NAMES[country] ?? country,
    countryCodeV2: country,
    phone: a.phone || null,
    company: a.company || null,
    latitude: null,
    longitude: null,
    formattedArea: [a.city, a.provinceCode, country].filter(Boolean).join(', '),
  };
}

const amountOf = (bag: MoneyBagInput | null | undefined) => Number(bag?.shopMoney.amount ?? 0);

/** Creates an order in `store`; answers it, or the userErrors that kept it from being created. */
export function createOrder(
  rt: TwinRuntime,
  store: string,
  input: OrderCreateOrderInput,
  options: { sendReceipt?: boolean | null } = {},
): { order: OrderRow | null; userErrors: OrderCreateUserError[] } {
  const errors: OrderCreateUserError[] = [];
  const catalogue = rt.catalogue(store);
  const currency = input.currency ?? rt.stores.get(store)?.currency ?? 'USD';
  const email = (input.email ?? input.customer?.toUpsert?.email ?? input.customer?.toAssociate?.email ?? '').trim();
  if (!input.lineItems?.length) errors.push({ field: ['order', 'lineItems'], message: 'Line items must have at least one item', code: 'REQUIRED' });
  const lines = (input.lineItems ?? []).map((li, i) => {
    const field = ['order', 'lineItems', String(i)];
    const variantId = li.variantId ? Number(parseGid(li.variantId)?.id) : undefined;
    const variant = variantId ? catalogue.variantsById.get(variantId) : undefined;
    if (li.variantId && !variant) errors.push({ field: [...field, 'variantId'], message: 'Product variant does not exist', code: 'PRODUCT_NOT_FOUND' });
    if (!Number.isInteger(li.quantity) || li.quantity < 1) errors.push({ field: [...field, 'quantity'], message: 'Quantity must be greater than 0', code: 'INVALID' });
    const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
    const title = li.title ?? product?.doc.store.title ?? variant?.doc.store.title;
    if (!title) errors.push({ field: [...field, 'title'], message: 'Title is required', code: 'REQUIRED' });
    const listed = variant?.doc.store.prices?.[currency]?.price ?? variant?.doc.store.price;
    const unit = li.priceSet ? amountOf(li.priceSet) : Number(listed ?? NaN);
    if (!Number.isFinite(unit) || unit < 0) errors.push({ field: [...field, 'priceSet'], message: 'Price is required', code: 'REQUIRED' });
    return { li, variant, title: String(title ?? ''), unit: cents(unit), sku: li.sku ?? variant?.doc.store.sku ?? null };
  });
  if (errors.length) return { order: null, userErrors: errors };

  const db = rt.db;
  return db.transaction(() => {
    const upsert = input.customer?.toUpsert;
    const customer = upsert?.email
      ? findOrCreateCustomerByEmail(db, store, upsert.email, { firstName: upsert.firstName ?? undefined, lastName: upsert.lastName ?? undefined })
      : email
        ? findCustomerByEmail(db, store, email)
        : undefined;
    const now = input.processedAt ? new Date(input.processedAt).toISOString() : clockNow(db).toISOString();
    const orderNumber = (db.prepare('SELECT COALESCE(MAX(order_number), 1000) + 1 AS n FROM orders WHERE store = ?').get(store) as { n: number }).n;
    const subtotal = cents(lines.reduce((s, l) => s + l.unit * l.li.quantity, 0));
    const shipping = cents((input.shippingLines ?? []).reduce((s, l) => s + amountOf(l.priceSet), 0));
    const taxLines = (input.taxLines ?? []).map((t) => ({ title: t.title, rate: Number(t.rate), price: t.priceSet ? amountOf(t.priceSet) : cents(subtotal * Number(t.rate)) }));
    const tax = cents(taxLines.reduce((s, t) => s + t.price, 0));
    const total = cents(subtotal + shipping + tax);
    const paid = cents((input.transactions ?? []).filter((t) => (t.status ?? 'SUCCESS') === 'SUCCESS').reduce((s, t) => s + amountOf(t.amountSet), 0));
    const financialStatus = input.financialStatus ?? (paid >= total ? 'PAID' : 'PENDING');
    const fulfillmentStatus = input.fulfillmentStatus === 'FULFILLED' ? 'FULFILLED' : 'UNFULFILLED';
    const shippingAddress = mailingAddress(input.shippingAddress);
    const transaction = input.transactions?.[0];
    const payment: StoredPayment | null = transaction ? { gateway: transaction.gateway ?? 'manual', company: null, number: null, expMonth: null, expYear: null } : null;
    const doc = {
      name: `#${orderNumber}`,
      orderNumber,
      email,
      phone: input.phone ?? null,
      processedAt: now,
      currencyCode: currency,
      financialStatus,
      fulfillmentStatus,
      canceledAt: null,
      cancelReason: null,
      edited: false,
      customerLocale: 'en',
      customAttributes: (input.customAttributes ?? []).map((a) => ({ __typename: 'Attribute', key: a.key, value: a.value })),
      subtotalPrice: money(subtotal, currency),
      currentSubtotalPrice: money(subtotal, currency),
      totalShippingPrice: money(shipping, currency),
      currentTotalShippingPrice: money(shipping, currency),
      totalTax: money(tax, currency),
      currentTotalTax: money(tax, currency),
      totalPrice: money(total, currency),
      currentTotalPrice: money(total, currency),
      originalTotalPrice: money(total, currency),
      totalRefunded: money(0, currency),
      currentTotalDuties: null,
      originalTotalDuties: null,
      shippingAddress,
      billingAddress: mailingAddress(input.billingAddress) ?? shippingAddress,
      shippingDiscountAllocations: [],
      shippingMethod: input.shippingLines?.[0]?.title ?? 'No Shipping',
      _lineItems: lines.map((l) => ({
        __typename: 'OrderLineItem',
        title: l.title,
        quantity: l.li.quantity,
        currentQuantity: l.li.quantity,
        customAttributes: (l.li.properties ?? []).map((p) => ({ __typename: 'Attribute', key: p.name, value: p.value })),
        originalTotalPrice: money(cents(l.unit * l.li.quantity), currency),
        discountedTotalPrice: money(cents(l.unit * l.li.quantity), currency),
        discountAllocations: [],
        _variantId: l.variant?.id ?? null,
        _sku: l.sku,
        _unit: l.unit,
        _plan: null,
        _requiresShipping: l.li.requiresShipping ?? undefined,
      })),
      _discountApplications: [],
      _fulfillments: [] as unknown[],
      _tags: input.tags ?? [],
      _sourceIdentifier: input.sourceIdentifier ?? null,
      _sourceName: input.sourceName ?? 'api',
      _taxLines: taxLines,
      _payment: payment,
    };
    const info = db
      .prepare(`INSERT INTO orders (store, customer_email, customer_id, cart_token, order_number, financial_status, fulfillment_status, processed_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(store, email, customer?.id ?? null, `admin-${randomUUID()}`, orderNumber, financialStatus, fulfillmentStatus, now, JSON.stringify(doc));
    const orderId = Number(info.lastInsertRowid);
    const fullDoc = { ...doc, id: gid('Order', orderId), statusUrl: `${rt.origin()}/shops/${store}/orders/${orderId}/status` };
    db.prepare('UPDATE orders SET doc = ? WHERE id = ?').run(JSON.stringify(fullDoc), orderId);
    const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow;
    webhookSender(db).queue(store, 'ORDERS_CREATE', orderPayload(rt, row));
    if (options.sendReceipt && email) {
      const text = [`Thank you for your order ${doc.name}.`, '', ...doc._lineItems.map((l) => `${l.quantity} x ${l.title}`), '', `Total: ${doc.totalPrice.amount} ${currency}`].join('\n');
      sendMail(db, { to: email, subject: `Order ${doc.name} confirmed`, text });
    }
    return { order: row, userErrors: [] };
  })();
}
