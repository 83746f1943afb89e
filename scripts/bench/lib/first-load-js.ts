// Measures the JavaScript a built page makes the browser load before any interaction: every
// `<script src>`, every script a boot script lists to start (`data-boot`, src/platform/gatsby/build/scripts-slice.ts),
// every `<link rel=preload|modulepreload>` of a `.js` file, every inline script
// (JSON data blocks such as JSON-LD are not code and are left out), and the JS of the page's
// template chunk group, which Gatsby's app fetches before it hydrates — all gzipped.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first-load JS budget per page: 90 kB gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 90 * 1024;

/** One script a page loads and its sizes. */
export interface ScriptSize {
  /** URL as written in the HTML, or `inline #n`. */
  source: string;
  bytes: number;
  gzipBytes: number;
}

/** First-load JS of one page. */
export interface FirstLoadJs {
  page: string;
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
}

const NON_CODE_TYPES = /^(application\/(ld\+)?json|text\/template|text\/x-template|application\/x-template)$/i;

/** A URL without its query and fragment. */
const withoutQuery = (url: string) => url.replace(/[?#][\s\S]*$/, '');

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  // Skip the tag name itself.
  const body = tag.replace(/^<\s*[a-z]+/i, '').replace(/\/?>$/, '');
  for (const [, name = '', doubleQuoted, singleQuoted, bare] of body.matchAll(pattern)) {
    found.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return found;
}

/** Lists what an HTML document loads as script before interaction: URLs and inline bodies. */
export function scriptsOfHtml(html: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const [element, content = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    const open = element.slice(0, element.indexOf('>') + 1);
    const attrs = attributes(open);
    const type = attrs.get('type') ?? '';
    if (NON_CODE_TYPES.test(type)) continue;
    const src = attrs.get('src');
    // The entry scripts a boot script starts after the first paint.
    for (const started of (attrs.get('data-boot') ?? '').split(' ')) if (started) urls.push(started);
    if (src) urls.push(src);
    else if (content.trim()) inline.push(content);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href') ?? '';
    const isJs = /\.m?js(\?|#|$)/.test(href) || attrs.get('as') === 'script';
    if ((rel.includes('preload') || rel.includes('modulepreload')) && isJs && href) urls.push(href);
  }
  return { urls: [...new Set(urls)], inline };
}

/** Where Gatsby keeps the page-data of a page path (`/` → `page-data/index/page-data.json`). */
function pageDataFile(siteRoot: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, '');
  return path.join(siteRoot, 'page-data', trimmed === '' ? 'index' : trimmed, 'page-data.json');
}

/** Where `npm run build` keeps a published site's build artefacts (dist/<brand> → .artifacts/<brand>). */
const ARTEFACTS = path.resolve(__dirname, '..', '..', '..', '.artifacts');

/**
 * The webpack stats of a built site: beside it (Gatsby's public/), or among the build artefacts
 * that `npm run build` keeps out of the published dist/<brand>/.
 */
function statsFileOf(siteRoot: string, artefactsRoot: string): string | null {
  for (const file of [path.join(siteRoot, 'webpack.stats.json'), path.join(artefactsRoot, path.basename(siteRoot), 'webpack.stats.json')]) {
    if (existsSync(file)) return file;
  }
  return null;
}

/** JS files of the template chunk group a page renders with (from webpack.stats.json). */
export function templateChunkScripts(siteRoot: string, pagePath: string, artefactsRoot = ARTEFACTS): string[] {
  const dataFile = pageDataFile(siteRoot, pagePath);
  if (!existsSync(dataFile)) return [];
  const { componentChunkName } = JSON.parse(readFileSync(dataFile, 'utf8')) as { componentChunkName?: string };
  if (!componentChunkName) return [];
  const statsFile = statsFileOf(siteRoot, artefactsRoot);
  // Without the stats the template's chunks would silently count as nothing.
  if (!statsFile) throw new Error(`No webpack.stats.json for ${siteRoot} (looked beside it and in ${path.join(artefactsRoot, path.basename(siteRoot))})`);
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as {
    namedChunkGroups?: Record<string, { assets: ({ name: string } | string)[] }>;
  };
  const group = componentChunkName ? stats.namedChunkGroups?.[componentChunkName] : undefined;
  return (group?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/${name}`);
}

const gzipCache = new Map<string, ScriptSize>();

function sizeOf(source: string, content: Buffer): ScriptSize {
  return { source, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** Measures the first-load JS of the page at `pagePath` (e.g. `/dog-hammocks/`) of a built site. */
export function measureFirstLoadJs(siteRoot: string, pagePath: string): FirstLoadJs {
  const htmlFile = pagePath.endsWith('.html') ? path.join(siteRoot, pagePath) : path.join(siteRoot, pagePath, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const { urls, inline } = scriptsOfHtml(html);
  const loaded = new Set(urls.map((url) => url.split(/[?#]/)[0]));
  for (const chunk of templateChunkScripts(siteRoot, pagePath)) {
    if (!loaded.has(chunk)) urls.push(chunk);
  }
  const scripts: ScriptSize[] = [];
  for (const url of urls) {
    if (/^(https?:)?\/\//i.test(url)) throw new Error(`${pagePath} loads a script from another host: ${url}`);
    const file = path.join(siteRoot, decodeURIComponent(withoutQuery(url)));
    let size = gzipCache.get(file);
    if (!size) {
      size = sizeOf(url, readFileSync(file));
      gzipCache.set(file, size);
    }
    scripts.push({ ...size, source: url });
  }
  inline.forEach((body, index) => scripts.push(sizeOf(`inline #${index + 1}`, Buffer.from(body))));
  return {
    page: pagePath,
    scripts,
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/**
 * The source modules of a page's first-load scripts, from their source maps among the build
 * artefacts (`node_modules/…` and project paths, as webpack names them); inline scripts have none.
 */
export function firstLoadModules(siteRoot: string, pagePath: string, artefactsRoot = ARTEFACTS): string[] {
  const modules = new Set<string>();
  for (const script of measureFirstLoadJs(siteRoot, pagePath).scripts) {
    if (script.source.startsWith('inline #')) continue;
    const name = path.basename(decodeURIComponent(withoutQuery(script.source)));
    const mapFile = [path.join(siteRoot, `${name}.map`), path.join(artefactsRoot, path.basename(siteRoot), `${name}.map`)].find((file) => existsSync(file));
    if (!mapFile) throw new Error(`No source map for ${script.source} of ${siteRoot}`);
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
    for (const source of sources ?? []) modules.add(source.replace(/^webpack:\/\/[^/]*\//, ''));
  }
  return [...modules];
}

/** `12.3 kB` (1 kB = 1024 bytes). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
