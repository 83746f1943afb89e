import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import type { StorefrontContext } from '../storefront/types.js';
import { cartStore } from '../cart/resolvers.js';
import type { CartRow } from '../cart/store.js';
import { findCartBuyerCustomer } from '../customer-account/cart-buyer.js';
import { storeSessionCustomer } from '../multipass/session.js';
import { mediaType, readBody, readJson } from '../http/body.js';
import { esc, HTML_HEADERS, money, page, shippingMoney } from './html.js';
import { CheckoutError, codeTotals, fulfilOrder, orderEmail, placeOrder, type CheckoutForm, type OrderRow } from './orders.js';
import { cartBuyerEmail } from '../cart/pricing.js';
import { findRule } from '../cart/discounts.js';
import { checkoutTotals } from './totals.js';
import { lastCharacters } from '../gift-cards/store.js';
import { statusPath } from './market.js';
import { continueShoppingUrl } from './brand-sites.js';
import { ORDER_CONFIRMATION_PARAMS } from '../../../wire/order-confirmation.js';
import { checkoutLanguage, checkoutWords, type CheckoutKey, type CheckoutWords } from './strings.js';
import type { SellingPlanDoc } from '../catalogue/content.js';
import { productTitle, variantTitle } from '../catalogue/resolvers.js';
import { localized } from '../catalogue/nodes.js';

/** The card number the twin's checkout accepts. */
export const TEST_CARD = '4242424242424242';
/** A card number the twin's checkout always declines. */
export const DECLINED_CARD = '4000000000000002';
/** A card the checkout accepts and vaults for the order's subscriptions, which declines every later charge (a renewal's billing attempt). */
export const RENEWAL_DECLINED_CARD = '4000000000000341';

/** Countries the checkout ships to, named in the buyer's language. */
const COUNTRIES = ['US', 'CA', 'AU', 'GB', 'FR', 'BE', 'DE', 'IE', 'IT', 'NL', 'ES', 'CH'];
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

/** A service plan's price per term in the checkout's words ("$99.99 a year"); a whole number of years reads in years. */
function termPrice(plan: SellingPlanDoc, price: number, currency: string, words: CheckoutWords): string {
  let { interval, count } = plan.frequency ?? { interval: 'MONTH', count: 1 };
  if (interval === 'MONTH' && count % 12 === 0) [interval, count] = ['YEAR', count / 12];
  const unit = ({ DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' } as const)[interval as 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'] ?? 'Month';
  return words.html(`per${unit}${count === 1 ? '' : 's'}` as CheckoutKey, { price: money(price, currency, words.language), count: String(count) });
}

/**
 * What a line's selling plan says under its title (HTML): an autoship plan its discount; a GPS service plan
 * (one that delivers nothing, with a price per term) that its price per term is billed from the collar's
 * activation, since this checkout charges the collar only.
 */
function planNote(plan: SellingPlanDoc, name: string, pct: number, currency: string, words: CheckoutWords): string {
  const service = plan.servicePrice?.[currency];
  if (!plan.recurringDeliveries && typeof service === 'number') return words.html('servicePlan', { plan: esc(name), price: termPrice(plan, service, currency, words) });
  return esc(words.text('autoship', { plan: name, pct }));
}

function summary(rt: TwinRuntime, cart: CartRow, country: string, email: string | null, words: CheckoutWords): string {
  // Titles and plan names as the Storefront API answers them in the buyer's language.
  const ctx = { db: rt.db, catalogue: rt.catalogue(cart.store), language: words.language.toUpperCase() } as unknown as StorefrontContext;
  const totals = checkoutTotals(rt, cart, country, email);
  const { pricing, currency } = totals;
  const amount = (n: number) => money(n, currency, words.language);
  const rows = pricing.lines.map(({ line: l, price: pr, total }) => {
    const product = ctx.catalogue.productsById.get(pr.variant.productId);
    const title = product ? productTitle(product, ctx) : '';
    const variant = pr.variant.doc.store.title === 'Default Title' ? '' : ` (${variantTitle(pr.variant, ctx)})`;
    const planName = pr.plan ? localized(pr.plan.label, ctx, pr.plan.name) : '';
    const plan = pr.plan ? ` <small>${planNote(pr.plan, planName, pr.pct, currency, words)}</small>` : '';
    return `<tr><td>${esc(title)}${esc(variant)}${plan}</td><td>${l.quantity}</td><td>${amount(total)}</td></tr>`;
  });
  const discounts = codeTotals(pricing).map(
    ([code, off]) => `<tr><th colspan="2">${esc(words.text('discount', { code }))}</th><td>${amount(-Math.abs(off))}</td></tr>`,
  );
  const t = (key: Parameters<CheckoutWords['text']>[0]) => esc(words.text(key));
  return `<table aria-label="${t('orderSummary')}"><thead><tr><th>${t('item')}</th><th>${t('qty')}</th><th>${t('price')}</th></tr></thead><tbody>${rows.join('')}</tbody>
<tfoot>${discounts.join('')}<tr><th colspan="2">${t('subtotal')}</th><td data-testid="subtotal">${amount(pricing.total)}</td></tr>
<tr><th colspan="2">${t('shipping')}</th><td data-testid="shipping">${shippingMoney(totals.shipping, currency, words.language, words.text('free'))}</td></tr>
<tr><th colspan="2">${t('tax')}</th><td data-testid="tax">${amount(totals.tax)}</td></tr>
<tr><th colspan="2">${t('total')}</th><td data-testid="total">${amount(totals.total)}</td></tr>${giftCardRows(totals.giftCards.map((u) => ({ last: lastCharacters(u.card), amount: u.used })), totals.due, amount, words)}</tfoot></table>`;
}

/** The gift cards an order spends (a row each) and what is left to pay by card; nothing without a card. */
function giftCardRows(cards: { last: string; amount: number }[], due: number, amount: (n: number) => string, words: CheckoutWords): string {
  if (!cards.length) return '';
  const rows = cards.map((c) => `<tr><th colspan="2">${esc(words.text('giftCard', { last: c.last }))}</th><td data-testid="gift-card">${amount(-c.amount)}</td></tr>`);
  return `${rows.join('')}<tr><th colspan="2">${esc(words.text('totalDue'))}</th><td data-testid="due">${amount(due)}</td></tr>`;
}

/** The language a checkout request speaks: its `locale` (the checkout URL's, then the form's), else the cart's. */
function requestWords(cart: CartRow, locale: string | undefined): CheckoutWords {
  return checkoutWords(checkoutLanguage(locale) ?? cart.language);
}

function form(rt: TwinRuntime, cart: CartRow, values: Partial<Record<string, string>>, errors: string[], words: CheckoutWords): string {
  const t = (key: Parameters<CheckoutWords['text']>[0]) => words.text(key);
  const v = (k: string) => esc(values[k] ?? '');
  const field = (name: string, label: string, attrs = '') =>
    `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" value="${v(name)}" ${attrs}>`;
  // The buyer's market country (the cart's buyer identity) is preselected until the buyer picks another.
  const wanted = values.country ?? cart.country;
  const country = COUNTRIES.includes(wanted) ? wanted : cart.country;
  const pricedFor = pricingEmail(rt, cart, values.email);
  return page(
    t('checkout'),
    `<h1>${esc(t('checkout'))}</h1>
${errors.length ? `<div class="error" role="alert"><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>` : ''}
<div aria-live="polite">${summary(rt, cart, country, pricedFor, words)}</div>
<form method="post" action="/shops/${esc(cart.store)}/checkouts/${esc(cart.token)}" novalidate>
<input type="hidden" name="key" value="${esc(cart.secret)}">
<input type="hidden" name="locale" value="${esc(words.language)}">
<input type="hidden" name="pricedFor" value="${esc(pricedFor ?? '')}">
<fieldset><legend>${esc(t('contact'))}</legend>${field('email', t('email'), 'type="email" autocomplete="email" required')}</fieldset>
<fieldset><legend>${esc(t('shippingAddress'))}</legend>
<div class="row"><div>${field('firstName', t('firstName'), 'autocomplete="given-name" required')}</div><div>${field('lastName', t('lastName'), 'autocomplete="family-name" required')}</div></div>
${field('address1', t('address'), 'autocomplete="address-line1" required')}
${field('address2', t('address2'), 'autocomplete="address-line2"')}
<div class="row"><div>${field('city', t('city'), 'autocomplete="address-level2" required')}</div><div>${field('province', t('province'), 'autocomplete="address-level1"')}</div></div>
<div class="row"><div>${field('zip', t('zip'), 'autocomplete="postal-code" required')}</div><div>
<label for="country">${esc(t('country'))}</label><select id="country" name="country" autocomplete="country">${COUNTRIES.map((code) => `<option value="${code}"${code === country ? ' selected' : ''}>${esc(words.countryName(code))}</option>`).join('')}</select>
<button type="submit" name="intent" value="update" formnovalidate>${esc(t('updateTotals'))}</button></div></div>
${field('phone', t('phone'), 'type="tel" autocomplete="tel"')}
</fieldset>
<fieldset><legend>${esc(words.text('payment', { card: TEST_CARD.replace(/(\d{4})/g, '$1 ').trim() }))}</legend>
${field('cardNumber', t('cardNumber'), 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row"><div>${field('cardExpiry', t('cardExpiry'), 'autocomplete="cc-exp" required')}</div><div>${field('cardCvc', t('cardCvc'), 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>
</fieldset>
<button type="submit">${esc(t('placeOrder'))}</button>
</form>`,
    words.language,
  );
}

function validate(values: Record<string, string>, words: CheckoutWords): { form?: CheckoutForm; errors: string[] } {
  const errors: string[] = [];
  const say = (key: Parameters<CheckoutWords['text']>[0], v?: Record<string, string>) => errors.push(words.text(key, v));
  const get = (k: string) => (values[k] ?? '').trim().slice(0, 200);
  const email = get('email');
  if (!email) say('emailRequired');
  else if (!EMAIL.test(email)) say('emailInvalid');
  if (!get('firstName')) say('firstNameRequired');
  if (!get('lastName')) say('lastNameRequired');
  if (!get('address1')) say('addressRequired');
  if (!get('city')) say('cityRequired');
  const country = get('country') || 'US';
  if (!COUNTRIES.includes(country)) say('countryInvalid');
  const zip = get('zip');
  if (!zip) say('zipRequired');
  else if (country === 'US' && !/^\d{5}$/.test(zip)) say('zipUs');
  const card = get('cardNumber').replace(/[\s-]/g, '');
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(get('cardExpiry'));
  if (!card) say('cardRequired');
  else if (card === DECLINED_CARD) say('cardDeclined');
  else if (card !== TEST_CARD && card !== RENEWAL_DECLINED_CARD) say('useTestCard', { card: TEST_CARD });
  const now = new Date();
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) say('expiryInvalid');
  else if (2000 + Number(exp[2]) < now.getUTCFullYear() || (2000 + Number(exp[2]) === now.getUTCFullYear() && Number(exp[1]) < now.getUTCMonth() + 1)) {
    say('cardExpired');
  }
  if (!/^\d{3,4}$/.test(get('cardCvc'))) say('cvcInvalid');
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
      locale: words.language,
      // Only the test cards get here: the order keeps its company, masked number and expiry, as a gateway reports them.
      card: { company: 'Visa', number: `•••• •••• •••• ${card.slice(-4)}`, expMonth: Number(exp![1]), expYear: 2000 + Number(exp![2]) },
    },
  };
}

/**
 * The way back to the store names the order: its name, total and currency (as a thank-you page block of a
 * Shopify checkout UI extension can, from the order confirmation and the checkout's cost).
 */
export function withOrderConfirmation(url: string, doc: { name?: unknown; totalPrice?: { amount?: unknown }; currencyCode?: unknown }): string {
  const link = new URL(url);
  link.searchParams.set(ORDER_CONFIRMATION_PARAMS.name, String(doc.name));
  link.searchParams.set(ORDER_CONFIRMATION_PARAMS.total, Number(doc.totalPrice?.amount ?? 0).toFixed(2));
  link.searchParams.set(ORDER_CONFIRMATION_PARAMS.currency, String(doc.currencyCode));
  return link.toString();
}

function statusPage(rt: TwinRuntime, order: OrderRow, continueUrl: string | null, words: CheckoutWords): string {
  const doc = JSON.parse(order.doc);
  const currency = String(doc.currencyCode);
  const ctx = { db: rt.db, catalogue: rt.catalogue(order.store), language: words.language.toUpperCase() } as unknown as StorefrontContext;
  const amount = (n: number | string) => money(n, currency, words.language);
  const items = (doc._lineItems ?? [])
    .map((li: any) => {
      const variant = ctx.catalogue.variantsById.get(Number(li._variantId));
      const product = variant ? ctx.catalogue.productsById.get(variant.productId) : undefined;
      const title = product ? productTitle(product, ctx) : li.title;
      return `<li>${esc(li.quantity)} × ${esc(title)} — ${amount(li.discountedTotalPrice.amount)}</li>`;
    })
    .join('');
  const t = (key: Parameters<CheckoutWords['text']>[0]) => esc(words.text(key));
  return page(
    words.text('orderTitle', { name: doc.name }),
    `<h1>${t('thankYou')}</h1><p>${words.html('confirmed', { name: `<strong data-testid="order-name">${esc(doc.name)}</strong>`, email: esc(doc.email) })}</p>
<ul>${items}</ul>
<table aria-label="${t('orderTotal')}"><tbody>
<tr><th>${t('subtotal')}</th><td data-testid="order-subtotal">${amount(doc.subtotalPrice?.amount ?? 0)}</td></tr>
<tr><th>${t('shipping')}</th><td data-testid="order-shipping">${shippingMoney(doc.totalShippingPrice.amount, currency, words.language, words.text('free'))}</td></tr>
<tr><th>${t('tax')}</th><td data-testid="order-tax">${amount(doc.totalTax.amount)}</td></tr>
<tr><th>${t('total')}</th><td><strong data-testid="order-total">${amount(doc.totalPrice.amount)}</strong></td></tr>
${giftCardRows(((doc._giftCards ?? []) as { lastCharacters: string; amount: string }[]).map((g) => ({ last: g.lastCharacters, amount: Number(g.amount) })), Number(doc._due ?? doc.totalPrice.amount), (n) => amount(n), words).replaceAll(' colspan="2"', '')}
</tbody></table>
<p>${esc(words.text('status', { financial: doc.financialStatus, fulfillment: doc.fulfillmentStatus }))}</p>
${continueUrl ? `<p><a href="${esc(continueUrl)}">${t('continueShopping')}</a></p>` : ''}`,
    words.language,
  );
}

const notFoundPage = (c: Context) => c.html(page('Checkout not found', '<h1>This checkout does not exist.</h1>'), 404, HTML_HEADERS);

/** Plain HTML checkout, order status page, and the twin-only admin fulfilment call. */
export function checkoutRoutes(app: Hono, rt: TwinRuntime): void {
  app.get('/shops/:store/checkouts/:token', (c) => {
    const cart = findCart(rt, c.req.param('store'), c.req.param('token'), c.req.query('key'));
    if (!cart) return notFoundPage(c);
    if (cart.completed_at && cart.order_id) return c.redirect(statusPath(cart.store, cart.order_id, cart.secret), 303);
    // Contact email: the cart's customer's, else the store's signed-in customer's (Multipass login), else the buyer email the cart carries.
    const customer = findCartBuyerCustomer(rt.db, cart.store, cart.buyer_customer_token) ?? storeSessionCustomer(c, rt.db, cart.store);
    const words = requestWords(cart, c.req.query('locale'));
    return c.html(form(rt, cart, { email: customer?.email ?? cart.buyer_email ?? '' }, [], words), 200, HTML_HEADERS);
  });

  app.post('/shops/:store/checkouts/:token', async (c) => {
    const type = mediaType(c);
    if (type !== 'application/x-www-form-urlencoded') return c.html(page('Unsupported', '<h1>Unsupported form encoding.</h1>'), 415, HTML_HEADERS);
    const body = await readBody(c);
    if (!body.ok) return c.html(page('Too large', '<h1>The form is too large.</h1>'), body.status, { ...HTML_HEADERS, Connection: 'close' });
    const values = Object.fromEntries(new URLSearchParams(body.text));
    const cart = findCart(rt, c.req.param('store'), c.req.param('token'), values.key);
    if (!cart) return notFoundPage(c);
    if (cart.completed_at && cart.order_id) return c.redirect(statusPath(cart.store, cart.order_id, cart.secret), 303);
    const words = requestWords(cart, values.locale);
    if (values.intent === 'update') {
      // A new shipping country re-prices and re-taxes the page; nothing is stored and card fields are not echoed.
      const { cardNumber: _n, cardExpiry: _e, cardCvc: _c, ...kept } = values;
      return c.html(form(rt, cart, kept, [], words), 200, HTML_HEADERS);
    }
    const checked = validate(values, words);
    if (!checked.form) return c.html(form(rt, cart, values, checked.errors, words), 422, HTML_HEADERS);
    // A customer signed in to the store (its session) places the order as themselves.
    checked.form.customerEmail = storeSessionCustomer(c, rt.db, cart.store)?.email ?? null;
    // As on Shopify, a code limited to one customer is checked against the order's email: when that email
    // loses a discount the page showed, the page is shown again with the new total before anything is charged.
    const lost = codesLostFor(rt, cart, checked.form.country, pricingEmail(rt, cart, values.pricedFor), orderEmail(rt, cart, checked.form.email, checked.form.customerEmail));
    if (lost.length) {
      const errors = lost.map((code) => words.text('codeLost', { code, email: checked.form!.email }));
      return c.html(form(rt, cart, values, errors, words), 409, HTML_HEADERS);
    }
    try {
      const order = placeOrder(rt, cart, checked.form);
      return c.redirect(statusPath(cart.store, order.id, cart.secret), 303);
    } catch (e) {
      if (e instanceof CheckoutError) return c.html(form(rt, cart, values, [e.message], words), 409, HTML_HEADERS);
      throw e;
    }
  });

  app.get('/shops/:store/orders/:id/status', (c) => {
    const order = rt.db.prepare('SELECT * FROM orders WHERE id = ? AND store = ?').get(Number(c.req.param('id')), c.req.param('store')) as OrderRow | undefined;
    const cart = order ? findCart(rt, order.store, order.cart_token, c.req.query('key')) : null;
    if (!order || !cart) return c.html(page('Order not found', '<h1>Order not found.</h1>'), 404, HTML_HEADERS);
    const store = rt.stores.get(order.store);
    // The order page speaks the language the order was placed in and leads back to the market and language the buyer shopped in.
    const words = checkoutWords(checkoutLanguage(JSON.parse(order.doc).customerLocale) ?? cart.language);
    const back = continueShoppingUrl(rt.db, store?.brand ?? '', cart.site_origin, { country: cart.country, language: words.language });
    return c.html(statusPage(rt, order, back ? withOrderConfirmation(back, JSON.parse(order.doc)) : null, words), 200, HTML_HEADERS);
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
