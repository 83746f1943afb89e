// The deploy headers of a brand's site, written by the build as Netlify's `_headers` file (and
// applied by the local static server, scripts/static-server/, as Netlify's parser reads it): a
// Content-Security-Policy that allows exactly the inline scripts of the built pages (by hash) and the
// service origins the build is configured for, the other security headers, and the cache policy
// (content-hashed assets immutable; page-data revalidated; the service worker no-cache; HTML gets
// Netlify's default, which revalidates too).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { conflictingHeaders, formatHeadersFile, headersForPath, hostHeaderRule, type HeaderRule } from './headers-file';
import { adrollIds, browserServices, gtmId, pixelHosts, reportingDsn, type Env } from '../config/env';
import type { PixelName } from '../lib/analytics/pixels';
import { isBuildArtefact } from './published-files';
import { SERVICE_WORKER_PATH } from './service-worker';

/** Cache-Control of files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of files whose name stays the same between builds (also Netlify's default). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Cache-Control of the service worker: stored, but checked with the server before every use. */
export const NO_CACHE = 'no-cache';

/** Most distinct inline scripts the site may have (Gatsby's few plus ours); more means per-page scripts crept in. */
export const MAX_INLINE_SCRIPTS = 16;

/** Features the site never uses, switched off for the page and every frame. */
export const DISABLED_FEATURES = [
  'accelerometer',
  // Blocks playback that starts without the shopper; play() on the press of "Play video" still
  // plays with sound in Chromium (e2e/media-and-links.spec.ts).
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Script types a browser runs (and CSP checks); everything else (`application/ld+json` …) is data. */
function isExecutableType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = (type.trim().toLowerCase().split(';')[0] ?? '').trim();
  return t === '' || t === 'module' || t === 'importmap' || t === 'text/javascript' || t === 'application/javascript' || t === 'text/ecmascript' || t === 'application/ecmascript';
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i').exec(attrs);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script of a page that the browser would run. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let match = re.exec(html); match; match = re.exec(html)) {
    // Both groups always take part in a match (each may be empty).
    const attrs = match[1] ?? '';
    if (attribute(attrs, 'src') !== undefined) continue;
    if (!isExecutableType(attribute(attrs, 'type'))) continue;
    out.push(match[2] ?? '');
  }
  return out;
}

/**
 * inlineScripts of a file's bytes, without decoding the page: matched on the bytes read as Latin-1 (a
 * character a byte; the markup that delimits a script is ASCII, and no byte of a multi-byte UTF-8
 * character is ASCII), each script's text then decoded as the UTF-8 it is. Decoding whole pages was
 * most of a survey's time (about 1.5 GB of HTML at 10,000 products).
 */
export function inlineScriptsOfBytes(bytes: Buffer): string[] {
  return inlineScripts(bytes.toString('latin1')).map((text) => Buffer.from(text, 'latin1').toString('utf8'));
}

/** CSP source expression of a script's text: `'sha256-<base64>'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline scripts of a built site: each distinct hash with the pages carrying it. */
export interface InlineScriptSurvey {
  pages: number;
  scripts: Map<string, { pages: number; example: string; text: string }>;
}

// The survey and the file check walk and read the whole built site (tens of thousands of files at
// catalogue scale) with the synchronous calls: a promise per stat and read cost more than the work.
/**
 * Paths (relative, `/`-separated) of the published files under dir that `keep` takes, without
 * entering the folders `skipFolder` names.
 */
function publishedPaths(dir: string, keep: (rel: string) => boolean, skipFolder: (rel: string) => boolean = () => false, rel = '', out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (isBuildArtefact(child)) continue;
    if (entry.isDirectory()) {
      if (!skipFolder(child)) publishedPaths(dir, keep, skipFolder, child, out);
    } else if (keep(child)) {
      out.push(child);
    }
  }
  return out;
}

/** The HTML files of a built site (none under static/ or page-data/). */
function htmlFiles(dir: string): string[] {
  return publishedPaths(dir, (rel) => rel.endsWith('.html'), (rel) => rel === 'static' || rel === 'page-data');
}

/**
 * What a survey keeps between builds: each HTML file's size, modification time and inline script
 * hashes, and the text of each hash. Gatsby rewrites only the pages that changed, and a file with
 * the same size and time is taken as unchanged (as releases take it, scripts/build/brand-build.ts).
 */
interface SurveyRecord {
  files: Record<string, { size: number; mtimeMs: number; hashes: string[] }>;
  texts: Record<string, string>;
}

async function readSurveyRecord(file: string | undefined): Promise<SurveyRecord> {
  if (!file) return { files: {}, texts: {} };
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as SurveyRecord;
    if (record && typeof record.files === 'object' && typeof record.texts === 'object') return record;
  } catch {
    // None yet, or unreadable: survey every file.
  }
  return { files: {}, texts: {} };
}

/**
 * Reads every HTML file of a built site and hashes its inline scripts. With `cacheFile`, a file
 * unchanged since the last survey (same size and modification time) is not read again.
 */
export async function surveyInlineScripts(publicDir: string, cacheFile?: string): Promise<InlineScriptSurvey & { read: number }> {
  const files = htmlFiles(publicDir);
  const before = await readSurveyRecord(cacheFile);
  const after: SurveyRecord = { files: {}, texts: {} };
  const scripts: InlineScriptSurvey['scripts'] = new Map();
  let read = 0;
  for (const file of files) {
    const full = path.join(publicDir, file);
    const stats = statSync(full);
    const known = before.files[file];
    let hashes: string[];
    let texts: string[];
    const keptTexts = known?.hashes.map((hash) => before.texts[hash]);
    if (known && keptTexts && known.size === stats.size && known.mtimeMs === stats.mtimeMs && keptTexts.every((text) => text !== undefined)) {
      hashes = known.hashes;
      texts = keptTexts.filter((text) => text !== undefined);
    } else {
      read += 1;
      texts = inlineScriptsOfBytes(readFileSync(full));
      hashes = texts.map(scriptHash);
    }
    after.files[file] = { size: stats.size, mtimeMs: stats.mtimeMs, hashes };
    texts.forEach((text, index) => {
      const hash = hashes[index];
      if (hash === undefined) return;
      after.texts[hash] = text;
      const seen = scripts.get(hash);
      if (seen) seen.pages += 1;
      else scripts.set(hash, { pages: 1, example: `/${file}`, text });
    });
  }
  if (cacheFile) {
    await mkdir(path.dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify(after));
  }
  return { pages: files.length, scripts, read };
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/**
 * The hosts of the allowed pixels that the build configures: their scripts and where those send (the
 * twin's stand-ins when a pixel's host is the twin). Google's tags send to google-analytics.com and
 * analytics.google.com (regional hosts included), Klaviyo's klaviyo.js to a.klaviyo.com, AdRoll's
 * roundtrip.js to d.adroll.com. A pixel without its ids in the build (a hosted build without
 * GATSBY_GTM_ID, or without AdRoll's ids) loads nothing and adds nothing.
 */
export function pixelOrigins(env: Env, pixels: readonly PixelName[]): { script: string[]; connect: string[]; img: string[] } {
  const hosts = pixelHosts(env);
  const twin = originOf(env.GATSBY_TWIN_URL);
  const script: (string | null)[] = [];
  const connect: (string | null)[] = [];
  const img: (string | null)[] = [];
  if (pixels.includes('gtm') && gtmId(env)) {
    const gtm = originOf(hosts.gtm);
    script.push(gtm);
    if (gtm === twin) connect.push(twin);
    else {
      connect.push(gtm, 'https://*.google-analytics.com', 'https://*.analytics.google.com');
      img.push(gtm, 'https://*.google-analytics.com');
    }
  }
  if (pixels.includes('klaviyo')) {
    const klaviyo = originOf(hosts.klaviyo);
    script.push(klaviyo);
    connect.push(klaviyo === twin ? twin : 'https://a.klaviyo.com');
  }
  if (pixels.includes('adroll') && adrollIds(env)) {
    const adroll = originOf(hosts.adroll);
    script.push(adroll);
    connect.push(adroll === twin ? twin : 'https://d.adroll.com');
    if (adroll !== twin) img.push('https://d.adroll.com');
  }
  return { script: unique(script), connect: unique(connect), img: unique(img) };
}

/** The origins the browser code talks to, per CSP directive, for a build's environment. */
export interface ServiceOrigins {
  /** Scripts from outside the site: the allowed pixels' hosts. */
  script: string[];
  connect: string[];
  img: string[];
  media: string[];
  form: string[];
}

/**
 * Every origin outside the site that the built pages reach (src/config/env.ts browserServices and
 * the Storefront endpoints): each store's Storefront API (its checkout links are navigations), our
 * services (forms, captcha and the Klaviyo relay, subscriptions, chat, training videos …), the
 * Cognito endpoint (or the pool's regional one), Algolia's hosts, the flag service, the Sentry host
 * and the allowed pixels' hosts. The twin's origin is listed only where something the pages reach is
 * the twin (an unconfigured store, search, user pool, error reporting, flag service or pixel).
 */
export function serviceOrigins(env: Env, pixels: readonly PixelName[] = []): ServiceOrigins {
  const services = browserServices(env, env.BRAND, pixels);
  const tracking = pixelOrigins(env, pixels);
  const twin = originOf(services.twinUrl);
  const servicesOrigin = originOf(services.servicesUrl);
  const storefronts = [env.GATSBY_STOREFRONT_USD_URL, env.GATSBY_STOREFRONT_CAD_URL].map((url) => (url ? originOf(url) : twin));
  const region = /^([a-z]{2}-[a-z]+-\d+)_/.exec(services.cognito.userPoolId)?.[1];
  const cognito = services.cognito.endpoint ? originOf(services.cognito.endpoint) : region ? `https://cognito-idp.${region}.amazonaws.com` : null;
  const twinSearch = services.algolia.twinUrl ? originOf(services.algolia.twinUrl) : null;
  const algolia = !twinSearch
    ? (() => {
        const app = services.algolia.appId.toLowerCase();
        // Search analytics: Algolia's global host and the regional hosts the markets are set to.
        const regions = [env.GATSBY_ALGOLIA_INSIGHTS_REGION, ...(env.GATSBY_ALGOLIA_INSIGHTS_REGIONS ?? '').split(',').map((entry) => entry.split('=')[1]?.trim())];
        const insights = ['https://insights.algolia.io', ...regions.filter((r): r is string => r === 'de' || r === 'us').map((r) => `https://insights.${r}.algolia.io`)];
        return [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`), ...insights];
      })()
    : [];
  // The feature-flag client: evaluation and goals, its event stream, and event posts.
  const flagHosts = [services.flagService.baseUrl, services.flagService.streamUrl, services.flagService.eventsUrl].map(originOf);
  // Error reports go to the hosted Sentry of GATSBY_SENTRY_DSN, else to the twin's project.
  const errorReports = originOf(reportingDsn(env).replace(/\/\/[^@/]*@/, '//'));
  // Cart lines and search hits show the store's product images: a hosted store's on Shopify's CDN,
  // the twin's on its /cdn/.
  const hostedStore = Boolean(env.GATSBY_STOREFRONT_USD_URL || env.GATSBY_STOREFRONT_CAD_URL);
  const shopifyImages = hostedStore || !twinSearch ? 'https://cdn.shopify.com' : null;
  const twinImages = storefronts.includes(twin) || twinSearch ? twin : null;
  // The twin first where it is listed, then the hosted origins.
  const twinFirst = (origins: (string | null)[]) => unique(origins.includes(twin) ? [twin, ...origins] : origins);
  return {
    script: tracking.script,
    connect: twinFirst([servicesOrigin, ...storefronts, cognito, twinSearch, ...algolia, ...flagHosts, ...tracking.connect, errorReports]),
    img: unique([twinImages, shopifyImages, ...tracking.img]),
    // Training videos come from the services; the twin's content names videos on the twin.
    media: unique([twin, servicesOrigin]),
    // Every form is submitted by script (fetch) or is a GET search form on the site itself.
    form: [],
  };
}

/** The Content-Security-Policy for given inline script hashes and service origins. */
export function contentSecurityPolicy(scriptHashes: string[], origins: ServiceOrigins): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...origins.script]],
    // Gatsby inlines the site's CSS in every page and components set style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...origins.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...origins.connect]],
    ['media-src', ["'self'", ...origins.media]],
    // The ALTCHA captcha solves its proof of work in a worker made from a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...origins.form]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Inputs of the deploy headers of one build. */
export interface DeployHeadersInput {
  env: Env;
  /** The site's public origin (SITE_URL or the brand's baseUrl). */
  baseUrl: string;
  /** CSP hashes of every inline script the built pages carry. */
  scriptHashes: string[];
  /** The tracking pixels the build allows (their hosts join the policy). */
  pixels?: readonly PixelName[];
}

/**
 * The rules of `_headers`. No header is set by two rules that can match the same file: Netlify does
 * not document which value it sends then (src/build/headers-file.ts). HTML pages get no
 * Cache-Control rule: their URLs (`/about/`) cannot be told apart from other files by a Netlify
 * pattern, and Netlify's default is REVALIDATE, as is the static server's.
 */
export function deployHeaderRules(input: DeployHeadersInput): HeaderRule[] {
  const security: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(input.scriptHashes, serviceOrigins(input.env, input.pixels))],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
  ];
  if (new URL(input.baseUrl).protocol === 'https:') security.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return [
    { path: '/*', headers: security },
    { path: '/page-data/*', headers: [['Cache-Control', REVALIDATE]] },
    { path: '/static/*', headers: [['Cache-Control', IMMUTABLE]] },
    // Every published script and stylesheet carries its content hash (partytown, the one library
    // without, is not published: published-files.ts); checkPublishedFiles proves it per build. A
    // script's hash follows a hyphen (`app-<hash>.js`), so `/*-*.js` takes every script but the
    // service worker, whose name has none.
    { path: '/*-*.js', headers: [['Cache-Control', IMMUTABLE]] },
    { path: '/*.css', headers: [['Cache-Control', IMMUTABLE]] },
    // The service worker keeps its name between builds: browsers and CDNs ask for it again every
    // time, so a new build's worker is found at once (src/build/service-worker.ts).
    { path: SERVICE_WORKER_PATH, headers: [['Cache-Control', NO_CACHE]] },
  ];
}

/** A content hash in a file name: `app-d6f09a082020deda5f9b.js`, `styles.a5d4dbb30ca37817e511.css`. */
const HASHED_NAME = /[.-][0-9a-f]{16,}\.(js|css)$/;

/** Every published file of a built site, as a URL path. */
function publishedFiles(dir: string): string[] {
  return publishedPaths(dir, () => true).map((rel) => `/${rel}`);
}

/**
 * Problems of the rules against the published files of a build: a file two rules set the same
 * header for, or an immutable script or stylesheet without a content hash in its name.
 */
export function checkPublishedFiles(rules: HeaderRule[], files: string[]): string[] {
  const compiled = rules.map(hostHeaderRule);
  const problems: string[] = [];
  for (const file of files) {
    const conflicts = conflictingHeaders(compiled, file);
    if (conflicts.length) problems.push(`${file}: ${conflicts.join(', ')} set by more than one rule`);
    const immutable = headersForPath(compiled, file).get('cache-control')?.value === IMMUTABLE;
    if (immutable && /\.(js|css)$/.test(file) && !file.startsWith('/static/') && !HASHED_NAME.test(file)) {
      problems.push(`${file}: cached as immutable but its name has no content hash`);
    }
  }
  return problems;
}

/** What writeHeadersFile wrote. */
export interface HeadersFileSummary {
  rules: HeaderRule[];
  pages: number;
  scriptHashes: string[];
  /** Pages read this time (the others were unchanged since the last survey). */
  read: number;
}

/** Surveys a built site (publicDir), checks it and writes its `_headers` file. */
export async function writeHeadersFile(
  publicDir: string,
  options: { env: Env; baseUrl: string; siteName: string; pixels?: readonly PixelName[]; /** Keeps the survey of unchanged pages between builds. */ cacheFile?: string },
): Promise<HeadersFileSummary> {
  const survey = await surveyInlineScripts(publicDir, options.cacheFile);
  if (survey.scripts.size > MAX_INLINE_SCRIPTS) {
    const list = [...survey.scripts.values()]
      .sort((a, b) => a.pages - b.pages)
      .slice(0, 5)
      .map((s) => `  ${s.example} (${s.pages} page${s.pages === 1 ? '' : 's'}): ${s.text.slice(0, 80)}`);
    throw new Error(
      `The built pages carry ${survey.scripts.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): the CSP would need a hash per page. Move per-page values out of inline scripts (see src/build/page-path-script.ts). For example:\n${list.join('\n')}`,
    );
  }
  const scriptHashes = [...survey.scripts.keys()].sort();
  const rules = deployHeaderRules({ env: options.env, baseUrl: options.baseUrl, scriptHashes, pixels: options.pixels });
  const problems = checkPublishedFiles(rules, publishedFiles(publicDir));
  if (problems.length) throw new Error(`_headers does not fit the built files:\n${problems.slice(0, 20).join('\n')}`);
  const comment = [
    `Deploy headers of ${options.siteName} (${options.baseUrl}), written by the build (src/build/deploy-headers.ts).`,
    `script-src lists the ${scriptHashes.length} inline scripts of the ${survey.pages} built pages by hash.`,
    "Netlify's _headers syntax. No header is set by two rules that match the same file. Paths without",
    `a Cache-Control rule (HTML pages, sitemap.xml, robots.txt, media) get Netlify's default: ${REVALIDATE}.`,
  ];
  await writeFile(path.join(publicDir, '_headers'), formatHeadersFile(rules, comment));
  return { rules, pages: survey.pages, scriptHashes, read: survey.read };
}
