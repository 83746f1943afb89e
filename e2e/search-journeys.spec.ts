// Search journeys across pages: the search page follows
// in-site navigations to another query (the header search on the search page, a link, Back), and a
// product found by a search, added to the cart and bought through the checkout ends in a purchase
// conversion with that search's queryID once the shopper is back in the store. A search page opened
// on an address with filters shows nothing outside them, from its first paint on.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CartPage } from './support/cart-page';
import { recordShownResults, shownResults } from './support/earliest-results';
import { placeOrder } from './support/checkout-page';
import { navigateInApp } from './support/site-page';
import { siteUrl } from './support/sites';
import { expect, test, type WorkerTwin } from './support/twin';

const SEARCH_KEYS = { 'x-algolia-application-id': 'TWINSEARCH0', 'x-algolia-api-key': 'twin0search0only0key000000000001' };

interface InsightsEvent {
  eventType: string;
  eventSubtype?: string;
  queryID?: string;
  objectIDs: string[];
  index: string;
}

/** Product plus article hits of a query, as the search page counts them. */
async function resultCount(twin: WorkerTwin, query: string): Promise<number> {
  const res = await twin.call<{ results: { nbHits: number }[] }>(
    'POST',
    '/1/indexes/*/queries',
    { requests: [{ indexName: 'trailmate_en_products', query, hitsPerPage: 0 }, { indexName: 'trailmate_en_blogs', query, hitsPerPage: 0 }] },
    SEARCH_KEYS,
  );
  expect(res.status).toBe(200);
  return res.body.results[0]!.nbHits + res.body.results[1]!.nbHits;
}

const status = (page: Page) => page.getByRole('main').getByRole('status');
const searchField = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search products and articles' });

/** Marks the current document; the mark survives in-app navigations and is gone after a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('trailmate search journeys', () => {
  test.beforeEach(async ({ twin }) => {
    // Build the indexes before the page's first search (a cold index on a busy machine is slow).
    await resultCount(twin, '');
  });

  test('the header search on the search page searches the new query in the app, without a page load', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=travel'));
    await expect(status(page)).toHaveText(`${await resultCount(twin, 'travel')} results`);
    await markDocument(page);

    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search products and articles' });
    await box.fill('hammock');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\/\?query=hammock$/);
    await expect(searchField(page)).toHaveValue('hammock');
    await expect(status(page)).toHaveText(`${await resultCount(twin, 'hammock')} results`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Rover Hammock', exact: true })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('an in-site navigation to another query updates the search page; Back shows the earlier query again', async ({ page, twin }) => {
    const travel = await resultCount(twin, 'travel');
    const bowl = await resultCount(twin, 'bowl');
    expect(bowl).not.toBe(travel);
    await page.goto(siteUrl('trailmate', '/search/?query=travel'));
    await expect(status(page)).toHaveText(`${travel} results`);
    await markDocument(page);

    await navigateInApp(page, '/search/?query=bowl');
    await expect(searchField(page)).toHaveValue('bowl');
    await expect(status(page)).toHaveText(`${bowl} results`);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?query=travel$/);
    await expect(searchField(page)).toHaveValue('travel');
    await expect(status(page)).toHaveText(`${travel} results`);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a search page opened on an address with filters and a sort never shows a product outside the filters, from the first paint on', async ({ page, twin }) => {
    const res = await twin.call<{ results: { hits: { title: string }[] }[] }>(
      'POST',
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'trailmate_en_products_price_desc', query: 'travel', facetFilters: [['petType:cat']], numericFilters: ['prices.USD<=49.99'], hitsPerPage: 1000 }] },
      SEARCH_KEYS,
    );
    const matching = res.body.results[0]!.hits.map((hit) => hit.title);
    expect(matching.length).toBeGreaterThan(0);
    await recordShownResults(page);
    await page.goto(siteUrl('trailmate', '/search/?query=travel&sort=price-desc&pet=cat&price=under-50'));
    const products = page.getByRole('main').getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 });
    await expect.poll(() => products.allInnerTexts()).toEqual(matching.slice(0, 12));
    const shown = await shownResults(page);
    for (const list of shown) expect(list.filter((title) => !matching.includes(title)), `shown: ${list.join(', ')}`).toEqual([]);
  });

  test('a product bought after a search: back in the store, a purchase conversion with the same queryID, and the stored entry is gone', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=rover%20hammock'));
    await page.getByRole('main').getByRole('link', { name: 'Rover Hammock', exact: true }).click();
    await expect(page).toHaveURL(/\/car-seat-covers\/rover-hammock\/$/);
    const cart = new CartPage(page);
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);

    const userToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('searchInsightsUserToken') ?? '{}') as { token?: string }).token);
    expect(userToken).toBeTruthy();
    const events = async () => (await twin.call<{ events: InsightsEvent[] }>('GET', `/1/events?userToken=${userToken}`, undefined, SEARCH_KEYS)).body.events;
    await expect.poll(async () => (await events()).map((e) => `${e.eventType}:${e.eventSubtype ?? ''}`)).toEqual(['click:', 'conversion:addToCart']);

    await cart.checkout();
    await placeOrder(page, 'search-buyer@example.com');
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/'));
    await cart.ready();

    await expect.poll(async () => (await events()).map((e) => `${e.eventType}:${e.eventSubtype ?? ''}`)).toEqual(['click:', 'conversion:addToCart', 'conversion:purchase']);
    const [click, , purchase] = await events();
    if (click === undefined) throw new Error('click is missing');
    if (purchase === undefined) throw new Error('purchase is missing');
    expect(purchase.queryID).toBe(click.queryID);
    expect(purchase.objectIDs).toEqual(click.objectIDs);
    expect(purchase.index).toBe('trailmate_en_products');
    const stored = await page.evaluate(() => localStorage.getItem('searchInsightsQueryIds'));
    expect(JSON.parse(stored ?? '{}')).toEqual({});

    // The next visit does not buy again.
    await page.reload();
    await cart.ready();
    await cart.expectCount(0);
    expect((await events()).length).toBe(3);
  });
});
