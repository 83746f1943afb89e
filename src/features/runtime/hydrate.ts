// How the browser takes over the server-rendered page (gatsby-browser replaceHydrateFunction).
// React 18 hydrates a root in one blocking task unless the hydration starts inside a transition:
// then React renders it in slices of a few milliseconds and yields to the browser in between, so
// the shopper's first tap or scroll is never held up by the whole page's hydration (and, where the
// shopper interacts first, React hydrates that part of the page first). A page whose server HTML is
// empty (none is built so, but Gatsby allows it) is rendered as Gatsby does, without hydration.
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The id of the element Gatsby renders pages into, inside its root element. */
const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

/** Hydrates `element` into `container` as a transition (renders it where the server left nothing). */
export function hydrateAsTransition(element: ReactNode, container: Element): void {
  const served = document.getElementById(FOCUS_WRAPPER_ID);
  if (!served || !served.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

/** gatsby-browser: Gatsby calls the function this returns with the app and its root element. */
export const replaceHydrateFunction = () => hydrateAsTransition;
