// The account's Subscriptions tab in Chromium against the built trailmate site and a twin per worker:
// an autoship order becomes a subscription with its facts; pause, skip and a new next delivery date
// move it; a paused one says until when and resumes on its old day; cancel with a reason ends it and a cancelled one offers no cancel, while the
// service refuses a stale one; the card is replaced through the mailed update link; an outage shows
// an empty list with a plain message and Try again; axe on the tab and on every dialog.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uiSubscriptions } from '../strings/ui-subscriptions';
import { FREQUENCY_LABELS } from '../wire/subscriptions';
import { AccountPage, confirmedAccount } from './support/account-page';
import { productVariants } from './support/catalogue';
import { CartPage } from './support/cart-page';
import { placeOrder } from './support/checkout-page';
import { siteUrl } from './support/sites';
import { SubscriptionsPage, awaitSubscriptions, servicesSubscriptions, usDay, type ServicesSubscription } from './support/subscriptions-page';
import { expect, test, type WorkerServices, type WorkerTwin } from './support/twin';

// The autoship product in stock that no other spec buys.
const WIPES = 'go-paw-wipes';
const STORE = 'trailmate-us';
const PASSWORD = 'long-enough-1';

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

async function expectNoSeriousAxe(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Adds a product on autoship with its first frequency. */
async function addAutoship(page: Page, handle: string): Promise<void> {
  const cart = new CartPage(page);
  await page.goto(siteUrl('trailmate', `/dog-supplies/${handle}/`));
  await cart.ready();
  await page.getByRole('radio', { name: /^Autoship and save \d+%$/ }).check();
  await page.getByLabel('Delivery frequency').selectOption({ index: 1 });
  await cart.addButton().click();
  await expect(cart.toast()).toBeVisible();
}

/** A signed-in customer who bought the given products on autoship; answers the twin's records. */
async function customerWithAutoship(page: Page, twin: WorkerTwin, services: WorkerServices, email: string, handles: string[], card?: string): Promise<ServicesSubscription[]> {
  await confirmedAccount(twin, email, PASSWORD);
  await new AccountPage(page, 'trailmate').signIn(email, PASSWORD);
  for (const handle of handles) await addAutoship(page, handle);
  const cart = new CartPage(page);
  await cart.open();
  await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
  await placeOrder(page, email, card);
  // The order reaches the services as Shopify's orders/create webhook.
  return awaitSubscriptions(services, STORE, email, handles.length);
}

/** Opens the last card update link Shopify mailed to `email` and enters the paying test card with `expiry` (MM/YY). */
async function updateCardFromMail(page: Page, twin: WorkerTwin, email: string, expiry: string): Promise<void> {
  const { body } = await twin.call<{ messages: { subject: string; text: string }[] }>('GET', `/outbox?to=${encodeURIComponent(email)}`);
  const mail = body.messages.filter((m) => m.subject === 'Update your payment method').at(-1);
  const link = /https?:\/\/\S+\/customer-payment-methods\/update\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the mailed update link').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('Security code').fill('321');
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscriptions will be charged to the card ending in 4242.');
}

const byTitle = (subs: ServicesSubscription[], title: string) => subs.find((s) => s.productTitle === title)!;

test.describe('trailmate subscriptions tab', () => {
  test('an autoship order shows its subscription; pause, resume, skip and a new date move it; cancel with a reason ends it', async ({ page, twin, services }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('subs');
    const [first] = await customerWithAutoship(page, twin, services, email, [WIPES]);
    if (first === undefined) throw new Error('first is missing');
    const title = first.productTitle;
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
    await tab.waitLoaded();

    // Every fact of the subscription, in the page's language and currency.
    const item = tab.item(title);
    await expect(item).toBeVisible();
    await expect(tab.fact(item, 'SKU / model number')).toHaveText(productVariants('trailmate', WIPES)[0]!.sku);
    await expect(tab.fact(item, 'Quantity')).toHaveText('1');
    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(first.scheduledAt));
    const frequency = /month/i.test(first.frequency.interval) ? FREQUENCY_LABELS[first.frequency.count] : /^(Weekly|Every \d+ Weeks)$/;
    if (frequency === undefined) throw new Error(`No label for every ${first.frequency.count} months`);
    await expect(tab.fact(item, 'Frequency')).toHaveText(frequency);
    await expect(tab.fact(item, 'Price per item')).toHaveText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(first.pricePerItem.amount)));
    await expect(tab.fact(item, 'Next billing date')).toHaveText(usDay(first.nextBillingDate));
    await expect(tab.fact(item, 'Status')).toHaveText('Active');
    await expect(tab.fact(item, 'Shipping address')).toContainText('2 Pine St');
    await expect(tab.fact(item, 'Payment method')).toHaveText(/^Visa ending in 4242, expires \d\d\/\d{4}$/);
    await expect(tab.payments().getByRole('listitem').filter({ hasText: /^Visa ending in 4242/ }).first()).toContainText(`${title} · Active`);
    await expectNoSeriousAxe(page);

    // Pause by keyboard alone: focus stays in the dialog, 1 month is chosen, focus comes back.
    const pause = tab.action('Pause subscription', title);
    await pause.focus();
    await page.keyboard.press('Enter');
    const pauseDialog = tab.dialog('Pause your subscription');
    await expect(pauseDialog).toBeVisible();
    await expectNoSeriousAxe(page, 'dialog[open]');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await pauseDialog.getByRole('radio', { name: '1 week' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(pauseDialog.getByRole('radio', { name: '1 month' })).toBeChecked();
    await pauseDialog.getByRole('button', { name: 'Pause', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(pauseDialog).toBeHidden();
    const paused = byTitle(await servicesSubscriptions(services, STORE, email), title);
    const moved = new Date(paused.scheduledAt);
    const before = new Date(first.scheduledAt);
    expect(moved.getUTCMonth() - before.getUTCMonth() + 12 * (moved.getUTCFullYear() - before.getUTCFullYear())).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription has been paused.' })).toContainText(
      `Your upcoming shipment moves from ${usDay(first.scheduledAt)} to ${usDay(paused.scheduledAt)}.`,
    );
    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(paused.scheduledAt));
    // Paused: the status says until when, and the same button now resumes, with the focus on it.
    await expect(tab.fact(item, 'Status')).toHaveText(`Paused until ${usDay(paused.scheduledAt)}`);
    const resume = tab.action('Resume subscription', title);
    await expect(resume).toBeFocused();
    await expect(pause).toHaveCount(0);
    await expectNoSeriousAxe(page);

    // Escape closes a dialog and gives the focus back to its button.
    const skip = tab.action('Skip next order', title);
    await skip.click();
    const skipDialog = tab.dialog('Skip your next order?');
    await expect(skipDialog).toContainText(`The order planned for ${usDay(paused.scheduledAt)} will not be sent.`);
    await expectNoSeriousAxe(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(skipDialog).toBeHidden();
    await expect(skip).toBeFocused();
    // Skip after the confirmation: the next date is one frequency later.
    await skip.click();
    await skipDialog.getByRole('button', { name: 'Skip order' }).click();
    await expect(skipDialog).toBeHidden();
    const skipped = byTitle(await servicesSubscriptions(services, STORE, email), title);
    expect(skipped.scheduledAt > paused.scheduledAt).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'is skipped' })).toHaveText(
      `The order of ${usDay(paused.scheduledAt)} is skipped. Your next order ships on ${usDay(skipped.scheduledAt)}.`,
    );
    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(skipped.scheduledAt));
    // Still paused, until the delivery after the skipped one.
    await expect(tab.fact(item, 'Status')).toHaveText(`Paused until ${usDay(skipped.scheduledAt)}`);

    // Resume: the next delivery goes back to its day before the pause, and the button pauses again.
    await resume.click();
    const resumed = page.getByRole('status').filter({ hasText: 'Your subscription has been resumed.' });
    await expect(resumed).toContainText(`Your next order ships on ${usDay(first.scheduledAt)}.`);
    await expect(tab.fact(item, 'Status')).toHaveText('Active');
    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(first.scheduledAt));
    await expect(pause).toBeFocused();
    expect(byTitle(await servicesSubscriptions(services, STORE, email), title).scheduledAt).toBe(first.scheduledAt);

    // A new next delivery date: a past day is refused here, a day too far ahead by the service.
    await tab.action('Change next delivery date', title).click();
    const dateDialog = tab.dialog('Change your next delivery date');
    const dateInput = dateDialog.getByLabel('Next delivery date', { exact: true });
    await expect(dateInput).toHaveValue(first.scheduledAt.slice(0, 10));
    await expectNoSeriousAxe(page, 'dialog[open]');
    await dateInput.fill('2020-01-15');
    await dateDialog.getByRole('button', { name: 'Save date' }).click();
    await expect(dateDialog.getByRole('alert')).toHaveText('Please select a valid date for your next order.');
    // Days counted from the twin's clock: another spec in this worker may have moved it ahead.
    const twinNow = Date.parse((await twin.call<{ now: string }>('GET', '/__clock')).body.now);
    const farAhead = new Date(twinNow + 800 * 86_400_000).toISOString().slice(0, 10);
    await dateInput.fill(farAhead);
    const refused = page.waitForResponse((r) => r.url().includes('/next-date'));
    await dateDialog.getByRole('button', { name: 'Save date' }).click();
    expect((await refused).status()).toBe(400);
    await expect(dateDialog.getByRole('alert')).toHaveText('Please select a valid date for your next order.');
    await expect(dateInput).toHaveValue(farAhead);
    const soon = new Date(twinNow + 10 * 86_400_000).toISOString().slice(0, 10);
    await dateInput.fill(soon);
    await dateDialog.getByRole('button', { name: 'Save date' }).click();
    await expect(dateDialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your next order ships on' })).toHaveText(`Your next order ships on ${usDay(`${soon}T12:00:00Z`)}.`);
    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(`${soon}T12:00:00Z`));

    // Cancel: a reason is required; the chosen reason and feedback go with it.
    await tab.action('Cancel subscription', title).click();
    const cancelDialog = tab.dialog('Cancel your subscription');
    await expect(cancelDialog.getByText('Instead of cancelling, you can pause your subscription')).toBeVisible();
    await expectNoSeriousAxe(page, 'dialog[open]');
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(cancelDialog.getByRole('alert')).toHaveText('Please choose a reason.');
    await cancelDialog.getByRole('radio', { name: 'It is too expensive' }).check();
    await cancelDialog.getByLabel('Tell us more (optional)').fill('Buying in bulk now.');
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription has been cancelled.' })).toBeVisible();
    await expect(tab.fact(item, 'Status')).toHaveText('Cancelled');
    // It ships and bills no more: no next dates, but when it was cancelled.
    const cancelledDay = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;
    await expect(tab.fact(item, 'Next shipping date')).toHaveCount(0);
    await expect(tab.fact(item, 'Next billing date')).toHaveCount(0);
    await expect(tab.fact(item, 'Cancelled on')).toHaveText(cancelledDay);
    // A cancelled subscription offers no cancel (nor any other change), after a reload too.
    await expect(item.getByRole('button')).toHaveCount(0);
    expect(byTitle(await servicesSubscriptions(services, STORE, email), title).status).toBe('CANCELLED');
    await page.reload();
    await tab.waitLoaded();
    await expect(tab.fact(tab.item(title), 'Status')).toHaveText('Cancelled');
    await expect(tab.fact(tab.item(title), 'Next shipping date')).toHaveCount(0);
    await expect(tab.fact(tab.item(title), 'Next billing date')).toHaveCount(0);
    await expect(tab.fact(tab.item(title), 'Cancelled on')).toHaveText(cancelledDay);
    await expect(tab.item(title).getByRole('button')).toHaveCount(0);
    await expectNoSeriousAxe(page);
  });

  test('a subscription cancelled elsewhere meanwhile gets the service refusal, and the card changes through the mailed link', async ({ page, twin, services }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('subs-stale');
    const [sub] = await customerWithAutoship(page, twin, services, email, [WIPES]);
    if (sub === undefined) throw new Error('sub is missing');
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
    await tab.waitLoaded();
    const item = tab.item(sub.productTitle);
    await expect(tab.fact(item, 'Status')).toHaveText('Active');

    // The same customer cancels it from another device while this page still shows it active.
    await tab.action('Cancel subscription', sub.productTitle).click();
    const cancelDialog = tab.dialog('Cancel your subscription');
    await cancelDialog.getByRole('radio', { name: 'Other', exact: true }).check();
    const idToken = await page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((k) => k.endsWith('.idToken'));
      return key ? window.localStorage.getItem(key) : null;
    });
    expect(idToken).toBeTruthy();
    const elsewhere = await services.call('POST', `/subscriptions/${sub.id}/cancel?store=${STORE}`, { reason: 'other' }, { authorization: `Bearer ${idToken}` });
    expect(elsewhere.status).toBe(200);
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(cancelDialog.getByRole('alert')).toHaveText('You cannot cancel non-active subscription.');
    // The choice is kept; the list behind shows the service's state.
    await expect(cancelDialog.getByRole('radio', { name: 'Other', exact: true })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(tab.fact(item, 'Status')).toHaveText('Cancelled');
    await expect(item.getByRole('button')).toHaveCount(0);

    // Payment method: the update link goes by mail; the new card shows on the tab.
    const cardItem = tab.payments().getByRole('listitem').filter({ hasText: /^Visa ending in 4242/ }).first();
    await expect(cardItem).toContainText('2 Pine St');
    await expect(cardItem).toContainText(sub.productTitle);
    await tab.payments().getByRole('button', { name: /^Send update link for Visa ending in 4242/ }).click();
    await expect(tab.payments().getByRole('status')).toHaveText('Update link sent. It may take up to 10 minutes to arrive. Please check your spam folder too.');
    await expectNoSeriousAxe(page);
    await updateCardFromMail(page, twin, email, '08/38');
    // Shopify tells the services (customer_payment_methods/update); the tab shows the new card once it has.
    await expect(async () => {
      await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
      await tab.waitLoaded();
      await expect(tab.fact(tab.item(sub.productTitle), 'Payment method')).toHaveText('Visa ending in 4242, expires 08/2038', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(tab.payments().getByRole('heading', { name: 'Visa ending in 4242, expires 08/2038' })).toBeVisible();
  });

  test('a declined renewal shows in the account and the outbox; the card replaced through the mailed link pays the retry and the order appears', async ({ page, twin, services }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('subs-declined');
    const [sub] = await customerWithAutoship(page, twin, services, email, [WIPES], '4000 0000 0000 0341');
    if (sub === undefined) throw new Error('sub is missing');
    // The renewal falls due: the services bill the contract and Shopify declines the card.
    const moved = await twin.call('POST', '/__clock', { now: new Date(Date.parse(sub.nextBillingDate) + 60_000).toISOString() });
    expect(moved.status).toBe(200);
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
    await tab.waitLoaded();
    const item = tab.item(sub.productTitle);
    const notice = item.getByRole('note');
    await expect(notice).toContainText('Your payment method could not be charged.');
    await expect(notice).toContainText(/We will try again (tomorrow|in \d+ days), on /);
    await expect(tab.fact(item, 'Status')).toHaveText('Active');
    await expectNoSeriousAxe(page);
    // Shopify's update mail is in the outbox; the notice's button asks for another by keyboard.
    const mails = async () =>
      (await twin.call<{ messages: { subject: string }[] }>('GET', `/outbox?to=${encodeURIComponent(email)}`)).body.messages.filter((m) => m.subject === 'Update your payment method').length;
    await expect.poll(mails).toBe(1);
    await notice.getByRole('button', { name: `Update payment method for ${sub.productTitle}` }).focus();
    await page.keyboard.press('Enter');
    await expect(notice.getByRole('status')).toHaveText('Update link sent. It may take up to 10 minutes to arrive. Please check your spam folder too.');
    await expect.poll(mails).toBe(2);

    // The heading row and the first order.
    await page.goto(siteUrl('trailmate', '/account/orders/'));
    await expect(page.getByRole('table', { name: 'Your Orders' }).getByRole('row')).toHaveCount(2);
    await updateCardFromMail(page, twin, email, '09/38');
    // The new card tries the declined renewal again at once: it pays, and Shopify's order is in the account.
    await expect
      .poll(async () => (await servicesSubscriptions(services, STORE, email))[0]!.nextBillingDate, { timeout: 20_000, message: 'the retried renewal' })
      .not.toBe(sub.nextBillingDate);
    await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
    await tab.waitLoaded();
    await expect(tab.item(sub.productTitle).getByRole('note')).toHaveCount(0);
    await page.goto(siteUrl('trailmate', '/account/orders/'));
    await expect(page.getByRole('table', { name: 'Your Orders' }).getByRole('row')).toHaveCount(3);
  });

  test('a skip or pause past the furthest next delivery says the order cannot move further ahead, and changes nothing', async ({ page, twin, services }) => {
    test.setTimeout(180_000);
    const limitMessage = uiSubscriptions.strings.find((s) => s.key === 'subMsgScheduleLimit')!.values.en;
    const email = uniqueEmail('subs-limit');
    const [sub] = await customerWithAutoship(page, twin, services, email, [WIPES]);
    if (sub === undefined) throw new Error('sub is missing');
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
    await tab.waitLoaded();
    // Skipped from another device as far ahead as the service allows.
    const idToken = await page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((k) => k.endsWith('.idToken'));
      return key ? window.localStorage.getItem(key) : null;
    });
    expect(idToken).toBeTruthy();
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++) {
      status = (await services.call('POST', `/subscriptions/${sub.id}/skip?store=${STORE}`, {}, { authorization: `Bearer ${idToken}` })).status;
    }
    expect(status).toBe(409);
    const [furthest] = await servicesSubscriptions(services, STORE, email);
    if (furthest === undefined) throw new Error('furthest is missing');
    await page.reload();
    await tab.waitLoaded();
    const item = tab.item(sub.productTitle);
    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(furthest.scheduledAt));

    await tab.action('Skip next order', sub.productTitle).click();
    const skipDialog = tab.dialog('Skip your next order?');
    await skipDialog.getByRole('button', { name: 'Skip order' }).click();
    await expect(skipDialog.getByRole('alert')).toHaveText(limitMessage);
    await expectNoSeriousAxe(page, 'dialog[open]');
    await page.keyboard.press('Escape');

    await tab.action('Pause subscription', sub.productTitle).click();
    const pauseDialog = tab.dialog('Pause your subscription');
    await pauseDialog.getByRole('radio', { name: '3 months' }).check();
    await pauseDialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(pauseDialog.getByRole('alert')).toHaveText(limitMessage);
    await page.keyboard.press('Escape');

    await expect(tab.fact(item, 'Next shipping date')).toHaveText(usDay(furthest.scheduledAt));
    expect((await servicesSubscriptions(services, STORE, email))[0]?.scheduledAt).toBe(furthest.scheduledAt);
  });

  test('no subscriptions: the empty state links to the shop; an outage shows a plain message and an empty list, and Try again recovers', async ({ page, twin, services }) => {
    const email = uniqueEmail('subs-empty');
    await confirmedAccount(twin, email, PASSWORD);
    await new AccountPage(page, 'trailmate').signIn(email, PASSWORD);
    const tab = new SubscriptionsPage(page);
    await page.goto(siteUrl('trailmate', '/account/subscriptions/'));
    await tab.waitLoaded();
    await expect(page.getByText("You don't have any subscriptions yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop autoship products' })).toHaveAttribute('href', '/');
    await expect(tab.payments()).toContainText('You have no saved payment methods.');
    await expectNoSeriousAxe(page);

    await services.down();
    await page.reload();
    await tab.waitLoaded();
    await expect(page.getByRole('alert').filter({ hasText: 'Your subscriptions could not be loaded at this time. Please try again later.' })).toBeVisible();
    await expect(tab.list().getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText("You don't have any subscriptions yet.")).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await services.up();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("You don't have any subscriptions yet.")).toBeVisible();
    await expect(page.getByText('Your subscriptions could not be loaded at this time. Please try again later.')).toHaveCount(0);
  });
});
