// The framework's floor for benchmarks: an otherwise empty Gatsby 5 site (one small home page and
// `pages` trivial pages from one template), built with the same Gatsby, React and Node as the brands,
// in a temporary folder that shares this repo's node_modules.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lostQueryResult } from '../../build/gatsby-failures';
import { spawnInGroup } from '../../build/build-child';
import { describeTree, samplePeakRss } from '../../build/process-tree';

const HOME = `import * as React from 'react';
export default function Home() {
  return <main><h1>Hello</h1><p>An otherwise empty Gatsby page.</p><a href="/p/1/">First page</a></main>;
}
export const Head = () => <title>Empty Gatsby</title>;
`;

const TEMPLATE = `import * as React from 'react';
export default function Page({ pageContext }) {
  return <main><h1>Page {pageContext.n}</h1><p>A trivial page.</p></main>;
}
export const Head = ({ pageContext }) => <title>{'Page ' + pageContext.n}</title>;
`;

const NODE = `const path = require('path');
exports.createPages = ({ actions }) => {
  const count = Number(process.env.EMPTY_GATSBY_PAGES || '0');
  const component = path.resolve('src/templates/page.js');
  for (let n = 1; n <= count; n++) actions.createPage({ path: '/p/' + n + '/', component, context: { n } });
};
`;

/** Writes an empty Gatsby site into a new temporary folder and answers its path. */
export function makeEmptyGatsbySite(repoRoot: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-empty-gatsby-'));
  mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  mkdirSync(path.join(dir, 'src', 'templates'), { recursive: true });
  const versions = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const dependencies = Object.fromEntries(['gatsby', 'react', 'react-dom'].map((name) => [name, versions.dependencies[name]]));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-gatsby', private: true, version: '0.0.0', dependencies }));
  writeFileSync(path.join(dir, 'gatsby-config.js'), "module.exports = { trailingSlash: 'always' };\n");
  writeFileSync(path.join(dir, 'gatsby-node.js'), NODE);
  writeFileSync(path.join(dir, 'src', 'pages', 'index.js'), HOME);
  writeFileSync(path.join(dir, 'src', 'templates', 'page.js'), TEMPLATE);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Result of one timed `gatsby build`. */
export interface TimedBuild {
  ok: boolean;
  /** Whether it was ended for running past TimedBuildOptions.timeoutMs. */
  timedOut: boolean;
  wallMs: number;
  peakRssBytes: number;
  /** Gatsby's message when the build failed because it lost a page's query result (gatsby-failures.ts). */
  lostResult: string | null;
}

export interface TimedBuildOptions {
  /** Prints Gatsby's step lines (`success …`, `info …`, warnings, errors) as they come. */
  echoSteps?: boolean;
  /**
   * Kills the build (with its workers) after this long and reports it failed, with its last output
   * and what each of its processes was doing.
   */
  timeoutMs?: number;
}

/**
 * timedGatsbyBuild, made once more from a clean .cache/ and public/ when Gatsby failed on its own:
 * it lost a page's query result (scripts/build/gatsby-failures.ts) or did not finish in
 * options.timeoutMs (it has been seen to stop for good, a query worker spinning in LMDB).
 */
export async function timedGatsbyBuildOnceMore(cwd: string, env: NodeJS.ProcessEnv, options: TimedBuildOptions = {}): Promise<TimedBuild> {
  const built = await timedGatsbyBuild(cwd, env, options);
  if (!built.timedOut && !built.lostResult) return built;
  console.log(`Building once more from a clean .cache/ and public/ (${built.lostResult ? `Gatsby: "${built.lostResult}"` : 'the build did not finish'}) …`);
  for (const dir of ['.cache', 'public']) rmSync(path.join(cwd, dir), { recursive: true, force: true });
  return timedGatsbyBuild(cwd, env, options);
}

/** The lines of Gatsby's output that say which step it is in or what went wrong. */
const STEP_LINE = /^(success|info|warn|error|not finished|failed)\b/i;

/**
 * Runs `gatsby build` in `cwd` with `env` added, timing it and sampling the process tree's peak RSS.
 * With BENCH_BUILD_LOG set, Gatsby's whole output (its step timings) is appended to that file.
 */
export function timedGatsbyBuild(cwd: string, env: NodeJS.ProcessEnv, options: TimedBuildOptions = {}): Promise<TimedBuild> {
  const gatsby = path.join(cwd, 'node_modules', 'gatsby', 'cli.js');
  const started = Date.now();
  // In a group of its own: a worker left behind when Gatsby exits is ended with the group.
  const group = spawnInGroup([gatsby, 'build'], cwd, { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', ...env });
  const { child } = group;
  const sampler = samplePeakRss(child.pid as number);
  // The last lines of the build's output (Gatsby reports most failures on stdout).
  let output = '';
  const logFile = process.env.BENCH_BUILD_LOG;
  if (logFile) appendFileSync(logFile, `\n=== gatsby build in ${cwd} (${new Date().toISOString()})\n`);
  let partial = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
    if (logFile) appendFileSync(logFile, chunk);
    if (!options.echoSteps) return;
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (STEP_LINE.test(line.trim())) console.log(`  ${line.trim()}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let timedOut = false;
  const watchdog = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        console.error(`gatsby build in ${path.basename(cwd)} still running after ${Math.round((options.timeoutMs as number) / 1000)} s; its processes (pid, state, CPU time, command):`);
        for (const line of describeTree(child.pid as number)) console.error(`  ${line}`);
        group.signal('SIGKILL');
      }, options.timeoutMs)
    : null;
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (watchdog) clearTimeout(watchdog);
      group.end();
      const peakRssBytes = sampler.stop();
      const ok = code === 0 && !timedOut;
      const why = timedOut ? `did not finish in ${Math.round((options.timeoutMs as number) / 1000)} s` : `failed (exit ${code ?? signal})`;
      if (!ok) console.error(`gatsby build in ${path.basename(cwd)} ${why}\n${output}`);
      resolve({ ok, timedOut, wallMs: Date.now() - started, peakRssBytes, lostResult: ok ? null : lostQueryResult(output.split('\n')) });
    });
  });
}
