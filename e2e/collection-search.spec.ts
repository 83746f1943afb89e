// A collection larger than one page (product list filters, pagination and collection
// sorts): the built HTML holds the first page; sort, Pet Type and Price filters and pages query the
// search door (the twin's products index filtered to the collection), live in the address, and Back
// restores them; no results, an outage with the page's own products still sorted and filtered, and
// a retry once search is back; the search code loads only once the controls are used.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { gotoReady } from './support/site-page';
import { siteUrl } from './support/sites';
import { expect, test, type WorkerTwin } from './support/twin';

const SEARCH_KEYS = { 'x-algolia-application-id': 'TWINSEARCH0', 'x-algolia-api-key': 'twin0search0only0key000000000001' };
const COLLECTION = '/all-products/';
const PAGE_SIZE = 12;

interface Answer {
  nbHits: number;
  nbPages: number;
  hits: { title: string }[];
}

/** The twin's answer for the collection with these parameters. */
async function collectionQuery(twin: WorkerTwin, index: string, params: { facetFilters?: string[][]; numericFilters?: string[]; page?: number } = {}): Promise<Answer> {
  const res = await twin.call<{ results: Answer[] }>(
    'POST',
    '/1/indexes/*/queries',
    { requests: [{ indexName: index, query: '', hitsPerPage: PAGE_SIZE, ...params, facetFilters: [['collections:all-products'], ...(params.facetFilters ?? [])] }] },
    SEARCH_KEYS,
  );
  expect(res.status).toBe(200);
  const [answer] = res.body.results;
  if (!answer) throw new Error(`${index} answered no result`);
  return answer;
}

const products = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Products' });
const titles = (page: Page) => products(page).getByRole('heading').allInnerTexts();
const status = (page: Page) => page.getByRole('main').getByRole('status');
const pages = (page: Page) => page.getByRole('main').getByRole('navigation', { name: 'Pagination' });

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test.describe('trailmate collection larger than one page', () => {
  test.beforeEach(async ({ twin }) => {
    // Build the index before the page's first query (a cold index on a busy machine is slow).
    await collectionQuery(twin, 'trailmate_en_products');
  });

  test('the built HTML holds the first page; no search code loads until the controls are used', async ({ page, browser, twin }) => {
    const all = await collectionQuery(twin, 'trailmate_en_products');
    expect(all.nbPages).toBeGreaterThan(1);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(siteUrl('trailmate', COLLECTION));
      await expect(products(plain).getByRole('listitem')).toHaveCount(PAGE_SIZE);
      await expect(status(plain)).toHaveText(`${all.nbHits} products`);
    } finally {
      await noScript.close();
    }

    const loaded: string[] = [];
    page.on('request', (r) => {
      if (/\/collection-search-[^/]*\.js$/.test(r.url())) loaded.push(r.url());
    });
    await gotoReady(page, siteUrl('trailmate', COLLECTION));
    await page.waitForLoadState('networkidle');
    await expect(products(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await expect(status(page)).toHaveText(`${all.nbHits} products`);
    await expect(pages(page).getByText('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(loaded).toEqual([]);
    await expectNoSeriousAxeViolations(page);

    await pages(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/all-products\/\?page=2$/);
    const second = await collectionQuery(twin, 'trailmate_en_products', { page: 1 });
    await expect.poll(() => titles(page)).toEqual(second.hits.map((h) => h.title));
    expect(loaded.length).toBeGreaterThan(0);
  });

  test('sort, Pet Type and Price filters and pages follow the search door and the address; Back restores them', async ({ page, twin }) => {
    await gotoReady(page, siteUrl('trailmate', COLLECTION));
    await page.waitForLoadState('networkidle');

    await page.getByRole('checkbox', { name: 'Cat' }).check();
    await expect(page).toHaveURL(/\?pet=cat$/);
    const cats = await collectionQuery(twin, 'trailmate_en_products', { facetFilters: [['petType:cat']] });
    expect(cats.nbPages).toBeGreaterThan(1);
    await expect(status(page)).toHaveText(`${cats.nbHits} products`);
    await expect.poll(() => titles(page)).toEqual(cats.hits.map((h) => h.title));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/\?sort=price-desc&pet=cat$/);
    const dear = await collectionQuery(twin, 'trailmate_en_products_price_desc', { facetFilters: [['petType:cat']] });
    await expect.poll(() => titles(page)).toEqual(dear.hits.map((h) => h.title));

    await pages(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?sort=price-desc&pet=cat&page=2$/);
    const dearPage2 = await collectionQuery(twin, 'trailmate_en_products_price_desc', { facetFilters: [['petType:cat']], page: 1 });
    await expect.poll(() => titles(page)).toEqual(dearPage2.hits.map((h) => h.title));
    await expect(pages(page).getByText('Page 2')).toHaveAttribute('aria-current', 'page');

    await page.getByRole('radio', { name: 'Under $50' }).check();
    await expect(page).toHaveURL(/\?sort=price-desc&pet=cat&price=under-50$/);
    const cheap = await collectionQuery(twin, 'trailmate_en_products_price_desc', { facetFilters: [['petType:cat']], numericFilters: ['prices.USD<=49.99'] });
    await expect(status(page)).toHaveText(`${cheap.nbHits} products`);
    await expect.poll(() => titles(page)).toEqual(cheap.hits.map((h) => h.title));
    await expectNoSeriousAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\?sort=price-desc&pet=cat&page=2$/);
    await expect.poll(() => titles(page)).toEqual(dearPage2.hits.map((h) => h.title));
    await expect(page.getByRole('radio', { name: 'Any price' })).toBeChecked();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\?pet=cat$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'Cat' })).not.toBeChecked();
    await expect(products(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
  });

  test('a shared address opens on its sort, filter and page', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', `${COLLECTION}?sort=title-asc&pet=dog&page=3`));
    const answer = await collectionQuery(twin, 'trailmate_en_products_title_asc', { facetFilters: [['petType:dog']], page: 2 });
    await expect.poll(() => titles(page)).toEqual(answer.hits.map((h) => h.title));
    await expect(page.getByRole('checkbox', { name: 'Dog' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title-asc');
    await expect(pages(page).getByText('Page 3')).toHaveAttribute('aria-current', 'page');
  });

  test('filters nothing matches say "No results"; Clear filters brings the products back', async ({ page, twin }) => {
    const none = await collectionQuery(twin, 'trailmate_en_products', { facetFilters: [['petType:cat']], numericFilters: ['prices.USD>=200'] });
    expect(none.nbHits).toBe(0);
    await gotoReady(page, siteUrl('trailmate', COLLECTION));
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: 'Cat' }).check();
    await page.getByRole('radio', { name: '$200 and over' }).check();
    await expect(status(page)).toHaveText('No results');
    await expect(products(page).getByRole('listitem')).toHaveCount(0);
    await expect(pages(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(siteUrl('trailmate', COLLECTION));
    await expect(products(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
  });

  test('search down: "Search is currently unavailable", the page still sorts and filters its own products, and Try again works once search is back', async ({ page, twin }) => {
    await gotoReady(page, siteUrl('trailmate', COLLECTION));
    await page.waitForLoadState('networkidle');
    await twin.stop();
    await page.getByRole('checkbox', { name: 'Cat' }).check();
    const alert = page.getByRole('alert').filter({ hasText: 'Search is currently unavailable' });
    await expect(alert).toBeVisible();
    // The page's own products, filtered here: cat products on the first page, the pages still usable.
    await expect(products(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await expect(pages(page).getByRole('link', { name: 'Page 2' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await twin.restart();
    const cats = await collectionQuery(twin, 'trailmate_en_products', { facetFilters: [['petType:cat']] });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await expect(status(page)).toHaveText(`${cats.nbHits} products`);
    await expect.poll(() => titles(page)).toEqual(cats.hits.map((h) => h.title));
  });

  test('keyboard: the filters, sort and pages work without a mouse', async ({ page, twin }) => {
    await gotoReady(page, siteUrl('trailmate', COLLECTION));
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: 'Dog' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?pet=dog$/);
    const dogs = await collectionQuery(twin, 'trailmate_en_products', { facetFilters: [['petType:dog']] });
    await expect(status(page)).toHaveText(`${dogs.nbHits} products`);
    await pages(page).getByRole('link', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?pet=dog&page=2$/);
    const second = await collectionQuery(twin, 'trailmate_en_products', { facetFilters: [['petType:dog']], page: 1 });
    await expect.poll(() => titles(page)).toEqual(second.hits.map((h) => h.title));
  });
});
