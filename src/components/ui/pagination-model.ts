// Turns a listing's Pagination into the items the Pagination component renders
// (previous, Page N, next; a missing previous/next link is shown struck through, not as a link).
import type { Pagination } from '../../lib/content/page-types';

/** One rendered item of a pagination bar. */
export type PaginationItem =
  | { kind: 'previous' | 'next'; href: string | null }
  | { kind: 'page'; number: number; href: string; current: boolean }
  | { kind: 'gap'; key: string };

/** Items for the bar: previous, pages around the current one (first and last always), next. */
export function paginationItems(pagination: Pagination, around = 2): PaginationItem[] {
  const { currentPage, pages } = pagination;
  const items: PaginationItem[] = [{ kind: 'previous', href: pagination.previousHref }];
  const sorted = [...pages].sort((a, b) => a.number - b.number);
  let last = 0;
  for (const page of sorted) {
    const first = sorted[0]?.number;
    const final = sorted[sorted.length - 1]?.number;
    const near = Math.abs(page.number - currentPage) <= around;
    if (!near && page.number !== first && page.number !== final) continue;
    if (last && page.number > last + 1) items.push({ kind: 'gap', key: `gap-${last}` });
    items.push({ kind: 'page', number: page.number, href: page.href, current: page.number === currentPage });
    last = page.number;
  }
  items.push({ kind: 'next', href: pagination.nextHref });
  return items;
}
