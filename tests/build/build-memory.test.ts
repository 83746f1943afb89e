import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpack, { type Compilation, type Stats } from 'webpack';
import { collectPlanningGarbage, COMPACTION_MIN_HEAP, compactHeap, emptyCompilation, HEAP_GROWING_PERCENT, limitWorkerHeapGrowth, releaseCompilationOnClose } from '../../src/platform/gatsby/build/build-memory';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small project on disk, compiled by real webpack with a persistent cache and the plugin. */
function project(): { dir: string; compiler: webpack.Compiler; config: webpack.Configuration } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-memory-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'answer.js'), 'export const answer = 42;\n');
  writeFileSync(path.join(dir, 'index.js'), "import { answer } from './answer.js';\nconsole.log(answer);\n");
  const config: webpack.Configuration = {
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'out'), filename: 'main.js' },
    devtool: 'hidden-source-map',
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), maxMemoryGenerations: 0 },
    plugins: [releaseCompilationOnClose],
  };
  return { dir, compiler: webpack(config), config };
}

const run = (compiler: webpack.Compiler) =>
  new Promise<Stats>((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))));
const close = (compiler: webpack.Compiler) => new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));

describe('releaseCompilationOnClose', () => {
  it('keeps the compilation whole until the compiler closes, then empties it after the cache is written', async () => {
    const { dir, compiler, config } = project();
    const stats = await run(compiler);
    const compilation: Compilation = stats.compilation;
    expect(stats.hasErrors()).toBe(false);
    expect(compilation.modules.size).toBeGreaterThan(0);
    expect(Object.keys(compilation.assets)).toContain('main.js.map');
    const hash = stats.hash;

    await close(compiler);

    expect(compilation.modules.size).toBe(0);
    expect(compilation.chunks.size).toBe(0);
    expect(compilation.assets).toBeUndefined();
    expect(compilation.moduleGraph).toBeUndefined();
    expect(stats.hash).toBe(hash);
    expect(compilation.name).toBe(compiler.name);
    expect(readFileSync(path.join(dir, 'out', 'main.js'), 'utf8')).toContain('42');
    // The persistent cache was written before the compilation was emptied: a second compiler
    // on the same cache builds the same bundle from it.
    expect(readdirSync(path.join(dir, 'cache')).length).toBeGreaterThan(0);
    const again = webpack(config);
    const second = await run(again);
    expect(second.hash).toBe(hash);
    await close(again);
  });

  it('passes a failed close on to its caller', async () => {
    const { compiler } = project();
    await run(compiler);
    compiler.cache.hooks.shutdown.tapPromise('Fails', () => Promise.reject(new Error('disk full')));
    await expect(close(compiler)).rejects.toThrow(/disk full/);
  });
});

describe('emptyCompilation', () => {
  it('clears collections, drops objects and keeps the identity fields', () => {
    const compiler = {};
    const compilation: Record<string, unknown> = {
      compiler,
      name: 'build-javascript',
      hash: 'abc',
      modules: new Set([1, 2]),
      assets: { 'main.js': {} },
      chunkGroups: [1],
      namedChunks: new Map([['a', 1]]),
      warnings: [new Error('a warning')],
      bail: false,
    };
    emptyCompilation(compilation);
    expect(compilation).toMatchObject({ compiler, name: 'build-javascript', hash: 'abc', bail: false, assets: undefined, chunkGroups: [], warnings: [] });
    expect((compilation.modules as Set<number>).size).toBe(0);
    expect((compilation.namedChunks as Map<string, number>).size).toBe(0);
  });
});

describe('limitWorkerHeapGrowth', () => {
  it('applies only in a Gatsby worker', () => {
    expect(limitWorkerHeapGrowth({})).toBe(false);
    expect(limitWorkerHeapGrowth({ GATSBY_WORKER_POOL_WORKER: 'true' })).toBe(true);
  });
});

describe('compactHeap', () => {
  it('gives back the pages a heap full of garbage left, and starts later workers with bounded growth', () => {
    const kept: object[] = [];
    let garbage: object[] | null = [];
    for (let i = 0; i < 2_000_000; i++) (i % 10 === 0 ? kept : garbage).push({ i, label: `item ${i}` });
    garbage = null;
    const before = process.memoryUsage().heapTotal;
    const execArgv = ['--enable-source-maps'];
    compactHeap(execArgv, 0);
    compactHeap(execArgv, 0);
    const after = process.memoryUsage().heapTotal;
    expect(after).toBeLessThan(before - 80 * 1024 * 1024);
    expect(kept).toHaveLength(200_000);
    expect(execArgv).toEqual(['--enable-source-maps', `--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it('bounds the growth of a heap smaller than COMPACTION_MIN_HEAP without compacting it', () => {
    expect(process.memoryUsage().heapTotal).toBeLessThan(COMPACTION_MIN_HEAP);
    const execArgv: string[] = [];
    compactHeap(execArgv);
    expect(execArgv).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });
});

describe('collectPlanningGarbage', () => {
  it('collects what nothing refers to any more, at once', async () => {
    let planned: { pages: string[] } | null = { pages: Array.from({ length: 1000 }, (_, i) => `/products/${i}/`) };
    const gone = new WeakRef(planned);
    planned = null;
    // A WeakRef keeps its target through the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    collectPlanningGarbage();
    expect(gone.deref()).toBeUndefined();
  });
});
