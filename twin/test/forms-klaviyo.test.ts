import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { assertValidDocument as v, completeCheckout, present, startTestTwin, useTestTwin } from './helpers';
import { firstMailTo, klaviyoTestEnv, mailsTo, postJson } from './klaviyo-fixture';
import { klaviyoPrivateKey } from '../src/forms/klaviyo/accounts';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  klaviyoTestEnv();
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const REVISION = { revision: '2025-04-15' };
const subscription = (email: string, properties: Record<string, unknown>, listId = 'TrlNws') => ({
  data: {
    type: 'subscription',
    attributes: { profile: { data: { type: 'profile', attributes: { email, first_name: 'Kit', properties } } } },
    relationships: { list: { data: { type: 'list', id: listId } } },
  },
});
const backInStock = (email: string, variant: string, properties: Record<string, unknown> = {}) => ({
  data: {
    type: 'back-in-stock-subscription',
    attributes: { channels: ['EMAIL'], profile: { data: { type: 'profile', attributes: { email, properties } } } },
    relationships: { variant: { data: { type: 'catalog-variant', id: variant } } },
  },
});
const subscribe = (body: unknown, headers: Record<string, string> = REVISION, company = 'TwTrl1') =>
  postJson(`${twin.url}/client/subscriptions/?company_id=${company}`, body, headers);

const CART_CREATE = v(`mutation ($input: CartInput!) {
  cartCreate(input: $input) { cart { checkoutUrl discountCodes { code applicable } } userErrors { message } }
}`);
const cartWithCode = async (store: 'trailmate-us' | 'trailmate-ca', email: string, code: string) => {
  const res = await twin.client(store).request<any>(CART_CREATE, {
    input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1 }], buyerIdentity: { email }, discountCodes: [code] },
  });
  return res.cartCreate.cart as { checkoutUrl: string; discountCodes: { code: string; applicable: boolean }[] };
};

describe('Klaviyo newsletter subscription (double opt-in)', () => {
  it('answers 202 with an empty body and mails a confirmation link; confirming issues a single-use 10% code the cart accepts', async () => {
    const res = await subscribe(subscription('kit@example.com', { interest: 'Dog' }));
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    const confirm = await firstMailTo(twin.url, 'kit@example.com');
    expect(confirm.subject).toBe('Please confirm your subscription');
    const link = confirm.text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    const code = present(html.match(/id="welcome-code">([A-Z0-9-]+)</)?.[1], 'the welcome code');
    expect(code).toMatch(/^WELCOME-[A-Z0-9]{8}$/);
    const mails = await mailsTo(twin.url, 'kit@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Please confirm your subscription', 'Your 10% welcome code']);
    expect(mails[1]?.text).toContain(code);
    // Confirming again shows the same code and sends nothing more.
    expect(await (await fetch(link)).text()).toContain(code);
    expect(await mailsTo(twin.url, 'kit@example.com')).toHaveLength(2);

    // The code works in every store of the brand, for its subscriber only, once.
    expect((await cartWithCode('trailmate-ca', 'kit@example.com', code)).discountCodes).toEqual([{ code, applicable: true }]);
    expect((await cartWithCode('trailmate-us', 'someone-else@example.com', code)).discountCodes).toEqual([{ code, applicable: false }]);
    const cart = await cartWithCode('trailmate-us', 'kit@example.com', code);
    expect(cart.discountCodes).toEqual([{ code, applicable: true }]);
    expect(await completeCheckout(cart.checkoutUrl, { email: 'kit@example.com' })).toBe(303);
    expect((await cartWithCode('trailmate-us', 'someone-else@example.com', code)).discountCodes).toEqual([{ code, applicable: false }]);
    expect((await cartWithCode('trailmate-ca', 'someone-else@example.com', code)).discountCodes).toEqual([{ code, applicable: false }]);
  });

  it('the confirmation page and the welcome mail say the code goes in the cart and lead back to the site the signup came from', async () => {
    const site = 'http://trailmate.localhost:9001';
    const res = await subscribe(subscription('back@example.com', { interest: 'Cat' }), { ...REVISION, origin: site });
    expect(res.status).toBe(202);
    const link = (await firstMailTo(twin.url, 'back@example.com')).text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
    const html = await (await fetch(link)).text();
    expect(html).toContain('Enter it in your cart');
    expect(html).not.toContain('at checkout');
    expect(html).toContain(`<a href="${site}/?newsletter=confirmed">Continue shopping</a>`);
    const welcome = (await mailsTo(twin.url, 'back@example.com')).find((m) => m.subject === 'Your 10% welcome code')!;
    expect(welcome.text).toContain('Enter it in your cart');
    expect(welcome.text).not.toContain('at checkout');
    expect(welcome.text).toContain(`Shop now: ${site}/`);

    // Without a site origin the way back is the brand's own site.
    await subscribe(subscription('brand@example.com', { interest: 'Dog' }));
    const other = (await firstMailTo(twin.url, 'brand@example.com')).text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
    expect(await (await fetch(other)).text()).toContain('<a href="https://www.trailmate.example/?newsletter=confirmed">Continue shopping</a>');
  });

  it('takes the path without its trailing slash', async () => {
    const res = await postJson(`${twin.url}/client/subscriptions?company_id=TwTrl1`, subscription('noslash@example.com', { interest: 'Cat' }), REVISION);
    expect(res.status).toBe(202);
  });

  it('refuses a missing revision header, an unknown company, another brand list and a bad email in Klaviyo\'s error shape', async () => {
    const body = subscription('kit3@example.com', { interest: 'Dog' });
    expect((await subscribe(body, {})).status).toBe(400);
    expect((await subscribe(body, REVISION, 'NOPE00')).body.errors[0].detail).toBe('A valid company_id is required.');
    expect((await subscribe(subscription('kit3@example.com', { interest: 'Dog' }, 'YrdNws'))).body.errors[0].detail).toBe('List not found.');
    const bad = await subscribe(subscription('kit3@', { interest: 'Dog' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: [{ id: expect.any(String), status: 400, code: 'invalid', title: 'Invalid input.', detail: 'Invalid email address.', source: { pointer: '/data/attributes/profile/data/attributes/email' }, meta: {} }],
    });
    expect((await fetch(`${twin.url}/klaviyo/confirm/${'0'.repeat(48)}`)).status).toBe(404);
  });
});

describe("Klaviyo's documented subscription bodies", () => {
  const documented = (attributes: Record<string, unknown>, list: unknown = { list: { data: { type: 'list', id: 'TrlNws' } } }) => ({
    data: { type: 'subscription', attributes: { custom_source: 'Footer', profile: { data: { type: 'profile', attributes } } }, relationships: list },
  });

  it('an email with marketing consent and nothing else is accepted with an empty 202 and gets the double opt-in mail', async () => {
    const res = await subscribe(documented({ email: 'plain@example.com', subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } }));
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    const confirm = await firstMailTo(twin.url, 'plain@example.com');
    expect(confirm.subject).toBe('Please confirm your subscription');
    expect(confirm.text.startsWith('Hi,\n')).toBe(true);
    const link = confirm.text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
    expect(await (await fetch(link)).text()).toMatch(/Thanks\. Your subscription for plain@example\.com is confirmed\./);
  });

  it('a phone number alone is accepted with an empty 202 and kept as an SMS subscriber; no mail is sent', async () => {
    const res = await subscribe(documented({ phone_number: '+13035550123' }));
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    expect(twin.db.prepare("SELECT list_id, brand FROM klaviyo_sms_subscribers WHERE phone_number = '+13035550123'").all()).toEqual([{ list_id: 'TrlNws', brand: 'trailmate' }]);
  });

  it("the site's own rules are not Klaviyo's: no first name, any interest, no captcha and a filled `website` property are all accepted", async () => {
    const res = await subscribe(documented({ email: 'rules@example.com', properties: { interest: 'Fish', website: 'anything' } }));
    expect(res.status).toBe(202);
    expect((await mailsTo(twin.url, 'rules@example.com')).map((m) => m.subject)).toEqual(['Please confirm your subscription']);
  });

  it('an email left out of the subscriptions object is not subscribed (only the channels named there are)', async () => {
    const res = await subscribe(documented({ email: 'sms-only@example.com', phone_number: '+13035550124', subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } } }));
    expect(res.status).toBe(202);
    expect(await mailsTo(twin.url, 'sms-only@example.com')).toEqual([]);
  });

  it('refuses, in its error shape with a pointer, a profile without email or phone number, a bad phone number and a missing list', async () => {
    const none = await subscribe(documented({ first_name: 'Kit' }));
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([
      { id: expect.any(String), status: 400, code: 'invalid', title: 'Invalid input.', detail: 'One of email or phone_number is required.', source: { pointer: '/data/attributes/profile/data/attributes' }, meta: {} },
    ]);
    const phone = await subscribe(documented({ phone_number: '303-555-0123' }));
    expect(phone.body.errors[0]).toMatchObject({ status: 400, code: 'invalid', source: { pointer: '/data/attributes/profile/data/attributes/phone_number' } });
    const noList = await subscribe(documented({ email: 'nolist@example.com' }, {}));
    expect(noList.status).toBe(400);
    expect(noList.body.errors[0]).toMatchObject({ status: 400, code: 'invalid', source: { pointer: '/data/relationships/list' } });
    expect(await mailsTo(twin.url, 'nolist@example.com')).toEqual([]);
  });
});

describe('Klaviyo back-in-stock subscription', () => {
  const url = () => `${twin.url}/client/back-in-stock-subscriptions/?company_id=TwTrl1`;

  it('mails once when the variant is back in stock', async () => {
    const res = await postJson(url(), backInStock('wait@example.com', '$shopify:::$default:::2004'), REVISION);
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(twin.url, 'wait@example.com')).toEqual([]);

    twin.db.prepare("UPDATE variants SET inventory_quantity = 3 WHERE store = 'trailmate-us' AND id = 2004").run();
    let mails: { subject: string; text: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await mailsTo(twin.url, 'wait@example.com');
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/is back in stock$/);

    twin.db.prepare("UPDATE variants SET inventory_quantity = 0 WHERE store = 'trailmate-us' AND id = 2004").run();
    await new Promise((r) => setTimeout(r, 250));
    twin.db.prepare("UPDATE variants SET inventory_quantity = 8 WHERE store = 'trailmate-us' AND id = 2004").run();
    await new Promise((r) => setTimeout(r, 400));
    expect(await mailsTo(twin.url, 'wait@example.com')).toHaveLength(1);
  });

  it('a restock committed by another process reaches subscribers of the store named in the profile', async () => {
    twin.db.prepare("UPDATE variants SET inventory_quantity = 0 WHERE store = 'trailmate-ca' AND id = 2002").run();
    const res = await postJson(url(), backInStock('ca@example.com', '$shopify:::$default:::2002', { store: 'trailmate-ca' }), REVISION);
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(twin.url, 'ca@example.com')).toEqual([]);
    const other = new Database(twin.dbPath);
    other.prepare("UPDATE variants SET inventory_quantity = 4 WHERE store = 'trailmate-ca' AND id = 2002").run();
    other.close();
    let mails: { subject: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await mailsTo(twin.url, 'ca@example.com');
    }
    expect(mails.map((m) => m.subject)).toEqual(['Rover Hammock Extended Width (XL / Black) is back in stock']);
  });

  it("the mail's link is absolute: the product page the form was sent from on the subscriber's site, else the product on the brand's site", async () => {
    twin.db.prepare("UPDATE variants SET inventory_quantity = 0 WHERE store = 'trailmate-us' AND id = 2004").run();
    const site = 'http://trailmate.localhost:9001';
    const send = async (email: string, pageUrl: string, origin?: string) => {
      const headers: Record<string, string> = { ...REVISION, ...(origin ? { origin } : {}) };
      const res = await postJson(url(), backInStock(email, '$shopify:::$default:::2004', { page_url: pageUrl }), headers);
      expect(res.status).toBe(202);
    };
    await send('page@example.com', `${site}/en-ca/leashes/sold-out-leash/?utm_source=x#reviews`, site);
    await send('brand-site@example.com', 'https://www.trailmate.example/fr/leashes/sold-out-leash/');
    await send('foreign@example.com', 'https://evil.example/leashes/sold-out-leash/', 'https://evil.example');
    await send('other-product@example.com', `${site}/car-seat-covers/rover-hammock/`, site);
    await send('unlisted-origin@example.com', 'http://homing.localhost:9003/leashes/sold-out-leash/');
    twin.db.prepare("UPDATE variants SET inventory_quantity = 2 WHERE store = 'trailmate-us' AND id = 2004").run();
    const linkOf = async (email: string) => {
      let mails: { text: string }[] = [];
      for (let i = 0; i < 50 && mails.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        mails = await mailsTo(twin.url, email);
      }
      expect(mails).toHaveLength(1);
      return /Shop it now: (\S+)/.exec(mails[0]!.text)?.[1];
    };
    expect(await linkOf('page@example.com')).toBe(`${site}/en-ca/leashes/sold-out-leash/`);
    expect(await linkOf('brand-site@example.com')).toBe('https://www.trailmate.example/fr/leashes/sold-out-leash/');
    for (const email of ['foreign@example.com', 'other-product@example.com', 'unlisted-origin@example.com']) {
      expect(await linkOf(email)).toBe('https://www.trailmate.example/leashes/sold-out-leash/');
    }
  });

  it("takes Klaviyo's documented body without a captcha; an unknown variant is 404", async () => {
    twin.db.prepare("UPDATE variants SET inventory_quantity = 0 WHERE store = 'trailmate-us' AND id = 2004").run();
    expect((await postJson(url(), backInStock('nocaptcha-bis@example.com', '$shopify:::$default:::2004'), REVISION)).status).toBe(202);
    const unknown = await postJson(url(), backInStock('wait2@example.com', '$shopify:::$default:::999999'), REVISION);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toMatchObject({ status: 404, code: 'not_found', source: { pointer: '/data/relationships/variant/data/id' } });
  });

  it('an SMS subscription takes a phone number alone', async () => {
    const sms = {
      data: {
        type: 'back-in-stock-subscription',
        attributes: { channels: ['SMS'], profile: { data: { type: 'profile', attributes: { phone_number: '+13035550125' } } } },
        relationships: { variant: { data: { type: 'catalog-variant', id: '$shopify:::$default:::2004' } } },
      },
    };
    const res = await postJson(url(), sms, REVISION);
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
  });

  it('refuses, in its error shape, missing channels, a missing variant, the EMAIL channel without an email and a bad email', async () => {
    const body = backInStock('refuse@example.com', '$shopify:::$default:::2004') as any;
    const noChannels = structuredClone(body);
    delete noChannels.data.attributes.channels;
    const r1 = await postJson(url(), noChannels, REVISION);
    expect(r1.status).toBe(400);
    expect(r1.body.errors[0]).toMatchObject({ status: 400, code: 'invalid', title: 'Invalid input.', source: { pointer: '/data/attributes/channels' } });
    const noVariant = structuredClone(body);
    delete noVariant.data.relationships;
    expect((await postJson(url(), noVariant, REVISION)).body.errors[0]).toMatchObject({ status: 400, source: { pointer: '/data/relationships' } });
    const noEmail = structuredClone(body);
    noEmail.data.attributes.profile.data.attributes = { phone_number: '+13035550126' };
    expect((await postJson(url(), noEmail, REVISION)).body.errors[0]).toMatchObject({ status: 400, source: { pointer: '/data/attributes/profile/data/attributes/email' } });
    const badEmail = await postJson(url(), backInStock('wait2@', '$shopify:::$default:::2004'), REVISION);
    expect(badEmail.body.errors[0]).toMatchObject({ status: 400, detail: 'Invalid email address.' });
  });
});

describe("Klaviyo's server API (a private key names the account)", () => {
  const key = (companyId = 'TwTrl1') => ({ ...REVISION, authorization: `Klaviyo-API-Key ${klaviyoPrivateKey(companyId)}` });
  const api = (path: string, body: unknown, headers: Record<string, string> = key()) => postJson(`${twin.url}${path}`, body, headers);
  const profile = (attributes: Record<string, unknown>) => ({ data: { type: 'profile', attributes } });
  const bulk = (profiles: Record<string, unknown>[], extra: { custom_source?: string; list?: string | null } = {}) => ({
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: { ...(extra.custom_source ? { custom_source: extra.custom_source } : {}), profiles: { data: profiles.map((attributes) => ({ type: 'profile', attributes })) } },
      ...(extra.list === null ? {} : { relationships: { list: { data: { type: 'list', id: extra.list ?? 'TrlNws' } } } }),
    },
  });
  const emailConsent = { email: { marketing: { consent: 'SUBSCRIBED' } } };

  it('a private key looks like Klaviyo\'s, and each store\'s account has its own', () => {
    expect(klaviyoPrivateKey('TwTrl1')).toMatch(/^pk_[0-9a-f]{34}$/);
    expect(klaviyoPrivateKey('TwTrlC')).not.toBe(klaviyoPrivateKey('TwTrl1'));
  });

  it('refuses a request without the Klaviyo-API-Key scheme, with a key no account has, or with a public key, 401 in its error shape', async () => {
    const body = profile({ email: 'auth@example.com' });
    const none = await api('/api/profile-import', body, REVISION);
    expect(none.status).toBe(401);
    expect(none.body.errors[0]).toMatchObject({ status: 401, code: 'not_authenticated', detail: 'Missing or invalid authorization scheme. Please use Klaviyo-API-Key.' });
    const wrong = await api('/api/profile-import', body, { ...REVISION, authorization: 'Klaviyo-API-Key pk_0123456789abcdef0123456789abcdef01' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0]).toMatchObject({ status: 401, code: 'authentication_failed' });
    expect((await api('/api/profile-import', body, { ...REVISION, authorization: 'Klaviyo-API-Key TwTrl1' })).status).toBe(401);
    expect((await api('/api/profile-import', body, { authorization: key().authorization })).status).toBe(400);
  });

  it('Create or Update Profile answers 201 with a new profile, 200 with the updated one, merging properties', async () => {
    const created = await api('/api/profile-import', profile({ email: 'Prof@example.com', first_name: 'Ada', properties: { interest: 'Cat' } }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'profile', id: expect.stringMatching(/^[0-9A-Z]{26}$/), attributes: { email: 'Prof@example.com', first_name: 'Ada', properties: { interest: 'Cat' } } });
    const updated = await api('/api/profile-import', profile({ email: 'prof@example.com', properties: { page_url: 'https://www.trailmate.example/x/' } }));
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: created.body.data.id, attributes: { first_name: 'Ada', properties: { interest: 'Cat', page_url: 'https://www.trailmate.example/x/' } } });
    // Profiles are the account's own: the CAD store's account has none of this one.
    expect((await api('/api/profile-import', profile({ email: 'prof@example.com' }), key('TwTrlC'))).status).toBe(201);
  });

  it('Create or Update Profile refuses a bad email and an attribute Klaviyo does not have', async () => {
    const bad = await api('/api/profile-import', profile({ email: 'prof@' }));
    expect(bad.body.errors[0]).toMatchObject({ status: 400, code: 'invalid', detail: 'Invalid email address.', source: { pointer: '/data/attributes/email' } });
    const unknown = await api('/api/profile-import', profile({ email: 'prof2@example.com', favourite: 'x' }));
    expect(unknown.body.errors[0]).toMatchObject({ status: 400, detail: "'favourite' is not a valid field for the resource 'profile'.", source: { pointer: '/data/attributes/favourite' } });
  });

  it('Bulk Subscribe Profiles answers 202 with no body and mails the double opt-in, greeting the profile by the name Create or Update Profile gave it', async () => {
    expect((await api('/api/profile-import', profile({ email: 'bulk@example.com', first_name: 'Rue', properties: { interest: 'Dog' } }))).status).toBe(201);
    const res = await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk@example.com', subscriptions: emailConsent }], { custom_source: 'Newsletter form' }));
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    const confirm = await firstMailTo(twin.url, 'bulk@example.com');
    expect(confirm.subject).toBe('Please confirm your subscription');
    expect(confirm.text.startsWith('Hi Rue,\n')).toBe(true);
    expect(twin.db.prepare("SELECT first_name, interest, status FROM klaviyo_newsletter WHERE email = 'bulk@example.com'").get()).toEqual({ first_name: 'Rue', interest: 'Dog', status: 'PENDING' });
    // Without a profile, or without a list (the account's default opt-in: its newsletter list), the mail says "Hi,".
    expect((await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-plain@example.com', subscriptions: emailConsent }], { list: null }))).status).toBe(202);
    expect((await firstMailTo(twin.url, 'bulk-plain@example.com')).text.startsWith('Hi,\n')).toBe(true);
  });

  it('a consent source naming a site the twin serves is the way back from the confirmation page', async () => {
    const site = 'http://trailmate.localhost:9001';
    await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-site@example.com', subscriptions: emailConsent }], { custom_source: `Newsletter form on ${site}/` }));
    const link = (await firstMailTo(twin.url, 'bulk-site@example.com')).text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
    expect(await (await fetch(link)).text()).toContain(`<a href="${site}/?newsletter=confirmed">Continue shopping</a>`);
    await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-evil@example.com', subscriptions: emailConsent }], { custom_source: 'Newsletter form on https://evil.example/' }));
    const other = (await firstMailTo(twin.url, 'bulk-evil@example.com')).text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
    expect(await (await fetch(other)).text()).toContain('<a href="https://www.trailmate.example/?newsletter=confirmed">Continue shopping</a>');
  });

  it('Bulk Subscribe Profiles keeps an SMS consent, and refuses another account\'s list, a bad profile and attributes it does not take, subscribing none', async () => {
    expect((await api('/api/profile-subscription-bulk-create-jobs', bulk([{ phone_number: '+13035550130', subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } } }]))).status).toBe(202);
    expect(twin.db.prepare("SELECT list_id FROM klaviyo_sms_subscribers WHERE phone_number = '+13035550130'").all()).toEqual([{ list_id: 'TrlNws' }]);
    const list = await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-none@example.com', subscriptions: emailConsent }], { list: 'YrdNws' }));
    expect(list.status).toBe(404);
    expect(list.body.errors[0]).toMatchObject({ code: 'not_found', detail: 'List not found.', source: { pointer: '/data/relationships/list/data/id' } });
    const second = await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-none@example.com', subscriptions: emailConsent }, { email: 'nope@' }]));
    expect(second.body.errors[0]).toMatchObject({ status: 400, detail: 'Invalid email address.', source: { pointer: '/data/attributes/profiles/data/1/attributes/email' } });
    const named = await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-none@example.com', first_name: 'Kit', subscriptions: emailConsent }]));
    expect(named.body.errors[0]).toMatchObject({ status: 400, detail: "'first_name' is not a valid field for the resource 'profile'.", source: { pointer: '/data/attributes/profiles/data/0/attributes/first_name' } });
    expect(await mailsTo(twin.url, 'bulk-none@example.com')).toEqual([]);
  });

  it("the CAD store's key subscribes to the CAD account's list", async () => {
    expect((await api('/api/profile-subscription-bulk-create-jobs', bulk([{ email: 'bulk-cad@example.com', subscriptions: emailConsent }], { list: 'TrlNwC' }), key('TwTrlC'))).status).toBe(202);
    expect(twin.db.prepare("SELECT list_id FROM klaviyo_newsletter WHERE email = 'bulk-cad@example.com'").all()).toEqual([{ list_id: 'TrlNwC' }]);
  });

  it("Create Back In Stock Subscription answers 202 and mails once on restock, linking the profile's page_url on a site the twin serves", async () => {
    twin.db.prepare("UPDATE variants SET inventory_quantity = 0 WHERE store = 'trailmate-us' AND id = 2004").run();
    const page = 'http://trailmate.localhost:9001/en-ca/leashes/sold-out-leash/';
    await api('/api/profile-import', profile({ email: 'srv-bis@example.com', properties: { page_url: page } }));
    const body = backInStock('srv-bis@example.com', '$shopify:::$default:::2004') as any;
    delete body.data.attributes.profile.data.attributes.properties;
    const res = await api('/api/back-in-stock-subscriptions', body);
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(twin.url, 'srv-bis@example.com')).toEqual([]);
    twin.db.prepare("UPDATE variants SET inventory_quantity = 2 WHERE store = 'trailmate-us' AND id = 2004").run();
    let mails: { text: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await mailsTo(twin.url, 'srv-bis@example.com');
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Shop it now: ${page}`);
  });

  it('Create Back In Stock Subscription refuses an unknown variant (404), profile properties and a missing email for EMAIL', async () => {
    const unknown = backInStock('srv-bis2@example.com', '$shopify:::$default:::999999') as any;
    delete unknown.data.attributes.profile.data.attributes.properties;
    const res = await api('/api/back-in-stock-subscriptions', unknown);
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ code: 'not_found', source: { pointer: '/data/relationships/variant/data/id' } });
    const props = await api('/api/back-in-stock-subscriptions', backInStock('srv-bis2@example.com', '$shopify:::$default:::2004', { page_url: 'x' }));
    expect(props.body.errors[0]).toMatchObject({ status: 400, detail: "'properties' is not a valid field for the resource 'profile'." });
    const phoneOnly = structuredClone(unknown);
    phoneOnly.data.relationships.variant.data.id = '$shopify:::$default:::2004';
    phoneOnly.data.attributes.profile.data.attributes = { phone_number: '+13035550131' };
    expect((await api('/api/back-in-stock-subscriptions', phoneOnly)).body.errors[0]).toMatchObject({ status: 400, source: { pointer: '/data/attributes/profile/data/attributes/email' } });
  });
});

describe('over the request rate', () => {
  // Every request of this twin is over its rate.
  const throttled = useTestTwin({ rateLimit: { perSecond: 0.001, burst: 0 } });

  it('answers the client and server APIs with Klaviyo’s 429: JSON:API errors, code throttled, and Retry-After', async () => {
    for (const path of ['/client/subscriptions/?company_id=TwTrl1', '/api/profile-import/']) {
      const res = await postJson(`${throttled.url}${path}`, subscription('rate@example.com', {}), REVISION);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(res.body.errors).toEqual([
        {
          id: expect.any(String),
          status: 429,
          code: 'throttled',
          title: 'Request was throttled.',
          detail: `Request was throttled. Expected available in ${retryAfter} seconds.`,
          source: {},
          meta: {},
        },
      ]);
    }
  });
});
