// Browser entry: the global stylesheet, the navigation runtime (announcer, delayed notice, scroll
// positions, chunk-failure reload; see src/platform/gatsby/runtime/route-runtime.ts) and the early part of
// error reporting, which loads the SDK when the page is idle or at the first error (src/lib/errors/early.ts).
import './src/styles/global.css';
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { onClientEntry as startRouteRuntime } from './src/platform/gatsby/runtime/route-runtime';
import { setErrorPage, startErrorReporting } from './src/lib/errors/early';
import { withLocaleSite } from './src/components/site/locale-page';
import { builtContext, isStoredContext } from './src/lib/content/stored-context';
import { loadedLocaleSite, loadLocaleSite } from './src/components/site/locale-sites';
import { LOCALE_SITE_META } from './src/lib/paths/site-files';

export {
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
  shouldUpdateScroll,
} from './src/platform/gatsby/runtime/route-runtime';

/** The id of the locale whose site the served page renders with (its head names it: TemplateHead). */
function servedLocaleId(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${LOCALE_SITE_META}"]`)?.content || undefined;
}

// Gatsby awaits what onClientEntry returns (its async API runner), though its type says void.
// eslint-disable-next-line @typescript-eslint/no-misused-promises
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startErrorReporting();
  startRouteRuntime();
  // Gatsby starts (and React hydrates the page) once the site of the page's locale is in; if it cannot be
  // loaded, the page stays as served, as it does when Gatsby cannot load the page's own data.
  const localeId = servedLocaleId();
  return localeId ? loadLocaleSite(localeId) : undefined;
};

/**
 * React hydrates the served page as a transition, in slices that give the main thread back every few
 * milliseconds, instead of in one task of a few hundred (as Next.js and Remix start their apps): the page
 * answers input meanwhile, and a click on a part not yet hydrated hydrates it at once and is replayed.
 * A page served without its markup (client-only) is rendered as Gatsby would.
 */
function hydrateInSlices(element: ReactElement, container: Element): void {
  const served = document.getElementById('gatsby-focus-wrapper');
  if (!served?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type names react-dom's legacy render signature; Gatsby calls it as (element, container).
export const replaceHydrateFunction = (() => hydrateInSlices) as unknown as GatsbyBrowser['replaceHydrateFunction'];

/**
 * Tells error reporting which page is on screen before it renders (its tags, from the page's context and
 * the site of its locale), and joins that site to the page's context (src/components/site/locale-page.tsx).
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = props.pageContext;
  setErrorPage(isStoredContext(context) ? { ...builtContext(context), site: loadedLocaleSite(context.localeId) } : context);
  return withLocaleSite({ element, props });
};
