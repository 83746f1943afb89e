import { describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { solveCaptcha } from './forms-fixture.js';

const stack = useStack();
const admin = () => ({ 'x-services-admin-key': stack.config.adminKey });
const submissions = async (type?: string) => (await stack.call('GET', `/forms/submissions${type ? `?type=${type}` : ''}`, undefined, admin())).body.submissions;

describe('dealer contact form', () => {
  it('is stored, acknowledged to the sender and copied to the brand care address', async () => {
    const res = await stack.call('POST', '/forms/contact/dealer', {
      brand: 'yardwise',
      firstName: 'Ada',
      lastName: 'Lind',
      emailAddress: 'ada@outlet.example',
      outletName: 'Lind Feed & Seed',
      message: 'We would like to stock your containment systems.',
      altcha: await solveCaptcha(stack.url),
      website: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(String) });
    const [stored] = await submissions('dealer-contact');
    expect(stored).toMatchObject({ id: res.body.id, brand: 'yardwise', email: 'ada@outlet.example', fields: { outletName: 'Lind Feed & Seed' }, files: [] });
    expect(stored.fields).not.toHaveProperty('altcha');
    expect(stored.fields).not.toHaveProperty('website');
    expect((await stack.mails('ada@outlet.example', 1)).map((m) => m.subject)).toEqual(['Yardwise: We received your message']);
    const care = await stack.mails('care@yardwise.example', 1);
    expect(care.at(-1)!.subject).toBe(`Yardwise: We received your message (dealer-contact ${res.body.id})`);
    expect(care.at(-1)!.text).toContain('Lind Feed & Seed');
  });

  it('bad input is 400 with the spec message per field, and nothing is stored', async () => {
    const res = await stack.call('POST', '/forms/contact/dealer', { brand: 'yardwise', firstName: 'A', emailAddress: 'ada@', message: 'short', altcha: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'INVALID',
      message: 'Form submission failed. Please refresh the page or try again later.',
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
    const res = await stack.call('POST', '/forms/contact/general', {
      brand: 'trailmate',
      name: 'Kit Fern',
      email: 'kit@example.com',
      phone: '(303) 555-0100',
      question: 'Will the hammock fit?',
      productQuestion: 'Rover Hammock Extended Width',
      altcha: await solveCaptcha(stack.url),
    });
    expect(res.status).toBe(201);
    const [stored] = await submissions('general-contact');
    expect(stored.fields).toMatchObject({ phone: '303-555-0100', productQuestion: 'Rover Hammock Extended Width' });
    expect((await stack.mails('kit@example.com', 1))[0]?.subject).toBe('Trailmate: We received your question');
  });

  it('without the not-a-robot check it reads "Please complete the CAPTCHA"', async () => {
    const res = await stack.call('POST', '/forms/contact/general', { brand: 'trailmate', name: 'Kit Fern', email: 'kit@example.com', phone: '3035550100', question: 'Hi?' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'CAPTCHA', message: 'Please complete the CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } });
  });
});

describe('support article feedback', () => {
  it('stores helpful yes or no with an optional comment and tells the care team', async () => {
    expect((await stack.call('POST', '/forms/article-feedback', { brand: 'homing', articleId: 'collar-pairing', helpful: true })).status).toBe(201);
    expect((await stack.call('POST', '/forms/article-feedback', { brand: 'homing', articleId: 'collar-pairing', helpful: false, comment: 'Step 3 is unclear' })).status).toBe(201);
    const stored = await submissions('article-feedback');
    expect(stored.map((s: { fields: unknown }) => s.fields)).toEqual([
      { brand: 'homing', articleId: 'collar-pairing', helpful: true },
      { brand: 'homing', articleId: 'collar-pairing', helpful: false, comment: 'Step 3 is unclear' },
    ]);
    expect(stored.map((s: { email: unknown }) => s.email)).toEqual([null, null]);
    const care = await stack.mails('care@homing.example', 2);
    expect(care.at(-1)!.text).toContain('was not helpful');
  });
});

describe('pro program application', () => {
  it('is stored and acknowledged by mail', async () => {
    const res = await stack.call('POST', '/forms/pro-program', {
      brand: 'yardwise',
      firstName: 'Max',
      lastName: 'Ode',
      email: 'max@trainer.example',
      phone: '720-555-0199',
      occupation: 'Dog trainer',
      message: 'I train forty dogs a year on containment.',
      altcha: await solveCaptcha(stack.url),
    });
    expect(res.status).toBe(201);
    expect((await submissions('pro-program'))[0]).toMatchObject({ email: 'max@trainer.example', fields: { occupation: 'Dog trainer' } });
    expect((await stack.mails('max@trainer.example', 1))[0]?.subject).toBe('Yardwise: We received your pro program application');
  });
});

describe('honeypot', () => {
  it('a filled honeypot is answered as accepted, but nothing is stored or mailed', async () => {
    const before = (await submissions()).length;
    const res = await stack.call('POST', '/forms/contact/dealer', {
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
    expect(await submissions()).toHaveLength(before);
    await new Promise((r) => setTimeout(r, 500));
    expect(await stack.mails('bot@spam.example')).toEqual([]);
  });
});

describe('bad requests', () => {
  it('wrong content type is 415, malformed JSON 400, an unknown submission type 400; no stack is leaked', async () => {
    const plain = await fetch(`${stack.url}/forms/contact/general`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' } });
    const broken = await fetch(`${stack.url}/forms/contact/general`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: { code: 'INVALID', message: 'Malformed JSON body' } });
    const big = await fetch(`${stack.url}/forms/contact/general`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'x'.repeat(1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const list = await stack.call('GET', '/forms/submissions?type=nope', undefined, admin());
    expect(list.status).toBe(400);
    expect(list.body.error.code).toBe('INVALID');
    expect(JSON.stringify(list.body)).not.toMatch(/at .*\.ts/);
  });

  it('the submissions listing is for operators: without the admin key, or with a wrong one, it is 403', async () => {
    expect((await stack.call('GET', '/forms/submissions')).status).toBe(403);
    expect((await stack.call('GET', '/forms/submissions', undefined, { 'x-services-admin-key': 'not-the-admin-key-0000' })).status).toBe(403);
    expect((await stack.call('GET', '/forms/submissions', undefined, admin())).status).toBe(200);
  });
});
