// Card update links: a single-use link mailed to the card's owner (the token kept only as a hash, good
// for a day) and the page it opens, a plain card form that replaces the stored card's number and expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { readBytes } from '../http/answers.js';
import type { Services, ServicesEnv } from '../part.js';
import { MESSAGES, pathFor, SUBSCRIPTION_PATHS as P } from '../../../wire/subscriptions.js';
import { esc, HTML_HEADERS, page } from './html.js';
import type { PaymentMethodRow } from './store.js';

// Update links work for a day, once.
const LINK_TTL_MS = 24 * 3600 * 1000;
/** The card the store's test gateway accepts, and the one it declines. */
export const TEST_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a single-use link to the page that replaces a card. */
export async function sendUpdateLink(services: Services, card: PaymentMethodRow): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const expires = new Date((await services.now()).getTime() + LINK_TTL_MS);
  await services.db.insertInto('subscription_payment_links').values({ token_hash: hash(token), payment_method_id: card.id, expires_at: expires }).execute();
  const url = `${services.config.publicUrl}${pathFor(P.updatePage, { token })}`;
  await services.mail.send({
    to: card.customer_email,
    subject: 'Update your payment method',
    text: [`Update the ${card.brand} ending in ${card.last4} that pays for your subscriptions:`, '', url, '', 'This link works once and expires in 24 hours.'].join('\n'),
  });
}

async function liveLink(services: Services, token: string) {
  const now = await services.now();
  return services.db
    .selectFrom('subscription_payment_links')
    .innerJoin('subscription_payment_methods as card', 'card.id', 'subscription_payment_links.payment_method_id')
    .selectAll('card')
    .select(['subscription_payment_links.token_hash', 'subscription_payment_links.expires_at'])
    .where('subscription_payment_links.token_hash', '=', hash(token))
    .where('subscription_payment_links.used_at', 'is', null)
    .where('subscription_payment_links.expires_at', '>', now)
    .executeTakeFirst();
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

/** `GET|POST /subscriptions/payment-methods/update/:token`: the page an update link opens. */
export function paymentLinkRoutes(app: Hono<ServicesEnv>, services: Services): void {
  app.get(P.updatePage, async (c) => {
    const token = c.req.param('token');
    const card = await liveLink(services, token);
    if (!card) return gone(c);
    return c.html(form(token, card, {}, []), 200, HTML_HEADERS);
  });

  app.post(P.updatePage, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return c.html(page('Unsupported', '<h1>Unsupported form encoding.</h1>'), 415, HTML_HEADERS);
    const raw = await readBytes(c, 16 * 1024);
    if (raw === null) return c.html(page('Too large', '<h1>The form is too large.</h1>'), 413, { ...HTML_HEADERS, Connection: 'close' });
    const token = c.req.param('token');
    const card = await liveLink(services, token);
    if (!card) return gone(c);
    const values = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    const now = await services.now();
    const checked = checkCard(values, now);
    if (checked.errors.length) return c.html(form(token, card, { cardExpiry: values.cardExpiry ?? '' }, checked.errors), 422, HTML_HEADERS);
    const updated = await services.db.transaction().execute(async (trx) => {
      // Spent first, so two submissions of one link cannot both change the card.
      const spent = await trx
        .updateTable('subscription_payment_links')
        .set({ used_at: now })
        .where('token_hash', '=', card.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('subscription_payment_methods')
        .set({ last4: checked.last4!, exp_month: checked.month!, exp_year: checked.year!, updated_at: now })
        .where('id', '=', card.id)
        .execute();
      return true;
    });
    if (!updated) return gone(c);
    return c.html(page('Payment method updated', `<h1 role="status">${esc(MESSAGES.paymentMethodUpdated)}</h1>`), 200, HTML_HEADERS);
  });
}
