// `npm run test:size-at-scale [-- --products 2000] [--brand trailmate] [--locales en-us,de-de,fr-fr] [--build-timeout 600] [--as-next-build]`:
// the first-load JS budget (90 kB gzipped, as e2e/size.spec.ts holds it for the embedded catalogue)
// on a build of a generated catalogue, so nothing in the first load may grow with the number of
// products. Builds the brand in a throw-away copy of the repo (content/ regenerated with
// `--products N`; the working tree's .cache/, public/ and dist/ are untouched) and checks the
// shallowest page of every template. Exits 1 naming each page over the budget. With --as-next-build
// (in the next build's locales) the skip link's text is changed too, and the build is kept as the
// brand's next build for the end-to-end tests (scripts/bench/lib/next-build.ts), which then need not
// build the brand once more.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, representativePages } from './bench/lib/built-pages';
import { timedGatsbyBuildOnceMore } from './bench/lib/empty-gatsby';
import { FIRST_LOAD_BUDGET_BYTES, kilobytes, measureFirstLoadJs } from './bench/lib/first-load-js';
import { changeSkipLink, keepAsNextBuild, NEXT_BUILD_LOCALES, nextBuildFolder } from './bench/lib/next-build';
import { brandBuildEnv, generateContent, makeWorkspace } from './bench/lib/workspace';
import { isSiteBrand } from './static-server/brands';
import { cliArgs } from './cli-args';

/** Seconds a build may take (`--build-timeout`): about three times what it takes on two cores. */
const BUILD_TIMEOUT_S = 600;

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run test:size-at-scale -- [--products 2000] [--brand trailmate] [--locales en-us,de-de,fr-fr] [--build-timeout 600] [--as-next-build]', {
    brand: { type: 'string', default: 'trailmate' },
    products: { type: 'string', default: '2000' },
    locales: { type: 'string', default: 'en-us,de-de,fr-fr' },
    'build-timeout': { type: 'string', default: String(BUILD_TIMEOUT_S) },
    'as-next-build': { type: 'boolean', default: false },
  });
  const brand = args.brand;
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}`);
  const products = Number(args.products);
  const locales = args.locales.split(',');
  if (args['as-next-build'] && [...locales].sort().join(',') !== [...NEXT_BUILD_LOCALES].sort().join(',')) {
    throw new Error(`--as-next-build needs --locales ${NEXT_BUILD_LOCALES.join(',')}, the next build's`);
  }
  // Taken before the build: a change to the code while it runs must not give the old code's build the new code's name.
  const nextBuildTarget = args['as-next-build'] ? nextBuildFolder(brand) : null;
  const workspace = makeWorkspace();
  process.on('exit', () => rmSync(workspace, { recursive: true, force: true, maxRetries: 5 }));
  process.on('SIGINT', () => process.exit(130));
  // Fewer locales keep the build short; the non-default ones keep the locale catch-alls (and so the
  // match-paths list) that grow with the catalogue.
  const brandFile = path.join(workspace, 'brands', brand, 'brand.json');
  const config = JSON.parse(readFileSync(brandFile, 'utf8')) as { locales: string[]; languages: string[] };
  config.locales = config.locales.filter((locale) => locales.includes(locale));
  config.languages = config.languages.filter((language) => config.locales.some((locale) => locale.startsWith(`${language}-`)));
  writeFileSync(brandFile, JSON.stringify(config, null, 2));
  console.log(`${brand} with ${products} products in ${config.locales.join(', ')}: generating content and building …`);
  await generateContent(workspace, ['--products', String(products)]);
  if (nextBuildTarget) changeSkipLink(path.join(workspace, 'content'));
  // Gatsby's steps are printed as they come. A build still running after the timeout is ended
  // with what its processes were doing; Gatsby 5 has been seen to stop for good, at random, between
  // its last webpack compile and writing page data, and to lose a page's query result
  // (scripts/build/gatsby-failures.ts), so such a build is made once more from scratch.
  const timeoutMs = Number(args['build-timeout']) * 1000;
  const built = await timedGatsbyBuildOnceMore(workspace, brandBuildEnv(brand), { echoSteps: true, timeoutMs });
  if (!built.ok) throw new Error('the build failed');
  const output = path.join(workspace, 'public');
  const pages = builtPages(output);
  console.log(`${pages.length} pages built in ${(built.wallMs / 1000).toFixed(1)} s`);
  const over: string[] = [];
  for (const [template, page] of representativePages(pages)) {
    const measured = measureFirstLoadJs(output, page.path);
    console.log(`  ${template.padEnd(20)} ${page.path.padEnd(48)} ${kilobytes(measured.totalGzipBytes).padStart(9)}`);
    if (measured.totalGzipBytes > FIRST_LOAD_BUDGET_BYTES) over.push(`${page.path} (${template}): ${kilobytes(measured.totalGzipBytes)}`);
  }
  if (over.length) {
    console.error(`First-load JS over ${kilobytes(FIRST_LOAD_BUDGET_BYTES)} with ${products} products:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Every template stays within ${kilobytes(FIRST_LOAD_BUDGET_BYTES)} with ${products} products.`);
  if (nextBuildTarget) console.log(`Kept as the next build of ${brand}: ${keepAsNextBuild(output, brand, nextBuildTarget)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
