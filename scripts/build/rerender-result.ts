// What the re-render of changed pages (rerender-pages.ts) tells the build that started it, as the
// last line it prints.

export interface RerenderResult {
  /** 'failed': the re-render itself failed (`gatsby build` may still succeed). */
  outcome: 'rendered' | 'needs-gatsby' | 'content-error' | 'failed';
  /** Why `gatsby build` is needed, or what is wrong with the content. */
  reason?: string;
  /** Paths of the re-rendered pages. */
  pages?: string[];
  /** Seconds of each step. */
  steps?: Record<string, number>;
}

export const RESULT_PREFIX = 'RERENDER ';

/** The exit code of a one-time re-render: 0 rendered, 2 needs `gatsby build`, 3 the content is wrong, 1 failed. */
export function rerenderExitCode(result: RerenderResult): number {
  return { rendered: 0, 'needs-gatsby': 2, 'content-error': 3, failed: 1 }[result.outcome];
}
