// The site of a locale (its strings, menus, brand and services) is published once per locale, not in
// every page's data: the browser loads it before the page hydrates, keeps it for the next pages of the
// locale, loads another locale's when a link crosses to it, and a page whose locale file cannot be
// loaded stays as it was served.
import type { Page } from '@playwright/test';
import { expect, test } from './support/twin';
import { gotoReady, navigateInApp, waitForHydration } from './support/site-page';
import { fromNode } from './support/sites';

const LOCALE_SITE = /\/page-data\/locale-site\/([a-z-]+)\.json$/;

/** The locale files the page asks for, in order. */
function localeFileRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const locale = LOCALE_SITE.exec(new URL(request.url()).pathname)?.[1];
    if (locale) requested.push(locale);
  });
  return requested;
}

test('a page loads the site of its locale once, and the next pages of the locale use it without asking again', async ({ page }) => {
  const requested = localeFileRequests(page);
  await gotoReady(page, '/de/');
  expect(requested).toEqual(['de-de']);
  // The page's data carries its own context (as JSON text) and its locale, not the locale's site.
  const pageData = (await (await page.request.get(fromNode(new URL('/page-data/de/page-data.json', page.url()).toString()))).json()) as { result: { pageContext: { localeId: string; built: string } } };
  expect(pageData.result.pageContext.localeId).toBe('de-de');
  const context = JSON.parse(pageData.result.pageContext.built) as Record<string, unknown>;
  expect(context).toMatchObject({ template: 'home', localeId: 'de-de', pagePath: '/' });
  expect(context).not.toHaveProperty('site');

  // The cart island works in the page's language.
  await page.getByRole('button', { name: /Warenkorb/ }).first().click();
  await expect(page.getByRole('dialog', { name: /Warenkorb/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await navigateInApp(page, '/de/all-products/');
  await expect(page).toHaveURL(/\/de\/all-products\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.getByRole('button', { name: /Warenkorb/ }).first()).toBeVisible();
  expect(requested).toEqual(['de-de']);
});

test('a link inside the app to a page of another locale shows that page in its own language', async ({ page }) => {
  const requested = localeFileRequests(page);
  await gotoReady(page, '/');
  await expect(page.getByRole('button', { name: /^Cart/ }).first()).toBeVisible();
  await navigateInApp(page, '/be/fr/');
  await expect(page).toHaveURL(/\/be\/fr\/$/);
  await expect(page.getByRole('button', { name: /^Panier/ }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  expect(requested).toEqual(['en-us', 'fr-be']);
});

test('when the site of the locale cannot be loaded, the page stays as served: readable, its links plain links', async ({ page, network }) => {
  network.allow(/\/page-data\/locale-site\/en-us\.json failed/);
  // Gatsby does not start without it: the failed load is an unhandled rejection (error reporting hears of it).
  network.allow(/^uncaught: Failed to fetch$/);
  // A fault injected on the real path: the locale's file does not arrive.
  await page.route(LOCALE_SITE, (route) => route.abort('connectionrefused'));
  const requested = localeFileRequests(page);
  const gaveUp = page.waitForEvent('pageerror', { predicate: (error) => error.message === 'Failed to fetch' });
  await page.goto('/dog-coats/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Tried, and tried again, then given up on (the start's rejection): the page is not hydrated and nothing on it is blank.
  await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(3);
  await gaveUp;
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await expect(page.locator('main')).not.toBeEmpty();
  const link = page.locator('main a[href^="/"]').first();
  const href = await link.getAttribute('href');
  await page.unroute(LOCALE_SITE);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await waitForHydration(page);
});
