import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueLink, startTestTwin } from './helpers';
import { formsTestEnv, mailsTo, postJson, solveCaptcha } from './forms-fixture';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  formsTestEnv({ emailLimit: 0 });
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const newsletter = (fields: Record<string, unknown>) => postJson(`${twin.url}/forms/newsletter`, { companyId: 'TwTrl1', listId: 'TrlNws', firstName: 'Kit', interest: 'Dog', ...fields });
const backInStock = (fields: Record<string, unknown>) => postJson(`${twin.url}/forms/back-in-stock`, { companyId: 'TwTrl1', variant: '$shopify:::$default:::2004', ...fields });

describe('forms service: newsletter (captcha and the brand rules, then Klaviyo)', () => {
  it('a signup with a solved captcha is answered 201 and relayed to Klaviyo, which mails the double opt-in link', async () => {
    const res = await newsletter({ email: 'relay@example.com', altcha: await solveCaptcha(twin.url) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    const [confirm] = await mailsTo(twin.url, 'relay@example.com');
    expect(confirm.subject).toBe('Please confirm your subscription');
    expect(confirm.text.startsWith('Hi Kit,')).toBe(true);
  });

  it('the site the form was sent from is the way back from the confirmation page', async () => {
    const site = 'http://trailmate.localhost:9001';
    const res = await postJson(`${twin.url}/forms/newsletter`, { companyId: 'TwTrl1', listId: 'TrlNws', firstName: 'Kit', interest: 'Cat', email: 'relay-site@example.com', altcha: await solveCaptcha(twin.url) }, { origin: site });
    expect(res.status).toBe(201);
    const link = (await mailsTo(twin.url, 'relay-site@example.com'))[0].text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0];
    expect(continueLink(await (await fetch(link)).text())).toEqual({ to: `${site}/`, query: { newsletter: 'confirmed' } });
  });

  it('without a captcha, with a forged one or with a replayed one it reads "Please complete the CAPTCHA" and nothing reaches Klaviyo', async () => {
    const refused = { error: { code: 'CAPTCHA', message: 'Please complete the CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } } };
    const missing = await newsletter({ email: 'nocaptcha@example.com' });
    expect(missing).toMatchObject({ status: 400, body: refused });
    expect(await newsletter({ email: 'nocaptcha@example.com', altcha: 'Zm9yZ2Vk' })).toMatchObject({ status: 400, body: refused });
    const payload = await solveCaptcha(twin.url);
    expect((await newsletter({ email: 'first-use@example.com', altcha: payload })).status).toBe(201);
    expect(await newsletter({ email: 'replayed@example.com', altcha: payload })).toMatchObject({ status: 400, body: refused });
    expect(await mailsTo(twin.url, 'nocaptcha@example.com')).toEqual([]);
    expect(await mailsTo(twin.url, 'replayed@example.com')).toEqual([]);
  });

  it("the brand's rules are checked here: first name, interest and email, a message per field", async () => {
    const res = await newsletter({ firstName: 'K', interest: 'Fish', email: 'kit@', altcha: await solveCaptcha(twin.url) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'INVALID',
      message: 'An error occurred while subscribing. Please try again later.',
      fields: { firstName: 'First name must be at least 2 letters.', email: 'Please re-check your email address.', interest: 'Please select an interest.' },
    });
  });

  it('a filled honeypot is answered as accepted and nothing reaches Klaviyo', async () => {
    const res = await newsletter({ email: 'bot@spam.example', website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    expect(await mailsTo(twin.url, 'bot@spam.example')).toEqual([]);
  });

  it("an account the service does not relay to is refused; Klaviyo's own refusal (another account's list) is INVALID", async () => {
    expect((await newsletter({ companyId: 'NOPE00', email: 'acct@example.com', altcha: await solveCaptcha(twin.url) })).status).toBe(400);
    const list = await newsletter({ listId: 'YrdNws', email: 'acct@example.com', altcha: await solveCaptcha(twin.url) });
    expect(list).toMatchObject({ status: 400, body: { error: { code: 'INVALID', message: 'An error occurred while subscribing. Please try again later.' } } });
    expect(await mailsTo(twin.url, 'acct@example.com')).toEqual([]);
  });
});

describe('forms service: back in stock', () => {
  it('an email with a solved captcha is relayed; the mail links the page it came from once the variant is back', async () => {
    twin.db.prepare("UPDATE variants SET inventory_quantity = 0 WHERE store = 'trailmate-us' AND id = 2004").run();
    const site = 'http://trailmate.localhost:9001';
    const res = await postJson(`${twin.url}/forms/back-in-stock`, { companyId: 'TwTrl1', variant: '$shopify:::$default:::2004', email: 'relay-stock@example.com', pageUrl: `${site}/leashes/sold-out-leash/`, altcha: await solveCaptcha(twin.url) }, { origin: site });
    expect(res.status).toBe(201);
    twin.db.prepare("UPDATE variants SET inventory_quantity = 3 WHERE store = 'trailmate-us' AND id = 2004").run();
    let mails: { text: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await mailsTo(twin.url, 'relay-stock@example.com');
    }
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`Shop it now: ${site}/leashes/sold-out-leash/`);
  });

  it('a missing or replayed captcha is refused, a filled honeypot dropped, an unknown variant INVALID without fields', async () => {
    expect((await backInStock({ email: 'bis@example.com' })).body.error.code).toBe('CAPTCHA');
    const payload = await solveCaptcha(twin.url);
    expect((await backInStock({ email: 'bis@example.com', altcha: payload })).status).toBe(201);
    expect((await backInStock({ email: 'bis2@example.com', altcha: payload })).body.error.code).toBe('CAPTCHA');
    expect((await backInStock({ email: 'bot@spam.example', website: 'x' })).status).toBe(201);
    const unknown = await backInStock({ email: 'bis3@example.com', variant: '$shopify:::$default:::999999', altcha: await solveCaptcha(twin.url) });
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'INVALID', message: 'Out of Stock form submission failed. Please refresh the page or try again later.', fields: {} } } });
  });
});
