// Browser entry: the global stylesheet, the navigation runtime (announcer, delayed notice, scroll
// positions, chunk-failure reload; see src/platform/gatsby/runtime/route-runtime.ts) and the early part of
// error reporting, which loads the SDK when the page is idle or at the first error (src/lib/errors/early.ts).
import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { onClientEntry as startRouteRuntime } from './src/platform/gatsby/runtime/route-runtime';
import { setErrorPage, startErrorReporting } from './src/lib/errors/early';
import { withLocaleSite } from './src/components/site/locale-page';
import { builtContext, isStoredContext } from './src/lib/content/stored-context';
import { loadedLocaleSite, loadLocaleSite } from './src/components/site/locale-sites';

export {
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
  shouldUpdateScroll,
} from './src/platform/gatsby/runtime/route-runtime';

/** The id of the locale whose site the served page renders with (its head preloads the file: TemplateHead). */
function servedLocaleId(): string | undefined {
  return document.querySelector<HTMLLinkElement>('link[data-locale-site]')?.dataset.localeSite;
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startErrorReporting();
  startRouteRuntime();
  // Gatsby starts (and React hydrates the page) once the site of the page's locale is in; if it cannot be
  // loaded, the page stays as served, as it does when Gatsby cannot load the page's own data.
  const localeId = servedLocaleId();
  return localeId ? loadLocaleSite(localeId) : undefined;
};

/**
 * Tells error reporting which page is on screen before it renders (its tags, from the page's context and
 * the site of its locale), and joins that site to the page's context (src/components/site/locale-page.tsx).
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = props.pageContext;
  setErrorPage(isStoredContext(context) ? { ...builtContext(context), site: loadedLocaleSite(context.localeId) } : context);
  return withLocaleSite({ element, props });
};
