// Pagination: previous, Page N, next; a missing previous/next is struck through in grey.
import { Link } from 'gatsby';
import React from 'react';
import type { Pagination as PaginationData } from '../../lib/content/page-types';
import { paginationItems } from './pagination-model';

/** Props of Pagination. */
export interface PaginationProps {
  pagination: PaginationData;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/** Pagination bar in a labelled nav; nothing for a single page. */
export function Pagination({ pagination, labels }: PaginationProps) {
  if (pagination.totalPages < 2) return null;
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
                  <Link to={item.href}>{labels.page(item.number)}</Link>
                )}
              </li>
            );
          }
          const text = item.kind === 'previous' ? labels.previous : labels.next;
          return (
            <li key={item.kind}>
              {item.href ? (
                <Link to={item.href} rel={item.kind === 'previous' ? 'prev' : 'next'}>
                  {text}
                </Link>
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

/** Pagination texts from a translator over the page's strings. */
export function paginationLabels(t: (key: string, vars?: Record<string, string | number>) => string): PaginationProps['labels'] {
  return { nav: t('pagination'), previous: t('previousPage'), next: t('nextPage'), page: (n: number) => t('pageNumber', { number: n }) };
}
