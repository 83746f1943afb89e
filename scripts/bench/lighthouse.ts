// Lighthouse (default mobile settings, performance only) on built pages, median of N runs per page:
// score, LCP, TBT, CLS and transferred bytes, and each page's TBT and LCP as a ratio to the
// framework's floor, an otherwise empty Gatsby page built and served the same way in the same run.
// Without --paths it measures home, a collection, a product, an article and the search page of each
// brand, in the default market and one other (found in the built site), and the home and a product of a
// market that asks for consent first (its banner is part of the first paint). Serves each built brand on its
// usual port and starts a twin on 8787 when none answers there, so the islands talk to a real backend.
// Reports numbers only.
//   npm run bench:lighthouse -- [--brands trailmate,yardwise,homing] [--paths /,/car-seat-covers/rover-hammock/] [--runs 5] [--no-floor] [--profile] [--throttling devtools]
//   (--profile: also prints each page's main-thread time by group and its long tasks, from the run with the median TBT)
//   (--throttling devtools: the pages load with the slow network and CPU applied, and the figures are
//   what was observed, instead of Lighthouse's default, `simulate`, which loads them at full speed and
//   estimates the slow phone from that trace)
//   (--brand B --dir D: one brand served from another build folder)
//   (--port P: serve the brand on port P when its usual port is taken; the twin then refuses the
//   islands' calls from that origin, which only touches what happens after load)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { launchTwin, type LaunchedTwin } from '../../shared/twin-process';
import { BRAND_PORTS, isSiteBrand, SITE_BRANDS, TWIN_PORT, type SiteBrand } from '../static-server/brands';
import { builtPages, templateName, type BuiltPage } from './lib/built-pages';
import { makeEmptyGatsbySite, timedGatsbyBuild } from './lib/empty-gatsby';
import { cliArgs } from '../cli-args';

function start(args: string[], ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}): ${out}`)));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** One Lighthouse run: the figures and where the main thread went. */
interface Run extends Figures {
  fcp: number;
  lcpElement: { selector: string | null; snippet: string | null; phases: Record<string, number> };
  breakdown: Record<string, number>;
  longTasks: { url: string; start: number; duration: number }[];
  /** Lighthouse's measure of this machine's speed at that moment (higher is faster; it moves with load). */
  benchmarkIndex: number;
}

const TEMPLATES = ['home', 'collection', 'product', 'article-detail', 'search'];

/** The first path segment of a non-default market (`/ca/`), from the built home pages. */
function otherMarketPrefix(pages: BuiltPage[]): string | null {
  const homes = pages.filter((page) => templateName(page.template) === 'home' && page.path !== '/');
  homes.sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path));
  return homes[0]?.path ?? null;
}

/** The home path of a market whose visitors are asked before tracking (`/de/`), from the built locale sites. */
function consentFirstPrefix(siteRoot: string): string | null {
  const dir = path.join(siteRoot, 'page-data', 'locale-site');
  if (!fs.existsSync(dir)) return null;
  for (const file of fs.readdirSync(dir).sort()) {
    const site = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { locale?: { urlPath?: string }; analytics?: { optIn?: boolean; consentDefault?: string } };
    if ((site.analytics?.optIn || site.analytics?.consentDefault === 'denied') && site.locale?.urlPath) return `${site.locale.urlPath}/`;
  }
  return null;
}

/** Home, collection, product, article and search pages of the default market and one other; home and a product of a consent-first one. */
function matrix(siteRoot: string): string[] {
  const pages = builtPages(siteRoot);
  const prefix = otherMarketPrefix(pages);
  const out: string[] = [];
  const asking = consentFirstPrefix(siteRoot);
  if (asking && asking !== prefix) {
    const under = pages.filter((page) => page.path.startsWith(asking));
    for (const template of ['home', 'product']) {
      const found = under.filter((page) => templateName(page.template) === template).sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path))[0];
      if (found) out.push(found.path);
    }
  }
  for (const market of [null, prefix]) {
    for (const template of TEMPLATES) {
      const candidates = pages.filter((page) => {
        if (templateName(page.template) !== template) return false;
        const other = prefix !== null && page.path.startsWith(prefix);
        return market === null ? !other && !isLocalized(page.path, pages) : other;
      });
      candidates.sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
      if (candidates[0]) out.push(candidates[0].path);
    }
  }
  return out;
}

/** A page under some market's prefix (its first segment is the path of a non-default home). */
function isLocalized(pagePath: string, pages: BuiltPage[]): boolean {
  const first = `/${pagePath.split('/')[1]}/`;
  return pagePath !== '/' && pages.some((page) => page.path === first && templateName(page.template) === 'home');
}

/** How Lighthouse slows the page down: estimated from a full-speed load, or applied to the load. */
type Throttling = 'simulate' | 'devtools';

/** Lighthouse `runs` times on one URL; the median of each figure (and, with --profile, the profile of the median-TBT run). */
function measure(url: string, chromePort: number, runs: number, profile: boolean, throttling: Throttling): Figures {
  const rows: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['scripts/bench/lib/lighthouse-run.mjs', url, String(chromePort), throttling], { encoding: 'utf8' });
    rows.push(JSON.parse(out.trim().split('\n').pop()!) as Run);
  }
  const m = (key: keyof Figures) => median(rows.map((r) => r[key]));
  // Each run's TBT and LCP, so a median can be read with its spread, and the machine's speed then.
  console.log(
    `  ${url}: TBT ${rows.map((r) => Math.round(r.tbt)).join(', ')} ms; LCP ${rows.map((r) => Math.round(r.lcp)).join(', ')} ms; benchmark index ${rows.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
  );
  const medianRun = [...rows].sort((a, b) => a.tbt - b.tbt)[Math.floor(rows.length / 2)];
  if (profile && medianRun) printProfile(url, medianRun);
  return { score: m('score'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), bytes: m('bytes') };
}

/** Main-thread time by group and the long tasks of one run (Lighthouse's simulated 4× slower CPU). */
function printProfile(url: string, run: Run): void {
  const groups = Object.entries(run.breakdown).sort((a, b) => b[1] - a[1]).map(([group, ms]) => `${group} ${ms} ms`);
  console.log(`  ${url} (TBT ${run.tbt.toFixed(0)} ms): ${groups.join(', ')}`);
  const phases = Object.entries(run.lcpElement.phases).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ');
  console.log(`    FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms on ${run.lcpElement.snippet ?? 'no element'}${phases ? ` (${phases})` : ''}`);
  for (const task of run.longTasks) console.log(`    long task at ${task.start} ms: ${task.duration} ms, ${task.url.replace(/^https?:\/\/[^/]+/, '') || 'page'}`);
}

function row(label: string, f: Figures, floor: Figures | null): string {
  const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(2)}×` : '–');
  return `| ${label} | ${f.score} | ${f.lcp.toFixed(0)} | ${f.tbt.toFixed(0)} | ${f.cls.toFixed(3)} | ${(f.bytes / 1024).toFixed(0)} | ${ratio(f.tbt, floor?.tbt)} | ${ratio(f.lcp, floor?.lcp)} |`;
}

async function main(): Promise<void> {
  const { values: args } = cliArgs(
    'npm run bench:lighthouse -- [--brands trailmate,yardwise,homing | --brand B [--dir D] [--port P]] [--paths /,/car-seat-covers/rover-hammock/] [--runs 5] [--no-floor] [--profile] [--throttling simulate|devtools]',
    {
      brand: { type: 'string' },
      brands: { type: 'string', default: SITE_BRANDS.join(',') },
      dir: { type: 'string' },
      port: { type: 'string' },
      paths: { type: 'string' },
      runs: { type: 'string', default: '5' },
      'no-floor': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      throttling: { type: 'string', default: 'simulate' },
    },
  );
  if (args.throttling !== 'simulate' && args.throttling !== 'devtools') throw new Error(`--throttling must be simulate or devtools, not ${args.throttling}`);
  const throttling: Throttling = args.throttling;
  const single = args.brand ?? null;
  const brands = (single ? [single] : args.brands.split(',')).filter(isSiteBrand) as SiteBrand[];
  const runs = Number(args.runs);
  const explicitPaths = args.paths?.split(',') ?? null;
  const children: ChildProcess[] = [];
  let twin: LaunchedTwin | null = null;
  let floorSite: string | null = null;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
  const stop = (child: ChildProcess) => {
    child.kill();
    children.splice(children.indexOf(child), 1);
  };
  try {
    if (!(await answers(`http://127.0.0.1:${TWIN_PORT}/`))) {
      twin = await launchTwin({ port: TWIN_PORT, reset: true, rateLimit: 0 });
    }
    let floor: Figures | null = null;
    const lines = ['| page | score | LCP ms | TBT ms | CLS | kB | TBT ÷ floor | LCP ÷ floor |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
    if (!args['no-floor']) {
      console.log('building the empty Gatsby page (the floor) …');
      floorSite = makeEmptyGatsbySite(path.resolve('.'));
      const built = await timedGatsbyBuild(floorSite, { EMPTY_GATSBY_PAGES: '0' });
      if (!built.ok) throw new Error('the empty Gatsby build failed');
      const port = 9009;
      const server = await start(['scripts/serve.ts', 'trailmate', '--port', String(port), '--dir', path.join(floorSite, 'public')], /http:\/\//);
      children.push(server);
      floor = measure(`http://127.0.0.1:${port}/`, chrome.port, runs, args.profile, throttling);
      stop(server);
      lines.push(row('empty Gatsby page (floor)', floor, floor));
      console.log(lines.at(-1));
    }
    for (const brand of brands) {
      const dir = single ? (args.dir ?? path.join('dist', brand)) : path.join('dist', brand);
      if (!fs.existsSync(path.join(dir, 'index.html'))) {
        console.log(`${brand}: no build in ${dir}, skipped (run npm run build)`);
        continue;
      }
      const port = single && args.port ? Number(args.port) : BRAND_PORTS[brand];
      if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`Port ${port} is busy: stop the site served there first.`);
      const server = await start(['scripts/serve.ts', brand, '--port', String(port), '--dir', dir], /http:\/\//);
      children.push(server);
      for (const pagePath of explicitPaths ?? matrix(dir)) {
        lines.push(row(`${brand} \`${pagePath}\``, measure(`http://127.0.0.1:${port}${pagePath}`, chrome.port, runs, args.profile, throttling), floor));
        console.log(lines.at(-1));
      }
      stop(server);
    }
    console.log(`\nLighthouse mobile (${throttling === 'simulate' ? 'simulated' : 'applied'} throttling), median of ${runs}:\n${lines.join('\n')}`);
  } finally {
    chrome.kill();
    for (const child of [...children]) child.kill();
    await twin?.stop();
    if (floorSite) fs.rmSync(floorSite, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
