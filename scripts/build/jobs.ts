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

/** Runs `work` over the items with at most `limit` at a time; resolves with every outcome, in order. */
export async function runPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
