// Reviews are shown in the page's language only, with ratings in the locale's number format and a
// JSON-LD aggregate equal to what the page shows — in Chromium against the built trailmate site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { siteUrl } from './support/sites';
import { expect, test } from './support/twin';

const HANDLE = 'rover-hammock-extended-width';
const PATH = `/car-seat-covers/${HANDLE}/`;

type Review = { title: string; rating: number; language: string };

/** The product's reviews as the committed dataset holds them. */
function datasetReviews(handle: string): Review[] {
  const lines = readFileSync(join(__dirname, '..', 'content', 'catalogue-trailmate.ndjson'), 'utf8').split('\n').filter(Boolean);
  for (const line of lines) {
    const doc = JSON.parse(line) as { _type: string; store?: { slug?: { current?: string } }; reviews?: Review[] };
    if (doc._type === 'product' && doc.store?.slug?.current === handle) return doc.reviews ?? [];
  }
  throw new Error(`${handle} is not in the trailmate catalogue`);
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
  const reviews = datasetReviews(HANDLE);
  const german = reviews.filter((review) => review.language === 'de');
  const others = reviews.filter((review) => review.language !== 'de');

  test('the German product page shows only German reviews, "von 5 Sternen" with a decimal comma, and a JSON-LD aggregate equal to them', async ({ page }) => {
    expect(german.length).toBeGreaterThan(1);
    const average = Math.round((german.reduce((sum, r) => sum + r.rating, 0) / german.length) * 10) / 10;
    expect(Number.isInteger(average)).toBe(false);
    await page.goto(siteUrl('trailmate', `/de${PATH}`));
    const section = page.getByRole('region', { name: 'Bewertungen' });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(german.length);
    for (const review of german) await expect(section.getByRole('heading', { name: review.title, exact: true })).toBeVisible();
    for (const review of others) await expect(section.getByText(review.title, { exact: true })).toHaveCount(0);
    const written = String(average).replace('.', ',');
    await expect(section.getByText(`${written} von 5 Sternen · Basierend auf ${german.length} Bewertungen`, { exact: true })).toBeVisible();
    await expect(section.getByText(/\d\.\d von 5 Sternen/)).toHaveCount(0);
    const jsonLd = await productJsonLd(page);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: german.length });
    expect((jsonLd.review ?? []).map((review) => review.name).sort()).toEqual(german.map((review) => review.title).sort());
  });

  test('the US English product page shows no German, French or Dutch review', async ({ page }) => {
    const english = reviews.filter((review) => review.language === 'en');
    await page.goto(siteUrl('trailmate', PATH));
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
