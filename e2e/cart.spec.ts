// Shoppers buy: one-time and autoship adds, quantity, remove, empty, discount codes, the drawer by keyboard, live
// prices, checkout to an order and back, CAD carts apart from USD, stale carts, an outage and a
// timed-out change — in Chromium against the built sites and a twin per worker.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { productPrices, productVariants, servicePlans } from './support/catalogue';
import { placeOrder } from './support/checkout-page';
import { CartPage } from './support/cart-page';
import { reopenBeforeCloseEvent } from './support/dialog';
import { actBeforeThePageRuns, gotoReady } from './support/site-page';
import { siteUrl } from './support/sites';
import { expect, storeToken, test } from './support/twin';

const HAMMOCK = '/car-seat-covers/rover-hammock/';
const POOP_BAGS = '/dog-supplies/go-poop-bags/';
const CHARGER = '/chargers/homing-car-charger/';
const COLLAR = '/gps-collars/homing-go-gps-collar/';
// Specs that change the store use products no other spec touches: each worker's twin is shared by its specs.
const REPRICED = { handle: 'summit-hammock', path: '/car-seat-covers/summit-hammock/' };
const SOLD_OUT = { handle: 'rover-bench-seat-cover', path: '/car-seat-covers/rover-bench-seat-cover/' };
const LOW_STOCK = { handle: 'summit-car-ramp', path: '/dog-travel/summit-car-ramp/' };
const LOW_STOCK_PARTLY = { handle: 'harbor-first-aid-kit', path: '/dog-travel/harbor-first-aid-kit/' };
const QUANTITY_CHECKED = '/dog-supplies/ridge-floating-ball-twin-pack/';

/** Sets the stock of each of a product's variants in the worker's US store. */
async function setStock(twin: { call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number }> }, handle: string, quantity: number) {
  for (const v of productVariants('trailmate', handle)) {
    const res = await twin.call('POST', `/shops/trailmate-us/admin/variants/${v.id}`, { quantity }, { 'X-Shopify-Storefront-Access-Token': storeToken('trailmate-us') });
    expect(res.status).toBe(200);
  }
}

test.describe('carts per brand', () => {
  test('each brand keeps its own cart: on its own host, a line added on Trailmate is not in Yardwise’s cart, nor the other way round', async ({ page }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await page.goto(siteUrl('yardwise', '/batteries-and-accessories/yardwise-replacement-collar-strap/'));
    await cart.ready();
    await cart.expectCount(0);
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.lines().first()).not.toContainText('Rover Hammock');
    await page.goto(siteUrl('trailmate', '/'));
    await cart.ready();
    await cart.expectCount(1);
    await cart.open();
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.lines().first()).toContainText('Rover Hammock');
  });
});

test.describe('trailmate cart', () => {
  test('one-time add shows the toast and count; quantity up and down, remove and empty in the drawer', async ({ page, twin }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await expect(cart.toast()).toBeVisible();
    await expect(cart.toast()).toContainText('Rover Hammock');
    await cart.expectCount(1);
    await cart.toast().getByRole('button', { name: 'View cart' }).click();
    await expect(cart.drawer()).toBeVisible();
    await expect(cart.toast()).toBeHidden();
    await expect(cart.lines()).toHaveCount(1);
    const line = cart.lines().first();
    await line.getByRole('button', { name: /^Increase quantity of Rover Hammock/ }).click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
    await cart.expectCount(2);
    await line.getByRole('button', { name: /^Decrease quantity of Rover Hammock/ }).click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('1');
    await line.getByRole('button', { name: /^Remove Rover Hammock/ }).click();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    await cart.expectCount(0);

    await cart.drawer().getByRole('button', { name: 'Close cart' }).click();
    await page.goto(siteUrl('trailmate', POOP_BAGS));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(2);
    await cart.open();
    await expect(cart.lines()).toHaveCount(2);
    await cart.drawer().getByRole('button', { name: 'Empty cart' }).click();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    await cart.expectCount(0);
    expect(twin.url).toBeTruthy();
  });

  test('the drawer closed by Escape and opened again before its close event has been handled stays open', async ({ page }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.open();
    await reopenBeforeCloseEvent(cart.button());
    await expect(cart.drawer()).toBeVisible();
    expect(await cart.drawer().evaluate((el) => el.matches(':modal'))).toBe(true);
    // …and that opening closes as any other.
    await page.keyboard.press('Escape');
    await expect(cart.drawer()).toBeHidden();
    await expect(cart.button()).toBeFocused();
  });

  test('autoship needs a frequency, then adds the plan with its discount', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', POOP_BAGS));
    await cart.ready();
    await page.getByRole('radio', { name: /^Autoship and save \d+%$/ }).check();
    await cart.addButton().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a frequency' })).toBeVisible();
    await page.getByLabel('Delivery frequency').selectOption({ index: 1 });
    await expect(page.getByText(/ per delivery$/)).toBeVisible();
    await cart.addButton().click();
    await expect(cart.toast()).toBeVisible();
    await cart.open();
    await expect(cart.lines().first()).toContainText('Autoship:');
    await expect(cart.drawer()).toContainText(/Autoship discount: \d+%/);
    await expect(cart.drawer().getByTestId('cart-shipping')).toHaveText('Free');
  });

  test('a refused discount code is said once and not kept as a chip; a good code stays', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await expect(cart.toast()).toBeVisible();
    await cart.open();
    const field = cart.drawer().getByLabel('Discount code');
    // The discount code's own Apply (the gift card field has one too).
    const apply = field.locator('xpath=ancestor::form[1]').getByRole('button', { name: 'Apply' });
    for (const code of ['NOPE42', 'ALSONOPE', 'STILLNOPE']) {
      await field.fill(code);
      await apply.click();
      await expect(cart.drawer().getByRole('alert')).toHaveText(`${code} cannot be applied to this cart.`);
    }
    // One error, for the last code; none of the refused codes is listed on the cart.
    await expect(cart.drawer().getByText(/cannot be applied to this cart/)).toHaveCount(1);
    await expect(cart.drawer().getByRole('button', { name: /^Remove code/ })).toHaveCount(0);
    await expect(field).toHaveAccessibleDescription('STILLNOPE cannot be applied to this cart.');
    const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // A public promotion of the store (the hammock is dog gear).
    await field.fill('GOODDOG15');
    await apply.click();
    await expect(cart.drawer().getByRole('button', { name: 'Remove code GOODDOG15' })).toBeVisible();
    await expect(cart.drawer().getByRole('alert')).toHaveCount(0);
    await expect(cart.drawer().getByRole('button', { name: /^Remove code/ })).toHaveCount(1);
  });

  test('a generic WELCOME10 is not a code of the store: the welcome discount is only the subscriber\'s single-use code', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    await cart.drawer().getByLabel('Discount code').fill('WELCOME10');
    await cart.drawer().getByLabel('Discount code').press('Enter');
    await expect(cart.drawer().getByRole('alert')).toHaveText('WELCOME10 cannot be applied to this cart.');
    await expect(cart.drawer().getByRole('button', { name: /^Remove code/ })).toHaveCount(0);
  });

  test('switching market keeps an autoship line on autoship when the other market offers the plan', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', POOP_BAGS));
    await cart.ready();
    await page.getByRole('radio', { name: /^Autoship and save \d+%$/ }).check();
    await page.getByLabel('Delivery frequency').selectOption({ index: 1 });
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    const plan = (await cart.lines().first().getByText(/^Autoship: /).innerText()).replace(/^Autoship: /, '');
    await cart.drawer().getByRole('button', { name: 'Close cart' }).click();
    for (const prefix of ['/en-ca', '']) {
      // United States → Canada, then back to a new US cart made from the Canadian one.
      if (!prefix) await page.context().clearCookies({ name: '_cartId' });
      await page.goto(siteUrl('trailmate', `${prefix}${POOP_BAGS}`));
      await cart.ready();
      await cart.expectCount(1);
      await cart.open();
      await expect(cart.lines().first()).toContainText(`Autoship: ${plan}`);
      await expect(cart.drawer()).toContainText(/Autoship discount: \d+%/);
      await expect(cart.drawer().getByTestId('cart-shipping')).toHaveText('Free');
      await cart.drawer().getByRole('button', { name: 'Close cart' }).click();
    }
  });

  test('the drawer works by keyboard alone and passes axe', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().focus();
    await page.keyboard.press('Enter');
    await expect(cart.toast()).toBeVisible();
    await cart.button().focus();
    await page.keyboard.press('Enter');
    await expect(cart.drawer()).toBeVisible();
    // Focus is inside the dialog and stays there while tabbing.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    const increase = cart.drawer().getByRole('button', { name: /^Increase quantity of/ });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(cart.lines().first().getByTestId('cart-line-quantity')).toHaveText('2');
    const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(cart.drawer()).toBeHidden();
    await expect(cart.button()).toBeFocused();
  });

  test('a price changed in the store after the build shows on the product page', async ({ page, twin }) => {
    const [variant] = productVariants('trailmate', REPRICED.handle);
    if (variant === undefined) throw new Error('variant is missing');
    const changed = await twin.call('POST', `/shops/trailmate-us/admin/variants/${variant.id}`, { price: '123.45' }, { 'X-Shopify-Storefront-Access-Token': storeToken('trailmate-us') });
    expect(changed.status).toBe(200);
    await page.goto(siteUrl('trailmate', REPRICED.path));
    await expect(page.getByTestId('product-price')).toContainText('$123.45');
  });

  test('a variant that sold out since the build cannot be added', async ({ page, twin }) => {
    const variants = productVariants('trailmate', SOLD_OUT.handle);
    for (const v of variants) {
      const res = await twin.call('POST', `/shops/trailmate-us/admin/variants/${v.id}`, { quantity: 0 }, { 'X-Shopify-Storefront-Access-Token': storeToken('trailmate-us') });
      expect(res.status).toBe(200);
    }
    await page.goto(siteUrl('trailmate', SOLD_OUT.path));
    const soldOut = page.getByRole('main').getByRole('button', { name: 'Out of Stock' });
    await expect(soldOut).toBeVisible();
    await expect(soldOut).toBeDisabled();
    await expect(page.getByTestId('availability')).toHaveText('Availability: Out of Stock');
  });

  test('low stock: "Only 5 left" on the page, and adding more than the stock says what happened', async ({ page, twin }) => {
    await setStock(twin, LOW_STOCK.handle, 5);
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', LOW_STOCK.path));
    await cart.ready();
    await expect(page.getByTestId('low-stock')).toHaveText('Only 5 left');
    const quantity = page.getByRole('main').getByLabel('Quantity', { exact: true });
    await quantity.fill('5');
    await cart.addButton().click();
    await expect(cart.toast()).toContainText('× 5');
    await cart.expectCount(5);
    await cart.toast().getByRole('button', { name: 'Close notification' }).click();
    await quantity.fill('3');
    await cart.addButton().click();
    await expect(page.getByTestId('cart-notice')).toHaveText('Only 5 in stock; your cart has all of them.');
    await expect(cart.toast()).toHaveCount(0);
    await cart.expectCount(5);

    await setStock(twin, LOW_STOCK_PARTLY.handle, 5);
    await page.goto(siteUrl('trailmate', LOW_STOCK_PARTLY.path));
    await cart.ready();
    await expect(page.getByTestId('low-stock')).toHaveText('Only 5 left');
    await quantity.fill('3');
    await cart.addButton().click();
    await cart.expectCount(8);
    await cart.toast().getByRole('button', { name: 'Close notification' }).click();
    await quantity.fill('4');
    await cart.addButton().click();
    await expect(page.getByTestId('cart-notice')).toHaveText('Only 2 more could be added: your cart now has all 5 in stock.');
    await expect(cart.toast()).toHaveCount(0);
    await cart.expectCount(10);
  });

  test('a quantity of 0, empty or not a whole number is refused on the field, not added as 1', async ({ page }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', QUANTITY_CHECKED));
    await cart.ready();
    // Plenty in stock: no "Only N left".
    await expect(page.getByTestId('low-stock')).toHaveCount(0);
    const quantity = page.getByRole('main').getByLabel('Quantity', { exact: true });
    for (const typed of ['0', '', '1.5']) {
      await quantity.fill(typed);
      await cart.addButton().click();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(quantity).toHaveAccessibleDescription('Enter a quantity of 1 or more.');
      await expect(quantity).toBeFocused();
    }
    await cart.expectCount(0);
    await expect(cart.toast()).toHaveCount(0);
    await quantity.fill('2');
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await cart.addButton().click();
    await expect(cart.toast()).toContainText('× 2');
    await cart.expectCount(2);
  });

  test('checkout places an order, its status page works and the store starts a fresh cart', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.checkout();
    await placeOrder(page, 'e2e-buyer@example.com');
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/'));
    await cart.ready();
    await cart.open();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    await cart.expectCount(0);
  });

  test('a CAD cart is kept apart from the USD cart', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await page.goto(siteUrl('trailmate', `/en-ca${HAMMOCK}`));
    await cart.ready();
    await cart.addButton().click();
    await cart.addButton().click();
    await cart.expectCount(3); // the USD line carried into the new CAD cart, plus two
    await cart.open();
    await expect(cart.drawer().getByTestId('cart-subtotal')).toContainText('$');
    const cookies = await page.context().cookies();
    const usd = cookies.find((c) => c.name === '_cartId')?.value;
    const cad = cookies.find((c) => c.name === '_cadCartId')?.value;
    expect(usd).toBeTruthy();
    expect(cad).toBeTruthy();
    expect(cad).not.toBe(usd);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.expectCount(1);
  });

  test('a stale cart cookie leads to a new cart', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.context().addCookies([{ name: '_cartId', value: encodeURIComponent('gid://shopify/Cart/stale?key=gone'), url: siteUrl('trailmate', '/') }]);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    const id = decodeURIComponent((await page.context().cookies()).find((c) => c.name === '_cartId')!.value);
    expect(id).not.toContain('stale');
  });

  test('with the store down the shopper sees a message, then the cart recovers', async ({ page, twin }) => {
    const cart = new CartPage(page);
    await twin.stop();
    await gotoReady(page, siteUrl('trailmate', HAMMOCK));
    await cart.open();
    await expect(cart.drawer().getByRole('alert')).toContainText('Your cart could not be loaded. Please try again.');
    await twin.restart();
    await cart.drawer().getByRole('button', { name: 'Try again' }).click();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    await cart.drawer().getByRole('button', { name: 'Close cart' }).click();
    await cart.addButton().click();
    await cart.expectCount(1);
  });

  test('an add that times out once is not repeated: the line is in the cart once', async ({ page, twin }) => {
    test.setTimeout(60_000);
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.open();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    await cart.drawer().getByRole('button', { name: 'Close cart' }).click();
    const fault = await twin.call('POST', '/__faults', { operation: 'cartLinesAdd', mode: 'delay', delayMs: 10_000, count: 1 });
    expect(fault.status).toBe(201);
    await cart.addButton().click();
    await expect(cart.addButton()).toHaveAttribute('aria-busy', 'true');
    await cart.expectCount(1);
    await cart.open();
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.lines().first().getByTestId('cart-line-quantity')).toHaveText('1');
  });
});

test.describe('homing cart', () => {
  test('an accessory and a collar with its service plan go in the cart', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('homing', CHARGER));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await page.goto(siteUrl('homing', COLLAR));
    await cart.ready();
    await cart.addButton().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a service plan.' })).toBeVisible();
    await page.getByRole('group', { name: 'Service plan' }).getByRole('radio', { name: /^1-year service plan, / }).check();
    await cart.addButton().click();
    await cart.expectCount(2);
    await cart.open();
    await expect(cart.lines()).toHaveCount(2);
    await expect(cart.lines().filter({ hasText: 'Homing Go GPS Collar' })).toContainText('Service plan: 1-year service plan');
    await expect(cart.drawer()).not.toContainText('Autoship:');
  });

  for (const market of [
    { name: 'United States', prefix: '', currency: 'USD', priceFormat: 'en-US' },
    { name: 'Canada', prefix: '/en-ca', currency: 'CAD', priceFormat: 'en-CA' },
  ] as const) {
    test(`${market.name}: the collar is bought with one service plan, each with its term and price per term in ${market.currency}; the cart holds the collar at its own price with that plan`, async ({ page, twin }) => {
      void twin;
      const fmt = (n: number) => new Intl.NumberFormat(market.priceFormat, { style: 'currency', currency: market.currency, minimumFractionDigits: 2 }).format(n);
      const perTerm = (months: number) => (months === 1 ? 'a month' : months === 12 ? 'a year' : months % 12 === 0 ? `every ${months / 12} years` : `every ${months} months`);
      const plans = servicePlans('homing');
      expect(plans.map((p) => p.months)).toEqual([1, 12, 24]);
      const cart = new CartPage(page);
      await page.goto(siteUrl('homing', `${market.prefix}${COLLAR}`));
      await cart.ready();
      const main = page.getByRole('main');
      const group = main.getByRole('group', { name: 'Service plan' });
      await expect(group.getByRole('radio')).toHaveCount(plans.length);
      for (const plan of plans) await expect(group.getByRole('radio', { name: `${plan.name}, ${fmt(plan.prices[market.currency])} ${perTerm(plan.months)}`, exact: true })).not.toBeChecked();
      // A service plan is neither a delivery frequency nor a discount on the collar.
      await expect(main.getByRole('combobox')).toHaveCount(0);
      await expect(main).not.toContainText(/per delivery|Choose a frequency|Delivery frequency|−\d+%/);
      const collarPrice = fmt(productPrices('homing', 'homing-go-gps-collar', market.currency)[0]!);
      await expect(page.getByTestId('product-price')).toContainText(collarPrice);
      const axe = await new AxeBuilder({ page }).include('.buy-box').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      const twoYears = plans.find((p) => p.months === 24)!;
      await group.getByRole('radio', { name: new RegExp(`^${twoYears.name}, `) }).check();
      await cart.addButton().click();
      await cart.expectCount(1);
      // The plan's price per term is charged from the collar's activation, not with the collar: the toast,
      // the drawer and the store's checkout say so.
      const service = `LTE service: ${fmt(twoYears.prices[market.currency])} every 2 years, billed when you activate the collar`;
      await expect(cart.toast()).toContainText(service);
      await cart.open();
      const line = cart.lines().first();
      await expect(line).toContainText(`Service plan: ${twoYears.name}`);
      await expect(line.getByText(service, { exact: true })).toBeVisible();
      await expect(line.locator('.cart-line__price')).toHaveText(collarPrice);
      await expect(cart.drawer()).not.toContainText(/Autoship|% off/);
      const drawerAxe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(drawerAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
      const summary = page.getByRole('table', { name: 'Order summary' });
      // The checkout (English) writes amounts the en-US way: CA$ for Canadian dollars.
      const checkoutPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: market.currency }).format(twoYears.prices[market.currency]);
      await expect(summary).toContainText(`${twoYears.name}. LTE service: ${checkoutPrice} every 2 years, billed when you activate the collar`);
      await expect(summary).not.toContainText(/Autoship|% off/);
      const checkoutAxe = await new AxeBuilder({ page }).include('main').analyze();
      expect(checkoutAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });
  }

  test('the free-shipping bar says what its text says, with and without autoship lines, in the brand\'s colour', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    const brand = JSON.parse(readFileSync('brands/homing/brand.json', 'utf8')) as { theme: Record<string, string> };
    const hex = brand.theme['color-primary']!;
    const primary = `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const threshold = 50;
    const bar = () => cart.drawer().getByRole('progressbar', { name: 'Progress to free shipping' });
    /** The fill's share of the bar, as drawn. */
    const drawn = async () =>
      bar().evaluate((el) => {
        const fill = el.firstElementChild as HTMLElement;
        return { share: fill.getBoundingClientRect().width / el.clientWidth, color: getComputedStyle(fill).backgroundColor };
      });

    // One-time only, under the threshold: the text says what is left and the bar is filled that far.
    await page.goto(siteUrl('homing', CHARGER));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    const charger = productPrices('homing', 'homing-car-charger', 'USD')[0]!;
    const left = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(threshold - charger);
    await expect(cart.drawer()).toContainText(`You're ${left} away from free shipping.`);
    await expect(bar()).toHaveAttribute('aria-valuenow', String(Math.round((charger / threshold) * 100)));
    let seen = await drawn();
    expect(seen.share).toBeCloseTo(charger / threshold, 1);
    expect(seen.color).toBe(primary);
    await page.keyboard.press('Escape');

    // An autoship line ships free under the threshold: the text says so and the bar is full.
    await page.goto(siteUrl('homing', '/chargers/homing-spare-battery/'));
    await cart.ready();
    await page.getByRole('main').getByRole('radio', { name: /^Autoship/ }).check();
    await page.getByLabel('Delivery frequency').selectOption({ index: 1 });
    await cart.addButton().click();
    await cart.expectCount(2);
    await cart.open();
    await expect(cart.drawer().getByTestId('cart-shipping')).toHaveText('Free');
    await expect(cart.drawer()).toContainText("You've earned free shipping!");
    await expect(cart.drawer()).not.toContainText('away from free shipping');
    await expect(bar()).toHaveAttribute('aria-valuenow', '100');
    seen = await drawn();
    expect(seen.share).toBeCloseTo(1, 2);
    expect(seen.color).toBe(primary);
    const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

test.describe('money-back guarantee', () => {
  test('the product page and the cart say "1 year money-back guarantee", as the spec words it', async ({ page, twin }) => {
    void twin;
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', POOP_BAGS));
    await cart.ready();
    await expect(page.getByRole('main').getByText('1 year money-back guarantee', { exact: true })).toBeVisible();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    await expect(cart.drawer().getByText('1 year money-back guarantee', { exact: true })).toBeVisible();
    await page.goto(siteUrl('trailmate', `/fr${POOP_BAGS}`));
    await cart.ready();
    await expect(page.getByRole('main').getByText('Garantie satisfait ou remboursé de 1 an', { exact: true })).toBeVisible();
  });
});

/** True when two boxes overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the toast and the drawer fit the screen', () => {
  for (const screen of [
    { name: 'a desktop', viewport: { width: 1280, height: 720 } },
    { name: 'a tablet', viewport: { width: 820, height: 1180 } },
  ]) {
    test(`on ${screen.name} the "Added to your cart" notice leaves the Add to cart button uncovered`, async ({ page }) => {
      await page.setViewportSize(screen.viewport);
      const cart = new CartPage(page);
      await page.goto(siteUrl('trailmate', HAMMOCK));
      await cart.ready();
      await cart.addButton().click();
      await expect(cart.toast()).toBeVisible();
      const toast = (await cart.toast().boundingBox())!;
      const button = (await cart.addButton().boundingBox())!;
      expect(overlaps(toast, button), `toast ${JSON.stringify(toast)} over the button ${JSON.stringify(button)}`).toBe(false);
      // The button can be pressed again with the toast showing.
      await cart.addButton().click();
      await cart.expectCount(2);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('homing: the cart drawer with a collar and its plan is no wider than the screen, and the notice leaves the button uncovered', async ({ page }) => {
      const cart = new CartPage(page);
      await page.goto(siteUrl('homing', COLLAR));
      await cart.ready();
      await page.getByRole('group', { name: 'Service plan' }).getByRole('radio').first().check();
      await cart.addButton().click();
      await cart.expectCount(1);
      expect(overlaps((await cart.toast().boundingBox())!, (await cart.addButton().boundingBox())!)).toBe(false);
      await cart.open();
      const drawer = (await cart.drawer().boundingBox())!;
      expect(drawer.x).toBeGreaterThanOrEqual(0);
      expect(drawer.x + drawer.width).toBeLessThanOrEqual(390);
      // Nothing inside sticks out of it (the drawer would scroll sideways).
      expect(await cart.drawer().evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
      const line = cart.lines().first();
      for (const control of [line.getByRole('button', { name: /^Increase quantity/ }), line.getByRole('button', { name: /^Remove / }), line.locator('.cart-line__total')]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await line.getByRole('button', { name: /^Increase quantity/ }).click();
      await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
    });
  });
});

test.describe('choices made before the page has run', () => {
  test('a service plan, quantity and add-on chosen on the served page are what the cart gets once it runs', async ({ page }) => {
    const cart = new CartPage(page);
    const plans = page.getByRole('group', { name: 'Service plan' });
    const quantity = page.getByLabel('Quantity');
    const clip = page.getByRole('checkbox', { name: /^Homing Charging Clip/ });
    await actBeforeThePageRuns(page, siteUrl('homing', COLLAR), async () => {
      await plans.getByRole('radio', { name: /^1-year service plan, / }).check();
      await quantity.fill('2');
      await clip.check();
    });
    await cart.ready();
    await expect(plans.getByRole('radio', { name: /^1-year service plan, / })).toBeChecked();
    await expect(quantity).toHaveValue('2');
    await expect(clip).toBeChecked();
    await cart.addButton().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a service plan.' })).toHaveCount(0);
    await cart.expectCount(3);
    await cart.open();
    const collar = cart.lines().filter({ hasText: 'Homing Go GPS Collar' });
    await expect(collar).toContainText('Service plan: 1-year service plan');
    await expect(collar.getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(cart.lines().filter({ hasText: 'Homing Charging Clip' })).toHaveCount(1);
  });

  test('autoship chosen on the served page stays chosen, and asks for its frequency, once the page runs', async ({ page }) => {
    const cart = new CartPage(page);
    const autoship = page.getByRole('radio', { name: /^Autoship and save \d+%$/ });
    await actBeforeThePageRuns(page, siteUrl('trailmate', POOP_BAGS), () => autoship.check());
    await cart.ready();
    await expect(autoship).toBeChecked();
    await expect(page.getByLabel('Delivery frequency')).toBeVisible();
    await cart.addButton().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a frequency' })).toBeVisible();
  });
});
