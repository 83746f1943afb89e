// Pagination of the product results (previous, Page N, next; a missing link struck
// through in grey), as links to the shareable address of each page that InstantSearch follows.
import React from 'react';
import { usePagination } from 'react-instantsearch';
import { useT } from '../../components/site/site-provider';
import { Pagination, pagesOf, paginationLabels } from '../../components/ui/pagination';

/** The pages of the product results; nothing for a single page. */
export function SearchPagination() {
  const t = useT();
  const { currentRefinement, nbPages, refine, createURL } = usePagination({ padding: 2 });
  const onPage = (n: number) => {
    refine(n - 1);
    document.getElementById('search-products')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Pagination pagination={pagesOf(currentRefinement + 1, nbPages, (n) => createURL(n - 1))} labels={paginationLabels(t, t('searchResultsPagination'))} onPage={onPage} />
  );
}
