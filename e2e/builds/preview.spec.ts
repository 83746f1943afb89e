// The preview of unpublished content end to end, with a twin of this spec's own: the preview process
// (scripts/preview/main.ts: previewer and preview server) builds Yardwise's preview from the lake's
// drafts into a temporary folder; a copy of the public build is served beside it, watched by the
// republisher. A draft title saved with @sanity/client shows on the preview origin (signed in by
// keyboard through its sign-in page) with the preview notice, and nowhere public: not the page, its
// page data nor search; without the session cookie the preview origin refuses; publishing reaches
// the public page through the republisher.
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { launchPreview, type LaunchedPreview } from '../../scripts/preview/process';
import { launchRepublisher, type LaunchedRepublisher } from '../../scripts/republish/process';
import { createStaticServer, listen } from '../../scripts/static-server/server';
import { launchTwin, type LaunchedTwin } from '../../shared/twin-process';
import { expect, freePort, test } from '../support/twin';

// Yardwise (321 pages), the smallest brand with several languages: the preview's first build is a whole
// `gatsby build` with no cache on a fresh checkout, and costs the suite less than Trailmate's 2,044 pages.
const BRAND = 'yardwise';
const PRODUCT_ID = 'shopifyProduct-8000002000003';
const PRODUCT_PATH = '/containment-systems/meadow-wireless-fence-system/';
const OLD_TITLE = 'Meadow Wireless Fence System';
const DRAFT_TITLE = 'Meadow Wireless Preview Nimbus';
const NOTICE = 'Preview of unpublished content: shoppers do not see these changes until they are published.';
const SECRET = randomBytes(18).toString('base64url');
const BUILD_TIMEOUT = 15 * 60_000;

test.describe.configure({ mode: 'serial' });

test.describe('previewing unpublished content', () => {
  let work: string;
  let twin: LaunchedTwin;
  let preview: LaunchedPreview;
  let republisher: LaunchedRepublisher;
  let site: http.Server;
  let publicOrigin: string;
  /** The preview as the browser opens it (a host of its own), and as Node's fetch reaches it (which resolves no `*.localhost`). */
  let previewOrigin: string;
  let previewDirect: string;
  let lake: SanityClient;
  const log: string[] = [];

  /** The preview page's HTML as a signed-in editor gets it (null: not built yet). */
  const previewHtml = async (cookie: string, pathname = PRODUCT_PATH): Promise<string | null> => {
    const res = await fetch(`${previewDirect}${pathname}`, { headers: { Cookie: cookie } });
    return res.status === 200 ? res.text() : null;
  };

  /** A session cookie from the sign-in form, as a browser posts it. */
  const session = async (): Promise<string> => {
    const res = await fetch(`${previewDirect}/__preview/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: previewDirect },
      body: new URLSearchParams({ secret: SECRET, next: '/' }).toString(),
    });
    expect(res.status).toBe(303);
    const [session = ''] = (res.headers.get('set-cookie') ?? '').split(';');
    return session;
  };

  test.beforeAll(async () => {
    // The first preview build of a fresh cache is a whole `gatsby build`.
    test.setTimeout(BUILD_TIMEOUT);
    work = mkdtempSync(path.join(os.tmpdir(), 'e2e-preview-'));
    const distRoot = path.join(work, 'dist');
    cpSync(path.join('dist', BRAND), path.join(distRoot, BRAND), { recursive: true, dereference: true });
    const [twinPort, sitePort, previewPort, republishPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    publicOrigin = `http://127.0.0.1:${sitePort}`;
    previewOrigin = `http://preview-${BRAND}.localhost:${previewPort}`;
    previewDirect = `http://127.0.0.1:${previewPort}`;
    const adminKey = randomBytes(24).toString('hex');
    twin = await launchTwin({ port: twinPort, rateLimit: 0, env: { TWIN_ADMIN_KEY: adminKey, TWIN_SITE_ORIGINS: `${publicOrigin},${previewOrigin}` }, timeoutMs: 60_000 });
    lake = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: adminKey });
    republisher = await launchRepublisher({ twinUrl: twin.url, distRoot, port: republishPort, brands: [BRAND], jobs: 1, source: 'listen', artefactsRoot: path.join(work, 'artefacts'), onLine: (line) => log.push(line) });
    site = createStaticServer({ root: path.join(distRoot, BRAND), twinOrigin: twin.url });
    await listen(site, sitePort);
    preview = await launchPreview({
      twinUrl: twin.url,
      dir: path.join(work, 'preview'),
      brands: [BRAND],
      ports: { [BRAND]: previewPort },
      env: { PREVIEW_SECRET: SECRET, TWIN_ADMIN_KEY: adminKey },
      onLine: (line) => log.push(line),
    });
    const cookie = await session();
    await expect
      .poll(async () => (await previewHtml(cookie)) !== null, { message: `preview log:\n${log.join('\n')}`, timeout: BUILD_TIMEOUT - 120_000, intervals: [2000] })
      .toBe(true);
  });

  test.afterAll(async () => {
    await preview?.stop();
    await republisher?.stop();
    site?.close();
    site?.closeAllConnections();
    await twin?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('without the session cookie the preview origin refuses, with a sign-in page and no content', async ({ page }) => {
    for (const pathname of [PRODUCT_PATH, `/page-data${PRODUCT_PATH}page-data.json`, '/']) {
      const res = await fetch(`${previewDirect}${pathname}`);
      expect(res.status).toBe(401);
      const body = await res.text();
      expect(body).not.toContain(OLD_TITLE);
      expect(body).toContain('Preview secret');
    }
    const wrong = await page.goto(`${previewOrigin}${PRODUCT_PATH}`);
    expect(wrong?.status()).toBe(401);
    await page.getByLabel('Preview secret').fill('not-the-preview-secret');
    await page.getByLabel('Preview secret').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('That is not the preview secret.');
    expect((await page.context().cookies()).filter((c) => c.name === 'preview_session')).toEqual([]);
  });

  test('a saved draft title shows on the preview, signed in by keyboard, and nowhere public', async ({ page }) => {
    // The preview's build waits for any other build on this machine (they share one lock).
    test.setTimeout(BUILD_TIMEOUT);
    // The sign-in page, by keyboard: the secret field is the first stop, the button the next.
    await page.goto(`${previewOrigin}${PRODUCT_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sign in to the preview of ${BRAND}`);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Preview secret')).toBeFocused();
    await page.keyboard.type(SECRET);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    // The preview page opens its live-refresh stream once it has loaded.
    const streaming = page.waitForResponse((res) => res.url() === `${previewOrigin}/__preview/live`);
    const [signedIn] = await Promise.all([page.waitForResponse((res) => res.url().endsWith('/__preview/sign-in')), page.keyboard.press('Enter')]);
    expect(signedIn.status()).toBe(303);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_TITLE);
    expect((await streaming).status()).toBe(200);
    expect(page.url()).toBe(`${previewOrigin}${PRODUCT_PATH}`);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'preview_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');

    // A draft saved while the page is open: the preview is rebuilt from it, and the open page reloads
    // itself once that build is served (live refresh), with no reload of ours.
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const product = (await lake.getDocument(PRODUCT_ID))!;
    const saved = Date.now();
    await lake.createOrReplace({ ...product, _id: `drafts.${PRODUCT_ID}`, title: { ...(product.title as object), en: DRAFT_TITLE }, store: { ...(product.store as object), title: DRAFT_TITLE } });
    await expect(page.getByRole('heading', { level: 1 }), `preview log:\n${log.join('\n')}`).toHaveText(DRAFT_TITLE, { timeout: BUILD_TIMEOUT - 120_000 });
    const seconds = `${((Date.now() - saved) / 1000).toFixed(1)} s`;
    test.info().annotations.push({ type: 'draft saved → preview shows it', description: seconds });
    console.log(`draft saved → preview shows it: ${seconds}`);
    // The page reloads itself; on a busy machine the new build can be served before the page has
    // fetched its page data, which then shows the draft first and the reload follows.
    await expect.poll(() => loads.length).toBeGreaterThan(0);
    expect(new Set(loads)).toEqual(new Set([`${previewOrigin}${PRODUCT_PATH}`]));
    expect(await previewHtml(`${cookie!.name}=${cookie!.value}`)).toContain(DRAFT_TITLE);
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveText(NOTICE);
    const previewAxe = await new AxeBuilder({ page }).analyze();
    expect(previewAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Nothing public has it: the page, its page data, search (the twin's index).
    const publicPage = await (await fetch(`${publicOrigin}${PRODUCT_PATH}`)).text();
    expect(publicPage).toContain(OLD_TITLE);
    expect(publicPage).not.toContain(DRAFT_TITLE);
    expect(publicPage).not.toContain('preview-notice');
    expect(await (await fetch(`${publicOrigin}/page-data${PRODUCT_PATH}page-data.json`)).text()).not.toContain(DRAFT_TITLE);
    await page.goto(`${publicOrigin}/search/?query=nimbus`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('0 results').first()).toBeVisible();
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    const status = (await (await fetch(`${republisher.url}/status.json`)).json()) as { brands: { state: string }[] };
    expect(status.brands[0]?.state).toBe('idle');
  });

  test('publishing the draft reaches the public page through the republisher', async () => {
    test.setTimeout(BUILD_TIMEOUT);
    await lake.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${PRODUCT_ID}`, publishedId: PRODUCT_ID });
    await expect
      .poll(async () => (await fetch(`${publicOrigin}${PRODUCT_PATH}`)).text(), { message: `log:\n${log.join('\n')}`, timeout: BUILD_TIMEOUT - 60_000, intervals: [1000] })
      .toContain(DRAFT_TITLE);
  });
});
