// Pagination (previous, Page N, next; a missing link struck through in grey) whose links
// are the shareable address of each page while a click is followed in place, without a page load
// (search results and large collections).
import React from 'react';
import { useT } from '../site/site-provider';
import { paginationItems } from './pagination-model';

/** Props of InPlacePagination. */
export interface InPlacePaginationProps {
  /** Accessible name of the nav. */
  label: string;
  /** 1-based current page. */
  page: number;
  pages: number;
  /** Address of page n (1-based). */
  href(n: number): string;
  /** Shows page n in place. */
  onPage(n: number): void;
}

/** The pages as links followed in place; nothing for a single page. */
export function InPlacePagination({ label, page, pages, href, onPage }: InPlacePaginationProps) {
  const t = useT();
  if (pages < 2) return null;
  const items = paginationItems({
    currentPage: page,
    totalPages: pages,
    previousHref: page > 1 ? href(page - 1) : null,
    nextHref: page < pages ? href(page + 1) : null,
    pages: Array.from({ length: pages }, (_, i) => ({ number: i + 1, href: href(i + 1) })),
  });
  const follow = (n: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    onPage(n);
  };
  return (
    <nav aria-label={label} className="pagination">
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
                  <a href={item.href} onClick={follow(item.number)}>
                    {t('pageNumber', { number: item.number })}
                  </a>
                )}
              </li>
            );
          }
          const text = item.kind === 'previous' ? t('previousPage') : t('nextPage');
          const target = item.kind === 'previous' ? page - 1 : page + 1;
          return (
            <li key={item.kind}>
              {item.href ? (
                <a href={item.href} rel={item.kind === 'previous' ? 'prev' : 'next'} onClick={follow(target)}>
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
