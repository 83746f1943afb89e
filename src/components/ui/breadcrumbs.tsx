// Breadcrumbs: earlier items are links, the last item is plain text.
import { Link } from 'gatsby';
import React from 'react';
import type { Breadcrumb } from '../../lib/content/page-types';

/** Props of Breadcrumbs. */
export interface BreadcrumbsProps {
  items: Breadcrumb[];
  /** Accessible name of the nav landmark. */
  label: string;
}

/** A breadcrumb trail in a labelled nav; renders nothing for fewer than two items. */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.href}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
