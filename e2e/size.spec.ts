// Size budget (README): the JavaScript a page loads before interaction — script src, JS preloads
// and inline scripts, gzipped — stays at or under 90 kB on home, collection and product pages of
// every brand. Reads the built HTML in dist/; no browser needed.
import { expect, test } from './support/twin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { budgetPages, builtPages } from '../scripts/bench/lib/built-pages';
import { FIRST_LOAD_BUDGET_BYTES, kilobytes, measureFirstLoadJs } from '../scripts/bench/lib/first-load-js';
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
