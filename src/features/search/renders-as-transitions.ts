// InstantSearch's renders as React transitions (a middleware of the search page's InstantSearch).
import type { Middleware } from 'instantsearch.js';
import { startTransition } from 'react';

/**
 * InstantSearch's renders as React transitions. Its widgets' state updates (an answer's hits, facets
 * and counts) are otherwise urgent, and React renders urgent updates in one task, which on a phone
 * is a long one; in a transition React renders them in slices that yield to the browser. What the
 * shopper types into the query field is the field's own state and stays urgent.
 */
export const rendersAsTransitions: Middleware = ({ instantSearchInstance }) => {
  const index = instantSearchInstance.mainIndex;
  const render = index.render;
  return {
    $$type: 'storefront.renders-as-transitions',
    subscribe() {
      index.render = (params) => startTransition(() => render.call(index, params));
    },
    unsubscribe() {
      index.render = render;
    },
  };
};
