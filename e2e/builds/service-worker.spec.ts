// The service worker through the real network path: a site served from a folder of its own (so a
// new build can be published into it under an open tab) with a twin of its own that allows it.
// Offline (the browser's network switched off): a visited page opens from the device, another page
// shows the offline page in its language. A new build published under an open tab: the next in-site
// navigation lands on the new build's page after one reload, and the tab offers the new version with
// a Reload button in the page's language, which loads it once.
import AxeBuilder from '@axe-core/playwright';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createStaticServer, listen } from '../../scripts/static-server/server';
import { launchTwin, type LaunchedTwin } from '../../shared/twin-process';
import { compilationHash, nextBuild, NEXT_BUILD_SUFFIX, publish } from '../support/next-build';
import { cartString, layoutString, offlineString } from '../support/strings';
import { expect, freePort, test } from '../support/twin';

const BRAND = 'trailmate';

test.describe.configure({ mode: 'serial' });
// The other specs run with requests bypassing the worker (playwright.config.ts); here it works.
test.use({ serviceWorkers: 'allow' });

let servedDir = '';
let siteUrl = '';
let server: http.Server | null = null;
let twin: LaunchedTwin | null = null;
let next = '';


test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  next = await nextBuild(BRAND);
  servedDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sw-site-')), BRAND);
  const port = await freePort();
  siteUrl = `http://${BRAND}.localhost:${port}`;
  twin = await launchTwin({ reset: true, rateLimit: 0, env: { TWIN_SITE_ORIGINS: siteUrl }, timeoutMs: 60_000 });
  server = createStaticServer({ root: (cpSync(path.join('dist', BRAND), servedDir, { recursive: true }), servedDir), twinOrigin: twin.url });
  await listen(server, port);
});

test.afterAll(async () => {
  server?.close();
  server?.closeAllConnections();
  await twin?.stop();
  if (servedDir) rmSync(path.dirname(servedDir), { recursive: true, force: true });
});

/** Opens a page of the served site and waits until the worker controls it. */
async function openControlled(page: Page, pathname: string): Promise<void> {
  await page.goto(siteUrl + pathname);
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', /offline-ready|activated/, { timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('offline, a visited page opens from the device and another page shows the offline page in its language', async ({ page, context, network }) => {
  network.allow(/ERR_INTERNET_DISCONNECTED/);
  await openControlled(page, '/');
  // Visited once the worker runs: a collection in English and in German.
  for (const pathname of ['/dog-hammocks/', '/de/dog-hammocks/']) {
    await page.goto(siteUrl + pathname);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated: the page's data has been fetched (through the worker), not cut off by the next visit.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  }
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  // An account page visited too: the worker keeps neither it nor its page data, nor any call to another origin.
  await page.goto(siteUrl + '/account/login/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cached = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
  // The worker stores an answer after handing it to the page, so the cache is read until it has.
  await expect.poll(cached).toEqual(expect.arrayContaining([siteUrl + '/de/dog-hammocks/', siteUrl + '/page-data/de/dog-hammocks/page-data.json']));
  const kept = await cached();
  expect(kept.filter((url) => /\/account\//.test(url) || !url.startsWith(siteUrl))).toEqual([]);
  await page.goto(siteUrl + '/de/dog-hammocks/');
  // The page's code loaded after first paint (the consent dialog of this market among it) is in before the network goes.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto(siteUrl + '/de/dog-hammocks/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading ?? '');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  // The visited account page is not on the device: the worker leaves it to the (missing) network.
  await expect(page.goto(siteUrl + '/account/login/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await page.waitForURL(/^chrome-error:/);
  await page.goto(siteUrl + '/de/about/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineString('offlineTitle', 'de'));
  await expect(page.getByText(offlineString('offlineText', 'de'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const blocking = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => v.id)).toEqual([]);

  await page.goto(siteUrl + '/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineString('offlineTitle', 'en'));

  // Back online, Try again loads the page itself.
  await context.setOffline(false);
  await page.getByRole('link', { name: cartString('tryAgain', 'en') }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(offlineString('offlineTitle', 'en'));
  expect(page.url()).toBe(siteUrl + '/blog/');
});

test('a new build published under an open tab: one reload to the new page, then the update offered in the page\'s language and loaded once', async ({ page }) => {
  test.setTimeout(120_000);
  await openControlled(page, '/de/');
  // The shopper browses the old build with the worker running (its page data and app data pass through it).
  const nav = page.getByRole('navigation', { name: layoutString('mainNavigation', 'de') });
  const first = new URL((await nav.getByRole('link').nth(1).getAttribute('href')) ?? '/', siteUrl).pathname;
  await nav.getByRole('link').nth(1).click();
  await page.waitForURL(siteUrl + first);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const served = compilationHash(servedDir);
  expect(await page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash)).toBe(served);
  // Every document the tab loads from now on (a reload loop would show here).
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  publish(next, servedDir);
  const published = compilationHash(servedDir);
  expect(published, 'the next build differs from the served one').not.toBe(served);

  // An in-site link of the old build's page: Gatsby finds the new build and reloads once, on the new page.
  const link = nav.getByRole('link').first();
  const target = new URL((await link.getAttribute('href')) ?? '/', siteUrl).pathname;
  await link.click();
  await page.waitForURL(siteUrl + target);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { ___webpackCompilationHash?: string }).___webpackCompilationHash)).toBe(published);
  await expect(page.getByRole('link', { name: layoutString('skipToContent', 'de') + NEXT_BUILD_SUFFIX })).toBeAttached();
  expect(loads).toEqual([siteUrl + target]);

  // The new build's worker waits; the page offers it in German.
  const notice = page.getByRole('status').filter({ hasText: offlineString('updateReady', 'de') });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'update-ready');
  const blocking = (await new AxeBuilder({ page }).include('#update-notice').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => v.id)).toEqual([]);

  const reload = notice.getByRole('button', { name: offlineString('updateReload', 'de') });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => loads.length).toBe(2);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', /offline-ready|activated/);
  await expect(notice).toBeHidden();
  // No loop: once the new worker controls the page and none waits or installs behind it, nothing is
  // left to reload the page, and it has loaded twice only.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(navigator.serviceWorker.controller && registration?.active && !registration.waiting && !registration.installing);
      }),
    )
    .toBe(true);
  expect(loads).toEqual([siteUrl + target, siteUrl + target]);
});

