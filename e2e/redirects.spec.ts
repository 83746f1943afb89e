// Redirects, row by row from redirects/trailmate.json: opening the from-path ends on the to-path and
// shows a real page; external targets answer 301 with the right Location (not followed: there is no
// internet in tests), the request's query passed on as Netlify does. The server applies `_redirects`
// as Netlify does, comparing paths with their letter case: another letter case is redirected by the
// browser redirect list (inside the app, or once the list has loaded on the 404 page the server sent). The query rule also holds when the
// search page is reached inside the app, where the server is not asked.
import type { Page } from '@playwright/test';
import { expect, test } from './support/twin';
import { otherCase, proProgramRows, redirectTable, storeHost } from './support/redirect-table';
import { SitePage, navigateInApp } from './support/site-page';
import { pathWithoutSlash, siteUrl, siteUrlFromNode } from './support/sites';
import { layoutString } from './support/strings';

const BRAND = 'trailmate';
const rows = redirectTable(BRAND);
const internal = rows.filter((row) => row.toPath.startsWith('/'));
const external = rows.filter((row) => !row.toPath.startsWith('/'));

async function expectLandsOn(page: Page, from: string, toPath: string): Promise<void> {
  const response = await page.goto(siteUrl(BRAND, from));
  expect(response?.status(), `${from} ends with a page, not an error`).toBe(200);
  expect(pathWithoutSlash(page.url()), `${from} → ${toPath}`).toBe(pathWithoutSlash(siteUrl(BRAND, toPath)));
  const heading = new SitePage(page).mainHeading();
  await expect(heading, `${toPath} has a main heading`).toBeVisible();
  await expect(heading).not.toHaveText(layoutString('notFoundTitle'));
}

test('the table covers the spec rows, internal and external', () => {
  expect(internal.length).toBeGreaterThanOrEqual(28);
  expect(external.map((row) => row.fromPath).sort()).toEqual(['/gatsby', '/search?query=warranty']);
  expect(rows.every((row) => row.ignoreCase)).toBe(true);
});

for (const row of internal) {
  test(`${row.fromPath} → ${row.toPath}`, async ({ page }) => {
    await expectLandsOn(page, row.fromPath, row.toPath);
  });
}

test('the server compares from-paths with their letter case, as Netlify does', async ({ request }) => {
  for (const from of [otherCase(internal[0]!.fromPath), otherCase(external[0]!.fromPath)]) {
    const response = await request.get(siteUrlFromNode(BRAND, from), { maxRedirects: 0 });
    expect(response.status(), from).toBe(404);
  }
});

for (const row of external) {
  test(`${row.fromPath} → external ${row.toPath}`, async ({ request }) => {
    expect(new URL(row.toPath).host).toBe(storeHost(BRAND));
    const search = row.fromPath.includes('?') ? row.fromPath.slice(row.fromPath.indexOf('?')) : '';
    const response = await request.get(siteUrlFromNode(BRAND, row.fromPath), { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(row.toPath.includes('?') ? row.toPath : `${row.toPath}${search}`);
  });
}

test('/search without the warranty query is the search page, not the redirect', async ({ request }) => {
  const response = await request.get(siteUrlFromNode(BRAND, '/search/?query=leash'), { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('/{product}-pro-program-application, -success and -fail go home for every product', async ({ request, page }) => {
  const pro = proProgramRows(BRAND);
  expect(pro.length).toBeGreaterThan(0);
  for (const row of pro) {
    for (const from of [row.fromPath, `${row.fromPath}/`]) {
      const response = await request.get(siteUrlFromNode(BRAND, from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(pathWithoutSlash(siteUrl(BRAND, response.headers()['location'] ?? '')), from).toBe('/');
    }
  }
  await expectLandsOn(page, pro[0]!.fromPath, '/');
  await expectLandsOn(page, pro[pro.length - 1]!.fromPath, '/');
});

/** Answers every request to the main store host with a tiny page and records the URLs asked for. */
async function stubStoreHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`https://${storeHost(BRAND)}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Store</title><h1>Store</h1>' });
  });
  return requested;
}

const queryRows = external.filter((row) => row.fromPath.includes('?'));

for (const row of queryRows) {
  test(`${row.fromPath} reached inside the app (any letter case) goes to ${row.toPath}`, async ({ page }) => {
    const requested = await stubStoreHost(page);
    const [pathname, search] = row.fromPath.split('?', 2);
    if (search === undefined) throw new Error('search is missing');
    const valuesUpperCase = search.replace(/=([^&]*)/g, (_, value: string) => `=${value.toUpperCase()}`);
    // From the search page itself (the address changes under it) and from home (it mounts).
    const journeys: [from: string, to: string][] = [
      [`${pathname}/`, `${pathname}/?${search}`],
      ['/', `${pathname}/?${valuesUpperCase}`],
    ];
    for (const [from, to] of journeys) {
      await page.goto(siteUrl(BRAND, from));
      await expect(new SitePage(page).mainHeading()).toBeVisible();
      await navigateInApp(page, to);
      await page.waitForURL(row.toPath);
    }
    expect(requested).toEqual([row.toPath, row.toPath]);
  });
}

test('/search/?query=Leash reached inside the app stays on the search page', async ({ page }) => {
  const requested = await stubStoreHost(page);
  await page.goto(siteUrl(BRAND, '/'));
  await expect(new SitePage(page).mainHeading()).toBeVisible();
  await navigateInApp(page, '/search/?query=Leash');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('Leash');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe('/search/?query=Leash');
  await expect(new SitePage(page).mainHeading()).toHaveText(layoutString('search'));
  expect(requested).toEqual([]);
});

test('opened in another letter case, a from-path the server answers 404 ends on its target once the browser redirect list has loaded', async ({ page }) => {
  const row = internal[0];
  if (row === undefined) throw new Error('row is missing');
  await page.goto(siteUrl(BRAND, otherCase(row.fromPath)));
  await page.waitForURL((url) => pathWithoutSlash(url.href) === pathWithoutSlash(siteUrl(BRAND, row.toPath)));
  await expect(new SitePage(page).mainHeading()).not.toHaveText(layoutString('notFoundTitle'));
});

test('path rules also apply inside the app, from the browser redirect list, without asking the server', async ({ page }) => {
  const pro = proProgramRows(BRAND);
  const journeys: [from: string, to: string][] = [
    [otherCase(internal[0]!.fromPath), internal[0]!.toPath],
    [`${otherCase(pro[pro.length - 1]!.fromPath)}/`, '/'],
  ];
  for (const [from, to] of journeys) {
    await page.goto(siteUrl(BRAND, to === '/' ? '/dog-hammocks/' : '/'));
    await expect(new SitePage(page).mainHeading()).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname.toLowerCase()));
    await navigateInApp(page, from);
    await page.waitForURL((url) => pathWithoutSlash(url.href) === pathWithoutSlash(siteUrl(BRAND, to)));
    await expect(new SitePage(page).mainHeading()).not.toHaveText(layoutString('notFoundTitle'));
    const fromSegment = from.toLowerCase().replace(/^\/|\/$/g, '');
    expect(asked.filter((p) => p.includes(fromSegment)), `${from} is never asked of the server`).toEqual([]);
    page.removeAllListeners('request');
  }
});
