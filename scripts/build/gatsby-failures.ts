// Failures of Gatsby's own that a build from a clean cache does not repeat.

/** Terminal colour and cursor codes, as Gatsby's output holds them. */
export const ANSI_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/**
 * Gatsby's query running sometimes loses a page's result on the way from its query workers (which
 * store results in its LMDB cache) to the main process that writes page-data: the build then stops
 * at "Couldn't find temp query result for <page>", or a worker exits mid-task. Seen on a few cold
 * builds of a brand whose next build, from a clean cache, passed; reported to Gatsby by other sites
 * (gatsbyjs/gatsby#35865, #35018) without a found cause. Answers the line that says so, or null.
 */
export function lostQueryResult(output: string[]): string | null {
  for (const line of output) {
    const plain = line.replace(ANSI_CODES, '').trim();
    const found = /Couldn't find temp query result for "[^"]*"|Worker exited before finishing task/.exec(plain);
    if (found) return found[0];
  }
  return null;
}
