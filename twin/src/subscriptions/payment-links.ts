import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { readBody } from '../http/body.js';
import { sendMail } from '../outbox/index.js';
import { esc, HTML_HEADERS, page } from '../checkout/html.js';
import { DECLINED_CARD, TEST_CARD } from '../checkout/routes.js';
import { MESSAGES, pathFor, SUBSCRIPTION_PATHS as P } from '../../../wire/subscriptions.js';
import { twinNow } from './clock.js';
import type { PaymentMethodRow } from './store.js';

// Update links work for a day, once.
const LINK_TTL_MS = 24 * 3600 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a single-use link to the page that replaces a card. */
export function sendUpdateLink(rt: TwinRuntime, card: PaymentMethodRow): void {
  const token = randomBytes(24).toString('base64url');
  const expires = new Date(twinNow(rt.db).getTime() + LINK_TTL_MS).toISOString();
  rt.db.prepare('INSERT INTO payment_update_links (token_hash, payment_method_id, expires_at) VALUES (?, ?, ?)').run(hash(token), card.id, expires);
  const url = `${rt.origin()}${pathFor(P.updatePage, { token })}`;
  sendMail(rt.db, {
    to: card.customer_email,
    subject: 'Update your payment method',
    text: [`Update the ${card.brand} ending in ${card.last4} that pays for your subscriptions:`, '', url, '', 'This link works once and expires in 24 hours.'].join('\n'),
  });
}

interface LinkRow {
  token_hash: string;
  payment_method_id: number;
  expires_at: string;
  used_at: string | null;
}

function liveLink(rt: TwinRuntime, token: string): LinkRow | undefined {
  const row = rt.db.prepare('SELECT * FROM payment_update_links WHERE token_hash = ?').get(hash(token)) as LinkRow | undefined;
  if (!row || row.used_at || row.expires_at <= twinNow(rt.db).toISOString()) return undefined;
  return row;
}

function form(token: string, card: PaymentMethodRow, values: Record<string, string>, errors: string[]): string {
  const v = (k: string) => esc(values[k] ?? '');
  const field = (name: string, label: string, attrs: string) =>
    `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" value="${v(name)}" ${attrs}>`;
  return page(
    'Update payment method',
    `<h1>Update payment method</h1>
${errors.length ? `<div class="error" role="alert"><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>` : ''}
<p>Replacing the ${esc(card.brand)} ending in ${esc(card.last4)} (expires ${esc(String(card.exp_month).padStart(2, '0'))}/${esc(card.exp_year)}).</p>
<form method="post" action="${esc(pathFor(P.updatePage, { token }))}" novalidate>
<fieldset><legend>New card (test card ${TEST_CARD.replace(/(\d{4})/g, '$1 ').trim()})</legend>
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row"><div>${field('cardExpiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" required')}</div><div>${field('cardCvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>
</fieldset>
<button type="submit">Update card</button>
</form>`,
  );
}

function checkCard(values: Record<string, string>, now: Date): { errors: string[]; last4?: string; month?: number; year?: number } {
  const card = (values.cardNumber ?? '').replace(/[\s-]/g, '');
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec((values.cardExpiry ?? '').trim());
  const errors: string[] = [];
  if (card === DECLINED_CARD) errors.push(MESSAGES.paymentMethodFailed);
  else if (card !== TEST_CARD) errors.push(`Use the test card ${TEST_CARD}.`);
  const month = exp ? Number(exp[1]) : 0;
  const year = exp ? 2000 + Number(exp[2]) : 0;
  if (month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) errors.push(MESSAGES.invalidCard);
  if (!/^\d{3,4}$/.test((values.cardCvc ?? '').trim())) errors.push('Security code is invalid');
  return errors.length ? { errors } : { errors, last4: card.slice(-4), month, year };
}

const gone = (c: Context) =>
  c.html(page('Link expired', `<h1>This link has expired or was already used.</h1><p>${esc(MESSAGES.paymentMethodFailed)}</p>`), 404, HTML_HEADERS);

/** The page an update link opens: a plain card form that replaces the stored card. */
export function paymentLinkRoutes(app: Hono, rt: TwinRuntime): void {
  const cardOf = (link: LinkRow) => rt.db.prepare('SELECT * FROM payment_methods WHERE id = ?').get(link.payment_method_id) as PaymentMethodRow;

  app.get(P.updatePage, (c) => {
    const token = c.req.param('token');
    const link = liveLink(rt, token);
    if (!link) return gone(c);
    return c.html(form(token, cardOf(link), {}, []), 200, HTML_HEADERS);
  });

  app.post(P.updatePage, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return c.html(page('Unsupported', '<h1>Unsupported form encoding.</h1>'), 415, HTML_HEADERS);
    const raw = await readBody(c, 16 * 1024);
    if (!raw.ok) return c.html(page('Too large', '<h1>The form is too large.</h1>'), raw.status, { ...HTML_HEADERS, Connection: 'close' });
    const token = c.req.param('token');
    const link = liveLink(rt, token);
    if (!link) return gone(c);
    const values = Object.fromEntries(new URLSearchParams(raw.text));
    const now = twinNow(rt.db);
    const checked = checkCard(values, now);
    if (checked.errors.length) return c.html(form(token, cardOf(link), { cardExpiry: values.cardExpiry ?? '' }, checked.errors), 422, HTML_HEADERS);
    rt.db.transaction(() => {
      rt.db.prepare('UPDATE payment_methods SET last4 = ?, exp_month = ?, exp_year = ?, updated_at = ? WHERE id = ?').run(
        checked.last4, checked.month, checked.year, now.toISOString(), link.payment_method_id);
      rt.db.prepare('UPDATE payment_update_links SET used_at = ? WHERE token_hash = ?').run(now.toISOString(), link.token_hash);
    })();
    return c.html(page('Payment method updated', `<h1 role="status">${esc(MESSAGES.paymentMethodUpdated)}</h1>`), 200, HTML_HEADERS);
  });
}
