// How many brands build side by side. A Gatsby build keeps about two cores busy (its main process
// plus webpack or the HTML renderers) and needs 1.5–3 GB of memory, so the default gives every build
// two cores and 2.5 GB of the memory free now; more builds than that would only share the same cores.
import os from 'node:os';

/** Memory one Gatsby build is given when choosing the default. */
export const BUILD_MEMORY_BYTES = 2.5 * 1024 ** 3;

/** The default number of parallel brand builds on a machine with these cores and free memory. */
export function defaultJobs(brands: number, cores = os.availableParallelism(), freeBytes = os.freemem()): number {
  return Math.max(1, Math.min(brands, Math.floor(cores / 2), Math.floor(freeBytes / BUILD_MEMORY_BYTES)));
}

/**
 * GATSBY_CPU_COUNT for each of `jobs` builds side by side. Gatsby starts one query worker and HTML
 * renderer fewer than this count, keeping a core for its main process; but the main process mostly
 * waits while they work, so each build gets one renderer per core of its share. At 10,000 products
 * on 2 cores, static HTML took 109 s with Gatsby's default (one renderer) and 47 s with two, for
 * about 330 MB more at the peak (docs/benchmarks.md). GATSBY_CPU_COUNT set in the environment wins.
 * The republisher keeps Gatsby's default: its builds render a few pages, and there the second
 * worker's start costs more than it saves.
 */
export function gatsbyCpuCount(jobs: number, cores = os.availableParallelism(), env: NodeJS.ProcessEnv = process.env): string {
  return env.GATSBY_CPU_COUNT ?? String(Math.max(1, Math.floor(cores / jobs)) + 1);
}
