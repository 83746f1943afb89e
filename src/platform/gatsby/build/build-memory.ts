// Memory of a `gatsby build` at catalogue scale (docs/benchmarks.md, "Build at catalogue scale"): the
// build's memory is its main process's and its workers' together; it peaks while the browser bundle
// is compiled and minified, and again while Gatsby renders the static HTML.
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * What a compilation keeps once its compiler has closed: its identity. Not its errors and warnings:
 * their stack traces hold the module factory, and through it every module.
 */
const KEPT_AFTER_CLOSE = new Set(['compiler', 'name', 'hash', 'fullHash', 'options', 'outputOptions']);

interface ClosableCompiler {
  close(callback: (error?: Error | null) => void): void;
  hooks: { done: { tap(name: string, run: (stats: { compilation: object }) => void): void } };
}

/**
 * Empties a compilation in place: its modules, chunks, assets (with their source maps), module
 * graph, file snapshots and queues. Only for a compilation nothing will read again.
 */
export function emptyCompilation(compilation: object): void {
  const fields = compilation as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (KEPT_AFTER_CLOSE.has(key)) continue;
    const value = fields[key];
    if (value instanceof Map || value instanceof Set) value.clear();
    else if (Array.isArray(value)) value.length = 0;
    else if (value !== null && typeof value === 'object') fields[key] = undefined;
  }
}

/** Compilers of this process that have not closed yet. */
let openCompilers = 0;

/**
 * A webpack plugin that lets go of each compilation once its compiler has closed, and gives back
 * the heap's emptied pages (compactHeap) once the last compiler of the build has closed.
 *
 * Gatsby closes both compilers before it runs the queries and renders the HTML, but it keeps each
 * compile's `Stats` to the end of the build, and a `Stats` holds its whole compilation: at 2,000
 * products the HTML renderer's and the browser bundle's compilations held 296 and 213 MB of the
 * main process's heap (overlapping) and most of its 140 MB of buffers, through the static HTML,
 * where the build's memory peaks. Webpack drops its own reference on close and says it cannot do
 * more because the `Stats` may still be in use; Gatsby reads them (hash, warnings, chunk names)
 * before it closes. Emptying happens after the close is done, so the persistent cache has been
 * written.
 *
 * The compiles leave the heap spread thin: at 10,000 products 1.4 GB committed for under 800 MB in
 * use, which V8 keeps (it moves objects out of a page only when the page is nearly empty).
 */
export const releaseCompilationOnClose = {
  apply(compiler: ClosableCompiler): void {
    let last: object | null = null;
    openCompilers += 1;
    compiler.hooks.done.tap('ReleaseCompilationOnClose', (stats) => {
      last = stats.compilation;
    });
    const close = compiler.close.bind(compiler);
    compiler.close = (callback) =>
      close((error) => {
        if (last) emptyCompilation(last);
        last = null;
        openCompilers -= 1;
        if (openCompilers === 0) compactHeap();
        callback(error);
      });
  },
};

/** V8's full collection, callable without starting node with --expose-gc. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * One full collection, between the planning and the compiles. The planned pages are garbage once
 * Gatsby has their contexts (gatsby-node keeps only their match paths), but V8 would collect them
 * only when the browser bundle's compile had grown the heap to the next limit, and the build's
 * memory peaks in that compile (the main process with its workers and the minifier's).
 */
export function collectPlanningGarbage(): void {
  fullCollection()();
}

/** At most this many collections in compactHeap, each moving at most a few MB of live objects. */
const COMPACTION_ROUNDS = 40;
/** compactHeap stops once a collection gives back less than this. */
const COMPACTION_MIN_RELEASED = 16 * 1024 * 1024;
/**
 * compactHeap gives pages back only from a heap this large after a first collection. A build that
 * small peaks well under the memory goal (about 2 GB at 2,000 products), and giving pages back takes
 * one collection per few dozen MB: 5 s of the embedded catalogue's build for nothing it needed.
 */
export const COMPACTION_MIN_HEAP = 1024 * 1024 * 1024;

/**
 * Gives back the pages the compiles left nearly empty (from a heap of at least `minHeap`), then
 * bounds the heap's growth (HEAP_GROWING_PERCENT) for this process and for the workers Gatsby starts
 * from now on: it forks them with this process's `execArgv`, and it starts the HTML renderers after
 * the compiles (it restarts its workers once the queries have run).
 *
 * V8 moves objects out of a page only when the page is nearly empty, and then at most a few MB per
 * collection. With `--optimize-for-size` it takes the emptiest pages first, so each collection
 * frees many pages for little copying; it is set for these collections only. Moving every object at
 * once (`--compact-on-every-full-gc`) frees more but copies the whole live heap (about 800 MB at
 * 10,000 products) before it lets go of the old pages: the main process grew by 600 MB during that
 * one collection, and the build peaked there.
 */
export function compactHeap(execArgv: string[] = process.execArgv, minHeap = COMPACTION_MIN_HEAP): void {
  const collect = fullCollection();
  collect();
  let committed = process.memoryUsage().heapTotal;
  if (committed >= minHeap) {
    v8.setFlagsFromString('--optimize-for-size');
    try {
      for (let round = 0; round < COMPACTION_ROUNDS; round++) {
        collect();
        const now = process.memoryUsage().heapTotal;
        if (committed - now < COMPACTION_MIN_RELEASED) break;
        committed = now;
      }
    } finally {
      v8.setFlagsFromString('--no-optimize-for-size');
    }
  }
  v8.setFlagsFromString(HEAP_GROWING_FLAG);
  if (!execArgv.includes(HEAP_GROWING_FLAG)) execArgv.push(HEAP_GROWING_FLAG);
}

/**
 * V8 grows a heap to up to four times what a full collection leaves, and collects again only when
 * it gets there. Gatsby's workers keep little between the pages they render (about 100 MB at
 * 10,000 products) but make a lot of short-lived garbage, so each grew to about 550 MB while the
 * two of them rendered the static HTML. With a heap grown by 30 % at most they stay near 270 MB,
 * for no measurable time (docs/benchmarks.md). V8 reads the factor at every collection, so setting
 * it once the worker has started is enough. The main process takes the same bound only once its
 * compilers have closed (compactHeap): before that, while it sources, plans and compiles, its heap
 * grows to 1.6 GB, and bounded growth would mean many more full collections on the way.
 */
export const HEAP_GROWING_PERCENT = 30;
const HEAP_GROWING_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/**
 * Applies HEAP_GROWING_PERCENT in one of the workers Gatsby starts with the build (the query
 * runners, which load the plugins; the env is the one Gatsby gives its workers); elsewhere does
 * nothing. The HTML renderers, started later, get it from compactHeap.
 */
export function limitWorkerHeapGrowth(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.GATSBY_WORKER_POOL_WORKER !== 'true') return false;
  v8.setFlagsFromString(HEAP_GROWING_FLAG);
  return true;
}
