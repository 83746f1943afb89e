// `npm run build [-- <brand>…] [--jobs N]`: builds the brands (every brand by default), each with its
// Gatsby cache, and publishes each into `dist/<brand>/` (a link to its newest release, replaced in
// one step: scripts/build/releases.ts) with its build artefacts (source maps, webpack manifests:
// src/build/published-files.ts) in `.artifacts/<brand>/`; prints the pages built and the time each
// brand took. With more than one job, brands build side by side, each in its own copy of the sources
// (`.brand-sites/<brand>/`); the default number of jobs follows the machine's cores and free memory
// (scripts/build/jobs.ts). A CI matrix or several machines split the brands with one brand per job.
import path from 'node:path';
import { BRAND_IDS } from '../brands';
import { BrandBuildError, buildBrand, ROOT, type BrandBuildResult } from './build/brand-build';
import { defaultJobs, gatsbyCpuCount } from './build/jobs';
import { runPool } from '../src/lib/timing/pool';
import { acquireBuildLock } from './build/lock';
import { pruneReleases } from './build/releases';
import { cliArgs, wholeNumber } from './cli-args';
import { loadEnvFile } from '../shared/env-file';

function readArgs(argv: string[]): { brands: string[]; jobs: number | null } {
  const { values, positionals } = cliArgs('npm run build -- [<brand>…] [--jobs N]', { jobs: { type: 'string', short: 'j' } }, argv);
  for (const brand of positionals) {
    if (!BRAND_IDS.includes(brand as (typeof BRAND_IDS)[number])) throw new Error(`Unknown brand ${brand} (known: ${BRAND_IDS.join(', ')}).`);
  }
  return { brands: positionals, jobs: values.jobs === undefined ? null : wholeNumber('jobs', values.jobs, 1) };
}

async function main(): Promise<void> {
  loadEnvFile();
  const args = readArgs(process.argv.slice(2));
  const brands = args.brands.length ? BRAND_IDS.filter((b) => args.brands.includes(b)) : [...BRAND_IDS];
  const jobs = Math.min(brands.length, args.jobs ?? defaultJobs(brands.length));
  await acquireBuildLock();
  const distRoot = path.join(ROOT, 'dist');
  const parallel = jobs > 1;
  // Side by side, the machine's cores are shared between the builds' HTML renderers.
  const cpuCount = gatsbyCpuCount(jobs);
  const renderers = Math.max(1, Number(cpuCount) - 1);
  if (parallel) console.log(`Building ${brands.join(', ')} with ${jobs} jobs (${renderers} renderer${renderers === 1 ? '' : 's'} each).`);
  const outcomes = await runPool(brands, jobs, async (brand): Promise<BrandBuildResult> => {
    console.log(`\n=== Building ${brand} ===`);
    const result = await buildBrand({
      brand,
      distRoot,
      site: parallel ? 'own' : 'root',
      env: { GATSBY_CPU_COUNT: cpuCount },
      onLine: parallel ? (line) => console.log(`[${brand}] ${line}`) : undefined,
    });
    await pruneReleases(distRoot, brand, 0);
    console.log(`${brand}: ${result.pages} pages in ${result.seconds.toFixed(1)} s → dist/${brand}/ (source maps and manifests: .artifacts/${brand}/)`);
    return result;
  });
  const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  const built = outcomes.filter((o): o is PromiseFulfilledResult<BrandBuildResult> => o.status === 'fulfilled').map((o) => o.value);
  if (built.length) {
    console.log('\nBuilt:');
    for (const r of built) console.log(`  ${r.brand.padEnd(10)} ${String(r.pages).padStart(6)} pages  ${r.seconds.toFixed(1).padStart(7)} s  dist/${r.brand}/`);
  }
  if (failed.length) {
    for (const { reason } of failed) console.error(reason instanceof Error ? reason.message : String(reason));
    const codes = failed.map(({ reason }) => (reason instanceof BrandBuildError ? reason.exitCode : 1));
    process.exit(codes[0] || 1);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
