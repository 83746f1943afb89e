// The brands' forms in Chromium against the built Homing site and a twin per worker: each form
// filled by keyboard, its validation messages, success and the mail it sends, an outage that keeps
// the entered data, the newsletter's welcome code in the cart, a back-in-stock mail on restock,
// and axe on every form, and no aborted request or console error after any accepted submission; on Trailmate's contact page in each of its six languages, fields that stop at
// their wire schema's limit and the too-long message in the page's language.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request as BrowserRequest } from '@playwright/test';
import { CartPage } from './support/cart-page';
import { productVariants } from './support/catalogue';
import { submitCheckout } from './support/checkout-page';
import { FormRegion, mailTo, outbox, submissions, uniqueEmail, watchSubmit } from './support/forms-page';
import { gotoReady, waitForHydration } from './support/site-page';
import { siteUrl } from './support/sites';
import { formString } from './support/strings';
import { expect, storeToken, test, type WorkerTwin } from './support/twin';
import { maxLengths } from '../src/lib/forms/max-length';
import type { Language } from '../src/lib/content/site-context';
import { generalContactSchema } from '../wire/forms';

// Products no other spec changes: each worker's twin is shared by its specs.
const SOLD_OUT = { handle: 'homing-spare-battery', path: '/chargers/homing-spare-battery/' };
const CAD_SOLD_OUT = { handle: 'homing-reflective-sleeve', path: '/en-ca/collar-accessories/homing-reflective-sleeve/' };
const MOUNT = '/collar-accessories/homing-tracker-mount/';
const ARTICLE = '/blog/guide-to-gps-tracking/';

async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function setStock(twin: WorkerTwin, handle: string, quantity: number, store = 'homing-us'): Promise<void> {
  for (const variant of productVariants('homing', handle)) {
    const res = await twin.call('POST', `/shops/${store}/admin/variants/${variant.id}`, { quantity }, { 'X-Shopify-Storefront-Access-Token': storeToken(store) });
    expect(res.status).toBe(200);
  }
}

/**
 * Watches a form's sends: the POST to the forms service path it must use, and any request the browser makes to
 * Klaviyo's client endpoints itself (there must be none: the service verifies the captcha and relays).
 */
function watchFormPost(page: Page, pathname: string) {
  const direct: string[] = [];
  page.on('request', (request) => {
    if (/\/client\/(subscriptions|back-in-stock-subscriptions)\b/.test(request.url())) direct.push(request.url());
  });
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === pathname);
  return { sent, direct };
}

/** Sends a body to the forms service again from the page, as a bot replaying a solved captcha would. */
async function postFromPage(page: Page, url: string, body: unknown): Promise<{ status: number; code: unknown }> {
  return page.evaluate(
    async ([target, payload]) => {
      const res = await fetch(target as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      const answer = (await res.json()) as { error?: { code?: unknown } };
      return { status: res.status, code: answer.error?.code };
    },
    [url, body] as const,
  );
}

/** The forms service refuses the accepted send once replayed, and again without its captcha: nothing reaches Klaviyo. */
async function expectReplayRefused(page: Page, request: BrowserRequest): Promise<void> {
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(typeof body.altcha).toBe('string');
  expect(await postFromPage(page, request.url(), body)).toEqual({ status: 400, code: 'CAPTCHA' });
  const { altcha: _altcha, ...withoutCaptcha } = body;
  expect(await postFromPage(page, request.url(), withoutCaptcha)).toEqual({ status: 400, code: 'CAPTCHA' });
}

/** The footer's newsletter, its code loaded by focusing its first field. */
async function newsletter(page: Page): Promise<FormRegion> {
  const form = new FormRegion(page, page.getByRole('contentinfo').getByRole('region', { name: 'Get 10% off your first order' }));
  await form.field('First name').focus();
  await expect(form.captcha()).toBeVisible();
  await expect(form.field('First name')).toBeFocused();
  return form;
}

test.describe('homing newsletter', () => {
  test('the signup checks its fields, then says to confirm by email; the confirmed 10% code works in the cart, and at checkout only for its subscriber', async ({ page, twin }) => {
    const email = uniqueEmail('newsletter');
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/(newsletter-form|altcha)-[^/]*\.js$/.test(request.url())) formCode.push(request.url());
    });
    await gotoReady(page, siteUrl('homing', '/'));
    await page.waitForLoadState('networkidle');
    expect(formCode, 'the form and captcha code waits for the first focus').toEqual([]);
    const form = await newsletter(page);
    expect(formCode.length).toBe(2);
    await expectNoSeriousAxeViolations(page, 'footer .newsletter');

    await form.submit('Sign up');
    await form.expectError('First name', 'First name required');
    await form.expectError('Email address', 'Email address required');
    await expect(form.root.getByRole('group', { name: 'I have a' })).toHaveAccessibleDescription('Please select an interest.');
    await expect(form.root.getByText('Please complete the CAPTCHA')).toBeVisible();

    await form.type('First name', 'Robin');
    await form.type('Email address', 'robin@');
    await form.submit('Sign up');
    await form.expectError('Email address', 'We need a complete valid email address.');

    await form.type('Email address', email);
    await form.root.getByRole('radio', { name: 'Dog' }).focus();
    await page.keyboard.press('Space');
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    const post = watchFormPost(page, '/forms/newsletter');
    await form.submit('Sign up');
    const toast = page.getByRole('region', { name: 'Almost done: please confirm' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`We sent a confirmation email to ${email}`);
    await expect(toast).toContainText('spam');
    await expect(toast).toContainText('only once you confirm');
    // The cleared form shows no stale field message under the success.
    await expect(form.field('First name')).toHaveValue('');
    await expect(form.field('Email address')).toHaveValue('');
    await expect(form.root.getByRole('radio', { name: 'Dog' })).not.toBeChecked();
    await expect(form.root.getByText('Please complete the CAPTCHA')).toHaveCount(0);
    await expect(form.root.locator('.error')).toHaveCount(0);
    // The accepted signup leaves no aborted request or console error behind.
    await watch.expectClean();

    // The captcha is verified by our forms service, which relays to Klaviyo: the browser never calls Klaviyo, and the
    // same solution sent again (or none) is refused there.
    const request = await post.sent;
    expect(post.direct).toEqual([]);
    expect(request.postDataJSON()).toMatchObject({ firstName: 'Robin', email, interest: 'Dog', companyId: 'TwHmg1', listId: 'HmgNws' });
    await expectReplayRefused(page, request);

    const confirm = await mailTo(twin, email, /Please confirm your subscription/);
    expect((await outbox(twin, email)).filter((m) => /Please confirm your subscription/.test(m.subject))).toHaveLength(1);
    const link = /https?:\/\/\S+\/klaviyo\/confirm\/\S+/.exec(confirm.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    // The confirmation page says where the code goes and leads back to the store the signup came from.
    await expect(page.getByText('Enter it in your cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', siteUrl('homing', '/?newsletter=confirmed'));
    const welcome = await mailTo(twin, email, /10% welcome code/);
    const code = /WELCOME-[A-Z0-9]+/.exec(welcome.text)?.[0];
    expect(code).toBeTruthy();
    expect(welcome.text).toContain('Enter it in your cart');
    expect(welcome.text).not.toContain('at checkout');

    const cart = new CartPage(page);
    await page.goto(siteUrl('homing', MOUNT));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    await cart.drawer().getByLabel('Discount code').fill(code!);
    await cart.drawer().getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(cart.drawer().getByText(`Discount ${code}`)).toBeVisible();

    // The code belongs to the subscriber: checkout with another email says so and shows the total without it.
    const other = uniqueEmail('not-the-subscriber');
    await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
    const summary = page.getByRole('table', { name: 'Order summary' });
    await expect(summary).toContainText(`Discount ${code}`);
    await submitCheckout(page, other);
    await expect(page.getByRole('alert')).toHaveText(`The discount code ${code} is not available for ${other}. The total below no longer includes it.`);
    await expect(summary).not.toContainText(`Discount ${code}`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    const confirmation = await mailTo(twin, other, /^Order #\d+ confirmed$/);
    expect(confirmation.text).not.toContain(code);
  });

  test('with the services down the signup fails with the spec message and keeps the data, then succeeds once they are back', async ({ page, twin, services }) => {
    const email = uniqueEmail('newsletter-outage');
    await gotoReady(page, siteUrl('homing', '/'));
    const form = await newsletter(page);
    await form.type('First name', 'Sasha');
    await form.type('Email address', email);
    await form.root.getByRole('radio', { name: 'Cat' }).check();
    await form.solveCaptcha();

    await services.down();
    await form.submit('Sign up');
    await expect(form.root.getByText('Sign up unsuccessful')).toBeVisible();
    await expect(form.root.getByText('An error occurred while subscribing. Please try again later.')).toBeVisible();
    await expect(form.field('First name')).toHaveValue('Sasha');
    await expect(form.field('Email address')).toHaveValue(email);
    await expect(form.root.getByRole('radio', { name: 'Cat' })).toBeChecked();

    await services.up();
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    await form.submit('Sign up');
    await expect(page.getByRole('region', { name: 'Almost done: please confirm' })).toBeVisible();
    await watch.expectClean();
    await mailTo(twin, email, /Please confirm your subscription/);
  });

  test('sent before the page has hydrated, as on a slow phone, the signup keeps the email out of the address; sent again once hydrated, its form takes over', async ({ page }) => {
    const email = uniqueEmail('newsletter-early');
    // The app's code arrives late: until it has run, the footer's signup is the served form shell.
    await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const home = siteUrl('homing', '/');
    await page.goto(home, { waitUntil: 'domcontentloaded' });
    const form = new FormRegion(page, page.getByRole('contentinfo').getByRole('region', { name: 'Get 10% off your first order' }));
    await form.field('Email address').fill(email);
    await form.field('Email address').press('Enter');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), 'sent before the page hydrated').toBe(false);
    await waitForHydration(page);
    expect(page.url()).toBe(home);
    await expect(form.field('Email address')).toHaveValue(email);
    await form.field('Email address').press('Enter');
    await expect(form.captcha()).toBeVisible();
    await form.expectError('First name', 'First name required');
    await expect(form.field('Email address')).toHaveValue(email);
  });
});

test.describe('homing back in stock', () => {
  test('a sold-out product takes an email and captcha, survives an outage, and mails once it is restocked', async ({ page, twin, services }) => {
    const email = uniqueEmail('restock');
    await setStock(twin, SOLD_OUT.handle, 0);
    await gotoReady(page, siteUrl('homing', SOLD_OUT.path));
    await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    const form = new FormRegion(page, page.getByRole('region', { name: 'Email me when it is back' }));
    await expect(form.captcha()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main .form-card');

    await form.submit('Notify me');
    await form.expectError('Email address', 'Email address required');
    await expect(form.root.getByText('Please complete the CAPTCHA')).toBeVisible();

    await form.type('Email address', email);
    await form.solveCaptcha();
    await services.down();
    await form.submit('Notify me');
    await expect(form.root.getByText('Out of Stock form submission failed. Please refresh the page or try again later.')).toBeVisible();
    await expect(form.field('Email address')).toHaveValue(email);

    await services.up();
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    const post = watchFormPost(page, '/forms/back-in-stock');
    await form.submit('Notify me');
    await expect(form.root.getByText(`Thanks! We will email ${email} once, as soon as this item is back in stock.`)).toBeVisible();
    await watch.expectClean();
    const request = await post.sent;
    expect(post.direct).toEqual([]);
    expect(request.postDataJSON()).toMatchObject({ email, companyId: 'TwHmg1', pageUrl: siteUrl('homing', SOLD_OUT.path) });
    await expectReplayRefused(page, request);

    await setStock(twin, SOLD_OUT.handle, 5);
    const mail = await mailTo(twin, email, /is back in stock/);
    // "Shop it now" is the absolute address of the page the form was sent from, and it opens.
    const link = /Shop it now: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBe(siteUrl('homing', SOLD_OUT.path));
    expect((await page.goto(link!))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("on the Canadian market the form waits for the CAD store's stock: the USD store's stock sends nothing, the CAD restock mails", async ({ page, twin }) => {
    const email = uniqueEmail('restock-cad');
    await setStock(twin, CAD_SOLD_OUT.handle, 0, 'homing-ca');
    await setStock(twin, CAD_SOLD_OUT.handle, 5);
    await gotoReady(page, siteUrl('homing', CAD_SOLD_OUT.path));
    await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    const form = new FormRegion(page, page.getByRole('region', { name: 'Email me when it is back' }));
    await form.type('Email address', email);
    await form.solveCaptcha();
    await form.submit('Notify me');
    await expect(form.root.getByText(`Thanks! We will email ${email} once, as soon as this item is back in stock.`)).toBeVisible();

    // The USD store has the item in stock all along: a subscription against it is mailed on the restock check's
    // next pass. A witness subscribed to it now, after the shopper: once the witness is mailed, that pass has
    // checked the shopper's subscription too, and mailed nothing.
    const witness = uniqueEmail('restock-usd-witness');
    const [variant] = productVariants('homing', CAD_SOLD_OUT.handle);
    if (variant === undefined) throw new Error('variant is missing');
    const subscribed = await twin.call(
      'POST',
      '/client/back-in-stock-subscriptions/?company_id=TwHmg1',
      {
        data: {
          type: 'back-in-stock-subscription',
          attributes: { channels: ['EMAIL'], profile: { data: { type: 'profile', attributes: { email: witness } } } },
          relationships: { variant: { data: { type: 'catalog-variant', id: `$shopify:::$default:::${variant.id}` } } },
        },
      },
      { revision: '2024-10-15' },
    );
    expect(subscribed.status).toBe(202);
    await mailTo(twin, witness, /is back in stock/);
    expect(await outbox(twin, email)).toEqual([]);
    await setStock(twin, CAD_SOLD_OUT.handle, 5, 'homing-ca');
    const mail = await mailTo(twin, email, /is back in stock/);
    expect(mail.text).toContain(`Shop it now: ${siteUrl('homing', CAD_SOLD_OUT.path)}`);
  });
});

test.describe('honeypot', () => {
  test('a filled hidden website field is answered as sent and nothing is stored; left empty, as people leave it, the feedback is stored', async ({ page, services }) => {
    const unique = uniqueEmail('hp');
    const send = async (comment: string, honeypot?: string) => {
      await gotoReady(page, siteUrl('homing', ARTICLE));
      const feedback = page.getByRole('main').getByRole('region', { name: 'Was this article helpful?' });
      await feedback.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Comment (optional)').fill(comment);
      const trap = feedback.getByLabel('Website (leave this field empty)');
      await expect(trap).toHaveAttribute('tabindex', '-1');
      // Keyboard users never reach it: Tab goes from the comment to the button.
      await page.getByLabel('Comment (optional)').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send feedback' })).toBeFocused();
      if (honeypot) await trap.fill(honeypot, { force: true });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
    };
    const stored = async (comment: string) => (await submissions(services, 'article-feedback')).filter((s) => s.fields.comment === comment);

    await send(`Bot ${unique}`, 'https://spam.example');
    expect(await stored(`Bot ${unique}`)).toEqual([]);
    await send(`Person ${unique}`);
    expect(await stored(`Person ${unique}`)).toHaveLength(1);
  });
});

test.describe('homing contact page', () => {
  test('the general form checks every field, is sent by keyboard and mails a copy', async ({ page, twin, services }) => {
    const email = uniqueEmail('general');
    await page.goto(siteUrl('homing', '/contact-us/'));
    const form = new FormRegion(page, page.getByRole('region', { name: 'Ask us a question' }));
    await expect(form.captcha()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main .form-grid');

    await form.submit('Send');
    await form.expectError('Name', 'Name is a required field.');
    await form.expectError('Email address', 'Email address required');
    await form.expectError('Phone number', 'Phone number is required');
    await form.expectError('Your question', 'Question is required');
    await expect(form.root.getByText('Please complete the CAPTCHA')).toBeVisible();

    await form.type('Name', 'Jo Rivers');
    await form.type('Email address', email);
    await form.type('Phone number', '555 12');
    await form.type('Your question', 'Does the collar work in the mountains?');
    await form.type(/product is it about/, 'Homing Go');
    await form.submit('Send');
    await form.expectError('Phone number', 'Phone number is invalid');

    await form.type('Phone number', '(555) 123 4567');
    await form.solveCaptcha();
    await services.down();
    await form.submit('Send');
    await expect(form.root.getByText('Form submission failed. Please refresh the page or try again later.')).toBeVisible();
    await expect(form.field('Your question')).toHaveValue('Does the collar work in the mountains?');

    await services.up();
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    await form.submit('Send');
    await expect(form.root.getByText(/We received your message\. Our customer care team replies by email within 1-2 business days\./)).toBeVisible();
    await watch.expectClean();
    await mailTo(twin, email, /We received your question/);
    const stored = (await submissions(services, 'general-contact')).find((s) => s.email === email);
    expect(stored?.fields).toMatchObject({ phone: '555-123-4567', productQuestion: 'Homing Go' });
  });

  test('the dealer form needs a 15-character message and mails a copy', async ({ page, twin }) => {
    const email = uniqueEmail('dealer');
    await page.goto(siteUrl('homing', '/contact-us/'));
    const form = new FormRegion(page, page.getByRole('region', { name: 'Dealers and outlets' }));
    await expect(form.captcha()).toBeVisible();
    await form.type('First name', 'A');
    await form.type('Last name', 'Stone');
    await form.type('Email address', email);
    await form.type('Outlet name', 'Pet Corner');
    await form.type('Message', 'Hello there');
    await form.submit('Send');
    await form.expectError('First name', 'First name must be at least 2 letters.');
    await form.expectError('Message', 'Message must be at least 15 characters.');
    await form.type('First name', 'Alex');
    await form.type('Message', 'We would like to stock your collars.');
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    await form.submit('Send');
    await expect(form.root.getByText(/We received your message/)).toBeVisible();
    await expect(page.locator(':focus')).toContainText('We received your message');
    await watch.expectClean();
    await mailTo(twin, email, /We received your message/);
  });
});

test.describe('trailmate contact page in every language', () => {
  test('each field stops at its schema limit, and a longer value put in by a script is refused in the page language', async ({ page, twin }) => {
    void twin;
    const limits = maxLengths(generalContactSchema);
    const pages: [string, Language][] = [['', 'en'], ['/fr', 'fr'], ['/de', 'de'], ['/it', 'it'], ['/nl', 'nl'], ['/es', 'es']];
    for (const [prefix, language] of pages) {
      await page.goto(siteUrl('trailmate', `${prefix}/contact-us/`));
      const form = new FormRegion(page, page.getByRole('region', { name: formString('generalFormHeading', language) }));
      const name = formString('fieldName', language);
      const labelled = { name, email: formString('fieldEmail', language), phone: formString('fieldPhone', language), question: formString('fieldQuestion', language) };
      for (const [field, label] of Object.entries(labelled)) {
        await expect(form.field(label), `${language} ${field}`).toHaveAttribute('maxlength', String(limits[field as keyof typeof limits]));
      }
      // Typing stops at the limit.
      await form.field(name).fill('');
      await form.field(name).focus();
      await page.keyboard.insertText('N'.repeat(limits.name! + 5));
      await expect(form.field(name)).toHaveValue('N'.repeat(limits.name!));
      // A value set past it (as a script or an extension may) is refused in the page's language.
      await form.field(name).evaluate((input, value) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, 'N'.repeat(limits.name! + 1));
      await form.submit(formString('formSend', language));
      await form.expectError(name, formString('formTooLong', language));
    }
  });
});

test.describe('homing article feedback', () => {
  test('a support article takes helpful or not and a comment', async ({ page, services }) => {
    await gotoReady(page, siteUrl('homing', ARTICLE));
    const group = page.getByRole('group', { name: 'Was this article helpful?' });
    await expect(group).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main .form-card');
    const send = page.getByRole('button', { name: 'Send feedback' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAccessibleDescription(formString('feedbackChooseYesNo'));
    await group.getByRole('radio', { name: 'No' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Comment (optional)').focus();
    await page.keyboard.type('Please add a section on battery life.');
    await send.focus();
    const watch = await watchSubmit(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
    await watch.expectClean();
    // Other tests of this worker's twin may store feedback on the same article: take this one's.
    const stored = (await submissions(services, 'article-feedback')).find(
      (s) => s.fields.articleId === 'guide-to-gps-tracking' && s.fields.comment === 'Please add a section on battery life.',
    );
    expect(stored?.fields).toMatchObject({ helpful: false, comment: 'Please add a section on battery life.' });
  });
});

test.describe('homing pro program and warranty', () => {
  test('the pro program application is sent by keyboard and mails a copy; its old success page still goes home', async ({ page, twin }) => {
    const email = uniqueEmail('pro');
    await page.goto(siteUrl('homing', '/pro-program-application/'));
    const form = new FormRegion(page, page.getByRole('region', { name: 'Apply for the pro program' }));
    await expect(form.captcha()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main .form-card');
    await form.submit('Apply');
    await form.expectError('Occupation', 'Occupation is required');
    await form.type('First name', 'Kim');
    await form.type('Last name', 'Ode');
    await form.type('Email address', email);
    await form.type('Phone number', '555-987-6543');
    await form.type('Occupation', 'Search and rescue handler');
    await form.type('Tell us about your work with animals', 'I train search dogs in the hills every week.');
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    await form.submit('Apply');
    await expect(form.root.getByText(/Thanks for applying!/)).toBeVisible();
    await watch.expectClean();
    await mailTo(twin, email, /We received your pro program application/);

    await page.goto(siteUrl('homing', '/homing-go-gps-collar-pro-program-application-success'));
    await expect(page).toHaveURL(siteUrl('homing', '/'));
  });

  test('the warranty claim checks the photo type and size, then uploads it with the claim', async ({ page, twin, services }) => {
    const email = uniqueEmail('warranty');
    await page.goto(siteUrl('homing', '/lifetime-warranty/'));
    const form = new FormRegion(page, page.getByRole('region', { name: 'Make a warranty claim' }));
    await expect(form.captcha()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main .form-card');
    await form.submit('Send claim');
    await form.expectError('Product', 'Product is required');
    await form.expectError('Order number', 'Order number is required');
    await form.expectError('Photo of the problem', 'Photo is required');

    await form.type('Name', 'Lee Park');
    await form.type('Email address', email);
    await form.type('Product', 'Homing Go GPS Collar');
    await form.type('Order number', '#1001');
    await form.type('Describe the problem', 'The strap buckle broke after a month.');
    await form.field('Photo of the problem').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await form.submit('Send claim');
    await form.expectError('Photo of the problem', 'Photo must be a JPEG, PNG or WebP image.');
    await form.field('Photo of the problem').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await form.submit('Send claim');
    await form.expectError('Photo of the problem', 'Photo must be 5 MB or smaller.');
    await form.field('Photo of the problem').setInputFiles({ name: 'buckle.png', mimeType: 'image/png', buffer: PNG });
    await form.solveCaptcha();
    const watch = await watchSubmit(page);
    await form.submit('Send claim');
    await expect(form.root.getByText(/We received your claim/)).toBeVisible();
    await watch.expectClean();
    // A short claim number to quote, the same in the mail.
    const number = /Your claim number is (WC-[A-Z0-9]{6})\./.exec((await form.root.getByText(/Your claim number is/).textContent()) ?? '')?.[1];
    expect(number).toMatch(/^WC-[A-HJ-NP-Z2-9]{6}$/);
    const ack = await mailTo(twin, email, /We received your warranty claim/);
    expect(ack.text).toContain(`Your claim number is ${number}.`);
    const stored = (await submissions(services, 'warranty')).find((s) => s.email === email);
    expect(stored?.files).toEqual([expect.objectContaining({ field: 'photo', type: 'image/png' })]);
  });
});

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
