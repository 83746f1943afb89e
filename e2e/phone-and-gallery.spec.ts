// Product and collection pages on a phone, and the product gallery: on a 390×844 screen the product's
// name, price and buy button are on the first screen (a product with a picture per colour, on each
// brand); collection filters fold behind a Filters button (keyboard, aria-expanded, the count of
// applied filters) so the first product shows; on a desktop the thumbnails switch the main picture
// and it zooms by mouse and keyboard; on a phone a swipe changes the picture; a chosen variant is in the address
// (`?variant=<id>`) and a link with it opens with that variant chosen. Axe on the new controls.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { uiCatalogue } from '../strings/ui-catalogue';
import { productVariants } from './support/catalogue';
import { gotoReady } from './support/site-page';
import { expect, test } from './support/twin';
import { siteUrl, type SiteBrand } from './support/sites';

const PHONE = { width: 390, height: 844 };

/** A product with a picture per colour on each brand, and its name. */
const PRODUCTS: { brand: SiteBrand; path: string; name: string }[] = [
  { brand: 'trailmate', path: '/car-seat-covers/rover-hammock-extended-width/', name: 'Rover Hammock Extended Width' },
  { brand: 'yardwise', path: '/training-collars/scout-remote-training-collar/', name: 'Scout Remote Training Collar' },
  { brand: 'homing', path: '/gps-collars/homing-go-gps-collar/', name: 'Homing Go GPS Collar' },
];

/** A collection on each brand. */
const COLLECTIONS: { brand: SiteBrand; path: string }[] = [
  { brand: 'trailmate', path: '/dog-hammocks/' },
  { brand: 'yardwise', path: '/containment-systems/' },
  { brand: 'homing', path: '/gps-collars/' },
];

function catalogueString(key: string): string {
  const entry = uiCatalogue.strings.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No ui-catalogue string ${key}`);
  return entry.values.en;
}

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Bottom edge of an element in the viewport (the first screen is 0…844). */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + box.height;
}

const gallery = (page: Page) => page.getByRole('group', { name: catalogueString('productImages') });
const mainPicture = (page: Page) => gallery(page).locator('.gallery__stage img');

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const { brand, path, name } of PRODUCTS) {
    test(`${brand}: the product's name, price and Add to cart are on the first screen`, async ({ page }) => {
      await page.goto(siteUrl(brand, path));
      const heading = page.getByRole('heading', { level: 1, name });
      const price = page.getByTestId('product-price');
      const button = page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true });
      for (const locator of [heading, price, button]) {
        await expect(locator).toBeInViewport({ ratio: 1 });
        expect(await bottomOf(locator)).toBeLessThanOrEqual(PHONE.height);
      }
      // One picture at a time: the main picture shows, the thumbnails do not.
      expect(await gallery(page).locator('img').count()).toBeGreaterThan(2);
      await expect(mainPicture(page)).toBeInViewport();
      await expect(gallery(page).locator('.gallery__thumbs')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test('a swipe changes the picture (touch), and the buttons do the same', async ({ page }) => {
    await gotoReady(page, siteUrl('homing', '/gps-collars/homing-go-gps-collar/'));
    const picture = mainPicture(page);
    const first = await picture.getAttribute('alt');
    await expect(page.getByText('Picture 1 of 4')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const box = (await page.locator('.gallery__stage').boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 6; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // Right to left: the next picture.
    await swipe(box.x + box.width - 30, box.x + 30);
    await expect(page.getByText('Picture 2 of 4')).toBeVisible();
    await expect(picture).not.toHaveAttribute('alt', first!);
    const second = await picture.getAttribute('alt');
    // Left to right: back to the first.
    await swipe(box.x + 30, box.x + box.width - 30);
    await expect(page.getByText('Picture 1 of 4')).toBeVisible();
    await expect(picture).toHaveAttribute('alt', first!);
    // The buttons (a swipe's single-pointer alternative).
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(picture).toHaveAttribute('alt', second!);
    await expect(page.getByRole('button', { name: 'Previous picture' })).toBeEnabled();
    expect(await seriousViolations(page, '.product')).toEqual([]);
  });

  for (const { brand, path } of COLLECTIONS) {
    test(`${brand}: collection filters fold behind a Filters button and the first product shows on the first screen`, async ({ page }) => {
      await gotoReady(page, siteUrl(brand, path));
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const dog = page.getByRole('checkbox', { name: 'Dog' });
      await expect(dog).toBeHidden();
      const firstCard = page.getByRole('main').getByRole('article').first();
      await expect(firstCard).toBeInViewport();
      // Most of the card (its picture) on the first screen, not a sliver at the bottom.
      const top = (await firstCard.boundingBox())!.y;
      expect(top).toBeLessThanOrEqual(PHONE.height - 300);

      // Keyboard: focus the button, Enter opens, the filters are reachable with Tab, Space ticks one.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(dog).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(dog).toBeFocused();
      await page.keyboard.press('Space');
      await expect(dog).toBeChecked();
      // The button says how many filters are applied.
      await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page, '.collection')).toEqual([]);
      // Closed again, the count stays on the button.
      await page.getByRole('button', { name: 'Filters (1 active)' }).click();
      await expect(dog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the filters stay open beside the grid, without a Filters button', async ({ page }) => {
    await page.goto(siteUrl('trailmate', '/dog-hammocks/'));
    await expect(page.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Dog' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  });

  test('thumbnails switch the main picture; it zooms by mouse and by keyboard', async ({ page }) => {
    await gotoReady(page, siteUrl('homing', '/gps-collars/homing-go-gps-collar/'));
    await page.waitForLoadState('networkidle');
    const thumbs = gallery(page).locator('.gallery__thumbs').getByRole('button');
    await expect(thumbs).toHaveCount(4);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    const picture = mainPicture(page);
    const third = await thumbs.nth(2).locator('img').getAttribute('alt');
    await thumbs.nth(2).click();
    await expect(picture).toHaveAttribute('alt', third!);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', 'true');
    // By keyboard: Tab to a thumbnail and Enter.
    await thumbs.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(picture).toHaveAttribute('alt', (await thumbs.nth(1).locator('img').getAttribute('alt'))!);

    // Zoom by mouse: a click magnifies where it points, moving the mouse moves the view.
    const stage = page.locator('.gallery__stage');
    const box = (await stage.boundingBox())!;
    const at25 = { x: box.width * 0.25, y: box.height * 0.25 };
    const at75 = { x: box.width * 0.75, y: box.height * 0.75 };
    const scale = () => picture.evaluate((img) => new DOMMatrixReadOnly(getComputedStyle(img).transform).a);
    const origin = () => picture.evaluate((img) => getComputedStyle(img).transformOrigin);
    expect(await scale()).toBe(1);
    await stage.click({ position: at25 });
    await expect.poll(scale).toBe(2);
    const zoomButton = page.getByRole('button', { name: 'Zoom picture' });
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true');
    const at = await origin();
    await stage.hover({ position: at75 });
    await expect.poll(origin).not.toBe(at);
    await stage.click({ position: at75 });
    await expect.poll(scale).toBe(1);
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'false');

    // Zoom by keyboard: the Zoom button toggles, arrows move the view, Escape leaves.
    await zoomButton.focus();
    await page.keyboard.press('Enter');
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(scale).toBe(2);
    const centred = await origin();
    await page.keyboard.press('ArrowRight');
    await expect.poll(origin).not.toBe(centred);
    await page.keyboard.press('Escape');
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(scale).toBe(1);
    expect(await seriousViolations(page, '.product')).toEqual([]);
  });

  test('a chosen variant is in the address without a reload, and a link with it opens with that variant chosen', async ({ page }) => {
    const path = '/car-seat-covers/rover-hammock-extended-width/';
    const ids = productVariants('trailmate', 'rover-hammock-extended-width').map((v) => String(v.id));
    await gotoReady(page, siteUrl('trailmate', path));
    await page.waitForLoadState('networkidle');
    const colour = page.getByRole('group', { name: 'Color' });
    await expect(colour.getByRole('radio', { name: 'Black' })).toBeChecked();
    const history = await page.evaluate(() => {
      (window as unknown as { unchanged: boolean }).unchanged = true;
      return window.history.length;
    });
    await colour.getByRole('radio', { name: 'Tan' }).check();
    await expect(page).toHaveURL(/\?variant=\d+$/);
    const chosen = new URL(page.url()).searchParams.get('variant')!;
    expect(ids).toContain(chosen);
    expect(chosen).not.toBe(ids[0]);
    // Replaced in place: no reload, no new history entry.
    expect(await page.evaluate(() => [(window as unknown as { unchanged?: boolean }).unchanged, window.history.length])).toEqual([true, history]);
    const picture = await mainPicture(page).getAttribute('alt');
    expect(picture).toMatch(/Tan/);
    // Keyboard: an arrow key moves to the next colour and the address follows.
    await colour.getByRole('radio', { name: 'Black' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(colour.getByRole('radio', { name: 'Charcoal' })).toBeChecked();
    await expect(page).not.toHaveURL(new RegExp(`variant=${chosen}$`));

    // The shared link opens with Tan chosen and its picture shown.
    await gotoReady(page, siteUrl('trailmate', `${path}?variant=${chosen}`));
    await expect(colour.getByRole('radio', { name: 'Tan' })).toBeChecked();
    await expect(mainPicture(page)).toHaveAttribute('alt', picture!);
    // A variant the product does not have leaves the default.
    await gotoReady(page, siteUrl('trailmate', `${path}?variant=999999999`));
    await page.waitForLoadState('networkidle');
    await expect(colour.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(await seriousViolations(page, '.product')).toEqual([]);
  });
});
