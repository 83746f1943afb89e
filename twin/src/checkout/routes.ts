import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import type { StorefrontContext } from '../storefront/types.js';
import { cartStore } from '../cart/resolvers.js';
import type { CartRow } from '../cart/store.js';
import { findCustomerByAccessToken } from '../customer/store.js';
import { readBody, readJson } from '../http/body.js';
import { esc, HTML_HEADERS, money, page, shippingMoney } from './html.js';
import { CheckoutError, codeTotals, fulfilOrder, orderEmail, placeOrder, type CheckoutForm, type OrderRow } from './orders.js';
import { cartBuyerEmail } from '../cart/pricing.js';
import { findRule } from '../cart/discounts.js';
import { checkoutTotals } from './totals.js';
import { statusPath } from './market.js';
import { continueShoppingUrl } from './brand-sites.js';

/** The card number the twin's checkout accepts. */
export const TEST_CARD = '4242424242424242';
/** A card number the twin's checkout always declines. */
export const DECLINED_CARD = '4000000000000002';

const COUNTRIES: [string, string][] = [
  ['US', 'United States'], ['CA', 'Canada'], ['AU', 'Australia'], ['GB', 'United Kingdom'], ['FR', 'France'], ['BE', 'Belgium'],
  ['DE', 'Germany'], ['IE', 'Ireland'], ['IT', 'Italy'], ['NL', 'Netherlands'], ['ES', 'Spain'], ['CH', 'Switzerland'],
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function findCart(rt: TwinRuntime, store: string, token: string, key: string | undefined): CartRow | null {
  const ctx = { db: rt.db } as unknown as StorefrontContext;
  const row = cartStore(ctx).byToken(token);
  if (!row || row.store !== store || !key || key !== row.secret) return null;
  return row;
}

/** The email the page's discounts are checked against: the cart's own buyer, else a valid email typed in the form. */
function pricingEmail(rt: TwinRuntime, cart: CartRow, typed: string | undefined): string | null {
  const own = cartBuyerEmail(rt.db, cart);
  if (own) return own;
  const email = (typed ?? '').trim();
  return EMAIL.test(email) ? email : null;
}

/** Codes limited to one customer that the order's email loses compared with the summary priced for `shownFor`. */
function codesLostFor(rt: TwinRuntime, cart: CartRow, country: string, shownFor: string | null, email: string): string[] {
  const applicable = (e: string | null) => new Set(checkoutTotals(rt, cart, country, e).pricing.codes.filter((c) => c.applicable).map((c) => c.code));
  const now = applicable(email);
  return [...applicable(shownFor)].filter((code) => !now.has(code) && !!findRule(rt.db, cart.store, code)?.customer_email);
}

function summary(rt: TwinRuntime, cart: CartRow, country: string, email: string | null): string {
  const ctx = { db: rt.db, catalogue: rt.catalogue(cart.store) } as unknown as StorefrontContext;
  const totals = checkoutTotals(rt, cart, country, email);
  const { pricing, currency } = totals;
  const amount = (n: number) => money(n, currency);
  const rows = pricing.lines.map(({ line: l, price: pr, total }) => {
    const title = ctx.catalogue.productsById.get(pr.variant.productId)?.doc.store.title ?? '';
    const variant = pr.variant.doc.store.title === 'Default Title' ? '' : ` (${pr.variant.doc.store.title})`;
    const plan = pr.plan ? ` <small>Autoship: ${esc(pr.plan.name)}, ${esc(pr.pct)}% off</small>` : '';
    return `<tr><td>${esc(title)}${esc(variant)}${plan}</td><td>${l.quantity}</td><td>${amount(total)}</td></tr>`;
  });
  const discounts = codeTotals(pricing).map(
    ([code, off]) => `<tr><th colspan="2">Discount ${esc(code)}</th><td>${amount(-Math.abs(off))}</td></tr>`,
  );
  return `<table aria-label="Order summary"><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead><tbody>${rows.join('')}</tbody>
<tfoot>${discounts.join('')}<tr><th colspan="2">Subtotal</th><td data-testid="subtotal">${amount(pricing.total)}</td></tr>
<tr><th colspan="2">Shipping</th><td data-testid="shipping">${shippingMoney(totals.shipping, currency)}</td></tr>
<tr><th colspan="2">Tax</th><td data-testid="tax">${amount(totals.tax)}</td></tr>
<tr><th colspan="2">Total</th><td data-testid="total">${amount(totals.total)}</td></tr></tfoot></table>`;
}

function form(rt: TwinRuntime, cart: CartRow, values: Partial<Record<string, string>>, errors: string[]): string {
  const v = (k: string) => esc(values[k] ?? '');
  const field = (name: string, label: string, attrs = '') =>
    `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" value="${v(name)}" ${attrs}>`;
  const wanted = values.country ?? cart.country;
  const country = COUNTRIES.some(([c]) => c === wanted) ? wanted : cart.country;
  const pricedFor = pricingEmail(rt, cart, values.email);
  return page(
    'Checkout',
    `<h1>Checkout</h1>
${errors.length ? `<div class="error" role="alert"><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>` : ''}
<div aria-live="polite">${summary(rt, cart, country, pricedFor)}</div>
<form method="post" action="/shops/${esc(cart.store)}/checkouts/${esc(cart.token)}" novalidate>
<input type="hidden" name="key" value="${esc(cart.secret)}">
<input type="hidden" name="pricedFor" value="${esc(pricedFor ?? '')}">
<fieldset><legend>Contact</legend>${field('email', 'Email', 'type="email" autocomplete="email" required')}</fieldset>
<fieldset><legend>Shipping address</legend>
<div class="row"><div>${field('firstName', 'First name', 'autocomplete="given-name" required')}</div><div>${field('lastName', 'Last name', 'autocomplete="family-name" required')}</div></div>
${field('address1', 'Address', 'autocomplete="address-line1" required')}
${field('address2', 'Apartment, suite, etc. (optional)', 'autocomplete="address-line2"')}
<div class="row"><div>${field('city', 'City', 'autocomplete="address-level2" required')}</div><div>${field('province', 'State / Province', 'autocomplete="address-level1"')}</div></div>
<div class="row"><div>${field('zip', 'ZIP / Postal code', 'autocomplete="postal-code" required')}</div><div>
<label for="country">Country</label><select id="country" name="country" autocomplete="country">${COUNTRIES.map(([code, name]) => `<option value="${code}"${code === country ? ' selected' : ''}>${esc(name)}</option>`).join('')}</select>
<button type="submit" name="intent" value="update" formnovalidate>Update totals</button></div></div>
${field('phone', 'Phone (optional)', 'type="tel" autocomplete="tel"')}
</fieldset>
<fieldset><legend>Payment (test card ${TEST_CARD.replace(/(\d{4})/g, '$1 ').trim()})</legend>
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row"><div>${field('cardExpiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" required')}</div><div>${field('cardCvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>
</fieldset>
<button type="submit">Place order</button>
</form>`,
  );
}

function validate(values: Record<string, string>): { form?: CheckoutForm; errors: string[] } {
  const errors: string[] = [];
  const get = (k: string) => (values[k] ?? '').trim().slice(0, 200);
  const email = get('email');
  if (!email) errors.push('Email address required');
  else if (!EMAIL.test(email)) errors.push('Please re-check your email address.');
  if (!get('firstName')) errors.push('First name required');
  if (!get('lastName')) errors.push('Last name required');
  if (!get('address1')) errors.push('Address is required');
  if (!get('city')) errors.push('City is required');
  const country = get('country') || 'US';
  if (!COUNTRIES.some(([c]) => c === country)) errors.push('Country is invalid');
  const zip = get('zip');
  if (!zip) errors.push('Postal code is required');
  else if (country === 'US' && !/^\d{5}$/.test(zip)) errors.push('Entered value does not match US zip code format');
  const card = get('cardNumber').replace(/[\s-]/g, '');
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(get('cardExpiry'));
  if (!card) errors.push('Card number is required');
  else if (card === DECLINED_CARD) errors.push('Your card was declined.');
  else if (card !== TEST_CARD) errors.push(`Use the test card ${TEST_CARD}.`);
  const now = new Date();
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) errors.push('Card expiry is invalid');
  else if (2000 + Number(exp[2]) < now.getUTCFullYear() || (2000 + Number(exp[2]) === now.getUTCFullYear() && Number(exp[1]) < now.getUTCMonth() + 1)) {
    errors.push('Card has expired');
  }
  if (!/^\d{3,4}$/.test(get('cardCvc'))) errors.push('Security code is invalid');
  if (errors.length) return { errors };
  return {
    errors,
    form: {
      email,
      firstName: get('firstName'),
      lastName: get('lastName'),
      address1: get('address1'),
      address2: get('address2'),
      city: get('city'),
      province: get('province'),
      zip,
      country,
      phone: get('phone'),
    },
  };
}

function statusPage(order: OrderRow, continueUrl: string | null): string {
  const doc = JSON.parse(order.doc);
  const currency = String(doc.currencyCode);
  const items = (doc._lineItems ?? [])
    .map((li: any) => `<li>${esc(li.quantity)} × ${esc(li.title)} — ${money(li.discountedTotalPrice.amount, currency)}</li>`)
    .join('');
  return page(
    `Order ${doc.name}`,
    `<h1>Thank you!</h1><p>Your order <strong data-testid="order-name">${esc(doc.name)}</strong> is confirmed. A confirmation email is on its way to ${esc(doc.email)}.</p>
<ul>${items}</ul>
<table aria-label="Order total"><tbody>
<tr><th>Subtotal</th><td data-testid="order-subtotal">${money(doc.subtotalPrice?.amount ?? 0, currency)}</td></tr>
<tr><th>Shipping</th><td data-testid="order-shipping">${shippingMoney(doc.totalShippingPrice.amount, currency)}</td></tr>
<tr><th>Tax</th><td data-testid="order-tax">${money(doc.totalTax.amount, currency)}</td></tr>
<tr><th>Total</th><td><strong data-testid="order-total">${money(doc.totalPrice.amount, currency)}</strong></td></tr>
</tbody></table>
<p>Status: ${esc(doc.financialStatus)}, ${esc(doc.fulfillmentStatus)}</p>
${continueUrl ? `<p><a href="${esc(continueUrl)}">Continue shopping</a></p>` : ''}`,
  );
}

const notFoundPage = (c: Context) => c.html(page('Checkout not found', '<h1>This checkout does not exist.</h1>'), 404, HTML_HEADERS);

/** Plain HTML checkout, order status page, and the twin-only admin fulfilment call. */
export function checkoutRoutes(app: Hono, rt: TwinRuntime): void {
  app.get('/shops/:store/checkouts/:token', (c) => {
    const cart = findCart(rt, c.req.param('store'), c.req.param('token'), c.req.query('key'));
    if (!cart) return notFoundPage(c);
    if (cart.completed_at && cart.order_id) return c.redirect(statusPath(cart.store, cart.order_id, cart.secret), 303);
    // Contact email: the cart's customer's, else the buyer email the cart carries.
    const customer = findCustomerByAccessToken(rt.db, cart.store, cart.buyer_customer_token);
    return c.html(form(rt, cart, { email: customer?.email ?? cart.buyer_email ?? '' }, []), 200, HTML_HEADERS);
  });

  app.post('/shops/:store/checkouts/:token', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return c.html(page('Unsupported', '<h1>Unsupported form encoding.</h1>'), 415, HTML_HEADERS);
    const body = await readBody(c);
    if (!body.ok) return c.html(page('Too large', '<h1>The form is too large.</h1>'), body.status, { ...HTML_HEADERS, Connection: 'close' });
    const values = Object.fromEntries(new URLSearchParams(body.text));
    const cart = findCart(rt, c.req.param('store'), c.req.param('token'), values.key);
    if (!cart) return notFoundPage(c);
    if (cart.completed_at && cart.order_id) return c.redirect(statusPath(cart.store, cart.order_id, cart.secret), 303);
    if (values.intent === 'update') {
      // A new shipping country re-prices and re-taxes the page; nothing is stored and card fields are not echoed.
      const { cardNumber: _n, cardExpiry: _e, cardCvc: _c, ...kept } = values;
      return c.html(form(rt, cart, kept, []), 200, HTML_HEADERS);
    }
    const checked = validate(values);
    if (!checked.form) return c.html(form(rt, cart, values, checked.errors), 422, HTML_HEADERS);
    // As on Shopify, a code limited to one customer is checked against the order's email: when that email
    // loses a discount the page showed, the page is shown again with the new total before anything is charged.
    const lost = codesLostFor(rt, cart, checked.form.country, pricingEmail(rt, cart, values.pricedFor), orderEmail(rt, cart, checked.form.email));
    if (lost.length) {
      const errors = lost.map((code) => `The discount code ${code} is not available for ${checked.form!.email}. The total below no longer includes it.`);
      return c.html(form(rt, cart, values, errors), 409, HTML_HEADERS);
    }
    try {
      const order = placeOrder(rt, cart, checked.form);
      return c.redirect(statusPath(cart.store, order.id, cart.secret), 303);
    } catch (e) {
      if (e instanceof CheckoutError) return c.html(form(rt, cart, values, [e.message]), 409, HTML_HEADERS);
      throw e;
    }
  });

  app.get('/shops/:store/orders/:id/status', (c) => {
    const order = rt.db.prepare('SELECT * FROM orders WHERE id = ? AND store = ?').get(Number(c.req.param('id')), c.req.param('store')) as OrderRow | undefined;
    const cart = order ? findCart(rt, order.store, order.cart_token, c.req.query('key')) : null;
    if (!order || !cart) return c.html(page('Order not found', '<h1>Order not found.</h1>'), 404, HTML_HEADERS);
    const store = rt.stores.get(order.store);
    return c.html(statusPage(order, continueShoppingUrl(rt.db, store?.brand ?? '', cart.site_origin)), 200, HTML_HEADERS);
  });

  // Twin-only (not part of Shopify): the subscription records checkout created for an email. Admin key and store token.
  app.get('/shops/:store/admin/subscriptions', (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || c.req.header('x-shopify-storefront-access-token') !== store.storefrontAccessToken) {
      return c.json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, 401);
    }
    const email = c.req.query('email') ?? '';
    const rows = rt.db
      .prepare('SELECT * FROM subscriptions WHERE store = ? AND customer_email = ? ORDER BY id')
      .all(store.name, email) as Record<string, unknown>[];
    return c.json({
      subscriptions: rows.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        sku: r.sku,
        productTitle: r.product_title,
        quantity: r.quantity,
        sellingPlanId: `gid://shopify/SellingPlan/${r.selling_plan_id}`,
        sellingPlanName: r.selling_plan_name,
        frequency: { interval: r.interval_unit, count: r.interval_count },
        pricePerItem: { amount: r.price_per_item, currencyCode: r.currency },
        status: r.status,
        nextBillingDate: r.next_billing_date,
        scheduledAt: r.next_shipping_date,
        shippingAddress: JSON.parse(String(r.shipping_address)),
        createdAt: r.created_at,
      })),
    });
  });

  // Twin-only (not part of Shopify): marks an order FULFILLED with tracking. Admin key and store token.
  app.post('/shops/:store/admin/orders/:id/fulfill', async (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || c.req.header('x-shopify-storefront-access-token') !== store.storefrontAccessToken) {
      return c.json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, 401);
    }
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const b = (parsed.value ?? {}) as Record<string, unknown>;
    const str = (k: string) => (typeof b[k] === 'string' ? (b[k] as string).trim() : '');
    const tracking = { trackingCompany: str('trackingCompany'), trackingNumber: str('trackingNumber'), trackingUrl: str('trackingUrl') };
    const missing = Object.entries(tracking).filter(([, v]) => !v).map(([k]) => k);
    if (missing.length) return c.json({ errors: missing.map((k) => ({ field: k, message: `${k} is required` })) }, 422);
    if (!/^https:\/\//.test(tracking.trackingUrl)) return c.json({ errors: [{ field: 'trackingUrl', message: 'trackingUrl is invalid' }] }, 422);
    const idParam = c.req.param('id');
    const id = /^\d+$/.test(idParam)
      ? Number(idParam)
      : ((rt.db.prepare('SELECT id FROM orders WHERE store = ? AND order_number = ?').get(store.name, Number(idParam.replace(/^#/, ''))) as { id: number } | undefined)?.id ?? -1);
    const order = fulfilOrder(rt, store.name, id, tracking);
    if (!order) return c.json({ errors: [{ message: 'Order not found' }] }, 404);
    const doc = JSON.parse(order.doc);
    return c.json({ order: { id: doc.id, name: doc.name, fulfillmentStatus: doc.fulfillmentStatus, financialStatus: doc.financialStatus, tracking } });
  });
}
