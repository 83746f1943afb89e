// Customers' accounts in Chromium against the built sites and a twin per worker: sign up with the
// mailed code, sign in, an order in Orders with its detail, addresses, settings and password,
// logout, the same account on a second brand, CAD keys apart, login and back, an expired access token
// renewed on Trailmate, training videos read after sign-in, axe on every screen.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { AccountPage, confirmedAccount, latestCode } from './support/account-page';
import { uiOrderStatus } from '../strings/ui-order-status';
import { productVariants } from './support/catalogue';
import { CartPage } from './support/cart-page';
import { placeOrder as checkOut } from './support/checkout-page';
import { gotoReady } from './support/site-page';
import { awaitSubscriptions } from './support/subscriptions-page';
import { siteUrl, siteUrlFromNode } from './support/sites';
import { layoutString, layoutText } from './support/strings';
import { expect, storeToken, test, type WorkerTwin } from './support/twin';

const CHARGER = '/chargers/homing-car-charger/';
const PASSWORD = 'long-enough-1';
const DAY = 24 * 60 * 60 * 1000;
const COGNITO_CLIENT_ID = 'twinappclient0000000000001';
const cognitoTarget = (action: string) => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` });

/** Yardwise's training videos as content holds them, in content order. */
const TRAINING_VIDEOS = readFileSync('content/editorial-yardwise.ndjson', 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _type: string; language: string; title: string; src: string; order: number })
  .filter((doc) => doc._type === 'trainingVideo')
  .sort((a, b) => a.order - b.order);

/** One session storage value of the page. */
const stored = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);

async function expectNoSeriousAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

/** Creates and confirms an account with its names, as the register form does, through the twin's Cognito protocol. */
async function namedAccount(twin: WorkerTwin, email: string, firstName: string, lastName: string): Promise<void> {
  const UserAttributes = [
    { Name: 'email', Value: email },
    { Name: 'given_name', Value: firstName },
    { Name: 'family_name', Value: lastName },
  ];
  await twin.call('POST', '/cognito/', { ClientId: COGNITO_CLIENT_ID, Username: email, Password: PASSWORD, UserAttributes }, cognitoTarget('SignUp'));
  await twin.call('POST', '/cognito/', { ClientId: COGNITO_CLIENT_ID, Username: email, ConfirmationCode: await latestCode(twin, email) }, cognitoTarget('ConfirmSignUp'));
}

test.describe('homing account', () => {
  test('sign up with the mailed code, sign in, buy, and see the order with its detail in Orders', async ({ page, twin }) => {
    // The whole journey: sign-up, code, sign-in (SRP), a checkout, the orders and a detail.
    test.setTimeout(120_000);
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('journey');
    await gotoReady(page, account.url('/account/register/'));
    const register = page.getByRole('form', { name: 'Create an account' });
    await register.getByRole('button', { name: 'Create an account' }).click();
    await expect(register.getByText('First name required')).toBeVisible();
    await expect(register.getByText('Email address required')).toBeVisible();
    await expectNoSeriousAxe(page);
    await register.getByLabel('First name').fill('Kit');
    await register.getByLabel('Last name').fill('Fern');
    await register.getByLabel('Email address').fill('kit@');
    await register.getByLabel('Password', { exact: true }).fill('short');
    await register.getByLabel('Confirm password').fill('shorter');
    await register.getByRole('button', { name: 'Create an account' }).click();
    await expect(register.getByText('Please re-check your email address.')).toBeVisible();
    await expect(register.getByText('Please choose a password with at least 8 characters')).toBeVisible();
    await expect(register.getByText('Passwords must match')).toBeVisible();
    await register.getByLabel('Email address').fill(email);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirm password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create an account' }).click();

    await expect(page).toHaveURL(/\/account\/verify-account\//);
    const verify = page.getByRole('form', { name: 'Verify your account' });
    await expect(verify.getByLabel('Email address')).toHaveValue(email);
    await verify.getByLabel('Verification code').fill('000000');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Invalid verification code provided, please try again.');
    await expectNoSeriousAxe(page);
    await verify.getByLabel('Verification code').fill(await latestCode(twin, email));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('status')).toContainText('Your account is verified.');

    await account.signIn(email, PASSWORD);
    await expect(page).toHaveURL(account.url('/account/'));
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
    // The account page shows the orders, so it is headed as the Orders tab is.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
    expect(await account.sessionKeys()).toEqual(expect.arrayContaining(['customer', 'customer_access_token', 'customer_access_token_expires_at']));
    await expectNoSeriousAxe(page);
    // The names given at registration are the customer's: the header greets by first name, My Account shows both.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Kit' })).toBeVisible();
    await gotoReady(page, account.url('/account/settings/'));
    const details = page.getByRole('form', { name: 'Account details' });
    await expect(details.getByLabel('First name')).toHaveValue('Kit');
    await expect(details.getByLabel('Last name')).toHaveValue('Fern');

    const cart = new CartPage(page);
    await page.goto(siteUrl('homing', CHARGER));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    // Signed in, Checkout goes through the store's Multipass login path, whose store session names the customer at checkout.
    const storeLogin = page.waitForRequest((r) => /\/account\/login\/multipass\/[^/]+$/.test(new URL(r.url()).pathname));
    await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
    await storeLogin;
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect((await page.context().cookies()).filter((c) => c.name === '_store_session').map((c) => [c.httpOnly, c.sameSite])).toEqual([[true, 'Lax']]);
    await checkOut(page, email);

    await page.goto(account.url('/account/orders/'));
    const orders = page.getByRole('table', { name: 'Your Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    // Statuses read as words, not Storefront's enum values.
    await expect(orders.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
    await expect(orders.getByRole('cell', { name: 'Unfulfilled', exact: true })).toBeVisible();
    await expect(orders).not.toContainText('PAID');
    await expect(orders).not.toContainText('UNFULFILLED');
    // Cells are spaced apart.
    expect(await orders.getByRole('cell').first().evaluate((cell) => parseFloat(getComputedStyle(cell).paddingLeft) + parseFloat(getComputedStyle(cell).paddingRight))).toBeGreaterThanOrEqual(16);
    await expect(page.getByRole('navigation', { name: /pag/i }).locator('s')).toHaveCount(2);
    await expectNoSeriousAxe(page);
    await orders.getByRole('link', { name: /^View order #/ }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\?order=\d+/);
    await expect(page.getByRole('heading', { level: 2, name: /^Order #/ })).toBeVisible();
    await expect(page.getByText('Orders cannot be cancelled or changed once processed for shipping.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /charger/i }).first()).toBeVisible();
    await expect(page.getByText('One-time')).toBeVisible();
    // The charger (19.99) is under the free-shipping threshold: the order went at the store's standard rate.
    await expect(page.getByRole('term').filter({ hasText: /^Shipping method$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Standard Shipping$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('2 Pine St');
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expectNoSeriousAxe(page);
  });

  test('addresses: add, edit, make default and delete with confirmations and the spec rules', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('addresses');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    await gotoReady(page, account.url('/account/addresses/'));
    await expect(page.getByText('You have no saved addresses.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    await form.getByLabel('First name').fill('Kit');
    await form.getByLabel('Last name').fill('Fern');
    await form.getByLabel('Address', { exact: true }).fill('2 Pine St');
    await form.getByLabel('City').fill('Boulder');
    // The United States market offers the United States and Canada; a US address has a state and a ZIP code.
    await expect(form.getByLabel('Country')).toHaveValue('US');
    expect(await form.getByLabel('Country').locator('option').allTextContents()).toEqual(['United States', 'Canada']);
    // The state is one of the list of US states, chosen here by keyboard (typing its name on the focused select).
    const state = form.getByRole('combobox', { name: 'State' });
    await expect(state.locator('option')).toHaveCount(53);
    await state.focus();
    await page.keyboard.type('Colorado');
    await expect(state).toHaveValue('CO');
    await form.getByLabel('ZIP code').fill('8030A');
    await form.getByLabel('Phone (###-###-####)').fill('303555010');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Entered value does not match US zip code format')).toBeVisible();
    await expect(form.getByText('Please enter a 10-digit phone number as ###-###-####')).toBeVisible();
    await expectNoSeriousAxe(page);
    // A ZIP of 4 digits is filled in, just not valid: it is never "required".
    await form.getByLabel('ZIP code').fill('8030');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription('Enter a valid ZIP code');
    await expect(form.getByText('Postal code is required')).toHaveCount(0);
    await form.getByLabel('ZIP code').fill('80301');
    // Ten digits typed without dashes are taken and written ###-###-####.
    await form.getByLabel('Phone (###-###-####)').fill('3035550100');
    await form.getByRole('button', { name: 'Save' }).click();
    const boulder = page.getByRole('listitem', { name: '2 Pine St, Boulder' });
    await expect(boulder).toBeVisible();
    // The address reads as lines, not "Kit Fern2 Pine StBoulder…".
    const lines = (await boulder.locator('address').innerText()).split('\n');
    expect(lines.slice(0, 2)).toEqual(['Kit Fern', '2 Pine St']);
    expect(lines[2]).toMatch(/^Boulder (CO|Colorado) 80301$/);
    expect(lines).toContain('303-555-0100');

    await page.getByRole('button', { name: 'Add a new address' }).click();
    const second = page.getByRole('form', { name: 'Add a new address' });
    await second.getByLabel('First name').fill('Kit');
    await second.getByLabel('Last name').fill('Fern');
    await second.getByLabel('Address', { exact: true }).fill('9 Elm St');
    await second.getByLabel('City').fill('Toronto');
    await second.getByLabel('Country').selectOption('Canada');
    await second.getByLabel('Province').selectOption('Ontario');
    await second.getByLabel('Postal code').fill('M5V');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByLabel('Postal code')).toHaveAccessibleDescription('Enter a valid postal code');
    await second.getByLabel('Postal code').fill('M5V 2T6');
    await second.getByRole('button', { name: 'Save' }).click();
    const toronto = page.getByRole('listitem', { name: '9 Elm St, Toronto' });
    await expect(toronto).toBeVisible();

    // The card's buttons stand apart, never touching.
    const [editBox, defaultBox] = await Promise.all([toronto.getByRole('button', { name: /^Edit/ }).boundingBox(), toronto.getByRole('button', { name: /^Make default/ }).boundingBox()]);
    expect(defaultBox!.x - (editBox!.x + editBox!.width) >= 8 || defaultBox!.y - (editBox!.y + editBox!.height) >= 8).toBe(true);

    await toronto.getByRole('button', { name: /^Make default/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this your default address?' });
    await expect(dialog).toBeVisible();
    // One Cancel next to Confirm; the dialog's own button closes it.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(1);
    await expectNoSeriousAxe(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('listitem', { name: '9 Elm St, Toronto' }).getByText('Default address')).toBeVisible();

    await page.getByRole('listitem', { name: '9 Elm St, Toronto' }).getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('form', { name: 'Edit' });
    await edit.getByLabel('Address', { exact: true }).fill('10 Elm St');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem', { name: '10 Elm St, Toronto' })).toBeVisible();

    await page.getByRole('listitem', { name: '2 Pine St, Boulder' }).getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('listitem', { name: '2 Pine St, Boulder' })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: '10 Elm St, Toronto' })).toBeVisible();
  });

  test('settings save name and consent; the password changes; logout clears the session storage', async ({ page, twin }) => {
    // Two saves, a reload, two password changes and a sign-in again: about 25 s on a quiet machine.
    test.setTimeout(60_000);
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('settings');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    await gotoReady(page, account.url('/account/settings/'));
    const details = page.getByRole('form', { name: 'Account details' });
    await details.getByLabel('First name').fill('R');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText('Please enter at least 2 letters')).toBeVisible();
    await details.getByLabel('First name').fill('Robin');
    await details.getByLabel('Last name').fill('Vale');
    await details.getByLabel('Email me news and offers').check();
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('status')).toHaveText('Your changes have been saved.');
    expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('customer')))!)).toMatchObject({ firstName: 'Robin', lastName: 'Vale', acceptsMarketing: true });
    await expectNoSeriousAxe(page);
    // The outcome is said once: a reload shows the saved values, not the old message.
    await page.reload();
    await expect(details.getByLabel('First name')).toHaveValue('Robin');
    await expect(page.getByText('Your changes have been saved.')).toHaveCount(0);

    const password = page.getByRole('form', { name: 'Change password' });
    // A wrong current password says so (not "That email and password do not match an account.").
    await password.getByLabel('Current password').fill('not-my-password-1');
    await password.getByLabel('New password').fill('even-longer-2');
    await password.getByLabel('Confirm password').fill('even-longer-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password').fill('even-longer-2');
    await password.getByLabel('Confirm password').fill('even-longer-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText('Account Password updated successfully.');

    await page.evaluate(() => {
      window.sessionStorage.setItem('checkoutId', 'x');
      window.sessionStorage.setItem('isCheckoutActive', 'true');
    });
    await page.goto(account.url('/account/logout/'));
    await expect(page).toHaveURL(account.url('/'));
    expect((await account.sessionKeys()).filter((k) => /customer|checkout/i.test(k))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')))).toEqual([]);
    await page.goto(account.url('/account/orders/'));
    await expect(page).toHaveURL(/\/account\/login\/\?redirect=%2Faccount%2Forders%2F/);
    await account.signIn(email, 'even-longer-2', false);
    await expect(page).toHaveURL(account.url('/account/orders/'));
  });

  test('an expired sign-up code is "Invalid or expired code provided." with a link, reached by keyboard, that mails a new code', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('expired');
    await twin.call('POST', '/cognito/', { ClientId: COGNITO_CLIENT_ID, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] }, cognitoTarget('SignUp'));
    const first = await latestCode(twin, email);
    expect((await twin.call('POST', '/__cognito/expire-codes', { email })).status).toBe(200);
    const mailed = async () => (await twin.call<{ messages: unknown[] }>('GET', `/outbox?to=${encodeURIComponent(email)}`)).body.messages.length;
    const before = await mailed();
    await gotoReady(page, account.url('/account/verify-account/'));
    const verify = page.getByRole('form', { name: 'Verify your account' });
    await verify.getByLabel('Email address').fill(email);
    await verify.getByLabel('Verification code').fill(first);
    await verify.getByRole('button', { name: 'Verify' }).click();
    const alert = verify.getByRole('alert');
    await expect(alert).toContainText('Invalid or expired code provided.');
    const link = alert.getByRole('link', { name: 'Send me a new code' });
    await expect(link).toHaveAttribute('href', '/account/verify-account/');
    await expectNoSeriousAxe(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(verify.getByRole('status')).toHaveText(`We sent a code to ${email}.`);
    await expect(page).toHaveURL(account.url('/account/verify-account/'));
    await expect.poll(mailed).toBe(before + 1);
    await verify.getByLabel('Verification code').fill(await latestCode(twin, email));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('status')).toContainText('Your account is verified.');
  });

  test('a reset code already spent is "Invalid or expired code provided." with a link, reached by keyboard, to ask for a new one', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('reset');
    await confirmedAccount(twin, email, PASSWORD);
    await gotoReady(page, account.url('/account/reset-password/'));
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Send reset code' }).click();
    await expect(form.getByLabel('Verification code')).toBeVisible();
    const code = await latestCode(twin, email);
    // The code is spent elsewhere (another tab) before this form sends it.
    const spent = await twin.call('POST', '/cognito/', { ClientId: COGNITO_CLIENT_ID, Username: email, ConfirmationCode: code, Password: 'spent-elsewhere-1' }, cognitoTarget('ConfirmForgotPassword'));
    expect(spent.status).toBe(200);
    await form.getByLabel('Verification code').fill(code);
    await form.getByLabel('New password').fill('long-enough-2');
    await form.getByLabel('Confirm password').fill('long-enough-2');
    await form.getByRole('button', { name: 'Set new password' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Invalid or expired code provided.');
    const link = alert.getByRole('link', { name: 'Send me a new code' });
    await expect(link).toHaveAttribute('href', '/account/reset-password/');
    await expectNoSeriousAxe(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(account.url('/account/reset-password/'));
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(form.getByRole('button', { name: 'Send reset code' })).toBeVisible();
  });

  test('a visitor sent from /account/orders/?x=1 to login comes back there after sign-in', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('redirect');
    await confirmedAccount(twin, email, PASSWORD);
    await page.goto(account.url('/account/orders/?x=1'));
    await expect(page).toHaveURL(account.url('/account/login/?redirect=%2Faccount%2Forders%2F%3Fx%3D1'));
    await expectNoSeriousAxe(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill('wrong-password-1');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('That email and password do not match an account.');
    await account.signIn(email, PASSWORD, false);
    await expect(page).toHaveURL(account.url('/account/orders/?x=1'));
  });

  test('an off-site redirect parameter lands on home', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('offsite');
    await confirmedAccount(twin, email, PASSWORD);
    await gotoReady(page, account.url('/account/login/?redirect=%2F%5Cevil.example'));
    await account.signIn(email, PASSWORD, false);
    await expect(page).toHaveURL(account.url('/'));
  });
});

test.describe('header account control', () => {
  test('sign-in from the header comes back to the page and search it started from, the login page replaced in history', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('header-return');
    await confirmedAccount(twin, email, PASSWORD);
    const origin = `${CHARGER}?ref=header&x=1`;
    await page.goto(account.url('/'));
    await gotoReady(page, account.url(origin));
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Account' });
    await expect(login).toHaveAttribute('href', `/account/login/?redirect=${encodeURIComponent(origin)}`);
    await login.click();
    await expect(page).toHaveURL(account.url(`/account/login/?redirect=${encodeURIComponent(origin)}`));
    await account.signIn(email, PASSWORD, false);
    await expect(page).toHaveURL(account.url(origin));
    await expect(header.getByRole('button', { name: 'Your account' })).toBeVisible();
    // Back leaves the page for the one before it: the login page was replaced.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/account\/login\//);

    // From the account page itself the login link carries no redirect.
    await page.goto(account.url('/account/logout/'));
    await expect(page).toHaveURL(account.url('/'));
    await page.goto(account.url('/account/register/'));
    await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/login/');
  });

  test('signed in, the header greets the customer by first name and signs out; so do the account tabs, on a phone too', async ({ page, twin }) => {
    // A sign-in, the account tabs, a sign-out, then the same on a phone: about 30 s on a quiet machine.
    test.setTimeout(90_000);
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('header-menu');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    const header = page.getByRole('banner');
    await gotoReady(page, account.url('/account/settings/'));
    const details = page.getByRole('form', { name: 'Account details' });
    await details.getByLabel('First name').fill('Ada');
    await details.getByLabel('Last name').fill('Walker');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('status')).toHaveText('Your changes have been saved.');
    // The header follows the saved name at once.
    const menu = header.getByRole('button', { name: 'Hi, Ada' });
    await expect(menu).toBeVisible();

    await gotoReady(page, account.url(CHARGER));
    await expect(menu).toHaveText('Hi, Ada');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Account' })).toHaveCount(0);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account/');
    await expectNoSeriousAxe(page);
    // Escape closes the menu and gives the focus back to its button; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Sign out' })).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await header.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(account.url('/'));
    expect((await account.sessionKeys()).filter((k) => /customer|checkout/i.test(k))).toEqual([]);
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Hi, / })).toHaveCount(0);

    // On a phone: the same button (its name kept, the greeting drawn as the icon only), nothing
    // wider than the screen, and Sign out at the end of the account tabs.
    await page.setViewportSize({ width: 390, height: 844 });
    await account.signIn(email, PASSWORD);
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await gotoReady(page, account.url('/account/orders/'));
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link').last()).toHaveText('Sign out');
    await expectNoSeriousAxe(page);
    await tabs.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(account.url('/'));
    expect((await account.sessionKeys()).filter((k) => /customer/i.test(k))).toEqual([]);
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('a new tab of a signed-in customer is signed in too; signing out in one tab signs the other out', async ({ page, context, twin }) => {
    test.setTimeout(60_000);
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('tabs');
    await namedAccount(twin, email, 'Ada', 'Walker');
    await account.signIn(email, PASSWORD);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Hi, Ada' })).toBeVisible();

    const second = await context.newPage();
    await gotoReady(second, account.url(CHARGER));
    await expect(second.getByRole('banner').getByRole('button', { name: 'Hi, Ada' })).toBeVisible();
    await second.goto(account.url('/account/orders/'));
    await expect(second.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expect(second).toHaveURL(account.url('/account/orders/'));
    await expectNoSeriousAxe(second);

    await second.goto(account.url('/account/logout/'));
    await expect(second).toHaveURL(account.url('/'));
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
    expect((await account.sessionKeys()).filter((k) => /customer/i.test(k))).toEqual([]);
    await second.close();
  });

  test('the greeting and its menu are in the page\'s language', async ({ page, twin }) => {
    const email = uniqueEmail('header-fr');
    await confirmedAccount(twin, email, PASSWORD);
    const account = new AccountPage(page, 'trailmate', '/fr');
    await gotoReady(page, account.url('/account/login/'));
    const login = page.getByRole('form', { name: 'Se connecter' });
    await login.getByLabel('Adresse e-mail').fill(email);
    await login.getByLabel('Mot de passe').fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(account.url('/account/'));
    await gotoReady(page, account.url('/account/settings/'));
    const details = page.getByRole('form', { name: 'Détails du compte' });
    await details.getByLabel('Prénom').fill('Ada');
    await details.getByLabel('Nom', { exact: true }).fill('Walker');
    await details.getByRole('button', { name: 'Enregistrer' }).click();
    const menu = page.getByRole('banner').getByRole('button', { name: layoutText('accountGreeting', { name: 'Ada' }, 'fr') });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('banner').getByRole('link', { name: layoutString('accountMenuSignOut', 'fr') })).toHaveAttribute('href', '/fr/account/logout/');
    await expect(page.getByRole('navigation', { name: 'Sections du compte' }).getByRole('link').last()).toHaveText('Se déconnecter');
  });
});

/** What an order holds: a product of a brand, bought in one of its stores. */
interface OrderProduct {
  brand: 'homing' | 'trailmate';
  store: string;
  handle: string;
}

const HOMING_CHARGER: OrderProduct = { brand: 'homing', store: 'homing-us', handle: 'homing-car-charger' };
const TRAILMATE_BLANKET: OrderProduct = { brand: 'trailmate', store: 'trailmate-us', handle: 'go-travel-blanket' };

/** Places an order for the customer through the Storefront API and the checkout form, as a browser would. */
async function placeOrder(twin: WorkerTwin, customerAccessToken: string, email: string, city: string, product: OrderProduct = HOMING_CHARGER): Promise<void> {
  const [variant] = productVariants(product.brand, product.handle);
  if (variant === undefined) throw new Error('variant is missing');
  const { body } = await twin.call<{ data: { cartCreate: { cart: { checkoutUrl: string } } } }>(
    'POST',
    `/shops/${product.store}/api/2025-04/graphql.json`,
    {
      query: 'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }',
      variables: { input: { buyerIdentity: { countryCode: 'US', customerAccessToken }, lines: [{ merchandiseId: variant.gid, quantity: 1 }] } },
    },
    { 'X-Shopify-Storefront-Access-Token': storeToken(product.store) },
  );
  const checkoutUrl = new URL(body.data.cartCreate.cart.checkoutUrl);
  const form = new URLSearchParams({
    key: checkoutUrl.searchParams.get('key') ?? '',
    email,
    firstName: 'Kit',
    lastName: 'Fern',
    address1: '2 Pine St',
    city,
    province: 'CO',
    zip: '80301',
    country: 'US',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/39',
    cardCvc: '123',
  });
  const res = await fetch(`${twin.url}${checkoutUrl.pathname}`, { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
  expect(res.status).toBe(303);
}

test.describe('orders pages', () => {
  test('26 orders page by cursors, newest first: previous struck on page 1, next struck on the last page', async ({ page, twin }) => {
    test.setTimeout(120_000);
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('pages');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    const token = (await page.evaluate(() => window.sessionStorage.getItem('customer_access_token')))!;
    for (let i = 1; i <= 26; i++) await placeOrder(twin, token, email, `Town ${i}`);
    await gotoReady(page, account.url('/account/orders/'));
    const orders = page.getByRole('table', { name: 'Your Orders' });
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(orders.getByRole('row')).toHaveCount(11);
    await expect(pager.getByText('Page 1')).toBeVisible();
    await expect(pager.locator('s')).toHaveText(['Previous']);
    const firstPageNames = await orders.getByRole('rowheader').allTextContents();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 2')).toBeVisible();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 3')).toBeVisible();
    await expect(orders.getByRole('row')).toHaveCount(7);
    await expect(pager.locator('s')).toHaveText(['Next']);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText('Page 1')).toBeVisible();
    expect(await orders.getByRole('rowheader').allTextContents()).toEqual(firstPageNames);
    const numbers = firstPageNames.map((n) => Number(n.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});

test.describe('pro program', () => {
  test('orders of a customer tagged "pro program" carry the 40% ProStaff discount label', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('prostaff');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    const tagged = await twin.call('POST', '/shops/homing-us/admin/customers/tags', { email, tags: ['pro program'] }, { 'X-Shopify-Storefront-Access-Token': storeToken('homing-us') });
    expect(tagged.status).toBe(200);
    const token = (await page.evaluate(() => window.sessionStorage.getItem('customer_access_token')))!;
    await placeOrder(twin, token, email, 'Golden');
    await gotoReady(page, account.url('/account/orders/'));
    await page.getByRole('table', { name: 'Your Orders' }).getByRole('link', { name: /^View order #/ }).click();
    await expect(page.getByText('40% ProStaff discount')).toBeVisible();
  });
});

test.describe('one account on every brand', () => {
  test('the same account signs in on Yardwise; training videos show; the CAD market keeps its own keys', async ({ page, twin }) => {
    // Two sign-ins and every account tab: about 30 s on a quiet machine.
    test.setTimeout(90_000);
    const email = uniqueEmail('shared');
    await confirmedAccount(twin, email, PASSWORD);
    const homing = new AccountPage(page, 'homing');
    await homing.signIn(email, PASSWORD);

    const yardwise = new AccountPage(page, 'yardwise');
    await page.goto(yardwise.url('/account/training-videos/'));
    await expect(page).toHaveURL(/\/account\/login\/\?redirect=%2Faccount%2Ftraining-videos%2F/);
    await yardwise.signIn(email, PASSWORD, false);
    await expect(page).toHaveURL(yardwise.url('/account/training-videos/'));
    await expect(page.getByRole('heading', { level: 2, name: 'Day 1: Meet the flags' })).toBeVisible();
    await expectNoSeriousAxe(page);
    const headings: [tab: string, heading: string][] = [
      ['Orders', 'Your Orders'],
      ['Subscriptions', 'Your Subscriptions'],
      ['Addresses', 'Your Addresses'],
      ['My Account', 'Your Account'],
      ['Training Videos', 'Training Videos'],
    ];
    for (const [tab, heading] of headings) {
      await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }

    // The CAD market of the same site signs in from the shared account, to its own store, under its own keys.
    const cad = new AccountPage(page, 'yardwise', '/ca');
    await page.goto(cad.url('/account/orders/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expect(page).toHaveURL(cad.url('/account/orders/'));
    expect(await cad.sessionKeys()).toEqual(
      expect.arrayContaining(['customer', 'customer_access_token', 'customer_access_token_expires_at', 'customer_cad', 'customer_access_token_cad', 'customer_access_token_expires_at_cad']),
    );
  });
});

test.describe('trailmate account', () => {
  test('a payment card takes a readable width: its billing address and subscriptions are not squeezed, on a desktop or a phone', async ({ page, twin, services }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('card-width');
    await confirmedAccount(twin, email, PASSWORD);
    await new AccountPage(page, 'trailmate').signIn(email, PASSWORD);
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', '/dog-supplies/go-paw-wipes/'));
    await cart.ready();
    await page.getByRole('radio', { name: /^Autoship and save \d+%$/ }).check();
    await page.getByLabel('Delivery frequency').selectOption({ index: 1 });
    await cart.addButton().click();
    await expect(cart.toast()).toBeVisible();
    await cart.open();
    await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
    await checkOut(page, email);
    await awaitSubscriptions(services, 'trailmate-us', email, 1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
      const card = page.getByRole('region', { name: 'Payment methods' }).getByRole('listitem').filter({ hasText: /^Visa ending in 4242/ }).first();
      await expect(card).toBeVisible({ timeout: 20_000 });
      const box = (await card.boundingBox())!;
      // At least 28rem on a desktop; the screen's width less the page margins on a phone.
      expect(box.width, `card at ${width} px`).toBeGreaterThanOrEqual(width > 480 ? 448 : 340);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // "Boulder CO 80301" and the subscription's line stay one line each.
      const lineHeight = await card.locator('address').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await card.locator('address').boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 4 + 1);
      expect((await card.locator('dd ul > li').first().boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
    }
    await expectNoSeriousAxe(page);
  });

  test('an expired customer access token is renewed on the next account page: new expiry stored, orders shown, no trip to login; one the store no longer knows signs in again from the shared account', async ({ page, twin }) => {
    const account = new AccountPage(page, 'trailmate');
    const email = uniqueEmail('renew');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    await expect(page).toHaveURL(account.url('/account/'));
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
    const token = (await stored(page, 'customer_access_token'))!;
    await placeOrder(twin, token, email, 'Renewville', TRAILMATE_BLANKET);

    // The stored expiry passes; the store still knows the token, so the session renews it.
    const past = new Date(Date.now() - 60_000).toISOString();
    await page.evaluate((value) => window.sessionStorage.setItem('customer_access_token_expires_at', value), past);
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/graphql\.json$/.test(request.url()) && (request.postData() ?? '').includes('customerAccessTokenRenew')) renewals.push(request.url());
    });
    await gotoReady(page, account.url('/account/orders/'));
    const orders = page.getByRole('table', { name: 'Your Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
    await expect(page).toHaveURL(account.url('/account/orders/'));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toContain('/shops/trailmate-us/');
    const renewedUntil = Date.parse((await stored(page, 'customer_access_token_expires_at'))!);
    expect(renewedUntil).toBeGreaterThan(Date.now() + 13 * DAY);
    // Storefront's customerAccessTokenRenew extends the same token's life.
    expect(await stored(page, 'customer_access_token')).toBe(token);
    expect(JSON.parse((await stored(page, 'customer'))!)).toMatchObject({ email, isAuthenticated: true });
    await expectNoSeriousAxe(page);

    // The same session in French shows the statuses in French.
    const french = (key: string) => uiOrderStatus.strings.find((entry) => entry.key === key)!.values.fr!;
    await page.goto(account.url('/fr/account/orders/'));
    const frenchOrders = page.getByRole('table');
    await expect(frenchOrders).toContainText(french('orderStatusPaid'));
    await expect(frenchOrders).toContainText(french('orderStatusUnfulfilled'));
    await expect(frenchOrders).not.toContainText('UNFULFILLED');
    await expect(frenchOrders).not.toContainText(french('orderStatusPaid').toUpperCase());

    // A token the store no longer knows cannot be renewed: while the browser is signed in to the shared
    // account, the store is signed in to again (a new token) and the page stays; once the shared account is
    // signed out too, the session is cleared and login asked for.
    const unknownToken = (value: string) =>
      page.evaluate((expired) => {
        window.sessionStorage.setItem('customer_access_token', 'no-longer-known');
        window.sessionStorage.setItem('customer_access_token_expires_at', expired);
      }, value);
    await unknownToken(past);
    await gotoReady(page, account.url('/account/orders/'));
    await expect(page.getByRole('table', { name: 'Your Orders' }).getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(account.url('/account/orders/'));
    const fresh = await stored(page, 'customer_access_token');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe('no-longer-known');
    expect(fresh).not.toBe(token);

    await unknownToken(past);
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) if (key.startsWith('CognitoIdentityServiceProvider.')) window.localStorage.removeItem(key);
    });
    await page.goto(account.url('/account/orders/'));
    await expect(page).toHaveURL(/\/account\/login\/\?redirect=%2Faccount%2Forders%2F/);
    expect((await account.sessionKeys()).filter((k) => k.startsWith('customer'))).toEqual([]);
  });
});

test.describe('addresses in other markets', () => {
  test('the UK and Australian markets offer their own countries, with the postcode, region and phone of the chosen one', async ({ page, twin }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('gb-addresses');
    await confirmedAccount(twin, email, PASSWORD);
    const gb = new AccountPage(page, 'trailmate', '/gb');
    await gb.signIn(email, PASSWORD);
    await gotoReady(page, gb.url('/account/addresses/'));
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    const country = form.getByLabel('Country', { exact: true });
    await expect(country).toHaveValue('GB');
    const offered = await country.locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['United Kingdom', 'Ireland', 'Germany', 'France']));
    expect(offered).not.toContain('United States');
    expect(offered).not.toContain('Canada');
    // A UK address has no state; its postcode and phone are the UK's.
    await expect(form.getByLabel('State')).toHaveCount(0);
    await form.getByLabel('First name').fill('Kit');
    await form.getByLabel('Last name').fill('Fern');
    await form.getByLabel('Address', { exact: true }).fill('1 High St');
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Postcode').fill('80301');
    await form.getByLabel('Phone (with country code)').fill('0207');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Postcode')).toHaveAccessibleDescription('Enter a valid postal code');
    await expect(form.getByLabel('Phone (with country code)')).toHaveAccessibleDescription('Please enter a phone number such as +44 20 7946 0958');
    await expectNoSeriousAxe(page);
    await form.getByLabel('Postcode').fill('SW1A 1AA');
    await form.getByLabel('Phone (with country code)').fill('020 7946 0958');
    await form.getByRole('button', { name: 'Save' }).click();
    const london = page.getByRole('listitem', { name: '1 High St, London' });
    await expect(london).toContainText('United Kingdom');
    await expect(london).toContainText('SW1A 1AA');
    await expect(london).toContainText('+44 2079460958');

    // Ireland asks for its county and Eircode instead.
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await country.selectOption('Ireland');
    // A county without a list stays typed text.
    await expect(form.getByRole('textbox', { name: 'County' })).toBeVisible();
    await expect(form.getByLabel('Eircode')).toBeVisible();
    await expect(form.getByLabel('Postcode')).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The Australian market: Australia first, then New Zealand; a state or territory and a 4-digit postcode.
    const au = new AccountPage(page, 'trailmate', '/au');
    await gotoReady(page, au.url('/account/addresses/'));
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await expect(country).toHaveValue('AU');
    expect(await country.locator('option').allTextContents()).toEqual(['Australia', 'New Zealand']);
    const territory = form.getByRole('combobox', { name: 'State or territory' });
    expect(await territory.locator('option').allTextContents()).toEqual([
      'Choose…', 'Australian Capital Territory', 'New South Wales', 'Northern Territory', 'Queensland', 'South Australia', 'Tasmania', 'Victoria', 'Western Australia',
    ]);
    await expect(form.getByLabel('Postcode')).toBeVisible();
    await expectNoSeriousAxe(page);
  });
});

test.describe('yardwise training videos', () => {
  test('the page data holds no video address; the videos load after sign-in, with a retry through an outage', async ({ page, twin, services }) => {
    expect(TRAINING_VIDEOS.length).toBeGreaterThan(0);
    for (const path of ['/account/training-videos/', '/fr/account/training-videos/', '/ca/account/training-videos/', '/ca/fr/account/training-videos/']) {
      const response = await page.request.get(siteUrlFromNode('yardwise', `/page-data${path}page-data.json`));
      expect(response.status(), path).toBe(200);
      const json = await response.text();
      // The page's context is in its data as JSON text (src/lib/content/stored-context.ts).
      const { result } = JSON.parse(json) as { result: { pageContext: { built: string } } };
      expect((JSON.parse(result.pageContext.built) as { view: string }).view, path).toBe('training-videos');
      for (const video of TRAINING_VIDEOS) expect(json, path).not.toContain(video.src.split('/').pop());
      expect(json, path).not.toMatch(/account-media|\/account\/media\//);
    }

    const email = uniqueEmail('videos');
    await confirmedAccount(twin, email, PASSWORD);
    const yardwise = new AccountPage(page, 'yardwise');
    await yardwise.signIn(email, PASSWORD);

    await services.down();
    await gotoReady(page, yardwise.url('/account/training-videos/'));
    const alert = page.getByRole('alert').filter({ hasText: 'Your training videos could not be loaded. Please try again.' });
    await expect(alert).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await services.up();
    await alert.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');

    const english = TRAINING_VIDEOS.filter((v) => v.language === 'en');
    for (const video of english) await expect(page.getByRole('heading', { level: 2, name: video.title })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(english.length);
    const served = (src: string) => `${services.url}/account/media/${src.replace(/^account-media\//, '')}`;
    expect(await page.locator('video').evaluateAll((videos) => videos.map((v) => v.getAttribute('src')))).toEqual(english.map((v) => served(v.src)));
    await expectNoSeriousAxe(page);

    // The first video plays from the services, with English captions showing by default.
    const first = page.locator('video').first();
    await first.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
    const captions = () =>
      first.evaluate((video: HTMLVideoElement) => [...video.textTracks].map((track) => ({ language: track.language, mode: track.mode, cues: track.cues?.length ?? 0 })));
    await expect.poll(captions).toEqual([
      { language: 'en', mode: 'showing', cues: 2 },
      { language: 'fr', mode: 'disabled', cues: 0 },
    ]);

    // The same session in French reads the French videos.
    await page.goto(yardwise.url('/fr/account/training-videos/'));
    const french = TRAINING_VIDEOS.filter((v) => v.language === 'fr');
    await expect(page.getByRole('heading', { level: 2, name: french[0]!.title })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(french.length);
  });
});

test.describe('changing the email', () => {
  test('the new address is confirmed with its mailed code; the same customer, names and order follow it; the old address signs in no more', async ({ page, twin }) => {
    test.setTimeout(90_000);
    const account = new AccountPage(page, 'homing');
    const oldEmail = uniqueEmail('before.move');
    const newEmail = uniqueEmail('after.move');
    await confirmedAccount(twin, oldEmail, PASSWORD);
    await account.signIn(oldEmail, PASSWORD);
    await placeOrder(twin, (await stored(page, 'customer_access_token'))!, oldEmail, 'Aspen');
    await gotoReady(page, account.url('/account/settings/'));
    const customerBefore = JSON.parse((await stored(page, 'customer'))!) as { id: string };

    const details = page.getByRole('form', { name: 'Account details' });
    await details.getByLabel('First name').fill('Wren');
    await details.getByLabel('Last name').fill('Hale');
    await details.getByLabel('Email address').fill(newEmail);
    await details.getByRole('button', { name: 'Save' }).click();

    const step = page.getByRole('form', { name: 'Confirm your new email address' });
    await expect(step).toContainText(`Enter the code we sent to ${newEmail}.`);
    await expect(step.getByLabel('Verification code')).toBeFocused();
    // The names are saved at once; the email waits for its code.
    expect(JSON.parse((await stored(page, 'customer'))!)).toMatchObject({ id: customerBefore.id, email: oldEmail, firstName: 'Wren', lastName: 'Hale' });
    await expectNoSeriousAxe(page);

    await page.keyboard.type(await latestCode(twin, newEmail));
    await page.keyboard.press('Enter');
    await expect(step).toHaveCount(0);
    await expect(details.getByRole('status').filter({ hasText: 'Your email address has been changed.' })).toBeVisible();
    await expect(details.getByLabel('Email address')).toHaveValue(newEmail);
    expect(JSON.parse((await stored(page, 'customer'))!)).toMatchObject({ id: customerBefore.id, email: newEmail, firstName: 'Wren' });

    await page.goto(account.url('/account/logout/'));
    await expect(page).toHaveURL(account.url('/'));
    await gotoReady(page, account.url('/account/login/'));
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email address').fill(oldEmail);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(login.getByRole('alert')).toHaveText('That email and password do not match an account.');

    await account.signIn(newEmail, PASSWORD, false);
    expect(JSON.parse((await stored(page, 'customer'))!)).toMatchObject({ id: customerBefore.id, email: newEmail, firstName: 'Wren', lastName: 'Hale' });
    await gotoReady(page, account.url('/account/orders/'));
    await expect(page.getByRole('table', { name: 'Your Orders' }).getByRole('row')).toHaveCount(2);
  });

  test('a wrong code says so and changes nothing; Cancel keeps the current email', async ({ page, twin }) => {
    const account = new AccountPage(page, 'homing');
    const email = uniqueEmail('staying');
    const wanted = uniqueEmail('not.confirmed');
    await confirmedAccount(twin, email, PASSWORD);
    await account.signIn(email, PASSWORD);
    await gotoReady(page, account.url('/account/settings/'));
    const details = page.getByRole('form', { name: 'Account details' });
    await details.getByLabel('First name').fill('Ash');
    await details.getByLabel('Last name').fill('Marsh');
    await details.getByLabel('Email address').fill(wanted);
    await details.getByRole('button', { name: 'Save' }).click();

    const step = page.getByRole('form', { name: 'Confirm your new email address' });
    await expect(step).toContainText(`Enter the code we sent to ${wanted}.`);
    const code = await latestCode(twin, wanted);
    await step.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect(step.getByRole('alert')).toHaveText('Invalid verification code provided, please try again.');
    await expectNoSeriousAxe(page);
    expect(JSON.parse((await stored(page, 'customer'))!)).toMatchObject({ email });

    await step.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(step).toHaveCount(0);
    await expect(details.getByLabel('Email address')).toHaveValue(email);
    await expect(details.getByLabel('Email address')).toBeFocused();

    await page.goto(account.url('/account/logout/'));
    await expect(page).toHaveURL(account.url('/'));
    // The address never confirmed is no one's sign-in.
    await gotoReady(page, account.url('/account/login/'));
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email address').fill(wanted);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(login.getByRole('alert')).toHaveText('That email and password do not match an account.');
    await account.signIn(email, PASSWORD, false);
    expect(JSON.parse((await stored(page, 'customer'))!)).toMatchObject({ email });
    await gotoReady(page, account.url('/account/settings/'));
    await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('Email address')).toHaveValue(email);
  });
});
