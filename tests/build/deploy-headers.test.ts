// The build's `_headers` writer: CSP hashes of exactly the inline scripts the pages run, the service
// origins the build is configured for, HSTS only for an https site, and a cache policy no two rules
// disagree on.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { headersForPath, hostHeaderRule, netlifyHeaderPattern } from '../../src/build/headers-file';
import { parseEnv } from '../../src/config/env';
import {
  checkPublishedFiles,
  contentSecurityPolicy,
  deployHeaderRules,
  IMMUTABLE,
  inlineScripts,
  inlineScriptsOfBytes,
  REVALIDATE,
  scriptHash,
  serviceOrigins,
  surveyInlineScripts,
  writeHeadersFile,
} from '../../src/build/deploy-headers';
import { isBuildArtefact } from '../../src/build/published-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-headers-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The rules of a site's `_headers` as Netlify's parser reads them; fails on any line it rejects. */
async function netlifyRules(dir: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false });
  expect(errors).toEqual([]);
  return headers as Header[];
}

/** The CSP source of a script as a browser computes it (sha256 of the UTF-8 text, base64). */
function browserHash(text: string): string {
  return `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

const CHUNKS = 'window.___chunkMapping="{\\"app\\":[\\"/app-0123456789abcdef0123.js\\"]}";';
const PAGE_PATH = 'window.pagePath=document.currentScript.dataset.pagePath;';
const DETECT = '(function(){var ok=true;})();';
const IMAGES = 'const e="undefined"!=typeof HTMLImageElement;';
const LD = '{"@context":"https://schema.org","@type":"Product","name":"Héllo <b>"}';

function page(pagePath: string): string {
  return [
    '<!DOCTYPE html><html><head>',
    `<script type="module">${IMAGES}</script>`,
    `<script type="application/ld+json">${LD}</script>`,
    '<link rel="stylesheet" href="/styles.0123456789abcdef0123.css"/>',
    `</head><body><div id="banner" hidden></div><script>${DETECT}</script>`,
    `<script id="gatsby-script-loader" data-page-path="${pagePath}">${PAGE_PATH}</script>`,
    `<script\n            id="gatsby-chunk-mapping"\n          >${CHUNKS}</script>`,
    '<script src="/app-0123456789abcdef0123.js" async=""></script>',
    '</body></html>',
  ].join('');
}

describe('inline scripts', () => {
  it('finds the scripts a browser runs and leaves data blocks and external scripts out', () => {
    expect(inlineScripts(page('/a/'))).toEqual([IMAGES, DETECT, PAGE_PATH, CHUNKS]);
    expect(inlineScripts('<script type="text/javascript">a()</script><script type=importmap>{}</script><script type="application/json">{}</script><script src=/x.js></script>')).toEqual([
      'a()',
      '{}',
    ]);
  });

  it('reads the same scripts from the bytes of a page as from its text, whatever characters the page holds', () => {
    const html = [
      '<html lang="fr"><body><p>Déjà vu\u00a0: 🐕 «\u00a0chien\u00a0»</p>',
      '<script>window.x="é à ü 🐾\u00a0";</script>',
      '<script data-note="très">b()</script>',
      '<script type="application/ld+json">{"name":"Laisse à ç"}</script>',
      '<script src="/x.js"></script></body></html>',
    ].join('');
    const fromBytes = inlineScriptsOfBytes(Buffer.from(html, 'utf8'));
    expect(fromBytes).toEqual(inlineScripts(html));
    expect(fromBytes).toEqual(['window.x="é à ü 🐾\u00a0";', 'b()']);
    expect(fromBytes.map(scriptHash)).toEqual(fromBytes.map(browserHash));
  });

  it('hashes the way browsers do', () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash('window.x="é";')).toBe(browserHash('window.x="é";'));
  });

  it('surveys every page: the hash of each script and how many pages carry it', async () => {
    const dir = site({ 'index.html': page('/'), 'about/index.html': page('/about/'), '404.html': page('/404.html'), 'app-0123456789abcdef0123.js.map': '{}' });
    const survey = await surveyInlineScripts(dir);
    expect(survey.pages).toBe(3);
    expect([...survey.scripts.keys()].sort()).toEqual([IMAGES, DETECT, PAGE_PATH, CHUNKS].map(browserHash).sort());
    expect([...survey.scripts.values()].every((s) => s.pages === 3)).toBe(true);
  });
});

describe('service origins and CSP', () => {
  it('allows the twin and the local services by default: data from both, images from the twin, videos from the services', () => {
    const origins = serviceOrigins(parseEnv({}));
    expect(origins.connect).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8788']);
    expect(origins.img).toEqual(['http://127.0.0.1:8787']);
    expect(origins.media).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8788']);
  });

  it('adds every configured service: Storefront APIs, services, Cognito, Algolia and Insights', () => {
    const env = parseEnv({
      GATSBY_TWIN_URL: 'https://twin.example.net/',
      GATSBY_STOREFRONT_USD_URL: 'https://trailmate-us.myshopify.com/api/2025-04/graphql.json',
      GATSBY_STOREFRONT_USD_TOKEN: 't',
      GATSBY_STOREFRONT_CAD_URL: 'https://trailmate-ca.myshopify.com/api/2025-04/graphql.json',
      GATSBY_STOREFRONT_CAD_TOKEN: 't',
      GATSBY_SERVICES_URL: 'https://services.trailmate.example/v1',
      GATSBY_ALGOLIA_APP_ID: 'ABC123XYZ',
      GATSBY_ALGOLIA_SEARCH_KEY: 'k',
      GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf',
      GATSBY_KLAVIYO_USD_COMPANY_ID: 'AbC123',
      GATSBY_KLAVIYO_USD_LIST_ID: 'LsT123',
      GATSBY_KLAVIYO_CAD_COMPANY_ID: 'AbC124',
      GATSBY_KLAVIYO_CAD_LIST_ID: 'LsT124',
    });
    const origins = serviceOrigins(env);
    // Error reports and feature flags still go to the twin here, so it stays listed.
    expect(origins.connect).toEqual([
      'https://twin.example.net',
      'https://services.trailmate.example',
      'https://trailmate-us.myshopify.com',
      'https://trailmate-ca.myshopify.com',
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://abc123xyz-dsn.algolia.net',
      'https://abc123xyz.algolia.net',
      'https://abc123xyz-1.algolianet.com',
      'https://abc123xyz-2.algolianet.com',
      'https://abc123xyz-3.algolianet.com',
      'https://insights.algolia.io',
    ]);
    // Search analytics in the regions the markets are set to.
    const regional = serviceOrigins(parseEnv({ GATSBY_ALGOLIA_APP_ID: 'ABC123XYZ', GATSBY_ALGOLIA_SEARCH_KEY: 'k', GATSBY_ALGOLIA_INSIGHTS_REGION: 'us', GATSBY_ALGOLIA_INSIGHTS_REGIONS: 'de=de' }));
    expect(regional.connect).toEqual(expect.arrayContaining(['https://insights.algolia.io', 'https://insights.us.algolia.io', 'https://insights.de.algolia.io']));
    expect(origins.img).toContain('https://cdn.shopify.com');
    expect(origins.media).toEqual(['https://twin.example.net', 'https://services.trailmate.example']);
  });

  it('allows exactly the hosts of the allowed pixels: the twin when unconfigured, the vendors when configured', () => {
    const twin = parseEnv({});
    expect(serviceOrigins(twin).script).toEqual([]);
    expect(serviceOrigins(twin, ['gtm', 'klaviyo', 'adroll']).script).toEqual(['http://127.0.0.1:8787']);
    const hosted = parseEnv({
      GATSBY_GTM_URL: 'https://www.googletagmanager.com',
      GATSBY_KLAVIYO_ONSITE_URL: 'https://static.klaviyo.com',
      GATSBY_ADROLL_URL: 'https://s.adroll.com',
    });
    const gtmOnly = serviceOrigins(hosted, ['gtm']);
    expect(gtmOnly.script).toEqual(['https://www.googletagmanager.com']);
    expect(gtmOnly.connect).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(gtmOnly.connect.join(' ')).not.toMatch(/klaviyo|adroll/);
    const all = serviceOrigins(hosted, ['gtm', 'klaviyo', 'adroll']);
    expect(all.script).toEqual(['https://www.googletagmanager.com', 'https://static.klaviyo.com', 'https://s.adroll.com']);
    expect(all.connect).toEqual(expect.arrayContaining(['https://a.klaviyo.com', 'https://d.adroll.com']));
    expect(directive(contentSecurityPolicy([], all), 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://static.klaviyo.com', 'https://s.adroll.com']);
  });

  it('lists the twin only while something the pages reach is the twin: a hosted build names hosted origins only', () => {
    const hosted = {
      GATSBY_STOREFRONT_USD_URL: 'https://trailmate-usd.myshopify.com/api/2025-04/graphql.json',
      GATSBY_STOREFRONT_USD_TOKEN: 't1',
      GATSBY_STOREFRONT_CAD_URL: 'https://trailmate-cad.myshopify.com/api/2025-04/graphql.json',
      GATSBY_STOREFRONT_CAD_TOKEN: 't2',
      GATSBY_SERVICES_URL: 'https://services.trailmate.example',
      GATSBY_ALGOLIA_APP_ID: 'ABC123XYZ',
      GATSBY_ALGOLIA_SEARCH_KEY: 'k',
      GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf',
      GATSBY_KLAVIYO_USD_COMPANY_ID: 'AbC123',
      GATSBY_KLAVIYO_USD_LIST_ID: 'LsT123',
      GATSBY_KLAVIYO_CAD_COMPANY_ID: 'AbC124',
      GATSBY_KLAVIYO_CAD_LIST_ID: 'LsT124',
      GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: '5f0c0ffee0c0ffee0c0ffee0',
      GATSBY_SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@o4500000000000000.ingest.us.sentry.io/4500000000000002',
      GATSBY_GTM_ID: 'GTM-ABC123',
    };
    const all = serviceOrigins(parseEnv(hosted), ['gtm', 'klaviyo', 'adroll']);
    const listed = [...all.script, ...all.connect, ...all.img, ...all.media].join(' ');
    expect(listed).not.toContain('127.0.0.1');
    expect(all.connect).toContain('https://o4500000000000000.ingest.us.sentry.io');
    expect(all.img).toEqual(['https://cdn.shopify.com', 'https://www.googletagmanager.com', 'https://*.google-analytics.com']);
    expect(all.media).toEqual(['https://services.trailmate.example']);
    // No AdRoll ids in a hosted build: no AdRoll pixel, and nothing of it in the policy.
    expect(all.script).toEqual(['https://www.googletagmanager.com', 'https://static.klaviyo.com']);
    expect(listed).not.toContain('adroll');
    // Without a GTM id there is no GTM pixel either.
    const { GATSBY_GTM_ID: _gtm, ...withoutGtm } = hosted;
    expect(serviceOrigins(parseEnv(withoutGtm), ['gtm', 'klaviyo']).script).toEqual(['https://static.klaviyo.com']);
    // Every service hosted but error reports: the twin is listed again, for them only.
    const { GATSBY_SENTRY_DSN: _dsn, ...withoutDsn } = hosted;
    const twinReports = serviceOrigins(parseEnv(withoutDsn));
    expect(twinReports.connect[0]).toBe('http://127.0.0.1:8787');
    expect(twinReports.img).toEqual(['https://cdn.shopify.com']);
  });

  it('lets the flag client reach LaunchDarkly when a client-side ID is configured, and only the twin otherwise', () => {
    expect(serviceOrigins(parseEnv({})).connect).not.toContain('https://clientstream.launchdarkly.com');
    const connect = serviceOrigins(parseEnv({ GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: '5f0c0ffee0c0ffee0c0ffee0' })).connect;
    expect(connect).toEqual(expect.arrayContaining(['https://app.launchdarkly.com', 'https://clientstream.launchdarkly.com', 'https://events.launchdarkly.com']));
  });

  it('uses a configured Cognito endpoint instead of the regional one', () => {
    const env = parseEnv({ GATSBY_COGNITO_USER_POOL_ID: 'us-east-1_Real', GATSBY_COGNITO_ENDPOINT: 'https://auth.trailmate.example/' });
    expect(serviceOrigins(env).connect).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8788', 'https://auth.trailmate.example']);
  });

  it("lets the pages post error reports to a hosted Sentry DSN's host, else to the twin only", () => {
    expect(serviceOrigins(parseEnv({})).connect).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8788']);
    const env = parseEnv({ GATSBY_SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@o4500000000000000.ingest.us.sentry.io/4500000000000002' });
    expect(serviceOrigins(env).connect).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8788', 'https://o4500000000000000.ingest.us.sentry.io']);
  });

  it('builds a policy without unsafe-inline scripts and with the frame, base and object locks', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"], serviceOrigins(parseEnv({})));
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787', 'http://127.0.0.1:8788']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:8787']);
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
  });
});

describe('deploy header rules', () => {
  const env = parseEnv({});

  it('sends HSTS only for an https site', () => {
    const https = deployHeaderRules({ env, baseUrl: 'https://www.trailmate.example', scriptHashes: [] });
    const http = deployHeaderRules({ env, baseUrl: 'http://shop.localhost:9001', scriptHashes: [] });
    const names = (rules: typeof https) => rules[0]!.headers.map(([name]) => name);
    expect(names(https)).toContain('Strict-Transport-Security');
    expect(names(http)).not.toContain('Strict-Transport-Security');
    expect(names(http)).toEqual(['Content-Security-Policy', 'Referrer-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Permissions-Policy']);
  });

  it('caches hashed assets for a year and revalidates page data; HTML and the service worker keep their own', () => {
    const rules = deployHeaderRules({ env, baseUrl: 'https://www.trailmate.example', scriptHashes: [] }).map(hostHeaderRule);
    const cache = (p: string) => headersForPath(rules, p).get('cache-control')?.value;
    expect(cache('/sw.js')).toBe('no-cache');
    expect(cache('/app-0123456789abcdef0123.js')).toBe(IMMUTABLE);
    expect(cache('/styles.0123456789abcdef0123.css')).toBe(IMMUTABLE);
    expect(cache('/static/0123/dog.webp')).toBe(IMMUTABLE);
    expect(cache('/page-data/app-data.json')).toBe(REVALIDATE);
    expect(cache('/page-data/about/page-data.json')).toBe(REVALIDATE);
    expect(cache('/about/')).toBeUndefined();
    expect(headersForPath(rules, '/about/').get('x-frame-options')?.value).toBe('DENY');
  });

  it('reports files two rules disagree on and immutable files without a content hash', () => {
    const rules = deployHeaderRules({ env, baseUrl: 'https://www.trailmate.example', scriptHashes: [] });
    expect(checkPublishedFiles(rules, ['/index.html', '/app-0123456789abcdef0123.js', '/static/a/b.png', '/page-data/x.json'])).toEqual([]);
    expect(checkPublishedFiles(rules, ['/static/a/b-1.js', '/partytown-main.js', '/sw.js', '/plain.js'])).toEqual([
      '/static/a/b-1.js: cache-control set by more than one rule',
      '/partytown-main.js: cached as immutable but its name has no content hash',
    ]);
  });
});

describe('writeHeadersFile', () => {
  it('writes _headers with the hashes of the pages’ inline scripts', async () => {
    const dir = site({
      'index.html': page('/'),
      'about/index.html': page('/about/'),
      'app-0123456789abcdef0123.js': 'app()',
      'app-0123456789abcdef0123.js.map': '{}',
      'webpack.stats.json': '{}',
      '~partytown/partytown.js': 'p()',
      'page-data/app-data.json': '{}',
    });
    const summary = await writeHeadersFile(dir, { env: parseEnv({}), baseUrl: 'https://www.trailmate.example', siteName: 'Trailmate' });
    expect(summary.pages).toBe(2);
    const rules = await netlifyRules(dir);
    const csp = headersForPath(rules, '/about/').get('content-security-policy')?.value ?? '';
    const hashes = directive(csp, 'script-src').filter((s) => s.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual([IMAGES, DETECT, PAGE_PATH, CHUNKS].map(browserHash).sort());
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:8787');
    expect(headersForPath(rules, '/').get('strict-transport-security')?.value).toBe('max-age=63072000; includeSubDomains');
  });

  it('refuses a site whose pages each carry their own inline script', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i += 1) files[`p${i}/index.html`] = `<script>window.pagePath="/p${i}/";</script>`;
    await expect(writeHeadersFile(site(files), { env: parseEnv({}), baseUrl: 'https://x.example', siteName: 'X' })).rejects.toThrow(/20 different inline scripts/);
  });

  it('refuses a published script without a content hash', async () => {
    const dir = site({ 'index.html': page('/'), 'vendor-lib.js': 'v()' });
    await expect(writeHeadersFile(dir, { env: parseEnv({}), baseUrl: 'https://x.example', siteName: 'X' })).rejects.toThrow(/vendor-lib\.js: cached as immutable/);
  });
});

describe("_headers in Netlify's syntax", () => {
  const env = parseEnv({});
  const rules = deployHeaderRules({ env, baseUrl: 'https://www.trailmate.example', scriptHashes: ["'sha256-abc='"] });
  const published = ['/', '/about/', '/index.html', '/sw.js', '/app-0123456789abcdef0123.js', '/styles.0123456789abcdef0123.css', '/static/0123/dog.webp', '/page-data/app-data.json', '/page-data/about/page-data.json', '/sitemap.xml', '/media/trailmate/a-b.mp4', '/static', '/staticx', '/A-B.JS'];

  it("Netlify's parser reads every rule as written: path, and each header with its value", async () => {
    const dir = site({ 'index.html': page('/'), 'app-0123456789abcdef0123.js': 'app()', 'sw.js': 'sw()' });
    const summary = await writeHeadersFile(dir, { env, baseUrl: 'https://www.trailmate.example', siteName: 'Trailmate' });
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).not.toMatch(/^\s*!/m);
    const read = (await netlifyRules(dir)).map((rule) => ({ for: rule.for, values: rule.values }));
    expect(read).toEqual(summary.rules.map(hostHeaderRule).map((rule) => ({ for: rule.for, values: rule.values })));
    expect(read.map((rule) => rule.for)).toEqual(['/*', '/page-data/*', '/static/*', '/*-*.js', '/*.css', '/sw.js']);
  });

  it("the build's matcher answers as Netlify's parser's for every pattern it writes", async () => {
    const parsed = (await parseAllHeaders({ headersFiles: [], configHeaders: rules.map((rule) => hostHeaderRule(rule)), minimal: false })).headers as Header[];
    for (const rule of parsed) {
      for (const file of published) expect(netlifyHeaderPattern(rule.for).test(file), `${rule.for} ${file}`).toBe(rule.forRegExp.test(file));
    }
  });
});

describe('published files', () => {
  it('keeps source maps, webpack manifests and partytown out of the published site', () => {
    for (const p of ['app-1.js.map', 'styles.1.css.map', 'webpack.stats.json', 'chunk-map.json', '~partytown', '~partytown/partytown.js', 'static/a/x.map']) {
      expect(isBuildArtefact(p), p).toBe(true);
    }
    for (const p of ['app-1.js', 'index.html', '_headers', '_redirects', 'page-data/app-data.json', 'sitemap.xml', 'about/webpack.stats.json.html']) {
      expect(isBuildArtefact(p), p).toBe(false);
    }
  });
});

describe('inline script survey between builds', () => {
  it('reads only the pages that changed since the last survey, and sees what they carry now', async () => {
    const dir = site({
      'index.html': '<html><script>window.a=1</script></html>',
      'about/index.html': '<html><script>window.a=1</script></html>',
      'blog/index.html': '<html><script>window.b=2</script></html>',
    });
    const cacheFile = path.join(dir, '..', `${path.basename(dir)}-survey.json`);
    dirs.push(cacheFile);
    const first = await surveyInlineScripts(dir, cacheFile);
    expect(first.read).toBe(3);
    const again = await surveyInlineScripts(dir, cacheFile);
    expect(again.read).toBe(0);
    expect([...again.scripts.keys()].sort()).toEqual([...first.scripts.keys()].sort());
    expect(again.scripts.get(scriptHash('window.a=1'))?.pages).toBe(2);
    // A rebuilt page (new size or time) is read again; the script it dropped is gone, its new one counted.
    writeFileSync(path.join(dir, 'blog', 'index.html'), '<html><script>window.c=3;</script></html>');
    const changed = await surveyInlineScripts(dir, cacheFile);
    expect(changed.read).toBe(1);
    expect([...changed.scripts.keys()].sort()).toEqual([scriptHash('window.a=1'), scriptHash('window.c=3;')].sort());
    // A removed page no longer counts.
    rmSync(path.join(dir, 'about'), { recursive: true });
    const removed = await surveyInlineScripts(dir, cacheFile);
    expect(removed.read).toBe(0);
    expect(removed.pages).toBe(2);
    expect(removed.scripts.get(scriptHash('window.a=1'))?.pages).toBe(1);
    // Without the record every page is read.
    rmSync(cacheFile);
    expect((await surveyInlineScripts(dir, cacheFile)).read).toBe(2);
  });
});
