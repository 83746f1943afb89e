import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, referralShareLinks, SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { ADMIN_HEADERS, TOKENS } from './helpers.js';
import { startServicesTwin } from './services-fixture.js';

let twin: Awaited<ReturnType<typeof startServicesTwin>>;

beforeAll(async () => {
  twin = await startServicesTwin({ now: '2026-11-23T15:00:00Z' });
});
afterAll(async () => {
  await twin?.stop();
});

const enrolment = (fields: Record<string, unknown> = {}) => ({ company: 'Maple Lane Kennels', email: 'referrer@example.com', zip: '43017', mobilePhone: '614 555 0142', ...fields });
const admin = ADMIN_HEADERS;

describe('referral enrolment', () => {
  it('gives a referral code in an eligible region and mails it', async () => {
    const first = await twin.call('POST', SERVICE_PATHS.enrolments, enrolment());
    expect(first.status).toBe(201);
    expect(first.body.referralCode).toMatch(/^YW-[A-Z2-9]{6}$/);
    const mails = await twin.mails('referrer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(first.body.referralCode);
  });

  it('enrolling an email that is already enrolled never shows its code: the code goes to that address', async () => {
    const code = (await twin.mails('referrer@example.com'))[0].text.match(/YW-[A-Z2-9]{6}/)![0];
    const again = await twin.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'REFERRER@example.com', company: 'Someone Else Ltd' }));
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_ENROLLED', message: REFERRAL_ALREADY_ENROLLED_MESSAGE, fields: [{ field: 'email', message: REFERRAL_ALREADY_ENROLLED_MESSAGE }] } } });
    expect(JSON.stringify(again.body)).not.toContain(code);
    const mails = await twin.mails('referrer@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Your Yardwise referral code');
    expect(mails[1].text).toContain(code);
    expect(await twin.mails('REFERRER@example.com')).toHaveLength(2);
  });

  it('a Canadian postal code in a program province is eligible', async () => {
    expect((await twin.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'qc@example.com', zip: 'H2X 1Y4' }))).status).toBe(201);
  });

  it('a zip where the program does not run is "Not eligible" / "Our referral program is currently not available for your region."', async () => {
    for (const zip of ['10001', 'V6B 1A1']) {
      const res = await twin.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'far@example.com', zip }));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'NOT_ELIGIBLE', message: SERVICE_MESSAGES.referralRegion, fields: [{ field: 'zip', message: SERVICE_MESSAGES.notEligible }] });
    }
  });

  it('email, zip and mobile phone are required; a company is not (friends refer friends)', async () => {
    const res = await twin.call('POST', SERVICE_PATHS.enrolments, {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { field: 'email', message: SERVICE_MESSAGES.emailRequired },
      { field: 'zip', message: SERVICE_MESSAGES.postalCodeRequired },
      { field: 'mobilePhone', message: SERVICE_MESSAGES.mobilePhoneRequired },
    ]);
  });

  it('enrols without a company', async () => {
    const { company: _company, ...fields } = enrolment({ email: 'no-company@example.com' });
    const res = await twin.call('POST', SERVICE_PATHS.enrolments, fields);
    expect(res.status).toBe(201);
    expect(res.body.referralCode).toMatch(/^YW-[A-Z0-9]{6}$/);
  });

  it('a filled honeypot is refused', async () => {
    const res = await twin.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'bot@example.com', website: 'x' }));
    expect(res.body.error.code).toBe('REJECTED');
    expect(await twin.mails('bot@example.com')).toEqual([]);
  });
});

describe('referral reward', () => {
  it('a consultation booked with a referral code and marked installed mails the referrer a gift card, once', async () => {
    const { body: enrolled } = await twin.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'giver@example.com' }));
    const booked = await twin.call('POST', SERVICE_PATHS.appointments, {
      type: 'Virtual', date: '2026-11-26', time: '11:00', firstName: 'Dana', lastName: 'Reyes', email: 'friend@example.com',
      phone: '614-555-0150', address: '3 Oak Ct', postalCode: '43215', dealerId: 'buckeye-pet-fence', referralCode: enrolled.referralCode.toLowerCase(),
    });
    expect(booked.status).toBe(201);
    expect(booked.body.appointment.referralCode).toBe(enrolled.referralCode);
    const id = booked.body.appointment.id;

    expect((await twin.call('POST', SERVICE_PATHS.installed(id))).status).toBe(401);
    // A store's Storefront token is public (every page carries it): it is not enough.
    expect((await twin.call('POST', SERVICE_PATHS.installed(id), undefined, { 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] })).status).toBe(401);
    const installed = await twin.call('POST', SERVICE_PATHS.installed(id), undefined, admin);
    expect(installed.status).toBe(200);
    expect(installed.body.appointment.status).toBe('installed');
    expect(installed.body.giftCard).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/), amount: { amount: '50.00', currencyCode: 'USD' } });
    const gift = (await twin.mails('giver@example.com')).filter((m) => m.subject === 'Your Yardwise referral gift card');
    expect(gift).toHaveLength(1);
    expect(gift[0].text).toContain(installed.body.giftCard.code);
    expect(gift[0].text).toContain('50.00 USD');

    const twice = await twin.call('POST', SERVICE_PATHS.installed(id), undefined, admin);
    expect(twice.body.giftCard).toEqual(installed.body.giftCard);
    expect((await twin.mails('giver@example.com')).filter((m) => m.subject === 'Your Yardwise referral gift card')).toHaveLength(1);
  });

  it('an installation without a referral code earns nothing; an unknown appointment is 404', async () => {
    const booked = await twin.call('POST', SERVICE_PATHS.appointments, {
      type: 'In-Home', date: '2026-11-26', time: '13:00', firstName: 'Lee', lastName: 'Park', email: 'lee@example.com',
      phone: '614-555-0151', address: '4 Oak Ct', postalCode: '43215', dealerId: 'buckeye-pet-fence',
    });
    const installed = await twin.call('POST', SERVICE_PATHS.installed(booked.body.appointment.id), undefined, admin);
    expect(installed.body.giftCard).toBeNull();
    expect((await twin.call('POST', SERVICE_PATHS.installed('apt_missing'), undefined, admin)).status).toBe(404);
  });
});

describe('referral share links', () => {
  const links = referralShareLinks('YW-ABC234', 'https://yardwise.example/schedule/');

  it('email is mailto:, SMS is sms:, Facebook, X and LinkedIn are https share URLs carrying the landing page with the code', () => {
    expect(links.email.startsWith('mailto:?')).toBe(true);
    expect(links.sms.startsWith('sms:')).toBe(true);
    for (const k of ['facebook', 'x', 'linkedin'] as const) expect(new URL(links[k]).protocol).toBe('https:');
    const landing = 'https://yardwise.example/schedule/?referral=YW-ABC234';
    expect(new URL(links.facebook).searchParams.get('u')).toBe(landing);
    expect(new URL(links.x).searchParams.get('url')).toBe(landing);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(landing);
    expect(decodeURIComponent(links.email)).toContain('YW-ABC234');
    expect(links.email).not.toContain('+');
  });

  it('refuses a landing page that is not https', () => {
    expect(() => referralShareLinks('YW-ABC234', 'http://yardwise.example/')).toThrow();
    expect(() => referralShareLinks('YW-ABC234', 'javascript:alert(1)')).toThrow();
  });
});
