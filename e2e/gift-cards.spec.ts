// A gift card (the referral reward's kind) spent in Chromium against the built Homing site and a twin per
// worker: the store issues it (Admin API giftCardCreate); in the cart drawer, by keyboard, an unknown code
// is refused with its message, the card applies and shows its last characters, what it takes off this
// cart and what is left on it, comes off and goes on again; the checkout takes it off what is due and the
// order page says so. Axe on the drawer.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CartPage } from './support/cart-page';
import { placeOrder } from './support/checkout-page';
import { siteUrl } from './support/sites';
import { expect, storeAdminToken, test, type WorkerTwin } from './support/twin';

const CHARGER = '/chargers/homing-car-charger/';
const STORE = 'homing-us';

/** Issues a gift card of `value` USD in the worker's Homing US store; answers its code. */
async function issueGiftCard(twin: WorkerTwin, value: string): Promise<string> {
  const res = await fetch(`${twin.url}/shops/${STORE}/admin/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': storeAdminToken(STORE) },
    body: JSON.stringify({
      query: 'mutation ($input: GiftCardCreateInput!) { giftCardCreate(input: $input) { giftCardCode userErrors { message } } }',
      variables: { input: { initialValue: value, note: 'Referral reward' } },
    }),
  });
  const body = (await res.json()) as { data: { giftCardCreate: { giftCardCode: string; userErrors: unknown[] } } };
  expect(body.data.giftCardCreate.userErrors).toEqual([]);
  return body.data.giftCardCreate.giftCardCode;
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a gift card is applied in the cart by keyboard, shows what it takes and what is left, and pays at checkout', async ({ page, twin }) => {
  test.setTimeout(120_000);
  const code = await issueGiftCard(twin, '500.00');
  const last = code.slice(-4);
  const cart = new CartPage(page);
  await page.goto(siteUrl('homing', CHARGER));
  await cart.ready();
  await cart.addButton().click();
  await cart.expectCount(1);
  await cart.open();
  const drawer = cart.drawer();
  const subtotal = amountOf(await drawer.getByTestId('cart-subtotal').innerText());

  // An unknown code: the message under the field, which it describes.
  const field = drawer.getByLabel('Gift card', { exact: true });
  await field.focus();
  await page.keyboard.type('NOTACARD1234');
  await page.keyboard.press('Enter');
  const unknown = 'This gift card code is not valid. Please check the code and try again.';
  await expect(drawer.getByRole('alert').filter({ hasText: unknown })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(unknown);
  await expectNoSeriousAxe(page);

  // The card: its last characters, what it takes off this cart (all of it) and what is left on it.
  await field.fill('');
  await page.keyboard.type(code.toLowerCase());
  await page.keyboard.press('Enter');
  const applied = drawer.getByText(`Gift card ending in ${last}: ${usd(subtotal)} used, ${usd(500 - subtotal)} left`);
  await expect(applied).toBeVisible();
  await expect(drawer.getByRole('alert').filter({ hasText: unknown })).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expectNoSeriousAxe(page);

  // Off by keyboard, and on again.
  const remove = drawer.getByRole('button', { name: `Remove gift card ending in ${last}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(applied).toHaveCount(0);
  await field.fill(code);
  await page.keyboard.press('Enter');
  await expect(applied).toBeVisible();

  // The checkout takes the card off what is due; the order is paid by it.
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Gift card ending in ${last}`) })).toBeVisible();
  await expect(page.getByTestId('due')).toHaveText('$0.00');
  await placeOrder(page, `gift.${Date.now()}@example.com`);
  await expect(page.getByRole('row', { name: new RegExp(`Gift card ending in ${last}`) })).toBeVisible();
});
