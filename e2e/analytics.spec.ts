// Consent, the data layer and the pixels, through the real network path: the GA4 events the twin's
// GTM container forwards, Klaviyo's client events and AdRoll's pixel arrive at the twin's collectors
// with the right items after each action (USD and CAD/EUR pages); in an EU market nothing reaches any
// collector before consent and everything does after; withdrawing stops it and clears what it stored;
// Klaviyo's readiness warning when klaviyo.js cannot load; axe on the consent banner and dialog.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CartPage } from './support/cart-page';
import { productVariants } from './support/catalogue';
import { placeOrder } from './support/checkout-page';
import { FormRegion, mailTo, uniqueEmail } from './support/forms-page';
import { notAStream, requestsInFlight, runClockPast } from './support/in-flight';
import { gotoReady } from './support/site-page';
import { siteOrigin, siteUrl, type SiteBrand } from './support/sites';
import { formString } from './support/strings';
import { expect, test, type WorkerTwin } from './support/twin';

const HANDLE = 'rover-hammock';
const HAMMOCK = `/car-seat-covers/${HANDLE}/`;

interface Hit {
  name: string;
  collector: string;
  payload: { params?: Record<string, unknown> & { items?: Record<string, unknown>[] }; properties?: Record<string, unknown>; profile?: Record<string, unknown> };
}

async function hits(twin: WorkerTwin, collector?: 'ga4' | 'klaviyo' | 'adroll', brand: SiteBrand = 'trailmate'): Promise<Hit[]> {
  const origin = encodeURIComponent(siteOrigin(brand));
  const res = await twin.call<{ hits: Hit[] }>('GET', `/__analytics?origin=${origin}${collector ? `&collector=${collector}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.hits;
}

async function eventNamed(twin: WorkerTwin, collector: 'ga4' | 'klaviyo' | 'adroll', name: string, brand: SiteBrand = 'trailmate'): Promise<Hit> {
  let found: Hit | undefined;
  await expect
    .poll(async () => {
      found = (await hits(twin, collector, brand)).filter((h) => h.name === name).at(-1);
      return Boolean(found);
    }, { message: `${collector} ${name} arrives`, timeout: 10_000 })
    .toBe(true);
  return found!;
}

async function clearHits(twin: WorkerTwin): Promise<void> {
  await twin.call('DELETE', `/__analytics?origin=${encodeURIComponent(siteOrigin('trailmate'))}`);
}

/** The SKU of the variant a product page shows first (the first one for sale). */
function firstSku(handle: string): string {
  const variants = productVariants('trailmate', handle);
  const shown = variants.find((v) => v.quantity > 0) ?? variants[0];
  if (!shown) throw new Error(`${handle} has no variants`);
  return shown.sku;
}

async function blocking(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`);
}

test.describe('tracking', () => {
  test.beforeEach(async ({ twin }) => {
    await clearHits(twin);
  });

  test('a US page tracks by default: view_item, add_to_cart, view_cart and begin_checkout reach GA4 with the tracked items; Klaviyo and AdRoll hear too', async ({ page, twin }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    // No banner where no opt-in is required.
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);

    const sku = firstSku(HANDLE);
    const view = await eventNamed(twin, 'ga4', 'view_item');
    expect(view.payload.params).toMatchObject({ currency: 'USD' });
    expect(view.payload.params?.items).toEqual([
      expect.objectContaining({ item_id: sku, item_name: 'Rover Hammock', item_category: 'car seat covers', item_brand: 'Trailmate', quantity: 1, affiliation: 'Trailmate US Store', isSubscription: false }),
    ]);
    expect(view.payload.params?.value).toBe(view.payload.params?.items?.[0]!.price);
    await eventNamed(twin, 'ga4', 'page_view');
    expect((await eventNamed(twin, 'klaviyo', 'Viewed Product')).payload.properties).toMatchObject({ SKU: sku, ProductName: 'Rover Hammock', Brand: 'Trailmate' });
    await eventNamed(twin, 'adroll', 'pageView');

    await cart.addButton().click();
    await cart.expectCount(1);
    const add = await eventNamed(twin, 'ga4', 'add_to_cart');
    expect(add.payload.params?.items).toEqual([expect.objectContaining({ item_id: sku, quantity: 1, isSubscription: false, affiliation: 'Trailmate US Store' })]);
    const added = await eventNamed(twin, 'klaviyo', 'Added to Cart');
    expect(added.payload.properties).toMatchObject({ AddedItemSKU: sku, AddedItemQuantity: 1 });

    await cart.toast().getByRole('button', { name: 'View cart' }).click();
    await expect(cart.drawer()).toBeVisible();
    expect((await eventNamed(twin, 'ga4', 'view_cart')).payload.params?.items).toEqual([expect.objectContaining({ item_id: sku })]);
    await cart.lines().first().getByRole('button', { name: /^Increase quantity of Rover Hammock/ }).click();
    await expect(cart.lines().first().getByTestId('cart-line-quantity')).toHaveText('2');
    await cart.lines().first().getByRole('button', { name: /^Remove Rover Hammock/ }).click();
    const removed = await eventNamed(twin, 'ga4', 'remove_from_cart');
    expect(removed.payload.params?.items).toEqual([expect.objectContaining({ item_id: sku, quantity: 2 })]);
  });

  test('checkout: begin_checkout and Started Checkout on the way out, purchase naming the order with its total and items once back in the store', async ({ page, twin }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    await cart.checkout();
    const sku = firstSku(HANDLE);
    expect((await eventNamed(twin, 'ga4', 'begin_checkout')).payload.params?.items).toEqual([expect.objectContaining({ item_id: sku, quantity: 1 })]);
    expect((await eventNamed(twin, 'klaviyo', 'Started Checkout')).payload.properties).toMatchObject({ ItemNames: ['Rover Hammock'] });
    await placeOrder(page, 'tracked-buyer@example.com');
    // The order page shows the order's name and total; the purchase names that order and its total.
    const orderName = (await page.getByTestId('order-name').innerText()).trim();
    const orderTotal = Number((await page.getByTestId('order-total').innerText()).replace(/[^0-9.]/g, ''));
    expect(orderName).toMatch(/^#\d+$/);
    expect(orderTotal).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await cart.ready();
    // The order's markers leave the address.
    await expect(page).toHaveURL(siteUrl('trailmate', '/'));
    const purchase = await eventNamed(twin, 'ga4', 'purchase');
    expect(purchase.payload.params).toMatchObject({ currency: 'USD', transaction_id: orderName, value: orderTotal });
    expect((await hits(twin, 'ga4')).map((h) => String(h.payload.params?.page_location ?? '')).filter((l) => /order/.test(l))).toEqual([]);
    expect(purchase.payload.params?.items).toEqual([expect.objectContaining({ item_id: sku, quantity: 1, affiliation: 'Trailmate US Store' })]);
  });

  test('newsletter: an accepted signup with marketing consent identifies the shopper to Klaviyo, and so does the landing of the confirmation link', async ({ page, twin }) => {
    const email = uniqueEmail('klaviyo-identify');
    const identified = async () => (await hits(twin, 'klaviyo')).filter((h) => h.name === 'identify' && h.payload.profile?.email === email).length;
    await gotoReady(page, siteUrl('trailmate', '/'));
    const form = new FormRegion(page, page.getByRole('contentinfo').getByRole('region', { name: 'Get 10% off your first order' }));
    await form.field('First name').focus();
    await expect(form.captcha()).toBeVisible();
    await form.type('First name', 'Robin');
    await form.type('Email address', email);
    await form.root.getByRole('radio', { name: 'Dog' }).check();
    await form.solveCaptcha();
    expect(await identified()).toBe(0);
    await form.submit('Sign up');
    await expect(page.getByRole('region', { name: 'Almost done: please confirm' })).toBeVisible();
    await expect.poll(identified, { timeout: 10_000 }).toBe(1);
    expect((await hits(twin, 'klaviyo')).find((h) => h.name === 'identify' && h.payload.profile?.email === email)?.payload.profile).toMatchObject({ email, first_name: 'Robin' });

    const confirm = await mailTo(twin, email, /Please confirm your subscription/);
    const link = /https?:\/\/\S+\/klaviyo\/confirm\/\S+/.exec(confirm.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    // The landing's marker leaves the address; the shopper is identified again.
    await expect(page).toHaveURL(siteUrl('trailmate', '/'));
    await expect.poll(identified, { timeout: 10_000 }).toBe(2);
    const views = (await hits(twin, 'ga4')).filter((h) => h.name === 'page_view').map((h) => String(h.payload.params?.page_location ?? ''));
    expect(views.filter((l) => l.includes('newsletter='))).toEqual([]);
  });

  test('newsletter in an EU market: without marketing consent the signup and its confirmation identify no one; once consented, a signup does', async ({ page, twin }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('klaviyo-no-consent');
    const identifiedAs = async (address: string) => (await hits(twin, 'klaviyo')).filter((h) => h.name === 'identify' && h.payload.profile?.email === address).length;
    // What must not be sent is proved on the page's clock: past the wait for klaviyo.js (1 s), every request answered.
    const pending = requestsInFlight(page, notAStream);
    await page.clock.install();
    await page.goto(siteUrl('trailmate', '/de/'));
    const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    await expect(banner).toBeVisible();
    const form = new FormRegion(page, page.getByRole('contentinfo').getByRole('region', { name: formString('newsletterHeading', 'de') }));
    const signUp = async (address: string) => {
      await form.type(formString('fieldFirstName', 'de'), 'Robin');
      await form.type(formString('fieldEmail', 'de'), address);
      await form.root.getByRole('radio', { name: formString('newsletterDog', 'de') }).check();
      await form.solveCaptcha(formString('captchaLabel', 'de'));
      await form.submit(formString('newsletterSignUp', 'de'));
      await expect(page.getByRole('region', { name: formString('newsletterSuccessTitle', 'de') })).toBeVisible();
    };
    await form.field(formString('fieldFirstName', 'de')).focus();
    await expect(form.captcha(formString('captchaLabel', 'de'))).toBeVisible();
    await signUp(email);
    const confirm = await mailTo(twin, email, /Please confirm your subscription/);
    await runClockPast(page, 1500, pending);
    expect(await hits(twin, 'klaviyo')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('newsletterSignup'))).toBeNull();

    // The confirmation's landing knows no signup of this browser: no one is identified.
    await page.goto(/https?:\/\/\S+\/klaviyo\/confirm\/\S+/.exec(confirm.text)![0]);
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/'));
    await runClockPast(page, 1500, pending);
    expect(await identifiedAs(email)).toBe(0);

    // With marketing consent given, the next signup identifies its shopper.
    await page.goto(siteUrl('trailmate', '/de/'));
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    const consented = uniqueEmail('klaviyo-consented');
    await form.field(formString('fieldFirstName', 'de')).focus();
    await expect(form.captcha(formString('captchaLabel', 'de'))).toBeVisible();
    await signUp(consented);
    await expect.poll(() => identifiedAs(consented), { timeout: 10_000 }).toBe(1);
    expect(await identifiedAs(email)).toBe(0);
  });

  test('a search page sends search with its term; an accepted form is a lead', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=hammock'));
    expect((await eventNamed(twin, 'ga4', 'search')).payload.params).toMatchObject({ search_term: 'hammock' });

    await gotoReady(page, siteUrl('trailmate', '/blog/five-tips-for-hiking/'));
    const group = page.getByRole('group', { name: 'Was this article helpful?' });
    await group.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
    expect((await eventNamed(twin, 'ga4', 'generate_lead')).payload.params).toMatchObject({ form_id: 'article_feedback' });
  });

  test('a collection lists its products (view_item_list) and a pressed card is select_item', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/car-seat-covers/'));
    await page.waitForLoadState('networkidle');
    const list = await eventNamed(twin, 'ga4', 'view_item_list');
    expect(list.payload.params).toMatchObject({ item_list_id: 'car-seat-covers', currency: 'USD' });
    expect(list.payload.params?.items?.length).toBeGreaterThan(1);
    await page.getByRole('main').getByRole('link', { name: 'Rover Hammock', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rover Hammock' })).toBeVisible();
    const select = await eventNamed(twin, 'ga4', 'select_item');
    expect(select.payload.params?.items).toEqual([expect.objectContaining({ item_name: 'Rover Hammock', item_category: 'car seat covers' })]);
  });

  test('a CAD page sends CAD items from the CA store', async ({ page, twin }) => {
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', `/en-ca${HAMMOCK}`));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    const add = await eventNamed(twin, 'ga4', 'add_to_cart');
    expect(add.payload.params).toMatchObject({ currency: 'CAD' });
    expect(add.payload.params?.items).toEqual([expect.objectContaining({ item_id: firstSku(HANDLE), affiliation: 'Trailmate CA Store' })]);
  });

  test('in an EU market nothing reaches a collector before consent, everything after; withdrawing stops it and clears the cookies', async ({ page, twin }) => {
    const cart = new CartPage(page);
    // The German page's buy button and cart count.
    const addButton = () => page.getByRole('main').getByRole('button', { name: /^(In den Warenkorb|Wird hinzugefügt …)$/ });
    const expectCount = (count: number) => expect(page.getByRole('banner').getByRole('button', { name: `Warenkorb, ${count} Artikel` })).toBeVisible();
    // What must not be sent is proved on the page's clock: past Klaviyo's Added to Cart delay (2 s), every request answered.
    const pending = requestsInFlight(page, notAStream);
    await page.clock.install();
    await page.goto(siteUrl('trailmate', `/de${HAMMOCK}`));
    await cart.ready();
    const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    await expect(banner).toBeVisible();
    expect(await blocking(page, '.consent-banner')).toEqual([]);
    // The data layer fills in the page; nothing leaves it.
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'view_item'))).toBe(true);
    await addButton().click();
    await expectCount(1);
    await runClockPast(page, 2500, pending);
    expect(await hits(twin)).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name).filter((n) => /^(_ga|__kla_id|__adroll)/.test(n))).toEqual([]);

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    await eventNamed(twin, 'ga4', 'page_view');
    await eventNamed(twin, 'adroll', 'pageView');
    await addButton().click();
    await expectCount(2);
    const add = await eventNamed(twin, 'ga4', 'add_to_cart');
    expect(add.payload.params).toMatchObject({ currency: 'EUR' });
    expect(add.payload.params?.items).toEqual([expect.objectContaining({ item_id: firstSku(HANDLE) })]);
    await eventNamed(twin, 'klaviyo', 'Added to Cart');
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name).filter((n) => /^(_ga|__kla_id)$/.test(n)).sort()).toEqual(['__kla_id', '_ga']);

    // Withdraw in the settings dialog, without a reload.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    expect(await blocking(page, 'dialog.consent')).toEqual([]);
    await expect(dialog.getByRole('checkbox', { name: 'Analyse' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Analyse' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Marketing' }).uncheck();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name).filter((n) => /^(_ga|__kla_id|__adroll)/.test(n))).toEqual([]);
    const before = (await hits(twin)).length;
    await addButton().click();
    await expectCount(3);
    await runClockPast(page, 2500, pending);
    expect((await hits(twin)).length).toBe(before);

    // The choice is remembered: no banner on the next page.
    await page.reload();
    await cart.ready();
    await expect(page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' })).toHaveCount(0);
  });

  test('in an EU market the banner is in the served page and paints before any script of the site runs; a stored choice keeps it hidden', async ({ page, network }) => {
    // The site's bundles fail to load (the fault): what shows is the served HTML and its inline scripts.
    network.allow(/\.js failed: net::ERR_FAILED$/);
    await page.route('**/*.js', (route) => route.abort());
    const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    await page.goto(siteUrl('trailmate', `/de${HAMMOCK}`), { waitUntil: 'load' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeDisabled();
    expect(await page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader)).toBe('undefined');
    await page.evaluate(() => localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() })));
    await page.reload({ waitUntil: 'load' });
    await expect(page.locator('.consent-banner')).toBeHidden();
    await expect(banner).toHaveCount(0);
    await page.unrouteAll();
    // With the bundles, the banner stays hidden for a decided shopper and is a working dialog otherwise.
    await page.reload();
    await new CartPage(page).ready();
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => localStorage.removeItem('consent'));
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeEnabled();
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner).toBeHidden();
  });

  test('cookie settings by keyboard: a dialog with focus inside, Escape closes it and focus returns', async ({ page }) => {
    await gotoReady(page, siteUrl('trailmate', '/'));
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await blocking(page, 'dialog.consent')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Klaviyo not ready: the console warns once the 1000 ms poll gives up, and the page goes on', async ({ page, network }) => {
    // The fault: klaviyo.js cannot be loaded.
    network.allow(/klaviyo\.js.*failed/);
    await page.route(/\/onsite\/js\/klaviyo\.js/, (route) => route.abort('connectionrefused'));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await expect.poll(() => warnings.includes('Klaviyo not ready after timeout.'), { timeout: 10_000 }).toBe(true);
    await cart.addButton().click();
    await cart.expectCount(1);
  });
});
