// Reviews are shown in the page's language only, newest first, with ratings in the locale's number format,
// dates written in that language, and a JSON-LD aggregate equal to what the page shows — in Chromium
// against the built trailmate site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { productPath } from '../src/lib/paths';
import { siteUrl } from './support/sites';
import { expect, test } from './support/twin';

type Review = { title: string; rating: number; language: string; date: string };
type ProductDoc = { _type: string; store?: { slug?: { current?: string }; productType?: string }; pathPrefix?: string; canBeShown?: boolean; reviews?: Review[] };

/** The trailmate products as the committed dataset holds them. */
function datasetProducts(): ProductDoc[] {
  const lines = readFileSync(join(__dirname, '..', 'content', 'catalogue-trailmate.ndjson'), 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line) as ProductDoc).filter((doc) => doc._type === 'product' && doc.canBeShown !== false);
}

const ENGLISH_HANDLE = 'rover-hammock-extended-width';
const average = (reviews: Review[]) => Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
const inGerman = (doc: ProductDoc) => (doc.reviews ?? []).filter((review) => review.language === 'de');

/** The dataset's product with three or more German reviews averaging 3.3 (the "3,3 von 5 Sternen"). */
function productRatedThreePointThree(): { path: string; reviews: Review[] } {
  const doc = datasetProducts().find((candidate) => inGerman(candidate).length >= 3 && average(inGerman(candidate)) === 3.3);
  if (!doc) throw new Error('content/catalogue-trailmate.ndjson has no product with three German reviews averaging 3.3');
  const path = productPath({ handle: doc.store?.slug?.current, productType: doc.store?.productType, pathPrefix: doc.pathPrefix });
  if (!path) throw new Error('the product rated 3.3 has no handle');
  return { path, reviews: doc.reviews ?? [] };
}

/** The Product JSON-LD of the page. */
async function productJsonLd(page: Page): Promise<{ aggregateRating?: { ratingValue: number; reviewCount: number }; review?: { name: string }[] }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of blocks) {
    const parsed = JSON.parse(block) as unknown;
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      const graph = (item as { '@graph'?: unknown[] })['@graph'] ?? [item];
      const product = graph.find((entry) => (entry as { '@type'?: string })['@type'] === 'Product');
      if (product) return product as never;
    }
  }
  throw new Error('no Product JSON-LD on the page');
}

test.describe('reviews in the page language', () => {
  const { path: PATH, reviews } = productRatedThreePointThree();
  const german = reviews.filter((review) => review.language === 'de');
  const others = reviews.filter((review) => review.language !== 'de');

  test('a German product page shows only German reviews, newest first, with "3,3 von 5 Sternen", German dates, and a JSON-LD aggregate equal to them', async ({ page }) => {
    expect(german.length).toBeGreaterThanOrEqual(3);
    expect(average(german)).toBe(3.3);
    await page.goto(siteUrl('trailmate', `/de${PATH}`));
    const section = page.getByRole('region', { name: 'Bewertungen' });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(german.length);
    // Newest first, whatever order the content keeps them in.
    const newestFirst = [...german].sort((a, b) => b.date.localeCompare(a.date));
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((review) => review.title));
    for (const review of others) await expect(section.getByText(review.title, { exact: true })).toHaveCount(0);
    await expect(section.getByText(`3,3 von 5 Sternen · Basierend auf ${german.length} Bewertungen`, { exact: true })).toBeVisible();
    await expect(section.getByText(/\d\.\d von 5 Sternen/)).toHaveCount(0);
    // Dates in German words ("17. April 2026"), written independently of the site's formatter.
    const germanDates = newestFirst.map((review) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(review.date)));
    expect(germanDates.every((date) => /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/.test(date))).toBe(true);
    await expect(section.locator('time')).toHaveText(germanDates, { useInnerText: true });
    const jsonLd = await productJsonLd(page);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 3.3, reviewCount: german.length });
    expect((jsonLd.review ?? []).map((review) => review.name).sort()).toEqual(german.map((review) => review.title).sort());
  });

  test('the US English product page shows no German, French or Dutch review', async ({ page }) => {
    // A product with reviews in English and in other languages.
    const mixed = datasetProducts().find((doc) => doc.store?.slug?.current === ENGLISH_HANDLE);
    if (!mixed) throw new Error(`${ENGLISH_HANDLE} is not in the trailmate catalogue`);
    const reviews = mixed.reviews ?? [];
    const english = reviews.filter((review) => review.language === 'en');
    expect(english.length).toBeGreaterThan(0);
    expect(reviews.length).toBeGreaterThan(english.length);
    await page.goto(siteUrl('trailmate', `/car-seat-covers/${ENGLISH_HANDLE}/`));
    const section = page.getByRole('region', { name: 'Reviews' });
    await expect(section.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(english.length);
    if (english.length > 1) await expect(section.getByText(`Based on ${english.length} reviews`)).toBeVisible();
    for (const review of reviews.filter((r) => ['de', 'fr', 'nl'].includes(r.language))) {
      await expect(section.getByText(review.title, { exact: true })).toHaveCount(0);
    }
    const jsonLd = await productJsonLd(page);
    if (english.length) expect(jsonLd.aggregateRating?.reviewCount).toBe(english.length);
    else expect(jsonLd.aggregateRating).toBeUndefined();
  });

  test('a German product page has no serious or critical axe violations', async ({ page }) => {
    await page.goto(siteUrl('trailmate', `/de${PATH}`));
    await expect(page.getByRole('region', { name: 'Bewertungen' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

test.describe('each brand introduces itself', () => {
  for (const { brand, path, link, heading } of [
    { brand: 'trailmate' as const, path: '/', link: 'About us', heading: 'About Trailmate' },
    { brand: 'trailmate' as const, path: '/de/', link: 'Über uns', heading: 'Über Trailmate' },
    { brand: 'yardwise' as const, path: '/fr/', link: 'À propos', heading: 'À propos de Yardwise' },
    { brand: 'homing' as const, path: '/', link: 'About us', heading: 'About Homing' },
  ]) {
    test(`${brand} ${path}: the footer's "${link}" opens the about page in the page's language`, async ({ page }) => {
      await page.goto(siteUrl(brand, path));
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(siteUrl(brand, `${path}about/`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});
