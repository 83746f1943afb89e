// The cart and the hosted checkout follow the shopper's market and language: cart lines in the page's
// language (product title, options, autoship plan), the checkout page in that language with the
// market's country preselected, and after paying the way back to that market's home with its cart
// emptied, other markets' carts left as they were — in Chromium against the built sites and a twin.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { productInLanguage } from './support/catalogue';
import { CartPage } from './support/cart-page';
import { submitCheckout } from './support/checkout-page';
import { siteUrl } from './support/sites';
import { cartString, cartText } from './support/strings';
import { expect, test } from './support/twin';

const POOP_BAGS = { handle: 'go-poop-bags', path: '/dog-supplies/go-poop-bags/' };
const HAMMOCK = '/car-seat-covers/rover-hammock/';
const STRAP = { handle: 'yardwise-replacement-collar-strap', path: '/ca/fr/batteries-and-accessories/yardwise-replacement-collar-strap/' };

/** Chooses autoship and the product's second delivery frequency (Bi-Monthly) on a product page in `language`. */
async function chooseBiMonthly(page: Page, language: 'en' | 'fr' | 'de'): Promise<void> {
  const save = new RegExp(`^${cartString('autoshipSave', language).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{percent}', '\\d+')}$`);
  await page.getByRole('radio', { name: save }).check();
  await page.getByLabel(cartString('deliveryFrequency', language)).selectOption({ index: 2 });
}

test.describe('checkout by market and language', () => {
  test('paid on /en-ca/: Continue shopping lands on the CAD home with an empty CAD cart; the USD cart is untouched', async ({ page }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', POOP_BAGS.path));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    const usdCart = (await page.context().cookies()).find((c) => c.name === '_cartId')?.value;
    expect(usdCart).toBeTruthy();

    await page.goto(siteUrl('trailmate', `/en-ca${HAMMOCK}`));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(2); // the USD line carried into the new CAD cart, plus the hammock
    const paidCart = (await page.context().cookies()).find((c) => c.name === '_cadCartId')?.value;
    await cart.open();
    await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('CA');
    await expect(page.getByRole('table', { name: 'Order summary' }).getByTestId('total')).toContainText('CA$');
    await submitCheckout(page, 'cad-buyer@example.com');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/en-ca/'));
    await cart.ready();
    await cart.expectCount(0);
    await cart.open();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    const cookies = await page.context().cookies();
    const cadCart = cookies.find((c) => c.name === '_cadCartId')?.value;
    expect(cadCart).toBeTruthy();
    expect(cadCart).not.toBe(paidCart);
    expect(cookies.find((c) => c.name === '_cartId')?.value).toBe(usdCart);

    // The US store's cart still holds its own line; the paid hammock has not come back in dollars.
    await page.goto(siteUrl('trailmate', '/'));
    await cart.ready();
    await cart.expectCount(1);
    await cart.open();
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.lines().first()).not.toContainText('Rover Hammock');
    await expect(cart.drawer().getByTestId('cart-subtotal')).toContainText('$');
  });

  test('paid on /en-ca/ and straight to the US store: the paid line does not come back in a USD cart', async ({ page }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', `/en-ca${HAMMOCK}`));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    await cart.drawer().getByRole('link', { name: 'Checkout' }).click();
    await submitCheckout(page, 'cad-only-buyer@example.com');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    // The US store's new cart is there (its cookie written once it is made), and it is empty.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '_cartId')).toBe(true);
    await cart.expectCount(0);
    await cart.open();
    await expect(cart.drawer().getByText('Your cart is empty.')).toBeVisible();
    await page.goto(siteUrl('trailmate', '/en-ca/'));
    await cart.ready();
    await cart.expectCount(0);
  });

  test('a German shopper’s cart lines and checkout are in German with Germany preselected, and the way back leads to /de/', async ({ page }) => {
    const cart = new CartPage(page, 'de');
    const bags = productInLanguage('trailmate', POOP_BAGS.handle, 'de');
    const english = productInLanguage('trailmate', POOP_BAGS.handle, 'en');
    const [, plan] = bags.plans;
    const [, englishPlan] = english.plans;
    if (!plan || !englishPlan) throw new Error(`${POOP_BAGS.handle} has no second autoship plan`);
    await page.goto(siteUrl('trailmate', `/de${POOP_BAGS.path}`));
    await cart.ready();
    await chooseBiMonthly(page, 'de');
    await cart.addButton().click();
    await expect(cart.toast()).toContainText(bags.title);
    await cart.toast().getByRole('button', { name: cartString('viewCart', 'de') }).click();
    const line = cart.lines().first();
    await expect(line).toContainText(bags.title);
    await expect(line).toContainText(cartText('autoshipPlan', { plan }, 'de'));
    await expect(line).not.toContainText(english.title);
    await expect(line).not.toContainText(englishPlan);

    await cart.drawer().getByRole('link', { name: cartString('checkout', 'de') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Land', { exact: true })).toHaveValue('DE');
    await expect(page.getByLabel('Land', { exact: true }).locator('option:checked')).toHaveText('Deutschland');
    const summary = page.getByRole('table', { name: 'Bestellübersicht' });
    await expect(summary).toContainText(bags.title);
    await expect(summary).toContainText(plan);
    await expect(summary.getByTestId('total')).toContainText('€');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.getByLabel('E-Mail').fill('de-buyer@example.com');
    await page.getByLabel('Vorname').fill('Kim');
    await page.getByLabel('Nachname').fill('Berger');
    await page.getByLabel('Adresse', { exact: true }).fill('Lindenstraße 3');
    await page.getByLabel('Stadt', { exact: true }).fill('Berlin');
    await page.getByLabel('Postleitzahl').fill('10115');
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/39');
    await page.getByLabel('Sicherheitscode').fill('123');
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    await page.getByRole('link', { name: 'Weiter einkaufen' }).click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/de/'));
    await cart.ready();
    await cart.expectCount(0);
  });

  test('on Yardwise /ca/fr/ a cart line shows the French title, options and autoship plan', async ({ page }) => {
    const cart = new CartPage(page, 'fr');
    const strap = productInLanguage('yardwise', STRAP.handle, 'fr');
    const english = productInLanguage('yardwise', STRAP.handle, 'en');
    const [, plan] = strap.plans;
    const [, englishPlan] = english.plans;
    const [englishOption] = english.options;
    if (!plan || !englishPlan || !englishOption) throw new Error(`${STRAP.handle} has no option or no second autoship plan`);
    await page.goto(siteUrl('yardwise', STRAP.path));
    await cart.ready();
    await chooseBiMonthly(page, 'fr');
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.open();
    const line = cart.lines().first();
    await expect(line.getByText(strap.title, { exact: true })).toBeVisible();
    await expect(line).toContainText(strap.options.join(' · '));
    await expect(line).toContainText(cartText('autoshipPlan', { plan }, 'fr'));
    await expect(line).not.toContainText(englishOption);
    await expect(line).not.toContainText(englishPlan);
    // The controls are named after the product in the page's language too.
    const remove = cartText('removeItem', { title: strap.title }, 'fr');
    await expect(line.getByRole('button', { name: new RegExp(`^${remove.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`) })).toBeVisible();
  });
});
