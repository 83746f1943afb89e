// Lighthouse (default mobile settings, performance only) on built pages, median of N runs per
// page: score, LCP, TBT, CLS and transferred bytes. Serves the built brand itself on the brand's
// usual port and starts a twin on 8787 when none answers there, so the page's islands talk to a
// real backend. Reports numbers only.
//   npm run bench:lighthouse -- [--brand trailmate] [--dir dist/trailmate] [--paths /,/car-seat-covers/rover-hammock/] [--runs 5]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { BRAND_PORTS, isSiteBrand, TWIN_PORT } from '../static-server/brands';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const brand = option('--brand', 'trailmate');
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}`);
  const dir = option('--dir', path.join('dist', brand));
  const paths = option('--paths', '/').split(',');
  const runs = Number(option('--runs', '5'));
  const port = BRAND_PORTS[brand];
  const children: ChildProcess[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  if (!(await answers(`http://127.0.0.1:${TWIN_PORT}/`))) {
    children.push(await start(['twin/src/main.ts', '--port', String(TWIN_PORT), '--db', path.join(tmp, 'twin.sqlite'), '--reset', '--rate-limit', '0'], /TWIN_URL=/));
  }
  if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`Port ${port} is busy: stop the site served there first.`);
  children.push(await start(['scripts/serve.ts', brand, '--port', String(port), '--dir', dir], /http:\/\//));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    console.log(`Lighthouse mobile, median of ${runs}, ${dir}:`);
    console.log('page'.padEnd(48) + 'score   LCP ms   TBT ms    CLS    kB');
    for (const pagePath of paths) {
      const rows: { score: number; lcp: number; tbt: number; cls: number; bytes: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const out = execFileSync(process.execPath, ['scripts/bench/lib/lighthouse-run.mjs', `http://127.0.0.1:${port}${pagePath}`, String(chrome.port)], { encoding: 'utf8' });
        rows.push(JSON.parse(out.trim().split('\n').pop()!));
      }
      const m = (key: keyof (typeof rows)[number]) => median(rows.map((r) => r[key]));
      console.log(
        `${pagePath.padEnd(48)}${String(m('score')).padStart(5)}${m('lcp').toFixed(0).padStart(9)}${m('tbt').toFixed(0).padStart(9)}${m('cls').toFixed(3).padStart(7)}${(m('bytes') / 1024).toFixed(0).padStart(6)}`,
      );
    }
  } finally {
    chrome.kill();
    for (const child of children) child.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
