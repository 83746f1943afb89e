// Pagination of the product results (spec §2: previous, Page N, next; a missing link struck
// through in grey), as links to the shareable address of each page that InstantSearch follows.
import React from 'react';
import { usePagination } from 'react-instantsearch';
import { useT } from '../../components/site/site-provider';
import { paginationItems } from '../../components/ui/pagination-model';

/** The pages of the product results; nothing for a single page. */
export function SearchPagination() {
  const t = useT();
  const { currentRefinement, nbPages, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages < 2) return null;
  const current = currentRefinement + 1;
  const href = (n: number) => createURL(n - 1);
  const items = paginationItems({
    currentPage: current,
    totalPages: nbPages,
    previousHref: current > 1 ? href(current - 1) : null,
    nextHref: current < nbPages ? href(current + 1) : null,
    pages: Array.from({ length: nbPages }, (_, i) => ({ number: i + 1, href: href(i + 1) })),
  });
  const go = (n: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    refine(n - 1);
    document.getElementById('search-products')?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label={t('searchResultsPagination')} className="pagination">
      <ul>
        {items.map((item) => {
          if (item.kind === 'gap') {
            return (
              <li key={item.key} aria-hidden="true" className="pagination__gap">
                …
              </li>
            );
          }
          if (item.kind === 'page') {
            return (
              <li key={item.number}>
                {item.current ? (
                  <span aria-current="page" className="pagination__current">
                    {t('pageNumber', { number: item.number })}
                  </span>
                ) : (
                  <a href={item.href} onClick={go(item.number)}>
                    {t('pageNumber', { number: item.number })}
                  </a>
                )}
              </li>
            );
          }
          const text = item.kind === 'previous' ? t('previousPage') : t('nextPage');
          const target = item.kind === 'previous' ? current - 1 : current + 1;
          return (
            <li key={item.kind}>
              {item.href ? (
                <a href={item.href} rel={item.kind === 'previous' ? 'prev' : 'next'} onClick={go(target)}>
                  {text}
                </a>
              ) : (
                <s className="pagination__disabled" aria-disabled="true">
                  {text}
                </s>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
