// The service worker's routes: what it keeps for offline use and what it must never touch (account
// pages, cart, checkout, every service origin), and the offline page it answers in the address's language.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languageOfPath, languagePrefixes, offlineColors, offlinePageHtml, offlinePages } from '../../src/build/offline-pages';
import { appShell, offlineFallback, routeOf, serviceWorkerKey, serviceWorkerOptions, writeServiceWorker } from '../../src/build/service-worker';
import { deployHeaderRules, checkPublishedFiles, NO_CACHE } from '../../src/build/deploy-headers';
import { headersForPath, hostHeaderRule } from '../../src/build/headers-file';
import { parseEnv } from '../../src/config/env';

const SITE = 'https://trailmate.example';

/** The route the worker takes a request of the site's page to, as a browser would present it. */
function route(href: string, mode: 'navigate' | 'cors' | 'no-cors' = 'cors') {
  const url = new URL(href, SITE);
  return routeOf({ url, request: { mode }, sameOrigin: url.origin === SITE });
}

const locales = [
  { id: 'en-us', urlPath: '', language: 'en' as const },
  { id: 'en-ca', urlPath: '/en-ca', language: 'en' as const },
  { id: 'fr-fr', urlPath: '/fr', language: 'fr' as const },
  { id: 'fr-be', urlPath: '/be/fr', language: 'fr' as const },
  { id: 'nl-be', urlPath: '/be', language: 'nl' as const },
  { id: 'de-de', urlPath: '/de', language: 'de' as const },
];

describe('service worker routes', () => {
  it('keeps visited pages, their page data and the app-data file network-first', () => {
    expect(route('/', 'navigate')).toBe('pages');
    expect(route('/dog-hammocks/', 'navigate')).toBe('pages');
    expect(route('/de/products/rover-hammock/', 'navigate')).toBe('pages');
    expect(route('/page-data/dog-hammocks/page-data.json')).toBe('pageData');
    expect(route('/page-data/app-data.json')).toBe('pageData');
    expect(route('/page-data/sq/d/1234567890.json')).toBe('pageData');
    expect(route('/slice-data/header.json')).toBe('pageData');
  });

  it('keeps content-hashed scripts, styles and static files cache-first, images stale-while-revalidate', () => {
    expect(route('/app-d6f09a082020deda5f9b.js')).toBe('assets');
    expect(route('/component---src-templates-product-tsx-0123456789abcdef0123.js')).toBe('assets');
    expect(route('/styles.a5d4dbb30ca37817e511.css')).toBe('assets');
    expect(route('/static/rover-hammock-1a2b3c.webp')).toBe('assets');
    expect(route('/brand/logo.svg')).toBe('images');
    expect(route('/favicon.ico')).toBe('images');
  });

  it('never takes account pages (any locale) or their page data, the cart or the checkout', () => {
    for (const href of ['/account/', '/account/login/?redirect=%2F', '/en-ca/account/orders/', '/be/fr/account/settings/', '/cart/', '/checkout/', '/de/checkouts/abc']) {
      expect(route(href, 'navigate'), href).toBeNull();
    }
    expect(route('/page-data/account/page-data.json')).toBeNull();
    expect(route('/page-data/de/account/subscriptions/page-data.json')).toBeNull();
  });

  it('never takes a request to another origin: storefront, checkout, sign-in, search, email marketing, flags, our services', () => {
    for (const href of [
      'http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json',
      'http://127.0.0.1:8787/shops/trailmate-us/checkouts/abc',
      'https://trailmate-us.myshopify.com/api/2025-04/graphql.json',
      'https://cognito-idp.us-east-1.amazonaws.com/',
      'https://latency-dsn.algolia.net/1/indexes/*/queries',
      'https://insights.algolia.io/1/events',
      'https://a.klaviyo.com/client/subscriptions/?company_id=x',
      'https://clientsdk.launchdarkly.com/sdk/evalx/abc/contexts/xyz',
      'https://services.trailmate.example/subscriptions',
      'https://cdn.shopify.com/s/files/1/rover-hammock-0123456789abcdef0123.js',
      'https://cdn.shopify.com/s/files/1/rover.png',
    ]) {
      expect(route(href, 'cors'), href).toBeNull();
      expect(route(href, 'navigate'), href).toBeNull();
    }
  });

  it('leaves product videos and captions to the network (range requests)', () => {
    expect(route('/media/trailmate/rover-hammock.webm')).toBeNull();
    expect(route('/media/trailmate/rover-hammock.fr.vtt')).toBeNull();
  });

  it('answers a failed navigation with the offline page of its language (longest locale prefix), else the default language', async () => {
    const asked: string[] = [];
    const original = (globalThis as { caches?: unknown }).caches;
    (globalThis as { caches?: unknown }).caches = { match: async (url: string, options: unknown) => (asked.push(`${url} ${JSON.stringify(options)}`), url) };
    try {
      const fallback = offlineFallback(languagePrefixes(locales), { en: '/offline/en.html', fr: '/offline/fr.html', nl: '/offline/nl.html', de: '/offline/de.html' }, 'en');
      const answer = (href: string) => fallback({ request: { url: new URL(href, SITE).href } });
      expect(await answer('/be/fr/dog-hammocks/')).toBe('/offline/fr.html');
      expect(await answer('/be/dog-hammocks/')).toBe('/offline/nl.html');
      expect(await answer('/be')).toBe('/offline/nl.html');
      expect(await answer('/fr/')).toBe('/offline/fr.html');
      expect(await answer('/de/products/rover-hammock/')).toBe('/offline/de.html');
      expect(await answer('/french-bulldog-coats/')).toBe('/offline/en.html');
      expect(await answer('/en-ca/blog/')).toBe('/offline/en.html');
      expect(asked[0]).toBe('/offline/fr.html {"ignoreSearch":true}');
    } finally {
      (globalThis as { caches?: unknown }).caches = original;
    }
  });

  it('a language of a path follows the longest matching locale prefix', () => {
    const prefixes = languagePrefixes(locales);
    expect(prefixes.map((p) => p.prefix)).toEqual(['/be/fr', '/en-ca', '/be', '/de', '/fr', '']);
    expect(languageOfPath(prefixes, '/befr/')).toBe('en');
    expect(languageOfPath(prefixes, '/be/fr')).toBe('fr');
  });
});

describe('generated service worker', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('precaches the app shell of this build and the offline pages, and waits for the Reload to take over', async () => {
    const shell = ['webpack-runtime-ea27ce7b06342415b3eb.js', 'framework-37294b9580a66d9fb8f6.js', 'styles.f9a1dd4f227b6d3604df.css', 'app-619ebed5b577bdfc555f.js'];
    writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { app: shell, 'component---src-templates-home-tsx': ['x.js'] } }));
    expect(await appShell(dir)).toEqual(shell);
    const strings = { offlineTitle: 'Vous êtes hors ligne', offlineText: "Cette page n'est pas enregistrée <ici>.", tryAgain: 'Réessayer' };
    const pages = offlinePages({
      brandName: 'Trailmate',
      locales: [{ id: 'fr-fr', language: 'fr' }, { id: 'fr-be', language: 'fr' }],
      stringsByLocale: new Map([['fr-fr', strings]]),
      colors: offlineColors({ 'color-primary': '#2f5d3a', 'color-text': 'red;}body{display:none' }),
    });
    expect(pages.map((p) => p.path)).toEqual(['/offline/fr.html']);
    expect(pages[0]?.html).toContain('<html lang="fr">');
    expect(pages[0]?.html).toContain('enregistrée &lt;ici&gt;.');
    expect(pages[0]!.html).not.toContain('display:none');
    expect(pages[0]!.html).not.toMatch(/<script/i);
    const result = await writeServiceWorker({ publicDir: dir, brandId: 'trailmate', locales: [locales[2]!], offlinePages: pages });
    expect(result.count).toBe(5);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    for (const file of shell) expect(worker).toContain(`/${file}`);
    expect(worker).toContain('/offline/fr.html');
    expect(worker).toContain('SKIP_WAITING');
    expect(worker).not.toMatch(/importScripts\(/);
    expect(readFileSync(path.join(dir, 'offline', 'fr.html'), 'utf8')).toBe(pages[0]!.html);
    const options = serviceWorkerOptions({ publicDir: dir, brandId: 'trailmate', shell, locales: [locales[2]!], offlinePages: pages });
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(true);
  }, 60_000);

  it('fails the build when the stats name no app entry', async () => {
    writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: {} }));
    await expect(appShell(dir)).rejects.toThrow(/no app entry/);
  });

  it('the offline page needs its strings', () => {
    expect(() => offlinePageHtml({ language: 'de', brandName: 'Trailmate', strings: {}, colors: offlineColors({}) })).toThrow(/offlineTitle/);
  });
});

describe('service worker skip-cache (a rebuild without changed inputs keeps the worker)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-cache-test-'));
  const cacheFile = path.join(dir, '.cache', 'post-build', 'service-worker.json');
  const publicDir = path.join(dir, 'public');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const strings = { offlineTitle: 'Offline', offlineText: 'This page is not kept here.', tryAgain: 'Try again' };
  const pagesWith = (text: string) =>
    offlinePages({ brandName: 'Trailmate', locales: [{ id: 'en-us', language: 'en' }], stringsByLocale: new Map([['en-us', { ...strings, offlineText: text }]]), colors: offlineColors({}) });
  const stats = (app: string[]) => writeFileSync(path.join(publicDir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { app } }));
  const shell = ['webpack-runtime-ea27ce7b06342415b3eb.js', 'app-619ebed5b577bdfc555f.js'];
  const write = (text = strings.offlineText) => writeServiceWorker({ publicDir, brandId: 'trailmate', locales: [locales[0]!], offlinePages: pagesWith(text), cacheFile });

  it('generates once, then keeps sw.js and the offline pages untouched while nothing changed', async () => {
    rmSync(publicDir, { recursive: true, force: true });
    mkdirSync(publicDir, { recursive: true });
    stats(shell);
    const first = await write();
    expect(first.reused).toBe(false);
    const worker = readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
    const times = [statSync(path.join(publicDir, 'sw.js')).mtimeMs, statSync(path.join(publicDir, 'offline', 'en.html')).mtimeMs];
    const second = await write();
    expect(second).toEqual({ ...first, reused: true });
    expect(readFileSync(path.join(publicDir, 'sw.js'), 'utf8')).toBe(worker);
    expect([statSync(path.join(publicDir, 'sw.js')).mtimeMs, statSync(path.join(publicDir, 'offline', 'en.html')).mtimeMs]).toEqual(times);
  }, 60_000);

  it('generates again when the app shell changes (a new build of the code)', async () => {
    stats([...shell.slice(0, 1), 'app-0123456789abcdef0123.js']);
    const result = await write();
    expect(result.reused).toBe(false);
    expect(readFileSync(path.join(publicDir, 'sw.js'), 'utf8')).toContain('/app-0123456789abcdef0123.js');
    expect((await write()).reused).toBe(true);
  }, 60_000);

  it('generates again when an offline page changes (its precache revision moves)', async () => {
    const before = readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
    const result = await write('Nothing kept here yet.');
    expect(result.reused).toBe(false);
    expect(readFileSync(path.join(publicDir, 'offline', 'en.html'), 'utf8')).toContain('Nothing kept here yet.');
    expect(readFileSync(path.join(publicDir, 'sw.js'), 'utf8')).not.toBe(before);
  }, 60_000);

  it('generates again when sw.js is not the file the recorded build wrote, or the record is gone', async () => {
    writeFileSync(path.join(publicDir, 'sw.js'), '// stale');
    expect((await write('Nothing kept here yet.')).reused).toBe(false);
    expect(readFileSync(path.join(publicDir, 'sw.js'), 'utf8')).not.toBe('// stale');
    rmSync(cacheFile);
    expect((await write('Nothing kept here yet.')).reused).toBe(false);
  }, 60_000);

  it('keys on the route data, the locales and Workbox\'s version', () => {
    const pages = pagesWith(strings.offlineText);
    const options = serviceWorkerOptions({ publicDir, brandId: 'trailmate', shell, locales: [locales[0]!], offlinePages: pages });
    const key = serviceWorkerKey(options, pages, '7.4.1');
    expect(serviceWorkerKey(serviceWorkerOptions({ publicDir, brandId: 'trailmate', shell, locales: [locales[0]!], offlinePages: pages }), pages, '7.4.1')).toBe(key);
    expect(serviceWorkerKey(options, pages, '7.4.2')).not.toBe(key);
    expect(serviceWorkerKey(serviceWorkerOptions({ publicDir, brandId: 'trailmate', shell, locales: [locales[0]!, locales[2]!], offlinePages: pages }), pages, '7.4.1')).not.toBe(key);
    expect(serviceWorkerKey(serviceWorkerOptions({ publicDir, brandId: 'yardwise', shell, locales: [locales[0]!], offlinePages: pages }), pages, '7.4.1')).not.toBe(key);
  });
});

describe('deploy headers of the service worker', () => {
  const rules = deployHeaderRules({ env: parseEnv({ BRAND: 'trailmate' }), baseUrl: SITE, scriptHashes: [] });
  const compiled = rules.map(hostHeaderRule);

  it('sends /sw.js with no-cache from its own rule alone while hashed scripts stay immutable', () => {
    expect(headersForPath(compiled, '/sw.js').get('cache-control')?.value).toBe(NO_CACHE);
    expect(headersForPath(compiled, '/app-619ebed5b577bdfc555f.js').get('cache-control')?.value).toMatch(/immutable/);
    expect(checkPublishedFiles(rules, ['/sw.js', '/app-619ebed5b577bdfc555f.js', '/offline/en.html'])).toEqual([]);
  });

  it('still refuses any other script without a content hash', () => {
    expect(checkPublishedFiles(rules, ['/web-worker.js'])).toEqual(['/web-worker.js: cached as immutable but its name has no content hash']);
  });
});
