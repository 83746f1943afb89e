// What the re-render of changed pages (rerender-pages.ts) tells the build that started it, as the
// last line it prints.

export interface RerenderResult {
  outcome: 'rendered' | 'needs-gatsby' | 'content-error';
  /** Why `gatsby build` is needed, or what is wrong with the content. */
  reason?: string;
  /** Paths of the re-rendered pages. */
  pages?: string[];
  /** Seconds of each step. */
  steps?: Record<string, number>;
}

export const RESULT_PREFIX = 'RERENDER ';
