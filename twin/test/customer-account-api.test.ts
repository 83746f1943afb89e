// The Customer Account API's OAuth flow as Hydrogen's skeleton (2025.4) runs it against the twin, over HTTP:
// discovery → authorize (PKCE S256, state, nonce) → sign-in → code → token → GraphQL → refresh → logout,
// and what it refuses: a wrong code_verifier, a code used twice, unregistered redirect URIs.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as D from './documents.js';
import { ADMIN_HEADERS, completeCheckout, present, TOKENS, useTestTwin } from './helpers.js';
import {
  APP_ORIGIN,
  authorizationCode,
  authorizeUrl,
  classicCustomerWithOrder,
  customerApi,
  discover,
  jwtPayload,
  loginParams,
  PASSWORD,
  REDIRECT_URI,
  signIn,
  signedInTokens,
  STORE,
  tokenRequest,
} from './customer-account-fixture.js';

const twin = useTestTwin();
const WHO = `query Who { customer { id emailAddress { emailAddress } firstName } }`;

describe('Customer Account API sign-in (OAuth 2.0 with PKCE, OpenID Connect)', () => {
  it('discovery names the endpoints Hydrogen builds from the shop id', async () => {
    const oidc = (await (await fetch(`${twin.url}/shops/${STORE}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    const issuer = `${twin.url}/authentication/${STORE}`;
    expect(oidc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      end_session_endpoint: `${issuer}/logout`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()).toEqual(oidc);
    const api = (await (await fetch(`${twin.url}/shops/${STORE}/.well-known/customer-account-api`)).json()) as Record<string, unknown>;
    expect(api.graphql_api).toBe(`${twin.url}/${STORE}/account/customer/api/2025-04/graphql`);
    expect((await fetch(`${twin.url}/shops/no-such-store/.well-known/openid-configuration`)).status).toBe(404);
    // The client id and registered origins are the store owner's: the twin's admin key, as its other admin routes.
    const settings = await fetch(`${twin.url}/shops/${STORE}/admin/customer-account`, { headers: { 'x-shopify-storefront-access-token': TOKENS[STORE] } });
    expect([401, 403]).toContain(settings.status);
    expect(await settings.text()).not.toContain('shp_');
  });

  it('runs the whole flow: authorize, sign in, code, token, GraphQL, refresh, logout', async () => {
    const email = 'flow@example.com';
    const classic = await classicCustomerWithOrder(twin, email);
    const d = await discover(twin);
    const p = loginParams();

    const page = await fetch(authorizeUrl(d, p));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Not no-referrer: under it Chromium posts the sign-in form with Origin: null, which the form refuses.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');

    const wrong = await signIn(twin, html, email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Incorrect email or password.');

    const back = await signIn(twin, html, email, PASSWORD);
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(p.state);
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const token = await tokenRequest(d, { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code, code_verifier: p.verifier });
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(token.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(token.body.access_token).toMatch(/^shcat_/);
    expect(token.body.refresh_token).toMatch(/^shcrt_/);

    // The id_token carries the nonce Hydrogen compares, signed by the key discovery publishes.
    const claims = jwtPayload(token.body.id_token);
    expect(claims).toMatchObject({ iss: `${twin.url}/authentication/${STORE}`, aud: d.clientId, sub: classic.id, nonce: p.nonce, email });
    const [head, body, signature] = token.body.id_token.split('.');
    const { keys } = (await (await fetch(d.jwks)).json()) as { keys: crypto.JsonWebKey[] };
    const key = crypto.createPublicKey({ key: present(keys[0], 'the signing key'), format: 'jwk' });
    expect(crypto.verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(present(signature, 'the id token signature'), 'base64url'))).toBe(true);

    // The same customer the classic Storefront API knows.
    const who = await customerApi(d, token.body.access_token, WHO);
    expect(who).toEqual({ status: 200, body: { data: { customer: { id: classic.id, emailAddress: { emailAddress: email }, firstName: 'Rowan' } } } });

    const refreshed = await tokenRequest(d, { grant_type: 'refresh_token', refresh_token: token.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(token.body.access_token);
    expect(refreshed.body.refresh_token).not.toBe(token.body.refresh_token);
    expect((await customerApi(d, refreshed.body.access_token, WHO)).body.data.customer.id).toBe(classic.id);
    // A refresh token is spent by its use.
    const again = await tokenRequest(d, { grant_type: 'refresh_token', refresh_token: token.body.refresh_token });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const logout = new URL(d.logout);
    logout.searchParams.set('id_token_hint', token.body.id_token);
    logout.searchParams.set('post_logout_redirect_uri', `${APP_ORIGIN}/`);
    const out = await fetch(logout, { redirect: 'manual' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${APP_ORIGIN}/`);
    // Every token of the session stops working.
    for (const access of [token.body.access_token, refreshed.body.access_token]) expect((await customerApi(d, access, WHO)).status).toBe(401);
    expect(await tokenRequest(d, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a wrong code_verifier, and the code is spent by the try', async () => {
    await classicCustomerWithOrder(twin, 'verifier@example.com');
    const d = await discover(twin);
    const p = loginParams();
    const { code } = await authorizationCode(twin, d, p, 'verifier@example.com');
    const wrong = await tokenRequest(d, { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code, code_verifier: loginParams().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' } });
    const right = await tokenRequest(d, { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code, code_verifier: p.verifier });
    expect(right).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code used twice and ends what its first use gave', async () => {
    await classicCustomerWithOrder(twin, 'reuse@example.com');
    const d = await discover(twin);
    const p = loginParams();
    const { code } = await authorizationCode(twin, d, p, 'reuse@example.com');
    const fields = { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code, code_verifier: p.verifier };
    const first = await tokenRequest(d, fields);
    expect(first.status).toBe(200);
    const second = await tokenRequest(d, fields);
    expect(second).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'The authorization code has already been used' } });
    expect(second.body.access_token).toBeUndefined();
    expect((await customerApi(d, first.body.access_token, WHO)).status).toBe(401);
  });

  it('refuses an unsafe post_logout_redirect_uri without signing out or redirecting', async () => {
    await classicCustomerWithOrder(twin, 'logout@example.com');
    const d = await discover(twin);
    const tokens = await signedInTokens(twin, d, 'logout@example.com');
    for (const target of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', `${APP_ORIGIN}.evil.example/`, `http://user@${new URL(APP_ORIGIN).host}/`]) {
      const url = new URL(d.logout);
      url.searchParams.set('id_token_hint', tokens.id_token);
      url.searchParams.set('post_logout_redirect_uri', target);
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status, target).toBe(400);
      expect(res.headers.get('location'), target).toBeNull();
    }
    // A registered URI without a hint of this shop's is refused too: nothing proves who asks.
    const unsigned = new URL(d.logout);
    unsigned.searchParams.set('post_logout_redirect_uri', `${APP_ORIGIN}/`);
    expect((await fetch(unsigned, { redirect: 'manual' })).status).toBe(400);
    expect((await customerApi(d, tokens.access_token, WHO)).status).toBe(200);
  });

  it('sends nothing back to an unregistered redirect_uri, and refuses authorize requests without PKCE', async () => {
    const d = await discover(twin);
    const p = loginParams();
    for (const redirect of ['https://evil.example/account/authorize', '/account/authorize']) {
      const res = await fetch(authorizeUrl(d, p, { redirect_uri: redirect }), { redirect: 'manual' });
      expect(res.status, redirect).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    expect((await fetch(authorizeUrl(d, p, { client_id: 'shp_not-this-client' }), { redirect: 'manual' })).status).toBe(400);
    const plain = await fetch(authorizeUrl(d, p, { code_challenge_method: 'plain', code_challenge: p.verifier }), { redirect: 'manual' });
    expect(plain.status).toBe(302);
    const refused = new URL(plain.headers.get('location')!);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('state')).toBe(p.state);
    expect(refused.searchParams.get('code')).toBeNull();
  });

  it('signs in a customer without a password (a guest of checkout) with a code mailed to them', async () => {
    const email = 'guest@example.com';
    const cart = await twin.client(STORE).request<any>(D.CART_CREATE, { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] } });
    expect(await completeCheckout(cart.cartCreate.cart.checkoutUrl, { email })).toBe(303);
    const d = await discover(twin);
    const p = loginParams();
    const html = await (await fetch(authorizeUrl(d, p))).text();
    const request = present(/name="request" value="([^"]+)"/.exec(html)?.[1], 'the login request');
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${twin.url}/authentication/${STORE}/login/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twin.url },
        body: new URLSearchParams({ request, ...fields }).toString(),
        redirect: 'manual',
      });
    const mails = async (to: string) =>
      ((await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(to)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string; text: string }[] }).messages
        .filter((m) => m.subject.includes('sign-in code'));

    // An email the shop does not know reads the same, and no mail goes.
    const unknown = await post('code', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('If nobody@example.com has an account');
    expect(await mails('nobody@example.com')).toEqual([]);

    const asked = await post('code', { email });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<label for="code">Code</label>');
    const mail = present((await mails(email))[0], 'the sign-in mail');
    const code = present(/\b(\d{6})\b/.exec(mail.text)?.[1], 'the sign-in code');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('verify', { email, code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That code is not right.');

    const back = await post('verify', { email, code });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe(p.state);
    const token = await tokenRequest(d, { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code: location.searchParams.get('code')!, code_verifier: p.verifier });
    expect(token.status).toBe(200);
    const orders = await customerApi(d, token.body.access_token, 'query { customer { emailAddress { emailAddress } orders(first: 5) { nodes { id } } } }');
    expect(orders.body.data.customer.emailAddress.emailAddress).toBe(email);
    expect(orders.body.data.customer.orders.nodes).toHaveLength(1);
    // The code is spent.
    expect((await post('verify', { email, code })).status).toBe(400);
  });

  it('voids a mailed code after five wrong tries', async () => {
    await classicCustomerWithOrder(twin, 'tries@example.com');
    const d = await discover(twin);
    const html = await (await fetch(authorizeUrl(d, loginParams()))).text();
    const request = present(/name="request" value="([^"]+)"/.exec(html)?.[1], 'the login request');
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${twin.url}/authentication/${STORE}/login/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request, ...fields }).toString(),
        redirect: 'manual',
      });
    await post('code', { email: 'tries@example.com' });
    const messages = ((await (await fetch(`${twin.url}/outbox?to=tries%40example.com`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] }).messages;
    const code = present(/\b(\d{6})\b/.exec(present(messages.at(-1), 'the sign-in mail').text)?.[1], 'the sign-in code');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(await (await post('verify', { email: 'tries@example.com', code: wrongCode })).text()).toContain('That code is not right.');
    expect(await (await post('verify', { email: 'tries@example.com', code: wrongCode })).text()).toContain('Ask for a new code.');
    const late = await post('verify', { email: 'tries@example.com', code });
    expect(late.status).toBe(401);
    expect(late.headers.get('location')).toBeNull();
  });

  it('counts wrong passwords with the classic sign-in: five lock both', async () => {
    const email = 'locked@example.com';
    await classicCustomerWithOrder(twin, email);
    const d = await discover(twin);
    const html = await (await fetch(authorizeUrl(d, loginParams()))).text();
    for (let i = 0; i < 5; i++) expect((await signIn(twin, html, email, `wrong-${i}`)).status).toBe(401);
    const locked = await signIn(twin, html, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('location')).toBeNull();
    const classic = await twin.client(STORE).request<any>(
      'mutation t($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { message } } }',
      { input: { email, password: PASSWORD } },
    );
    expect(classic.customerAccessTokenCreate).toEqual({ customerAccessToken: null, customerUserErrors: [{ message: 'Login attempt limit exceeded. Please try again later.' }] });
  });

  it('refuses documents in graphql-ruby\'s words; fields the twin lacks answer NOT_IMPLEMENTED; other versions are 404', async () => {
    await classicCustomerWithOrder(twin, 'words@example.com');
    const d = await discover(twin);
    const { access_token } = await signedInTokens(twin, d, 'words@example.com');
    const unknown = await customerApi(d, access_token, 'query { customer { nickname } }');
    expect(unknown.body.errors[0]).toMatchObject({ message: "Field 'nickname' doesn't exist on type 'Customer'", extensions: { code: 'undefinedField' } });
    const missing = await customerApi(d, access_token, 'query O($id: ID!) { order(id: $id) { id } }');
    expect(missing.body.errors[0].message).toBe('Variable $id of type ID! was provided invalid value');
    const lacking = await customerApi(d, access_token, 'query { customer { creditCards(first: 1) { nodes { id } } } }');
    expect(lacking.body.errors[0].extensions.code).toBe('NOT_IMPLEMENTED');
    const other = await fetch(d.graphql.replace('2025-04', '2024-01'), { method: 'POST', headers: { 'content-type': 'application/json', authorization: access_token }, body: '{"query":"{ customer { id } }"}' });
    expect(other.status).toBe(404);
  });

  it('answers the GraphQL endpoint 401 without a live access token', async () => {
    const d = await discover(twin);
    expect((await customerApi(d, 'shcat_not-a-token', WHO)).status).toBe(401);
    const res = await fetch(d.graphql, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: WHO }) });
    expect(res.status).toBe(401);
  });
});
