// Pages of the twin-only listings (outbox, analytics hits, error events, replays, spans, flag events): at most
// `limit` rows (a default, a maximum) and at most MAX_PAGE_BYTES of stored payload, with a cursor to the next
// page, so a listing answers in bounded time and memory however much was recorded.
import { z } from 'zod';

/** Most bytes of stored payload one page carries (always at least one row). */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** Default and largest `limit` of a listing. */
export interface PageSize {
  default: number;
  max: number;
}

const rowId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The query of a listing read newest first: `limit` and `before` (a row id: the page holds older rows). */
export const newestFirstPage = (size: PageSize) => z.object({ limit: z.coerce.number().int().min(1).max(size.max).default(size.default), before: rowId.optional() });

/** The query of a listing read oldest first: `limit` and `after` (a row id: the page holds newer rows). */
export const oldestFirstPage = (size: PageSize) => z.object({ limit: z.coerce.number().int().min(1).max(size.max).default(size.default), after: rowId.optional() });

/** The message of a refused page query. */
export const pageProblem = (size: PageSize, cursor: 'before' | 'after') => `limit must be 1 to ${size.max} and ${cursor} a row id`;

/**
 * The page of rows read (in listing order, one more than the limit asked for): the rows that fit `limit` and the
 * byte budget, and whether rows are left after them.
 */
export function fitPage<T>(rows: T[], limit: number, size: (row: T) => number, maxBytes = MAX_PAGE_BYTES): { rows: T[]; more: boolean } {
  const kept: T[] = [];
  let bytes = 0;
  for (const row of rows.slice(0, limit)) {
    bytes += size(row);
    if (kept.length > 0 && bytes > maxBytes) break;
    kept.push(row);
  }
  return { rows: kept, more: kept.length < rows.length };
}
