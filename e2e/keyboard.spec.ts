// Keyboard-only use: Tab from the top reaches the skip link, the header links, the
// country/location picker and the footer links, each with a visible focus indicator; the picker
// changes market from the keyboard and keeps the page.
import { expect, test } from './support/twin';
import { gotoReady, SitePage, type FocusInfo } from './support/site-page';

const PAGE = '/dog-hammocks/';
const MAX_TABS = 250;

test('Tab from the top reaches skip link, header links, picker and footer links with visible focus', async ({ page }) => {
  const site = new SitePage(page);
  await gotoReady(page, PAGE);
  await expect(site.mainHeading()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const first = await site.tab();
  expect(first.text, 'the first Tab stop is the skip link').toBe(await site.skipLink().innerText());
  expect(first.focusVisible && first.hasFocusStyle, 'the skip link shows focus').toBe(true);
  await expect(site.skipLink()).toBeVisible();

  const stops: FocusInfo[] = [first];
  for (let i = 0; i < MAX_TABS; i += 1) {
    const info = await site.tab();
    if (info.tag === 'body' || (info.href !== null && info.href === first.href && info.text === first.text)) break;
    stops.push(info);
  }

  const headerLinks = stops.filter((stop) => stop.inHeader && stop.tag === 'a');
  const picker = stops.find((stop) => stop.isPicker);
  const footerLinks = stops.filter((stop) => stop.inFooter && stop.tag === 'a');
  expect(headerLinks.length, 'header links are reachable').toBeGreaterThan(0);
  // The stops reached, named in the message: a walk that ended early shows where.
  const walked = stops.map((stop) => `${stop.tag} ${stop.text}`).join(' | ');
  expect(picker, `the country/location picker is reachable (the ${stops.length} stops: ${walked})`).toBeTruthy();
  expect(footerLinks.length, 'footer links are reachable').toBeGreaterThan(0);
  const unseen = [...headerLinks, ...footerLinks, picker as FocusInfo].filter((stop) => !stop.hasFocusStyle);
  expect(unseen.map((stop) => `${stop.tag} ${stop.text}`), 'every stop shows focus').toEqual([]);
});

test('the picker moves to the same page in another market using only the keyboard', async ({ page }) => {
  const site = new SitePage(page);
  await gotoReady(page, PAGE);
  await page.waitForLoadState('networkidle');

  let info = await site.tab();
  for (let i = 0; i < MAX_TABS && !info.isPicker && info.tag !== 'body'; i += 1) info = await site.tab();
  expect(info.isPicker, 'the picker takes focus from the keyboard').toBe(true);

  if (info.tag === 'select') {
    await page.keyboard.press('ArrowDown');
  } else {
    // A disclosure or menu button: open it, then Tab to the first other market and follow it.
    await page.keyboard.press('Enter');
    let target = await site.tab();
    for (let i = 0; i < 40 && !(target.tag === 'a' && target.href?.endsWith(PAGE) && target.href !== PAGE); i += 1) {
      target = await site.tab();
    }
    expect(target.href, 'a link to the same page in another market').toMatch(/\/dog-hammocks\/$/);
    await page.keyboard.press('Enter');
  }
  await expect(page).not.toHaveURL(/^http:\/\/[^/]+\/dog-hammocks\/$/);
  await expect(page).toHaveURL(/\/[a-z]{2}(-[a-z]{2})?(\/[a-z]{2})?\/dog-hammocks\/$/);
  await expect(site.mainHeading()).toBeVisible();
});
