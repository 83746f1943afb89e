// Size budget (README): the JavaScript a page loads before interaction — script src, JS preloads
// and inline scripts, gzipped — stays at or under 90 kB on home, collection and product pages of
// every brand. Reads the built HTML in dist/; no browser needed.
import { expect, test } from './support/twin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { budgetPages, builtPages } from '../scripts/bench/lib/built-pages';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadModules, kilobytes, measureFirstLoadJs } from '../scripts/bench/lib/first-load-js';
import { SITE_BRANDS } from '../scripts/static-server/brands';

for (const brand of SITE_BRANDS) {
  test(`${brand}: first-load JS of home, collection and product pages is at most 90 kB gzipped`, () => {
    const root = path.join('dist', brand);
    expect(existsSync(path.join(root, 'index.html')), `${root} is built`).toBe(true);
    const pages = budgetPages(builtPages(root));
    expect(pages.collection, 'a collection page is built').not.toBeNull();
    expect(pages.product, 'a product page is built').not.toBeNull();
    const over: string[] = [];
    for (const [template, pagePath] of Object.entries(pages) as [string, string][]) {
      const measured = measureFirstLoadJs(root, pagePath);
      console.log(`${brand.padEnd(10)} ${template.padEnd(11)} ${pagePath.padEnd(52)} ${kilobytes(measured.totalGzipBytes).padStart(9)} gzip in ${measured.scripts.length} scripts`);
      if (measured.totalGzipBytes > FIRST_LOAD_BUDGET_BYTES) {
        const biggest = [...measured.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
        over.push(`${pagePath}: ${kilobytes(measured.totalGzipBytes)} (largest: ${biggest.map((s) => `${s.source} ${kilobytes(s.gzipBytes)}`).join(', ')})`);
      }
    }
    expect(over, `pages over ${kilobytes(FIRST_LOAD_BUDGET_BYTES)}`).toEqual([]);
  });
}

for (const brand of SITE_BRANDS) {
  test(`${brand}: first-load JS of the product manuals page (its list as HTML, its filter loaded later) is at most 90 kB gzipped`, () => {
    const root = path.join('dist', brand);
    expect(existsSync(path.join(root, 'manuals', 'index.html')), `${root}/manuals/ is built`).toBe(true);
    const measured = measureFirstLoadJs(root, '/manuals/');
    console.log(`${brand.padEnd(10)} manuals     /manuals/ ${kilobytes(measured.totalGzipBytes).padStart(9)} gzip in ${measured.scripts.length} scripts`);
    expect(measured.totalGzipBytes, kilobytes(measured.totalGzipBytes)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    expect(firstLoadModules(root, '/manuals/').filter((m) => m.endsWith('features/content/manuals-filter.ts'))).toEqual([]);
  });
}

// Code that does nothing on a first load stays out of it: Gatsby's Partytown integration and
// gatsby-script (they act in `gatsby develop` only), its service-worker registration (no browser
// API asks for it), Klaviyo's on-site code (loaded when a Klaviyo command is due), the cart's
// tracking (the cart's chunks carry it), and
// gatsby-plugin-image's inline script, which acts on GatsbyImage markup that no page has.
const NOT_IN_FIRST_LOAD = [/node_modules\/gatsby-script\//, /node_modules\/@builder\.io\/partytown\//, /register-service-worker\.js$/, /lib\/analytics\/klaviyo-onsite\.ts$/, /lib\/analytics\/cart-items\.ts$/, /features\/analytics\/track-cart\.ts$/];

for (const brand of SITE_BRANDS) {
  test(`${brand}: the first load of home, collection and product pages carries no code that only acts later or in development`, () => {
    const root = path.join('dist', brand);
    const pages = budgetPages(builtPages(root));
    for (const pagePath of Object.values(pages).filter((p): p is string => Boolean(p))) {
      const modules = firstLoadModules(root, pagePath);
      expect(modules.length, `${pagePath}: modules from the source maps`).toBeGreaterThan(10);
      expect(modules.filter((m) => NOT_IN_FIRST_LOAD.some((pattern) => pattern.test(m))), pagePath).toEqual([]);
      const html = readFileSync(path.join(root, pagePath, 'index.html'), 'utf8');
      expect(html, `${pagePath}: GatsbyImage markup (it would need gatsby-plugin-image's head script)`).not.toMatch(/<[a-z]+\b[^>]*\sdata-(gatsby-image-wrapper|main-image|gatsby-image-ssr|placeholder-image)\b/);
      expect(html, pagePath).not.toContain('gatsbyImageSsr');
    }
  });
}
