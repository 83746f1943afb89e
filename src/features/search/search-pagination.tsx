// Pagination of the product results (previous, Page N, next; a missing link struck
// through in grey), as links to the shareable address of each page that InstantSearch follows.
import React, { useDeferredValue } from 'react';
import { usePagination } from 'react-instantsearch';
import { useT } from '../../components/site/site-provider';
import { Pagination, pagesOf, paginationLabels } from '../../components/ui/pagination';

/**
 * The pages of the product results; nothing for a single page. Its page and page count are deferred
 * as the result cards above it are (search-hits.tsx), so both change in one render: painted before
 * the cards, it would be pushed down by them (a layout shift of 0.1 on a slow phone).
 */
export function SearchPagination() {
  const t = useT();
  const pagination = usePagination({ padding: 2 });
  const { refine, createURL } = pagination;
  const currentRefinement = useDeferredValue(pagination.currentRefinement);
  const nbPages = useDeferredValue(pagination.nbPages);
  const onPage = (n: number) => {
    refine(n - 1);
    document.getElementById('search-products')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Pagination pagination={pagesOf(currentRefinement + 1, nbPages, (n) => createURL(n - 1))} labels={paginationLabels(t, t('searchResultsPagination'))} onPage={onPage} />
  );
}
