// The twin's Customer Account API sign-in in Chromium, as a Hydrogen storefront sends a shopper to it:
// the authorize URL (PKCE, state, nonce) shows an axe-clean sign-in page, the shopper signs in by keyboard
// and the browser comes back to the storefront's /account/authorize with a code the token endpoint takes.
import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import { siteOrigin } from './support/sites';
import { expect, storeToken, test } from './support/twin';

const STORE = 'trailmate-us';

test('a shopper signs in to the Customer Account API by keyboard and comes back with a code', async ({ page, request, twin, network }) => {
  const email = `account-api-${Date.now()}@example.com`;
  const password = 'trail-walks-42';
  const created = await request.post(`${twin.url}/shops/${STORE}/api/2025-04/graphql.json`, {
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storeToken(STORE) },
    data: { query: 'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { message } } }', variables: { input: { email, password } } },
  });
  expect((await created.json()).data.customerCreate.customerUserErrors).toEqual([]);

  const settings = await twin.call<{ clientId: string; registeredOrigins: string[] }>('GET', `/shops/${STORE}/admin/customer-account`, undefined, {
    'x-shopify-storefront-access-token': storeToken(STORE),
  });
  const origin = siteOrigin('trailmate');
  expect(settings.body.registeredOrigins).toContain(origin);
  const redirectUri = `${origin}/account/authorize`;
  // The storefront's own callback route, which a Hydrogen app has and the brand site has not: its 404 is expected.
  network.allow(/\/account\/authorize/);

  const verifier = crypto.randomBytes(32).toString('base64url');
  const authorize = new URL(`${twin.url}/authentication/${STORE}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    client_id: settings.body.clientId,
    scope: 'openid email customer-account-api:full',
    response_type: 'code',
    redirect_uri: redirectUri,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) authorize.searchParams.set(k, v);
  // In the storefront's language, which Hydrogen sends as ui_locales: the page in French, labelled and axe-clean.
  await page.goto(`${authorize}&ui_locales=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);

  await page.goto(authorize.toString());
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(page.locator('#email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.locator('#password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.href.startsWith(`${redirectUri}?`));
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('state-1');
  const token = await request.post(`${twin.url}/authentication/${STORE}/oauth/token`, {
    headers: { origin },
    form: { grant_type: 'authorization_code', client_id: settings.body.clientId, redirect_uri: redirectUri, code: back.searchParams.get('code') ?? '', code_verifier: verifier },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = await token.json();
  const who = await request.post(`${twin.url}/${STORE}/account/customer/api/2025-04/graphql`, {
    headers: { 'content-type': 'application/json', authorization: accessToken },
    data: { query: '{ customer { emailAddress { emailAddress } } }' },
  });
  expect((await who.json()).data.customer.emailAddress.emailAddress).toBe(email);
});
