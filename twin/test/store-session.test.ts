import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { encodeMultipass } from '../src/multipass/token.js';
import * as D from './documents.js';
import { checkoutForm, useTestTwin } from './helpers.js';

// The store's Multipass login path starts the store's own session (an HttpOnly, SameSite=Lax cookie on
// the store's path) and its checkout reads it: the signed-in customer's email is filled in and the order is theirs.
type Json = any;
const twin = useTestTwin();

async function checkoutUrl(store: 'trailmate-us' | 'trailmate-ca' = 'trailmate-us'): Promise<string> {
  const res = await twin.client(store).request<Json>(D.CART_CREATE, {
    input: { buyerIdentity: { countryCode: store === 'trailmate-ca' ? 'CA' : 'US' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] },
  });
  return res.cartCreate.cart.checkoutUrl;
}

function multipassLink(email: string, returnTo: string, store = 'trailmate-us'): { token: string; url: string } {
  const token = encodeMultipass(storeSecret(store, 'multipass'), { email, identifier: `sub-${email}`, first_name: 'Ada', created_at: new Date().toISOString(), return_to: returnTo });
  return { token, url: `${twin.url}/shops/${store}/account/login/multipass/${token}` };
}

const emailField = (html: string) => /<input id="email" name="email" value="([^"]*)"/.exec(html)?.[1];

describe('store session from the Multipass login path', () => {
  it('lands on the checkout with an HttpOnly SameSite=Lax session cookie of the store; the checkout knows the customer', async () => {
    const checkout = await checkoutUrl();
    const path = new URL(checkout).pathname + new URL(checkout).search;
    const { token, url } = multipassLink('session.buyer@example.com', path);
    const login = await fetch(url, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(path);
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^_store_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\/shops\/trailmate-us\//);
    // The token is not echoed: not in the cookie, the headers or the page.
    const headers = [...login.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
    expect(headers).not.toContain(token);
    expect(await login.text()).not.toContain(token);
    const [cookie = ''] = setCookie.split(';');

    expect(emailField(await (await fetch(checkout, { headers: { cookie } })).text())).toBe('session.buyer@example.com');
    expect(emailField(await (await fetch(checkout)).text())).toBe('');

    // The order is the signed-in customer's, whatever the form says.
    const checkoutPage = new URL(checkout);
    const placed = await fetch(checkoutPage.origin + checkoutPage.pathname, {
      method: 'POST',
      body: checkoutForm(checkoutPage.searchParams.get('key') ?? '', { email: 'typed.other@example.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const db = new Database(twin.dbPath, { readonly: true });
    try {
      const cartToken = new URL(checkout).pathname.split('/').pop();
      const order = db.prepare('SELECT o.customer_email, c.email, c.first_name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.cart_token = ?').get(cartToken) as Json;
      expect(order).toMatchObject({ customer_email: 'session.buyer@example.com', email: 'session.buyer@example.com' });
    } finally {
      db.close();
    }
  });

  it('a session is its own store\'s; an unknown cookie or a spent token signs no one in', async () => {
    const path = '/shops/trailmate-us/account';
    const { url } = multipassLink('one.store@example.com', path);
    const login = await fetch(url, { redirect: 'manual' });
    const [cookie = ''] = (login.headers.get('set-cookie') ?? '').split(';');
    expect(cookie).toMatch(/^_store_session=/);
    // The CAD store's checkout does not take the USD store's session.
    expect(emailField(await (await fetch(await checkoutUrl('trailmate-ca'), { headers: { cookie } })).text())).toBe('');
    expect(emailField(await (await fetch(await checkoutUrl(), { headers: { cookie: '_store_session=forged' } })).text())).toBe('');
    // Single use: the same link again starts no session.
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});
