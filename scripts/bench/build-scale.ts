// `npm run bench:build-scale [-- --brand trailmate] [--sizes 1000,10000] [--locales en-us,fr-fr,de-de] [--markdown FILE]`:
// how the build grows with the catalogue. For each size, a copy of the repo gets a generated
// catalogue of that many products per brand (`npm run content -- --products N`), the brand is built
// cold in three languages (the listed locales), and an otherwise empty Gatsby site with the same
// number of trivial pages is built in the same run as the framework's floor. Prints wall time, pages,
// time per 1000 pages, peak RSS, the ratio to the floor and first-load JS per template. A measurement,
// not a test.
import { cpus, totalmem } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSiteBrand } from '../static-server/brands';
import { builtPages, representativePages } from './lib/built-pages';
import { makeEmptyGatsbySite, timedGatsbyBuild, type TimedBuild } from './lib/empty-gatsby';
import { FIRST_LOAD_BUDGET_BYTES, kilobytes, measureFirstLoadJs } from './lib/first-load-js';
import { brandBuildEnv, generateContent, makeWorkspace, restrictLocales } from './lib/workspace';
import { launchTwin } from '../../shared/twin-process';
import { gatsbyCpuCount } from '../build/jobs';
import { cliArgs } from '../cli-args';

interface SizeResult {
  products: number;
  site: TimedBuild & { pages: number };
  twinStartMs: number;
  floor: TimedBuild & { pages: number };
  templates: { template: string; page: string; gzipBytes: number }[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perThousand = (build: { wallMs: number; pages: number }) => (build.pages ? build.wallMs / build.pages : NaN);
const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

function table(brand: string, results: SizeResult[]): string {
  return [
    `| products | twin start (not in the build) | ${brand} pages | wall time | per 1000 pages | peak RSS | empty Gatsby (same pages) | per 1000 pages | peak RSS | ratio per page |`,
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) =>
      r.site.ok && r.floor.ok
        ? `| ${r.products} | ${seconds(r.twinStartMs)} | ${r.site.pages} | ${seconds(r.site.wallMs)} | ${perThousand(r.site).toFixed(1)} s | ${megabytes(r.site.peakRssBytes)} | ${seconds(r.floor.wallMs)} | ${perThousand(r.floor).toFixed(1)} s | ${megabytes(r.floor.peakRssBytes)} | ${(perThousand(r.site) / perThousand(r.floor)).toFixed(2)}× |`
        : `| ${r.products} | ${seconds(r.twinStartMs)} | ${r.site.ok ? r.site.pages : 'build failed'} | | | | ${r.floor.ok ? '' : 'floor failed'} | | | |`,
    ),
    '',
    '| products | template | page measured | first-load JS (gzip) |',
    '|---:|---|---|---:|',
    ...results.flatMap((r) => r.templates.map((t) => `| ${r.products} | ${t.template} | \`${t.page}\` | ${kilobytes(t.gzipBytes)}${t.gzipBytes > FIRST_LOAD_BUDGET_BYTES ? ' (over 90 kB)' : ''} |`)),
  ].join('\n');
}

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run bench:build-scale -- [--brand trailmate] [--sizes 1000,10000] [--locales en-us,fr-fr,de-de] [--markdown FILE]', {
    brand: { type: 'string', default: 'trailmate' },
    sizes: { type: 'string', default: '1000,10000' },
    locales: { type: 'string', default: 'en-us,fr-fr,de-de' },
    markdown: { type: 'string', default: '' },
  });
  const brand = args.brand;
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}`);
  const sizes = args.sizes.split(',').map(Number);
  const locales = args.locales.split(',');
  const workspace = makeWorkspace();
  const floorSite = makeEmptyGatsbySite(path.resolve('.'));
  process.on('exit', () => {
    rmSync(workspace, { recursive: true, force: true, maxRetries: 5 });
    rmSync(floorSite, { recursive: true, force: true, maxRetries: 5 });
  });
  process.on('SIGINT', () => process.exit(130));
  restrictLocales(workspace, brand, locales);
  const results: SizeResult[] = [];
  for (const products of sizes) {
    console.log(`${products} products: generating content …`);
    await generateContent(workspace, ['--products', String(products)]);
    for (const dir of ['.cache', 'public']) rmSync(path.join(workspace, dir), { recursive: true, force: true });
    console.log(`${products} products: starting a twin on the generated content …`);
    const twinStarted = Date.now();
    const twin = await launchTwin({ contentDir: path.join(workspace, 'content'), rateLimit: 0, timeoutMs: 600_000 });
    const twinStartMs = Date.now() - twinStarted;
    console.log(`  ${seconds(twinStartMs)}`);
    console.log(`${products} products: building ${brand} (${locales.join(', ')}) …`);
    const built = await timedGatsbyBuild(workspace, { ...brandBuildEnv(brand), TWIN_URL: twin.url }).finally(() => twin.stop());
    const output = path.join(workspace, 'public');
    const pages = built.ok ? builtPages(output) : [];
    const templates = [...representativePages(pages)].map(([template, page]) => ({ template, page: page.path, gzipBytes: measureFirstLoadJs(output, page.path).totalGzipBytes }));
    console.log(`  ${pages.length} pages in ${seconds(built.wallMs)}, peak RSS ${megabytes(built.peakRssBytes)}`);
    for (const dir of ['.cache', 'public']) rmSync(path.join(floorSite, dir), { recursive: true, force: true });
    console.log(`${products} products: building an empty Gatsby site with ${pages.length} pages …`);
    // The floor gets the same number of Gatsby workers as the brand's build.
    const floor = await timedGatsbyBuild(floorSite, { EMPTY_GATSBY_PAGES: String(Math.max(pages.length - 1, 0)), GATSBY_CPU_COUNT: gatsbyCpuCount(1) });
    const floorPages = floor.ok ? builtPages(path.join(floorSite, 'public')).length : 0;
    console.log(`  ${floorPages} pages in ${seconds(floor.wallMs)}, peak RSS ${megabytes(floor.peakRssBytes)}`);
    results.push({ products, twinStartMs, site: { ...built, pages: pages.length }, floor: { ...floor, pages: floorPages }, templates });
  }
  const report = table(brand, results);
  console.log(`\n${report}`);
  const markdown = args.markdown;
  if (markdown) {
    const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`;
    writeFileSync(markdown, `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; cold builds of ${brand} in ${locales.join(', ')}.\n\n${report}\n`);
  }
  if (results.some((r) => !r.site.ok || !r.floor.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
