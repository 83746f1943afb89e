import { describe, expect, it } from 'vitest';
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, referralShareLinks, SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { TOKENS } from '../../twin/test/helpers.js';
import { useStack } from './harness.js';
import { contentWithReferralStores } from './referral-fixture.js';

// Yardwise's stores issue the reward's gift cards (referral-gift-card.test.ts).
const contentDir = contentWithReferralStores();
const stack = useStack({ twin: { contentDir }, now: '2026-11-23T15:00:00Z' });

const enrolment = (fields: Record<string, unknown> = {}) => ({ company: 'Maple Lane Kennels', email: 'referrer@example.com', zip: '43017', mobilePhone: '614 555 0142', ...fields });
const admin = () => ({ 'x-services-admin-key': stack.config.adminKey });
const giftMails = async (to: string, atLeast = 0) => (await stack.mails(to, atLeast)).filter((m) => m.subject === 'Your Yardwise referral gift card');

describe('referral enrolment', () => {
  it('gives a referral code in an eligible region and mails it', async () => {
    const first = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment());
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ referralCode: expect.stringMatching(/^YW-[A-Z2-9]{6}$/), email: 'referrer@example.com' });
    const mails = await stack.mails('referrer@example.com', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Welcome to the Yardwise referral program');
    expect(mails[0]?.text).toContain(first.body.referralCode);
  });

  it('enrolling an email that is already enrolled never shows its code: the code goes to that address', async () => {
    const code = (await stack.mails('referrer@example.com', 1))[0]!.text.match(/YW-[A-Z2-9]{6}/)![0];
    const again = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'REFERRER@example.com', company: 'Someone Else Ltd' }));
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_ENROLLED', message: REFERRAL_ALREADY_ENROLLED_MESSAGE, fields: [{ field: 'email', message: REFERRAL_ALREADY_ENROLLED_MESSAGE }] } } });
    expect(JSON.stringify(again.body)).not.toContain(code);
    const mails = await stack.mails('referrer@example.com', 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Your Yardwise referral code');
    expect(mails[1]?.text).toContain(code);
    expect(await stack.mails('REFERRER@example.com')).toHaveLength(2);
  });

  it('concurrent enrolments of one email (any case): one enrolment, one code', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'Same.Person@example.com' }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await stack.services.services.db.selectFrom('referral_enrolments').select('code').where('email', 'ilike', 'same.person@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('a Canadian postal code in a program province is eligible', async () => {
    expect((await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'qc@example.com', zip: 'H2X 1Y4' }))).status).toBe(201);
  });

  it('a zip where the program does not run is "Not eligible" / "Our referral program is currently not available for your region."', async () => {
    for (const zip of ['10001', 'V6B 1A1']) {
      const res = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'far@example.com', zip }));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'NOT_ELIGIBLE', message: SERVICE_MESSAGES.referralRegion, fields: [{ field: 'zip', message: SERVICE_MESSAGES.notEligible }] });
    }
  });

  it('company, email, zip and mobile phone are required (spec §3, §5)', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.enrolments, {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { field: 'company', message: SERVICE_MESSAGES.companyRequired },
      { field: 'email', message: SERVICE_MESSAGES.emailRequired },
      { field: 'zip', message: SERVICE_MESSAGES.postalCodeRequired },
      { field: 'mobilePhone', message: SERVICE_MESSAGES.mobilePhoneRequired },
    ]);
  });

  it('an enrolment without a company, or with a blank one, is refused with "Company is required"', async () => {
    const { company: _company, ...fields } = enrolment({ email: 'no-company@example.com' });
    for (const body of [fields, { ...fields, company: '   ' }]) {
      const res = await stack.call('POST', SERVICE_PATHS.enrolments, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([{ field: 'company', message: SERVICE_MESSAGES.companyRequired }]);
    }
    expect(await stack.mails('no-company@example.com')).toEqual([]);
  });

  it('the company is stored with the enrolment', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'with-company@example.com', company: '  Buckeye Kennels ' }));
    expect(res.status).toBe(201);
    const row = await stack.services.services.db.selectFrom('referral_enrolments').select('company').where('email', '=', 'with-company@example.com').executeTakeFirstOrThrow();
    expect(row.company).toBe('Buckeye Kennels');
  });

  it('a filled honeypot is refused', async () => {
    const res = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'bot@example.com', website: 'x' }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REJECTED');
    expect(await stack.mails('bot@example.com')).toEqual([]);
  });
});

describe('referral reward', () => {
  it('a consultation booked with a referral code and marked installed mails the referrer a gift card, once', async () => {
    const { body: enrolled } = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'giver@example.com' }));
    const booked = await stack.call('POST', SERVICE_PATHS.appointments, {
      type: 'Virtual', date: '2026-11-26', time: '11:00', firstName: 'Dana', lastName: 'Reyes', email: 'friend@example.com',
      phone: '614-555-0150', address: '3 Oak Ct', postalCode: '43215', dealerId: 'buckeye-pet-fence', referralCode: enrolled.referralCode.toLowerCase(),
    });
    expect(booked.status).toBe(201);
    expect(booked.body.appointment.referralCode).toBe(enrolled.referralCode);
    const id = booked.body.appointment.id;

    expect((await stack.call('POST', SERVICE_PATHS.installed(id))).status).toBe(401);
    // A store's Storefront token is public (every page carries it): it is not enough, nor is a wrong key.
    expect((await stack.call('POST', SERVICE_PATHS.installed(id), undefined, { 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] })).status).toBe(401);
    expect((await stack.call('POST', SERVICE_PATHS.installed(id), undefined, { 'x-services-admin-key': 'not-the-admin-key-000' })).status).toBe(401);
    const installed = await stack.call('POST', SERVICE_PATHS.installed(id), undefined, admin());
    expect(installed.status).toBe(200);
    expect(installed.body.appointment.status).toBe('installed');
    expect(installed.body.giftCard).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/), amount: { amount: '50.00', currencyCode: 'USD' } });
    const gift = await giftMails('giver@example.com', 2);
    expect(gift).toHaveLength(1);
    expect(gift[0]?.text).toContain(installed.body.giftCard.code);
    expect(gift[0]?.text).toContain('50.00 USD');
    expect(gift[0]?.text).toContain(enrolled.referralCode);

    const twice = await stack.call('POST', SERVICE_PATHS.installed(id), undefined, admin());
    expect(twice.body.giftCard).toEqual(installed.body.giftCard);
    // The job that mailed the card is done and no second one runs.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await giftMails('giver@example.com')).toHaveLength(1);
    const card = await stack.services.services.db.selectFrom('referral_gift_cards').select('mailed_at').where('appointment_id', '=', id).executeTakeFirstOrThrow();
    expect(card.mailed_at).not.toBeNull();
  });

  it('a Canadian referrer earns the Canadian card', async () => {
    const { body: enrolled } = await stack.call('POST', SERVICE_PATHS.enrolments, enrolment({ email: 'giver-ca@example.com', zip: 'L8P 4R5' }));
    const booked = await stack.call('POST', SERVICE_PATHS.appointments, {
      type: 'In-Home', date: '2026-11-26', time: '09:00', firstName: 'Alex', lastName: 'Roy', email: 'friend-ca@example.com',
      phone: '905-555-0150', address: '5 King St', postalCode: 'L8P 4R5', dealerId: 'golden-horseshoe-pet-fence', referralCode: enrolled.referralCode,
    });
    expect(booked.status).toBe(201);
    const installed = await stack.call('POST', SERVICE_PATHS.installed(booked.body.appointment.id), undefined, admin());
    expect(installed.body.giftCard.amount).toEqual({ amount: '65.00', currencyCode: 'CAD' });
    expect((await giftMails('giver-ca@example.com', 2))[0]?.text).toContain('65.00 CAD');
  });

  it('an installation without a referral code earns nothing; an unknown appointment is 404', async () => {
    const booked = await stack.call('POST', SERVICE_PATHS.appointments, {
      type: 'In-Home', date: '2026-11-26', time: '13:00', firstName: 'Lee', lastName: 'Park', email: 'lee@example.com',
      phone: '614-555-0151', address: '4 Oak Ct', postalCode: '43215', dealerId: 'buckeye-pet-fence',
    });
    const installed = await stack.call('POST', SERVICE_PATHS.installed(booked.body.appointment.id), undefined, admin());
    expect(installed.status).toBe(200);
    expect(installed.body.giftCard).toBeNull();
    expect(installed.body.appointment.status).toBe('installed');
    const missing = await stack.call('POST', SERVICE_PATHS.installed('apt_missing'), undefined, admin());
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
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
