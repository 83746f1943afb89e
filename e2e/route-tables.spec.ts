// The match-paths and browser redirect tables load as their own chunks after first paint (they grow
// with the catalogue, so they stay out of the first load). Once loaded, the app resolves a missing
// page under a language prefix to that language's 404 and follows browser redirects without asking
// the server; before, the served page still renders as itself.
import type { Page } from '@playwright/test';
import { expect, test } from './support/twin';
import { SitePage, navigateInApp } from './support/site-page';
import { siteUrl } from './support/sites';
import { layoutString } from './support/strings';

/** Opens a page and waits until both table chunks have loaded. */
async function openWithTables(page: Page, path: string): Promise<void> {
  const tables = Promise.all([
    page.waitForResponse((response) => /\/match-paths-[0-9a-f]+\.js$/.test(response.url())),
    page.waitForResponse((response) => /\/browser-redirects-[0-9a-f]+\.js$/.test(response.url())),
  ]);
  await page.goto(siteUrl('trailmate', path));
  await tables;
}

test('the route tables are neither scripts nor preloads of a page: they load after it', async ({ page }) => {
  const response = await page.goto(siteUrl('trailmate', '/de/'));
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/(src|href)="\/(match-paths|browser-redirects)-[0-9a-f]+\.js"/);
  await openWithTables(page, '/de/');
});

test('in the app, a missing page under /de/ shows the German 404 once the tables have loaded', async ({ page }) => {
  const site = new SitePage(page, 'de');
  await openWithTables(page, '/de/');
  await navigateInApp(page, '/de/diese-seite-gibt-es-auch-nicht/');
  await expect(site.mainHeading()).toHaveText(layoutString('notFoundTitle', 'de'));
  expect(new URL(page.url()).pathname).toBe('/de/diese-seite-gibt-es-auch-nicht/');
});

test('in the app, a static page under /de/ is itself, not the catch-all 404', async ({ page }) => {
  const site = new SitePage(page, 'de');
  await openWithTables(page, '/de/');
  await navigateInApp(page, '/de/dog-hammocks/');
  await expect(site.mainHeading()).toBeVisible();
  await expect(site.mainHeading()).not.toHaveText(layoutString('notFoundTitle', 'de'));
});

test('in the app, a browser redirect is followed without the server once the tables have loaded', async ({ page }) => {
  await openWithTables(page, '/dog-coats/');
  await navigateInApp(page, '/car-seat-covers/stowe-hammock');
  await expect(page).toHaveURL(/\/dog-hammocks\/$/);
  await expect(new SitePage(page).mainHeading()).not.toHaveText(layoutString('notFoundTitle'));
});
