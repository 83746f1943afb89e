import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetPages, builtPages, templateName } from '../scripts/bench/lib/built-pages';
import { measureFirstLoadJs, scriptsOfHtml, templateChunkScripts } from '../scripts/bench/lib/first-load-js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('first-load JavaScript', () => {
  it('counts script src, JS preloads and inline code, but not JSON data blocks or stylesheets', () => {
    const html = `<html><head>
      <link rel="preload" href="/framework-1.js" as="script"/><link rel="modulepreload" href="/mod.mjs">
      <link rel="preload" href="/font.woff2" as="font"/><link rel="stylesheet" href="/styles.css"/>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script>window.x=1</script><script type="module">import('/y.js')</script></head>
      <body><script src="/app-1.js" async></script><script src='/framework-1.js'></script></body></html>`;
    expect(scriptsOfHtml(html)).toEqual({
      urls: ['/app-1.js', '/framework-1.js', '/mod.mjs'],
      inline: ['window.x=1', "import('/y.js')"],
    });
  });

  it('sums gzip sizes of the HTML scripts and the page template chunk group, each file once', () => {
    const app = 'console.log("app");'.repeat(100);
    const component = 'console.log("component");'.repeat(30);
    const root = site({
      'index.html': '<script src="/app-1.js"></script><link rel="preload" as="script" href="/app-1.js"><script>var a=1</script>',
      'app-1.js': app,
      'component-home-2.js': component,
      'page-data/index/page-data.json': JSON.stringify({ path: '/', componentChunkName: 'component---src-templates-home-tsx' }),
      'webpack.stats.json': JSON.stringify({
        namedChunkGroups: { 'component---src-templates-home-tsx': { assets: [{ name: 'component-home-2.js' }, { name: 'x.css' }] } },
      }),
    });
    const measured = measureFirstLoadJs(root, '/');
    expect(measured.scripts.map((script) => script.source)).toEqual(['/app-1.js', '/component-home-2.js', 'inline #1']);
    const expected = [app, component, 'var a=1'].reduce((sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length, 0);
    expect(measured.totalGzipBytes).toBe(expected);
  });

  it("reads a published site's template chunks from the build artefacts kept beside dist/", () => {
    const component = 'console.log("component");'.repeat(30);
    const artefacts = site({
      'brand/webpack.stats.json': JSON.stringify({ namedChunkGroups: { 'component---src-templates-home-tsx': { assets: ['component-home-2.js'] } } }),
    });
    const parent = site({
      'brand/index.html': '<script src="/app-1.js"></script>',
      'brand/app-1.js': 'console.log("app");',
      'brand/component-home-2.js': component,
      'brand/page-data/index/page-data.json': JSON.stringify({ path: '/', componentChunkName: 'component---src-templates-home-tsx' }),
    });
    expect(templateChunkScripts(path.join(parent, 'brand'), '/', artefacts)).toEqual(['/component-home-2.js']);
  });

  it('refuses to measure a page whose template chunks it cannot find (they would count as nothing)', () => {
    const root = site({
      'index.html': '<script src="/app-1.js"></script>',
      'app-1.js': 'console.log("app");',
      'page-data/index/page-data.json': JSON.stringify({ path: '/', componentChunkName: 'component---src-templates-home-tsx' }),
    });
    expect(() => templateChunkScripts(root, '/', site({}))).toThrow(/No webpack.stats.json/);
  });

  it('refuses to measure a script from another host', () => {
    const root = site({ 'index.html': '<script src="https://cdn.example/x.js"></script>' });
    expect(() => measureFirstLoadJs(root, '/')).toThrow(/another host/);
  });

  it('picks the default-locale page of the collection and product templates', () => {
    const root = site({
      'page-data/index/page-data.json': JSON.stringify({ path: '/', componentChunkName: 'component---src-templates-home-tsx' }),
      'page-data/de/dog-hammocks/page-data.json': JSON.stringify({ path: '/de/dog-hammocks/', componentChunkName: 'component---src-templates-collection-tsx' }),
      'page-data/dog-hammocks/page-data.json': JSON.stringify({ path: '/dog-hammocks/', componentChunkName: 'component---src-templates-collection-tsx' }),
      'page-data/car-seat-covers/rover/page-data.json': JSON.stringify({ path: '/car-seat-covers/rover/', componentChunkName: 'component---src-templates-product-tsx' }),
      'page-data/de/car-seat-covers/rover/page-data.json': JSON.stringify({ path: '/de/car-seat-covers/rover/', componentChunkName: 'component---src-templates-product-tsx' }),
    });
    expect(budgetPages(builtPages(root))).toEqual({ home: '/', collection: '/dog-hammocks/', product: '/car-seat-covers/rover/' });
    expect(templateName('component---src-templates-article-detail-tsx')).toBe('article-detail');
  });
});
