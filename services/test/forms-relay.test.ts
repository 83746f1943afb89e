import { assert, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, useStack } from './harness.js';
import { eventually, quickRestocks, solveCaptcha } from './forms-fixture.js';
import { startKlaviyoProxy, type KlaviyoProxy } from './klaviyo-proxy.js';
import { continueLink } from '../../twin/test/helpers.js';
import { createKlaviyoClient } from '../src/vendors/klaviyo.js';

quickRestocks();
// Klaviyo is reached through a door that can, for a few requests, answer as Klaviyo does when it cannot take them.
let proxy: KlaviyoProxy;
beforeAll(async () => {
  proxy = await startKlaviyoProxy();
});
const stack = useStack(() => ({ env: { KLAVIYO_API_URL: proxy.url } }));
beforeAll(() => {
  proxy.target = stack.twin.url;
});
afterAll(async () => {
  await proxy?.stop();
});

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => stack.call('POST', path, body, headers);
const newsletter = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post('/forms/newsletter', { companyId: 'TwTrl1', listId: 'TrlNws', firstName: 'Kit', interest: 'Dog', ...fields }, headers);
const backInStock = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post('/forms/back-in-stock', { companyId: 'TwTrl1', variant: '$shopify:::$default:::2004', ...fields }, headers);
const captcha = () => solveCaptcha(stack.url);
const setStock = (quantity: number) => stack.twin.db.prepare("UPDATE variants SET inventory_quantity = ? WHERE store = 'trailmate-us' AND id = 2004").run(quantity);
const confirmLink = (text: string) => text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
const relayJobs = async () =>
  ((await stack.call('GET', '/__jobs', undefined, { 'x-services-admin-key': stack.config.adminKey })).body.jobs as { queue: string; state: string; error?: string; data: Record<string, unknown> }[]).filter(
    (j) => j.queue === 'klaviyo-relay',
  );
const REFUSED = { error: { code: 'CAPTCHA', message: 'Please complete the CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } } };

describe('forms service: newsletter (captcha and the brand rules, then Klaviyo)', () => {
  it("a signup with a solved captcha is answered 201 and relayed to Klaviyo's server API, which mails the double opt-in link", async () => {
    const res = await newsletter({ email: 'relay@example.com', altcha: await captcha() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    const [confirm] = await stack.mails('relay@example.com', 1);
    assert.isDefined(confirm, 'confirm');
    expect(confirm.subject).toBe('Please confirm your subscription');
    expect(confirm.text.startsWith('Hi Kit,')).toBe(true);
    // The private key's server routes, never the public client ones.
    expect(proxy.seen.map((s) => s.path)).toEqual(['/api/profile-import', '/api/profile-subscription-bulk-create-jobs']);
    // The profile keeps what the form said.
    expect(stack.twin.db.prepare("SELECT first_name, properties FROM klaviyo_profiles WHERE company_id = 'TwTrl1' AND email = 'relay@example.com'").get()).toEqual({
      first_name: 'Kit',
      properties: JSON.stringify({ interest: 'Dog' }),
    });
  });

  it('the site the form was sent from is the way back from the confirmation page', async () => {
    const res = await newsletter({ interest: 'Cat', email: 'relay-site@example.com', altcha: await captcha() }, { origin: SITE_ORIGIN });
    expect(res.status).toBe(201);
    const link = confirmLink((await stack.mails('relay-site@example.com', 1))[0]!.text);
    expect(continueLink(await (await fetch(link)).text())).toEqual({ to: `${SITE_ORIGIN}/`, query: { newsletter: 'confirmed' } });
  });

  it('without a captcha, with a forged one or with a replayed one it reads "Please complete the CAPTCHA" and nothing reaches Klaviyo', async () => {
    const missing = await newsletter({ email: 'nocaptcha@example.com' });
    expect(missing).toMatchObject({ status: 400, body: REFUSED });
    expect(await newsletter({ email: 'nocaptcha@example.com', altcha: 'Zm9yZ2Vk' })).toMatchObject({ status: 400, body: REFUSED });
    const payload = await captcha();
    expect((await newsletter({ email: 'first-use@example.com', altcha: payload })).status).toBe(201);
    expect(await newsletter({ email: 'replayed@example.com', altcha: payload })).toMatchObject({ status: 400, body: REFUSED });
    await stack.mails('first-use@example.com', 1);
    expect(await stack.mails('nocaptcha@example.com')).toEqual([]);
    expect(await stack.mails('replayed@example.com')).toEqual([]);
  });

  it("the brand's rules are checked here: first name, interest and email, a message per field", async () => {
    const res = await newsletter({ firstName: 'K', interest: 'Fish', email: 'kit@', altcha: await captcha() });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'INVALID',
      message: 'An error occurred while subscribing. Please try again later.',
      fields: { firstName: 'First name must be at least 2 letters.', email: 'We need a complete valid email address.', interest: 'Please select an interest.' },
    });
  });

  it('a filled honeypot is answered as accepted and nothing reaches Klaviyo', async () => {
    const before = proxy.seen.length;
    const res = await newsletter({ email: 'bot@spam.example', website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    expect(proxy.seen.length).toBe(before);
    expect(await stack.mails('bot@spam.example')).toEqual([]);
  });

  it('an account the service does not relay to, or a list that is not the account\'s, is INVALID and nothing reaches Klaviyo', async () => {
    const before = proxy.seen.length;
    const account = await newsletter({ companyId: 'NOPE00', email: 'acct@example.com', altcha: await captcha() });
    expect(account).toMatchObject({ status: 400, body: { error: { code: 'INVALID', fields: { companyId: 'An error occurred while subscribing. Please try again later.' } } } });
    const list = await newsletter({ listId: 'YrdNws', email: 'acct@example.com', altcha: await captcha() });
    expect(list).toMatchObject({ status: 400, body: { error: { code: 'INVALID', message: 'An error occurred while subscribing. Please try again later.', fields: { listId: 'An error occurred while subscribing. Please try again later.' } } } });
    expect(proxy.seen.length).toBe(before);
    expect(await stack.mails('acct@example.com')).toEqual([]);
  });

  it('each account signs with its own private key: the CAD store\'s signup lands on the CAD list', async () => {
    expect((await newsletter({ companyId: 'TwTrlC', listId: 'TrlNwC', email: 'cad-relay@example.com', altcha: await captcha() })).status).toBe(201);
    await stack.mails('cad-relay@example.com', 1);
    expect(stack.twin.db.prepare("SELECT list_id, status FROM klaviyo_newsletter WHERE email = 'cad-relay@example.com'").all()).toEqual([{ list_id: 'TrlNwC', status: 'PENDING' }]);
  });
});

describe('forms service: back in stock', () => {
  it('an email with a solved captcha is relayed; the mail links the page it came from once the variant is back', async () => {
    setStock(0);
    const page = `${SITE_ORIGIN}/leashes/sold-out-leash/`;
    const res = await backInStock({ email: 'relay-stock@example.com', pageUrl: page, altcha: await captcha() }, { origin: SITE_ORIGIN });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(await stack.mails('relay-stock@example.com')).toEqual([]);
    setStock(3);
    const mails = await stack.mails('relay-stock@example.com', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Shop it now: ${page}`);
  });

  it('a page on another site than the one the form was sent from is not linked: the mail links the brand site', async () => {
    setStock(0);
    const res = await backInStock({ email: 'other-page@example.com', pageUrl: 'https://evil.example/leashes/sold-out-leash/', altcha: await captcha() }, { origin: SITE_ORIGIN });
    expect(res.status).toBe(201);
    setStock(3);
    expect((await stack.mails('other-page@example.com', 1))[0]?.text).toContain('Shop it now: https://www.trailmate.example/leashes/sold-out-leash/');
  });

  it('a missing or replayed captcha is refused, a filled honeypot dropped', async () => {
    setStock(0);
    expect((await backInStock({ email: 'bis@example.com' })).body.error.code).toBe('CAPTCHA');
    const payload = await captcha();
    expect((await backInStock({ email: 'bis@example.com', altcha: payload })).status).toBe(201);
    expect((await backInStock({ email: 'bis2@example.com', altcha: payload })).body.error.code).toBe('CAPTCHA');
    expect((await backInStock({ email: 'bot@spam.example', website: 'x' })).status).toBe(201);
  });

  it("Klaviyo refusing the subscription (an unknown variant) is UPSTREAM with the form's failure message, and nothing is queued", async () => {
    const unknown = await backInStock({ email: 'bis3@example.com', variant: '$shopify:::$default:::999999', altcha: await captcha() });
    expect(unknown).toMatchObject({ status: 502, body: { error: { code: 'UPSTREAM', message: 'Out of Stock form submission failed. Please refresh the page or try again later.' } } });
    expect((await relayJobs()).filter((j) => j.data.email === 'bis3@example.com')).toEqual([]);
  });
});

describe('when Klaviyo cannot take a subscription now', () => {
  it('429 with Retry-After: the shopper is told it worked, the relay waits that long and delivers it', async () => {
    proxy.fail('throttled', 1);
    const res = await newsletter({ email: 'throttled@example.com', altcha: await captcha() });
    expect(res).toMatchObject({ status: 201, body: { ok: true } });
    const queued = (await relayJobs()).find((j) => j.data.email === 'throttled@example.com');
    expect(queued).toMatchObject({ state: 'created', data: { kind: 'newsletter', companyId: 'TwTrl1', firstName: 'Kit', listId: 'TrlNws' } });
    // No secret is kept with the job.
    expect(JSON.stringify(queued)).not.toMatch(/pk_/);
    const [confirm] = await stack.mails('throttled@example.com', 1);
    assert.isDefined(confirm, 'confirm');
    expect(confirm.subject).toBe('Please confirm your subscription');
    expect(confirm.text.startsWith('Hi Kit,')).toBe(true);
  });

  it('503, then again on the first retry: the job is tried again with backoff, says why, and delivers', async () => {
    proxy.fail('unavailable', 2);
    const res = await newsletter({ email: 'down@example.com', altcha: await captcha() });
    expect(res.status).toBe(201);
    const retrying = await eventually(async () => (await relayJobs()).find((j) => j.data.email === 'down@example.com' && j.state === 'retry'));
    expect(retrying).toMatchObject({ error: 'Klaviyo answered 503' });
    const mails = await eventually(() => stack.mails('down@example.com').then((m) => (m.length ? m : null)), 15_000);
    expect(mails!.map((m) => m.subject)).toEqual(['Please confirm your subscription']);
    expect(proxy.seen.filter((s) => s.mode === 'unavailable')).toHaveLength(2);
  }, 30_000);

  it('unreachable: a back-in-stock subscription is queued, delivered, and mails on restock with its page', async () => {
    setStock(0);
    proxy.fail('unreachable', 1);
    const page = `${SITE_ORIGIN}/leashes/sold-out-leash/`;
    const res = await backInStock({ email: 'unreachable@example.com', pageUrl: page, altcha: await captcha() }, { origin: SITE_ORIGIN });
    expect(res.status).toBe(201);
    // Delivered by the job: the twin holds the subscription.
    const waiting = await eventually(async () => stack.twin.db.prepare("SELECT page_url FROM klaviyo_back_in_stock WHERE email = 'unreachable@example.com'").get());
    expect(waiting).toEqual({ page_url: page });
    setStock(2);
    expect((await stack.mails('unreachable@example.com', 1))[0]?.text).toContain(`Shop it now: ${page}`);
  });
});

describe("the relay's Klaviyo client", () => {
  it('a private key Klaviyo does not know is refused (401), not retried', async () => {
    const account = stack.config.klaviyo.accounts.find((a) => a.companyId === 'TwTrl1')!;
    const client = createKlaviyoClient(stack.twin.url);
    expect(await client.subscribeEmail({ ...account, privateKey: 'pk_not-the-key' }, { email: 'k@example.com', listId: 'TrlNws', customSource: 'Test' })).toMatchObject({
      kind: 'refused',
      status: 401,
      errors: [{ code: 'authentication_failed' }],
    });
    expect(await client.subscribeEmail(account, { email: 'k@example.com', listId: 'TrlNws', customSource: 'Test' })).toEqual({ kind: 'done', status: 202 });
  });
});
