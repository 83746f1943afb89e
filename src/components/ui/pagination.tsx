// Pagination: previous, Page N, next; a missing previous/next is struck through in grey. Each link is
// the shareable address of its page: built pages link with Gatsby; results shown in place (search,
// large collections) follow a click without a page load.
import { Link } from 'gatsby';
import React, { type MouseEvent, type ReactNode } from 'react';
import type { Pagination as PaginationData } from '../../lib/content/page-types';
import { paginationItems } from './pagination-model';

/** Props of Pagination. */
export interface PaginationProps {
  pagination: PaginationData;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
  /** Shows page n in place; without it the links are page loads (Gatsby links). */
  onPage?(n: number): void;
}

/** Pagination bar in a labelled nav; nothing for a single page. */
export function Pagination({ pagination, labels, onPage }: PaginationProps) {
  if (pagination.totalPages < 2) return null;
  const link = (href: string, n: number, text: ReactNode, rel?: string) =>
    onPage ? (
      <a
        href={href}
        rel={rel}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onPage(n);
        }}
      >
        {text}
      </a>
    ) : (
      <Link to={href} rel={rel}>
        {text}
      </Link>
    );
  return (
    <nav aria-label={labels.nav} className="pagination">
      <ul>
        {paginationItems(pagination).map((item) => {
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
                    {labels.page(item.number)}
                  </span>
                ) : (
                  link(item.href, item.number, labels.page(item.number))
                )}
              </li>
            );
          }
          const previous = item.kind === 'previous';
          const text = previous ? labels.previous : labels.next;
          return (
            <li key={item.kind}>
              {item.href ? (
                link(item.href, pagination.currentPage + (previous ? -1 : 1), text, previous ? 'prev' : 'next')
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

/** Page `page` of `pages` (1-based), each page's address from `href`. */
export function pagesOf(page: number, pages: number, href: (n: number) => string): PaginationData {
  return {
    currentPage: page,
    totalPages: pages,
    previousHref: page > 1 ? href(page - 1) : null,
    nextHref: page < pages ? href(page + 1) : null,
    pages: Array.from({ length: pages }, (_, i) => ({ number: i + 1, href: href(i + 1) })),
  };
}

/** Pagination texts from a translator over the page's strings (`nav` names the list it pages). */
export function paginationLabels(t: (key: string, vars?: Record<string, string | number>) => string, nav = t('pagination')): PaginationProps['labels'] {
  return { nav, previous: t('previousPage'), next: t('nextPage'), page: (n: number) => t('pageNumber', { number: n }) };
}
