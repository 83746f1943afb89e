// In-app navigation on a built site: prefetching asks for each page's data once, Back and Forward
// each restore their own page's scroll position, Escape closes the mobile menu, the
// slow-navigation notice is set in the site's font, and a navigation is announced in the page's language.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { requestsInFlight, runClockPast } from './support/in-flight';
import { gotoReady } from './support/site-page';
import { expect, test } from './support/twin';
import { layoutString, layoutText } from './support/strings';

const HOME = '/';
const COLLECTION = '/dog-coats/';

async function scrollTo(page: Page, y: number): Promise<number> {
  await page.mouse.wheel(0, y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y / 2);
  // Wheel scrolling settles over a few frames: the position once it has not moved for 10 frames.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** A scroll depth past the first screen that puts a same-site link of main (a card: image and title) on screen. */
function depthWithLinkBelowFold(page: Page): Promise<number> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find((candidate) => {
      const top = candidate.getBoundingClientRect().top + window.scrollY;
      return top > 800 && candidate.innerText.trim() !== '';
    });
    if (!link) throw new Error('no link in main below the first screen');
    return Math.round(link.getBoundingClientRect().top + window.scrollY - 120);
  });
}

/** Accessible name of the first same-site link inside main that is on screen. */
function visibleMainLinkName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find((candidate) => {
      const box = candidate.getBoundingClientRect();
      return box.top > 80 && box.bottom < window.innerHeight - 20 && box.width > 0 && candidate.innerText.trim() !== '';
    });
    if (!link) throw new Error('no on-screen link in main');
    return link.innerText.trim();
  });
}

test('each page-data file is requested once while links are prefetched and hovered', async ({ page, twin }) => {
  void twin;
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/page-data.json')) requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
  });
  const inFlight = requestsInFlight(page, (request) => new URL(request.url()).pathname.endsWith('/page-data.json'));
  // The page's timers are the test's to advance: the loader's next prefetch batch runs on demand.
  await page.clock.install();
  await gotoReady(page, HOME);
  // Gatsby's loader prefetches on-screen links in batches of 4 every 3 s.
  await expect.poll(() => requests.size - 1, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const nav = page.getByRole('navigation', { name: layoutString('mainNavigation') });
  const links = nav.getByRole('link');
  for (let i = 0; i < Math.min(await links.count(), 4); i += 1) await links.nth(i).hover();
  // Past the next batch (3 s): whatever the loader would still ask for, it asks for now.
  await runClockPast(page, 3500, inFlight);
  const repeated = [...requests].filter(([, count]) => count > 1).map(([pathname, count]) => `${pathname} × ${count}`);
  expect(repeated, 'page-data files fetched more than once').toEqual([]);
});

test('Back restores the first page’s scroll position and Forward the second page’s', async ({ page, twin }) => {
  void twin;
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoReady(page, HOME);
  await page.waitForLoadState('networkidle');
  const first = await scrollTo(page, await depthWithLinkBelowFold(page));
  const name = await visibleMainLinkName(page);
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await expect(page).not.toHaveURL(/^http:\/\/[^/]+\/$/);
  const secondUrl = page.url();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForLoadState('networkidle');
  const second = await scrollTo(page, 500);
  expect(Math.abs(second - first), 'the two positions differ').toBeGreaterThan(100);

  await page.goBack();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'Back returns to the first page’s position' }).toBe(first);

  await page.goForward();
  await expect(page).toHaveURL(secondUrl);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'Forward returns to the second page’s position' }).toBe(second);

  await page.goBack();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'Back again still finds the first page’s position' }).toBe(first);
});

test('Back and Forward restore positions scrolled while the page was still starting', async ({ page, twin }) => {
  void twin;
  await page.setViewportSize({ width: 1280, height: 720 });
  // The shopper scrolls as soon as the page shows, before its code has started.
  await page.goto(HOME, { waitUntil: 'domcontentloaded' });
  const first = await scrollTo(page, await depthWithLinkBelowFold(page));
  await page.waitForLoadState('networkidle');
  const name = await visibleMainLinkName(page);
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await expect(page).not.toHaveURL(/^http:\/\/[^/]+\/$/);
  const secondUrl = page.url();
  const second = await scrollTo(page, 500);

  for (let round = 0; round < 2; round += 1) {
    await page.goBack();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: `Back (${round + 1}) returns to the first page’s position` }).toBe(first);
    await page.goForward();
    await expect(page).toHaveURL(secondUrl);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: `Forward (${round + 1}) returns to the second page’s position` }).toBe(second);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Escape closes the open mobile menu and returns focus to the menu button', async ({ page, twin }) => {
    void twin;
    await gotoReady(page, COLLECTION);
    const toggle = page.getByRole('button', { name: layoutString('toggleNavigationMenu') });
    const nav = page.getByRole('navigation', { name: layoutString('mainNavigation') });
    await expect(nav).toBeHidden();

    // Opened by tap: focus stays on the button.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link').first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('header').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Opened by keyboard, focus moved onto a menu link: Escape closes and focus goes back.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('the slow-navigation notice is set in the site’s font', async ({ page, twin }) => {
  void twin;
  // Every page-data request of the collection takes 3 s: prefetch and navigation alike.
  await page.route(`**/page-data${COLLECTION}page-data.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await gotoReady(page, HOME);
  const nav = page.getByRole('navigation', { name: layoutString('mainNavigation') });
  await nav.locator(`a[href="${COLLECTION}"]`).first().click();
  const notice = page.getByRole('status').filter({ hasText: layoutString('navigationDelayed') });
  await expect(notice).toBeVisible();
  const fonts = await page.evaluate(() => ({
    notice: getComputedStyle(document.getElementById('route-notice') as HTMLElement).fontFamily,
    site: getComputedStyle(document.querySelector('.site') as HTMLElement).fontFamily,
  }));
  expect(fonts.notice).toBe(fonts.site);
  await expect(page).toHaveURL(new RegExp(`${COLLECTION}$`));
  await expect(notice).toBeHidden();
});

test('a navigation is announced in the page’s language with the new page’s title: "Navigated to …", "Navigiert zu …"', async ({ page, twin }) => {
  void twin;
  for (const [prefix, language] of [['', 'en'], ['/de', 'de']] as const) {
    // The app's router takes links over once the page has hydrated; a click before that is a full page load.
    await gotoReady(page, `${prefix}${HOME}`);
    const nav = page.getByRole('navigation', { name: layoutString('mainNavigation', language) });
    const homeTitle = (await page.locator('#main h1').innerText()).trim();
    await nav.locator(`a[href="${prefix}${COLLECTION}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}${COLLECTION}$`));
    // The address changes as the router starts the navigation; the new page renders after it.
    await expect(page.locator('#main h1')).not.toHaveText(homeTitle);
    const title = (await page.locator('#main h1').innerText()).trim();
    await expect(page.locator('#route-announcer')).toHaveText(layoutText('navigatedTo', { pageTitle: title }, language));
  }
});
