import { describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { solveCaptcha } from './forms-fixture.js';

// The forms' windows are fixed ten-minute windows on the services' clock: pinned, so no test straddles two.
const NOW = '2030-01-01T00:00:10Z';

describe('rate limits', () => {
  const stack = useStack({ now: NOW, env: { SERVICES_FORM_EMAIL_LIMIT: '2', SERVICES_FORM_ADDRESS_LIMIT: '4' } });
  const admin = () => ({ 'x-services-admin-key': stack.config.adminKey });
  const contact = async (email: string, altcha?: string) => ({
    brand: 'trailmate',
    name: 'Kit Fern',
    email,
    phone: '303-555-0100',
    question: 'Does it fit?',
    altcha: altcha ?? (await solveCaptcha(stack.url)),
  });
  const feedback = (n: number) => ({ brand: 'trailmate', articleId: `a${n}`, helpful: true });

  it('more submissions for one email than the limit are 429 with Retry-After, and are not stored', async () => {
    expect((await stack.call('POST', '/forms/contact/general', await contact('Flood@example.com'))).status).toBe(201);
    expect((await stack.call('POST', '/forms/contact/general', await contact('flood@example.com'))).status).toBe(201);
    const third = await stack.call('POST', '/forms/contact/general', await contact('flood@example.com'));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Too many submissions. Please try again later.' });
    const stored = (await stack.call('GET', '/forms/submissions?type=general-contact', undefined, admin())).body.submissions;
    expect(stored).toHaveLength(2);
  });

  it('submissions with a bad captcha do not count: they cannot lock the sender out', async () => {
    for (let n = 0; n < 3; n++) expect((await stack.call('POST', '/forms/contact/general', await contact('owner@example.com', 'Zm9yZ2Vk'))).status).toBe(400);
    expect((await stack.call('POST', '/forms/contact/general', await contact('owner@example.com'))).status).toBe(201);
  });

  it('more submissions from one address than the limit are 429, whatever the email', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await stack.call('POST', '/forms/article-feedback', feedback(n))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('the window lets an address in again once it has passed', async () => {
    expect((await stack.call('POST', '/forms/article-feedback', feedback(9))).status).toBe(429);
    stack.setNow('2030-01-01T00:10:10Z');
    expect((await stack.call('POST', '/forms/article-feedback', feedback(9))).status).toBe(201);
  });
});

describe('the newsletter relay counts a signup against its email only once its captcha is good', () => {
  const stack = useStack({ now: NOW, env: { SERVICES_FORM_EMAIL_LIMIT: '5' } });
  const signup = (email: string, altcha: string) => ({ companyId: 'TwTrl1', listId: 'TrlNws', firstName: 'Kit', interest: 'Dog', email, altcha });

  it('five submissions with a wrong captcha for an email do not lock its owner out; five good ones do', async () => {
    for (let n = 0; n < 5; n++) {
      const bogus = await stack.call('POST', '/forms/newsletter', signup('target@example.com', 'Zm9yZ2Vk'));
      expect(bogus.status).toBe(400);
      expect(bogus.body.error.code).toBe('CAPTCHA');
    }
    const real = await stack.call('POST', '/forms/newsletter', signup('target@example.com', await solveCaptcha(stack.url)));
    expect(real.status).toBe(201);
    expect((await stack.mails('target@example.com', 1))[0]?.subject).toBe('Please confirm your subscription');
    // The limit itself still holds for signups that pass the captcha.
    for (let n = 0; n < 4; n++) expect((await stack.call('POST', '/forms/newsletter', signup('target@example.com', await solveCaptcha(stack.url)))).status).toBe(201);
    const over = await stack.call('POST', '/forms/newsletter', signup('target@example.com', await solveCaptcha(stack.url)));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
