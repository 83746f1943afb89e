// Homing's GPS collar activation in Chromium against the built site and a twin per worker: a collar
// bought with a service plan waits for activation and mails its code; the dialog, by keyboard only,
// comes with the signed-in customer's email filled in (still editable), answers the spec's field
// messages, refuses a wrong code on its first step (checked with the services, without sending a web
// visitor to the app) and resends the mail, then activates the right code on the yearly plan the collar was bought with
// (chosen already, priced per year as on the product page, what Activate charges said before it is
// pressed) and shows the LTE service expiry; the cart says the plan is billed from activation, the list
// shows the plan at its own price per term, billed from activation, then running; its first term is an
// order of its own for the amount said; a year later the renewal is a new order and the LTE service expiry
// has moved by the term. Axe on the dialog at each step.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '../wire/subscriptions';
import { AccountPage, confirmedAccount } from './support/account-page';
import { CartPage } from './support/cart-page';
import { placeOrder } from './support/checkout-page';
import { mailTo, outbox } from './support/forms-page';
import { siteUrl } from './support/sites';
import { SubscriptionsPage, usDay } from './support/subscriptions-page';
import { expect, test, type WorkerTwin } from './support/twin';

const COLLAR = '/gps-collars/homing-go-gps-collar/';
const COLLAR_TITLE = 'Homing Go GPS Collar';
const PASSWORD = 'long-enough-1';
const YEARLY = '1-year service plan';
/** The spec's activation error as the web says it. */
const WEB_ACTIVATION_FAILED = 'We could not activate your collar with this code and email address. Please check them, or resend the activation email.';

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

async function expectNoSeriousAxe(page: Page, include: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A day `months` after an instant, as an en-US page shows it. */
function usDayAfterMonths(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return usDay(d.toISOString());
}

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** A service plan's price per term in USD, from content (the store's servicePrice). */
function planPrice(name: string): number {
  const plan = readFileSync('content/catalogue-homing.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { _type: string; store?: { sellingPlans?: { name: string; servicePrice?: Record<string, number> }[] } })
    .filter((d) => d._type === 'sellingPlanGroup')
    .flatMap((d) => d.store?.sellingPlans ?? [])
    .find((p) => p.name === name)!;
  const price = plan.servicePrice?.USD;
  if (price === undefined) throw new Error(`${name} has no USD service price`);
  return price;
}

/** The yearly plan's price per term in USD. */
function yearlyPrice(): string {
  return usd(planPrice(YEARLY));
}

/** Buys Homing's GPS collar with the yearly service plan through the twin's checkout; answers its mailed activation code. */
async function buyCollar(page: Page, twin: WorkerTwin, email: string): Promise<string> {
  const cart = new CartPage(page);
  await page.goto(siteUrl('homing', COLLAR));
  await cart.ready();
  await page.getByRole('group', { name: 'Service plan' }).getByRole('radio', { name: `${YEARLY}, ${yearlyPrice()} a year` }).check();
  await cart.addButton().click();
  await cart.expectCount(1);
  await cart.open();
  await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
  await placeOrder(page, email);
  const mail = await mailTo(twin, email, /^Activate your collar$/);
  const code = /Activation code: (HM-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

test.describe('homing collar activation', () => {
  test('a bought collar is activated by keyboard with its mailed code on a yearly plan; a year later it renews as an order and its LTE service moves', async ({ page, twin }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail('collar');
    await confirmedAccount(twin, email, PASSWORD);
    const account = new AccountPage(page, 'homing');
    await account.signIn(email, PASSWORD);

    // Buy the collar with a service plan through the twin's checkout.
    const cart = new CartPage(page);
    await page.goto(siteUrl('homing', COLLAR));
    await cart.ready();
    // The collar is bought with the yearly plan, priced per year as the activation dialog prices it.
    await page.getByRole('group', { name: 'Service plan' }).getByRole('radio', { name: `${YEARLY}, ${yearlyPrice()} a year` }).check();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    await expect(cart.lines().first()).toContainText(`Service plan: ${YEARLY}`);
    // The plan is not charged with the collar: its price per term is billed from activation on.
    await expect(cart.lines().first()).toContainText(`LTE service: ${yearlyPrice()} a year, billed when you activate the collar`);
    await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
    await placeOrder(page, email);
    const mail = await mailTo(twin, email, /^Activate your collar$/);
    const code = /Activation code: (HM-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();

    // The tab lists the collar's plan waiting for activation.
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('homing', '/account/subscriptions/'));
    await tab.waitLoaded();
    const item = tab.item(COLLAR_TITLE);
    await expect(tab.fact(item, 'Status')).toHaveText('Awaiting activation');
    // The plan at its own price per term, not the collar's price as if the collar were rebilled; nothing bills before activation.
    await expect(tab.fact(item, 'Service plan')).toHaveText(YEARLY);
    await expect(tab.fact(item, 'Plan price')).toHaveText(`${yearlyPrice()} a year`);
    await expect(tab.fact(item, 'Next billing date')).toHaveText('When you activate the collar');
    await expect(item.locator('dt', { hasText: 'Price per item' })).toHaveCount(0);
    await expectNoSeriousAxe(page, '.subscription');

    // Open the dialog from the keyboard.
    const opener = page.getByRole('button', { name: 'Activate a collar' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Activate a collar' });
    await expect(dialog).toBeVisible();
    const stepOne = dialog.getByRole('heading', { name: 'Step 1 of 2' });
    await expect(stepOne).toBeFocused();
    await expectNoSeriousAxe(page, 'dialog[open]');

    // The signed-in customer's email comes filled in, and can be changed.
    const codeField = dialog.getByLabel('Activation code');
    const emailField = dialog.getByLabel('Email address');
    const petField = dialog.getByLabel('Pet name');
    await expect(emailField).toHaveValue(email);
    await page.keyboard.press('Tab');
    await expect(codeField).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(emailField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Shift+Tab');

    // Empty fields: the spec's messages, focus on the first field in error.
    await expect(codeField).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(MESSAGES.activationCodeRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(dialog.getByText('Pet name is required')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toBeFocused();
    await expectNoSeriousAxe(page, 'dialog[open]');

    // A wrong code with a malformed email: the email message first.
    await page.keyboard.type('HM-AAAA-AAAA');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kit@');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rex');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(MESSAGES.emailInvalid.replace('{email}', 'name@example.com'))).toBeVisible();
    await expect(emailField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    // The wrong code is refused on step 1, checked with the services before any plan is offered: the
    // spec's message as a web page says it (no app to return to), the entered data kept, and a resend.
    await expect(dialog.getByRole('alert')).toContainText(WEB_ACTIVATION_FAILED);
    await expect(dialog.getByRole('alert')).not.toContainText('app');
    await expect(stepOne).toBeFocused();
    await expect(dialog.getByRole('group', { name: 'Choose a service plan' })).toHaveCount(0);
    await expect(codeField).toHaveValue('HM-AAAA-AAAA');
    await expect(emailField).toHaveValue(email);
    await expect(petField).toHaveValue('Rex');
    await expectNoSeriousAxe(page, 'dialog[open]');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Resend activation email' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: MESSAGES.activationResent })).toBeVisible();
    await expect.poll(async () => (await outbox(twin, email)).filter((m) => m.subject === 'Activate your collar').length).toBe(2);

    // The right code on the yearly plan.
    await page.keyboard.press('Tab');
    await expect(codeField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(code!);
    await page.keyboard.press('Enter');

    // Step 2: the store's service plans with their prices per term.
    const stepTwo = dialog.getByRole('heading', { name: 'Step 2 of 2' });
    await expect(stepTwo).toBeFocused();
    const plans = dialog.getByRole('group', { name: 'Choose a service plan' });
    await expect(plans.getByRole('radio')).toHaveCount(3);
    // The collar's code brings the plan it was bought with, chosen already.
    const bought = plans.getByRole('radio', { name: `${YEARLY}, ${yearlyPrice()} a year` });
    await expect(bought).toBeChecked();
    await expect(plans.getByRole('radio', { checked: true })).toHaveCount(1);
    // Before Activate is pressed the dialog says what it charges: the first year with the order's 7% tax now, then the price per year.
    const tax = Math.round(planPrice(YEARLY) * 0.07 * 100) / 100;
    const total = usd(Math.round((planPrice(YEARLY) + tax) * 100) / 100);
    const charge = `Activating charges ${total} now for the first term (${yearlyPrice()} plus ${usd(tax)} tax), then ${yearlyPrice()} a year plus tax until you cancel.`;
    await expect(dialog.getByText(charge, { exact: true })).toBeVisible();
    await expectNoSeriousAxe(page, 'dialog[open]');
    await page.keyboard.press('Tab');
    await expect(bought).toBeFocused();
    await page.keyboard.press('Tab');
    const activate = dialog.getByRole('button', { name: 'Activate', exact: true });
    await expect(activate).toBeFocused();
    await expect(activate).toHaveAccessibleDescription(charge);
    await page.keyboard.press('Enter');

    // Success: pet name, plan and LTE service expiry one year after the twin's now.
    await expect(dialog.getByRole('heading', { name: 'Rex’s collar is active.' })).toBeVisible();
    const clock = await twin.call<{ now: string }>('GET', '/__clock');
    const expiry = usDayAfterMonths(clock.body.now, 12);
    await expect(dialog.getByText(YEARLY, { exact: true })).toBeVisible();
    await expect(dialog.locator('dt', { hasText: 'LTE service until' }).locator('xpath=following-sibling::dd[1]')).toHaveText(expiry);
    await expectNoSeriousAxe(page, 'dialog[open]');
    await dialog.getByRole('button', { name: 'Done' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The list shows the running plan with its LTE service expiry.
    await expect(tab.fact(item, 'Status')).toHaveText('Active');
    await expect(tab.fact(item, 'Pet name')).toHaveText('Rex');
    await expect(tab.fact(item, 'LTE service expires')).toHaveText(expiry);
    await expect(tab.fact(item, 'Plan price')).toHaveText(`${yearlyPrice()} a year`);
    await expect(tab.fact(item, 'Next billing date')).toHaveText(expiry);

    // The collar's order and, placed at activation, the first term of its plan (a header row and two orders), for the amount said.
    await page.goto(siteUrl('homing', '/account/orders/'));
    const orders = page.getByRole('table', { name: 'Your Orders' });
    await expect(orders.getByRole('row')).toHaveCount(3);
    // The total cell reads "<total> · 1 item".
    await expect(orders.getByRole('cell', { name: new RegExp(`^${total.replace(/[.$]/g, '\\$&')} ·`) })).toHaveCount(1);
    // A year and a few days later the plan renews: a new order, the LTE service a term further.
    const moved = await twin.call<{ renewedOrders: number[] }>('POST', '/__clock', { advanceDays: 370 });
    expect(moved.status).toBe(200);
    // The worker's twin is shared by its tests, so earlier tests' subscriptions may renew too; the
    // customer's own orders below say that theirs renewed exactly once.
    expect(moved.body.renewedOrders.length).toBeGreaterThanOrEqual(1);
    await page.reload();
    await expect(orders.getByRole('row')).toHaveCount(4);
    await page.goto(siteUrl('homing', '/account/subscriptions/'));
    await tab.waitLoaded();
    await expect(tab.fact(item, 'LTE service expires')).toHaveText(usDayAfterMonths(clock.body.now, 24));
  });

  test('the code is checked before the plans: with the services down step 1 says the plain failure and keeps what was entered; an outage at Activate too; with the store down the service plans load again with Try again', async ({ page, twin, services }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('outage');
    await confirmedAccount(twin, email, PASSWORD);
    await new AccountPage(page, 'homing').signIn(email, PASSWORD);
    const code = await buyCollar(page, twin, email);
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('homing', '/account/subscriptions/'));
    await tab.waitLoaded();
    const opener = page.getByRole('button', { name: 'Activate a collar' });
    const dialog = page.getByRole('dialog', { name: 'Activate a collar' });
    const plans = dialog.getByRole('group', { name: 'Choose a service plan' });

    await opener.click();
    await dialog.getByLabel('Activation code').fill(code);
    await expect(dialog.getByLabel('Email address')).toHaveValue(email);
    await dialog.getByLabel('Pet name').fill('Rex');
    await services.down();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.generic);
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
    await expect(plans).toHaveCount(0);
    await services.up();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(plans.getByRole('radio', { name: new RegExp(`^${YEARLY}`) })).toBeChecked();
    await services.down();
    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.generic);
    await expect(plans.getByRole('radio', { name: new RegExp(`^${YEARLY}`) })).toBeChecked();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Activation code')).toHaveValue(code);
    await expect(dialog.getByLabel('Email address')).toHaveValue(email);
    await expect(dialog.getByLabel('Pet name')).toHaveValue('Rex');

    // The plans come from the store: opened again while the store is down, they cannot load; Try
    // again once it is back loads them.
    await services.up();
    await twin.stop();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByLabel('Activation code').fill(code);
    await dialog.getByLabel('Pet name').fill('Rex');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Service plans could not be loaded.');
    await expect(dialog.getByRole('button', { name: 'Activate', exact: true })).toBeDisabled();
    await expectNoSeriousAxe(page, 'dialog[open]');
    await twin.restart();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(plans.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Activate', exact: true })).toBeEnabled();
  });
});
