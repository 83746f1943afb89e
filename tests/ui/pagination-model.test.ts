import { describe, expect, it } from 'vitest';
import { paginationItems } from '../../src/components/ui/pagination-model';
import type { Pagination } from '../../src/lib/content/page-types';

const listing = (currentPage: number, totalPages: number): Pagination => ({
  currentPage,
  totalPages,
  previousHref: currentPage > 1 ? (currentPage === 2 ? '/blog/' : `/blog/page/${currentPage - 1}/`) : null,
  nextHref: currentPage < totalPages ? `/blog/page/${currentPage + 1}/` : null,
  pages: Array.from({ length: totalPages }, (_, i) => ({ number: i + 1, href: i === 0 ? '/blog/' : `/blog/page/${i + 1}/` })),
});

describe('pagination: previous, Page N, next', () => {
  it('on the first page, previous has no link and next links to page 2', () => {
    const items = paginationItems(listing(1, 3));
    expect(items[0]).toEqual({ kind: 'previous', href: null });
    expect(items[items.length - 1]).toEqual({ kind: 'next', href: '/blog/page/2/' });
    expect(items.filter((i) => i.kind === 'page').map((i) => i.kind === 'page' && i.number)).toEqual([1, 2, 3]);
  });

  it('on the last page, next has no link', () => {
    const items = paginationItems(listing(3, 3));
    expect(items[items.length - 1]).toEqual({ kind: 'next', href: null });
    expect(items[0]).toEqual({ kind: 'previous', href: '/blog/page/2/' });
  });

  it('marks exactly the current page', () => {
    const current = paginationItems(listing(2, 3)).filter((i) => i.kind === 'page' && i.current);
    expect(current).toEqual([{ kind: 'page', number: 2, href: '/blog/page/2/', current: true }]);
  });

  it('long listings keep first and last pages with gaps around the current window', () => {
    const items = paginationItems(listing(10, 20));
    const shape = items.map((i) => (i.kind === 'page' ? i.number : i.kind));
    expect(shape).toEqual(['previous', 1, 'gap', 8, 9, 10, 11, 12, 'gap', 20, 'next']);
  });
});
