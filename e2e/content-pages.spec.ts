// Press, blog categories and the product quick view as a shopper uses them: from the press page to a
// release and back; from the blog to a category and its articles; an add-on's quick view opened by
// keyboard, focus kept inside it, Escape closing it and focus back on its button. Axe on each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { reopenBeforeCloseEvent } from './support/dialog';
import { gotoReady } from './support/site-page';
import { expect, test } from './support/twin';
import { siteUrl } from './support/sites';

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test('the press page lists releases; a release opens on its own page and the breadcrumbs lead back', async ({ page }) => {
  // Two pages and an axe run on each.
  test.setTimeout(60_000);
  await gotoReady(page, siteUrl('trailmate', '/press/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Press');
  const releases = main.getByRole('article');
  expect(await releases.count()).toBeGreaterThan(1);
  await expect(releases.first()).toContainText('As featured in');
  expect(await seriousViolations(page)).toEqual([]);

  const link = releases.first().getByRole('heading', { level: 2 }).getByRole('link');
  const title = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/press\/[a-z0-9-]+\/$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(siteUrl('trailmate', href));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main.getByRole('article')).toContainText(/Published .+ · As featured in /);
  // The release's own text, not just its card's.
  expect((await main.getByRole('article').locator('.rich-text p').count())).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Press' }).click();
  await expect(page).toHaveURL(siteUrl('trailmate', '/press/'));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Press');
});

test('a blog category lists only its articles, marks itself among the categories and leads back to all articles', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoReady(page, siteUrl('trailmate', '/blog/'));
  const main = page.getByRole('main');
  const categories = main.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Gear' }).click();
  await expect(page).toHaveURL(siteUrl('trailmate', '/blog/category/gear/'));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Gear');
  await expect(categories.getByRole('link', { name: 'Gear' })).toHaveAttribute('aria-current', 'page');
  await expect(categories.getByRole('link', { name: 'Adventures' })).not.toHaveAttribute('aria-current', 'page');
  const cards = main.locator('article.card');
  expect(await cards.count()).toBeGreaterThan(0);
  // Every card is of this category.
  for (const meta of await cards.locator('.card__meta').allTextContents()) expect(meta).toMatch(/ · Gear$/);
  expect(await seriousViolations(page)).toEqual([]);

  await categories.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL(siteUrl('trailmate', '/blog/'));
});

test('an add-on\'s quick view opened again before its last close has been handled opens', async ({ page }) => {
  await gotoReady(page, siteUrl('trailmate', '/car-seat-covers/rover-hammock-extended-width/'));
  const button = page.getByRole('button', { name: 'Quick view: Rover Car Door Guard' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Rover Car Door Guard' });
  await expect(dialog).toBeVisible();
  await reopenBeforeCloseEvent(button);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
});

test('an add-on\'s quick view opens by keyboard, keeps focus inside, closes on Escape and is axe-clean', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoReady(page, siteUrl('trailmate', '/car-seat-covers/rover-hammock-extended-width/'));
  const button = page.getByRole('button', { name: 'Quick view: Rover Car Door Guard' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rover Car Door Guard' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Availability: /)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View product' })).toHaveAttribute('href', /rover-car-door-guard\/$/);
  // Opened as a modal: the rest of the page is inert while it is open.
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);

  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  const focusable = await dialog.locator('a[href], button').count();
  for (let i = 0; i < focusable + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(), `focus after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < focusable + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(), `focus after ${i + 1} Shift+Tab presses`).toBe(true);
  }
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Closed for the page too: it opens again, and its Close button closes it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
