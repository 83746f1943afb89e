// `npm run bench:build [-- --brands trailmate,homing] [--scale N] [--markdown FILE]`: cold-builds each
// brand with `gatsby build` in a temporary copy of the repo (never touching `.cache/`, `public/` or
// `dist/` of the working tree) and reports wall time, peak RSS of the whole Gatsby process tree, pages
// built, time per 1000 pages and first-load JS per template. `--scale N` first regenerates the copy's
// content/ with every product repeated N times (`npm run content -- --scale`), so the per-page cost
// shows past the fixed cost of a build. A measurement, not a test.
import { cpus, totalmem } from 'node:os';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_BRANDS, isSiteBrand, type SiteBrand } from '../static-server/brands';
import { builtPages, representativePages } from './lib/built-pages';
import { kilobytes, measureFirstLoadJs } from './lib/first-load-js';
import { timedGatsbyBuild, type TimedBuild } from './lib/empty-gatsby';
import { brandBuildEnv, generateContent, makeWorkspace } from './lib/workspace';
import { cliArgs } from '../cli-args';

interface BrandResult {
  brand: SiteBrand;
  ok: boolean;
  wallMs: number;
  peakRssBytes: number;
  pages: number;
  templates: { template: string; page: string; gzipBytes: number; scripts: number }[];
}

function run(workspace: string, brand: SiteBrand): Promise<TimedBuild> {
  return timedGatsbyBuild(workspace, brandBuildEnv(brand));
}

function clean(workspace: string): void {
  // Cold builds: every brand starts without Gatsby's cache, as CI does.
  for (const dir of ['.cache', 'public']) rmSync(path.join(workspace, dir), { recursive: true, force: true });
}

// Time per 1000 pages in seconds is (wallMs / pages × 1000) / 1000 = wallMs / pages.
function table(results: BrandResult[]): string {
  const lines = [
    '| brand | wall time | peak RSS | pages | time per 1000 pages |',
    '|---|---:|---:|---:|---:|',
    ...results.map((r) =>
      r.ok
        ? `| ${r.brand} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.peakRssBytes / 1024 ** 2).toFixed(0)} MB | ${r.pages} | ${r.pages ? (r.wallMs / r.pages).toFixed(1) + ' s' : '–'} |`
        : `| ${r.brand} | build failed | | | |`,
    ),
    '',
    '| brand | template | page measured | first-load JS (gzip) | scripts |',
    '|---|---|---|---:|---:|',
    ...results.flatMap((r) =>
      r.templates.map((t) => `| ${r.brand} | ${t.template} | \`${t.page}\` | ${kilobytes(t.gzipBytes)} | ${t.scripts} |`),
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run bench:build -- [--brands trailmate,homing] [--scale N] [--markdown FILE]', {
    brands: { type: 'string' },
    scale: { type: 'string', default: '1' },
    markdown: { type: 'string' },
  });
  const brands = (args.brands?.split(',') ?? SITE_BRANDS).filter(isSiteBrand);
  const results: BrandResult[] = [];
  const scale = Number(args.scale);
  const workspace = makeWorkspace();
  process.on('exit', () => rmSync(workspace, { recursive: true, force: true, maxRetries: 5 }));
  process.on('SIGINT', () => process.exit(130));
  if (scale !== 1) await generateContent(workspace, ['--scale', String(scale)]);
  const output = path.join(workspace, 'public');
  for (const brand of brands) {
    clean(workspace);
    console.log(`building ${brand} …`);
    const { ok, wallMs, peakRssBytes } = await run(workspace, brand);
    const result: BrandResult = { brand, ok, wallMs, peakRssBytes, pages: 0, templates: [] };
    if (ok && existsSync(output)) {
      const pages = builtPages(output);
      result.pages = pages.length;
      for (const [template, page] of representativePages(pages)) {
        const measured = measureFirstLoadJs(output, page.path);
        result.templates.push({ template, page: page.path, gzipBytes: measured.totalGzipBytes, scripts: measured.scripts.length });
      }
    }
    console.log(`${brand}: ${ok ? 'ok' : 'FAILED'} in ${(wallMs / 1000).toFixed(1)} s, ${result.pages} pages`);
    results.push(result);
  }
  const report = table(results);
  console.log(`\n${report}`);
  const markdown = args.markdown;
  if (markdown) {
    const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`;
    const catalogue = scale === 1 ? 'the embedded catalogue' : `the catalogue with every product repeated ${scale} times`;
    writeFileSync(markdown, `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; cold builds (no Gatsby cache) of ${catalogue}.\n\n${report}\n`);
  }
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
