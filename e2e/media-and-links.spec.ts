// Media that works offline and no dead ends: product videos play from the site with captions in
// the page's language, the first-aid guide downloads as a PDF — in Chromium against the built sites.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SITE_BRANDS } from '../scripts/static-server/brands';
import { actBeforeThePageRuns, gotoReady } from './support/site-page';
import { fromNode, type SiteBrand, siteUrl, siteUrlFromNode } from './support/sites';
import { expect, test } from './support/twin';

const HOMING_COLLAR = '/gps-collars/homing-go-gps-collar/';

/** English support cards of a brand's home page, from content/editorial-<brand>.ndjson. */
function supportCards(brand: SiteBrand): { _id: string; link?: { type?: string } }[] {
  return readFileSync(`content/editorial-${brand}.ndjson`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string; link?: { type?: string } })
    .filter((doc) => doc._type === 'supportCard' && doc.language === 'en');
}
/** Brands whose content has support cards (their home pages show them). */
function brandsWithSupportCards(): SiteBrand[] {
  return SITE_BRANDS.filter((brand) => supportCards(brand).length > 0);
}
/** Cards the home page links (disabled cards render without a link). */
function supportCardCount(brand: SiteBrand): number {
  return supportCards(brand).filter((card) => card.link?.type !== 'disable').length;
}
const GERMAN_HAMMOCK = '/de/car-seat-covers/rover-hammock/';

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Opens the product's video dialog and returns the video element's locator. */
async function openVideo(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  // The video's dialog (an EU page may also show the consent banner, a dialog of its own).
  const dialog = page.getByRole('dialog').filter({ has: page.locator('video') });
  await expect(dialog).toBeVisible();
  return dialog.locator('video');
}

test.describe('product videos', () => {
  test('a product video plays from the site (currentTime advances) and its captions track loads', async ({ page }) => {
    await gotoReady(page, siteUrl('homing', HOMING_COLLAR));
    const video = await openVideo(page, /^Play video: See the Homing Go GPS Collar in action/);
    const src = await video.getAttribute('src');
    expect(src).toBe('/media/homing/homing-go-gps-collar.webm');
    const response = await page.request.get(siteUrlFromNode('homing', src!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('video/webm');
    const start = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      return element.currentTime;
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(start + 0.3);
    const played = await video.evaluate((element: HTMLVideoElement) => ({ duration: element.duration, width: element.videoWidth }));
    expect(played.duration).toBeCloseTo(3, 0);
    expect(played.width).toBe(320);
    const track = video.locator('track');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect.poll(() => track.evaluate((t: HTMLTrackElement) => ({ ready: t.readyState, cues: t.track.cues?.length ?? 0 }))).toEqual({ ready: 2, cues: 2 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('pressing Play video starts playback with sound, the whole player in view and focused', async ({ page }) => {
    // A short window: the dialog's player would end below the fold.
    await page.setViewportSize({ width: 1024, height: 560 });
    await gotoReady(page, siteUrl('trailmate', GERMAN_HAMMOCK));
    const video = await openVideo(page, /^Video abspielen: Rover Hängematte im Einsatz/);
    // Nothing but the press: the test never calls play().
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3), { timeout: 5000 }).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await expect(video).toBeFocused();
    await expect(video).toBeInViewport({ ratio: 1 });
    const tracks = video.locator('track');
    await expect(tracks.first()).toHaveAttribute('srclang', 'de');
    expect(await tracks.first().evaluate((t: HTMLTrackElement) => t.default)).toBe(true);
  });

  test("captions: one track per language of the brand, the page's language is the default", async ({ page }) => {
    await gotoReady(page, siteUrl('trailmate', GERMAN_HAMMOCK));
    const video = await openVideo(page, /^Video abspielen: Rover Hängematte im Einsatz/);
    const tracks = video.locator('track');
    await expect(tracks).toHaveCount(6);
    await expect(tracks.first()).toHaveAttribute('srclang', 'de');
    await expect(tracks.first()).toHaveAttribute('label', 'Deutsch');
    expect(await tracks.first().evaluate((t: HTMLTrackElement) => t.default)).toBe(true);
    await expect
      .poll(() => tracks.first().evaluate((t: HTMLTrackElement) => Array.from(t.track.cues ?? []).map((c) => (c as VTTCue).text)))
      .toEqual(['Rover Hängematte im Einsatz', 'Rover Hängematte · Trailmate']);
  });

  test('a product without a video shows no video lockup', async ({ page }) => {
    await page.goto(siteUrl('homing', '/chargers/homing-car-charger/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0);
    await expect(page.locator('video, .video-lockup')).toHaveCount(0);
  });
});

test.describe('first-aid guide download', () => {
  for (const { brand, path, name } of [
    { brand: 'homing' as const, path: '/first-aid-guide/', name: /^Download the guide \(PDF, (\d+) kB\)$/ },
    { brand: 'trailmate' as const, path: '/de/first-aid-guide/', name: /^Leitfaden herunterladen \(PDF, (\d+) kB\)$/ },
  ]) {
    test(`the ${brand} guide ${path} downloads as a PDF in the page's language, its size shown`, async ({ page }) => {
      await page.goto(siteUrl(brand, path));
      const link = page.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(page.getByRole('button', { name: /Print this guide|Diesen Leitfaden drucken/ })).toBeVisible();
      const shownKb = Number((await link.textContent())!.match(/(\d+) kB/)![1]);
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/downloads\/first-aid-guide-(en|de)\.pdf$/);
      const response = await page.request.get(siteUrlFromNode(brand, href));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.length).toBeGreaterThan(5000);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Math.abs(shownKb - body.length / 1000)).toBeLessThanOrEqual(1);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^first-aid-guide-(en|de)\.pdf$/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('no dead ends', () => {
  for (const brand of brandsWithSupportCards()) {
    test(`${brand}: every support card on the home page leads to a built page (200, not the 404 page); the manuals card opens the manuals page`, async ({ page }) => {
      await gotoReady(page, siteUrl(brand, '/'));
      const section = page.getByRole('region', { name: 'How can we help?' }).or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'How can we help?' }) }));
      const links = section.first().getByRole('link');
      await expect(links).toHaveCount(supportCardCount(brand));
      const hrefs: string[] = [];
      for (let n = 0; n < (await links.count()); n++) hrefs.push((await links.nth(n).getAttribute('href'))!);
      for (const href of hrefs) {
        expect(href, href).toMatch(/^\//);
        const response = await page.request.get(siteUrlFromNode(brand, href));
        expect(response.status(), href).toBe(200);
        expect(await response.text(), href).not.toContain('<title>Page not found');
      }
      await expect(section.first().getByRole('link', { name: /Your orders/ })).toHaveAttribute('href', '/account/orders/');

      await section.first().getByRole('link', { name: /Product manuals/ }).click();
      await expect(page).toHaveURL(siteUrl(brand, '/manuals/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Product manuals' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/^[1-9]\d* manuals?$/);

      await page.goto(siteUrl(brand, '/shipping/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
    });
  }

  test('social links point at hosts the brand config allow-lists and have accessible names and drawn icons', async ({ page }) => {
    const brand = JSON.parse(readFileSync('brands/homing/brand.json', 'utf8')) as { externalHosts: string[] };
    await page.goto(siteUrl('homing', '/'));
    const links = page.getByRole('contentinfo').locator('.site-footer__social a');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(brand.externalHosts).toContain(new URL(href).hostname);
      expect((await link.getAttribute('aria-label'))?.trim().length, href).toBeGreaterThan(2);
      await expect(link.locator('svg text')).toHaveCount(0);
      await expect(link.locator('svg path, svg rect, svg circle').first()).toBeAttached();
    }
    await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
  });
});

test.describe('customer care per market', () => {
  test('the US contact page shows the North American line with the spec hours; the German page the European line in German', async ({ page }) => {
    await page.goto(siteUrl('trailmate', '/contact-us/'));
    const us = page.locator('section[aria-labelledby="customer-care"]');
    await expect(us.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
    await expect(us).toContainText('Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET');

    await page.goto(siteUrl('trailmate', '/de/contact-us/'));
    const de = page.locator('section[aria-labelledby="customer-care"]');
    await expect(de.getByRole('link', { name: '+44 20 7946 0142' })).toHaveAttribute('href', 'tel:+442079460142');
    await expect(de).toContainText('Öffnungszeiten: Mo.–Fr. 9–17 Uhr MEZ');
    await expect(de).not.toContainText('1-800');
    await expect(de).not.toContainText(' ET');
  });
});

test.describe('product pictures per colour', () => {
  test('choosing another colour shows that colour’s picture first; the gallery keeps the others', async ({ page }) => {
    await page.goto(siteUrl('trailmate', '/dog-coats/trail-dog-boots/'));
    const gallery = page.getByRole('group', { name: 'Product images' });
    await expect(gallery.locator('img').first()).toHaveAttribute('alt', 'Trail Dog Boots, product photo');
    await page.getByRole('radio', { name: 'Red' }).check();
    await expect(gallery.locator('img').first()).toHaveAttribute('alt', 'Trail Dog Boots in Red');
    await expect(gallery.locator('img[alt="Trail Dog Boots, product photo"]')).toHaveCount(1);
    await page.getByRole('radio', { name: 'Black' }).check();
    await expect(gallery.locator('img').first()).toHaveAttribute('alt', 'Trail Dog Boots, product photo');
    expect(await seriousViolations(page, '.product')).toEqual([]);
  });

  test('a colour chosen on the served page before its code has run is the one shown once it runs', async ({ page }) => {
    const gallery = page.getByRole('group', { name: 'Product images' });
    await actBeforeThePageRuns(page, siteUrl('trailmate', '/dog-coats/trail-dog-boots/'), () => page.getByRole('radio', { name: 'Red' }).check());
    await expect(page.getByRole('radio', { name: 'Red' })).toBeChecked();
    await expect(gallery.locator('img').first()).toHaveAttribute('alt', 'Trail Dog Boots in Red');
    await expect(page).toHaveURL(/[?&]variant=/);
  });
});

test.describe('favicon', () => {
  test("each brand's pages name its favicon, and the browser gets every form of it", async ({ page, request }) => {
    const icons = new Set<string>();
    for (const brand of SITE_BRANDS) {
      await page.goto(siteUrl(brand, '/'));
      const hrefs = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      );
      expect(hrefs.map((href) => new URL(href).pathname).sort()).toEqual(['/apple-touch-icon.png', '/favicon.ico', '/favicon.svg']);
      for (const href of hrefs) {
        const response = await request.get(fromNode(href));
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toMatch(/^image\/(png|x-icon|svg\+xml)/);
      }
      // Browsers that ignore <link rel="icon"> ask for /favicon.ico by name.
      icons.add((await (await request.get(siteUrlFromNode(brand, '/favicon.ico'))).body()).toString('base64'));
    }
    expect(icons.size).toBe(SITE_BRANDS.length);
  });
});

test.describe('product manuals', () => {
  test('yardwise: the manuals card opens the manuals page; typing a product name finds its manual, whose PDF answers 200; another language and the empty state; keyboard and axe', async ({ page }) => {
    await gotoReady(page, siteUrl('yardwise', '/'));
    await page.getByRole('link', { name: /Product manuals/ }).first().click();
    await expect(page).toHaveURL(siteUrl('yardwise', '/manuals/'));
    const main = page.getByRole('main');
    const manuals = main.locator('.manuals').getByRole('listitem');
    // The page ships its English manuals as HTML.
    await expect(manuals.first()).toBeVisible();
    const english = await manuals.count();
    expect(english).toBeGreaterThan(3);

    const search = main.getByRole('searchbox', { name: 'Search by product name' });
    await search.focus();
    await page.keyboard.type('scout');
    await expect(manuals).toHaveCount(1);
    await expect(main.getByRole('status')).toHaveText('1 manual');
    const manual = manuals.first();
    await expect(manual.getByRole('heading', { name: 'Scout Remote Training Collar' })).toBeVisible();
    await expect(manual).toContainText('English');
    const link = manual.getByRole('link', { name: "Scout Remote Training Collar – Owner's manual" });
    await expect(link).toHaveAttribute('href', '/media/yardwise/scout-remote-training-collar-manual.en.pdf');
    const response = await page.request.get(siteUrlFromNode('yardwise', '/media/yardwise/scout-remote-training-collar-manual.en.pdf'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain("(Scout Remote Training Collar \x96 Owner's manual) Tj");
    expect(await seriousViolations(page)).toEqual([]);

    // The language filter comes next by keyboard; French shows the French manual of the same product.
    await page.keyboard.press('Tab');
    const language = main.getByRole('combobox', { name: 'Manual language' });
    await expect(language).toBeFocused();
    await language.selectOption({ label: 'French' });
    await expect(manuals).toHaveCount(1);
    await expect(manual).toContainText('French');
    await expect(manual.getByRole('link', { name: /^Collier de dressage à distance Scout – Notice d'utilisation$/ })).toHaveAttribute('href', '/media/yardwise/scout-remote-training-collar-manual.fr.pdf');
    await page.keyboard.press('Tab');
    await expect(manual.getByRole('link')).toBeFocused();

    await search.fill('hammock');
    await expect(main.getByRole('status')).toHaveText('No manuals match your search.');
    await expect(manuals).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await search.fill('');
    await language.selectOption({ label: 'All languages' });
    await expect(manuals).toHaveCount(english * 2);
  });
});
