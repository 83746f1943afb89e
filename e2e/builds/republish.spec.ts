// The republisher end to end, on a copy of Yardwise's built site in a temporary folder (the shared
// dist/ stays as it is) served in front of a twin of this spec's own, whose content lake posts signed
// webhooks to the republisher: a draft is not published, a published title change reaches the
// product, collection and search pages while the site keeps answering, and reaches the host too
// (the twin's Netlify deploy API, uploading only the files that changed), a failing build leaves the
// site up and says why, and a webhook with a bad signature is refused. One brand, cached builds.
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { encodeSignatureHeader } from '@sanity/webhook';
import { buildBrand } from '../../scripts/build/brand-build';
import { acquireBuildLock } from '../../scripts/build/lock';
import { lakeBuildEnv } from '../../scripts/republish/lake-env';
import { deploySite, digestSite } from '../../scripts/republish/netlify-deploy';
import { launchRepublisher, type LaunchedRepublisher } from '../../scripts/republish/process';
import { createStaticServer, listen } from '../../scripts/static-server/server';
import { launchTwin, type LaunchedTwin } from '../../shared/twin-process';
import { expect, freePort, test } from '../support/twin';

// Yardwise (321 pages): a brand with products, collections, search and articles, a sixth of
// Trailmate's pages to copy, deploy and build.
const BRAND = 'yardwise';
const PRODUCT_ID = 'shopifyProduct-8000002000009';
const PRODUCT_PATH = '/training-collars/hush-bark-control-collar/';
const COLLECTION_PATH = '/training-collars/';
const OLD_TITLE = 'Hush Bark Control Collar';
const NEW_TITLE = 'Hush Bark Skyline Edition';
const DRAFT_TITLE = 'Hush Bark Draft Only';
const BLOG_ID = 'blogPost-yardwise-meet-the-scout-training-collar-en';
const BLOG_LINK = '/training-collars/scout-remote-training-collar/';
const SECRET = randomBytes(16).toString('hex');
const BUILD_TIMEOUT = 15 * 60_000;
// Every build here names the release of the build it starts from (the one in dist/), so a commit
// landing while the spec runs cannot make the republisher's builds and the reference build differ in
// the release their pages carry, and the first re-render finds the locale-wide data unchanged.
let RELEASE = '';

/** The release a built brand's pages carry (its locale sites' error-reporting context). */
function releaseOf(siteDir: string): string {
  const site = JSON.parse(readFileSync(path.join(siteDir, 'page-data', 'locale-site', 'en-us.json'), 'utf8')) as { errors?: { release?: string } };
  if (!site.errors?.release) throw new Error(`${siteDir} names no release`);
  return site.errors.release;
}


interface BrandStatusJson {
  state: string;
  published: { changedPages: string[]; pages: number; how?: string; why?: string; deploy?: { id: string; files: number; uploaded: number; uploadedPaths: string[] } } | null;
  error: string | null;
}

/** Files (relative paths) that differ between two folders, or exist in only one. */
function differingFiles(a: string, b: string): string[] {
  const list = (root: string) => (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
  const left = list(a);
  const right = new Set(list(b));
  const out = [...right].filter((rel) => !left.includes(rel));
  for (const rel of left) if (!right.has(rel) || !readFileSync(path.join(a, rel)).equals(readFileSync(path.join(b, rel)))) out.push(rel);
  return out.sort();
}

test.describe.configure({ mode: 'serial' });

test.describe('republishing content', () => {
  let work: string;
  let twin: LaunchedTwin;
  let site: http.Server;
  let origin: string;
  let republisher: LaunchedRepublisher;
  let lake: SanityClient;
  /** The twin's admin key (its twin-only routes). */
  let adminKey: string;
  const republishLog: string[] = [];
  /** The site on the host as the twin's Netlify serves its published deploy. */
  let hostSite: string;
  /** Digests of every file of the deploy the host had before the republish. */
  let deployedDigests: Set<string>;

  const status = async (): Promise<BrandStatusJson> => {
    const json = (await (await fetch(`${republisher.url}/status.json`)).json()) as { brands: BrandStatusJson[] };
    const [brandStatus] = json.brands;
    if (!brandStatus) throw new Error('The republisher reports no brand');
    return brandStatus;
  };

  test.beforeAll(async () => {
    // The first deploy to the host uploads the whole site.
    test.setTimeout(300_000);
    work = mkdtempSync(path.join(os.tmpdir(), 'e2e-republish-'));
    const distRoot = path.join(work, 'dist');
    cpSync(path.join('dist', BRAND), path.join(distRoot, BRAND), { recursive: true, dereference: true });
    RELEASE = releaseOf(path.join(distRoot, BRAND));
    const [twinPort, sitePort, republishPort] = [await freePort(), await freePort(), await freePort()];
    origin = `http://127.0.0.1:${sitePort}`;
    adminKey = randomBytes(24).toString('hex');
    twin = await launchTwin({
      port: twinPort,
      rateLimit: 0,
      env: {
        TWIN_ADMIN_KEY: adminKey,
        TWIN_SITE_ORIGINS: origin,
        SANITY_WEBHOOK_URL: `http://127.0.0.1:${republishPort}/webhook`,
        SANITY_WEBHOOK_SECRET: SECRET,
      },
      timeoutMs: 60_000,
    });
    // The brand's site on the host, holding the build the spec starts from, as a first deploy made it.
    const netlifyApi = `${twin.url}/netlify`;
    const created = await fetch(`${netlifyApi}/api/v1/sites`, { method: 'POST', headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: BRAND }) });
    expect(created.status).toBe(201);
    const siteId = ((await created.json()) as { id: string }).id;
    await deploySite(path.join(distRoot, BRAND), { apiUrl: netlifyApi, token: adminKey, siteId });
    deployedDigests = new Set(Object.values(digestSite(path.join(distRoot, BRAND)).files));
    hostSite = `${twin.url}/netlify/live/${BRAND}`;
    republisher = await launchRepublisher({
      twinUrl: twin.url,
      distRoot,
      port: republishPort,
      brands: [BRAND],
      jobs: 1,
      source: 'webhook',
      artefactsRoot: path.join(work, 'artefacts'),
      env: { SANITY_WEBHOOK_SECRET: SECRET, GATSBY_SENTRY_RELEASE: RELEASE, NETLIFY_AUTH_TOKEN: adminKey, [`NETLIFY_SITE_ID_${BRAND.toUpperCase()}`]: siteId, NETLIFY_API_URL: netlifyApi },
      onLine: (line) => republishLog.push(line),
    });
    // Served through the release link the republisher made; as if built for this twin.
    site = createStaticServer({ root: path.join(distRoot, BRAND), twinOrigin: twin.url });
    await listen(site, sitePort);
    lake = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: adminKey });
  });

  test.afterAll(async () => {
    await republisher?.stop();
    site?.close();
    site?.closeAllConnections();
    await twin?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a webhook with a bad signature is refused and builds nothing', async () => {
    const body = JSON.stringify({ _id: PRODUCT_ID, _type: 'product', brand: BRAND });
    const forged = await encodeSignatureHeader(body, Date.now(), 'not-the-shared-secret');
    for (const signature of [forged, 'v1=abc', undefined]) {
      const res = await fetch(`${republisher.url}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'sanity-webhook-signature': signature } : {}) },
        body,
      });
      expect(res.status).toBe(401);
    }
    expect((await status()).state).toBe('idle');
  });

  test('a saved draft does not start a build nor reach the page', async ({ page }) => {
    const product = await lake.getDocument(PRODUCT_ID);
    expect(product).toBeTruthy();
    await lake.createOrReplace({ ...product!, _id: `drafts.${PRODUCT_ID}`, title: { ...(product!.title as object), en: DRAFT_TITLE }, store: { ...(product!.store as object), title: DRAFT_TITLE } });
    // Every webhook call the lake queued for it has been delivered (the republisher queues a build as
    // it takes a call): nothing was queued.
    expect((await fetch(`${twin.url}/__lake/webhooks/idle`, { headers: { 'x-twin-admin-key': adminKey } })).status).toBe(200);
    expect((await status()).state).toBe('idle');
    await page.goto(`${origin}${PRODUCT_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_TITLE);
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
  });

  test('a published title change appears on the product, collection and search pages, served without interruption, and on the host with only the changed files uploaded', async ({ page }) => {
    test.setTimeout(BUILD_TIMEOUT);
    const started = Date.now();
    await lake.createOrReplace({
      ...(await lake.getDocument(`drafts.${PRODUCT_ID}`))!,
      title: { ...((await lake.getDocument(PRODUCT_ID))!.title as object), en: NEW_TITLE },
      store: { ...((await lake.getDocument(PRODUCT_ID))!.store as object), title: NEW_TITLE },
    });
    await lake.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${PRODUCT_ID}`, publishedId: PRODUCT_ID });
    // The page is asked for all through the build: every answer is a whole page, old or new.
    const answers: number[] = [];
    let live = false;
    while (!live) {
      expect(Date.now() - started, `republish log:\n${republishLog.join('\n')}`).toBeLessThan(BUILD_TIMEOUT - 60_000);
      const res = await fetch(`${origin}${PRODUCT_PATH}`);
      answers.push(res.status);
      const html = await res.text();
      live = html.includes(NEW_TITLE);
      if (!live) expect(html).toContain(OLD_TITLE);
      if (!live) {
        const current = await status();
        expect(current.state, current.error ?? '').not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    test.info().annotations.push({ type: 'publish to live', description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.filter((code) => code !== 200)).toEqual([]);
    // Then live on the host, once the deploy through its API is ready.
    await expect.poll(async () => (await fetch(`${hostSite}${PRODUCT_PATH}`)).text(), { timeout: 5 * 60_000, intervals: [250] }).toContain(NEW_TITLE);
    test.info().annotations.push({ type: 'publish to live on the host', description: `${((Date.now() - started) / 1000).toFixed(1)} s` });

    await expect.poll(async () => (await status()).state).toBe('published');
    const current = await status();
    // The deploy uploaded exactly the files whose digests the host did not hold: one upload each.
    const deploy = current.published?.deploy;
    expect(deploy, 'the republish made a deploy').toBeTruthy();
    const served = digestSite(path.join(work, 'dist', BRAND)).files;
    const fresh = new Set(Object.values(served).filter((sha) => !deployedDigests.has(sha)));
    expect(deploy!.files).toBe(Object.keys(served).length);
    expect(deploy!.uploaded).toBe(fresh.size);
    expect(deploy!.uploaded).toBeLessThan(deploy!.files);
    expect(deploy!.uploadedPaths.every((file) => fresh.has(served[file] ?? ''))).toBe(true);
    expect(deploy!.uploadedPaths).toContain(`${PRODUCT_PATH}index.html`);
    expect(await (await fetch(`${hostSite}${PRODUCT_PATH}`)).text()).toMatch(new RegExp(`<h1[^>]*>${NEW_TITLE}</h1>`));
    expect(await (await fetch(`${hostSite}${COLLECTION_PATH}`)).text()).toContain(NEW_TITLE);
    // Code and pages are those of the last build: only the changed pages were rendered again.
    expect(current.published?.how, current.published?.why).toBe('pages');
    expect(current.published?.changedPages).toContain(PRODUCT_PATH);
    expect(current.published?.changedPages).toContain(COLLECTION_PATH);

    await page.goto(`${origin}${PRODUCT_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
    await page.goto(`${origin}${COLLECTION_PATH}`);
    await expect(page.getByRole('main').getByRole('link', { name: NEW_TITLE }).first()).toBeVisible();
    await page.goto(`${origin}/search/?query=skyline`);
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { name: NEW_TITLE })).toBeVisible();

    await page.goto(`${republisher.url}/`);
    await expect(page.getByRole('heading', { name: BRAND })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').getByText(PRODUCT_PATH, { exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('the re-rendered site is, file for file, what gatsby build makes of the same content', async () => {
    test.setTimeout(BUILD_TIMEOUT);
    expect((await status()).published?.how).toBe('pages');
    const release = await acquireBuildLock(() => {});
    try {
      await buildBrand({ brand: BRAND, distRoot: path.join(work, 'full'), artefactsRoot: path.join(work, 'artefacts-full'), env: { ...lakeBuildEnv(process.env, twin.url), GATSBY_SENTRY_RELEASE: RELEASE }, onLine: () => {} });
    } finally {
      release();
    }
    expect(differingFiles(path.join(work, 'dist', BRAND), path.join(work, 'full', BRAND))).toEqual([]);
  });

  test('a build that fails leaves the site up and the status page says why', async ({ page }) => {
    test.setTimeout(BUILD_TIMEOUT);
    // A published article linking to a page that does not exist fails the build's link check.
    const line = readFileSync(path.join('content', `editorial-${BRAND}.ndjson`), 'utf8')
      .split('\n')
      .find((l) => l.includes(`"_id":"${BLOG_ID}"`));
    expect(line).toContain(`"href":"${BLOG_LINK}"`);
    const blog = await lake.getDocument(BLOG_ID);
    const broken = JSON.parse(JSON.stringify(blog).replaceAll(`"${BLOG_LINK}"`, '"/no-such-page-anywhere/"'));
    await lake.createOrReplace(broken);
    const started = Date.now();
    let current = await status();
    while (current.state !== 'failed') {
      expect(current.state === 'published' && Date.now() - started > 5000, `republish log:\n${republishLog.join('\n')}`).toBe(false);
      expect(Date.now() - started).toBeLessThan(BUILD_TIMEOUT - 60_000);
      const res = await fetch(`${origin}${PRODUCT_PATH}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(NEW_TITLE);
      await new Promise((resolve) => setTimeout(resolve, 500));
      current = await status();
    }
    expect(current.error).toContain('/no-such-page-anywhere/');

    await page.goto(`${origin}${PRODUCT_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
    await page.goto(`${republisher.url}/`);
    await expect(page.getByText('Failed (the previous build is still served)')).toBeVisible();
    await expect(page.getByText('/no-such-page-anywhere/')).toBeVisible();
  });
});
