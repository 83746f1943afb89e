// Shoppers search: the header box
// with results as you type, the search page's filters, sorts and pages kept in the address, no
// results, an outage and recovery, Insights events, German results on German pages, and axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CartPage } from './support/cart-page';
import { notAStream, requestsInFlight, runClockPast } from './support/in-flight';
import { gotoReady } from './support/site-page';
import { siteUrl, siteUrlFromNode } from './support/sites';
import { layoutString } from './support/strings';
import { expect, test, type WorkerTwin } from './support/twin';

const SEARCH_KEYS = { 'x-algolia-application-id': 'TWINSEARCH0', 'x-algolia-api-key': 'twin0search0only0key000000000001' };

interface Answer {
  nbHits: number;
  hits: { title: string; objectID: string; prices: Record<string, number> }[];
}

/** What the twin answers for a query, to compare the page with. */
async function twinSearch(twin: WorkerTwin, requests: Record<string, unknown>[]): Promise<Answer[]> {
  const res = await twin.call<{ results: Answer[] }>('POST', '/1/indexes/*/queries', { requests }, SEARCH_KEYS);
  expect(res.status).toBe(200);
  return res.body.results;
}

/** Product and article hits for a query, as the page counts them. */
async function resultCount(twin: WorkerTwin, language: string, query: string, params: Record<string, unknown> = {}): Promise<number> {
  const [products, articles] = await twinSearch(twin, [
    { indexName: `trailmate_${language}_products`, query, hitsPerPage: 0, ...params },
    { indexName: `trailmate_${language}_blogs`, query, hitsPerPage: 0 },
  ]);
  if (articles === undefined) throw new Error('articles is missing');
  if (products === undefined) throw new Error('products is missing');
  return products.nbHits + articles.nbHits;
}

const status = (page: Page) => page.getByRole('main').getByRole('status');
const breadcrumbs = (page: Page, language: 'en' | 'de' = 'en') => page.getByRole('navigation', { name: layoutString('breadcrumbs', language) });
const productList = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('listitem');
const searchField = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search products and articles' });

async function productTitles(page: Page): Promise<string[]> {
  return productList(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

test.describe('trailmate search', () => {
  // The twin builds each search index on its first query; build them before the page's first search
  // so a cold index on a busy machine does not outlast the client's read timeout.
  test.beforeEach(async ({ twin }) => {
    await twinSearch(
      twin,
      ['en', 'de'].flatMap((language) => [
        { indexName: `trailmate_${language}_products`, query: '', hitsPerPage: 0 },
        { indexName: `trailmate_${language}_blogs`, query: '', hitsPerPage: 0 },
      ]),
    );
  });

  test('header search: results as you type, arrows move, Escape closes back to the button, Enter opens the search page', async ({ page, twin }) => {
    await gotoReady(page, siteUrl('trailmate', '/'));
    const open = page.getByRole('banner').getByRole('button', { name: 'Open search' });
    await open.click();
    const box = page.getByRole('combobox', { name: 'Search products and articles' });
    await expect(box).toBeFocused();
    await box.pressSequentially('hammock');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /^Rover Hammock\b/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await box.fill('travel');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?query=travel$/);
    const total = await resultCount(twin, 'en', 'travel');
    await expect(breadcrumbs(page)).toContainText(`Search: ${total} results for travel`);
    await expect(breadcrumbs(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(status(page)).toHaveText(`${total} results`);
  });

  test('search code loads on first interaction: none on the home page until Open search is used', async ({ page, twin }) => {
    void twin;
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/\/(header-search|search-results)-[^/]*\.js$/.test(request.url())) loaded.push(request.url());
    });
    await page.goto(siteUrl('trailmate', '/'));
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('combobox', { name: 'Search products and articles' })).toBeVisible();
    expect(loaded.some((url) => url.includes('/header-search-'))).toBe(true);
  });

  test("the results are the page's largest paint: the served page connects to the search service in advance, and the first results' pictures load at once, the first with high priority", async ({ page, twin }) => {
    void twin;
    const url = siteUrl('trailmate', '/search/?query=bed');
    const searched = page.waitForRequest((request) => request.url().includes('/1/indexes/*/queries'));
    await page.goto(url);
    const origin = new URL((await searched).url()).origin;
    // In the served HTML, before any script runs.
    const served = await (await page.request.get(siteUrlFromNode('trailmate', '/search/?query=bed'))).text();
    expect(served).toContain(`<link rel="preconnect" href="${origin}" crossorigin="anonymous"`);
    const pictures = productList(page).locator('img');
    await expect(pictures.nth(4)).toBeAttached();
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    for (const index of [0, 1, 2, 3]) await expect(pictures.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', /./);
    await expect(pictures.nth(4)).toHaveAttribute('loading', 'lazy');
  });

  test('filters and sort change the results and the address; Back restores the earlier results', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=travel'));
    const all = await resultCount(twin, 'en', 'travel');
    await expect(status(page)).toHaveText(`${all} results`);

    await page.getByRole('checkbox', { name: 'Cat' }).check();
    await expect(page).toHaveURL(/[?&]pet=cat(&|$)/);
    const cats = await resultCount(twin, 'en', 'travel', { facetFilters: [['petType:cat']] });
    expect(cats).toBeLessThan(all);
    await expect(status(page)).toHaveText(`${cats} results`);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    const [cheapest] = await twinSearch(twin, [{ indexName: 'trailmate_en_products_price_asc', query: 'travel', facetFilters: [['petType:cat']], hitsPerPage: 12 }]);
    if (cheapest === undefined) throw new Error('cheapest is missing');
    await expect.poll(() => productTitles(page)).toEqual(cheapest.hits.map((h) => h.title));

    await page.getByRole('radio', { name: 'Under $50' }).check();
    await expect(page).toHaveURL(/[?&]price=under-50(&|$)/);
    const [under] = await twinSearch(twin, [{ indexName: 'trailmate_en_products_price_asc', query: 'travel', facetFilters: [['petType:cat']], numericFilters: ['prices.USD<=49.99'], hitsPerPage: 12 }]);
    if (under === undefined) throw new Error('under is missing');
    await expect.poll(() => productTitles(page)).toEqual(under.hits.map((h) => h.title));
    expect(under.hits.every((h) => h.prices.USD !== undefined && h.prices.USD < 50)).toBe(true);

    await page.goBack();
    await expect(page).not.toHaveURL(/price=/);
    await expect.poll(() => productTitles(page)).toEqual(cheapest.hits.map((h) => h.title));
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('trailmate_en_products');
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'Cat' })).not.toBeChecked();
    await expect(status(page)).toHaveText(`${all} results`);
  });

  test('pagination: Page 2 shows the next products, is in the address, and Previous leads back', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=travel'));
    const [first, second] = await twinSearch(twin, [
      { indexName: 'trailmate_en_products', query: 'travel', hitsPerPage: 12, page: 0 },
      { indexName: 'trailmate_en_products', query: 'travel', hitsPerPage: 12, page: 1 },
    ]);
    if (first === undefined) throw new Error('first is missing');
    if (second === undefined) throw new Error('second is missing');
    expect(second.hits.length).toBeGreaterThan(0);
    await expect.poll(() => productTitles(page)).toEqual(first.hits.map((h) => h.title));
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByText('Page 2')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => productTitles(page)).toEqual(second.hits.map((h) => h.title));
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => productTitles(page)).toEqual(first.hits.map((h) => h.title));
  });

  test('a search without matches says "No results"', async ({ page, twin }) => {
    void twin;
    await page.goto(siteUrl('trailmate', '/search/?query=zzqxwv'));
    await expect(status(page)).toHaveText('No results');
    await expect(productList(page)).toHaveCount(0);
    await expect(searchField(page)).toHaveValue('zzqxwv');
  });

  test('search service down: "Search is currently unavailable", then results after Try again once it is back', async ({ page, twin }) => {
    await twin.stop();
    await page.goto(siteUrl('trailmate', '/search/?query=hammock'));
    const alert = page.getByRole('alert').filter({ hasText: 'Search is currently unavailable' });
    await expect(alert).toBeVisible();
    // The empty results' filters and sort go with them: the message stands alone.
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    await twin.restart();
    await twinSearch(twin, [{ indexName: 'trailmate_en_products', query: '', hitsPerPage: 0 }, { indexName: 'trailmate_en_blogs', query: '', hitsPerPage: 0 }]);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: 'Rover Hammock', exact: true })).toBeVisible();
  });

  test('a click on a result and a later add-to-cart send a click and an addToCart conversion with the same queryID', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=rover%20hammock'));
    const result = page.getByRole('main').getByRole('link', { name: 'Rover Hammock', exact: true });
    await result.click();
    await expect(page).toHaveURL(/\/car-seat-covers\/rover-hammock\/$/);
    const cart = new CartPage(page);
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);

    const userToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('searchInsightsUserToken') ?? '{}') as { token?: string }).token);
    expect(userToken).toBeTruthy();
    const events = async () =>
      (await twin.call<{ events: { eventType: string; eventSubtype?: string; queryID?: string; objectIDs: string[]; index: string }[] }>('GET', `/1/events?userToken=${userToken}`, undefined, SEARCH_KEYS)).body.events;
    await expect.poll(async () => (await events()).map((e) => `${e.eventType}:${e.eventSubtype ?? ''}`)).toEqual(['click:', 'conversion:addToCart']);
    const [click, conversion] = await events();
    if (conversion === undefined) throw new Error('conversion is missing');
    if (click === undefined) throw new Error('click is missing');
    const [answer] = await twinSearch(twin, [{ indexName: 'trailmate_en_products', query: 'rover hammock' }]);
    if (answer === undefined) throw new Error('answer is missing');
    const rover = answer.hits.find((h) => h.title === 'Rover Hammock');
    expect(click.objectIDs).toEqual([rover?.objectID]);
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(conversion.queryID).toBe(click.queryID);
    expect(conversion.objectIDs).toEqual(click.objectIDs);
    expect(conversion.index).toBe('trailmate_en_products');
  });

  test('in an EU market Insights waits for analytics consent: no user token and nothing to /1/events before, events after; withdrawing stops them and clears the token', async ({ page, twin }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/1/events') sent.push(request.postData() ?? '');
    });
    // What must not be sent is proved on the page's clock: run ahead, then every request answered.
    const pending = requestsInFlight(page, notAStream);
    await page.clock.install();
    const stored = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('searchInsights')).sort());
    const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    const cart = new CartPage(page);
    const addButton = () => page.getByRole('main').getByRole('button', { name: /^(In den Warenkorb|Wird hinzugefügt …)$/ });
    const expectCount = (count: number) => expect(page.getByRole('banner').getByRole('button', { name: `Warenkorb, ${count} Artikel` })).toBeVisible();
    const clickResultThenAdd = async (count: number) => {
      await page.goto(siteUrl('trailmate', '/de/search/?query=rover%20h%C3%A4ngematte'));
      await page.getByRole('main').getByRole('link', { name: 'Rover Hängematte', exact: true }).click();
      await expect(page).toHaveURL(/\/de\/car-seat-covers\/rover-hammock\/$/);
      await cart.ready();
      await addButton().click();
      await expectCount(count);
    };

    // Before consent: the click and the add-to-cart leave nothing stored and send nothing.
    await clickResultThenAdd(1);
    await expect(banner).toBeVisible();
    await runClockPast(page, 1000, pending);
    expect(sent).toEqual([]);
    expect(await stored()).toEqual([]);

    // After consent: a click and an addToCart conversion with the same queryID reach the service.
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    await clickResultThenAdd(2);
    const userToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('searchInsightsUserToken') ?? '{}') as { token?: string }).token);
    expect(userToken).toBeTruthy();
    const events = async () =>
      (await twin.call<{ events: { eventType: string; eventSubtype?: string; queryID?: string; index: string }[] }>('GET', `/1/events?userToken=${userToken}`, undefined, SEARCH_KEYS)).body.events;
    await expect.poll(async () => (await events()).map((e) => `${e.eventType}:${e.eventSubtype ?? ''}`)).toEqual(['click:', 'conversion:addToCart']);
    const [click, conversion] = await events();
    if (click === undefined) throw new Error('click is missing');
    if (conversion === undefined) throw new Error('conversion is missing');
    expect(conversion.queryID).toBe(click.queryID);
    expect(click.index).toBe('trailmate_de_products');

    // Withdrawn: the token and queryIDs are cleared and nothing more is sent.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.getByRole('checkbox', { name: 'Analyse' }).uncheck();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(stored).toEqual([]);
    const before = sent.length;
    await clickResultThenAdd(3);
    await runClockPast(page, 1000, pending);
    expect(sent.length).toBe(before);
    expect(await stored()).toEqual([]);
  });

  test('the country/location picker keeps the query and filters: the German page searches the same', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/search/?query=hammock'));
    await expect(status(page)).toHaveText(`${await resultCount(twin, 'en', 'hammock')} results`);
    await page.getByRole('checkbox', { name: 'Dog' }).check();
    await expect(page).toHaveURL(/[?&]pet=dog(&|$)/);
    await page.locator('.locale-picker summary').click();
    const german = page.getByRole('contentinfo').getByRole('link', { name: 'Deutschland (Deutsch) (EUR)', exact: true });
    await expect(german).toHaveAttribute('href', '/de/search/?query=hammock&pet=dog');
    const axe = await new AxeBuilder({ page }).include('.locale-picker').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await german.click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/de/search/?query=hammock&pet=dog'));
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Produkte und Artikel durchsuchen' })).toHaveValue('hammock');
    await expect(breadcrumbs(page, 'de')).toContainText('Ergebnisse für hammock');
  });

  test('German search on a German page finds German titles with German links and euro prices', async ({ page, twin }) => {
    await page.goto(siteUrl('trailmate', '/de/search/?query=h%C3%A4ngematte'));
    const total = await resultCount(twin, 'de', 'hängematte');
    await expect(breadcrumbs(page, 'de')).toContainText(`Suche: ${total} Ergebnisse für hängematte`);
    const link = page.getByRole('main').getByRole('link', { name: 'Rover Hängematte', exact: true });
    await expect(link).toHaveAttribute('href', '/de/car-seat-covers/rover-hammock/');
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: 'Rover Hängematte', exact: true }) });
    await expect(card).toContainText(/\d+,\d{2}\s€/);

    await page.getByRole('banner').getByRole('button', { name: 'Suche öffnen' }).click();
    await page.getByRole('combobox', { name: 'Produkte und Artikel durchsuchen' }).pressSequentially('rover');
    await expect(page.getByRole('listbox').getByRole('option', { name: /^Rover Hängematte\b/ }).first()).toBeVisible();
  });

  test('axe: no serious or critical violations on the search page with results and with the header search open', async ({ page, twin }) => {
    void twin;
    await page.goto(siteUrl('trailmate', '/search/?query=travel'));
    await expect(productList(page).first()).toBeVisible();
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await serious()).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search products and articles' }).pressSequentially('hammock');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

test.describe('on a phone', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const brand of ['trailmate', 'yardwise', 'homing'] as const) {
    test(`${brand}: the header search panel opens within the screen`, async ({ page }) => {
      await gotoReady(page, siteUrl(brand, '/'));
      await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
      const field = page.getByRole('combobox', { name: 'Search products and articles' });
      await expect(field).toBeFocused();
      const panel = (await page.locator('.header-search__panel').boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width);
      for (const control of [field, page.getByRole('button', { name: 'Close search' })]) await expect(control).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test('search results fold their filters behind a Filters button, so the first result is on the first screen', async ({ page, twin }) => {
    await twinSearch(twin, [{ indexName: 'trailmate_en_products', query: '', hitsPerPage: 0 }, { indexName: 'trailmate_en_blogs', query: '', hitsPerPage: 0 }]);
    await page.goto(siteUrl('trailmate', '/search/?query=hammock'));
    const first = productList(page).first();
    await expect(first).toBeVisible();
    const toggle = page.getByRole('main').getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const dog = page.getByRole('checkbox', { name: 'Dog' });
    await expect(dog).toBeHidden();
    // The first result starts on the first screen with most of its picture showing (it was about 1,070 px down).
    expect((await first.boundingBox())!.y).toBeLessThanOrEqual(PHONE.height - 200);

    // Keyboard: Enter opens, Tab reaches the first filter, Space ticks it; the button counts it and the address keeps it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(dog).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dog).toBeChecked();
    const counted = page.getByRole('main').getByRole('button', { name: 'Filters (1 active)' });
    await expect(counted).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/[?&]pet=dog/);
    const results = await new AxeBuilder({ page }).include('.search').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await counted.click();
    await expect(dog).toBeHidden();
  });
});
