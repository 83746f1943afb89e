// The Customer Account API's sign-in as Hydrogen's skeleton goes through it, over HTTP against a test twin:
// discovery, authorize (PKCE S256, state, nonce), the sign-in form, the code back at redirect_uri and the
// token request; and a customer of the classic Storefront API with an address and an order to sign in as.
import crypto from 'node:crypto';
import { expect } from 'vitest';
import * as D from './documents.js';
import { ADMIN_HEADERS, completeCheckout, TOKENS, type TestTwin } from './helpers.js';

export const STORE = 'trailmate-us';
/** A registered origin of the store's client (one of the twin's site origins). */
export const APP_ORIGIN = 'http://trailmate.localhost:9001';
/** Where Hydrogen's skeleton takes the code (its /account/authorize route). */
export const REDIRECT_URI = `${APP_ORIGIN}/account/authorize`;
export const PASSWORD = 'hydrogen-pass-1';

type Json = any;

/** What discovery and the twin's store settings tell an app. */
export interface Discovered {
  clientId: string;
  authorize: string;
  token: string;
  logout: string;
  jwks: string;
  graphql: string;
}

export async function discover(twin: TestTwin): Promise<Discovered> {
  const oidc = (await (await fetch(`${twin.url}/shops/${STORE}/.well-known/openid-configuration`)).json()) as Json;
  const api = (await (await fetch(`${twin.url}/shops/${STORE}/.well-known/customer-account-api`)).json()) as Json;
  const settings = (await (
    await fetch(`${twin.url}/shops/${STORE}/admin/customer-account`, { headers: { ...ADMIN_HEADERS, 'x-shopify-storefront-access-token': TOKENS[STORE] } })
  ).json()) as Json;
  return {
    clientId: settings.clientId,
    authorize: oidc.authorization_endpoint,
    token: oidc.token_endpoint,
    logout: oidc.end_session_endpoint,
    jwks: oidc.jwks_uri,
    graphql: api.graphql_api,
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A fresh PKCE pair, state and nonce, as Hydrogen's login makes them. */
export function loginParams() {
  const verifier = base64url(crypto.randomBytes(32));
  return {
    verifier,
    challenge: base64url(crypto.createHash('sha256').update(verifier).digest()),
    state: `${Date.now()}${crypto.randomBytes(6).toString('hex')}`,
    nonce: crypto.randomBytes(12).toString('hex'),
  };
}

/** The authorize URL Hydrogen's login redirects to. */
export function authorizeUrl(d: Discovered, p: ReturnType<typeof loginParams>, overrides: Record<string, string> = {}): string {
  const url = new URL(d.authorize);
  const params: Record<string, string> = {
    client_id: d.clientId,
    scope: 'openid email customer-account-api:full',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    state: p.state,
    nonce: p.nonce,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** Posts the sign-in form of an authorize page; answers the response (redirects not followed). */
export async function signIn(twin: TestTwin, authorizeHtml: string, email: string, password: string): Promise<Response> {
  const request = /name="request" value="([^"]+)"/.exec(authorizeHtml)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(authorizeHtml)?.[1];
  expect(request && action).toBeTruthy();
  return fetch(`${twin.url}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twin.url },
    body: new URLSearchParams({ request: request!, email, password }).toString(),
    redirect: 'manual',
  });
}

/** Posts a form to the token endpoint as Hydrogen does (its https origin, here a registered one). */
export async function tokenRequest(d: Discovered, fields: Record<string, string>) {
  const res = await fetch(d.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: new URLSearchParams({ client_id: d.clientId, ...fields }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

/** Authorize and sign in; answers the code and state the browser came back with. */
export async function authorizationCode(twin: TestTwin, d: Discovered, p: ReturnType<typeof loginParams>, email: string) {
  const page = await fetch(authorizeUrl(d, p));
  expect(page.status).toBe(200);
  const back = await signIn(twin, await page.text(), email, PASSWORD);
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

/** The whole sign-in: answers the token response's fields and the login parameters used. */
export async function signedInTokens(twin: TestTwin, d: Discovered, email: string) {
  const p = loginParams();
  const { code } = await authorizationCode(twin, d, p, email);
  const token = await tokenRequest(d, { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code, code_verifier: p.verifier });
  expect(token.status).toBe(200);
  return { ...token.body, params: p } as { access_token: string; refresh_token: string; id_token: string; expires_in: number; params: typeof p };
}

/** Posts a document to the Customer Account GraphQL endpoint with an access token, as Hydrogen does. */
export async function customerApi(d: Discovered, accessToken: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(d.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken, origin: APP_ORIGIN },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const CUSTOMER_CREATE = `mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code field message } }
}`;
const TOKEN_CREATE = `mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code message } }
}`;
const ADDRESS_CREATE = `mutation customerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) { customerAddress { id } customerUserErrors { code message } }
}`;

/**
 * A customer of the classic Storefront API (password sign-up), with a saved address and one order placed
 * through the twin's checkout; answers their Storefront id and classic access token.
 */
export async function classicCustomerWithOrder(twin: TestTwin, email: string): Promise<{ id: string; storefrontToken: string }> {
  const c = twin.client(STORE);
  const created = await c.request<Json>(CUSTOMER_CREATE, { input: { email, password: PASSWORD, firstName: 'Rowan', lastName: 'Vale' } });
  expect(created.customerCreate.customerUserErrors).toEqual([]);
  const token = (await c.request<Json>(TOKEN_CREATE, { input: { email, password: PASSWORD } })).customerAccessTokenCreate.customerAccessToken.accessToken as string;
  const address = await c.request<Json>(ADDRESS_CREATE, {
    customerAccessToken: token,
    address: { firstName: 'Rowan', lastName: 'Vale', address1: '12 Cedar Ln', city: 'Boulder', province: 'CO', zip: '80302', country: 'US', phone: '+1 303 555 0101' },
  });
  expect(address.customerAddressCreate.customerUserErrors).toEqual([]);
  const cart = await c.request<Json>(D.CART_CREATE, {
    input: { buyerIdentity: { countryCode: 'US', customerAccessToken: token }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 2 }] },
  });
  expect(await completeCheckout(cart.cartCreate.cart.checkoutUrl, { email, firstName: 'Rowan', lastName: 'Vale', address1: '12 Cedar Ln', city: 'Boulder', zip: '80302' })).toBe(303);
  return { id: created.customerCreate.customer.id, storefrontToken: token };
}

/** The payload of a JWT, unverified (as Hydrogen reads the nonce). */
export const jwtPayload = (jwt: string): Json => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
