import type { TwinRuntime } from '../runtime.js';
import type { StorefrontContext } from '../storefront/types.js';
import { cartStore } from '../cart/resolvers.js';
import { priceCart, type CartPricing, type CodeAllocation } from '../cart/pricing.js';
import { applicationFields } from '../cart/discounts.js';
import type { CartRow } from '../cart/store.js';
import { gid } from '../storefront/ids.js';
import { money, cents } from '../storefront/money.js';
import { findOrCreateCustomerByEmail } from '../customer/store.js';
import { findCartBuyerCustomer } from '../customer-account/cart-buyer.js';
import { sendMail } from '../outbox/index.js';
import { clockNow } from '../clock/clock.js';
import { shippingFor, shippingRates, taxRate } from './pricing.js';
import { giftCardsFor } from './totals.js';
import { debitGiftCards, lastCharacters } from '../gift-cards/store.js';
import { cartForCountry, statusPath } from './market.js';

/** What the checkout form collects. */
export interface CheckoutForm {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
  /** The language the buyer checked out in (a content language key such as `de`); the order's customerLocale. */
  locale?: string;
  /** The email of the store's signed-in customer (its store session), whose order this is unless the cart names one. */
  customerEmail?: string | null;
  /** The card that paid, as the order keeps it: its company, masked number and expiry. */
  card?: { company: string; number: string; expMonth: number; expYear: number };
}

/** A stored order row. */
export interface OrderRow {
  id: number;
  store: string;
  customer_email: string;
  /** The store's customer the order belongs to (null for orders the twin stored before customers were linked). */
  customer_id: number | null;
  cart_token: string;
  order_number: number;
  financial_status: string;
  fulfillment_status: string;
  processed_at: string;
  doc: string;
}

/** Why an order could not be placed. */
export class CheckoutError extends Error {}

/** What each applied discount code took off, in the order the codes were entered. */
export function codeTotals(pricing: CartPricing): [string, number][] {
  const totals = new Map<string, number>();
  for (const p of pricing.lines) for (const a of [...p.lineAllocations, ...p.orderShares]) totals.set(a.code, cents((totals.get(a.code) ?? 0) + a.amount));
  return [...totals];
}

/**
 * The email an order belongs to: the cart's customer token, else the store's signed-in customer (its
 * session), else the cart's buyer email, else the form's.
 */
export function orderEmail(rt: TwinRuntime, cart: CartRow, formEmail: string, sessionEmail?: string | null): string {
  const byToken = findCartBuyerCustomer(rt.db, cart.store, cart.buyer_customer_token);
  return (byToken?.email ?? sessionEmail ?? cart.buyer_email ?? formEmail).trim();
}

/** Turns an open cart into a paid, unfulfilled order and mails a confirmation; modules hear of it (the orders/create webhook). */
export function placeOrder(rt: TwinRuntime, cart: CartRow, form: CheckoutForm): OrderRow {
  const ctx = { db: rt.db, catalogue: rt.catalogue(cart.store) } as unknown as StorefrontContext;
  const carts = cartStore(ctx);
  const db = rt.db;
  return db.transaction(() => {
    const fresh = carts.byToken(cart.token);
    if (!fresh || fresh.completed_at) throw new CheckoutError('This checkout has already been completed.');
    const lines = carts.lines(cart.token);
    if (!lines.length) throw new CheckoutError('Your cart is empty.');
    const email = orderEmail(rt, fresh, form.email, form.customerEmail);
    const customer = findOrCreateCustomerByEmail(db, cart.store, email, { firstName: form.firstName, lastName: form.lastName });
    // The shipping country picks the market: its currency when the store sells there, else the store's.
    const priced = cartForCountry(rt, fresh, form.country);
    const currency = priced.currency;
    // The twin's clock, as the store's services read it: an order placed after a test moved it is not already due.
    const now = clockNow(db).toISOString();
    const orderNumber =
      (db.prepare('SELECT COALESCE(MAX(order_number), 1000) + 1 AS n FROM orders WHERE store = ?').get(cart.store) as { n: number }).n;

    // One pricing for cart and order: selling-plan prices, then the cart's discount codes checked against this email.
    const pricing = priceCart(priced, lines, ctx, email);
    if (pricing.lines.length !== lines.length) throw new CheckoutError('An item in your cart is no longer available.');
    const discountApps: Record<string, unknown>[] = [];
    const appIndex = new Map<string, number>();
    const application = (key: string, make: () => Record<string, unknown>) => {
      let idx = appIndex.get(key);
      if (idx === undefined) {
        idx = discountApps.length;
        appIndex.set(key, idx);
        discountApps.push(make());
      }
      return discountApps[idx];
    };
    const codeApplication = (a: CodeAllocation) =>
      application(`code:${a.code.toLowerCase()}`, () => ({ __typename: 'DiscountCodeApplication', code: a.code, applicable: true, ...applicationFields(a.rule) }));
    let hasAutoship = false;
    let requiresShipping = false;
    const lineItems = pricing.lines.map(({ line: l, price: pr, lineAllocations, orderShares, total: lineTotal }) => {
      const inv = pr.variant.doc.store.inventory ?? {};
      const left = ctx.catalogue.quantity(pr.variant.id);
      if (inv.policy !== 'CONTINUE' && inv.management === 'SHOPIFY' && left < l.quantity) {
        throw new CheckoutError('Some items in your cart are no longer available in the quantity you chose.');
      }
      db.prepare('UPDATE variants SET inventory_quantity = inventory_quantity - ? WHERE store = ? AND id = ?').run(l.quantity, cart.store, pr.variant.id);
      if (pr.plan) hasAutoship = true;
      if (pr.variant.doc.store.requiresShipping !== false) requiresShipping = true;
      const allocations: Record<string, unknown>[] = [];
      if (pr.plan && pr.pct > 0) {
        const app = application(`autoship:${pr.pct}`, () => ({
          __typename: 'AutomaticDiscountApplication',
          title: `Autoship ${pr.pct}% off`,
          allocationMethod: 'EACH',
          targetSelection: 'ENTITLED',
          targetType: 'LINE_ITEM',
          value: { __typename: 'PricingPercentageValue', percentage: pr.pct },
        }));
        allocations.push({ __typename: 'DiscountAllocation', allocatedAmount: money(pr.full - pr.subtotal, currency), discountApplication: app });
      }
      for (const a of [...lineAllocations, ...orderShares]) {
        allocations.push({ __typename: 'DiscountAllocation', allocatedAmount: money(a.amount, currency), discountApplication: codeApplication(a) });
      }
      const product = ctx.catalogue.productsById.get(pr.variant.productId);
      const title = product?.doc.store.title ?? pr.variant.doc.store.title;
      return {
        __typename: 'OrderLineItem',
        title,
        quantity: l.quantity,
        currentQuantity: l.quantity,
        customAttributes: (JSON.parse(l.attributes) as { key: string; value: string }[]).map((a) => ({ __typename: 'Attribute', ...a })),
        originalTotalPrice: money(pr.full, currency),
        // Line-level discounts (selling plan, product codes); order-level shares are only in discountAllocations.
        discountedTotalPrice: money(lineTotal, currency),
        discountAllocations: allocations,
        _variantId: pr.variant.id,
        _sku: pr.variant.doc.store.sku ?? null,
        _unit: pr.unit,
        _plan: pr.plan ? { id: Number(pr.plan.id), name: pr.plan.name, frequency: pr.plan.frequency ?? { interval: 'MONTH', count: 1 } } : null,
      };
    });
    // Shopify's order subtotal is after every discount, order-level codes included.
    const subtotal = pricing.total;
    const shipping = shippingFor(shippingRates(rt.stores.get(cart.store)!, ctx.catalogue, currency), subtotal, hasAutoship, requiresShipping);
    const tax = cents(subtotal * taxRate(form.country));
    const total = cents(subtotal + shipping + tax);
    // Gift cards are a payment, as on Shopify: the order's total stays what it cost, the cards pay their balance
    // of it (up to the total) and the test card the rest.
    const { giftCards, due } = giftCardsFor(rt, fresh, total, currency);
    const address = {
      __typename: 'MailingAddress',
      id: gid('MailingAddress', `${orderNumber}${Date.now() % 100000}`),
      firstName: form.firstName,
      lastName: form.lastName,
      name: `${form.firstName} ${form.lastName}`.trim(),
      address1: form.address1,
      address2: form.address2 || null,
      city: form.city,
      province: form.province || null,
      provinceCode: form.province || null,
      zip: form.zip,
      country: form.country === 'CA' ? 'Canada' : form.country === 'US' ? 'United States' : form.country,
      countryCodeV2: form.country,
      phone: form.phone || null,
      company: null,
      latitude: null,
      longitude: null,
      formattedArea: [form.city, form.province, form.country].filter(Boolean).join(', '),
    };
    const zero = money(0, currency);
    const doc = {
      name: `#${orderNumber}`,
      orderNumber,
      email,
      phone: form.phone || null,
      processedAt: now,
      currencyCode: currency,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      canceledAt: null,
      cancelReason: null,
      edited: false,
      customerLocale: form.locale ?? fresh.language.toLowerCase().split('_')[0],
      customAttributes: (JSON.parse(fresh.attributes) as { key: string; value: string }[]).map((a) => ({ __typename: 'Attribute', ...a })),
      subtotalPrice: money(subtotal, currency),
      currentSubtotalPrice: money(subtotal, currency),
      totalShippingPrice: money(shipping, currency),
      currentTotalShippingPrice: money(shipping, currency),
      totalTax: money(tax, currency),
      currentTotalTax: money(tax, currency),
      totalPrice: money(total, currency),
      currentTotalPrice: money(total, currency),
      originalTotalPrice: money(total, currency),
      totalRefunded: zero,
      currentTotalDuties: null,
      originalTotalDuties: null,
      shippingAddress: address,
      billingAddress: address,
      shippingDiscountAllocations: [],
      shippingMethod: shipping === 0 ? 'Free Shipping' : 'Standard Shipping',
      _lineItems: lineItems,
      _discountApplications: discountApps,
      _fulfillments: [] as unknown[],
      _payment: form.card ? { gateway: 'bogus', ...form.card } : null,
      _giftCards: giftCards.map((u) => ({ id: u.card.id, lastCharacters: lastCharacters(u.card), amount: u.used.toFixed(2) })),
      _due: due.toFixed(2),
    };
    const info = db
      .prepare(
        `INSERT INTO orders (store, customer_email, customer_id, cart_token, order_number, financial_status, fulfillment_status, processed_at, doc)
         VALUES (?, ?, ?, ?, ?, 'PAID', 'UNFULFILLED', ?, ?)`,
      )
      .run(cart.store, email, customer.id, cart.token, orderNumber, now, JSON.stringify(doc));
    const orderId = Number(info.lastInsertRowid);
    // Each card is debited once for this order, in the transaction that places it.
    if (!debitGiftCards(db, orderId, giftCards.map((u) => ({ id: u.card.id, amount: u.used })), now)) throw new CheckoutError('A gift card no longer has the balance shown. Please review your order.');
    const fullDoc = { ...doc, id: gid('Order', orderId), statusUrl: `${rt.origin()}${statusPath(cart.store, orderId, fresh.secret)}` };
    db.prepare('UPDATE orders SET doc = ? WHERE id = ?').run(JSON.stringify(fullDoc), orderId);

    carts.update(cart.token, { completed_at: now, order_id: orderId, country: priced.country, currency });

    const text = [
      `Thank you for your order ${doc.name}.`,
      '',
      ...lineItems.map((li) => `${li.quantity} x ${li.title}${li._plan ? ` (Autoship: ${li._plan.name})` : ''}  ${li.discountedTotalPrice.amount} ${currency}`),
      '',
      ...codeTotals(pricing).map(([code, amount]) => `Discount ${code}: -${money(amount, currency).amount} ${currency}`),
      `Subtotal: ${doc.subtotalPrice.amount} ${currency}`,
      `Shipping: ${doc.totalShippingPrice.amount} ${currency}`,
      `Tax: ${doc.totalTax.amount} ${currency}`,
      `Total: ${doc.totalPrice.amount} ${currency}`,
      ...doc._giftCards.map((g) => `Gift card ending in ${g.lastCharacters}: -${g.amount} ${currency}`),
      ...(giftCards.length ? [`Due by card: ${doc._due} ${currency}`] : []),
      '',
      `Ship to: ${address.name}, ${address.address1}, ${address.city} ${address.zip}, ${address.country}`,
    ].join('\n');
    sendMail(db, { to: email, subject: `Order ${doc.name} confirmed`, text });
    return rt.orderPlaced(db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow);
  })();
}

/** Marks an order fulfilled with tracking (the twin-only admin call). */
export function fulfilOrder(
  rt: TwinRuntime,
  store: string,
  orderId: number,
  tracking: { trackingCompany: string; trackingNumber: string; trackingUrl: string },
): OrderRow | null {
  return rt.db.transaction(() => {
    const row = rt.db.prepare('SELECT * FROM orders WHERE id = ? AND store = ?').get(orderId, store) as OrderRow | undefined;
    if (!row) return null;
    const doc = JSON.parse(row.doc);
    doc.fulfillmentStatus = 'FULFILLED';
    doc._fulfillments = [
      ...(doc._fulfillments ?? []),
      {
        __typename: 'Fulfillment',
        trackingCompany: tracking.trackingCompany,
        _trackingInfo: [{ __typename: 'FulfillmentTrackingInfo', number: tracking.trackingNumber, url: tracking.trackingUrl }],
        _lineItems: (doc._lineItems ?? []).map((li: { quantity: number }, i: number) => ({ index: i, quantity: li.quantity })),
      },
    ];
    rt.db.prepare("UPDATE orders SET fulfillment_status = 'FULFILLED', doc = ? WHERE id = ?").run(JSON.stringify(doc), orderId);
    return rt.db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow;
  })();
}
