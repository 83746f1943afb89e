// `npm run bench:first-load`: first-load JS (gzip) of the shallowest page of every template of each
// built brand in dist/ — the figure the 90 kB budget is about, for docs/benchmarks.md. Prints numbers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_BRANDS } from '../static-server/brands';
import { builtPages, representativePages } from './lib/built-pages';
import { FIRST_LOAD_BUDGET_BYTES, kilobytes, measureFirstLoadJs } from './lib/first-load-js';

const lines = ['| brand | template | page | first-load JS (gzip) | scripts |', '|---|---|---|---:|---:|'];
for (const brand of SITE_BRANDS) {
  const root = path.join('dist', brand);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.log(`${brand}: no build in ${root} (run npm run build)`);
    continue;
  }
  for (const [template, page] of [...representativePages(builtPages(root))].sort(([a], [b]) => a.localeCompare(b))) {
    const measured = measureFirstLoadJs(root, page.path);
    lines.push(`| ${brand} | ${template} | \`${page.path}\` | ${kilobytes(measured.totalGzipBytes)} | ${measured.scripts.length} |`);
  }
}
console.log(`First-load JS per template (budget ${kilobytes(FIRST_LOAD_BUDGET_BYTES)} gzipped):\n${lines.join('\n')}`);
