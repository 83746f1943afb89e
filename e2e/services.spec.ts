// Yardwise's local services and the live chat in Chromium against the built site and a twin per
// worker: dealer search, booking a consultation (confirmation mail, a slot taken meanwhile),
// referral enrolment with share links and copy, and a chat answered from the agent page in real
// time (on every brand), or closed outside care hours; axe on every dialog; no aborted request or
// console error after a booking or an enrolment.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uiLocalServices } from '../strings/ui-local-services';
import { maxLengths } from '../src/lib/forms/max-length';
import { enrolmentRequestSchema, REFERRAL_ALREADY_ENROLLED_MESSAGE, referralShareLinks } from '../wire/services';
import { signInAsAgent } from './support/chat-agent';
import { watchSubmit } from './support/forms-page';
import { gotoReady } from './support/site-page';
import { siteOrigin, siteUrl } from './support/sites';
import { expect, test, type WorkerTwin } from './support/twin';

async function openHome(page: Page): Promise<void> {
  await gotoReady(page, siteUrl('yardwise', '/'));
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function mails(twin: WorkerTwin, to: string): Promise<{ subject: string; text: string }[]> {
  const res = await twin.call<{ messages: { subject: string; text: string }[] }>('GET', `/outbox?to=${encodeURIComponent(to)}`);
  return res.body.messages;
}

/** Moves the worker twin's clock forward to the first whole hour in New York that `wanted` accepts. */
async function moveClockTo(twin: WorkerTwin, wanted: (weekday: string, hour: number) => boolean): Promise<void> {
  const { body } = await twin.call<{ now: string }>('GET', '/__clock');
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
  let at = new Date(body.now);
  at.setUTCMinutes(0, 0, 0);
  for (let i = 0; i < 24 * 14; i++) {
    at = new Date(at.getTime() + 3600_000);
    const fields = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
    if (wanted(fields.weekday ?? '', Number(fields.hour))) {
      const moved = await twin.call('POST', '/__clock', { now: new Date(at.getTime() + 5 * 60_000).toISOString() });
      expect(moved.status).toBe(200);
      return;
    }
  }
  throw new Error('No matching hour in two weeks');
}

let unique = 0;
const email = (who: string) => `${who}-${Date.now()}-${++unique}@example.com`;

test.describe('yardwise dealer search', () => {
  test('a ZIP shows its dealers with tel links and service areas; company-owned and independent wording, the plan notice, the no-dealer message', async ({ page, twin }) => {
    void twin;
    await openHome(page);
    await page.getByRole('button', { name: 'Find a dealer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a local dealer' });
    await expect(dialog).toBeVisible();
    const zip = dialog.getByLabel('ZIP or postal code');

    await zip.fill('123');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByText('Please enter a valid ZIP or Postal Code')).toBeVisible();

    await zip.fill('43215');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const buckeye = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Buckeye Pet Fence' }) });
    await expect(buckeye).toBeVisible();
    await expect(buckeye.getByRole('link', { name: '614-555-0101' })).toHaveAttribute('href', 'tel:6145550101');
    await expect(buckeye).toContainText('43215');
    await expect(buckeye).toContainText('Yardwise customer care supports your installation directly, Mon-Fri 8-7, Sat 10-2 EST.');
    await expect(buckeye).not.toContainText('Yardwise service plans are not available from this local dealer.');
    await expect(dialog.getByRole('status')).toHaveText('Dealers near 43215');
    await expectNoSeriousAxeViolations(page);

    // A new search replaces the last outcome: a refused code leaves no old dealers under its error.
    await zip.fill('123');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByText('Please enter a valid ZIP or Postal Code')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Buckeye Pet Fence' })).toHaveCount(0);
    await expect(dialog.getByRole('status')).toHaveText('');

    await zip.fill('27601');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const triangle = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Triangle Yard Solutions' }) });
    await expect(triangle).toContainText('An independent authorized dealer');
    await expect(triangle).toContainText('Yardwise service plans are not available from this local dealer.');

    // By distance from the code's area: Manhattan finds the Edison, NJ dealer; a ZIP next to a served one its dealer.
    await zip.fill('10001');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('heading', { name: 'Dealers near 10001' })).toBeVisible();
    const gardenState = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Garden State Yardwise' }) });
    await expect(gardenState).toContainText(/Distance: about \d+ mi/);
    const miles = Number(/about (\d+) mi/.exec((await gardenState.textContent()) ?? '')?.[1]);
    expect(miles).toBeGreaterThan(10);
    expect(miles).toBeLessThan(60);

    await zip.fill('43210');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Buckeye Pet Fence' }) })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Garden State Yardwise' })).toHaveCount(0);

    await zip.fill('90210');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('heading', { name: "We're sorry" })).toBeVisible();
    const sorry = dialog.getByText("We couldn't find an authorized dealer in that area. Please check the ZIP/postal code you submitted.");
    await expect(sorry).toBeVisible();
    expect(await sorry.textContent()).not.toContain('...');
    await expect(zip).toHaveValue('90210');
    await expectNoSeriousAxeViolations(page);
    // The next search's dealers replace the no-dealer message.
    await zip.fill('43215');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Dealers near 43215');
    await expect(dialog.getByRole('heading', { name: "We're sorry" })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Dealers near 43215' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Find a dealer' })).toBeFocused();
  });
});

test.describe('yardwise consultation scheduler', () => {
  async function fillDetails(page: Page, who: string, postalCode: string) {
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    await dialog.getByLabel('First name').fill('Robin');
    await dialog.getByLabel('Last name').fill('Meadows');
    await dialog.getByLabel('Email').fill(who);
    await dialog.getByLabel('Phone number').fill('(614) 555-0199');
    await dialog.getByLabel('Address').fill('12 Elm Street, Columbus OH');
    await dialog.getByLabel('ZIP or postal code').fill(postalCode);
    return dialog;
  }

  test('details, dealer and slot book an In-Home consultation: confirmation on screen and by mail', async ({ page, twin }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Book a consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('First name required')).toBeVisible();
    await expect(dialog.getByText('Address is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const who = email('robin');
    await fillDetails(page, who, '43215');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Step 2 of 4: Choose a dealer')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Dealer selection is required')).toBeVisible();
    await dialog.getByRole('radio', { name: /Buckeye Pet Fence/ }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(dialog.getByText('Step 3 of 4: Choose a date and time')).toBeVisible();
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(dialog.getByText('Appointment date is required')).toBeVisible();
    await expect(dialog.getByText('Please select a valid time slot')).toBeVisible();
    await dialog.getByLabel('Date', { exact: true }).selectOption({ index: 1 });
    // US times read on a 12-hour clock with AM/PM.
    const times = await dialog.getByLabel(/^Time/).locator('option:not([value=""])').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const label of times) expect(label).toMatch(/^(1[0-2]|[1-9]):[0-5]\d\s?(AM|PM)$/);
    await dialog.getByLabel(/^Time/).selectOption({ index: 1 });
    const time = times[0];
    await expectNoSeriousAxeViolations(page);
    const watch = await watchSubmit(page);
    await dialog.getByRole('button', { name: 'Book appointment' }).click();

    await expect(dialog.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await watch.expectClean();
    await expect(dialog).toContainText(`with Buckeye Pet Fence`);
    await expect(dialog).toContainText(`at ${time}`);
    await expect(dialog).toContainText(who);
    await expectNoSeriousAxeViolations(page);
    await expect.poll(async () => (await mails(twin, who)).map((m) => m.subject)).toContain('Your Yardwise In-Home consultation is booked');
  });

  test('a slot booked by someone else meanwhile says so, keeps the details and books another slot', async ({ page, twin, services }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Book a consultation' }).click();
    const who = email('sky');
    const dialog = await fillDetails(page, who, '80202');
    await dialog.getByRole('radio', { name: 'Virtual' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radio', { name: /Front Range Fence Co\./ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Date', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel(/^Time/).selectOption({ index: 1 });
    const date = await dialog.getByLabel('Date', { exact: true }).inputValue();
    const time = await dialog.getByLabel(/^Time/).inputValue();

    const dealers = await services.call<{ dealers: { id: string; name: string }[] }>('GET', '/dealers/?zip=80202&brand=yardwise');
    const dealerId = dealers.body.dealers.find((d) => d.name === 'Front Range Fence Co.')!.id;
    const other = await services.call('POST', '/scheduler/appointments', {
      type: 'Virtual', date, time, firstName: 'Other', lastName: 'Person', email: email('other'), phone: '303-555-0100',
      address: '1 Main Street, Denver CO', postalCode: '80202', dealerId,
    });
    expect(other.status).toBe(201);

    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: "The date and time you've selected is no longer available. Please select a different date or time" })).toBeVisible();
    // The slots are read again: the day stays chosen, the taken hour is gone, the details are kept.
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(dialog.getByLabel(/^Time/).locator(`option[value="${time}"]`)).toHaveCount(0);
    await dialog.getByLabel(/^Time/).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await expect(dialog).toContainText(who);
    await expect.poll(async () => (await mails(twin, who)).map((m) => m.subject)).toContain('Your Yardwise Virtual consultation is booked');
  });

  test('a postal code without dealers shows the no-dealers outcome and goes back with the details kept', async ({ page, twin }) => {
    void twin;
    await openHome(page);
    await page.getByRole('button', { name: 'Book a consultation' }).click();
    const dialog = await fillDetails(page, email('nodealer'), '90210');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('There are currently no dealers in your region.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('ZIP or postal code')).toHaveValue('90210');
    await expect(dialog.getByLabel('First name')).toHaveValue('Robin');
  });
});

test.describe('yardwise referral program', () => {
  test('enrolment outside the program region is not eligible; an eligible ZIP gets a code with share links and copy', async ({ page, twin, context }) => {
    void twin;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin('yardwise') });
    await openHome(page);
    await page.getByRole('button', { name: 'Refer a friend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Referral program' });
    await dialog.getByRole('button', { name: 'Get my referral code' }).click();
    // The spec's §3 and §5: company, email, zip and mobile phone are asked for and required.
    await expect(dialog.getByLabel('Company')).toHaveAccessibleDescription('Company is required');
    await expect(dialog.getByText('Email address required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const who = email('referrer');
    await dialog.getByLabel('Company').fill('Buckeye Kennels');
    await dialog.getByLabel('Email').fill(who);
    await dialog.getByLabel('ZIP or postal code').fill('90210');
    await dialog.getByLabel('Mobile phone').fill('614 555 0123');
    await dialog.getByRole('button', { name: 'Get my referral code' }).click();
    await expect(dialog.getByText('Not eligible')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Our referral program is currently not available for your region.');
    await expect(dialog.getByLabel('Email')).toHaveValue(who);

    await dialog.getByLabel('ZIP or postal code').fill('43215');
    const watch = await watchSubmit(page);
    await dialog.getByRole('button', { name: 'Get my referral code' }).click();
    await expect(dialog.getByTestId('referral-code')).toBeVisible();
    await watch.expectClean();
    const code = (await dialog.getByTestId('referral-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^YW-[A-Z0-9]{6}$/);
    const links = referralShareLinks(code, 'https://www.yardwise.example/');
    await expect(dialog.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', links.email);
    await expect(dialog.getByRole('link', { name: 'Share by SMS' })).toHaveAttribute('href', links.sms);
    await expect(dialog.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', links.facebook);
    await expect(dialog.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', links.x);
    await expect(dialog.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', links.linkedin);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Copy referral code' }).click();
    await expect(dialog.getByText('Referral code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('an email enrolled already is said on its email field, in English and on the French page, and its code goes by mail only', async ({ page, twin }) => {
    const text = (key: string, language: 'en' | 'fr') => uiLocalServices.strings.find((s) => s.key === key)!.values[language]!;
    const limits = maxLengths(enrolmentRequestSchema);
    const who = email('twice');
    const enrol = async (path: string, language: 'en' | 'fr') => {
      await gotoReady(page, siteUrl('yardwise', path));
      await page.getByRole('button', { name: text('lsReferFriend', language) }).click();
      const dialog = page.getByRole('dialog', { name: text('lsReferralTitle', language) });
      const fields = { company: dialog.getByLabel(text('lsCompany', language)), email: dialog.getByLabel(text('lsEmail', language)), zip: dialog.getByLabel(text('lsPostalCode', language)), mobilePhone: dialog.getByLabel(text('lsMobilePhone', language)) };
      // Each field stops where the service's schema does.
      for (const [name, field] of Object.entries(fields)) await expect(field, name).toHaveAttribute('maxlength', String(limits[name as keyof typeof limits]));
      await fields.company.fill('Maple Lane Kennels');
      await fields.email.fill(who);
      await fields.zip.fill('43215');
      await fields.mobilePhone.fill('614-555-0177');
      await dialog.getByRole('button', { name: text('lsEnrol', language) }).click();
      return { dialog, email: fields.email };
    };

    const first = await enrol('/', 'en');
    const code = (await first.dialog.getByTestId('referral-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^YW-[A-Z0-9]{6}$/);

    // Someone types the same address on the French page: told on the email field, in French; no code on screen.
    const french = await enrol('/fr/', 'fr');
    const frMessage = text('svcAlreadyEnrolled', 'fr');
    await expect(french.dialog.getByText(frMessage)).toBeVisible();
    await expect(french.email).toHaveAttribute('aria-invalid', 'true');
    await expect(french.email).toHaveAccessibleDescription(frMessage);
    await expect(french.dialog.getByTestId('referral-code')).toHaveCount(0);
    await expect(french.dialog.getByRole('alert')).toHaveCount(0);
    await expect(french.email).toHaveValue(who);
    await expectNoSeriousAxeViolations(page);

    const english = await enrol('/', 'en');
    await expect(english.email).toHaveAccessibleDescription(REFERRAL_ALREADY_ENROLLED_MESSAGE);
    await expect(english.dialog.getByTestId('referral-code')).toHaveCount(0);

    // The code went to the enrolled address each time, and only there.
    // The mail may land just after the answer: poll the outbox rather than read it once.
    await expect.poll(async () => (await mails(twin, who)).map((m) => m.subject).sort()).toEqual(['Welcome to the Yardwise referral program', 'Your Yardwise referral code', 'Your Yardwise referral code']);
    for (const mail of await mails(twin, who)) expect(mail.text).toContain(code);
  });

  test('a clipboard that refuses the code says it could not be copied', async ({ page, twin }) => {
    void twin;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    });
    await openHome(page);
    await page.getByRole('button', { name: 'Refer a friend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Referral program' });
    await dialog.getByLabel('Company').fill('Triangle Kennels');
    await dialog.getByLabel('Email').fill(email('copyfail'));
    await dialog.getByLabel('ZIP or postal code').fill('27601');
    await dialog.getByLabel('Mobile phone').fill('919-555-0142');
    await dialog.getByRole('button', { name: 'Get my referral code' }).click();
    await dialog.getByRole('button', { name: 'Copy referral code' }).click();
    await expect(dialog.getByText('Referral code could not be copied to clipboard! Please try again.')).toBeVisible();
  });
});

test.describe('live chat', () => {
  test.describe.configure({ mode: 'serial' });

  test('during care hours a visitor message is answered from the agent page in real time; ending the chat mails the transcript', async ({ page, twin, services }) => {
    await moveClockTo(twin, (weekday, hour) => !['Sat', 'Sun'].includes(weekday) && hour >= 10 && hour < 16);
    await openHome(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live chat' });
    await expect(dialog.getByRole('button', { name: 'Start chat' })).toBeVisible();
    const name = `Visitor ${Date.now()}`;
    const who = email('chat');
    await dialog.getByLabel('Name (optional)').fill(name);
    await dialog.getByLabel('Email for the transcript (optional)').fill(who);
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await expect(dialog.getByText('No messages yet. An agent will answer here.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Message required')).toBeVisible();
    await dialog.getByLabel('Your message').fill('Is installation included?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const log = dialog.getByRole('log');
    await expect(log).toContainText('You: Is installation included?');
    await expectNoSeriousAxeViolations(page);

    const agent = await page.context().newPage();
    await signInAsAgent(agent, services.url, services.agentPassword);
    const conversation = agent.getByRole('region', { name: new RegExp(name) });
    await expect(conversation).toContainText('Is installation included?');
    await conversation.getByLabel('Reply').fill('Yes, professional installation is free.');
    await conversation.getByRole('button', { name: 'Send' }).click();

    await expect(log).toContainText('Agent: Yes, professional installation is free.');
    await dialog.getByRole('button', { name: 'End chat' }).click();
    await expect(dialog.getByText('This chat has ended. The transcript is on its way by email.')).toBeVisible();
    await expect.poll(async () => (await mails(twin, who)).map((m) => m.subject)).toContain('Your Yardwise chat transcript');
    await agent.close();
  });

  for (const brand of ['trailmate', 'homing'] as const) {
    test(`on ${brand} a visitor message is answered from the agent page in real time`, async ({ page, twin, services }) => {
      await moveClockTo(twin, (weekday, hour) => !['Sat', 'Sun'].includes(weekday) && hour >= 10 && hour < 16);
      await gotoReady(page, siteUrl(brand, '/'));
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Live chat' });
      const name = `${brand} visitor ${Date.now()}`;
      await dialog.getByLabel('Name (optional)').fill(name);
      await dialog.getByRole('button', { name: 'Start chat' }).click();
      await dialog.getByLabel('Your message').fill(`Does ${brand} ship to Canada?`);
      await dialog.getByRole('button', { name: 'Send' }).click();
      const log = dialog.getByRole('log');
      await expect(log).toContainText(`You: Does ${brand} ship to Canada?`);
      await expectNoSeriousAxeViolations(page);

      const agent = await page.context().newPage();
      await signInAsAgent(agent, services.url, services.agentPassword);
      const conversation = agent.getByRole('region', { name: new RegExp(name) });
      await conversation.getByLabel('Reply').fill('Yes, to every province.');
      await conversation.getByRole('button', { name: 'Send' }).click();
      await expect(log).toContainText('Agent: Yes, to every province.');
      await agent.close();
    });
  }

  test.describe('a shopper in Chicago', () => {
    test.use({ timezoneId: 'America/Chicago', locale: 'en-US' });

    test('outside care hours the chat says when agents are back in the shopper’s time zone, named, and offers the contact form', async ({ page, twin }) => {
      await moveClockTo(twin, (weekday, hour) => weekday === 'Sun' && hour === 12);
      await openHome(page);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Live chat' });
      // Care opens Monday 8 am in New York: 7 am in Chicago, not "1:00 PM UTC".
      await expect(dialog.getByText(/^Our agents are away\. They are back Monday, 7:00\sAM Central (Daylight|Standard) Time\.$/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Write to us with the contact form' })).toHaveAttribute('href', '/contact-us/');
      await expect(dialog.getByRole('button', { name: 'Start chat' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close chat window' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
    });
  });

  test.describe('a shopper in Brussels', () => {
    test.use({ timezoneId: 'Europe/Brussels', locale: 'fr-BE' });

    test('on a Belgian French page agents are back in French words and Brussels time, not in Dutch', async ({ page, twin }) => {
      await moveClockTo(twin, (weekday, hour) => weekday === 'Sun' && hour === 12);
      await gotoReady(page, siteUrl('trailmate', '/be/fr/'));
      // An EU market asks for consent first.
      await page.getByRole('dialog', { name: 'Vos choix de confidentialité' }).getByRole('button', { name: 'Nécessaires uniquement' }).click();
      await page.getByRole('button', { name: 'Discuter avec nous' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chat en direct' });
      await expect(dialog.getByText(/^Nos conseillers sont absents\. Ils seront de retour le lundi\s1[34]:00\sheure\s(d’été|normale)\sd’Europe\scentrale\.$/)).toBeVisible();
      await expect(dialog).not.toContainText('maandag');
      await expectNoSeriousAxeViolations(page);
    });
  });
});
