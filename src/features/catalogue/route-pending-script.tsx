// The collection's first child in the built HTML: marks the collection pending when the address asks
// for a sort, filter or page, before the built products are parsed (see use-collection-route).
import React from 'react';
import { ROUTE_PENDING_SCRIPT } from './use-collection-route';

/** The inline script that hides the built products of a collection opened on another state. */
export function RoutePendingScript() {
  // Static code, no content. React never runs it again (hydration and client renders leave scripts inert).
  return <script dangerouslySetInnerHTML={{ __html: ROUTE_PENDING_SCRIPT }} />;
}
