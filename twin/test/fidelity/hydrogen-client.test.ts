// Hydrogen's own clients (@shopify/hydrogen 2025.4.2) against the twin, as a Hydrogen app runs them:
// createCustomerAccountClient through login, the twin's sign-in page, authorize, the skeleton's
// Customer Account documents, a refresh and logout; createStorefrontClient with the skeleton's
// Storefront documents, verbatim from templates/skeleton of the 2025.4.2 release
// (fixtures/hydrogen-skeleton/, the query strings the routes send, fragments interpolated).
//
// Hydrogen builds every Customer Account URL under https://shopify.com/<shop id> and has no setting for
// the host, so while these tests run, `fetch` requests to https://shopify.com/ go to the twin at the same
// path: the origin is rewritten and nothing else (method, headers, body and the twin's answer untouched).
// The browser's part (following a redirect, posting the sign-in form) is done here with plain fetch.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cartSetIdDefault, createCartHandler, createCustomerAccountClient, createStorefrontClient, getSitemap, getSitemapIndex, type HydrogenSession } from '@shopify/hydrogen';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classicCustomerWithOrder, discover, PASSWORD, STORE, type Discovered } from '../customer-account-fixture.js';
import { ADMIN_HEADERS, FIXTURE_CONTENT, startTestTwin, TOKENS } from '../helpers.js';

type Json = any;

const SHOPIFY = 'https://shopify.com';
/** The Hydrogen app's origin: a dev server on port 3000, one of the twin's registered origins. */
const APP = 'http://localhost:3000';
/** Hydrogen sends its origin as https, and builds redirect_uri from it. */
const HTTPS_APP = 'https://localhost:3000';
const EMAIL = 'hydrogen-client@example.com';

const CA_DIR = path.join(__dirname, '..', 'fixtures', 'customer-account');
const SF_DIR = path.join(__dirname, '..', 'fixtures', 'hydrogen-skeleton');
const caDoc = (name: string) => fs.readFileSync(path.join(CA_DIR, `${name}.graphql`), 'utf8');
const sfDoc = (name: string) => fs.readFileSync(path.join(SF_DIR, `${name}.graphql`), 'utf8');

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;
let d: Discovered;
let classic: { id: string; storefrontToken: string };

/** The fixture catalogue plus a blog post and a privacy policy page. */
function contentWithEditorial(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-hydrogen-client-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  const stamp = { _rev: 'r1', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-01T00:00:00Z', brand: 'trailmate', language: 'en' };
  const block = (text: string) => [{ _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text, marks: [] }] }];
  const docs = [
    { _id: 'blogCategory-trips', _type: 'blogCategory', ...stamp, title: 'Road Trips', slug: { _type: 'slug', current: 'road-trips' } },
    { _id: 'page-privacy', _type: 'page', ...stamp, title: 'Privacy Policy', slug: { _type: 'slug', current: 'privacy-policy' }, body: block('We keep your orders.') },
    { _id: 'person-sam', _type: 'person', ...stamp, name: 'Sam Okafor', title: 'Sam Okafor', slug: { _type: 'slug', current: 'sam-okafor' } },
    {
      _id: 'blogPost-hammock', _type: 'blogPost', ...stamp, title: 'Choosing a Hammock for the Back Seat', slug: { _type: 'slug', current: 'choosing-a-hammock' },
      author: { _type: 'reference', _ref: 'person-sam' }, body: block('Measure the back seat first.'), excerpt: 'How to pick a seat hammock.',
      category: { _type: 'reference', _ref: 'blogCategory-trips' }, publishedAt: '2024-05-01T10:00:00Z',
    },
  ];
  fs.writeFileSync(path.join(dir, 'editorial-trailmate.ndjson'), docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  return dir;
}

beforeAll(async () => {
  contentDir = contentWithEditorial();
  twin = await startTestTwin({ contentDir });
  const realFetch = globalThis.fetch;
  // Only the origin changes: https://shopify.com/<path> is sent to <twin>/<path>, everything else as it was.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${SHOPIFY}/`)) return realFetch(input, init);
    const target = twin.url + url.slice(SHOPIFY.length);
    return realFetch(input instanceof Request ? new Request(target, input) : target, init);
  });
  classic = await classicCustomerWithOrder(twin, EMAIL);
  d = await discover(twin);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await twin?.stop();
  if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Hydrogen's session interface over memory, as the skeleton's cookie session keeps it between requests. */
class MemorySession implements HydrogenSession {
  data = new Map<string, any>();
  isPending = false;
  destroyed = false;
  get(key: string) {
    return this.data.get(key);
  }
  set(key: string, value: unknown) {
    this.data.set(key, value);
    this.isPending = true;
  }
  unset(key: string) {
    this.data.delete(key);
    this.isPending = true;
  }
  async commit() {
    this.isPending = false;
    return `session=${encodeURIComponent(JSON.stringify(Object.fromEntries(this.data)))}; Path=/; HttpOnly; Secure; SameSite=Lax`;
  }
  async destroy() {
    this.data.clear();
    this.destroyed = true;
    return 'session=; Path=/; Max-Age=0';
  }
}

/** The client a Hydrogen app makes for one request (createHydrogenContext's options, env from the twin's settings). */
function customerAccountFor(session: MemorySession, url: string, language: 'EN' | 'FR' | 'DE' | 'PT' = 'EN') {
  return createCustomerAccountClient({
    session,
    request: new Request(url),
    customerAccountId: d.clientId,
    shopId: STORE,
    language,
    waitUntil: () => {},
    logErrors: false,
  });
}

const toTwin = (location: string) => (location.startsWith(`${SHOPIFY}/`) ? twin.url + location.slice(SHOPIFY.length) : location);

/** What a browser posts for a form of a page: its action and every named input, with `fill` over them. */
function formPost(html: string, actionPath: RegExp, fill: Record<string, string>) {
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find(([, action = '']) => actionPath.test(action));
  expect(form, 'the sign-in form').toBeDefined();
  const [, action = '', inputs = ''] = form!;
  const fields = new URLSearchParams();
  for (const [, attributes = ''] of inputs.matchAll(/<input\b([^>]*)>/g)) {
    const name = /\bname="([^"]*)"/.exec(attributes)?.[1];
    if (name) fields.set(name, fill[name] ?? /\bvalue="([^"]*)"/.exec(attributes)?.[1] ?? '');
  }
  return { action: action.replaceAll('&amp;', '&'), fields };
}

/** login() → the twin's sign-in page → the password form posted → the callback URL the browser comes back to. */
async function signInThroughHydrogen(session: MemorySession) {
  const login = await customerAccountFor(session, `${APP}/account/login?return_to=/account/orders`).login();
  expect(login.status).toBe(302);
  const authorize = new URL(login.headers.get('location')!);
  const page = await fetch(toTwin(authorize.toString()));
  expect(page.status).toBe(200);
  const { action, fields } = formPost(await page.text(), /\/login$/, { email: EMAIL, password: PASSWORD });
  const back = await fetch(new URL(action, twin.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twin.url },
    body: fields.toString(),
    redirect: 'manual',
  });
  expect(back.status).toBe(302);
  return { authorize, callback: back.headers.get('location')! };
}

/** A signed-in session: login, sign-in, and authorize() with the callback request. */
async function signedInSession() {
  const session = new MemorySession();
  const { callback } = await signInThroughHydrogen(session);
  const done = await customerAccountFor(session, callback).authorize();
  expect(done.status).toBe(302);
  return session;
}

const CLASSIC = `query Classic($t: String!) {
  customer(customerAccessToken: $t) {
    id firstName lastName email
    defaultAddress { id firstName lastName address1 address2 company city provinceCode countryCodeV2 zip phone formatted }
    addresses(first: 10) { nodes { id address1 city provinceCode zip } }
    orders(first: 10) { nodes { id name processedAt financialStatus totalPrice { amount currencyCode } } }
  }
}`;
const classicCustomer = async () => (await twin.client(STORE).request<Json>(CLASSIC, { t: classic.storefrontToken })).customer;
/** The number of a CustomerAddress gid (the classic API's MailingAddress gid carries the same id with a token). */
const addressNumber = (id: string) => /\/(?:CustomerAddress|MailingAddress)\/(\d+)/.exec(id)?.[1];

describe("Hydrogen's createCustomerAccountClient against the twin", () => {
  it('login() redirects to authorize with PKCE (S256), state and nonce, all kept in the session', async () => {
    const session = new MemorySession();
    const { authorize, callback } = await signInThroughHydrogen(session);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${SHOPIFY}/authentication/${STORE}/oauth/authorize`);
    const kept = session.get('customerAccount');
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toEqual({
      client_id: d.clientId,
      scope: 'openid email customer-account-api:full',
      response_type: 'code',
      redirect_uri: `${HTTPS_APP}/account/authorize`,
      state: kept.state,
      nonce: kept.nonce,
      ui_locales: 'en',
      code_challenge: createHash('sha256').update(kept.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(kept.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(kept.redirectPath).toBe('/account/orders');
    // The sign-in sends the browser back to Hydrogen's authorize route with a code and the same state.
    const back = new URL(callback);
    expect(`${back.origin}${back.pathname}`).toBe(`${HTTPS_APP}/account/authorize`);
    expect(back.searchParams.get('state')).toBe(kept.state);
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('login() in the storefront’s language: the sign-in pages speak the language its ui_locales asks for', async () => {
    const session = new MemorySession();
    const login = await customerAccountFor(session, `${APP}/fr-fr/account/login`, 'FR').login();
    const authorize = login.headers.get('location')!;
    expect(new URL(authorize).searchParams.get('ui_locales')).toBe('fr');
    const html = await (await fetch(toTwin(authorize))).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Connexion</title>');
    expect(html).toContain('Connectez-vous à votre compte Trailmate');
    expect(html).toContain('<label for="password">Mot de passe</label>');
    // The language stays with the sign-in: a wrong password is answered in French too.
    const { action, fields } = formPost(html, /\/login$/, { email: EMAIL, password: 'not-the-password' });
    const wrong = await fetch(new URL(action, twin.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twin.url },
      body: fields.toString(),
      redirect: 'manual',
    });
    expect(wrong.status).toBe(401);
    const again = await wrong.text();
    expect(again).toContain('<html lang="fr">');
    expect(again).toContain('role="alert">E-mail ou mot de passe incorrect.</p>');
    // And the sign-in by code: its page and its mail.
    const byCode = formPost(again, /\/login\/code$/, { email: EMAIL });
    const codePage = await fetch(new URL(byCode.action, twin.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twin.url },
      body: byCode.fields.toString(),
    });
    expect(await codePage.text()).toContain('<title>Saisissez votre code</title>');
    const mail = (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(EMAIL)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string; text: string }[] };
    // The brand by its display name (brandSettings.name), not its id.
    expect(mail.messages.at(-1)).toMatchObject({ subject: 'Votre code de connexion Trailmate', text: expect.stringMatching(/^Votre code de connexion est \d{6}\./) });
    // A language the pages do not speak (Hydrogen asks for pt-PT) gets English.
    const pt = await customerAccountFor(new MemorySession(), `${APP}/account/login`, 'PT').login();
    expect(new URL(pt.headers.get('location')!).searchParams.get('ui_locales')).toBe('pt-PT');
    expect(await (await fetch(toTwin(pt.headers.get('location')!))).text()).toContain('<html lang="en">');
  });

  it('authorize() exchanges the code: the id token’s nonce matches, and the customer is logged in', async () => {
    const session = new MemorySession();
    const { callback } = await signInThroughHydrogen(session);
    const pending = { ...session.get('customerAccount') };
    expect(await customerAccountFor(session, `${APP}/account`).isLoggedIn()).toBe(false);
    const done = await customerAccountFor(session, callback).authorize();
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account/orders');
    const kept = session.get('customerAccount');
    expect(kept.accessToken).toMatch(/^shcat_/);
    expect(kept.refreshToken).toMatch(/^shcrt_/);
    expect(Number(kept.expiresAt)).toBeGreaterThan(Date.now() + 3000 * 1000);
    const ca = customerAccountFor(session, `${APP}/account`);
    expect(await ca.isLoggedIn()).toBe(true);
    expect(await ca.getAccessToken()).toBe(kept.accessToken);
    expect(((await ca.query(caDoc('CustomerDetails'))).data as Json).customer.id).toBe(classic.id);

    // The callback replayed (the same code with the same session state): the token endpoint refuses it, Hydrogen
    // answers that refusal, and the session the code's first use started ends as well.
    const replay = new MemorySession();
    replay.set('customerAccount', pending);
    await expect(customerAccountFor(replay, callback).authorize()).rejects.toMatchObject({ status: 400 });
    await expect(ca.query(caDoc('CustomerDetails'))).rejects.toMatchObject({ status: 302 });
  });

  it('query() answers the skeleton’s CustomerDetails, CustomerOrders and Order as the classic API knows the customer', async () => {
    const session = await signedInSession();
    const ca = customerAccountFor(session, `${APP}/account`);
    const seen = await classicCustomer();

    const details = await ca.query(caDoc('CustomerDetails'));
    expect(details.errors).toBeUndefined();
    const customer = (details.data as Json).customer;
    expect(customer).toMatchObject({ id: classic.id, firstName: seen.firstName, lastName: seen.lastName });
    const def = seen.defaultAddress;
    expect(customer.defaultAddress).toMatchObject({
      firstName: def.firstName, lastName: def.lastName, address1: def.address1, address2: def.address2, company: def.company,
      city: def.city, zoneCode: def.provinceCode, territoryCode: def.countryCodeV2, zip: def.zip, phoneNumber: def.phone, formatted: def.formatted,
    });
    expect(addressNumber(customer.defaultAddress.id)).toBe(addressNumber(def.id));
    expect(customer.addresses.nodes.map((a: Json) => addressNumber(a.id))).toEqual(seen.addresses.nodes.map((a: Json) => addressNumber(a.id)));

    const orders = await ca.query(caDoc('CustomerOrders'), { variables: { first: 20 } });
    expect(orders.errors).toBeUndefined();
    const nodes = (orders.data as Json).customer.orders.nodes;
    expect(nodes).toHaveLength(1);
    const same = (o: Json) => ({ id: o.id, name: o.name ?? `#${o.number}`, processedAt: o.processedAt, financialStatus: o.financialStatus, total: [Number(o.totalPrice.amount), o.totalPrice.currencyCode] });
    expect(nodes.map(same)).toEqual(seen.orders.nodes.map(same));

    const order = await ca.query(caDoc('Order'), { variables: { orderId: nodes[0].id } });
    expect(order.errors).toBeUndefined();
    expect((order.data as Json).order).toMatchObject({ id: seen.orders.nodes[0].id, name: seen.orders.nodes[0].name, shippingAddress: { name: 'Rowan Vale' } });
    expect((order.data as Json).order.lineItems.nodes).toEqual([expect.objectContaining({ quantity: 2 })]);

    // A refused document: Hydrogen's error names the request id the answer carries, as Shopify's answers do.
    const bad = await ca.query('query Bad { customer { noSuchField } }');
    expect(bad.errors?.[0]?.message).toMatch(/^\[h2:error:customerAccount\.query\] .+ - Request ID: [0-9a-f-]{36}$/);
  });

  it('mutate() runs the skeleton’s address and customer mutations, and the classic API reads the changes', async () => {
    const session = await signedInSession();
    const ca = customerAccountFor(session, `${APP}/account/addresses`);

    const created = await ca.mutate(caDoc('customerAddressCreate'), {
      variables: {
        address: { firstName: 'Rowan', lastName: 'Vale', company: '', address1: '40 Aspen Way', address2: '', city: 'Denver', territoryCode: 'US', zoneCode: 'CO', zip: '80202', phoneNumber: '+1 720 555 0142' },
        defaultAddress: true,
      },
    });
    expect(created.errors).toBeUndefined();
    const createdData = (created.data as Json).customerAddressCreate;
    expect(createdData.userErrors).toEqual([]);
    const newId = createdData.customerAddress.id;
    let seen = await classicCustomer();
    expect(addressNumber(seen.defaultAddress.id)).toBe(addressNumber(newId));
    expect(seen.defaultAddress).toMatchObject({ address1: '40 Aspen Way', city: 'Denver', provinceCode: 'CO', zip: '80202' });

    const updated = await ca.mutate(caDoc('customerAddressUpdate'), { variables: { addressId: newId, address: { city: 'Golden', zip: '80401' }, defaultAddress: true } });
    expect((updated.data as Json).customerAddressUpdate).toEqual({ customerAddress: { id: newId }, userErrors: [] });
    seen = await classicCustomer();
    expect(seen.defaultAddress).toMatchObject({ address1: '40 Aspen Way', city: 'Golden', zip: '80401' });

    // The default address cannot go while others exist: make the first one default again, then delete.
    const first = seen.addresses.nodes.find((a: Json) => a.address1 === '12 Cedar Ln');
    const firstId = `gid://shopify/CustomerAddress/${addressNumber(first.id)}`;
    const promoted = await ca.mutate(caDoc('customerAddressUpdate'), { variables: { addressId: firstId, address: {}, defaultAddress: true } });
    expect((promoted.data as Json).customerAddressUpdate).toEqual({ customerAddress: { id: firstId }, userErrors: [] });
    const deleted = await ca.mutate(caDoc('customerAddressDelete'), { variables: { addressId: newId } });
    expect((deleted.data as Json).customerAddressDelete).toEqual({ deletedAddressId: newId, userErrors: [] });
    seen = await classicCustomer();
    expect(seen.addresses.nodes.map((a: Json) => a.address1)).toEqual(['12 Cedar Ln']);

    const renamed = await ca.mutate(caDoc('customerUpdate'), { variables: { customer: { firstName: 'Rowen', lastName: 'Vale' } } });
    expect((renamed.data as Json).customerUpdate).toEqual({
      customer: { firstName: 'Rowen', lastName: 'Vale', emailAddress: { emailAddress: EMAIL }, phoneNumber: null },
      userErrors: [],
    });
    expect((await classicCustomer()).firstName).toBe('Rowen');
    await ca.mutate(caDoc('customerUpdate'), { variables: { customer: { firstName: 'Rowan', lastName: 'Vale' } } });
  });

  it('refreshes an expired access token; a spent refresh token logs a stale copy out; logout ends the refreshed tokens', async () => {
    const session = await signedInSession();
    const before = { ...session.get('customerAccount') };
    // Hydrogen refreshes when its session says the token is about to expire.
    session.set('customerAccount', { ...before, expiresAt: String(Date.now() - 1000) });
    const ca = customerAccountFor(session, `${APP}/account`);
    expect(await ca.isLoggedIn()).toBe(true);
    const after = session.get('customerAccount');
    expect(after.accessToken).toMatch(/^shcat_/);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.idToken).toBe(before.idToken);
    expect(Number(after.expiresAt)).toBeGreaterThan(Date.now() + 3000 * 1000);
    expect(((await ca.query(caDoc('CustomerDetails'))).data as Json).customer.id).toBe(classic.id);

    // Another copy of the old session (a stale cookie) holds the spent refresh token: the twin refuses it, Hydrogen signs that copy out.
    const stale = new MemorySession();
    stale.set('customerAccount', { ...before, expiresAt: String(Date.now() - 1000) });
    expect(await customerAccountFor(stale, `${APP}/account`).isLoggedIn()).toBe(false);
    expect(stale.get('customerAccount')).toBeUndefined();

    // Hydrogen keeps the first id token through refreshes; signing out with it ends the refreshed tokens too.
    const refreshed = { ...session.get('customerAccount') };
    const out = await customerAccountFor(session, `${APP}/account/logout`).logout();
    expect((await fetch(toTwin(out.headers.get('location')!), { redirect: 'manual' })).status).toBe(302);
    const signedOut = new MemorySession();
    signedOut.set('customerAccount', refreshed);
    await expect(customerAccountFor(signedOut, `${APP}/account`).query(caDoc('CustomerDetails'))).rejects.toMatchObject({ status: 302 });
  });

  it('logout() sends the browser to the twin’s logout with the id token; it ends every token of the session', async () => {
    const session = await signedInSession();
    const kept = { ...session.get('customerAccount') };
    const out = await customerAccountFor(session, `${APP}/account/logout`).logout();
    expect(out.status).toBe(302);
    expect(session.destroyed).toBe(true);
    const logout = new URL(out.headers.get('location')!);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${SHOPIFY}/authentication/${STORE}/logout`);
    expect(Object.fromEntries(logout.searchParams)).toEqual({ id_token_hint: kept.idToken, post_logout_redirect_uri: `${HTTPS_APP}/` });
    const back = await fetch(toTwin(logout.toString()), { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${HTTPS_APP}/`);

    // A copy of the session from before (a stale cookie): its access token is refused, and Hydrogen sends the visitor to log in.
    const stale = new MemorySession();
    stale.set('customerAccount', kept);
    const ca = customerAccountFor(stale, `${APP}/account/orders`);
    const refused = await ca.query(caDoc('CustomerDetails')).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get('location')).toBe('/account/login?return_to=%2Faccount%2Forders');
    expect(stale.get('customerAccount')).toBeUndefined();
    // And its refresh token is dead too.
    stale.set('customerAccount', { ...kept, expiresAt: String(Date.now() - 1000) });
    expect(await customerAccountFor(stale, `${APP}/account`).isLoggedIn()).toBe(false);
  });
});

/** The skeleton's storefront client (createHydrogenContext: i18n EN/US unless a locale route says otherwise). */
const storefront = (i18n: { language: 'EN' | 'FR'; country: 'US' | 'FR' } = { language: 'EN', country: 'US' }) =>
  createStorefrontClient({
    storeDomain: `${twin.url}/shops/${STORE}`,
    publicStorefrontToken: TOKENS[STORE],
    storefrontApiVersion: '2025-04',
    i18n,
    logErrors: false,
    waitUntil: () => {},
  }).storefront;

describe("Hydrogen's cart handler for a signed-in customer", () => {
  const CART_QUERY_FRAGMENT = `#graphql
    fragment CartApiQuery on Cart { id checkoutUrl totalQuantity lines(first: $numCartLines) { nodes { quantity } } buyerIdentity { email customer { id email } } }`;

  it('links the cart to the customer by the Customer Account access token it sends as the buyer’s customerAccessToken', async () => {
    const session = await signedInSession();
    const ids: { cart?: string } = {};
    // As createHydrogenContext wires it: the cart handler asks customerAccount.getBuyer() for the buyer identity.
    const cart = createCartHandler({
      storefront: storefront(),
      customerAccount: customerAccountFor(session, `${APP}/cart`),
      getCartId: () => ids.cart,
      setCartId: cartSetIdDefault(),
      cartQueryFragment: CART_QUERY_FRAGMENT,
    });
    const created = await cart.create({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] });
    expect(created.userErrors).toEqual([]);
    ids.cart = created.cart.id;
    const got = (await cart.get()) as Json;
    expect(got.errors).toBeUndefined();
    expect(got.buyerIdentity.customer).toEqual({ id: classic.id, email: EMAIL });
    expect(new URL(got.checkoutUrl).searchParams.get('logged_in')).toBe('true');
    // The checkout knows the customer: their email is filled in.
    const checkout = await (await fetch(got.checkoutUrl)).text();
    expect(checkout).toContain(`value="${EMAIL}"`);

    // Signed out, the token names no one: a new cart with it is refused in Shopify's words.
    const stale = { ...session.get('customerAccount') };
    const out = await customerAccountFor(session, `${APP}/account/logout`).logout();
    await fetch(toTwin(out.headers.get('location')!), { redirect: 'manual' });
    const refused = await storefront().mutate<Json>(
      `#graphql
      mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { field message code } } }`,
      { variables: { input: { buyerIdentity: { customerAccessToken: stale.accessToken } } } },
    );
    expect(refused.cartCreate.userErrors).toEqual([{ field: ['input', 'buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid', code: 'INVALID' }]);
  });
});

describe("Hydrogen's createStorefrontClient against the twin", () => {
  it('answers the skeleton’s Product query, in the i18n language and country Hydrogen fills in', async () => {
    const body = await storefront().query<Json>(sfDoc('Product'), { variables: { handle: 'rover-hammock-extended-width', selectedOptions: [{ name: 'Size', value: 'XL' }] } });
    expect(body.errors).toBeUndefined();
    expect(body.product).toMatchObject({
      title: 'Rover Hammock Extended Width',
      handle: 'rover-hammock-extended-width',
      vendor: 'Trailmate',
      encodedVariantExistence: 'v1_0-1',
      selectedOrFirstAvailableVariant: { sku: 'TM-HAM-XL-BLK', price: { amount: '109.95', currencyCode: 'USD' }, selectedOptions: [{ name: 'Size', value: 'XL' }] },
    });
    expect(body.product.adjacentVariants.map((v: Json) => v.sku)).toEqual(['TM-HAM-STD-BLK']);
    const fr = await storefront({ language: 'FR', country: 'FR' }).query<Json>(sfDoc('Product'), { variables: { handle: 'rover-hammock-extended-width', selectedOptions: [] } });
    expect(fr.errors).toBeUndefined();
    expect(fr.product.title).toBe('Rover Hammock Extended Width FR');
    expect(fr.product.selectedOrFirstAvailableVariant.price).toEqual({ amount: '82.75', currencyCode: 'EUR' });
    expect((await storefront().query<Json>(sfDoc('Product'), { variables: { handle: 'no-such-product', selectedOptions: [] } })).product).toBeNull();
    // A refused document: Hydrogen's error names the request id the answer carries, as Shopify's answers do.
    const bad = await storefront().query<Json>('query Bad { shop { noSuchField } }');
    expect(bad.errors?.[0].message).toMatch(/^\[h2:error:storefront\.query\] .+ - Request ID: [0-9a-f-]{36}$/);
  });

  it('answers the skeleton’s Collection query with its products and pagination', async () => {
    const body = await storefront().query<Json>(sfDoc('Collection'), { variables: { handle: 'car-seat-covers', first: 8 } });
    expect(body.errors).toBeUndefined();
    expect(body.collection).toMatchObject({ id: 'gid://shopify/Collection/3001', handle: 'car-seat-covers', title: 'Car Seat Covers', description: 'Car Seat Covers' });
    expect(body.collection.products.nodes).toEqual([
      expect.objectContaining({
        id: 'gid://shopify/Product/1001',
        handle: 'rover-hammock-extended-width',
        priceRange: { minVariantPrice: { amount: '89.95', currencyCode: 'USD' }, maxVariantPrice: { amount: '109.95', currencyCode: 'USD' } },
      }),
    ]);
    expect(body.collection.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('answers the skeleton’s Blogs and Article queries from the content’s blog posts', async () => {
    const blogs = await storefront().query<Json>(sfDoc('Blogs'), { variables: { first: 10 } });
    expect(blogs.errors).toBeUndefined();
    expect(blogs.blogs.nodes).toEqual([{ title: 'Road Trips', handle: 'road-trips', seo: { title: 'Road Trips', description: null } }]);
    const article = await storefront().query<Json>(sfDoc('Article'), { variables: { blogHandle: 'road-trips', articleHandle: 'choosing-a-hammock' } });
    expect(article.errors).toBeUndefined();
    expect(article.blog).toMatchObject({
      handle: 'road-trips',
      articleByHandle: {
        handle: 'choosing-a-hammock',
        title: 'Choosing a Hammock for the Back Seat',
        contentHtml: '<p>Measure the back seat first.</p>',
        publishedAt: '2024-05-01T10:00:00Z',
        author: { name: 'Sam Okafor' },
        seo: { description: 'How to pick a seat hammock.' },
      },
    });
  });

  it('answers the skeleton’s Policies and Policy queries from the content’s policy pages', async () => {
    const list = await storefront().query<Json>(sfDoc('Policies'));
    expect(list.errors).toBeUndefined();
    expect(list.shop).toEqual({
      privacyPolicy: { id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/), title: 'Privacy Policy', handle: 'privacy-policy' },
      shippingPolicy: null,
      termsOfService: null,
      refundPolicy: null,
      subscriptionPolicy: null,
    });
    const policy = await storefront().query<Json>(sfDoc('Policy'), { variables: { privacyPolicy: true, refundPolicy: false, shippingPolicy: false, termsOfService: false } });
    expect(policy.errors).toBeUndefined();
    expect(policy.shop).toEqual({
      privacyPolicy: {
        id: list.shop.privacyPolicy.id,
        title: 'Privacy Policy',
        handle: 'privacy-policy',
        body: '<p>We keep your orders.</p>',
        url: 'https://www.trailmate.example/policies/privacy-policy',
      },
    });
  });
  it('answers Hydrogen’s own sitemap helpers (getSitemapIndex, getSitemap), as the skeleton’s sitemap routes call them', async () => {
    const index = await (await getSitemapIndex({ storefront: storefront(), request: new Request(`${APP}/sitemap.xml`) })).text();
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['products', 'pages', 'collections', 'articles', 'blogs'].map((type) => `${APP}/sitemap/${type}/1.xml`));
    // The skeleton's getLink: /<type>/<handle>, under a locale when one is given.
    const getLink = ({ type, baseUrl, handle, locale }: { type: string; baseUrl: string; handle?: string; locale?: string }) =>
      locale ? `${baseUrl}/${locale}/${type}/${handle}` : `${baseUrl}/${type}/${handle}`;
    const products = await (await getSitemap({ storefront: storefront(), request: new Request(`${APP}/sitemap/products/1.xml`), params: { type: 'products', page: '1' }, getLink })).text();
    expect(products).toContain(`<loc>${APP}/products/rover-hammock-extended-width</loc>`);
    expect(products).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    const articles = await (await getSitemap({ storefront: storefront(), request: new Request(`${APP}/sitemap/articles/1.xml`), params: { type: 'articles', page: '1' }, getLink })).text();
    expect([...articles.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${APP}/articles/choosing-a-hammock`]);
  });
});

/** The store's Storefront API settings, as the Hydrogen channel shows them (twin-only: the admin key and the public token). */
async function storefrontSettings(store: keyof typeof TOKENS = STORE as keyof typeof TOKENS) {
  const res = await fetch(`${twin.url}/shops/${store}/admin/storefront-api`, { headers: { ...ADMIN_HEADERS, 'x-shopify-storefront-access-token': TOKENS[store] } });
  expect(res.status).toBe(200);
  return (await res.json()) as { storeDomain: string; graphqlApi: string; publicStorefrontToken: string; privateStorefrontToken: string };
}

/** A skeleton configured with PRIVATE_STOREFRONT_API_TOKEN only: createHydrogenContext passes it, with the buyer's address from the request. */
const privateStorefront = (privateStorefrontToken: string, buyerIp: string | null = '203.0.113.7', url = twin.url) =>
  createStorefrontClient({
    storeDomain: `${url}/shops/${STORE}`,
    privateStorefrontToken,
    storefrontApiVersion: '2025-04',
    storefrontHeaders: { requestGroupId: null, buyerIp, buyerIpSig: null, cookie: null, purpose: null },
    i18n: { language: 'EN', country: 'US' },
    logErrors: false,
    waitUntil: () => {},
  }).storefront;

describe("Hydrogen's createStorefrontClient with a private Storefront token", () => {
  const PRODUCT = { handle: 'rover-hammock-extended-width', selectedOptions: [{ name: 'Size', value: 'XL' }] };
  const UNAUTHORIZED = { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] };

  it('runs the skeleton’s Product query with the private token only (Shopify-Storefront-Private-Token and Buyer-IP)', async () => {
    const settings = await storefrontSettings();
    expect(settings).toMatchObject({ storeDomain: `${twin.url}/shops/${STORE}`, publicStorefrontToken: TOKENS[STORE] });
    expect(settings.privateStorefrontToken).toMatch(/^shpat_[0-9a-f]{32}$/);
    expect((await storefrontSettings('trailmate-ca')).privateStorefrontToken).not.toBe(settings.privateStorefrontToken);
    const sf = privateStorefront(settings.privateStorefrontToken);
    // What Hydrogen sends: the private token and the buyer's address, no public token.
    const headers = Object.fromEntries(Object.entries(sf.getHeaders()).map(([k, v]) => [k.toLowerCase(), v]));
    expect(headers).toMatchObject({ 'shopify-storefront-private-token': settings.privateStorefrontToken, 'shopify-storefront-buyer-ip': '203.0.113.7' });
    expect(headers['x-shopify-storefront-access-token']).toBeUndefined();
    const body = await sf.query<Json>(sfDoc('Product'), { variables: PRODUCT });
    expect(body.errors).toBeUndefined();
    expect(body.product).toMatchObject({
      handle: 'rover-hammock-extended-width',
      selectedOrFirstAvailableVariant: { sku: 'TM-HAM-XL-BLK', price: { amount: '109.95', currencyCode: 'USD' } },
    });
    // Server-side tokens are not judged by Origin: one sent with a page's Origin is accepted as well.
    const res = await fetch(settings.graphqlApi, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': settings.privateStorefrontToken, origin: 'https://elsewhere.example' },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(await res.json()).toMatchObject({ data: { shop: { name: STORE } } });
  });

  it('refuses a wrong private token (or another store’s) with Shopify’s 401, as a wrong public token is refused', async () => {
    const other = (await storefrontSettings('trailmate-ca')).privateStorefrontToken;
    for (const token of [`shpat_${'0'.repeat(32)}`, other]) {
      const refused = await privateStorefront(token).query<Json>(sfDoc('Product'), { variables: PRODUCT }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(refused).toBeInstanceOf(Error);
      expect(refused!.message).toMatch(/^\[h2:error:storefront\.query\] .*API response error: 401/s);
      // Hydrogen keeps Shopify's answer, and the request id it carries, as the error's cause.
      expect(JSON.parse(refused!.cause as string)).toMatchObject({ errors: UNAUTHORIZED, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
    // The same answer as a wrong public token gets; a private token header does not fall back to a good public token.
    const post = (headers: Record<string, string>) =>
      fetch(`${twin.url}/shops/${STORE}/api/2025-04/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"query":"{ shop { name } }"}' });
    const headerSets: Record<string, string>[] = [
      { 'x-shopify-storefront-access-token': 'wrong' },
      { 'shopify-storefront-private-token': 'wrong', 'x-shopify-storefront-access-token': TOKENS[STORE] },
    ];
    for (const headers of headerSets) {
      const res = await post(headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('rate-limits each buyer the server names in Shopify-Storefront-Buyer-IP, not the server', async () => {
    const privateToken = (await storefrontSettings()).privateStorefrontToken;
    // Three requests per client, refilled only after minutes.
    const limited = await startTestTwin({ rateLimit: { perSecond: 0.001, burst: 3 } });
    try {
      const ask = (buyerIp: string | null) => privateStorefront(privateToken, buyerIp, limited.url).query<Json>('query Shop { shop { name } }');
      for (let i = 0; i < 3; i++) expect((await ask('203.0.113.7')).shop.name).toBe(STORE);
      const throttled = await ask('203.0.113.7');
      expect(throttled.errors?.[0]).toMatchObject({ extensions: { code: 'THROTTLED' } });
      // Another buyer through the same server still has their own allowance; so has the server itself.
      expect((await ask('2001:db8::1')).shop.name).toBe(STORE);
      expect((await ask(null)).shop.name).toBe(STORE);
    } finally {
      await limited.stop();
    }
  });
});
