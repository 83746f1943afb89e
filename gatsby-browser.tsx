// Browser entry: the global stylesheet, the navigation runtime (announcer, delayed notice, scroll
// positions, chunk-failure reload; see src/features/runtime/route-runtime.ts) and the early part of
// error reporting, which loads the SDK when the page is idle or at the first error (src/lib/errors/early.ts).
import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { onClientEntry as startRouteRuntime } from './src/features/runtime/route-runtime';
import { setErrorPage, startErrorReporting } from './src/lib/errors/early';

export {
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
  shouldUpdateScroll,
} from './src/features/runtime/route-runtime';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startErrorReporting();
  startRouteRuntime();
};

/** Tells error reporting which page is on screen before it renders (its tags); the element is unchanged. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  setErrorPage(props.pageContext);
  return element;
};
