// customerPaymentMethodSendUpdateEmail: Shopify mails the customer a link to a page of the store where they
// enter a new card for a vaulted payment method; the card then pays every contract it paid before, and
// the customer_payment_methods/update webhook tells the subscription app. The twin's page takes the
// checkout's test cards (4242 4242 4242 4242 pays; 4000 0000 0000 0341 is accepted but declines charges).
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { clockNow } from '../clock/clock.js';
import { sendMail } from '../outbox/index.js';
import { readBody } from '../http/body.js';
import { esc, HTML_HEADERS, page } from '../checkout/html.js';
import { RENEWAL_DECLINED_CARD, TEST_CARD } from '../checkout/routes.js';
import { gid } from '../storefront/ids.js';
import { paymentMethodByGid, type PaymentMethodRow } from './subscription-contracts.js';
import { webhookSender } from './webhooks.js';

/** How long an update link works. */
export const UPDATE_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

/** The page of an update link. */
export const updatePath = (store: string, token: string) => `/shops/${store}/customer-payment-methods/update/${token}`;

/** The customer_payment_methods/update payload. */
export function paymentMethodPayload(pm: PaymentMethodRow) {
  return {
    admin_graphql_api_id: gid('CustomerPaymentMethod', pm.id),
    token: pm.id,
    customer_id: pm.customer_id,
    admin_graphql_api_customer_id: pm.customer_id ? gid('Customer', pm.customer_id) : null,
    instrument_type: 'CustomerCreditCard',
    payment_instrument: { last_digits: pm.last_digits, month: pm.expiry_month, year: pm.expiry_year, name: pm.name, brand: pm.brand.toLowerCase() },
  };
}

/** EmailInput as graphql-js hands it over. */
export interface EmailInput {
  subject?: string | null;
  to?: string | null;
  from?: string | null;
  body?: string | null;
  bcc?: string[] | null;
  customMessage?: string | null;
}

/** Mails the customer of a vaulted card a link to update it; answers the customer's id or the userErrors. */
export function sendUpdateEmail(
  rt: TwinRuntime,
  store: string,
  paymentMethodId: string,
  email: EmailInput | null | undefined,
): { customerId: number | null; userErrors: { field: string[]; message: string }[] } {
  const pm = paymentMethodByGid(rt, store, paymentMethodId);
  if (!pm) return { customerId: null, userErrors: [{ field: ['customerPaymentMethodId'], message: 'Customer payment method does not exist' }] };
  if (pm.revoked_at) return { customerId: null, userErrors: [{ field: ['customerPaymentMethodId'], message: 'Customer payment method has been revoked' }] };
  const customer = pm.customer_id ? (rt.db.prepare('SELECT email FROM customers WHERE id = ?').get(pm.customer_id) as { email: string } | undefined) : undefined;
  const to = (email?.to ?? customer?.email ?? '').trim();
  if (!to) return { customerId: null, userErrors: [{ field: ['email', 'to'], message: 'Email address is missing' }] };
  const token = randomBytes(24).toString('base64url');
  const now = clockNow(rt.db);
  rt.db
    .prepare('INSERT INTO admin_payment_update_links (token, store, payment_method_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(token, store, pm.id, now.toISOString(), new Date(now.getTime() + UPDATE_LINK_TTL_MS).toISOString());
  const link = `${rt.origin()}${updatePath(store, token)}`;
  sendMail(rt.db, {
    to,
    subject: email?.subject || 'Update your payment method',
    text: [
      ...(email?.customMessage ? [email.customMessage, ''] : []),
      `Your ${pm.brand} ending in ${pm.last_digits} needs updating to keep your subscription going.`,
      '',
      `Update your payment method: ${link}`,
    ].join('\n'),
  });
  return { customerId: pm.customer_id, userErrors: [] };
}

interface LinkRow {
  token: string;
  store: string;
  payment_method_id: string;
  expires_at: string;
  used_at: string | null;
}

function form(store: string, token: string, pm: PaymentMethodRow, errors: string[], values: Record<string, string> = {}): string {
  const field = (name: string, label: string, attrs: string) =>
    `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" value="${esc(values[name] ?? '')}" ${attrs}>`;
  return page(
    'Update your payment method',
    `<main><h1>Update your payment method</h1>
<p>Your ${esc(pm.brand)} ending in ${esc(pm.last_digits)} pays your subscriptions. Enter the card that should pay them from now on.</p>
${errors.length ? `<div class="error" role="alert"><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="${esc(updatePath(store, token))}" novalidate>
<fieldset><legend>Card (test card ${esc(TEST_CARD.replace(/(\d{4})/g, '$1 ').trim())})</legend>
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${field('cardExpiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" required')}
${field('cardCvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" required')}
</fieldset>
<button type="submit">Update card</button>
</form></main>`,
  );
}

const gone = () => page('Link expired', '<main><h1>This link has expired</h1><p>Ask the store to send you a new link to update your payment method.</p></main>');

/** `GET|POST /shops/:store/customer-payment-methods/update/:token`: the page an update email links to. */
export function paymentUpdateRoutes(app: Hono, rt: TwinRuntime): void {
  const find = (store: string, token: string) => {
    const link = rt.db.prepare('SELECT * FROM admin_payment_update_links WHERE token = ? AND store = ?').get(token, store) as LinkRow | undefined;
    if (!link || link.used_at || new Date(link.expires_at).getTime() <= clockNow(rt.db).getTime()) return null;
    const pm = paymentMethodByGid(rt, store, link.payment_method_id);
    return pm && !pm.revoked_at ? { link, pm } : null;
  };
  app.get('/shops/:store/customer-payment-methods/update/:token', (c) => {
    const found = find(c.req.param('store'), c.req.param('token'));
    if (!found) return c.html(gone(), 410, HTML_HEADERS);
    return c.html(form(c.req.param('store'), c.req.param('token'), found.pm, []), 200, HTML_HEADERS);
  });
  app.post('/shops/:store/customer-payment-methods/update/:token', async (c) => {
    const store = c.req.param('store');
    const token = c.req.param('token');
    const found = find(store, token);
    if (!found) return c.html(gone(), 410, HTML_HEADERS);
    const body = await readBody(c);
    if (!body.ok) return c.text(body.message, body.status as 413);
    const values = Object.fromEntries(new URLSearchParams(body.text));
    const card = (values.cardNumber ?? '').replace(/[\s-]/g, '');
    const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.cardExpiry ?? '');
    const errors: string[] = [];
    if (!card) errors.push('Enter a card number.');
    else if (card !== TEST_CARD && card !== RENEWAL_DECLINED_CARD) errors.push(`Use the test card ${TEST_CARD}.`);
    const now = clockNow(rt.db);
    const month = exp ? Number(exp[1]) : 0;
    const year = exp ? 2000 + Number(exp[2]) : 0;
    if (!exp || month < 1 || month > 12) errors.push('Enter the expiry date as MM/YY.');
    else if (Date.UTC(year, month, 1) <= now.getTime()) errors.push('This card has expired.');
    if (!/^\d{3,4}$/.test(values.cardCvc ?? '')) errors.push('Enter the 3 or 4 digit security code.');
    if (errors.length) {
      const { cardNumber: _n, cardCvc: _c, ...kept } = values;
      return c.html(form(store, token, found.pm, errors, kept), 422, HTML_HEADERS);
    }
    rt.db.transaction(() => {
      const at = now.toISOString();
      rt.db
        .prepare("UPDATE admin_payment_methods SET brand = 'Visa', first_digits = NULL, last_digits = ?, expiry_month = ?, expiry_year = ?, updated_at = ? WHERE id = ?")
        .run(card.slice(-4), month, year, at, found.pm.id);
      rt.db.prepare('UPDATE admin_payment_update_links SET used_at = ? WHERE token = ?').run(at, token);
      webhookSender(rt.db).queue(store, 'CUSTOMER_PAYMENT_METHODS_UPDATE', paymentMethodPayload(paymentMethodByGid(rt, store, found.pm.id)!));
    })();
    return c.html(page('Payment method updated', `<main><h1>Payment method updated</h1><p role="status">Your subscriptions will be charged to the card ending in ${esc(card.slice(-4))}.</p></main>`), 200, HTML_HEADERS);
  });
}
