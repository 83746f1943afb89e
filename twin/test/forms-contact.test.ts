import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, startTestTwin } from './helpers';
import { formsTestEnv, mailsTo, postJson, solveCaptcha } from './forms-fixture';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  formsTestEnv({ emailLimit: 0 });
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const submissions = async (type: string) => (await (await fetch(`${twin.url}/forms/submissions?type=${type}`, { headers: ADMIN_HEADERS })).json()).submissions;

describe('dealer contact form', () => {
  it('is stored, acknowledged to the sender and copied to the brand care address', async () => {
    const res = await postJson(`${twin.url}/forms/contact/dealer`, {
      brand: 'yardwise',
      firstName: 'Ada',
      lastName: 'Lind',
      emailAddress: 'ada@outlet.example',
      outletName: 'Lind Feed & Seed',
      message: 'We would like to stock your containment systems.',
      altcha: await solveCaptcha(twin.url),
      website: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    const [stored] = await submissions('dealer-contact');
    expect(stored).toMatchObject({ id: res.body.id, brand: 'yardwise', email: 'ada@outlet.example', fields: { outletName: 'Lind Feed & Seed' }, files: [] });
    expect(stored.fields).not.toHaveProperty('altcha');
    expect((await mailsTo(twin.url, 'ada@outlet.example')).map((m) => m.subject)).toEqual(['Yardwise: We received your message']);
    const care = await mailsTo(twin.url, 'care@yardwise.example');
    expect(care.at(-1)!.text).toContain('Lind Feed & Seed');
  });

  it('bad input is 400 with the spec message per field, and nothing is stored', async () => {
    const res = await postJson(`${twin.url}/forms/contact/dealer`, { brand: 'yardwise', firstName: 'A', emailAddress: 'ada@', message: 'short', altcha: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'INVALID',
      fields: {
        firstName: 'First name must be at least 2 letters.',
        lastName: 'Last name is required',
        emailAddress: 'Please re-check your email address.',
        outletName: 'Outlet name is required',
        message: 'Message must be at least 15 characters.',
      },
    });
    expect(await submissions('dealer-contact')).toHaveLength(1);
  });
});

describe('general contact form', () => {
  it('stores the phone as ###-###-#### and the optional product question', async () => {
    const res = await postJson(`${twin.url}/forms/contact/general`, {
      brand: 'trailmate',
      name: 'Kit Fern',
      email: 'kit@example.com',
      phone: '(303) 555-0100',
      question: 'Will the hammock fit?',
      productQuestion: 'Rover Hammock Extended Width',
      altcha: await solveCaptcha(twin.url),
    });
    expect(res.status).toBe(201);
    const [stored] = await submissions('general-contact');
    expect(stored.fields).toMatchObject({ phone: '303-555-0100', productQuestion: 'Rover Hammock Extended Width' });
    expect((await mailsTo(twin.url, 'kit@example.com'))[0].subject).toBe('Trailmate: We received your question');
  });

  it('without the not-a-robot check it reads "Please complete the CAPTCHA"', async () => {
    const res = await postJson(`${twin.url}/forms/contact/general`, { brand: 'trailmate', name: 'Kit Fern', email: 'kit@example.com', phone: '3035550100', question: 'Hi?' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'CAPTCHA', message: 'Please complete the CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } });
  });
});

describe('support article feedback', () => {
  it('stores helpful yes or no with an optional comment and tells the care team', async () => {
    expect((await postJson(`${twin.url}/forms/article-feedback`, { brand: 'homing', articleId: 'collar-pairing', helpful: true })).status).toBe(201);
    expect((await postJson(`${twin.url}/forms/article-feedback`, { brand: 'homing', articleId: 'collar-pairing', helpful: false, comment: 'Step 3 is unclear' })).status).toBe(201);
    const stored = await submissions('article-feedback');
    expect(stored.map((s: { fields: unknown }) => s.fields)).toEqual([
      { brand: 'homing', articleId: 'collar-pairing', helpful: true },
      { brand: 'homing', articleId: 'collar-pairing', helpful: false, comment: 'Step 3 is unclear' },
    ]);
    expect((await mailsTo(twin.url, 'care@homing.example')).at(-1)!.text).toContain('was not helpful');
  });
});

describe('pro program application', () => {
  it('is stored and acknowledged by mail', async () => {
    const res = await postJson(`${twin.url}/forms/pro-program`, {
      brand: 'yardwise',
      firstName: 'Max',
      lastName: 'Ode',
      email: 'max@trainer.example',
      phone: '720-555-0199',
      occupation: 'Dog trainer',
      message: 'I train forty dogs a year on containment.',
      altcha: await solveCaptcha(twin.url),
    });
    expect(res.status).toBe(201);
    expect((await submissions('pro-program'))[0]).toMatchObject({ email: 'max@trainer.example', fields: { occupation: 'Dog trainer' } });
    expect((await mailsTo(twin.url, 'max@trainer.example'))[0].subject).toBe('Yardwise: We received your pro program application');
  });
});

describe('honeypot', () => {
  it('a filled honeypot is answered as accepted, but nothing is stored or mailed', async () => {
    const before = (await (await fetch(`${twin.url}/forms/submissions`, { headers: ADMIN_HEADERS })).json()).submissions.length;
    const res = await postJson(`${twin.url}/forms/contact/dealer`, {
      brand: 'yardwise',
      firstName: 'Bot',
      lastName: 'Spam',
      emailAddress: 'bot@spam.example',
      outletName: 'Spam Outlet',
      message: 'Buy cheap things from our website now.',
      website: 'https://spam.example',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    expect((await (await fetch(`${twin.url}/forms/submissions`, { headers: ADMIN_HEADERS })).json()).submissions).toHaveLength(before);
    expect(await mailsTo(twin.url, 'bot@spam.example')).toEqual([]);
  });
});

describe('bad requests', () => {
  it('wrong content type is 415, malformed JSON 400, an unknown submission type 400; no stack is leaked', async () => {
    const plain = await fetch(`${twin.url}/forms/contact/general`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(plain.status).toBe(415);
    const broken = await fetch(`${twin.url}/forms/contact/general`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: { code: 'INVALID', message: 'Malformed JSON body' } });
    const list = await fetch(`${twin.url}/forms/submissions?type=nope`, { headers: ADMIN_HEADERS });
    expect(list.status).toBe(400);
    expect(JSON.stringify(await list.json())).not.toMatch(/at .*\.ts/);
  });
});
