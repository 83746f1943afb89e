// Where a page's main thread goes while it loads on a phone: Chromium with its CPU slowed 4× (as
// Lighthouse's mobile run assumes) loads the page, a sampling CPU profile runs through load and the
// seconds after, and each sample is mapped through the build's source maps (.artifacts/<brand>/) to
// its source file. Prints the self time by source file (node_modules by package) and, with --focus,
// the call stacks of the samples in sources matching it. Numbers only; the page must be served
// (`npm start`, or `npm run serve -- <brand>`).
//   npm run bench:profile -- <url> [--brand trailmate] [--runs 3] [--after 4000] [--focus src/lib/i18n]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { cliArgs, wholeNumber } from '../cli-args';

const USAGE = 'npm run bench:profile -- <url> [--brand B] [--runs N] [--after MS] [--focus TEXT]';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();

/** The source file (and function name) of a position in a served script, through its source map. */
function sourceOf(artifacts: string, frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  const file = new URL(frame.url).pathname.slice(1);
  if (!file.endsWith('.js')) return `inline script of ${new URL(frame.url).pathname}`;
  if (!maps.has(file)) {
    const mapFile = path.join(artifacts, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return (original.source ?? file).replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '') + (original.name ? ` :: ${original.name}` : '');
}

const packageOf = (source: string) => source.split(' :: ')[0]!.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1 (package)');

async function profileOnce(url: string, artifacts: string, afterMs: number, focus: string | undefined) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const byFile = new Map<string, number>();
    const stacks = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const micros = profile.timeDeltas[i] ?? 0;
      const source = sourceOf(artifacts, byId.get(id)!.callFrame);
      if (source === '(idle)' || source === '(program)') return;
      const file = packageOf(source);
      byFile.set(file, (byFile.get(file) ?? 0) + micros);
      if (!focus || !source.includes(focus)) return;
      const chain: string[] = [];
      for (let at: number | undefined = id; at !== undefined && chain.length < 8; at = parent.get(at)) chain.push(sourceOf(artifacts, byId.get(at)!.callFrame));
      const key = chain.join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + micros);
    });
    return { byFile, stacks };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = cliArgs(USAGE, { brand: { type: 'string' }, runs: { type: 'string' }, after: { type: 'string' }, focus: { type: 'string' } });
  const url = positionals[0];
  if (!url || positionals.length > 1) throw new Error(`Usage: ${USAGE}`);
  const brand = values.brand ?? 'trailmate';
  const artifacts = path.join('.artifacts', brand);
  const runs = wholeNumber('runs', values.runs ?? '3', 1);
  const afterMs = wholeNumber('after', values.after ?? '4000');
  const totals = new Map<string, number[]>();
  for (let run = 0; run < runs; run++) {
    const { byFile, stacks } = await profileOnce(url, artifacts, afterMs, values.focus);
    for (const [file, micros] of byFile) totals.set(file, [...(totals.get(file) ?? []), micros]);
    if (values.focus) {
      console.log(`run ${run + 1}, stacks in ${values.focus}:`);
      for (const [stack, micros] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${(micros / 1000).toFixed(0)} ms ${stack}`);
    }
  }
  const median = (xs: number[]) => [...xs, ...Array<number>(runs - xs.length).fill(0)].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  console.log(`Main-thread self time at 4× CPU slowdown, median of ${runs}, through load and ${afterMs} ms after: ${url}`);
  console.log('| source | ms |\n|---|---:|');
  for (const [file, values_] of [...totals].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 20)) console.log(`| ${file} | ${(median(values_) / 1000).toFixed(0)} |`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
