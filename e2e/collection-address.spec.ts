// A collection's sort and filters live in its address on every collection: a small one (filtered in
// the browser) keeps them through a reload and Back/Forward, and a page opened on an address with a
// filter never shows a product outside it, from the built HTML's first paint to the results (the
// large collection through the search door, the small one in the browser).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { collectionProductHandles, productCard } from './support/catalogue';
import { recordShownResults, shownResults } from './support/earliest-results';
import { gotoReady, navigateInApp } from './support/site-page';
import { siteUrl } from './support/sites';
import { expect, test, type WorkerTwin } from './support/twin';

const SEARCH_KEYS = { 'x-algolia-application-id': 'TWINSEARCH0', 'x-algolia-api-key': 'twin0search0only0key000000000001' };
/** Trailmate's car seat covers: twelve products, one page, filtered in the browser. */
const SMALL = 'car-seat-covers';

const products = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Products' });
const titles = (page: Page) => products(page).getByRole('heading').allInnerTexts();
const sortSelect = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Sort by' });

/** The small collection's products priced from `min` up to (not including) `max`, dearest first (ties in the collection's order). */
function smallCollection(min: number, max: number, order: 'price-desc' | 'featured'): string[] {
  const cards = collectionProductHandles('trailmate', SMALL).map((handle) => productCard('trailmate', handle, 'USD'));
  const inBand = cards.filter((card) => card.price >= min && card.price < max);
  if (order === 'price-desc') inBand.sort((a, b) => b.price - a.price);
  return inBand.map((card) => card.title);
}

/** Every product of all-products the twin's products index finds for these filters, in the sort's order. */
async function allProductsMatching(twin: WorkerTwin, index: string, facetFilters: string[][], numericFilters: string[]): Promise<string[]> {
  const res = await twin.call<{ results: { hits: { title: string }[] }[] }>(
    'POST',
    '/1/indexes/*/queries',
    { requests: [{ indexName: index, query: '', hitsPerPage: 1000, facetFilters: [['collections:all-products'], ...facetFilters], numericFilters }] },
    SEARCH_KEYS,
  );
  expect(res.status).toBe(200);
  return res.body.results[0]!.hits.map((hit) => hit.title);
}

/** Holds that no list of products the page showed had one outside `allowed`. */
async function expectOnlyShown(page: Page, allowed: string[]): Promise<void> {
  const shown = await shownResults(page);
  expect(shown.length, 'the recorder saw the page').toBeGreaterThan(0);
  for (const list of shown) expect(list.filter((title) => !allowed.includes(title)), `shown: ${list.join(', ')}`).toEqual([]);
}

test.describe('collection state in the address', () => {
  test('a small collection keeps its sort and price filter through a reload, and Back and Forward move between them', async ({ page }) => {
    const all = smallCollection(0, Infinity, 'featured');
    const dearFirst = smallCollection(0, Infinity, 'price-desc');
    const midDearFirst = smallCollection(50, 100, 'price-desc');
    expect(midDearFirst.length).toBeGreaterThan(0);
    expect(midDearFirst.length).toBeLessThan(all.length);

    await gotoReady(page, siteUrl('trailmate', `/${SMALL}/`));
    await expect.poll(() => titles(page)).toEqual(all);

    await sortSelect(page).selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(siteUrl('trailmate', `/${SMALL}/?sort=price-desc`));
    await expect.poll(() => titles(page)).toEqual(dearFirst);
    await page.getByRole('radio', { name: '$50 to $100' }).check();
    await expect(page).toHaveURL(siteUrl('trailmate', `/${SMALL}/?sort=price-desc&price=50-100`));
    await expect.poll(() => titles(page)).toEqual(midDearFirst);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${midDearFirst.length} products`);

    await page.reload();
    await expect(sortSelect(page)).toHaveValue('price-desc');
    await expect(page.getByRole('radio', { name: '$50 to $100' })).toBeChecked();
    await expect.poll(() => titles(page)).toEqual(midDearFirst);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${midDearFirst.length} products`);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(siteUrl('trailmate', `/${SMALL}/?sort=price-desc`));
    await expect(page.getByRole('radio', { name: 'Any price' })).toBeChecked();
    await expect.poll(() => titles(page)).toEqual(dearFirst);
    await page.goBack();
    await expect(page).toHaveURL(siteUrl('trailmate', `/${SMALL}/`));
    await expect(sortSelect(page)).toHaveValue('featured');
    await expect.poll(() => titles(page)).toEqual(all);
    await page.goForward();
    await expect(sortSelect(page)).toHaveValue('price-desc');
    await expect.poll(() => titles(page)).toEqual(dearFirst);
    await page.goForward();
    await expect(page.getByRole('radio', { name: '$50 to $100' })).toBeChecked();
    await expect.poll(() => titles(page)).toEqual(midDearFirst);
  });

  test('a small collection opened on an address with a sort and filter shows only the filtered products, from the first paint on', async ({ page }) => {
    const midDearFirst = smallCollection(50, 100, 'price-desc');
    await recordShownResults(page);
    await page.goto(siteUrl('trailmate', `/${SMALL}/?sort=price-desc&price=50-100`));
    await expect.poll(() => titles(page)).toEqual(midDearFirst);
    await expect(sortSelect(page)).toHaveValue('price-desc');
    await expectOnlyShown(page, midDearFirst);
  });

  test('in the app, a link to a small collection with a sort and filter shows them at once, and Back and Forward show each page only in its own state', async ({ page }) => {
    const hammocks = collectionProductHandles('trailmate', 'dog-hammocks').map((handle) => productCard('trailmate', handle, 'USD').title);
    const midDearFirst = smallCollection(50, 100, 'price-desc');
    await recordShownResults(page);
    await page.goto(siteUrl('trailmate', '/dog-hammocks/'));
    await expect.poll(() => titles(page)).toEqual(hammocks);
    await navigateInApp(page, `/${SMALL}/?sort=price-desc&price=50-100`);
    await expect.poll(() => titles(page)).toEqual(midDearFirst);
    await page.goBack();
    await expect(page).toHaveURL(siteUrl('trailmate', '/dog-hammocks/'));
    await expect.poll(() => titles(page)).toEqual(hammocks);
    await page.goForward();
    await expect(page).toHaveURL(siteUrl('trailmate', `/${SMALL}/?sort=price-desc&price=50-100`));
    await expect.poll(() => titles(page)).toEqual(midDearFirst);
    // One document all along: every list it showed is one of the two pages in its own state (or the
    // start of one, while the HTML was still being parsed).
    const startOf = (list: string[], whole: string[]) => list.every((title, i) => whole[i] === title);
    const shown = await shownResults(page);
    expect(shown.filter((list) => !startOf(list, hammocks) && !startOf(list, midDearFirst))).toEqual([]);
  });

  test('the large collection opened on an address with a sort and filters shows a loading state, never the built first page, until the filtered results', async ({ page, twin }) => {
    const cheapCats = await allProductsMatching(twin, 'trailmate_en_products_price_desc', [['petType:cat']], ['prices.USD<=49.99']);
    expect(cheapCats.length).toBeGreaterThan(0);
    await recordShownResults(page);
    await page.goto(siteUrl('trailmate', '/all-products/?sort=price-desc&pet=cat&price=under-50'));
    await expect.poll(() => titles(page)).toEqual(cheapCats.slice(0, 12));
    await expect(page.getByRole('checkbox', { name: 'Cat' })).toBeChecked();
    await expectOnlyShown(page, cheapCats);
  });
});
